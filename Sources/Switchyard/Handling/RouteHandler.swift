/// A handler object with a lifecycle: asked whether it handles a request, then asked to handle it.
///
/// ```swift
/// struct GoodsHandler: RouteHandler {
///     func shouldHandle(_ request: RouteRequest) async -> Bool { request.parameters["id"] != "0" }
///     func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
///         .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
///     }
/// }
/// try builder.route("/goods/<int:id>", handler: GoodsHandler())
/// ```
public protocol RouteHandler<Screen>: Sendable {
    associatedtype Screen: Hashable & Sendable
    /// Whether to handle the request at all; `false` declines it (the next candidate is tried). Default `true`.
    func shouldHandle(_ request: RouteRequest) async -> Bool
    /// Handles the request.
    func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen>
}

extension RouteHandler {
    public func shouldHandle(_ request: RouteRequest) async -> Bool { true }
}

/// A route's handler, whatever form it was given in (a closure, a handler object, a handler type): what
/// the router keeps and calls. Package-only: apps pass the closure or the ``RouteHandler`` itself.
@usableFromInline
package struct AnyRouteHandler<Screen: Hashable & Sendable>: Sendable {
    /// `nil` when the handler always handles (closures and static handler types): the router then skips
    /// the call.
    @usableFromInline let shouldHandle: (@Sendable (RouteRequest) async -> Bool)?
    @usableFromInline let handle: @Sendable (RouteRequest) async throws -> RouteResponse<Screen>

    /// Wraps a closure.
    @inlinable
    package init(_ handle: @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>) {
        self.shouldHandle = nil
        self.handle = handle
    }

    /// Wraps a handler object.
    package init<Handler: RouteHandler>(_ handler: Handler) where Handler.Screen == Screen {
        self.shouldHandle = { await handler.shouldHandle($0) }
        self.handle = { try await handler.handle($0) }
    }
}

/// What the router keeps for each route. A class, and immutable: the open pipeline passes it around, and
/// copying it costs one retain instead of one per field.
@usableFromInline
package final class RouteBinding<Screen: Hashable & Sendable>: Sendable {
    @usableFromInline let handler: AnyRouteHandler<Screen>
    @usableFromInline let name: String?
    @usableFromInline let tags: [String]
    @usableFromInline let visibility: RouteVisibility
    @usableFromInline let middleware: [AnyMiddleware<Screen>]
    /// A module name, to remove a whole module's routes at once.
    let module: String?

    init(
        handler: AnyRouteHandler<Screen>, name: String?, tags: [String], visibility: RouteVisibility,
        middleware: [AnyMiddleware<Screen>], module: String?
    ) {
        self.handler = handler
        self.name = name
        self.tags = tags
        self.visibility = visibility
        self.middleware = middleware
        self.module = module
    }
}
