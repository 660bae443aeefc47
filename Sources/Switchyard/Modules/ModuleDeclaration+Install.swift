extension ModuleDeclaration {
    /// Adds the module's routes, actions and services to `builder`, every handler running as a call of
    /// `activity`. On an error `builder` is left as it was.
    func install(into builder: inout RouterBuilder<Screen>, activity: ModuleActivity) throws(ModuleError) {
        var staged = builder
        for route in routes {
            do {
                var options = route.options
                options.module = module
                try staged.route(route.pattern, options, middleware: route.middleware, handler: route.handler.running(in: activity))
            } catch {
                throw .invalidRoute(module: module, error)
            }
        }
        for action in actions {
            let call = ComponentCall.action(target: action.target, action: action.action)
            let key = ActionKey(target: action.target, action: action.action)
            if let owner = staged.components.owner(ofAction: key) { throw .duplicateComponent(call, modules: [owner ?? "", module]) }
            let handler = Self.actionHandler(action.handler, target: action.target, action: action.action, activity: activity)
            let entry = entry(
                call, pattern: componentAddress(scheme: "action", [action.target, action.action]),
                name: "\(action.target)/\(action.action)", visibility: action.visibility, tags: action.tags, summary: action.summary,
                handler: handler)
            staged.components.add(action: key, entry)
        }
        for fallback in unmatchedActions {
            let target = fallback.target ?? "*"
            let call = ComponentCall.action(target: target, action: "*")
            if let owner = staged.components.owner(ofUnmatched: fallback.target) {
                throw .duplicateComponent(call, modules: [owner ?? "", module])
            }
            let handler = Self.actionHandler(fallback.handler, target: target, action: "*", activity: activity)
            // `action://cart/*`, `action://*`: a star is the pattern's wildcard, not a name to percent-encode
            // (call.policy).
            let pattern = fallback.target == nil ? "action://*" : componentAddress(scheme: "action", [target]) + "/*"
            let entry = entry(
                call, pattern: pattern, name: "\(target)/*", visibility: fallback.visibility,
                tags: [], summary: nil, handler: handler)
            staged.components.add(unmatched: fallback.target, entry)
        }
        for service in services {
            let call = ComponentCall.service(name: service.name)
            if let owner = staged.components.owner(ofService: service.name) {
                throw .duplicateComponent(call, modules: [owner ?? "", module])
            }
            if let type = service.type, let owner = staged.components.owner(ofServiceType: ObjectIdentifier(type)) {
                throw .duplicateComponent("service of type " + switchyardTypeName(type), first: owner ?? "", second: module)
            }
            let instance = service.instance
            let handler = AnyRouteHandler<Screen> { _ in .value(try await activity.run { try await instance.get() }) }
            let entry = entry(
                call, pattern: componentAddress(scheme: "service", [service.name]), name: service.name,
                visibility: service.visibility, tags: service.tags, summary: service.summary, handler: handler)
            staged.components.add(service: service.name, type: service.type.map(ObjectIdentifier.init), entry)
        }
        staged.components.add(module: module)
        builder = staged
    }

    /// The route handler of an action: the call the router put in the request (or one made from the request),
    /// run as a call of `activity`.
    private static func actionHandler(
        _ run: @escaping ActionHandler, target: String, action: String, activity: ModuleActivity
    ) -> AnyRouteHandler<Screen> {
        AnyRouteHandler<Screen> { request in
            let call =
                request.values[ActionCallSlot.self]
                ?? ActionCall(target: target, action: action, parameters: request.parameters.all, from: request.source)
            return .value(try await activity.run { try await run(call) })
        }
    }

    /// An action or service bound like a route of this module.
    private func entry(
        _ call: ComponentCall, pattern: String, name: String, visibility: RouteVisibility, tags: [String], summary: String?,
        handler: AnyRouteHandler<Screen>
    ) -> ComponentEntry<Screen> {
        let binding = TypedBinding(handler: handler, name: name, tags: tags, visibility: visibility, middleware: [], module: module)
        let info = RouteInfo(pattern: pattern, namespace: nil, priority: 0, name: name, tags: tags, visibility: visibility, id: -1)
        return ComponentEntry(binding: binding, info: info, call: call, summary: summary)
    }
}

extension AnyRouteHandler {
    /// This handler, each request running as a call of `activity`.
    func running(in activity: ModuleActivity) -> AnyRouteHandler {
        let handle = self.handle
        return AnyRouteHandler(shouldHandle: shouldHandle) { request in try await activity.run { try await handle(request) } }
    }
}
