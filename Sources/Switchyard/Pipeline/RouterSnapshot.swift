/// Everything a router needs, frozen. A router swaps whole snapshots. A class: every open takes the
/// current snapshot, and copying one reference is cheaper than copying its fields.
final class RouterSnapshot<Screen: Hashable & Sendable>: Sendable {
    let table: RouteTable<RouteBinding>
    let global: [AnyMiddleware<Screen>]
    let tagged: [(tag: String, middleware: AnyMiddleware<Screen>)]
    let policy: SourcePolicy
    let rewrites: RewriteRules?
    let navigator: (any Navigator<Screen>)?
    /// Whether ``navigator`` is set: what an open asks, where comparing the optional existential with `nil`
    /// copied it through its value witnesses (issue #65).
    let hasNavigator: Bool
    let callbacks: XCallbackSettings?
    let unmatched: (nonisolated(nonsending) @Sendable (UnmatchedRequest) async throws -> RouteResponse<Screen>)?
    /// The analytics sink (``RouterBuilder/analytics(_:)``), told how each open ended, and how its events write links.
    let analytics: AnalyticsSettings
    /// Whether an open keeps an ``OpenLedger``: the router has an analytics sink or a login gate, the parts that read
    /// one. An open of any other router makes none.
    let keepsLedgers: Bool
    /// What a request says about each route, by route index: made once per snapshot, so an open copies
    /// one `RouteInfo` instead of building it from the route (a namespace lookup and a dozen retains).
    let infos: [RouteInfo]
    /// The modules' target-actions and services.
    let components: ComponentTable<Screen>
    /// Whether some route is internal (the source policy refuses it to every source but the app).
    let hasInternalRoutes: Bool
    /// The kinds of source the policy refuses each route to, by route index, one bit a kind
    /// (``SourcePolicy/refusedKinds(visibility:tags:)``): the predicate of the walk under the policy.
    let refusedKinds: [UInt8]
    /// The kinds of source the policy refuses some route to: the union of ``refusedKinds``.
    let refusableKinds: UInt8
    /// Whether the policy denies some exact source (``SourcePolicy/deny(_:)``).
    let deniesSources: Bool
    /// Whether the rewrite rules scan URLs as the table does, so that one scan serves both (ADR 0026).
    let rewritesShareIntake: Bool
    /// Whether the routing changes in this snapshot have run out (`RoutingChanges.hasExpired`); `nil` for
    /// the app's own routes and for changes that do not expire, so that an open pays one test of a field.
    let hasExpired: (@Sendable () -> Bool)?
    /// What a match spends on the capture regexes of the routing changes in this snapshot (a document's; ADR 0051,
    /// decision 6); `nil` when they have none, so that an open copies a `nil` into its allowance.
    let captureWeights: CaptureWeights?
    /// Each route's middleware chain, by route index, composed here once (``RouteChain``, read with ``chain(_:)``);
    /// empty when the router has no middleware at all: an open then calls the handler its match's binding holds
    /// (``handler(_:)``).
    let chains: [ComposedChain]
    /// Each component's chain (a target-action's, an unmatched-action handler's, a service's), by its binding, composed
    /// here once as the routes' are: a call composed its chain for itself and paid for it on every call (issue #88).
    let componentChains: [ObjectIdentifier: ComposedChain]

    init(
        table: RouteTable<RouteBinding>, global: [AnyMiddleware<Screen>],
        tagged: [(tag: String, middleware: AnyMiddleware<Screen>)], policy: SourcePolicy, rewrites: RewriteRules?,
        navigator: (any Navigator<Screen>)?, callbacks: XCallbackSettings?,
        unmatched: (nonisolated(nonsending) @Sendable (UnmatchedRequest) async throws -> RouteResponse<Screen>)?,
        analytics: AnalyticsSettings = AnalyticsSettings(), components: ComponentTable<Screen>,
        infos: [RouteInfo]? = nil, hasExpired: (@Sendable () -> Bool)? = nil, captureWeights: CaptureWeights? = nil
    ) {
        self.table = table
        self.global = global
        self.tagged = tagged
        self.policy = policy
        // No rules and empty rules open alike; without rules an open takes the path that does not rewrite.
        self.rewrites = rewrites?.isEmpty == false ? rewrites : nil
        self.navigator = navigator
        hasNavigator = navigator != nil
        self.callbacks = callbacks
        self.unmatched = unmatched
        self.analytics = analytics
        self.components = components
        self.infos = infos ?? table.routes.map { Self.info($0, webOrigins: table.options.webOrigins) }
        hasInternalRoutes = table.routes.contains { $0.value.visibility == .internal }
        refusedKinds = table.routes.map { policy.refusedKinds(visibility: $0.value.visibility, tags: $0.value.tags) }
        refusableKinds = refusedKinds.reduce(0) { $0 | $1 }
        deniesSources = policy.deniesSources
        rewritesShareIntake = self.rewrites.map { $0.intake == table.options.intake } ?? false
        self.hasExpired = hasExpired
        self.captureWeights = captureWeights
        chains = Self.compose(table.routes.map(\.value), global: global, tagged: tagged)
        componentChains = Self.composeComponents(components, global: global, tagged: tagged)
        keepsLedgers = analytics.sink != nil || Self.hasLoginGate(table.routes.map(\.value), global: global, tagged: tagged)
    }

