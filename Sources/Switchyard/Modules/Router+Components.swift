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
    ///     only ``RouteVisibility/public`` actions.
    ///   - values: Typed values for middleware (a listener, for example).
    /// - Returns: What the handler returned (or, when no action matches, the target's or the router's
    ///   unmatched-action handler: ``ActionResult/isFallback``).
    /// - Throws: ``ComponentError``: ``ComponentError/Code/actionNotFound``, ``ComponentError/Code/unloaded`` when
    ///   the action's module was unloaded before the call reached it, or what the pipeline throws.
    public nonisolated(nonsending) func perform(
        target: String, action: String, parameters: [String: ParameterValue] = [:], from source: RouteSource = .inApp,
        values: RouteValues = RouteValues()
    ) async throws(ComponentError) -> ActionResult {
        let call = ActionCall(target: target, action: action, parameters: parameters, from: source)
        return try await perform(call, values: values)
    }

    /// Calls a typed action through the pipeline and returns its typed output.
    ///
    /// ```swift
    /// let count = try await router.perform(AddToCart.self, AddToCart.Input(id: 7))
    /// ```
    ///
    /// - Throws: ``ComponentError``; code ``ComponentError/Code/typeMismatch`` when the action registered
    ///   under these names takes or returns another type.
    public nonisolated(nonsending) func perform<Action: TypedAction>(
        _ action: Action.Type, _ input: Action.Input, from source: RouteSource = .inApp
    ) async throws(ComponentError) -> Action.Output {
        let call = ActionCall(target: Action.target, action: Action.action, input: input, from: source)
        return try await perform(call, values: RouteValues()).value(as: Action.Output.self)
    }

    /// Calls the action a URL names (first path segment the target, the second the action, the query
    /// the parameters), as CTMediator's `performActionWithUrl:`. It is a component call, not an open: it
    /// matches no route, and gives no analytics event (``RouterBuilder/analytics(_:)`` observes opens). A URL
    /// from outside the app reaches only ``RouteVisibility/public`` actions.
    ///
    /// ```swift
    /// try await router.perform(url: "shop://cart/add?id=7&tag=a&tag=b", from: .otherApp(bundleID: nil))
    /// // the handler sees parameters ["id": .string("7"), "tag": .list(["a", "b"])]
    /// ```
    ///
    /// The URL is read with the router's intake options (``RouterBuilder/init(options:)``): segments and query
    /// items are percent-decoded, a repeated key gives a list, a key without `=` gives `""`, and items of a
    /// fragment query (`#a=1`) override the query's. Its origin must be one the route table accepts, as for an
    /// open (`RouteTableOptions.accept`; a table that names none accepts every scheme, and a path of the app's
    /// own, `/cart/add`, is always accepted).
    ///
    /// - Throws: ``ComponentError`` with code ``ComponentError/Code/notAnActionURL``: the URL is refused at
    ///   intake, its origin is not accepted (`evil://cart/add: origin evil:// is not accepted`), or its path is
    ///   not exactly two segments; then what ``perform(target:action:parameters:from:values:)`` throws.
    public nonisolated(nonsending) func perform(url: String, from source: RouteSource) async throws(ComponentError) -> ActionResult {
        let snapshot = self.snapshot
        let parsed: RouteURL
        do { parsed = try snapshot.table.scan(url) } catch { throw ComponentError(.notAnActionURL, nil, error.description) }
        guard snapshot.table.isAccepted(parsed) else {
            let refusal = RoutingError(.noRoute(.originNotAccepted(parsed.origin)), url: url)
            throw ComponentError(.notAnActionURL, nil, refusal.description)
        }
        guard parsed.pathSegments.count == 2 else { throw .notAnActionURL(url) }
        let segments = parsed.pathSegments
        let call = ActionCall(
            target: segments[0], action: segments[1], parameters: ActionCall.parameters(of: parsed), from: source, url: parsed)
        return try await perform(call, values: RouteValues())
    }

    /// Looks up a service a module declared by type, through the source policy and the middleware.
    ///
    /// ```swift
    /// let store = try await router.service(CartStore.self)
    /// let catalog: any GoodsCatalog = try await router.service()
    /// ```
    ///
    /// - Throws: ``ComponentError`` with code ``ComponentError/Code/serviceNotFound`` (named by the type, with the
    ///   modules asked) when no loaded module registered the type, ``ComponentError/Code/unloaded``, or what the
    ///   pipeline throws.
    public nonisolated(nonsending) func service<Service>(
        _ type: Service.Type = Service.self, from source: RouteSource = .inApp
    ) async throws(ComponentError) -> Service {
        let snapshot = self.snapshot
        guard let name = snapshot.components.serviceTypes[ObjectIdentifier(type)] else {
            throw .serviceNotFound(switchyardTypeName(type), modules: snapshot.components.modules)
        }
        return try await service(named: name, as: type, from: source, snapshot)
    }

    /// Looks up a service by the name its module gave it (for tables and remote documents).
    ///
    /// ```swift
    /// let store = try await router.service(named: "cart.store", as: CartStore.self)
    /// ```
    ///
    /// - Throws: ``ComponentError`` with code ``ComponentError/Code/serviceNotFound`` or
    ///   ``ComponentError/Code/typeMismatch``, or what the pipeline throws.
    public nonisolated(nonsending) func service<Service>(
        named name: String, as type: Service.Type = Service.self, from source: RouteSource = .inApp
    ) async throws(ComponentError) -> Service {
        try await service(named: name, as: type, from: source, snapshot)
    }

    /// Whether the action is declared and the source policy lets `source` call it; runs nothing (middleware may
    /// still refuse). Unmatched-action handlers do not count.
    ///
    /// ```swift
    /// router.canPerform(target: "cart", action: "clear", from: .push)   // false: internal
    /// ```
    public func canPerform(target: String, action: String, from source: RouteSource = .inApp) -> Bool {
        let snapshot = self.snapshot
        guard let entry = snapshot.components.actions[ActionKey(target: target, action: action)] else { return false }
        return snapshot.policy.refusal(source: source, visibility: entry.binding.visibility, tags: entry.binding.tags) == nil
    }

    /// Whether a loaded module registered a service of this type: whether ``service(_:from:)`` would find
    /// one (it may still be refused by the source policy or middleware, or fail to make it). Runs nothing.
    ///
    /// ```swift
    /// router.hasService(CartStore.self)      // true: the cart module registers one
    /// router.hasService(Analytics.self)      // false: no loaded module does
    /// ```
    public func hasService<Service>(_ type: Service.Type) -> Bool {
        snapshot.components.serviceTypes[ObjectIdentifier(type)] != nil
    }

    /// Whether a loaded module registered a service under this name (its own, or its type's name when it
    /// gave none): whether ``service(named:as:from:)`` would find one. Runs nothing.
    ///
    /// ```swift
    /// router.hasService(named: "goods.featured")   // true: registered with register(named:)
    /// ```
    public func hasService(named name: String) -> Bool {
        snapshot.components.services[name] != nil
    }

    /// Every action and service the loaded modules declared: the component half of the app's catalogue
    /// (``routes`` is the other). Apps publish it with ``componentCatalogueJSON()``.
    ///
    /// ```swift
    /// router.components.map(\.description)   // ["action cart/add (public, module cart)", …]
    /// router.components.first { $0.call == .action(target: "cart", action: "add") }?.visibility   // .public
    /// ```
    package var components: [ComponentInfo] { snapshot.components.catalogue }

    nonisolated(nonsending) func perform(_ call: ActionCall, values: RouteValues) async throws(ComponentError) -> ActionResult {
        let snapshot = self.snapshot
        let key = ActionKey(target: call.target, action: call.action)
        let found = snapshot.components.actions[key]
        guard let entry = found ?? snapshot.components.unmatchedAction(target: key.target) else {
            throw .actionNotFound(target: call.target, action: call.action)
        }
        var values = values
        values[ActionCallSlot.self] = call
        let address = call.url?.string ?? Self.address(of: call, entry)
        let called = found == nil ? ComponentCall.action(target: call.target, action: call.action) : entry.call
        let value = try await runComponent(entry, as: called, address: address, values: values, source: call.source, snapshot)
        return ActionResult(target: call.target, action: call.action, value: value, isFallback: found == nil)
    }

    nonisolated(nonsending) func service<Service>(
        named name: String, as type: Service.Type, from source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) async throws(ComponentError) -> Service {
        guard let entry = snapshot.components.services[name] else {
            throw .serviceNotFound(name, modules: snapshot.components.modules)
        }
        let value = try await runComponent(
            entry, address: entry.info.pattern, values: RouteValues(), source: source, snapshot)
        guard let typed = value as? Service else {
            throw .typeMismatch(entry.call, gave: switchyardTypeName(Swift.type(of: value)), expected: switchyardTypeName(type))
        }
        return typed
    }

    /// Source policy, then the global middleware, the tag middleware and the entry's handler: the
    /// stages of an open after matching, with the same errors.
    /// `call` is what middleware sees as ``RouteRequest/component``: the entry's own, or for an unmatched-action
    /// handler the action that was called.
    nonisolated(nonsending) func runComponent(
        _ entry: ComponentEntry<Screen>, as call: ComponentCall? = nil, address: String, values: RouteValues, source: RouteSource,
        _ snapshot: RouterSnapshot<Screen>
    ) async throws(ComponentError) -> any Sendable {
        let call = call ?? entry.call
        if Task.isCancelled { throw .pipeline(RoutingError(.cancelled, url: address), call) }
        if let why = snapshot.policy.refusal(source: source, visibility: entry.binding.visibility, tags: entry.binding.tags) {
            throw .pipeline(RoutingError(.forbidden(route: entry.info.pattern, why: why), url: address), call)
        }
        let url: RouteURL
        do { url = try RouteURL(address) } catch { throw .pipeline(RoutingError(.refused(error), url: address), call) }
        var values = values
        values[ComponentCallSlot.self] = call
        // A component is no route: its chain (global, then tag middleware, then the handler; no candidates) was
        // composed with the snapshot.
        let chain = snapshot.componentChain(entry.binding)
        let request = RouteRequest(
            originalURL: address, route: entry.info, parameters: RouteParameters(url: url), values: values, source: source)
        let response: RouteResponse<Screen>
        do {
            response = try await chain.ownPart(request, chain.run(snapshot, caller: request))
        } catch {
            throw Self.componentError(error, call: call, pattern: entry.info.pattern, address: address)
        }
        guard case .value(let value) = response else {
            throw .pipeline(RoutingError(.unexpectedResponse(expected: "a value", got: response.kind), url: address), call)
        }
        return value
    }

    /// What a component call throws for an error its pipeline threw. Out of line and synchronous, so that the
    /// mapping is not copied into the call's code after each resume (ADR 0031).
    /// `action://cart/add?id=7`: the entry's own address (made when it was installed) when the call names it as it
    /// was declared, and the parameters after it; otherwise the names as the call wrote them.
    static func address(of call: ActionCall, _ entry: ComponentEntry<Screen>) -> String {
        guard case .action(let target, let action) = entry.call, target == call.target, action == call.action else {
            return componentAddress(scheme: "action", [call.target, call.action], parameters: call.parameters)
        }
        return componentAddress(entry.info.pattern, parameters: call.parameters)
    }

    static func componentError(_ error: any Error, call: ComponentCall, pattern: String, address: String) -> ComponentError {
        switch error {
        case let error as ComponentError:
            return error  // a typed action's input that does not fit: the caller's mistake, not the handler's
        case let error as ModuleError where error.code == .unloaded:
            return .unloaded(error, call)
        case let error as RoutingError:
            if case .handlerFailed(_, let inner as ComponentError) = error.reason { return inner }
            if case .handlerFailed(_, let inner as ModuleError) = error.reason, inner.code == .unloaded { return .unloaded(inner, call) }
            return .pipeline(error, call)
        case let rejection as RejectionError:
            return .pipeline(RoutingError(.rejected(rejection), url: address), call)
        default:
            if isCancellation(error) { return .pipeline(RoutingError(.cancelled, url: address), call) }
            return .pipeline(RoutingError(.handlerFailed(route: pattern, error: error), url: address), call)
        }
    }
}
