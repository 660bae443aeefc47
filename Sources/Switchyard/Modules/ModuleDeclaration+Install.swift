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
            let run = action.handler
            let handler = AnyRouteHandler<Screen> { request in
                let call =
                    request.values[ActionCallSlot.self]
                    ?? ActionCall(target: action.target, action: action.action, parameters: request.parameters.all, origin: request.source)
                return .value(try await activity.run { try await run(call) })
            }
            let entry = entry(
                call, pattern: componentAddress(scheme: "action", [action.target, action.action]),
                name: "\(action.target)/\(action.action)", exposure: action.exposure, tags: action.tags, summary: action.summary,
                handler: handler)
            staged.components.add(action: key, entry)
        }
        for service in services {
            let call = ComponentCall.service(name: service.name)
            if let owner = staged.components.owner(ofService: service.name) {
                throw .duplicateComponent(call, modules: [owner ?? "", module])
            }
            let instance = service.instance
            let handler = AnyRouteHandler<Screen> { _ in .value(try await activity.run { try instance.get() }) }
            let entry = entry(
                call, pattern: componentAddress(scheme: "service", [service.name]), name: service.name,
                exposure: service.exposure, tags: service.tags, summary: service.summary, handler: handler)
            staged.components.add(service: service.name, type: service.type, entry)
        }
        builder = staged
    }

    /// An action or service bound like a route of this module.
    private func entry(
        _ call: ComponentCall, pattern: String, name: String, exposure: ActionExposure, tags: [String], summary: String?,
        handler: AnyRouteHandler<Screen>
    ) -> ComponentEntry<Screen> {
        let visibility: RouteVisibility = exposure == .external ? .public : .internal
        let binding = RouteBinding(handler: handler, name: name, tags: tags, visibility: visibility, middleware: [], module: module)
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
