import Logging
import RoutingKit
import Workload

/// RoutingKit's `TrieRouter`, fed `[String]` path components (host first) and a `Parameters` built with a
/// shared logger (its default initialiser makes a new `Logger` on every call, which is not its best input).
/// Typed placeholders are registered as `:name` and checked with `Int(value) != nil` after the match.
struct RoutingKitSubject: BenchRouter {
    let router: TrieRouter<Int>
    let typed: [[String]]
    let captureNames: [[String]]
    let logger: Logger

    init(router: TrieRouter<Int>, routes: [RouteSpec]) {
        self.router = router
        self.typed = routes.map(\.typedNames)
        self.captureNames = routes.map(\.captureNames)
        self.logger = Logger(label: "bench.routingkit")
    }

    static func build(patterns: [String]) -> TrieRouter<Int> {
        let router = TrieRouter(Int.self)
        for (index, pattern) in patterns.enumerated() { router.register(index, at: pattern.pathComponents) }
        return router
    }

    @inline(__always)
    func route(_ url: String) -> Int {
        var parameters = Parameters(logger)
        guard let route = router.route(path: PathSplitter.components(url), parameters: &parameters) else { return -1 }
        for name in typed[route] where Int(parameters.get(name) ?? "") == nil { return -1 }
        return route
    }

    func answer(_ url: String) -> Answer {
        var parameters = Parameters(logger)
        guard let route = router.route(path: PathSplitter.components(url), parameters: &parameters) else { return .miss }
        for name in typed[route] where Int(parameters.get(name) ?? "") == nil { return .miss }
        return Answer(
            route: route, captures: captureNames[route].map { parameters.get($0) ?? "<none>" },
            wildcard: parameters.getCatchall())
    }
}