    /// Whether a login gate is among the middleware (global, for a tag, or a route's own): it reads the open's
    /// ledger (`router.login-gate.once`).
    static func hasLoginGate(
        _ bindings: [RouteBinding], global: [AnyMiddleware<Screen>], tagged: [(tag: String, middleware: AnyMiddleware<Screen>)]
    ) -> Bool {
        func isGate(_ middleware: AnyMiddleware<Screen>) -> Bool { middleware.box.object is LoginGate<Screen> }
        return global.contains(where: isGate) || tagged.contains { isGate($0.middleware) }
            || bindings.contains { ($0 as? TypedBinding<Screen>)?.middleware.contains(where: isGate) ?? false }
    }

    /// This snapshot, with routing changes that run out when `hasExpired` says so and whose capture regexes weigh
    /// `captureWeights`.
    func expiring(_ hasExpired: (@Sendable () -> Bool)?, captureWeights: CaptureWeights? = nil) -> RouterSnapshot {
        guard hasExpired != nil || captureWeights != nil else { return self }
        return RouterSnapshot(
            table: table, global: global, tagged: tagged, policy: policy, rewrites: rewrites, navigator: navigator,
            callbacks: callbacks, unmatched: unmatched, analytics: analytics, components: components, infos: infos,
            hasExpired: hasExpired, captureWeights: captureWeights)
    }

    /// What a request says about `route` (its namespace is its scheme: a walk finds only its own
    /// namespace's routes).
    static func info(_ route: Route<RouteBinding>, webOrigins: [LinkSource] = []) -> RouteInfo {
        RouteInfo(
            pattern: route.pattern.text, namespace: route.scheme, priority: route.priority, name: route.value.name,
            tags: route.value.tags, visibility: route.value.visibility, id: route.id, webOrigins: webOrigins)
    }

    /// A route's binding with its handler. Every binding the builder makes is typed with the router's screen; one
    /// of another screen type (no public API makes one) declines every request instead of being called.
    static func typed(_ binding: RouteBinding) -> TypedBinding<Screen> {
        if let typed = binding as? TypedBinding<Screen> { return typed }
        return TypedBinding(
            handler: AnyRouteHandler { _ in .declined }, name: binding.name, tags: binding.tags, visibility: binding.visibility,
            middleware: [], module: binding.module)
    }

    /// The chain of the route at `index`, in a snapshot that has chains.
    func chain(_ index: Int) -> RouteChain<Screen> {
        // `compose` makes every chain a `RouteChain<Screen>`. Not `as!`: a checked cast to a generic class looks up
        // its metadata, on every open (issue #65).
        unsafeDowncast(chains[index], to: RouteChain<Screen>.self)
    }

    /// The handler of the route `binding` belongs to, in a snapshot without chains.
    func handler(_ binding: RouteBinding) -> AnyRouteHandler<Screen> {
        // Without chains, every binding of the table is a `TypedBinding<Screen>`: `compose` makes chains otherwise.
        unsafeDowncast(binding, to: TypedBinding<Screen>.self).handler
    }

    /// Tag middleware, then the route's own, in registration order.
    func routeMiddleware(_ binding: TypedBinding<Screen>) -> [AnyMiddleware<Screen>] {
        Self.routeMiddleware(binding, tagged: tagged)
    }

    static func routeMiddleware(
        _ binding: TypedBinding<Screen>, tagged: [(tag: String, middleware: AnyMiddleware<Screen>)]
    ) -> [AnyMiddleware<Screen>] {
        // A loop, not `filter` and `map(\.middleware)`: a key path into a tuple of a generic type is made at run
        // time on every call.
        var middleware: [AnyMiddleware<Screen>] = []
        for registration in tagged where binding.tags.contains(registration.tag) { middleware.append(registration.middleware) }
        return middleware + binding.middleware
    }

