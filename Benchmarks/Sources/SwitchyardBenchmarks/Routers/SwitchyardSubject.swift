import SwitchyardMatching
import Workload

/// Switchyard: `table.match(urlString)`. The timed call returns the route's value (`match.value`, which
/// does not copy the route); the parameters are located (byte ranges in the match) but decoded only when
/// read, as the API intends.
struct SwitchyardSubject: BenchRouter {
    let table: RouteTable<Int>
    /// Parameter names per route (captures, then the wildcard), for ``answer(_:)`` and the reading variant.
    let names: [[String]]
    let captureNames: [[String]]

    init(table: RouteTable<Int>, routes: [RouteSpec]) {
        self.table = table
        self.captureNames = routes.map(\.captureNames)
        self.names = routes.map { $0.captureNames + ($0.wildcard.map { [$0] } ?? []) }
    }

    static func build(patterns: [String]) throws -> RouteTable<Int> {
        var builder = RouteTableBuilder<Int>()
        for (index, pattern) in patterns.enumerated() { try builder.add(pattern, value: index) }
        return try builder.build()
    }

    @inline(__always)
    func route(_ url: String) -> Int {
        table.match(url)?.value ?? -1
    }

    func answer(_ url: String) -> Answer {
        guard let match = table.match(url) else { return .miss }
        let route = match.value
        return Answer(
            route: route, captures: captureNames[route].map { match.parameters[$0] ?? "<none>" }, wildcard: match.parameters.wildcard)
    }
}

/// Switchyard, then every parameter read as a `String` (`match.parameters[name]`), as a handler would.
struct SwitchyardReadingSubject: BenchRouter {
    let base: SwitchyardSubject

    @inline(__always)
    func route(_ url: String) -> Int {
        guard let match = base.table.match(url) else { return -1 }
        let route = match.value
        var sum = route
        for name in base.names[route] { sum &+= match.parameters[name]?.utf8.count ?? 0 }
        return sum
    }

    func answer(_ url: String) -> Answer { base.answer(url) }
}
