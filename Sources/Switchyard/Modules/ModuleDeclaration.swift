public import SwitchyardMatching

/// What a module declares in ``AppModule/declare(_:)``: routes, handlers for a route table, target-actions
/// and services (by type and by name). Nothing reaches the router until the host installs the module;
/// a pattern that does not parse or a name another module took is then a ``ModuleError`` naming it.
///
/// ```swift
/// func declare(_ module: inout ModuleDeclaration<Screen>) {
///     module.routes(goodsTree, placement: .tab(.home))                 // routes by pattern
///     module.register("goods.detail") { request in … }                 // for a route table's "handler"
///     module.register(target: "goods", action: "title", visibility: .public) { call in … }
///     module.unmatched(target: "goods") { call in "https://m.shop.example/goods/\(call.action)" }
///     module.register(AddToCart.self, decode: { try RouteParameterDecoder().decode(AddToCart.Input.self, from: $0) }) { input, _ in … }
///     module.register(GoodsCatalog.self, name: "goods.catalog") { GoodsCatalog() }
/// }
/// ```
public struct ModuleDeclaration<Screen: Hashable & Sendable>: Sendable {
    struct PendingRoute: Sendable {
        let pattern: String, options: RouteOptions
        let middleware: [AnyMiddleware<Screen>]
        let handler: AnyRouteHandler<Screen>
    }

    struct PendingAction: Sendable {
        let target: String, action: String, visibility: RouteVisibility, tags: [String], summary: String?
        let handler: ActionHandler
    }

    struct PendingUnmatched: Sendable {
        let target: String?, visibility: RouteVisibility
        let handler: ActionHandler
    }

    struct PendingService: Sendable {
        /// The type callers ask for (its name is written only when two modules declare it).
        let name: String, type: Any.Type?, visibility: RouteVisibility, tags: [String], summary: String?
        let instance: ServiceInstance
    }

    /// The declaring module's name.
    package let module: String
    var routes: [PendingRoute] = []
    var namedHandlers: [(name: String, handler: AnyRouteHandler<Screen>)] = []
    /// The handlers of a table compiled with the app that the module answers (bound elsewhere, by the table's
    /// generated protocol).
    var compiledHandlers: [String] = []
    var actions: [PendingAction] = []
    var unmatchedActions: [PendingUnmatched] = []
    var services: [PendingService] = []
    /// The services and actions the module needs other modules to declare.
    var requirements: [ModuleRequirement] = []

    init(module: String) {
        self.module = module
    }

    /// Declares a route, as `RouterBuilder.route(_:_:middleware:handler:)` does; it belongs to the module
    /// (whatever `options.module` says).
    ///
    /// ```swift
    /// module.route("shop://cart", RouteOptions(tags: ["login"])) { _ in .navigate(.replaceStack([.cart], inTab: .cartTab)) }
    /// ```
    public mutating func route(
        _ pattern: String, _ options: RouteOptions = RouteOptions(), middleware: [AnyMiddleware<Screen>] = [],
        handler: nonisolated(nonsending) @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    ) {
        routes.append(PendingRoute(pattern: pattern, options: options, middleware: middleware, handler: AnyRouteHandler(handler)))
    }

    /// Declares every route of a nested tree (``RouterBuilder/routes(_:placement:priority:)``).
    ///
    /// ```swift
    /// module.routes(goodsTree, placement: .tab(.home))
    /// ```
    public mutating func routes(_ tree: ScreenRoute<Screen>, placement: StackPlacement<Screen> = .visibleStack) {
        for (pattern, chain) in tree.flattened {
            guard let node = chain.last else { continue }
            route(pattern, RouteOptions(name: node.name, tags: node.tags, visibility: node.visibility)) { request in
                .navigate(try ScreenRoute.navigation(to: chain, for: request, placement: placement))
            }
        }
    }

    /// Declares a handler a route table names (`"handler": "cart"`). Only modules the host starts with
    /// may declare them: the table is read once, at start.
    ///
    /// ```swift
    /// module.register("cart") { _ in .navigate(.replaceStack([.cart], inTab: .cartTab)) }
    /// ```
    ///
    /// The verb is `NamedHandlers`' (`register(_:handler:)`): a handler found by its name.
    public mutating func register(
        _ name: String, handler: nonisolated(nonsending) @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    ) {
        namedHandlers.append((name, AnyRouteHandler(handler)))
    }

    /// Declares a table handler for every node of a nested tree, under the node's name.
    ///
    /// ```swift
    /// module.register(goodsTree, placement: .tab(.home))   // "goods.list", "goods.detail", …
    /// ```
    public mutating func register(_ tree: ScreenRoute<Screen>, placement: StackPlacement<Screen> = .visibleStack) {
        for (_, chain) in tree.flattened {
            guard let node = chain.last else { continue }
            register(node.name) { request in .navigate(try ScreenRoute.navigation(to: chain, for: request, placement: placement)) }
        }
    }

