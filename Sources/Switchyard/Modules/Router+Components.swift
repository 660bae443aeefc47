public import SwitchyardMatching

/// Component calls under the router's pipeline: a module's target-actions and services pass the same
/// source policy and middleware (global, then per tag) as a URL, with the caller's ``RouteSource``.
extension Router {
    /// Calls a target's action that a module declared, through the source policy and the middleware.
    ///
    /// ```swift
    /// let count = try await router.perform(target: "cart", action: "add", parameters: ["id": .string("7")])
    ///     .value(as: Int.self)
    /// try await router.perform(target: "cart", action: "clear", from: .push)   // internal: forbidden
    /// ```
    ///
    /// Middleware sees a request whose ``RouteRequest/component`` is `.action(target:action:)`, whose
    /// URL is `action://cart/add?id=7` and whose route is the action (name `cart/add`, the action's tags).
    ///
    /// - Parameters:
    ///   - target: The target's name (case-insensitive).
    ///   - action: The action's name (case-sensitive).
    ///   - parameters: The parameters for the handler. Default none.
    ///   - source: Where the call comes from. Default ``RouteSource/inApp``; any other source reaches
    ///     only ``ActionExposure/external`` actions.
    ///   - values: Typed values for middleware (a listener, for example).
    /// - Returns: What the handler returned.
    /// - Throws: ``ComponentError``.
    public func perform(
        target: String, action: String, parameters: [String: ParameterValue] = [:], from source: RouteSource = .inApp,
        values: RouteValues = RouteValues()
    ) async throws(ComponentError) -> ActionResult {
        let call = ActionCall(target: target, action: action, parameters: parameters, origin: source)
        return try await perform(call, values: values)
    }

    /// Calls a typed action through the pipeline and returns its typed output.
    ///
    /// ```swift
    /// let count = try await router.perform(AddToCart.self, AddToCart.Input(id: 7))
    /// ```
    ///
    /// - Throws: ``ComponentError``; ``ComponentError/typeMismatch(_:gave:expected:)`` when the action
    ///   registered under these names returns another type.
    public func perform<Action: MediatorAction>(
        _ action: Action.Type, _ input: Action.Input, from source: RouteSource = .inApp
    ) async throws(ComponentError) -> Action.Output {
        let call = ActionCall(target: Action.target, action: Action.action, input: input, origin: source)
        let result = try await perform(call, values: RouteValues())
        guard let output = result.value as? Action.Output else {
            throw .typeMismatch(
                .action(target: call.target, action: call.action), gave: result.valueType, expected: switchyardTypeName(Action.Output.self))
        }
        return output
    }

    /// Calls the action a URL names (first path segment the target, the second the action, the query
    /// the parameters), as CTMediator's `performActionWithUrl:`. A URL from outside the app reaches only
    /// ``ActionExposure/external`` actions.
    ///
    /// ```swift
    /// try await router.perform(url: "shop://cart/add?id=7", from: .otherApp(bundleID: nil))
    /// ```
    ///
    /// - Throws: ``ComponentError/notAnActionURL(_:)``, then what ``perform(target:action:parameters:from:values:)`` throws.
    public func perform(url: String, from source: RouteSource) async throws(ComponentError) -> ActionResult {
        guard let parsed = try? RouteURL(url), parsed.pathSegments.count == 2 else { throw .notAnActionURL(url) }
        let segments = parsed.pathSegments
        let call = ActionCall(
            target: segments[0], action: segments[1], parameters: Mediator.parameters(of: parsed), origin: source, url: parsed)
        return try await perform(call, values: RouteValues())
    }

    /// Looks up a service a module declared by type, through the source policy and the middleware.
    ///
    /// ```swift
    /// let store = try await router.service(CartStore.self)
    /// let catalog: any GoodsCatalog = try await router.service()
    /// ```
    ///
    /// - Throws: ``ComponentError/serviceNotFound(_:)`` (named by the type) when no loaded module
    ///   registered the type, or what the pipeline throws.
    public func service<Service>(
        _ type: Service.Type = Service.self, from source: RouteSource = .inApp
    ) async throws(ComponentError) -> Service {
        let snapshot = self.snapshot
        guard let name = snapshot.components.serviceTypes[ObjectIdentifier(type)] else {
            throw .serviceNotFound(switchyardTypeName(type))
        }
        return try await service(named: name, as: type, from: source, snapshot)
    }

