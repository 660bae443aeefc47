import Switchyard
import Testing

/// Rewrites that keep, drop, rename and add query keys.
@Suite struct QueryRewriteTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let query: QueryRewrite
        let url: String
        let expected: String
        var testDescription: String { expected }
    }

    static let cases: [Case] = [
        Case(query: QueryRewrite(), url: "https://m.shop.example/p/7?a=1&b=2#top", expected: "shop://goods/7?a=1&b=2#top"),
        Case(
            query: QueryRewrite(drop: ["utm_medium"], rename: ["utm_source": "from"], add: ["via": "web"]),
            url: "https://m.shop.example/p/7?utm_source=ad&utm_medium=cpc&tab=2", expected: "shop://goods/7?from=ad&tab=2&via=web"),
        Case(
            query: QueryRewrite(keep: ["tab"]), url: "https://m.shop.example/p/7?x=1&tab=2&tab=3&flag",
            expected: "shop://goods/7?tab=2&tab=3"),
        Case(query: QueryRewrite(keep: ["tab"]), url: "https://m.shop.example/p/7?x=1", expected: "shop://goods/7"),
        Case(
            query: QueryRewrite(add: ["tab": "reviews"]), url: "https://m.shop.example/p/7?tab=info&q=a%20b",
            expected: "shop://goods/7?q=a%20b&tab=reviews"),
        Case(query: QueryRewrite(drop: ["x"]), url: "https://m.shop.example/p/7?flag&x=1", expected: "shop://goods/7?flag"),
        Case(query: QueryRewrite(add: ["from": "web"]), url: "https://m.shop.example/p/7", expected: "shop://goods/7?from=web"),
    ]

    @Test(arguments: cases)
    func mapsTheCarriedQuery(_ testCase: Case) throws {
        let rules = try RewriteRules([RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://goods/{id}", query: testCase.query)])
        #expect(rules.rewrite(testCase.url) == testCase.expected)
    }

    @Test func aTargetWithItsOwnQueryTakesNothingElse() throws {
        let rules = try RewriteRules([
            RewriteRule(
                from: "https://m.shop.example/p/:id", to: "shop://goods/{id}?from={query.utm_source}", query: QueryRewrite(add: ["x": "1"]))
        ])
        #expect(rules.rewrite("https://m.shop.example/p/7?utm_source=ad&tab=2") == "shop://goods/7?from=ad")
    }
}
