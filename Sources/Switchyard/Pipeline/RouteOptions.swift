/// How a route is registered, beside its pattern and its handler: its namespace, rank, name, tags,
/// visibility, accepted origins, module, conditions on query items and how its parameters are read. One
/// value for every `route` of ``RouterBuilder`` (by closure, handler object, handler type or
/// ``TypedRoute``) and ``ModuleDeclaration``, so that routes
/// sharing their options share one value, and a plain route stays short.
///
/// ```swift
/// try builder.route("/about") { _ in .navigate(.push(.about)) }        // the default options
///
/// let shop = RouteOptions(scheme: "shop", tags: ["shop"])
/// try builder.route("/goods/:id", shop.named("goods")) { request in
///     .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
/// }
/// try builder.route("/cart", RouteOptions(tags: ["login"]), middleware: [audit]) { _ in .navigate(.push(.cart)) }
/// ```
///
/// Options are data (`Hashable`, the same for every router whatever its `Screen`); a route's own
/// middleware is code and stays a parameter of its own (ADR 0028).
public struct RouteOptions: Sendable, Hashable {
    /// The scheme namespace; `nil` or `"global"` for the global namespace. A full-URL pattern
    /// (`shop://goods/:id`) names its scheme itself. Default `nil`.
    public var scheme: String?
    /// Higher priorities are tried first. Default 0.
    public var priority: Int
    /// The route's name, for diagnostics, policy rules and `switchyard docs`. Default `nil`.
    public var name: String?
    /// Tags selecting per-tag middleware and policy rules. Default none.
    public var tags: [String]
    /// Which sources may open the route. Default ``RouteVisibility/public``.
    public var visibility: RouteVisibility
    /// Origins the route accepts, narrowing the table's; `nil` for the table's own list. Default `nil`.
    public var accept: [LinkSource]?
    /// The module the route belongs to (``RouterBuilder/removeModule(_:)`` removes it). Default `nil`;
    /// a route a module declares belongs to that module whatever this says.
    public var module: String?
    /// Conditions on query items, by item name: the route matches only a URL that meets them all (see
    /// `QueryCondition`), and ranks before an equally specific route with fewer. Default none.
    ///
    /// ```swift
    /// try builder.route("firefox://deep-link", RouteOptions(query: ["url": "/settings/<path:page>"])) { request in
    ///     .navigate(.push(.settings(request.parameters["page"] ?? "")))   // ?url=/settings/general → "general"
    /// }
    /// try builder.route("/projects/:creator/:slug", RouteOptions(query: ["token": .absent])) { _ in .handled }
    /// ```
    public var query: [String: QueryCondition]
    /// Whether the route's captured values (path captures, its wildcard, its query conditions' captures) are
    /// lowercased: a route that matches case-insensitively (`:slug((?i)[a-z-]+)`) for a handler that
    /// compares lowercase values. Default `false`: a value keeps the URL's case.
    ///
    /// ```swift
    /// try builder.route("/tags/:tag", RouteOptions(lowercaseCaptures: true)) { request in
    ///     .value(request.parameters["tag"] ?? "")   // app://tags/Swift → "swift"
    /// }
    /// ```
    public var lowercaseCaptures: Bool
    /// Whether the URL's query items override the route's captures of the same name. Default `false`: the
    /// order is query < fragment query < captures < the caller's values; with `true`, captures < query <
    /// fragment query < the caller's values.
    ///
    /// ```swift
    /// try builder.route("/goods/:id", RouteOptions(queryOverridesPath: true)) { request in
    ///     .value(request.parameters["id"] ?? "")   // app://goods/7?id=9 → "9"
    /// }
    /// ```
    public var queryOverridesPath: Bool

    /// Options for a route; every argument has the default a plain `route(pattern) { … }` gets.
    ///
    /// ```swift
    /// let internalDebug = RouteOptions(name: "debug.reset", visibility: .internal)
    /// ```
    public init(
        scheme: String? = nil, priority: Int = 0, name: String? = nil, tags: [String] = [],
        visibility: RouteVisibility = .public, accept: [LinkSource]? = nil, module: String? = nil,
        query: [String: QueryCondition] = [:], lowercaseCaptures: Bool = false, queryOverridesPath: Bool = false
    ) {
        self.scheme = scheme
        self.priority = priority
        self.name = name
        self.tags = tags
        self.visibility = visibility
        self.accept = accept
        self.module = module
        self.query = query
        self.lowercaseCaptures = lowercaseCaptures
        self.queryOverridesPath = queryOverridesPath
    }

    /// These options with another name: for routes that share everything else.
    ///
    /// ```swift
    /// let shop = RouteOptions(scheme: "shop", tags: ["shop"])
    /// try builder.route("/goods/:id", shop.named("goods")) { _ in .handled }
    /// try builder.route("/cart", shop.named("cart")) { _ in .handled }
    /// ```
    public func named(_ name: String) -> RouteOptions {
        var copy = self
        copy.name = name
        return copy
    }
}
