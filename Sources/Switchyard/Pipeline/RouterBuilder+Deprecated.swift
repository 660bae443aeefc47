// The spellings ADR 0028 replaced, kept for one release. Each forwards to its replacement; the
// compiler's fix-it or message says what to write instead (CHANGELOG.md lists the migrations).

extension RouterBuilder {
    /// The former name of ``namespace(_:_:)``.
    @available(*, deprecated, renamed: "namespace(_:_:)")
    public mutating func setNamespace(_ scheme: String, _ options: NamespaceOptions) { namespace(scheme, options) }

    /// The former spelling of `route(_:_:middleware:_:)` with a closure: the options in one ``RouteOptions`` value.
    @available(*, deprecated, message: "pass the options as one value: route(pattern, RouteOptions(name: …, tags: …)) { … }")
    @discardableResult
    public mutating func route(
        _ pattern: String, scheme: String? = nil, priority: Int = 0, name: String? = nil, tags: [String] = [],
        visibility: RouteVisibility = .public, accept: [LinkSource]? = nil, module: String? = nil,
        middleware: [AnyMiddleware<Screen>] = [],
        _ handler: @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    ) throws(PatternError) -> Int {
        let options = RouteOptions(
            scheme: scheme, priority: priority, name: name, tags: tags, visibility: visibility, accept: accept, module: module)
        return try route(pattern, options, middleware: middleware, handler: AnyRouteHandler(handler))
    }

    /// The former spelling of `route(_:_:middleware:handler:)` with a ``RouteHandler`` object.
    @available(*, deprecated, message: "pass the options as one value: route(pattern, RouteOptions(name: …), handler: …)")
    @discardableResult @inlinable
    public mutating func route<Handler: RouteHandler>(
        _ pattern: String, scheme: String? = nil, priority: Int = 0, name: String? = nil, tags: [String] = [],
        visibility: RouteVisibility = .public, accept: [LinkSource]? = nil, module: String? = nil,
        middleware: [AnyMiddleware<Screen>] = [], handler: Handler
    ) throws(PatternError) -> Int where Handler.Screen == Screen {
        let options = RouteOptions(
            scheme: scheme, priority: priority, name: name, tags: tags, visibility: visibility, accept: accept, module: module)
        return try route(pattern, options, middleware: middleware, handler: AnyRouteHandler(handler))
    }

    /// The former spelling of ``route(_:_:middleware:handlerType:)``.
    @available(*, deprecated, message: "pass the options as one value: route(pattern, RouteOptions(name: …), handlerType: …)")
    @discardableResult @inlinable
    public mutating func route<Handler: StaticRouteHandler>(
        _ pattern: String, scheme: String? = nil, priority: Int = 0, name: String? = nil, tags: [String] = [],
        visibility: RouteVisibility = .public, accept: [LinkSource]? = nil, module: String? = nil,
        middleware: [AnyMiddleware<Screen>] = [], handlerType: Handler.Type
    ) throws(PatternError) -> Int where Handler.Screen == Screen {
        let options = RouteOptions(
            scheme: scheme, priority: priority, name: name, tags: tags, visibility: visibility, accept: accept, module: module)
        return try route(pattern, options, middleware: middleware, handler: AnyRouteHandler(handlerType))
    }

    /// The former spelling of `route(_:_:middleware:handler:)` with an ``AnyRouteHandler``.
    @available(*, deprecated, message: "pass the options as one value: route(pattern, RouteOptions(name: …), handler: …)")
    @discardableResult
    public mutating func route(
        _ pattern: String, scheme: String? = nil, priority: Int = 0, name: String? = nil, tags: [String] = [],
        visibility: RouteVisibility = .public, accept: [LinkSource]? = nil, module: String? = nil,
        middleware: [AnyMiddleware<Screen>] = [], handler: AnyRouteHandler<Screen>
    ) throws(PatternError) -> Int {
        let options = RouteOptions(
            scheme: scheme, priority: priority, name: name, tags: tags, visibility: visibility, accept: accept, module: module)
        return try route(pattern, options, middleware: middleware, handler: handler)
    }
}
