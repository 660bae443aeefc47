public import Logging
public import Switchyard

/// Logs every open through swift-log: the URL, source and route before, the outcome after. Its name (in
/// rejections and dry runs) is `"logging"`.
///
/// ```swift
/// import Logging
/// import Switchyard
/// import SwitchyardLogging
///
/// builder.use(LoggingMiddleware<Screen>(logger: Logger(label: "app.router")))
/// // each open: "open", then "opened: navigate" (or "open failed: …" at .warning),
/// // with the metadata url, route and source
/// ```
///
/// The URL is redacted as analytics redacts it (`LinkRedaction`; the pipeline article's
/// `router.analytics.redact`): `shop://login?email=ann%40mail.example#form` is logged as `shop://login?email=redacted`.
/// So is a web page source's page, and the URL of a `RoutingError` the middleware logs. `links` keeps the values of
/// the names it lists, or logs full links:
///
/// ```swift
/// LoggingMiddleware<Screen>(links: LinkRedaction(keepingQueryValuesNamed: ["utm_source"]))
/// LoggingMiddleware<Screen>(links: .fullLinks)   // secrets included: a debug build's console only
/// ```
///
/// It lives in a module of its own so that an app that does not log pays for neither it nor swift-log
/// (Docs/Decisions/0031-the-code-an-app-pays.md).
public struct LoggingMiddleware<Screen: Hashable & Sendable>: RouteMiddleware {
    /// Where the lines go.
    package let logger: Logger
    /// The level of the lines about opens (a failed open is logged at `.warning`).
    package let level: Logger.Level
    /// How the lines write links.
    package let links: LinkRedaction

    /// Creates the middleware.
    ///
    /// ```swift
    /// LoggingMiddleware<Screen>(logger: Logger(label: "app.router"), level: .debug)
    /// ```
    ///
    /// - Parameters:
    ///   - logger: Where the lines go. Default: a logger labelled `"switchyard"`.
    ///   - level: The level of the lines about opens; a failed open is logged at `.warning`.
    ///   - links: How the lines write links. Default: every query value `redacted`, no fragment, no user info;
    ///     `LinkRedaction.fullLinks` logs them as opened, secrets included.
    public init(logger: Logger = Logger(label: "switchyard"), level: Logger.Level = .info, links: LinkRedaction = LinkRedaction()) {
        self.logger = logger
        self.level = level
        self.links = links
    }

    public var name: String { "logging" }

    public func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        let metadata: Logger.Metadata = [
            "url": "\(links.redact(request.originalURL))", "route": "\(request.route.pattern)",
            "source": "\(links.redact(request.source))",
        ]
        logger.log(level: level, "open", metadata: metadata)
        do {
            let response = try await next(request)
            logger.log(level: level, "opened: \(response.kind)", metadata: metadata)
            return response
        } catch {
            logger.log(level: .warning, "open failed: \(described(error))", metadata: metadata)
            throw error
        }
    }

    /// `error` as the line says it: a `RoutingError` with its URL redacted, any other error as it describes itself.
    func described(_ error: any Error) -> String {
        guard let routing = error as? RoutingError else { return "\(error)" }
        return RoutingError(routing.reason, url: links.redact(routing.url)).description
    }
}
