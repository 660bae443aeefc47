import Foundation
import Testing
import Switchyard

/// A link's regex allowance (ADR 0057; DynamicRouting, "A link's regex allowance"): what tries of a routing
/// document's regex rules spend, that the app's own rules spend nothing, and the refusal's words.
@Suite("A link's regex allowance")
struct RegexAllowanceTests {
    /// Weight 48: the literal beginning `https://m.shop.example/c/` (25), then `[a-z]*` and `[a-z]{0,46}` (47 positions).
    static let heavy = RewriteRule(regex: #"^https://m\.shop\.example/c/(?<id>[a-z]*)[a-z]{0,46}$"#, to: "https://m.shop.example/p/{id}")
    static func table() throws -> RewriteRules {
        try RewriteRules([RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://goods/{id}")])
    }

    @Test func aTryPastTheLimitIsNotSpent() {
        var allowance = RegexAllowance()
        let first = allowance.spend(RegexAllowance.limit - 10, rule: 3)
        let second = allowance.spend(10, rule: 3)
        #expect(first && second)
        #expect(allowance.refused == nil)
        let third = allowance.spend(1, rule: 4)
        #expect(!third)
        #expect(allowance.spent == RegexAllowance.limit)
        #expect(allowance.refused?.ruleIndex == 4)
        #expect(allowance.refused?.total == RegexAllowance.limit + 1)
    }

    /// 48 × (25 + m) for the match, 48 × (13 + m) for the last step's try on `shop://goods/…`; the query not counted.
    @Test func aDocumentsRuleSpendsItsWeightTimesTheURLBeforeItsQuery() throws {
        let rules = try RewriteRules([Self.heavy], over: Self.table(), label: "document 12", options: RouteTableOptions())
        let within = String(repeating: "a", count: 8_173)
        var allowance = RegexAllowance()
        let steps = try rules.steps("https://m.shop.example/c/\(within)?ref=mail", allowance: &allowance)
        #expect(steps.last?.to == "shop://goods/\(within)?ref=mail")
        #expect(allowance.spent == RegexAllowance.limit)
        let past = String(repeating: "a", count: 8_174)
        let error = try #require(throws: RewriteError.self) { try rules.resolve("https://m.shop.example/c/\(past)") }
        #expect(error.loop == .overAllowance)
        #expect(error.steps.map(\.ruleIndex) == [0, 1])
        #expect(
            error.message
                == "rewrite 1 of document 12 would take the link's regex work to 786528, past its allowance of 786432 (a routing"
                + " document's regex rewrites and capture regexes spend their weight times the length of each URL they are"
                + " tried on, along the link's whole way)")
    }

    /// A match spends the capture weight of what it looks in (routes and redirects, or pattern rewrites) times the URL's
    /// UTF-8 length without its query; the fragment, which a pattern may read, counts (ADR 0051, decision 6).
    @Test func aMatchSpendsTheCaptureWeightTimesTheURLWithoutItsQuery() {
        #expect(RegexAllowance.lengthWithoutQuery("shop://a/bc?q=1#/f?x") == "shop://a/bc#/f?x".utf8.count)
        #expect(RegexAllowance.lengthWithoutQuery("shop://a/b#c?d") == "shop://a/b#c?d".utf8.count)
        #expect(RegexAllowance.lengthWithoutQuery("shop://é/b?q") == "shop://é/b".utf8.count)
        var allowance = RegexAllowance(captures: CaptureWeights(rewrites: 2, routes: 3, label: "document 5"))
        let routesSpent = allowance.spendCaptures(routes: true, on: "shop://a/bc?q=1#/f")
        #expect(routesSpent)
        #expect(allowance.spent == 3 * 14)
        let rewritesSpent = allowance.spendCaptures(routes: false, on: "shop://a/bc?q=1#/f")
        #expect(rewritesSpent)
        #expect(allowance.spent == 3 * 14 + 2 * 14)
        var none = RegexAllowance()
        let nothingSpent = none.spendCaptures(routes: true, on: "shop://a/bc")
        #expect(nothingSpent)
        #expect(none.spent == 0)
    }

    /// Past the allowance, a match is not spent, and the refusal names the capture regexes it would have tried.
    @Test func aMatchPastTheAllowanceIsRefusedInTheTemplatesWords() {
        let weights = CaptureWeights(rewrites: 0, routes: 48, label: "document 5")
        var allowance = RegexAllowance(captures: weights)
        let url = "shop://cap/" + String(repeating: "a", count: 16_373)
        let withinSpent = allowance.spendCaptures(routes: true, on: url)
        #expect(withinSpent)
        let pastSpent = allowance.spendCaptures(routes: true, on: "shop://x")
        #expect(!pastSpent)
        #expect(allowance.spent == RegexAllowance.limit)
        let refused = allowance.refused ?? (0, 0)
        let error = RewriteError(captures: weights, refused: refused, steps: [])
        #expect(error.loop == .overAllowance)
        #expect(
            error.message
                == "the capture regexes of the routes and redirects of document 5 would take the link's regex work to 786816, past"
                + " its allowance of 786432 (a routing document's regex rewrites and capture regexes spend their weight times the"
                + " length of each URL they are tried on, along the link's whole way)")
    }

    /// Each rewrite step's lookup of the pattern rules spends the document's pattern rewrites' capture weight: the step
    /// that applies and the last one, which finds no rule.
    @Test func eachRewriteStepSpendsThePatternRewritesCaptureWeight() throws {
        let rule = RewriteRule(from: "shop://rw/:code([a-z]*q)", to: "shop://goods/{code}")
        let rules = try RewriteRules([rule], over: nil, label: "document 5", options: RouteTableOptions())
        var allowance = RegexAllowance(captures: CaptureWeights(rewrites: 3, routes: 0, label: "document 5"))
        let steps = try rules.steps("shop://rw/aq?x=1", allowance: &allowance)
        #expect(steps.map(\.to) == ["shop://goods/aq?x=1"])
        #expect(allowance.spent == 3 * "shop://rw/aq".utf8.count + 3 * "shop://goods/aq".utf8.count)
        var tight = RegexAllowance(captures: CaptureWeights(rewrites: 48, routes: 0, label: "document 5"))
        let long = "shop://rw/" + String(repeating: "a", count: 8_181) + "q"
        let error = try #require(throws: RewriteError.self) { try rules.steps(long, allowance: &tight) }
        #expect(error.loop == .overAllowance)
        #expect(
            error.message.hasPrefix("the capture regexes of the pattern rewrites of document 5 would take the link's regex work to 786576,")
        )
    }