    /// Declares that the module answers the routes of these handlers of a route table compiled with the app
    /// (SwitchyardRoutesPlugin; see the BuildTimeRoutes article of SwitchyardConfig). The table's generated
    /// protocol binds those routes, checked when the app compiles, and the app's conformance hands them to the
    /// module; this says which module that is, so that the catalogue (``ModuleHost/componentCatalogueJSON()``,
    /// `switchyard docs --components`) lists them under it, as it lists handlers declared by name.
    ///
    /// ```swift
    /// module.handlesTableRoutes(of: ShopRouteHandlers.goodsList, ShopRouteHandlers.goodsDetail)   // generated names
    /// ```
    ///
    /// It binds nothing, so any module may declare it, at start or loaded later. The routes stay the table's:
    /// unloading the module (``ModuleHost/unload(_:)``, ``RouterBuilder/removeModule(_:)``) does not remove
    /// them, and their calls do not count among the module's running calls.
    public mutating func handlesTableRoutes(of handlers: String...) {
        compiledHandlers += handlers
    }

    /// Declares a target's action. Calls pass the router's policy and middleware
    /// (``Router/perform(target:action:parameters:from:values:)``); an ``RouteVisibility/internal`` action
    /// is reachable only from ``RouteSource/inApp``.
    ///
    /// ```swift
    /// module.register(target: "cart", action: "add", visibility: .public, tags: ["risk"],
    ///                 description: "Adds a product (id) to the cart.") { call in
    ///     await store.add(call.parameters["id"]?.first ?? "")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target's name (matched case-insensitively).
    ///   - action: The action's name (matched case-sensitively).
    ///   - visibility: Whether sources outside the app may call it. Default ``RouteVisibility/internal``.
    ///   - tags: Tags selecting per-tag middleware and policy rules, as a route's do.
    ///   - description: What the action does, for the catalogue
    ///     (``ModuleHost/componentCatalogueJSON()``, `switchyard docs --components`). Default none.
    ///   - handler: Runs the action; what it returns is the call's value.
    public mutating func register(
        target: String, action: String, visibility: RouteVisibility = .internal, tags: [String] = [], description: String? = nil,
        handler: nonisolated(nonsending) @escaping @Sendable (ActionCall) async throws -> any Sendable
    ) {
        actions.append(
            PendingAction(target: target, action: action, visibility: visibility, tags: tags, summary: description, handler: handler))
    }

    /// Declares what answers a call to an action no module declares: on `target`, or on any target
    /// (`nil`; a target's own handler comes first). CTMediator's `notFound:` and `Target_NoTargetAction`.
    /// The value comes back with ``ActionResult/isFallback`` set. It runs only for actions nobody declared:
    /// a declared ``RouteVisibility/internal`` action called from outside is refused, not handed here.
    ///
    /// ```swift
    /// module.unmatched(target: "cart") { call in CartScreen.overview }
    /// module.unmatched(visibility: .public) { call in "https://m.shop.example/\(call.target)/\(call.action)" }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target (case-insensitive), or `nil` for every target. Default `nil`.
    ///   - visibility: Whether calls from outside the app reach it (check ``ActionCall/source`` before
    ///     doing anything sensitive). Default ``RouteVisibility/internal``.
    ///   - handler: Handles the call.
    public mutating func unmatched(
        target: String? = nil, visibility: RouteVisibility = .internal,
        handler: nonisolated(nonsending) @escaping @Sendable (ActionCall) async throws -> any Sendable
    ) {
        unmatchedActions.append(PendingUnmatched(target: target.map(ActionKey.normalize), visibility: visibility, handler: handler))
    }

    /// Declares a typed action (``TypedAction``; its target, action and visibility are used).
    ///
    /// In-app calls through ``Router/perform(_:_:from:)`` pass the `Input` value to the handler directly.
    /// Calls that bring parameters instead, by URL or by name, need `decode` to build the input; without it
    /// (the default) such calls fail with ``ComponentError/Code/invalidParameters``, so **a typed action
    /// declared without `decode` cannot be called by URL**. Pass ``RouteParameterDecoder`` to decode a
    /// `Decodable` input (errors name the missing or malformed parameter), or write a decoder by hand.
    ///
    /// ```swift
    /// module.register(AddToCart.self, decode: { try RouteParameterDecoder().decode(AddToCart.Input.self, from: $0) }) { input, call in
    ///     await store.add(input.id, quantity: input.quantity)
    /// }
    /// ```
    public mutating func register<Action: TypedAction>(
        _ action: Action.Type, tags: [String] = [], description: String? = nil,
        decode: (@Sendable ([String: ParameterValue]) throws -> Action.Input)? = nil,
        handler: nonisolated(nonsending) @escaping @Sendable (Action.Input, ActionCall) async throws -> Action.Output
    ) {
        register(
            target: Action.target, action: Action.action, visibility: Action.visibility, tags: tags, description: description,
            handler: typedActionHandler(action, decode: decode, handler))
    }

