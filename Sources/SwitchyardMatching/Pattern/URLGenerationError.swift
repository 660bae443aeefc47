/// Why `RoutePattern.url(filling:query:scheme:host:)` (this module's extension of SwitchyardRouteTable's
/// `RoutePattern`) cannot print a URL.
///
/// ```swift
/// do {
///     _ = try RoutePattern("/goods/<int:id>").url(filling: [:])
/// } catch {
///     error.parameter     // "id"
///     error.reason        // .missing
///     print(error)        // missing parameter "id" for "/goods/<int:id>"
/// }
/// ```
public struct URLGenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong. New reasons may be added in any release: a `switch` over it ends with `@unknown default`.
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Reason: Sendable, Hashable {
        /// The parameter has no value, and every expansion of the pattern needs it.
        case missing
        /// The value does not fit the capture's constraint (`<int:id>`, `:id([0-9]+)`, the literal text
        /// around it in its segment), or is empty.
        case doesNotFit(value: String, constraint: String)
        /// A capture takes exactly one value, and the parameter is a list of another length.
        case notOneValue(count: Int, constraint: String)
        /// The value would be the segment `.` or `..`, which URL intake refuses.
        case dotSegment(value: String)
        /// The value (or parameter name) holds U+0000, which URL intake refuses (`%00`).
        case containsNUL
        /// The scheme argument is not a scheme: a letter, then letters, digits, `+`, `-` or `.`.
        case invalidScheme(String)
        /// The host argument is not a host: ASCII letters, digits, `-`, `.`, `_` and `~`, or an IP literal
        /// in brackets, optionally followed by `:` and a port number.
        case invalidHost(String)
        /// A host was given without a scheme.
        case hostWithoutScheme(String)
    }

    /// The pattern as written.
    public let pattern: String
    /// The parameter at fault; `nil` when the scheme or host argument is.
    public let parameter: String?
    /// What is wrong.
    public let reason: Reason

    /// Creates an error.
    ///
    /// ```swift
    /// let error = URLGenerationError(pattern: "/goods/<int:id>", parameter: "id", reason: .missing)
    /// error.description   // missing parameter "id" for "/goods/<int:id>"
    /// ```
    package init(pattern: String, parameter: String?, reason: Reason) {
        self.pattern = pattern
        self.parameter = parameter
        self.reason = reason
    }

    /// The error in one line, naming the parameter, the constraint and the pattern.
    ///
    /// ```swift
    /// URLGenerationError(pattern: "/goods/<int:id>", parameter: "id",
    ///                    reason: .doesNotFit(value: "abc", constraint: "<int:id>")).description
    /// // parameter "id" is "abc", which does not fit <int:id> in "/goods/<int:id>"
    /// ```
    public var description: String {
        let name = DiagnosticText.quoted(parameter ?? "")
        let quoted = DiagnosticText.quoted(pattern, escaped: false)
        switch reason {
        case .missing:
            return MatchingText.linkMissing(parameter: name, pattern: quoted)
        case let .doesNotFit(value, constraint):
            return MatchingText.linkDoesNotFit(
                parameter: name, value: "\(DiagnosticText.quoted(value)), which does not fit \(constraint)", pattern: quoted)
        case let .notOneValue(count, constraint):
            return MatchingText.linkNotOneValue(parameter: name, count: "\(count) values, but \(constraint)", pattern: quoted)
        case .dotSegment(let value):
            return MatchingText.linkDotSegment(parameter: name, value: DiagnosticText.quoted(value), pattern: quoted)
        case .containsNUL:
            return MatchingText.linkContainsNul(parameter: name, pattern: quoted)
        case .invalidScheme(let scheme):
            return MatchingText.linkInvalidScheme(scheme: DiagnosticText.quoted(scheme), pattern: quoted)
        case .invalidHost(let host):
            return MatchingText.linkInvalidHost(host: DiagnosticText.quoted(host), pattern: quoted)
        case .hostWithoutScheme(let host):
            return MatchingText.linkHostWithoutScheme(host: DiagnosticText.quoted(host), pattern: quoted)
        }
    }
}
