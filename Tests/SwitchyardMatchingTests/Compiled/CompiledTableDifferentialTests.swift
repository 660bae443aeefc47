import SwitchyardTestSupport
import Testing

@testable import SwitchyardCompiledTableWriter
@testable import SwitchyardCompiledTables
@testable import SwitchyardMatching

/// A table loaded from its compiled image against the table it was compiled from, on seeded random tables
/// (the patterns, conditions and URLs of the trie's differential tests, with custom types, host constraints,
/// link sources and priorities): every URL gets the same answer, and the loaded table compiles to the same image.
@Suite("Compiled table vs built table")
struct CompiledTableDifferentialTests {
    static let sku = ParameterType.custom("sku") { $0.count == 2 }

    /// A pattern of the trie's differential test, sometimes with a custom-typed segment or a host constraint.
    static func randomPattern(_ rng: inout SplitMix64) -> String {
        var pattern = DifferentialTests.randomPattern(&rng)
        if rng.below(5) == 0, !pattern.contains("#"), !pattern.contains("*"), !pattern.contains("<path:") {
            pattern += "/<sku:s\(rng.below(3))>"
        }
        if rng.below(6) == 0 { pattern = "s://k.x" + (pattern == "/" ? "" : pattern) }
        return pattern
    }

    static func randomTable(_ rng: inout SplitMix64, order: MatchOrder) -> RouteTable<Int>? {
        var options = RouteTableOptions(matchOrder: order)
        options.decodePlus = rng.below(4) > 0
        if rng.below(4) == 0 { options.accept = ["s", "https://k.x"] }
        if rng.below(5) == 0 { options.hostAsPath = [.always, .never].randomElement(using: &rng)! }
        var builder = RouteTableBuilder<Int>(options: options)
        builder.register(sku)
        builder.namespace("s", fallbackToGlobal: Bool.random(using: &rng))
        for index in 0..<(1 + rng.below(12)) {
            let scheme = rng.below(3) == 0 ? (index % 4 == 3 ? "S" : "s") : nil
            let accept: [LinkSource]? = rng.below(6) == 0 ? ["s"] : nil
            let query = rng.below(3) == 0 ? QueryDifferentialTests.randomConditions(&rng) : [:]
            _ = try? builder.add(
                randomPattern(&rng), scheme: scheme, priority: rng.below(5) == 0 ? 1 : 0, accept: accept, query: query,
                lowercaseCaptures: rng.below(8) == 0, queryOverridesPath: rng.below(8) == 0, value: index)
        }
        return try? builder.build()
    }

    /// What a lookup answers, in full.
    static func answer(_ table: RouteTable<Int>, _ url: String) -> String {
        switch table.lookup(url) {
        case .failure(let failure): return "failure: \(failure)"
        case .success(let match):
            let parameters = match.parameters.pathParameters.merging(match.parameters.queryCaptures) { a, _ in a }
            return "#\(match.route.id)=\(match.value)@\(match.namespace ?? "global") \(match.route.pattern.text) "
                + "as \(match.expansion) \(parameters.sorted { $0.key < $1.key }) \(match.wildcard) "
                + "\(match.parameters["x"] ?? "-") \(match.route.accept ?? []) \(match.route.query.sorted { $0.key < $1.key })"
        }
    }

    static func candidates(_ table: RouteTable<Int>, _ url: String) -> [String] {
        table.candidates(for: url).map { "#\($0.route.id) \($0.expansion) \($0.parameters.pathParameters.sorted { $0.key < $1.key })" }
    }

    @Test(arguments: [MatchOrder.specificity, .registration])
    func loadedTableAnswersAsBuiltOne(order: MatchOrder) throws {
        var rng = SplitMix64(seed: order == .specificity ? 45 : 46)
        var compared = 0
        var matched = 0
        for _ in 0..<600 {
            guard let table = Self.randomTable(&rng, order: order) else { continue }
            let compiled = table.compiled
            let loaded = try RouteTable<Int>(
                compiled: CompiledRouteTable(text: compiled.text), types: [Self.sku], values: table.routes.map(\.value))
            #expect(loaded.compiled == compiled)
            #expect(loaded.routes.map(\.id) == table.routes.map(\.id))
            #expect(loaded.routes.map(\.pattern.parameterNames) == table.routes.map(\.pattern.parameterNames))
            #expect(loaded.routes.map(\.pattern.expansionCount) == table.routes.map(\.pattern.expansionCount))
            #expect(loaded.options == table.options)
            for _ in 0..<20 {
                let url = rng.below(2) == 0 ? QueryDifferentialTests.randomURL(&rng) : DifferentialTests.randomURL(&rng)
                let expected = Self.answer(table, url)
                #expect(Self.answer(loaded, url) == expected, "\(url) against \(table.routes.map(\.pattern.text))")
                #expect(Self.candidates(loaded, url) == Self.candidates(table, url))
                compared += 1
                if !expected.hasPrefix("failure") { matched += 1 }
            }
        }
        #expect(compared > 8_000)
        #expect(matched > compared / 6)
    }
}
