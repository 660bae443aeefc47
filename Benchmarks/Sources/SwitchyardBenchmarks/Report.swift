// The report's tables: each figure per router and table size, for one workload; and the two workloads side by side.
import Workload

/// The tables of each workload run, in turn (the deep links' titles say so), then, when both ran, the two
/// side by side for Switchyard and RoutingKit.
func workloadSections(_ sizes: [SizeResult], _ options: Options) -> [Table] {
    var result: [Table] = []
    for shape in options.workloads {
        let mine = sizes.filter { $0.workload == (shape == .modules ? nil : shape.rawValue) }
        result += tables(mine, options).map { table in
            var table = table
            if shape != .modules { table.title += " — \(shape.rawValue) workload" }
            return table
        }
    }
    if Set(sizes.map(\.workload)).count > 1 { result.append(sideBySide(sizes)) }
    return result
}

/// Both workloads at each size: heap per route (built, loaded from the compiled image, trie buffers alone),
/// build time and ns per match, Switchyard against RoutingKit.
func sideBySide(_ sizes: [SizeResult]) -> Table {
    var table = Table(
        title:
            "both workloads: heap retained per route (bytes), build (ms) and match (ns), Switchyard against RoutingKit; "
            + "sy ÷ rk = Switchyard's heap ÷ RoutingKit's (above 1: Switchyard keeps more); rk ÷ sy = RoutingKit's time ÷ Switchyard's",
        header: [
            "routes", "workload", "switchyard", "sy trie only", "switchyard-compiled", "routingkit", "sy ÷ rk", "compiled ÷ rk",
            "sy build", "rk build", "sy ns", "rk ns", "rk ÷ sy ns",
        ], rows: [])
    table.leftColumns = [0, 1]
    for size in sizes.sorted(by: { ($0.routes, $0.workload ?? "") < ($1.routes, $1.workload ?? "") }) {
        let sy = size.result("switchyard"), compiled = size.result("switchyard-compiled"), rk = size.result("routingkit")
        func bytes(_ r: RouterResult?) -> String { r?.retainedBytesPerRoute.map { fmt($0) } ?? "—" }
        func ratio(_ a: Double?, _ b: Double?) -> String {
            guard let a, let b, b > 0 else { return "—" }
            return fmt(a / b, 2) + "×"
        }
        func ms(_ r: RouterResult?) -> String { r?.buildMilliseconds.map { fmt($0, $0 < 10 ? 3 : 1) } ?? "—" }
        table.rows.append([
            count(size.routes), size.workload ?? WorkloadShape.modules.rawValue, bytes(sy),
            sy == nil ? "—" : fmt(size.trieBytesPerRoute), bytes(compiled), bytes(rk),
            ratio(sy?.retainedBytesPerRoute, rk?.retainedBytesPerRoute),
            ratio(compiled?.retainedBytesPerRoute, rk?.retainedBytesPerRoute), ms(sy), ms(rk),
            sy.map { fmt($0.nsPerMatch) } ?? "—", rk.map { fmt($0.nsPerMatch) } ?? "—", ratio(rk?.nsPerMatch, sy?.nsPerMatch),
        ])
    }
    return table
}

func tables(_ sizes: [SizeResult], _ options: Options) -> [Table] {
    let present = routerNames.filter { name in sizes.contains { $0.result(name) != nil } }
    let peers = ["routingkit", "hummingbird", "linear-scan"].filter(present.contains)
    return matchTables(sizes, options, present: present, peers: peers) + buildTables(sizes, present: present, peers: peers)
        + [workloadTable(sizes)]
}

/// A router's figure at one size, or a dash.
private func cell(_ size: SizeResult, _ name: String, _ value: (RouterResult) -> String?) -> String {
    size.result(name).flatMap(value) ?? "—"
}

