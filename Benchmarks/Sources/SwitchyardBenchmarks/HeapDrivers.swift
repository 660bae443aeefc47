// `--memory-breakdown`'s second table: what drives heap per route on each workload. Both routers grow one trie
// node per distinct prefix of the route set (a capture at the same place shared); what a node, an edge and a
// route cost differs. Each router's heap is modelled from the route set's counts and set beside the heap
// measured, so that the model's parts can be read as the causes. Switchyard's trie part must equal
// `trieByteCount` exactly; RoutingKit's model is of its classes as RoutingKit 4.9.3 declares them.
import SwitchyardMatching
import Workload

/// The trie a route set makes, counted from its routes: one node per distinct prefix.
struct RouteSetShape {
    var routes = 0
    var literalEdges = 0
    var captureEdges = 0
    /// Bytes of the literal edges' words (a word that two parents share counts twice).
    var literalBytes = 0
    /// Bytes of the patterns' text as Switchyard keeps it (`/a0/k3/:id`).
    var patternBytes = 0
    /// Literal edges of 16 bytes or more (a Swift `String` of 15 bytes or fewer is kept inline).
    var longLiterals: [Int] = []
    /// How many literal children each node with literal children has.
    var literalFanouts: [Int] = []

    /// Nodes, the root included.
    var nodes: Int { 1 + literalEdges + captureEdges }

    init(_ specs: [RouteSpec]) {
        struct Key: Hashable {
            var parent: Int
            var word: String?
        }
        var children: [Key: Int] = [:]
        var fanout: [Int: Int] = [:]
        var next = 1
        for spec in specs {
            routes += 1
            patternBytes += spec.switchyardPattern.utf8.count
            var node = 0
            for segment in spec.segments {
                var word: String? = nil
                if case .literal(let literal) = segment { word = literal }
                let key = Key(parent: node, word: word)
                if let child = children[key] {
                    node = child
                    continue
                }
                children[key] = next
                node = next
                next += 1
                guard let word else {
                    captureEdges += 1
                    continue
                }
                literalEdges += 1
                literalBytes += word.utf8.count
                if word.utf8.count > 15 { longLiterals.append(word.utf8.count) }
                fanout[key.parent, default: 0] += 1
            }
        }
        literalFanouts = Array(fanout.values)
    }
}

/// glibc's chunk for a request of `bytes` (x86-64): 8 bytes of header, rounded up to 16, at least 32. mallinfo2's
/// in-use bytes count chunks.
func chunk(_ bytes: Int) -> Int { max(32, (bytes + 8 + 15) & ~15) }

/// Switchyard's trie buffers (TrieStorage.swift): 16-byte nodes, a slot table of 20-byte slots at most half full
/// (a power of two, at least 8: TrieGrowth+Flatten.swift), the literal words' bytes, 8-byte dynamic edges and a
/// 16-byte terminal per route.
struct SwitchyardTrieModel {
    var nodes: Int
    var slots: Int
    var literalBytes: Int
    var edges: Int
    var terminals: Int

    init(_ shape: RouteSetShape) {
        var capacity = 8
        while capacity < shape.literalEdges * 2 { capacity <<= 1 }
        nodes = shape.nodes * 16
        slots = capacity * 20
        literalBytes = shape.literalBytes
        edges = shape.captureEdges * 8
        terminals = shape.routes * 16
    }

    var total: Int { nodes + slots + literalBytes + edges + terminals }
}

/// RoutingKit 4.9.3's `TrieRouter<Int>`: a `Node` object per node (49 bytes: a 16-byte header, the constants
/// dictionary, the wildcard and catchall references, an `Int?` output), a `Wildcard` object per capture edge
/// (48 bytes: header, the name, a flag, the child), and a `[String: Node]` dictionary's storage at each node with
/// literal children: a 64-byte header, its occupancy bitmap, and 16-byte keys and 8-byte values for each of its
/// buckets (a power of two, at most three quarters full). A key over 15 bytes is a string object of its own.
struct RoutingKitModel {
    var nodes: Int
    var wildcards: Int
    var dictionaries: Int
    var longKeys: Int

    init(_ shape: RouteSetShape) {
        nodes = shape.nodes * chunk(49)
        wildcards = shape.captureEdges * chunk(48)
        dictionaries = shape.literalFanouts.reduce(0) { sum, count in
            var buckets = 2
            while buckets * 3 / 4 < count { buckets <<= 1 }
            return sum + chunk(64 + 8 * ((buckets + 63) / 64) + 24 * buckets)
        }
        longKeys = shape.longLiterals.reduce(0) { $0 + chunk(32 + $1 + 1) }
    }

    var total: Int { nodes + wildcards + dictionaries + longKeys }
}