    /// The words are errors.json's `document.link-allowance`, its holes filled.
    @Test func theRefusalIsTheCorpusTemplate() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Conformance/errors.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let errors = try #require(object["errors"] as? [[String: String]])
        let template = try #require(errors.first { $0["code"] == "document.link-allowance" }?["message"])
        let error = RewriteError(allowance: "rewrite 2 of document 7", ruleIndex: 1, total: 900_000, steps: [])
        let filled = template.replacingOccurrences(of: "{rule}", with: "rewrite 2 of document 7")
            .replacingOccurrences(of: "{count}", with: "900000").replacingOccurrences(of: "{limit}", with: "786432")
        #expect(error.message == filled)
    }

    /// A table's own regex rules are not counted, however often and however long the URL; nor are rules made in code.
    @Test func theAppsOwnRulesSpendNothing() throws {
        let own = RewriteRule(regex: #"^https://m\.shop\.example/t/(?<id>[a-z]*)[a-z]{0,46}$"#, to: "shop://goods/{id}")
        let letters = String(repeating: "a", count: 16_000)
        let document = try RewriteRules([], over: RewriteRules([own]), label: "document 3", options: RouteTableOptions())
        var allowance = RegexAllowance()
        #expect(try document.steps("https://m.shop.example/t/\(letters)", allowance: &allowance).count == 1)
        #expect(allowance.spent == 0)
        let inCode = try RewriteRules([Self.heavy, RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://goods/{id}")])
        #expect(try inCode.resolve("https://m.shop.example/c/\(letters)") == "shop://goods/\(letters)")
    }
}