    /// Looks up a service by the name its module gave it (for tables and remote documents).
    ///
    /// ```swift
    /// let store = try await router.service(named: "cart.store", as: CartStore.self)
    /// ```
    ///
    /// - Throws: ``ComponentError/serviceNotFound(_:)``, ``ComponentError/typeMismatch(_:gave:expected:)``,
    ///   or what the pipeline throws.
    public func service<Service>(
        named name: String, as type: Service.Type = Service.self, from source: RouteSource = .inApp
    ) async throws(ComponentError) -> Service {
        try await service(named: name, as: type, from: source, snapshot)
    }

    /// Whether the source policy lets `source` call the action; runs nothing (middleware may still refuse).
    ///
    /// ```swift
    /// router.canPerform(target: "cart", action: "clear", from: .push)   // false: internal
    /// ```
    public func canPerform(target: String, action: String, from source: RouteSource = .inApp) -> Bool {
        let snapshot = self.snapshot
        guard let entry = snapshot.components.actions[ActionKey(target: target, action: action)] else { return false }
        return snapshot.policy.refusal(source: source, visibility: entry.binding.visibility, tags: entry.binding.tags) == nil
    }

    /// Every action and service the loaded modules declared: the component half of the app's catalogue
    /// (``routes`` is the other).
    ///
    /// ```swift
    /// router.components.map(\.description)   // ["action cart/add (external, module cart)", …]
    /// ```
    public var components: [ComponentInfo] { snapshot.components.catalogue }

    func perform(_ call: ActionCall, values: RouteValues) async throws(ComponentError) -> ActionResult {
        let snapshot = self.snapshot
        guard let entry = snapshot.components.actions[ActionKey(target: call.target, action: call.action)] else {
            throw .actionNotFound(target: call.target, action: call.action)
        }
        var values = values
        values[ActionCallSlot.self] = call
        let address = call.url?.string ?? componentAddress(scheme: "action", [call.target, call.action], parameters: call.parameters)
        let value = try await runComponent(entry, address: address, values: values, source: call.origin, snapshot)
        return ActionResult(target: call.target, action: call.action, value: value)
    }

    func service<Service>(
        named name: String, as type: Service.Type, from source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) async throws(ComponentError) -> Service {
        guard let entry = snapshot.components.services[name] else { throw .serviceNotFound(name) }
        let value = try await runComponent(
            entry, address: componentAddress(scheme: "service", [name]), values: RouteValues(), source: source, snapshot)
        guard let typed = value as? Service else {
            throw .typeMismatch(entry.call, gave: switchyardTypeName(Swift.type(of: value)), expected: switchyardTypeName(type))
        }
        return typed
    }

    /// Source policy, then the global middleware, the tag middleware and the entry's handler: the
    /// stages of an open after matching, with the same errors.
    func runComponent(
        _ entry: ComponentEntry<Screen>, address: String, values: RouteValues, source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) async throws(ComponentError) -> any Sendable {
        if Task.isCancelled { throw .pipeline(RoutingError(.cancelled, url: address)) }
        if let why = snapshot.policy.refusal(source: source, visibility: entry.binding.visibility, tags: entry.binding.tags) {
            throw .pipeline(RoutingError(.forbidden(route: entry.info.pattern, why: why), url: address))
        }
        let url: RouteURL
        do { url = try RouteURL(address) } catch { throw .pipeline(RoutingError(.refused(error), url: address)) }
        var values = values
        values[ComponentCallSlot.self] = entry.call
        let request = RouteRequest(
            originalURL: address, route: entry.info, parameters: RouteParameters(url: url), values: values, source: source)
        let chain = snapshot.global + snapshot.routeMiddleware(entry.binding)
        let response: RouteResponse<Screen>
        do {
            response = try await MiddlewareRun.make(chain, then: .handler(entry.binding.handler)).step(0, request)
        } catch let error as RoutingError {
            throw .pipeline(error)
        } catch let rejection as RejectionError {
            throw .pipeline(RoutingError(.rejected(rejection), url: address))
        } catch {
            if Self.isCancellation(error) { throw .pipeline(RoutingError(.cancelled, url: address)) }
            throw .pipeline(RoutingError(.handlerFailed(route: entry.info.pattern, error: error), url: address))
        }
        guard case .value(let value) = response else {
            throw .pipeline(RoutingError(.unexpectedResponse(expected: "a value", got: response.kind), url: address))
        }
        return value
    }
}
