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
    /// The query item whose condition is wrong (``pattern`` is then the condition's value), for a file's
    /// compiler to point at the condition; `nil` for an error in the route pattern itself.
    package var queryKey: String?

    /// Creates a pattern error.
    package init(pattern: String, offset: Int, message: String) {
        self.pattern = pattern
        self.offset = offset
        self.message = message
    }

    /// The pattern and a caret line under the offending character, each indented by two spaces. A pattern
    /// longer than 80 characters is cut to the 60 around the offending one, with `…` where text is left out.
    package var excerpt: String {
        let scalars = Array(pattern.unicodeScalars)
        var start = 0
        var end = scalars.count
        if scalars.count > 80 {
            start = min(max(0, offset - 30), scalars.count - 60)
            end = start + 60
        }
        // One character for one, so that the caret stays under its character: `?` for a concealing one.
        let window = scalars[start..<end].map { DiagnosticText.isConcealing($0) ? "?" : $0 }
        let shown = (start > 0 ? "…" : "") + String(String.UnicodeScalarView(window)) + (end < scalars.count ? "…" : "")
        let column = max(0, offset - start) + (start > 0 ? 1 : 0)
        return "  \(shown)\n  \(String(repeating: " ", count: column))^"
    }

    public var description: String { "\(message)\n\(excerpt)" }
}
