public import Switchyard

/// Named handler factories: the code side of a route table's `"handler": "goods.detail"` (the seeds'
/// URL-to-screen table, AnyRouter's plist loader).
///
/// ```swift
/// var factories = HandlerFactories<Screen>()
/// factories.register("goods.detail") { request in
///     .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
/// }
/// factories.register("web.container") { entry in AnyRouteHandler(WebContainerHandler(entry: entry)) }
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

    /// Registers a factory that makes a handler for each route naming it.
    public mutating func register(_ name: String, _ make: @escaping @Sendable (RouteEntry) throws -> AnyRouteHandler<Screen>) {
        factories[name] = make
        modules[name] = nil
    }

    /// Registers a closure handler under a name.
    public mutating func register(_ name: String, handler: @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>) {
        factories[name] = { _ in AnyRouteHandler(handler) }
        modules[name] = nil
    }

    /// The registered names.
    public var names: [String] { factories.keys.sorted() }
}

extension RouterBuilder {
    /// A builder holding every route of a route-table file, each bound to the handler its named factory makes,
    /// with the file's options, namespaces and rewrite rules. `"internal": true` makes a route internal;
    /// `tags` select per-tag middleware and policy rules.
    ///
    /// - Throws: ``RouteTableFileError`` naming, with its location, every route whose handler is missing,
    ///   unknown or whose factory failed.
    public init(file: RouteTableFile, factories: HandlerFactories<Screen>) throws(RouteTableFileError) {
        self.init(options: file.table.options)
        for type in file.table.parameterTypes { register(type) }
        for namespace in file.spec.namespaces {
            self.namespace(namespace.scheme.value, NamespaceOptions(fallbackToGlobal: namespace.fallbackToGlobal?.value ?? false))
        }
        if !file.rewrites.isEmpty { rewrites = file.rewrites }
        var diagnostics: [FileDiagnostic] = []
        for route in file.table.routes {
            let entry = route.value
            func fail(_ message: String) {
                diagnostics.append(FileDiagnostic(severity: .error, file: file.path, location: entry.location, message: message))
            }
            guard let name = entry.handler else {
                fail("route \"\(route.pattern.text)\" has no \"handler\"")
                continue
            }
            guard let factory = factories.factories[name] else {
                let known = factories.names.isEmpty ? "none are registered" : "known: " + factories.names.joined(separator: ", ")
                fail("no handler factory named \"\(name)\"; \(known)")
                continue
            }
            do {
                let handler = try factory(entry)
                try self.route(
                    route.pattern.text,
                    RouteOptions(
                        scheme: route.scheme, priority: route.priority, name: entry.name, tags: entry.tags,
                        visibility: entry.isInternal ? .internal : .public, accept: route.accept, module: factories.modules[name]),
                    handler: handler)
            } catch {
                fail("the factory \"\(name)\" failed: \(error)")
            }
        }
        if !diagnostics.isEmpty { throw RouteTableFileError(diagnostics: diagnostics) }
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
