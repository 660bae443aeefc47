public import SwitchyardMatching

/// A route of a ready-made table as the router keeps it: its handler, and the name, tags, visibility and
/// module that ``RouteOptions`` gives a route registered in code. A table compiled with the app holds one per
/// route (SwitchyardRoutesPlugin writes them; see the BuildTimeRoutes article of SwitchyardConfig), and
/// ``RouterBuilder/init(table:)`` makes a router of it without parsing a pattern or growing a trie.
///
/// ```swift
/// let routes: [BoundRoute<Screen>] = [
///     BoundRoute(name: "goods") { request in .navigate(.push(.goods(try request.parameters.value("id", as: Int.self)))) },
///     BoundRoute(tags: ["login"]) { _ in .navigate(.push(.cart)) },
/// ]
/// let table = try RouteTable(compiled: CompiledRouteTable(image: shopImage), values: routes)
/// let router = try RouterBuilder(table: table).build()
/// ```
public struct BoundRoute<Screen: Hashable & Sendable>: Sendable {
    let handler: AnyRouteHandler<Screen>
    /// The route's name, for ``RouteInfo`` and diagnostics.
    public var name: String?
    /// The route's tags, which select tagged middleware and source policies.
    public var tags: [String]
    /// Which sources may open the route.
    public var visibility: RouteVisibility
    /// The module that registered the route, if any.
    public var module: String?

    /// A route handled by `handler`.
    public init(
        name: String? = nil, tags: [String] = [], visibility: RouteVisibility = .public, module: String? = nil,
        handler: nonisolated(nonsending) @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    ) {
        self.handler = AnyRouteHandler(handler)
        self.name = name
        self.tags = tags
        self.visibility = visibility
        self.module = module
    }
}

extension RouterBuilder {
    /// A builder holding a ready-made table's routes, each with its ``BoundRoute``: the table's options,
    /// namespaces, order and trie as they are. ``build()`` reuses the trie as long as no route, type or
    /// namespace is added; a route added in code makes it build the table again, and reports a conflict with the
    /// table's routes there.
    ///
    /// ```swift
    /// let table = try RouteTable(compiled: CompiledRouteTable(image: shopImage), values: routes)
    /// var builder = RouterBuilder(table: table)
    /// try builder.route("shop://debug") { _ in .handled }    // mixes with the compiled routes
    /// let router = try builder.build()
    /// ```
    public init(table: RouteTable<BoundRoute<Screen>>) {
        self.init(table: table) { route in
            let bound = route.value
            return (bound.handler, bound.name, bound.tags, bound.visibility, bound.module)
        }
    }
}