    /// Declares a service by type and by name: ``Router/service(_:from:)`` finds it by the type,
    /// ``Router/service(named:as:from:)`` by the name (for tables and remote documents).
    ///
    /// ```swift
    /// module.register((any CartStoring).self, name: "cart.store", description: "The cart's items.") { CartStore() }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type callers ask for.
    ///   - name: The name callers may ask for instead. Default: the type's name (`CartStore`).
    ///   - lifetime: ``ServiceLifetime/shared`` (default) makes one instance per load of the module, on
    ///     first use; ``ServiceLifetime/perCall`` a new one per lookup.
    ///   - visibility: Whether sources outside the app may look it up. Default ``RouteVisibility/internal``.
    ///   - tags: Tags selecting per-tag middleware and policy rules.
    ///   - description: What the service offers, for the catalogue
    ///     (``ModuleHost/componentCatalogueJSON()``). Default none.
    ///   - factory: Makes the instance.
    public mutating func register<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, lifetime: ServiceLifetime = .shared, visibility: RouteVisibility = .internal,
        tags: [String] = [], description: String? = nil, factory: @escaping @Sendable () throws -> Service
    ) {
        services.append(
            PendingService(
                name: name ?? switchyardTypeName(type), type: type, visibility: visibility, tags: tags,
                summary: description, instance: ServiceInstance(lifetime: lifetime, make: factory)))
    }

    /// Declares a service by name only, for callers that do not share a type with the module.
    ///
    /// ```swift
    /// module.register(named: "goods.featured", description: "Product ids for the home banner.") { [7, 42] }
    /// ```
    public mutating func register(
        named name: String, lifetime: ServiceLifetime = .shared, visibility: RouteVisibility = .internal, tags: [String] = [],
        description: String? = nil, factory: @escaping @Sendable () throws -> any Sendable
    ) {
        services.append(
            PendingService(
                name: name, type: nil, visibility: visibility, tags: tags, summary: description,
                instance: ServiceInstance(lifetime: lifetime, make: factory)))
    }
}

/// A service's instances: one made on first use (`shared`), or one per lookup (`perCall`).
final class ServiceInstance: Sendable {
    private let lifetime: ServiceLifetime
    private let make: @Sendable () throws -> any Sendable
    /// The shared instance, or its making. The first lookup makes it on its own actor (no task, no hop); lookups
    /// that come while it is being made wait for that making and get what it gives (issue #42: the factory ran
    /// once per racing lookup). A making that failed is forgotten, so that the next lookup tries again.
    private let state = Locked(Making.none)

    private enum Making {
        case none
        case making(waiting: [Waiter])
        case made(any Sendable)
    }

    /// A lookup waiting for another's making: resumed with what it gave.
    private typealias Waiter = CheckedContinuation<Result<any Sendable, any Error>?, Never>

    init(lifetime: ServiceLifetime, make: @escaping @Sendable () throws -> any Sendable) {
        self.lifetime = lifetime
        self.make = make
    }

    /// The instance: made by the first lookup (the others wait for it), then the same for every lookup.
    nonisolated(nonsending) func get() async throws -> any Sendable {
        if lifetime == .perCall { return try make() }
        while true {
            let made = state.withLock { state -> (any Sendable)?? in
                switch state {
                case .made(let instance): return .some(instance)
                case .making: return .some(nil)
                case .none:
                    state = .making(waiting: [])
                    return nil
                }
            }
            switch made {
            case .some(.some(let instance)): return instance
            case .none: return try makeShared()
            case .some(.none):
                // `nil`: the making ended before this lookup could wait for it, and failed; try again.
                if let result = await madeByAnother() { return try result.get() }
            }
        }
    }

    /// Runs the factory for the lookup that started the making, then hands its result to the lookups that waited.
    private func makeShared() throws -> any Sendable {
        let result = Result { try make() }
        let waiting = state.withLock { state -> [Waiter] in
            defer {
                if case .success(let instance) = result { state = .made(instance) } else { state = .none }
            }
            guard case .making(let waiting) = state else { return [] }
            return waiting
        }
        for waiter in waiting { waiter.resume(returning: result) }
        return try result.get()
    }

    /// What another lookup's making gave; `nil` when that making failed before this lookup began waiting.
    private nonisolated(nonsending) func madeByAnother() async -> Result<any Sendable, any Error>? {
        await withCheckedContinuation { (waiter: Waiter) in
            let now = state.withLock { state -> Result<any Sendable, any Error>?? in
                switch state {
                case .made(let instance): return .some(.success(instance))
                case .none: return .some(nil)
                case .making(var waiting):
                    waiting.append(waiter)
                    state = .making(waiting: waiting)
                    return nil
                }
            }
            if let now { waiter.resume(returning: now) }
        }
    }
}
