extension RouterSnapshot {
    /// Each route's chain: the global middleware, the route's tag middleware and its own, then its handler;
    /// none when no route has any middleware. Routes with the same tag middleware and none of their own share
    /// one array of middleware.
    static func compose(
        _ bindings: [RouteBinding<Screen>], global: [AnyMiddleware<Screen>], tagged: [(tag: String, middleware: AnyMiddleware<Screen>)],
        link: SnapshotLink<Screen>
    ) -> [RouteChain<Screen>] {
        guard !global.isEmpty || !tagged.isEmpty || bindings.contains(where: { !$0.middleware.isEmpty }) else { return [] }
        var shared: [[Int]: [AnyMiddleware<Screen>]] = [:]
        return bindings.map { binding in
            let tags = tagged.indices.filter { binding.tags.contains(tagged[$0].tag) }
            let common: [AnyMiddleware<Screen>]
            if let known = shared[tags] {
                common = known
            } else {
                common = global + tags.map { tagged[$0].middleware }
                shared[tags] = common
            }
            let middleware = binding.middleware.isEmpty ? common : common + binding.middleware
            return RouteChain(middleware: middleware, global: global.count, handler: binding.handler, snapshot: link)
        }
    }
}
