// The documents the benchmark offers, from the recipes Benchmarks/README.md writes ("A document's budget"), the same
// as the JVM's (Android/src/bench/…/DocumentShapes.java) and the web module's (Tests/JavaScript/document-budget-bench.mjs).

enum Shapes {
    /// A regex with 16 named groups of `[a-z]*` and `extra` more `[a-z]*`, after the literal beginning https://a.example/x0/.
    static func regex(extra: Int) -> String {
        var regex = #"^https://a\\.example/x0/"#
        for group in 0..<16 { regex += "(?<g\(group)>[a-z]*)" }
        return regex + String(repeating: "[a-z]*", count: extra) + "$"
    }

    static func groupsRoute(_ k: Int) -> String {
        #"{"pattern":"shop://r\#(k)(/s0)(/s1)(/s2)(/s3)(/s4)(/s5)(/s6)(/s7)","handler":"goods"}"#
    }

    /// The red team's first: that regex (weight 17) as often as fits in 1 MiB.
    static func redTeamRegex() -> String {
        let rule = #"{"regex":"\#(regex(extra: 0))","to":"shop://goods/{g0}"}"#
        var rules: [String] = []
        var size = #"{"format":1,"serial":1,"rewrites":[]}"#.utf8.count
        while size + rule.utf8.count + 1 <= 1 << 20 {
            rules.append(rule)
            size += rule.utf8.count + 1
        }
        return #"{"format":1,"serial":1,"rewrites":["# + rules.joined(separator: ",") + "]}"
    }

    /// The red team's second: 10,351 routes of 8 optional groups (256 readings each).
    static func redTeamGroups() -> String {
        #"{"format":1,"serial":1,"routes":["# + (0..<10_351).map(groupsRoute).joined(separator: ",") + "]}"
    }

    /// The worst document within budget: one regex rewrite of weight 48, 56 routes of 256 readings and 1,943 pattern
    /// rewrites (2,000 rules, 16,279 readings). With `chain`, the regex rule's target is the URL with one more `a`,
    /// which it takes again: a link it matches runs it 9 times before the chain stops as too long.
    static func worstAccepted(chain: Bool) -> String {
        let to = chain ? "https://a.example/x0/{g0}a" : "shop://goods/{g0}"
        var rewrites = [#"{"regex":"\#(regex(extra: 31))","to":"\#(to)"}"#]
        for k in 0..<1_943 { rewrites.append(#"{"from":"https://a.example/p\#(k)/:id","to":"shop://goods/{id}"}"#) }
        return #"{"format":1,"serial":1,"rewrites":["# + rewrites.joined(separator: ",") + #"],"routes":["#
            + (0..<56).map(groupsRoute).joined(separator: ",") + "]}"
    }
}
