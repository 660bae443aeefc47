import Testing
import SwitchyardMatching

/// `RouteTable.lookup(_:where:)` and `candidates(for:where:)`: the best route a predicate permits, found in
/// one walk, and the best refused route that ranks above it.
@Suite("Lookup with a predicate")
struct PermittedLookupTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var routes: [String]
        var url: String
        /// Patterns the predicate refuses.
        var refusing: Set<String>
        /// The permitted match's pattern, or the failure's text.
        var expected: String
        /// The refused route reported, if any.
        var refused: String?
        /// The permitted candidates, best first.
        var candidates: [String]
        var testDescription: String { "\(url) refusing \(refusing.sorted())" }
    }

    static let cases: [Case] = [
        // Nothing refused: the plain lookup's answer, nothing reported refused.
        Case(
            routes: ["shop://goods/:id", "shop://goods/*"], url: "shop://goods/7", refusing: [],
            expected: "shop://goods/:id", refused: nil, candidates: ["shop://goods/:id", "shop://goods/*"]),
        // The best route refused: the next one answers, the refused one is reported.
        Case(
            routes: ["shop://goods/:id", "shop://goods/*"], url: "shop://goods/7", refusing: ["shop://goods/:id"],
            expected: "shop://goods/*", refused: "shop://goods/:id", candidates: ["shop://goods/*"]),
        // A lower-ranked route refused: not reported, it ranks below the match.
        Case(
            routes: ["shop://goods/:id", "shop://goods/*"], url: "shop://goods/7", refusing: ["shop://goods/*"],
            expected: "shop://goods/:id", refused: nil, candidates: ["shop://goods/:id"]),
        // Every route refused: no route, and the best one is reported (the one a plain lookup gives).
        Case(
            routes: ["shop://goods/:id", "shop://goods/*", "shop://goods/<int:id>"], url: "shop://goods/7",
            refusing: ["shop://goods/:id", "shop://goods/*", "shop://goods/<int:id>"],
            expected: "no route matches /goods/7 in namespace shop", refused: "shop://goods/<int:id>", candidates: []),
        // Nothing matches: no route, nothing refused.
        Case(
            routes: ["shop://goods/:id"], url: "shop://cart", refusing: ["shop://goods/:id"],
            expected: "no route matches /cart in namespace shop", refused: nil, candidates: []),
        // A URL the intake refuses.
        Case(
            routes: ["shop://goods/:id"], url: "", refusing: [],
            expected: "refused", refused: nil, candidates: []),
    ]

    static func table(_ routes: [String]) throws -> RouteTable<String> {
        var builder = RouteTableBuilder<String>()
        for route in routes { try builder.add(route, value: route) }
        return try builder.build()
    }

    static func describe(_ result: Result<RouteMatch<String>, MatchError>) -> String {
        switch result {
        case .success(let match): return match.route.value
        case .failure(.refused): return "refused"
        case .failure(let failure): return failure.description
        }
    }

    @Test(arguments: cases)
    func lookupWithAPredicate(_ test: Case) throws {
        let table = try Self.table(test.routes)
        let found = table.lookup(test.url) { !test.refusing.contains($0.value) }
        #expect(Self.describe(found.result) == test.expected)
        #expect(found.refused?.value == test.refused)
        if let url = try? table.scan(test.url) {
            let fromURL = table.lookup(url) { !test.refusing.contains($0.value) }
            #expect(Self.describe(fromURL.result) == test.expected)
            #expect(fromURL.refused?.value == test.refused)
            #expect(table.candidates(for: url) { !test.refusing.contains($0.value) }.map(\.route.value) == test.candidates)
        }
        if test.refusing.isEmpty {
            #expect(Self.describe(table.lookup(test.url)) == test.expected)
        }
        // The dry run's one walk: the same answer, refused route and candidates as the lookup and the list.
        let together = table.candidatesPermitting(test.url) { !test.refusing.contains(table.routes[$0].value) }
        #expect(Self.describe(together.found.result) == test.expected)
        #expect(together.found.refused?.value == test.refused)
        #expect(((try? [together.found.result.get()]) ?? []).map(\.route.value) + together.others.map(\.route.value) == test.candidates)
    }

    /// A namespace that falls back: its refused route ranks above the global route that answers.
    @Test func aRefusedRouteOfTheNamespaceRanksAboveTheGlobalOnes() throws {
        var builder = RouteTableBuilder<String>()
        builder.namespace("shop", fallbackToGlobal: true)
        try builder.add("shop://goods/:id", value: "namespaced")
        try builder.add("/goods/:id", value: "global")
        let table = try builder.build()
        let found = table.lookup("shop://goods/7") { $0.value != "namespaced" }
        #expect(try found.result.get().route.value == "global")
        #expect(found.refused?.value == "namespaced")
        let url = try table.scan("shop://goods/7")
        #expect(table.candidates(for: url) { $0.value != "namespaced" }.map(\.route.value) == ["global"])
        let together = table.candidatesPermitting(url) { table.routes[$0].value != "namespaced" }
        #expect(try together.found.result.get().route.value == "global")
        #expect(together.found.refused?.value == "namespaced")
        #expect(together.others.isEmpty)
        let none = table.lookup(url) { _ in false }
        #expect(none.refused?.value == "namespaced")
        #expect(none.result.map(\.route.value) == .failure(.noRoute(path: "/goods/7", namespaces: ["shop", "global"])))
    }

    /// An origin the table does not accept: the same failure as the plain lookup, nothing refused.
    @Test func anOriginNotAcceptedIsReportedAsByThePlainLookup() throws {
        var options = RouteTableOptions()
        options.accept = ["https://shop.example"]
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("/goods/:id", value: "goods")
        let table = try builder.build()
        let found = table.lookup("https://evil.example/goods/1") { _ in true }
        #expect(found.result.map(\.route.value) == table.lookup("https://evil.example/goods/1").map(\.route.value))
        #expect(found.refused == nil)
    }
}
