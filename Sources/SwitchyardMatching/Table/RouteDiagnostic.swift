/// A problem found when a table is built, naming every route involved.
///
/// ```text
/// error: route "/goods/:gid" (shop) is identical to route "/goods/:id" (shop); only one of them can ever match
/// ```
public struct RouteDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Whether the table can still be built.
    ///
    /// ```swift
    /// table.warnings.filter { $0.severity == .warning }   // routes that can never win
    /// ```
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    /// Errors stop ``RouteTableBuilder/build()``; warnings are kept on ``RouteTable/warnings``.
    public let severity: Severity
    /// The route the diagnostic is about (its ``Route/id``); -1 for a diagnostic about the table's own
    /// options (a link source in ``RouteTableOptions/accept`` that does not parse).
    public let routeID: Int
    /// The other route involved, when there is one.
    public let relatedRouteID: Int?
    /// What is wrong; names both routes.
    public let message: String

    /// Creates a diagnostic.
    public init(severity: Severity, routeID: Int, relatedRouteID: Int?, message: String) {
        self.severity = severity
        self.routeID = routeID
        self.relatedRouteID = relatedRouteID
        self.message = message
    }

    public var description: String { "\(severity.rawValue): \(message)" }
}

/// The errors that stopped a table from being built, all of them (warnings included, for context).
///
/// ```swift
/// do {
///     let table = try builder.build()
/// } catch {
///     for problem in error.errors { print(problem) }   // error: route "/goods/:gid" (global) is identical to …
/// }
/// ```
public struct RouteTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every diagnostic, errors and warnings, in route order.
    public let diagnostics: [RouteDiagnostic]

    /// Creates the error.
    public init(diagnostics: [RouteDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Just the errors.
    public var errors: [RouteDiagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
