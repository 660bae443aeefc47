/// Handlers by name: the code side of a route table's `"handler": "goods.detail"` (the seeds'
/// URL-to-screen table, AnyRouter's plist loader) and of the routes a routing document adds. SwitchyardConfig
/// binds each route of a file (`RouterBuilder(file:handlers:)`) or a document to the handler it names.
///
/// ```swift
/// var handlers = NamedHandlers<Screen>()
/// handlers.register("goods.detail") { request in
///     .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
/// }
/// handlers.register("web.page") { request in         // a page of the table's web origins, or a rejection
///     .navigate(.push(.web(try request.webDestination("url"))))
/// }
/// let builder = try RouterBuilder<Screen>(file: RouteTableFile.load(contentsOf: "routes.json"), handlers: handlers)
/// ```
///
/// A ``ModuleHost`` hands over the handlers its modules declare
/// (``ModuleDeclaration/register(_:handler:)``): the routes naming one belong to that module.
public struct NamedHandlers<Screen: Hashable & Sendable>: Sendable {
    /// Each handler, with the module that declared it (`nil` for the app's own).
    private var entries: [String: (handler: AnyRouteHandler<Screen>, module: String?)] = [:]

    /// No handlers.
    public init() {}

    /// Registers a closure handler under a name, replacing one a module declared under it.
    public mutating func register(
        _ name: String, handler: nonisolated(nonsending) @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    ) {
        entries[name] = (AnyRouteHandler(handler), nil)
    }

    /// Registers every route of a nested tree under its name: a route-table file that names one of them
    /// (`"handler": "goods.reviews"`) shows the stack from the tree's root down to it. The file gives the
    /// patterns; the tree's own patterns are not used here.
    ///
    /// ```swift
    /// handlers.register(goodsTree, placement: .tab(.home))
    /// // routes.json: { "pattern": "shop://goods/<int:id>/reviews", "handler": "goods.reviews" }
    /// ```
    public mutating func register(_ tree: ScreenRoute<Screen>, placement: StackPlacement<Screen> = .visibleStack) {
        for (_, chain) in tree.flattened {
            guard let node = chain.last else { continue }
            register(node.name) { request in
                .navigate(try ScreenRoute.navigation(to: chain, for: request, placement: placement))
            }
        }
    }

    /// Registers a handler a module declared (a ``ModuleHost`` refuses a name two modules declare before it
    /// registers either).
    package mutating func register(_ name: String, _ handler: AnyRouteHandler<Screen>, module: String?) {
        entries[name] = (handler, module)
    }

    /// The registered names, sorted.
    package var names: [String] { Array(entries.keys).sorted() }

    /// The handler registered under `name`, which carries the name: a document route bound to it takes on the reach
    /// of the app's routes bound to the same name (document.apply.route-inherits).
    package func handler(named name: String) -> AnyRouteHandler<Screen>? {
        guard var handler = entries[name]?.handler else { return nil }
        handler.registeredName = name
        return handler
    }

    /// The module that declared the handler registered under `name`; `nil` for the app's own.
    package func module(of name: String) -> String? { entries[name]?.module ?? nil }
}
