/// A route as a `Codable` value bound to a pattern: decoded from a match's parameters (errors name the
/// missing or malformed parameter) and printed back to a URL with ``Router/url(for:scheme:host:)``
/// (MGJRouter's `generateURLWithPattern:`, made type-safe).
///
/// ```swift
/// struct GoodsRoute: TypedRoute {
///     static let pattern = "shop://goods/<int:id>(/reviews)"
///     var id: Int
///     var tab: String?          // from the query
/// }
/// try builder.route(GoodsRoute.self) { goods, request in .navigate(.push(.goods(goods.id))) }
/// let url = try router.url(for: GoodsRoute(id: 7, tab: "new"))   // "shop://goods/7/reviews?tab=new"
/// ```
public protocol TypedRoute: Codable, Sendable {
    /// The pattern the type is bound to.
    static var pattern: String { get }
    /// The route's conditions on query items (see `QueryCondition`); a value pattern's captures are
    /// properties like the pattern's own. Default none.
    ///
    /// ```swift
    /// struct SettingsRoute: TypedRoute {
    ///     static let pattern = "firefox://deep-link"
    ///     static let query: [String: QueryCondition] = ["url": "/settings/<path:page>"]
    ///     var page: String
    /// }
    /// try router.url(for: SettingsRoute(page: "general"))   // "firefox://deep-link?url=%2Fsettings%2Fgeneral"
    /// ```
    static var query: [String: QueryCondition] { get }
}

extension TypedRoute {
    /// No conditions on query items.
    public static var query: [String: QueryCondition] { [:] }
}

extension RouterBuilder {
    /// Adds a route whose handler receives the decoded ``TypedRoute`` value. A request whose parameters do
    /// not decode is rejected (the handler is not called) with
    /// ``RejectionError/Reason-swift.enum/invalidParameters(_:)`` holding the name of the parameter at
    /// fault (none when the type as a whole refused the parameters) and, as its problem, the
    /// ``ParameterError``'s description. The route is named after the type unless `options` names it.
    ///
    /// ```swift
    /// try builder.route(GoodsRoute.self) { goods, _ in .navigate(.push(.goods(goods.id))) }
    /// try builder.route(CartRoute.self, RouteOptions(tags: ["login"])) { _, _ in .navigate(.push(.cart)) }
    /// // "shop://goods/7?tab=photos", with `var tab: Tab?` and `enum Tab: String, Codable, CaseIterable
    /// // { case detail, reviews }`, throws ".invalidParameters(["tab"])", described as:
    /// // shop://goods/7?tab=photos: rejected by the route: parameter "tab" is "photos", which is not one of: detail, reviews
    /// ```
    @discardableResult
    public mutating func route<Route: TypedRoute>(
        _ type: Route.Type, _ options: RouteOptions = RouteOptions(), middleware: [AnyMiddleware<Screen>] = [],
        handler: nonisolated(nonsending) @escaping @Sendable (Route, RouteRequest) async throws -> RouteResponse<Screen>
    ) throws(PatternError) -> Int {
        let typed = AnyRouteHandler<Screen> { request in
            let value: Route
            do throws(ParameterError) {
                value = try request.parameters.decode(Route.self)
            } catch {
                throw RejectionError(.invalidParameters(error.parameter.map { [$0] } ?? []), problems: [error.description])
            }
            return try await handler(value, request)
        }
        var named = options
        if named.name == nil { named.name = String(describing: Route.self) }
        // The type's own conditions, and the options' over them.
        named.query = Route.query.merging(options.query) { _, given in given }
        return try route(Route.pattern, named, middleware: middleware, handler: typed)
    }
}

extension Router {
    /// The URL that opens a typed route's value: its pattern filled with the value's properties; the
    /// properties that are not captures become query items, and the type's query conditions are met.
    ///
    /// - Parameters:
    ///   - route: The typed route's value.
    ///   - scheme: For a pattern without a scheme: the scheme to print (`nil` prints a relative URL).
    ///   - host: For a pattern without a host: the host to print.
    public func url<Route: TypedRoute>(for route: Route, scheme: String? = nil, host: String? = nil) throws -> String {
        let table = snapshot.table
        let pattern = try RoutePattern(Route.pattern, hostAsPath: table.options.intake.hostAsPath, types: table.parameterTypes)
        return try pattern.url(filling: try RouteParameterEncoder().encode(route), query: Route.query, scheme: scheme, host: host)
    }
}
