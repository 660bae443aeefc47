/// A pattern that cannot be parsed. The description reads like a compiler diagnostic, with a caret under
/// the offending character:
///
/// ```text
/// unbalanced '(': this optional group is never closed
///   /goods/:id(/reviews
///             ^
/// ```
public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// Offset of the offending character, in Unicode scalars from the start of ``pattern``.
    public let offset: Int
    /// What is wrong, lowercase, without a trailing period.
    public let message: String

    /// Creates a pattern error.
    public init(pattern: String, offset: Int, message: String) {
        self.pattern = pattern
        self.offset = offset
        self.message = message
    }

    /// The pattern and a caret line under the offending character, each indented by two spaces.
    public var excerpt: String {
        let shown = String(String.UnicodeScalarView(pattern.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
        return "  \(shown)\n  \(String(repeating: " ", count: max(0, offset)))^"
    }

    public var description: String { "\(message)\n\(excerpt)" }
}
