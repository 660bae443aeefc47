import Testing
@testable import SwitchyardExplain
@testable import SwitchyardMatching
import SwitchyardTestSupport

/// The trie against the reference matcher on seeded random tables whose routes set query conditions and
/// parameter options, matched with URLs that carry (or lack) the items they test.
@Suite("Trie vs reference matcher, query conditions")
struct QueryDifferentialTests {
    static let keys = ["k", "m", "x"]

    /// Up to two conditions on the test's keys; captures are named `q1`, `q2`, … (the patterns' are `p…`).
    static func randomConditions(_ rng: inout SplitMix64) -> [String: QueryCondition] {
        var conditions: [String: QueryCondition] = [:]
        var n = 0
        func name() -> String { n += 1; return "q\(n)" }
        for _ in 0..<[0, 1, 1, 2].randomElement(using: &rng)! {
            let key = keys.randomElement(using: &rng)!
            switch Int.random(in: 0..<9, using: &rng) {
            case 0: conditions[key] = .present
            case 1: conditions[key] = .absent
            case 2: conditions[key] = .equals("1")
            case 3: conditions[key] = .matches("<int:\(name())>")
            case 4: conditions[key] = .matches(":\(name())([ab]+)")
            case 5: conditions[key] = .matches("/a/<path:\(name())>")
            case 6: conditions[key] = .matches("a-:\(name())")
            case 7: conditions[key] = .matches("*\(name())")
            default: conditions[key] = .matches("a")
            }
        }
        return conditions
    }

    /// A URL of the plain differential test with a query (before its fragment) and sometimes a fragment query.
    static func randomURL(_ rng: inout SplitMix64) -> String {
        let values = ["1", "2", "a", "b", "A", "ab", "a-b", "a-1", "/a/b", "a/b/", "/a/../b", "a%2Fb", "%61", "a+b", ""]
        var base = DifferentialTests.randomURL(&rng)
        var fragment: String?
        if let hash = base.firstIndex(of: "#") {
            fragment = String(base[base.index(after: hash)...])
            base = String(base[..<hash])
        }
        if let question = base.firstIndex(of: "?") { base = String(base[..<question]) }
        var items: [String] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let key = (keys + ["p1", "q1"]).randomElement(using: &rng)!
            // Sometimes a flag (`?k`, read as ""), sometimes a repeated name.
            items.append(Int.random(in: 0..<6, using: &rng) == 0 ? key : "\(key)=\(values.randomElement(using: &rng)!)")
        }
        var url = base + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
        if let fragment { url += "#" + fragment }
        if fragment == nil, Int.random(in: 0..<5, using: &rng) == 0 { url += "#\(keys.randomElement(using: &rng)!)=a" }
        return url
    }

    struct Seen: Equatable, CustomStringConvertible {
        var id: Int
        var parameters: [String: String]
        var wildcard: [String]
        var description: String { "#\(id) \(parameters.sorted { $0.key < $1.key }) \(wildcard)" }
    }

    static func seen(_ match: RouteMatch<Int>) -> Seen {
        Seen(
            id: match.route.id, parameters: match.parameters.pathParameters.merging(match.parameters.queryCaptures) { a, _ in a },
            wildcard: match.wildcard)
    }

    @Test(arguments: [MatchOrder.specificity, .registration])
    func trieAgreesWithReference(order: MatchOrder) throws {
        var rng = SplitMix64(seed: order == .specificity ? 11 : 12)
        var compared = 0
        var matched = 0
        var conditional = 0
        for _ in 0..<800 {
            var builder = RouteTableBuilder<Int>(options: RouteTableOptions(matchOrder: order))
            builder.namespace("s", fallbackToGlobal: Bool.random(using: &rng))
            for index in 0..<Int.random(in: 1...10, using: &rng) {
                let pattern = DifferentialTests.randomPattern(&rng)
                let scheme = Int.random(in: 0..<3, using: &rng) == 0 ? "s" : nil
                let priority = Int.random(in: 0..<6, using: &rng) == 0 ? 1 : 0
                // Half the routes twice: with conditions and without (a route and its conditional twin).
                let conditions = Self.randomConditions(&rng)
                let lowercase = Int.random(in: 0..<4, using: &rng) == 0
                _ = try? builder.add(
                    pattern, scheme: scheme, priority: priority, query: conditions, lowercaseCaptures: lowercase, value: index)
                if Bool.random(using: &rng) { _ = try? builder.add(pattern, scheme: scheme, priority: priority, value: 100 + index) }
            }
            guard let table = try? builder.build() else { continue }
            let wide = try builder.build(countLimit: 1)
            #expect(wide.warnings.map(\.message) == table.warnings.map(\.message))
            let reference = ReferenceMatcher(table: table)
            for _ in 0..<20 {
                let string = Self.randomURL(&rng)
                guard let url = try? table.scan(string) else { continue }
                let fromTrie = table.candidates(for: url).map(Self.seen)
                var fromReference: [Seen] = []
                for namespace in reference.namespaces(url) {
                    fromReference += reference.run(url, namespace: namespace).hits.map {
                        Seen(id: $0.route.id, parameters: $0.parameters, wildcard: $0.wildcard)
                    }
                }
                compared += 1
                if !fromTrie.isEmpty { matched += 1 }
                if fromTrie.contains(where: { !table.routes[$0.id].query.isEmpty }) { conditional += 1 }
                let routes = table.routes.map { "\($0.pattern.text)@\($0.namespaceName)/\($0.priority) \($0.query)" }
                #expect(fromTrie == fromReference, "\(string) against \(routes)")
                #expect(wide.candidates(for: url).map(Self.seen) == fromTrie)
                #expect(table.match(string).map(Self.seen) == fromReference.first)
                #expect(table.match(url).map(Self.seen) == fromReference.first)
                let permitted = Set(table.routes.map(\.id).filter { _ in Int.random(in: 0..<3, using: &rng) > 0 })
                let found = table.lookup(url) { permitted.contains($0.id) }
                #expect((try? found.result.get()).map(Self.seen) == fromReference.first { permitted.contains($0.id) })
                if fromTrie != fromReference { return }
            }
        }
        #expect(compared > 10_000)
        #expect(matched > compared / 5)
        // About one comparison in twenty has a conditional route among its candidates.
        #expect(conditional > compared / 30)
    }
}
