public import Switchyard

/// Named handler factories: the code side of a route table's `"handler": "goods.detail"` (the seeds'
/// URL-to-screen table, AnyRouter's plist loader).
///
/// ```swift
/// var factories = HandlerFactories<Screen>()
/// factories.register("goods.detail") { request in
///     .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
/// }
/// factories.register("web.container") { request in   // the route's name and tags: request.route
///     .navigate(.push(.web(request.route.name ?? request.url.string)))
/// }
/// let builder = try RouterBuilder<Screen>(file: RouteTableFile.load(contentsOf: "routes.json"), factories: factories)
/// ```
public struct HandlerFactories<Screen: Hashable & Sendable>: Sendable {
    var factories: [String: @Sendable (RouteEntry) throws -> AnyRouteHandler<Screen>] = [:]
    /// The module that declared a handler, by the handler's name: its routes are the module's
    /// (``ModuleHost/unload(_:)`` removes them).
    var modules: [String: String] = [:]

    /// No factories.
    public init() {}

    /// The route-table handlers a `ModuleHost`'s modules declared, each route naming one belonging to
    /// its module.
    ///
    /// ```swift
    /// let host = try ModuleHost(modules: [GoodsModule(), CartModule()]) { handlers in
    ///     try RouterBuilder<Screen>(file: RouteTableFile.load(contentsOf: path), factories: HandlerFactories(handlers))
    /// }
    /// ```
    public init(_ handlers: ModuleHandlers<Screen>) {
        for name in handlers.names {
            guard let handler = handlers.handler(named: name) else { continue }
            factories[name] = { _ in handler }
            modules[name] = handlers.module(of: name)
        }
    }

    /// Registers a factory that makes a handler for each route naming it (the tests' and the tools' way to
    /// see the route's entry; a handler reads the route's name and tags from `request.route`).
    package mutating func register(_ name: String, _ make: @escaping @Sendable (RouteEntry) throws -> AnyRouteHandler<Screen>) {
        factories[name] = make
        modules[name] = nil
    }

    /// Registers a closure handler under a name.
    public mutating func register(_ name: String, handler: @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>) {
        factories[name] = { _ in AnyRouteHandler(handler) }
        modules[name] = nil
    }

    /// The registered names.
    package var names: [String] { factories.keys.sorted() }
}

extension RouterBuilder {
    /// A builder holding every route of a route-table file, each bound to the handler its named factory makes,
    /// with the file's options, namespaces and rewrite rules. `"internal": true` makes a route internal;
    /// `tags` select per-tag middleware and policy rules. The file's table is not built again: the router
    /// takes its routes, ids and trie as they are (until a route, type or namespace changes).
    ///
    /// - Throws: `RouteTableError` naming, with its location, every route whose handler is missing,
    ///   unknown or whose factory failed.
    public init(file: RouteTableFile, factories: HandlerFactories<Screen>) throws(RouteTableError) {
        var diagnostics: [Diagnostic] = []
        self.init(table: file.table) { route in
            do throws(BindingFailure) {
                return try Self.binding(of: route, factories: factories)
            } catch {
                diagnostics.append(Diagnostic(severity: .error, file: file.path, location: route.value.location, message: error.message))
                // Never opened: the initializer throws below.
                return (AnyRouteHandler { _ in .declined }, nil, [], .internal, nil)
            }
        }
        if !diagnostics.isEmpty { throw RouteTableError(diagnostics: diagnostics) }
        rewrites = file.rewrites
    }

    /// Why a route of a file could not be bound to a handler.
    private struct BindingFailure: Error {
        let message: String
    }

    /// A file route's handler, made by the factory it names, with the route's name, tags, visibility and
    /// the module that declared the factory.
    private static func binding(
        of route: Route<RouteEntry>, factories: HandlerFactories<Screen>
    ) throws(BindingFailure) -> TableBinding {
        let entry = route.value
        guard let name = entry.handler else {
            throw BindingFailure(message: "route \(DiagnosticText.quoted(route.pattern.text, escaped: false)) has no \"handler\"")
        }
        guard let factory = factories.factories[name] else {
            let known = factories.names.isEmpty ? "none are registered" : "known: " + factories.names.joined(separator: ", ")
            throw BindingFailure(message: "no handler factory named \(TextScanning.quoted(name)); \(known)")
        }
        let handler: AnyRouteHandler<Screen>
        do {
            handler = try factory(entry)
        } catch {
            throw BindingFailure(message: "the factory \(TextScanning.quoted(name)) failed: \(error)")
        }
        return (handler, entry.name, entry.tags, entry.isInternal ? .internal : .public, factories.modules[name])
    }
}

extension HandlerFactories {
    /// Registers every route of a nested tree under its name: a route-table file that names one of them
    /// (`"handler": "goods.reviews"`) shows the stack from the tree's root down to it. The file gives the
    /// patterns; the tree's own patterns are not used here.
    ///
    /// ```swift
    /// factories.register(goodsTree, placement: .tab(.home))
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
}
