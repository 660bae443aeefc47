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
                + " document's regex rewrites spend their weight times the length of each URL they are tried on, along the"
                + " link's whole way)")
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
