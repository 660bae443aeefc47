/// The diagnostic of a table being built, before every layer shared ``Diagnostic`` (ADR 0027).
@available(*, deprecated, renamed: "Diagnostic")
public typealias RouteDiagnostic = Diagnostic

extension Diagnostic {
    /// A table's diagnostic as `RouteDiagnostic` created it: with no code, an error was colliding
    /// expansions and a warning a shadowed route.
    @available(*, deprecated, message: "use init(severity:message:code:route:) with a Diagnostic.RouteReference")
    public init(
        severity: Severity, routeID: Int, relatedRouteID: Int?, message: String, code: Code? = nil, sourceIndex: Int? = nil
    ) {
        self.init(
            severity: severity, message: message, code: code ?? (severity == .error ? .collidingExpansions : .shadowedRoute),
            route: RouteReference(routeID: routeID == -1 ? nil : routeID, relatedRouteID: relatedRouteID, sourceIndex: sourceIndex))
    }

    /// A located diagnostic as `FileDiagnostic` created it, with the severity lint reports given apart
    /// from its code.
    @available(*, deprecated, message: "pass the code: lintSeverity follows it")
    public init(severity: Severity, file: String, location: SourceLocation, message: String, lintSeverity: Severity?) {
        self.init(severity: severity, file: file, location: location, message: message)
        self.lintOverride = lintSeverity
    }

    /// The route the diagnostic is about, as `RouteDiagnostic` gave it: -1 for the table's own options,
    /// or for a diagnostic about no route.
    @available(*, deprecated, message: "use route?.routeID")
    public var routeID: Int { route?.routeID ?? -1 }

    /// The other route involved, when there is one.
    @available(*, deprecated, message: "use route?.relatedRouteID")
    public var relatedRouteID: Int? { route?.relatedRouteID }

    /// A link source's index in its `accept` list.
    @available(*, deprecated, message: "use route?.sourceIndex")
    public var sourceIndex: Int? { route?.sourceIndex }
}