    /// The chain of a component whose binding is `binding`: the global middleware, its tag middleware, then its
    /// handler (a component is no route: no candidates come between them).
    func componentChain(_ binding: TypedBinding<Screen>) -> RouteChain<Screen> {
        if let chain = componentChains[ObjectIdentifier(binding)] { return unsafeDowncast(chain, to: RouteChain<Screen>.self) }
        return Self.componentChain(binding, global: global, tagged: tagged)  // not reached: every component has one
    }

    static func componentChain(
        _ binding: TypedBinding<Screen>, global: [AnyMiddleware<Screen>], tagged: [(tag: String, middleware: AnyMiddleware<Screen>)]
    ) -> RouteChain<Screen> {
        let middleware = global + routeMiddleware(binding, tagged: tagged)
        return RouteChain(
            middleware: middleware, firstGlobal: nil, firstOwn: ChainLevel.linking(middleware[...]), handler: binding.handler)
    }

    static func composeComponents(
        _ components: ComponentTable<Screen>, global: [AnyMiddleware<Screen>],
        tagged: [(tag: String, middleware: AnyMiddleware<Screen>)]
    ) -> [ObjectIdentifier: ComposedChain] {
        var chains: [ObjectIdentifier: ComposedChain] = [:]
        for entry in components.entries {
            chains[ObjectIdentifier(entry.binding)] = componentChain(entry.binding, global: global, tagged: tagged)
        }
        return chains
    }
}

extension RouterSnapshot {
    /// Each route's chain: the global middleware, the route's tag middleware and its own, then its handler;
    /// none when no route has any middleware and every binding holds a handler for this `Screen`. The chains share
    /// one list of global levels, and routes with the same tag middleware and none of their own share the rest.
    static func compose(
        _ bindings: [RouteBinding], global: [AnyMiddleware<Screen>], tagged: [(tag: String, middleware: AnyMiddleware<Screen>)]
    ) -> [ComposedChain] {
        let typed = bindings.map(Self.typed)
        let allTyped = zip(bindings, typed).allSatisfy { $0 === $1 }
        guard !global.isEmpty || !tagged.isEmpty || typed.contains(where: { !$0.middleware.isEmpty }) || !allTyped else { return [] }
        let firstGlobal = ChainLevel.linking(global[...], global: true)
        var shared: [[Int]: (middleware: [AnyMiddleware<Screen>], firstOwn: ChainLevel<Screen>?)] = [:]
        return typed.map { binding in
            let tags = tagged.indices.filter { binding.tags.contains(tagged[$0].tag) }
            var common: (middleware: [AnyMiddleware<Screen>], firstOwn: ChainLevel<Screen>?)
            if let known = shared[tags] {
                common = known
            } else {
                let middleware = global + tags.map { tagged[$0].middleware }
                common = (middleware, ChainLevel.linking(middleware[global.count...]))
                shared[tags] = common
            }
            if !binding.middleware.isEmpty {
                common.middleware += binding.middleware
                common.firstOwn = ChainLevel.linking(common.middleware[global.count...])
            }
            return RouteChain(
                middleware: common.middleware, firstGlobal: firstGlobal, firstOwn: common.firstOwn,
                handler: binding.handler)
        }
    }
}

// The source policy as a snapshot records it for the walk of an open: for each route, the kinds of source refused to
// it, one bit a kind (the bits and the plan's question are in `Router+Plan.swift`, where an open asks it).
extension SourcePolicy {
    /// The kinds of source to which ``refusal(source:visibility:tags:)`` refuses a route with this visibility
    /// and these tags, one bit a kind (``RouteSource/kindBit``): what a snapshot records for each route, so
    /// that the walk of an open asks one bit per route it reaches. A denied exact source (``deny(_:)``) is not
    /// a kind: the open asks about it (``denies(_:)``).
    func refusedKinds(visibility: RouteVisibility, tags: [String]) -> UInt8 {
        var bits: UInt8 = 0
        for kind in RouteSource.Kind.allCases {
            let refuses =
                (visibility == .internal && kind != .inApp) || deniedKinds.contains(kind)
                || tagRules.contains { tags.contains($0.tag) && !$0.kinds.contains(kind) }
            if refuses { bits |= RouteSource.bit(kind) }
        }
        return bits
    }
}
