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
/// It lives in a module of its own so that an app that does not log pays for neither it nor swift-log
/// (Docs/Decisions/0031-the-code-an-app-pays.md).
public struct LoggingMiddleware<Screen: Hashable & Sendable>: RouteMiddleware {
    /// Where the lines go.
    package let logger: Logger
    /// The level of the lines about opens (a failed open is logged at `.warning`).
    package let level: Logger.Level

    /// Creates the middleware.
    ///
    /// - Parameters:
    ///   - logger: Where the lines go. Default: a logger labelled `"switchyard"`.
    ///   - level: The level of the lines about opens; a failed open is logged at `.warning`.
    public init(logger: Logger = Logger(label: "switchyard"), level: Logger.Level = .info) {
        self.logger = logger
        self.level = level
    }

    public var name: String { "logging" }

    public func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        let metadata: Logger.Metadata = [
            "url": "\(request.originalURL)", "route": "\(request.route.pattern)", "source": "\(request.source)",
        ]
        logger.log(level: level, "open", metadata: metadata)
        do {
            let response = try await next(request)
            logger.log(level: level, "opened: \(response.kind)", metadata: metadata)
            return response
        } catch {
            logger.log(level: .warning, "open failed: \(error)", metadata: metadata)
            throw error
        }
    }
}
