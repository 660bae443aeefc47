/// A problem found when a table is built, naming every route involved.
///
/// ```text
/// warning: route "/goods/:gid" (shop) is identical to route "/goods/:id" (shop); only the first can ever match
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

    /// What a diagnostic is about, for tools that treat some kinds differently.
    ///
    /// ```swift
    /// let strict = table.warnings.filter { $0.lintSeverity == .error }   // what `switchyard lint` fails on
    /// ```
    public enum Code: String, Sendable, Hashable {
        /// A route identical to an earlier one: the first registered wins (JLRoutes, Crossroad).
        case identicalRoute
        /// Two optional-group expansions of one route match the same URLs.
        case collidingExpansions
        /// A route that another always outranks.
        case shadowedRoute
        /// A link source written as a literal that does not parse.
        case unparsedLinkSource
        /// Crossroad's registration checks: a well-known scheme accepted as an app's own, a universal-link
        /// source that is not https, a route whose scheme or link source the table does not accept, a
        /// pattern with an empty segment.
        case registration
    }

    /// Errors stop ``RouteTableBuilder/build()``; warnings are kept on ``RouteTable/warnings``.
    public let severity: Severity
    /// What kind of problem it is.
    public let code: Code
    /// The severity `switchyard lint` reports: identical routes and failed registration checks are
    /// warnings when a table is built (a table sent by a server with one duplicate must still route), and
    /// errors to lint, which guards the tables written by hand.
    public var lintSeverity: Severity {
        code == .identicalRoute || code == .registration ? .error : severity
    }
    /// The route the diagnostic is about (its ``Route/id``); -1 for a diagnostic about the table's own
    /// options (a link source in ``RouteTableOptions/accept`` that does not parse).
    public let routeID: Int
    /// The other route involved, when there is one.
    public let relatedRouteID: Int?
    /// What is wrong; names both routes.
    public let message: String

    /// For a diagnostic about a link source: its index in the route's `accept` list, or in the table's
    /// (``RouteTableOptions/accept``) when ``routeID`` is -1.
    public let sourceIndex: Int?

    /// Creates a diagnostic.
    public init(
        severity: Severity, routeID: Int, relatedRouteID: Int?, message: String, code: Code? = nil, sourceIndex: Int? = nil
    ) {
        self.severity = severity
        self.routeID = routeID
        self.relatedRouteID = relatedRouteID
        self.message = message
        self.code = code ?? (severity == .error ? .collidingExpansions : .shadowedRoute)
        self.sourceIndex = sourceIndex
    }

    public var description: String { "\(severity.rawValue): \(message)" }
}

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
    public let diagnostics: [RouteDiagnostic]

    /// Creates the error.
    public init(diagnostics: [RouteDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Just the errors.
    public var errors: [RouteDiagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
