import Testing
@testable import SwitchyardExplain
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable
import SwitchyardTestSupport

/// The trie against the reference matcher (every route checked one by one) on seeded random tables.
@Suite("Trie vs reference matcher")
struct DifferentialTests {
    static func randomPattern(_ rng: inout SplitMix64) -> String {
        var n = 0
        func name() -> String { n += 1; return "p\(n)" }
        func segment() -> String {
            switch Int.random(in: 0..<18, using: &rng) {
            case 0, 1: return "a"
            case 2: return "b"
            case 3: return "c"
            case 4, 5: return ":\(name())"
            case 6: return "<int:\(name())>"
            case 7: return ":\(name())([ab]+)"
            case 8: return "a-:\(name())"
            case 9: return ":\(name()).x"
            case 10: return "<\(name())>"
            case 11: return Bool.random(using: &rng) ? ":" : "ab"  // JLRoutes' unnamed variable
            // Constraints that a '+' (a space in a value with decodePlus) or '%2B' (a plus) may or may not meet.
            case 12: return ":\(name())(\\+?[0-9]+)"
            case 13: return Bool.random(using: &rng) ? "a+:\(name())" : "<float:\(name())>"
            case 14: return ":\(name())( ?[0-9a]+)"
            // Issue 43: captures that may be empty, allowed values.
            case 15: return Bool.random(using: &rng) ? "a<\(name())?>" : "<\(name())?>-b"
            case 16: return Bool.random(using: &rng) ? "<\(name())=a|ab|1>" : "a<\(name())=|-b|-1>"
            case 17: return "<\(name())?>-<\(name())>"
            default: return "ab"
            }
        }
        var pattern = ""
        for _ in 0..<Int.random(in: 0...3, using: &rng) { pattern += "/" + segment() }
        if Int.random(in: 0..<6, using: &rng) == 0 {
            var group = "/" + segment()
            if Bool.random(using: &rng) { group += "/" + segment() }
            pattern += "(\(group))"
        }
        if Int.random(in: 0..<6, using: &rng) == 0 {
            // A JLRoutes group that opens where a segment starts and ends with '/': `/(rest/):p`.
            pattern += "/(" + segment() + "/)" + segment()
        }
        if Int.random(in: 0..<8, using: &rng) == 0 {
            pattern += "#"
            for _ in 0..<Int.random(in: 1...2, using: &rng) { pattern += "/" + segment() }
        }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: pattern += "/*"
        case 1: pattern += "/*\(name())"
        case 2: pattern += "/<path:\(name())>"
        default: break
        }
        return pattern.isEmpty ? "/" : pattern
    }

    static func randomURL(_ rng: inout SplitMix64) -> String {
        let words = [
            "a", "b", "c", "1", "22", "-3", "ab", "ba", "a-b", "a-1", "k.x", "A", "%61", "a%2Db", "abcdefghij", "a%2Fbcdefghij", "a+b",
            "a%2Bb", "+1", "%2B1", "1+", "a+1", "a%2B1", "1e+5", "%201", "-b", "a-", "a-1", "ab-b",
        ]
        var segments: [String] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) { segments.append(words.randomElement(using: &rng)!) }
        var url: String
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: url = "s://" + segments.joined(separator: "/")
        case 1: url = "t://" + segments.joined(separator: "/")
        default: url = "/" + segments.joined(separator: "/")
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            url += "#"
            for _ in 0..<Int.random(in: 0...2, using: &rng) { url += "/" + words.randomElement(using: &rng)! }
        }
        if Bool.random(using: &rng) { url += "?x=1&p1=q" }
        return url
    }

    struct Seen: Equatable, CustomStringConvertible {
        var id: Int
        var expansion: String
        var parameters: [String: String]
        var wildcard: [String]
        var namespace: String?
        var description: String { "#\(id)@\(namespace ?? "global") \(expansion) \(parameters.sorted { $0.key < $1.key }) \(wildcard)" }
    }

    @Test(arguments: [MatchOrder.specificity, .registration])
    func trieAgreesWithReference(order: MatchOrder) throws {
        var rng = SplitMix64(seed: order == .specificity ? 1 : 2)
        var built = 0
        var compared = 0
        var matched = 0
        for _ in 0..<1_500 {
            var options = RouteTableOptions()
            options.matchOrder = order
            options.intake.decodePlus = Int.random(in: 0..<4, using: &rng) > 0
            var builder = RouteTableBuilder<Int>(options: options)
            builder.namespace("s", fallbackToGlobal: Bool.random(using: &rng))
            for index in 0..<Int.random(in: 1...12, using: &rng) {
                let pattern = Self.randomPattern(&rng)
                // The namespace `s` spelled two ways: one namespace, each route reporting its own spelling.
                let scheme = Int.random(in: 0..<3, using: &rng) == 0 ? (index % 4 == 3 ? "S" : "s") : nil
                let priority = Int.random(in: 0..<5, using: &rng) == 0 ? 1 : 0
                var full = pattern
                if scheme != nil, Int.random(in: 0..<3, using: &rng) == 0 {
                    // A placeholder in the host position: it takes the URL's host, also `k.x`.
                    let host = ["<h>", ":h", "<int:h>", ":h([a-k.]+)", "<path:h>", "k.<h=x|y>", "<h?>k.x", "<h?>b"].randomElement(
                        using: &rng)!
                    // Or a placeholder in the scheme: the route is in the namespaces `s` and `t`.
                    let start = Int.random(in: 0..<3, using: &rng) == 0 ? "<sch=s|t>://" : "s://"
                    full = host == "<path:h>" ? start + "<path:h>" : start + host + (pattern == "/" ? "" : pattern)
                }
                _ = try? builder.add(full, scheme: scheme, priority: priority, value: index)
            }
            guard let table = try? builder.build() else { continue }
            built += 1
            // The same table with every node that ends a route or has a dynamic edge keeping its counts in
            // the wide table (the path of pathological tables): the same diagnostics and the same matches.
            let wide = try builder.build(countLimit: 1)
            #expect(!wide.storage.wideCounts.isEmpty)
            #expect(wide.warnings.map(\.message) == table.warnings.map(\.message))
            let reference = ReferenceMatcher(table: table)
            for _ in 0..<20 {
                let string = Self.randomURL(&rng)
                let url = try table.scan(string)
                let fromTrie = table.candidates(for: url).map {
                    Seen(
                        id: $0.route.id, expansion: $0.expansion, parameters: $0.parameters.pathParameters, wildcard: $0.wildcard,
                        namespace: $0.namespace)
                }
                var fromReference: [Seen] = []
                for namespace in reference.namespaces(url) {
                    fromReference += reference.run(url, namespace: namespace).hits.map {
                        Seen(
                            id: $0.route.id, expansion: $0.route.pattern.expansions[$0.expansionIndex].text,
                            parameters: $0.parameters, wildcard: $0.wildcard,
                            namespace: $0.route.pattern.schemeCapture == nil ? $0.route.scheme : namespace)
                    }
                }
                let fromWide = wide.candidates(for: url).map {
                    Seen(
                        id: $0.route.id, expansion: $0.expansion, parameters: $0.parameters.pathParameters, wildcard: $0.wildcard,
                        namespace: $0.namespace)
                }
                #expect(fromWide == fromTrie)
                #expect(wide.match(string)?.route.id == fromReference.first?.id)
                compared += 1
                if !fromTrie.isEmpty { matched += 1 }
                #expect(
                    fromTrie == fromReference,
                    "\(string) against \(table.routes.map { "\($0.pattern.text)@\($0.namespaceName)/\($0.priority)" })")
                #expect(table.match(url)?.route.id == fromReference.first?.id)
                // The string path scans and walks the bytes itself, with the segments the scan recorded.
                let fromString = table.match(string)
                #expect(fromString?.route.id == fromReference.first?.id)
                #expect(fromString?.expansion == fromReference.first?.expansion)
                #expect(fromString?.parameters.pathParameters == fromReference.first?.parameters)
                #expect(fromString?.wildcard == fromReference.first?.wildcard)
                // The walk with a predicate: the best permitted route, and the best refused one when it ranks first.
                let permitted = Set(table.routes.map(\.id).filter { _ in Int.random(in: 0..<3, using: &rng) > 0 })
                let found = table.lookup(url) { permitted.contains($0.id) }
                let expected = fromReference.first { permitted.contains($0.id) }
                #expect((try? found.result.get())?.route.id == expected?.id, "\(string), permitted \(permitted.sorted())")
                #expect((try? found.result.get())?.parameters.pathParameters == expected?.parameters)
                #expect((try? found.result.get())?.wildcard == expected?.wildcard)
                #expect(found.refused?.id == fromReference.first.flatMap { permitted.contains($0.id) ? nil : $0.id })
                #expect(wide.lookup(url) { permitted.contains($0.id) }.result.map(\.route.id) == found.result.map(\.route.id))
                let permittedCandidates = table.candidates(for: url) { permitted.contains($0.id) }.map {
                    Seen(
                        id: $0.route.id, expansion: $0.expansion, parameters: $0.parameters.pathParameters, wildcard: $0.wildcard,
                        namespace: $0.namespace)
                }
                #expect(permittedCandidates == fromReference.filter { permitted.contains($0.id) })
                if fromTrie != fromReference { return }
            }
        }
        #expect(built > 1_000)
        #expect(matched > compared / 5)
    }
}