/// One row per workload and size: the route set's counts, then each router's heap per route, measured and
/// modelled by part.
func heapDrivers(_ options: Options) {
    var counts = Table(
        title:
            "the trie each route set makes, per route: nodes (distinct prefixes), literal and capture edges, literal children per node that has any, pattern text",
        header: ["routes", "workload", "nodes", "literal edges", "capture edges", "children per node", "pattern bytes"], rows: [])
    var switchyard = Table(
        title:
            "Switchyard's heap per route by part, bytes: the route records (Route<Int>, \(MemoryLayout<Route<Int>>.stride) B each), the trie buffers "
            + "(modelled; = trieByteCount), and the rest (pattern text buffer, capture-name lists, objects)",
        header: [
            "routes", "workload", "table", "routes", "trie", "nodes", "slots", "terminals", "edges", "words", "rest",
            "trie model = trieByteCount",
        ],
        rows: [])
    var routingKit = Table(
        title: "RoutingKit's heap per route by part, bytes: Node objects, Wildcard objects (captures), constants dictionaries, long keys",
        header: ["routes", "workload", "measured", "model", "nodes", "wildcards", "dictionaries", "long keys", "per node"], rows: [])
    counts.leftColumns = [0, 1]
    switchyard.leftColumns = [0, 1, 11]
    routingKit.leftColumns = [0, 1]
    for shape in options.workloads {
        for n in options.sizes {
            let workload = Workload.make(routeCount: n, urlCount: 10, seed: options.seed, shape: shape)
            let set = RouteSetShape(workload.routes)
            func perRoute(_ bytes: Int) -> String { fmt(Double(bytes) / Double(n)) }
            let head = [count(n), shape.rawValue]
            counts.rows.append(
                head + [
                    fmt(Double(set.nodes) / Double(n), 2), fmt(Double(set.literalEdges) / Double(n), 2),
                    fmt(Double(set.captureEdges) / Double(n), 2),
                    fmt(Double(set.literalEdges) / Double(max(set.literalFanouts.count, 1)), 2), perRoute(set.patternBytes),
                ])
            let patterns = workload.routes.map(\.switchyardPattern)
            guard let table = try? measureBuild(patterns, { try SwitchyardSubject.build(patterns: $0) }) else {
                fail("Switchyard refused the \(shape.rawValue) workload's routes")
            }
            let model = SwitchyardTrieModel(set)
            let records = chunk(32 + table.value.routes.capacity * MemoryLayout<Route<Int>>.stride)
            let trie = table.value.trieByteCount
            switchyard.rows.append(
                head + [
                    perRoute(table.retainedBytes), perRoute(records), perRoute(trie), perRoute(model.nodes), perRoute(model.slots),
                    perRoute(model.terminals), perRoute(model.edges), perRoute(model.literalBytes),
                    perRoute(table.retainedBytes - records - trie),
                    model.total == trie ? "yes (\(count(trie)) B)" : "NO: \(count(model.total)) against \(count(trie)) B",
                ])
            let peer = measureBuild(workload.routes.map(\.peerPattern)) { RoutingKitSubject.build(patterns: $0) }
            let rk = RoutingKitModel(set)
            routingKit.rows.append(
                head + [
                    perRoute(peer.retainedBytes), perRoute(rk.total), perRoute(rk.nodes), perRoute(rk.wildcards),
                    perRoute(rk.dictionaries), perRoute(rk.longKeys), fmt(Double(peer.retainedBytes) / Double(set.nodes)),
                ])
            withExtendedLifetime((table, peer)) {}
        }
    }
    for table in [counts, switchyard, routingKit] { print("\n" + table.text, terminator: "") }
    print("\n" + fanoutSweep().text, terminator: "")
}

/// 10,000 static routes of three short segments (`/a0/b0/c0`), `fanout` of them under each parent: the share
/// of a node that each route adds, and the width of RoutingKit's dictionaries, with nothing else changing.
func fanoutSweep() -> Table {
    var table = Table(
        title:
            "10,000 static routes /h/p/leaf with `fanout` leaves under each parent, heap per route, bytes: what sharing does to each router",
        header: ["fanout", "nodes", "switchyard", "sy trie only", "routingkit", "rk model", "sy ÷ rk"], rows: [])
    let n = 10_000
    for fanout in [1, 2, 4, 8, 16, 64] {
        let specs = (0..<n).map { k in
            let parent = k / fanout
            let words = [
                DeepLinkGenerator.hostName(parent % 16), DeepLinkGenerator.hostName(parent / 16), DeepLinkGenerator.hostName(k % fanout),
            ]
            return RouteSpec(index: k, kind: .staticPage, segments: words.map { .literal($0) }, wildcard: nil)
        }
        let set = RouteSetShape(specs)
        guard let sy = try? measureBuild(specs.map(\.switchyardPattern), { try SwitchyardSubject.build(patterns: $0) }) else {
            fail("Switchyard refused the sweep's routes")
        }
        let rk = measureBuild(specs.map(\.peerPattern)) { RoutingKitSubject.build(patterns: $0) }
        func perRoute(_ bytes: Int) -> Double { Double(bytes) / Double(n) }
        table.rows.append([
            count(fanout), fmt(Double(set.nodes) / Double(n), 2), fmt(perRoute(sy.retainedBytes)), fmt(perRoute(sy.value.trieByteCount)),
            fmt(perRoute(rk.retainedBytes)), fmt(perRoute(RoutingKitModel(set).total)),
            fmt(Double(sy.retainedBytes) / Double(rk.retainedBytes), 2) + "×",
        ])
        withExtendedLifetime((sy, rk)) {}
    }
    return table
}