/// ns per match, its spread, and allocations per match.
private func matchTables(_ sizes: [SizeResult], _ options: Options, present: [String], peers: [String]) -> [Table] {
    func ratio(_ size: SizeResult, _ peer: String) -> String {
        guard let mine = size.result("switchyard"), let theirs = size.result(peer) else { return "—" }
        return fmt(theirs.nsPerMatch / mine.nsPerMatch, 2) + "×"
    }
    var result: [Table] = []

    var time = Table(
        title:
            "ns per match (thread CPU time): full URL string to route and parameters, median of \(options.repetitions) repetitions; ÷ sy = that router's time ÷ Switchyard's",
        header: ["routes"] + present + peers.map { "\($0) ÷ sy" }, rows: [])
    for size in sizes {
        time.rows.append(
            [count(size.routes)]
                + present.map { name in
                    cell(size, name) { $0.nsPerMatch.isFinite ? fmt($0.nsPerMatch) + ($0.urlsTimed < size.urls ? "*" : "") : nil }
                } + peers.map { ratio(size, $0) })
    }
    result.append(time)

    var spread = Table(
        title: "ns per match: fastest … slowest repetition (noise on this shared machine)", header: ["routes"] + present, rows: [])
    for size in sizes {
        spread.rows.append([count(size.routes)] + present.map { name in cell(size, name) { "\(fmt($0.nsMin)) … \(fmt($0.nsMax))" } })
    }
    result.append(spread)

    var allocations = Table(
        title: "allocations per match: mean (most for one URL; hits: those with ≤ 2 captured parameters)",
        header: ["routes"] + present.flatMap { ["\($0) hit", "\($0) miss"] }, rows: [])
    for size in sizes {
        allocations.rows.append(
            [count(size.routes)]
                + present.flatMap { name in
                    [
                        cell(size, name) { "\(fmt($0.allocationsPerHit, 2)) (\($0.maxAllocationsPerHitUpTo2))" },
                        cell(size, name) { "\(fmt($0.allocationsPerMiss, 2)) (\($0.maxAllocationsPerMiss))" },
                    ]
                })
    }
    result.append(allocations)

    return result
}

/// Build time and heap retained per route.
private func buildTables(_ sizes: [SizeResult], present: [String], peers: [String]) -> [Table] {
    var result: [Table] = []
    let builders = present.filter { $0 != "switchyard+read" }
    var builds = Table(
        title:
            "build time of N routes from their pattern strings (switchyard-compiled: load of the compiled table's text), ms of thread CPU time (median; k× = builds timed)",
        header: ["routes"] + builders + peers.map { "\($0) ÷ sy" }, rows: [])
    for size in sizes {
        builds.rows.append(
            [count(size.routes)]
                + builders.map { name in
                    cell(size, name) { r in r.buildMilliseconds.map { fmt($0, $0 < 10 ? 3 : 1) + " (\(r.buildSamples ?? 0)×)" } }
                }
                + peers.map { peer in
                    guard let mine = size.result("switchyard")?.buildMilliseconds, let theirs = size.result(peer)?.buildMilliseconds else {
                        return "—"
                    }
                    return fmt(theirs / mine, 2) + "×"
                })
    }
    result.append(builds)

    var memory = Table(
        title: "heap retained per route, bytes (mallinfo2 in-use growth while the built router is kept, pattern strings included)",
        header: ["routes"] + builders.flatMap { $0 == "switchyard" ? ["switchyard", "sy trie only"] : [$0] }, rows: [])
    for size in sizes {
        memory.rows.append(
            [count(size.routes)]
                + builders.flatMap { name -> [String] in
                    let value = cell(size, name) { $0.retainedBytesPerRoute.map { fmt($0) } }
                    return name == "switchyard" ? [value, fmt(size.trieBytesPerRoute)] : [value]
                })
    }
    result.append(memory)

    return result
}

/// Each size's URLs and route kinds.
private func workloadTable(_ sizes: [SizeResult]) -> Table {
    var workloads = Table(title: "workloads", header: ["routes", "URLs", "hits", "misses", "with query", "route kinds"], rows: [])
    workloads.leftColumns = [0, 5]
    for size in sizes {
        workloads.rows.append([
            count(size.routes), count(size.urls), count(size.hits), count(size.misses), count(size.withQuery),
            RouteKind.allCases.compactMap { kind in size.routeKinds[kind.rawValue].map { "\(kind.rawValue) \($0)" } }.joined(
                separator: ", "),
        ])
    }
    return workloads
}

func checkTable(_ title: String, _ checks: [TargetCheck]) -> Table {
    var table = Table(title: title, header: ["target", "result", "measured"], rows: [])
    table.leftColumns = [0, 1, 2]
    for check in checks { table.rows.append([check.target, check.status.uppercased(), check.detail]) }
    return table
}
