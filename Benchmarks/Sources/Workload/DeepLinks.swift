/// Which route table a workload holds.
public enum WorkloadShape: String, Sendable, CaseIterable {
    /// App modules with word-length literals (`app://shop/goods/:goodsId`, ``TableGenerator``): the project's
    /// own workload, the one `thresholds.json` and the targets are about.
    case modules
    /// 1,000 deep-link shapes with short literal segments (`app://a0/k3/:id/px`), repeated under other hosts
    /// to N routes (``DeepLinkGenerator``): an app's deep-link table, as an independent review measured it.
    case deepLinks = "deep-links"
}

/// The deep-link workload: 1,000 *shapes*, each a short path under one of 16 hosts, with literal segments of
/// 2–6 characters (`a0`, `k3`, `px`, `vq7r`) and up to two captures:
///
/// | routes of a section | example |
/// |---|---|
/// | the section (half of them) | `/a0/k3` |
/// | an item (70 %) | `/a0/k3/:id` |
/// | static siblings (0–3) | `/a0/k3/pz`, `/a0/k3/m1` |
/// | pages of the item (0–3) | `/a0/k3/:id/px` |
/// | a nested item (30 %), with 0–2 pages | `/a0/k3/:id/r2/:id2`, `/a0/k3/:id/r2/:id2/bw` |
///
/// Routes past the 1,000th repeat the shapes under other hosts: route *k* is shape *k* mod 1,000 under host
/// number 16 × (*k* / 1,000) + the shape's own host. A table of 10,000 routes is ten copies of the same
/// 1,000-route tree, side by side, so its heap per route is that tree's.
///
/// Many routes share all but their last segment: 1.19 trie nodes a route and 2.7 literal children under a node
/// that has any, against 1.63 and 2.1 on the modules workload (the harness's `--memory-breakdown` counts them). The rules that make every router agree hold here too: a captured value is a number or a slug
/// of 4–10 characters ending in a digit (``Values``), and a literal never is one (it starts with a letter, and
/// one of 4 or more characters ends with a letter); there are no typed placeholders and no wildcards.
public enum DeepLinkGenerator {
    /// Distinct shapes before they repeat.
    public static let shapeCount = 1_000
    /// Hosts of one copy of the shapes.
    public static let hostCount = 16

    /// A shape: the index of its host within a copy, and the segments after the host.
    struct Shape {
        var host: Int
        var kind: RouteKind
        var segments: [SegmentSpec]
    }

    /// The table of `routeCount` routes. The shapes depend on the seed alone, so every size repeats the same ones.
    static func generate(routeCount: Int, seed: UInt64) -> GeneratedTable {
        var rng = SplitMix64(seed: seed ^ 0x4445_4550_4C4E_4B53)  // "DEEPLNKS"
        let shapes = self.shapes(rng: &rng)
        var table = GeneratedTable()
        for k in 0..<routeCount {
            let shape = shapes[k % shapes.count]
            let host = hostName(hostCount * (k / shapes.count) + shape.host)
            table.routes.append(RouteSpec(index: k, kind: shape.kind, segments: [.literal(host)] + shape.segments, wildcard: nil))
        }
        return table
    }

    /// Host number `k`: a letter, then `k / 26` in base 36 (`a0`, `b0`, …, `z0`, `a1`, …, `a10`): 2 or 3
    /// characters up to 33,696 hosts, all distinct.
    public static func hostName(_ k: Int) -> String {
        String(UnicodeScalar(UInt8(ascii: "a") + UInt8(k % 26))) + String(k / 26, radix: 36)
    }

    /// The 1,000 shapes, a section at a time, the hosts taking turns.
    static func shapes(rng: inout SplitMix64) -> [Shape] {
        var shapes: [Shape] = []
        var sectionWords = [Set<String>](repeating: [], count: hostCount)
        var host = 0
        while shapes.count < shapeCount {
            let word = token(avoiding: &sectionWords[host], rng: &rng)
            for (kind, segments) in section(word, rng: &rng) where shapes.count < shapeCount {
                shapes.append(Shape(host: host, kind: kind, segments: segments))
            }
            host = (host + 1) % hostCount
        }
        return shapes
    }

    /// The routes of one section, in the order they are registered.
    static func section(_ word: String, rng: inout SplitMix64) -> [(RouteKind, [SegmentSpec])] {
        let base: [SegmentSpec] = [.literal(word)]
        var routes: [(RouteKind, [SegmentSpec])] = []
        var siblings: Set<String> = []
        if rng.chance(50) { routes.append((.staticPage, base)) }
        for _ in 0..<rng.int(in: 0...3) { routes.append((.staticSibling, base + [.literal(token(avoiding: &siblings, rng: &rng))])) }
        guard rng.chance(70) || routes.isEmpty else { return routes }
        let item = base + [.capture("id")]
        routes.append((.item, item))
        var pages: Set<String> = []
        for _ in 0..<rng.int(in: 0...3) { routes.append((.item, item + [.literal(token(avoiding: &pages, rng: &rng))])) }
        if rng.chance(30) {
            let nested = item + [.literal(token(avoiding: &pages, rng: &rng)), .capture("id2")]
            routes.append((.nested, nested))
            var nestedPages: Set<String> = []
            for _ in 0..<rng.int(in: 0...2) { routes.append((.nested, nested + [.literal(token(avoiding: &nestedPages, rng: &rng))])) }
        }
        return routes
    }

    static let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    static let alphanumerics = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// A short literal not in `used` (and added to it): 2–6 characters, mostly 2 or 3; a letter first, and a
    /// letter last when it has 4 or more, so that it never equals a captured value.
    static func token(avoiding used: inout Set<String>, rng: inout SplitMix64) -> String {
        while true {
            let length = rng.pick([2, 2, 2, 3, 3, 3, 4, 5, 6])
            var bytes = [rng.pick(letters)]
            for _ in 1..<length { bytes.append(rng.pick(alphanumerics)) }
            if length >= 4 { bytes[length - 1] = rng.pick(letters) }
            let word = String(decoding: bytes, as: UTF8.self)
            if used.insert(word).inserted { return word }
        }
    }
}
