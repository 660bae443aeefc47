// The spellings ADR 0028 replaced, kept for one release. Each forwards to its replacement: a module
// declares routes with `route`, and registers what is found by a name or a type with `register`, the
// verb of the standalone builders (`HandlerFactories`, `MediatorBuilder`, `ServiceRegistryBuilder`).

extension ModuleDeclaration {
    /// The former spelling of ``route(_:_:middleware:_:)``: the options in one ``RouteOptions`` value.
    @available(*, deprecated, message: "pass the options as one value: route(pattern, RouteOptions(name: …, tags: …)) { … }")
    public mutating func route(
        _ pattern: String, scheme: String? = nil, priority: Int = 0, name: String? = nil, tags: [String] = [],
        visibility: RouteVisibility = .public, middleware: [AnyMiddleware<Screen>] = [],
        _ handler: @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    ) {
        let options = RouteOptions(scheme: scheme, priority: priority, name: name, tags: tags, visibility: visibility)
        route(pattern, options, middleware: middleware, handler)
    }

    /// The former name of ``register(_:handler:)``.
    @available(*, deprecated, renamed: "register(_:handler:)")
    public mutating func handler(_ name: String, _ handler: @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>) {
        register(name, handler: handler)
    }

    /// The former name of ``register(_:placement:)``.
    @available(*, deprecated, renamed: "register(_:placement:)")
    public mutating func handlers(_ tree: ScreenRoute<Screen>, placement: StackPlacement<Screen> = .visibleStack) {
        register(tree, placement: placement)
    }

    /// The former name of ``register(target:action:exposure:tags:description:handler:)``.
    @available(*, deprecated, renamed: "register(target:action:exposure:tags:description:handler:)")
    public mutating func action(
        target: String, action: String, exposure: ActionExposure = .internal, tags: [String] = [], description: String? = nil,
        _ handler: @escaping ActionHandler
    ) {
        register(target: target, action: action, exposure: exposure, tags: tags, description: description, handler: handler)
    }

    /// The former name of ``register(_:tags:description:decode:handler:)``.
    @available(*, deprecated, renamed: "register(_:tags:description:decode:handler:)")
    public mutating func action<Action: MediatorAction>(
        _ action: Action.Type, tags: [String] = [], description: String? = nil,
        decode: (@Sendable ([String: ParameterValue]) throws -> Action.Input)? = nil,
        _ handler: @escaping @Sendable (Action.Input, ActionCall) async throws -> Action.Output
    ) {
        register(action, tags: tags, description: description, decode: decode, handler: handler)
    }

    /// The former name of ``register(_:name:lifetime:exposure:tags:description:factory:)``.
    @available(*, deprecated, renamed: "register(_:name:lifetime:exposure:tags:description:factory:)")
    public mutating func service<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, lifetime: ServiceLifetime = .shared, exposure: ActionExposure = .internal,
        tags: [String] = [], description: String? = nil, _ make: @escaping @Sendable () throws -> Service
    ) {
        register(type, name: name, lifetime: lifetime, exposure: exposure, tags: tags, description: description, factory: make)
    }

    /// The former name of ``register(named:lifetime:exposure:tags:description:factory:)``.
    @available(*, deprecated, renamed: "register(named:lifetime:exposure:tags:description:factory:)")
    public mutating func service(
        named name: String, lifetime: ServiceLifetime = .shared, exposure: ActionExposure = .internal, tags: [String] = [],
        description: String? = nil, _ make: @escaping @Sendable () throws -> any Sendable
    ) {
        register(named: name, lifetime: lifetime, exposure: exposure, tags: tags, description: description, factory: make)
    }
}
