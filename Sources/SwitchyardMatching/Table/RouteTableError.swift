import SwitchyardRouteTable

/// The errors that stopped a route table from being built, all of them (warnings included, for context):
/// thrown by ``RouteTableBuilder/build()``, by a router's `build()`, and by a route-table file's `load` and
/// its router (`SwitchyardConfig`), where each diagnostic is located in the file.
///
/// ```swift
/// do {
///     let table = try builder.build()
/// } catch {
///     for problem in error.errors { print(problem) }   // error: route "/a(/:b)(/:c)" (global) has optional-group expansions …
/// }
/// ```
public struct RouteTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every diagnostic, errors, warnings and notes, in the order they should be shown (route order, or
    /// file order for a file).
    public let diagnostics: [Diagnostic]

    /// Creates the error.
    package init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Just the errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
