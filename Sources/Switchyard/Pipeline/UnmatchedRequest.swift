/// What the unmatched handler (``RouterBuilder/unmatched(_:)``) is told: a URL no route handled, where it
/// came from and why, and the web page it is when it is one the app may show.
///
/// A link whose origin the table does not accept (`RouteTableOptions.accept`: a foreign host,
/// `javascript:`, `data:`, `file:`) never comes here: its open fails with
/// ``RoutingError/Reason-swift.enum/noRoute(_:)`` (`MatchError.originNotAccepted`). Neither does a URL
/// the intake contract refuses.
///
/// ```swift
/// builder.unmatched { unmatched in
///     if let page = unmatched.webDestination { return .navigate(.push(.web(page))) }   // the web fallback
///     if case .forbidden = unmatched.error.reason { return .handled }                    // open nothing
///     return .navigate(.push(.notFound(unmatched.url)))
/// }
/// ```
public struct UnmatchedRequest: Sendable {
    /// The URL as opened (after rewrites and redirects): to log or to show as text, never to load; load
    /// ``webDestination``.
    public let url: String
    /// Where it came from.
    public let source: RouteSource
    /// Why nothing handled it.
    public let error: RoutingError
    /// ``url`` as a page the app may show: an `http` or `https` URL of one of the router's web origins
    /// (`RouteTableOptions.webOrigins`); `nil` for every other URL, and always `nil` for a route the
    /// source policy refused (``RoutingError/Reason-swift.enum/forbidden(route:why:)``), so that a refused
    /// route's URL is not shown as a page either.
    public let webDestination: WebDestination?

    init(url: String, source: RouteSource, error: RoutingError, webOrigins: [LinkSource]) {
        self.url = url
        self.source = source
        self.error = error
        if case .forbidden = error.reason {
            webDestination = nil
        } else {
            webDestination = try? WebDestination.check(url, allowed: webOrigins).get()
        }
    }
}
