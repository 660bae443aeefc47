/// Registers routes, handlers and middleware, then builds a ``Router``.
///
/// ```swift
/// enum Screen: Hashable, Sendable { case goods(Int), cart, login }
///
/// var builder = RouterBuilder<Screen>()
/// try builder.route("shop://goods/<int:id>") { request in
///     .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
/// }
/// try builder.route("shop://cart", RouteOptions(tags: ["login"])) { _ in .navigate(.push(.cart)) }
/// try builder.route("shop://debug/reset", RouteOptions(visibility: .internal)) { _ in .handled }
/// builder.use(.parameterValidation(["page": .int]))
/// builder.use(loginGate, forTag: "login")
/// let router = try builder.build()
/// let outcome = try await router.open("shop://goods/7", from: .universalLink)
/// ```
public struct RouterBuilder<Screen: Hashable & Sendable>: Sendable {
    var table: RouteTableBuilder<RouteBinding>
    var global: [AnyMiddleware<Screen>] = []
    var tagged: [(tag: String, middleware: AnyMiddleware<Screen>)] = []
    /// Which sources reach which routes (``restrict(tag:to:)``, ``deny(_:)``, ``deny(kind:)``).
    package var policy = SourcePolicy()
    /// Rules applied to every URL before matching; `nil` or empty rules rewrite nothing.
    public var rewrites: RewriteRules?
    /// Performs `.navigate` responses when set.
    public var navigator: (any Navigator<Screen>)?
    /// Answers x-callback-url requests (`x-success`, `x-error`, `x-cancel`). Off unless set.
    public var callbacks: XCallbackSettings?
    var unmatched: (nonisolated(nonsending) @Sendable (UnmatchedRequest) async throws -> RouteResponse<Screen>)?
    /// The analytics sink and how its events write links.
    var analytics = AnalyticsSettings()
    /// The modules' target-actions and services (``ModuleHost``), swapped in and out with the routes.
    var components = ComponentTable<Screen>()

    /// An empty builder.
    public init(options: RouteTableOptions = RouteTableOptions()) {
        table = RouteTableBuilder(options: options)
    }

    init(snapshot: RouterSnapshot<Screen>) {
        table = RouteTableBuilder(snapshot.table)
        global = snapshot.global
        tagged = snapshot.tagged
        policy = snapshot.policy
        rewrites = snapshot.rewrites
        navigator = snapshot.navigator
        callbacks = snapshot.callbacks
        unmatched = snapshot.unmatched
        analytics = snapshot.analytics
        components = snapshot.components
    }

    /// Registers a parameter type for `<name:parameter>` placeholders.
    public mutating func register(_ type: ParameterType) { table.register(type) }

    /// Sets a scheme namespace's options: with `fallbackToGlobal`, URLs of this scheme also try the global
    /// routes (those registered without a scheme) when the scheme's own routes do not match or decline.
    /// `scheme` is a URL scheme (an ASCII letter, then ASCII letters, digits, `+`, `-` or `.`); ``build()``
    /// refuses another name.
    ///
    /// ```swift
    /// builder.namespace("shop", fallbackToGlobal: true)
    /// ```
    public mutating func namespace(_ scheme: String, fallbackToGlobal: Bool) {
        table.namespace(scheme, fallbackToGlobal: fallbackToGlobal)
    }

    /// Adds a route handled by a closure (sync or async, returning a response, declining or throwing).
    ///
    /// ```swift
    /// try builder.route("/about") { _ in .navigate(.push(.about)) }
    /// try builder.route("/goods/:id", RouteOptions(name: "goods", tags: ["shop"])) { request in
    ///     .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern. A full-URL pattern (`shop://goods/:id`) names its scheme itself.
    ///   - options: The route's namespace, priority, name, tags, visibility, origins, module, query conditions
    ///     and parameter reading.
    ///   - middleware: The route's own middleware, run after the global and tag middleware.
    ///   - handler: Answers each request the route matches.
    /// - Returns: The route's id, to remove it later.
    /// - Throws: `PatternError` when the pattern or a query condition's value does not parse, `options.scheme` is
    ///   no URL scheme, or the pattern's scheme contradicts `options.scheme`.
    @discardableResult
    public mutating func route(
        _ pattern: String, _ options: RouteOptions = RouteOptions(), middleware: [AnyMiddleware<Screen>] = [],
        handler: nonisolated(nonsending) @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    ) throws(PatternError) -> Int {
        try route(pattern, options, middleware: middleware, handler: AnyRouteHandler(handler))
    }

    /// Adds a route handled by a handler object with a lifecycle.
    ///
    /// ```swift
    /// try builder.route("/live/:room", RouteOptions(name: "live"), handler: LiveRoomHandler())
    /// ```
    @discardableResult
    public mutating func route<Handler: RouteHandler>(
        _ pattern: String, _ options: RouteOptions = RouteOptions(), middleware: [AnyMiddleware<Screen>] = [],
        handler: Handler
    ) throws(PatternError) -> Int where Handler.Screen == Screen {
        try route(pattern, options, middleware: middleware, handler: AnyRouteHandler(handler))
    }

