import Switchyard
import Testing

/// A regex rule built in code is held to the limits a table's is (issue #64): at most 16 named groups and 128
/// positions, refused when the rules are built, with the rule and the place.
@Suite("Rewrite rules: a regex's limits")
struct RewriteRegexLimitsTests {
    @Test func aRegexRuleWithSeventeenNamedGroupsIsRefused() throws {
        let regex = "^/r/" + (0..<17).map { "(?<g\($0)>[a-z]*)" }.joined(separator: "/") + "$"
        let error = try #require(throws: RewriteError.self) {
            try RewriteRules([RewriteRule(from: "/ok", to: "x://y"), RewriteRule(regex: regex, to: "x://z/{g0}")])
        }
        #expect(error.ruleIndex == 1)
        #expect(error.message == "a regex can have at most 16 named groups")
    }

    @Test func aRegexRuleOfMoreThan128PositionsIsRefused() throws {
        let error = try #require(throws: RewriteError.self) {
            try RewriteRules([RewriteRule(regex: "^x://a/(?:[a-z]{2,}){100}$", to: "x://z")])
        }
        #expect(error.message == "a regex can have at most 128 positions; it has 306")
        let former = try #require(throws: RewriteError.self) {
            try RewriteRules([RewriteRule(regex: "^x://a/(?<g>[a-z]{250})$", to: "x://z/{g}")])
        }
        #expect(former.message == "a regex can have at most 128 positions; it has 256")
        let most = try RewriteRules([RewriteRule(regex: "^x://a/(?<g>[a-z]{122})$", to: "x://z/{g}")])
        let value = String(repeating: "b", count: 122)
        #expect(try most.resolve("x://a/" + value) == "x://z/" + value)
    }
}
