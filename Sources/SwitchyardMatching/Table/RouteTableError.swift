/// The errors that stopped a table from being built, all of them (warnings included, for context).
///
/// ```swift
/// do {
///     let table = try builder.build()
/// } catch {
///     for problem in error.errors { print(problem) }   // error: route "/a(/:b)(/:c)" (global) has optional-group expansions …
/// }
/// ```
public struct RouteTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every diagnostic, errors and warnings, in route order.
    package let diagnostics: [Diagnostic]

    /// Creates the error.
    package init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Just the errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