    /// Adds a route with a handler already wrapped (route tables, routing changes, the closure and
    /// handler-object forms above).
    @discardableResult
    package mutating func route(
        _ pattern: String, _ options: RouteOptions = RouteOptions(), middleware: [AnyMiddleware<Screen>] = [],
        handler: AnyRouteHandler<Screen>
    ) throws(PatternError) -> Int {
        let binding = TypedBinding(
            handler: handler, name: options.name, tags: options.tags, visibility: options.visibility, middleware: middleware,
            module: options.module)
        return try table.add(
            pattern, scheme: options.scheme, priority: options.priority, accept: options.accept, query: options.query,
            lowercaseCaptures: options.lowercaseCaptures, queryOverridesPath: options.queryOverridesPath, value: binding)
    }

    /// Removes routes: by id, by module, by pattern (MGJRouter's deregistration) or any other test.
    @discardableResult
    public mutating func removeRoutes(where shouldRemove: (RouteInfo) -> Bool) -> Int {
        table.removeRoutes { shouldRemove(RouterSnapshot<Screen>.info($0)) }
    }

    /// Removes every route of a module, and the target-actions and services it declared
    /// (``ModuleHost``).
    ///
    /// - Returns: How many routes were removed.
    @discardableResult
    public mutating func removeModule(_ module: String) -> Int {
        components.removeModule(module)
        return table.removeRoutes { $0.value.module == module }
    }

    /// Adds a middleware: for every open when `tag` is `nil`, in registration order, or for the routes with
    /// `tag`, after the global ones.
    ///
    /// ```swift
    /// builder.use(.parameterValidation(["page": .int]))
    /// builder.use(LoginGate<Screen>(isLoggedIn: { await session.isLoggedIn }, logIn: { _ in await login() }), forTag: "login")
    /// ```
    public mutating func use<Middleware: RouteMiddleware>(_ middleware: Middleware, forTag tag: String? = nil)
    where Middleware.Screen == Screen {
        use(AnyMiddleware(middleware), forTag: tag)
    }

    /// Adds a middleware given as a closure.
    public mutating func use(_ middleware: AnyMiddleware<Screen>, forTag tag: String? = nil) {
        if let tag { tagged.append((tag, middleware)) } else { global.append(middleware) }
    }

    /// The handler of last resort: called, outside every middleware, when nothing matched, when the source may reach
    /// no route that matched, or when every candidate declined (``UnmatchedRequest/error`` says which). Its answer
    /// goes on as a handler's (a redirect starts a new pass); its `.declined` ends the open with that error. A
    /// rejection it throws fails the open with ``RoutingError/Reason-swift.enum/rejected(_:)``, a cancellation with
    /// ``RoutingError/Reason-swift.enum/cancelled``, another error with
    /// ``RoutingError/Reason-swift.enum/handlerFailed(route:error:)`` of the route `"(unmatched)"`.
    public mutating func unmatched(
        _ handler: nonisolated(nonsending) @escaping @Sendable (UnmatchedRequest) async throws -> RouteResponse<Screen>
    ) {
        unmatched = handler
    }

    /// The analytics sink: told once how each open ended, when it has ended (after the navigator), whatever ended
    /// it: a route's answer, the unmatched handler, a refusal, an error (``OpenEvent``; the pipeline article's
    /// `router.analytics`). It runs on the actor the open runs on, and the open returns after it. Setting it again
    /// replaces it. A router without a sink makes no event and records nothing for one. The event's links are
    /// redacted (``analyticsKeepsQueryValues(named:)``, ``analyticsRecordsFullLinks()``).
    ///
    /// ```swift
    /// builder.analytics { event in tracker.track("deeplink", event.properties) }
    /// // ["url": "shop://goods/7", "source": "push notification", "route": "shop://goods/<int:id>", "outcome": "handled"]
    /// ```
    public mutating func analytics(_ sink: nonisolated(nonsending) @escaping @Sendable (_ event: OpenEvent) async -> Void) {
        analytics.sink = sink
    }

    /// Lets the analytics events keep the values of the query items named `names`, such as campaign parameters.
    /// Every other query value reaches the sink as `redacted`, and fragments and user info never do
    /// (``LinkRedaction``; the pipeline article's `router.analytics.redact`). Names add up over calls and are
    /// compared as the link writes them, not decoded. Keep only names whose values are never secret.
    ///
    /// ```swift
    /// builder.analyticsKeepsQueryValues(named: ["utm_source", "utm_campaign"])
    /// // "shop://goods/7?utm_source=mail&token=s3cr3t#top" reaches the sink as
    /// // "shop://goods/7?utm_source=mail&token=redacted"
    /// ```
    public mutating func analyticsKeepsQueryValues(named names: some Sequence<String>) {
        analytics.links = analytics.links.keeping(names)
    }

    /// Opts out of redaction: the analytics events carry every link as opened, with its query values, fragment and
    /// user info, secrets included (tokens, email addresses, one-time passwords). Only for a sink that may hold
    /// them, such as a debug build's own log.
    ///
    /// ```swift
    /// #if DEBUG
    /// builder.analyticsRecordsFullLinks()   // "shop://login?token=s3cr3t" reaches the sink as opened
    /// #endif
    /// ```
    public mutating func analyticsRecordsFullLinks() {
        analytics.links = .fullLinks
    }

    /// Validates the routes and builds the router.
    public func build() throws(RouteTableError) -> Router<Screen> {
        Router(snapshot: try snapshot())
    }

    func snapshot() throws(RouteTableError) -> RouterSnapshot<Screen> {
        RouterSnapshot(
            table: try table.build(), global: global, tagged: tagged, policy: policy, rewrites: rewrites,
            navigator: navigator, callbacks: callbacks, unmatched: unmatched, analytics: analytics, components: components)
    }
}
