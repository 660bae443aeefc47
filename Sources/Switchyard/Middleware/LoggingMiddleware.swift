public import Logging

/// Logs every open through swift-log: the URL, source and route before, the outcome after.
///
/// ```swift
/// builder.use(LoggingMiddleware<Screen>(logger: Logger(label: "app.router")))
/// ```
public struct LoggingMiddleware<Screen: Hashable & Sendable>: RouteMiddleware {
    public let logger: Logger
    public let level: Logger.Level

    /// Creates the middleware.
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

/// Reports each open to an analytics sink the app supplies.
///
/// ```swift
/// builder.use(AnalyticsMiddleware<Screen> { event in tracker.track("deeplink", event.properties) })
/// ```
public struct AnalyticsMiddleware<Screen: Hashable & Sendable>: RouteMiddleware {
    /// One open, as analytics sees it.
    public struct Event: Sendable, Hashable {
        public let url: String
        public let route: String
        public let source: String
        /// `handled`, `declined`, `failed`.
        public let outcome: String
        /// Flat properties for a tracker.
        public var properties: [String: String] { ["url": url, "route": route, "source": source, "outcome": outcome] }
    }

    let sink: @Sendable (Event) async -> Void

    /// Creates the middleware.
    public init(_ sink: @escaping @Sendable (Event) async -> Void) {
        self.sink = sink
    }

    public var name: String { "analytics" }

    public func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        func event(_ outcome: String) -> Event {
            Event(url: request.originalURL, route: request.route.pattern, source: request.source.description, outcome: outcome)
        }
        do {
            let response = try await next(request)
            if case .declined = response { await sink(event("declined")) } else { await sink(event("handled")) }
            return response
        } catch {
            await sink(event("failed"))
            throw error
        }
    }
}

/// Rejects a request whose query parameters do not have their declared types (path parameters are
/// checked by typed placeholders already).
///
/// ```swift
/// builder.use(ParameterValidation<Screen>(["page": .int, "id": .uuid], required: ["id"]), forTag: "orders")
/// ```
public struct ParameterValidation<Screen: Hashable & Sendable>: RouteMiddleware {
    let types: [String: ParameterType]
    let required: Set<String>

    /// Declares parameter types; listed names in `required` must be present.
    public init(_ types: [String: ParameterType], required: Set<String> = []) {
        self.types = types
        self.required = required
    }

    public var name: String { "parameter validation" }

    public func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        var problems: [String] = []
        for name in required.sorted() where request.parameters.values(name).isEmpty {
            problems.append("missing parameter \"\(name)\"")
        }
        for (name, type) in types.sorted(by: { $0.key < $1.key }) {
            for value in request.parameters.values(name) where !type.accepts(value) {
                problems.append("parameter \"\(name)\" is \"\(value)\", which is not \(type.name == "int" ? "an" : "a") \(type.name)")
            }
        }
        guard problems.isEmpty else {
            throw RouteRejection(.invalidParameters(problems), message: problems.joined(separator: "; "))
        }
        return try await next(request)
    }
}
