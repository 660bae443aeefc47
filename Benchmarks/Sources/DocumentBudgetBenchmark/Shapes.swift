// The documents the benchmark offers, from the recipes Benchmarks/README.md writes ("A document's budget"), the same
// as the JVM's (Android/src/bench/…/DocumentShapes.java) and the web module's (Web/bench/document-budget-bench.mjs).

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

    /// The worst document within budget over 9 legs: the regex rule (to shop://goods/{g0}), 1,942 pattern rewrites, a
    /// redirect `https://a.example/x0/:id` → `https://a.example/x0/{id}b` and the 56 routes (2,000 rules). A link the
    /// regex does not take is redirected 8 times, each leg trying the regex over 16 KB, before it stops as too many
    /// redirects.
    static func worstLegs() -> String {
        var rewrites = [#"{"regex":"\#(regex(extra: 31))","to":"shop://goods/{g0}"}"#]
        for k in 0..<1_942 { rewrites.append(#"{"from":"https://a.example/p\#(k)/:id","to":"shop://goods/{id}"}"#) }
        return #"{"format":1,"serial":1,"rewrites":["# + rewrites.joined(separator: ",")
            + #"],"redirects":[{"from":"https://a.example/x0/:id","to":"https://a.example/x0/{id}b"}],"routes":["#
            + (0..<56).map(groupsRoute).joined(separator: ",") + "]}"
    }

    /// Pattern rules only, over 9 legs of 8 rewrites: `https://a.example/xK/:id` → `https://a.example/x(K+1)/{id}` for K
    /// from 0 to 7, and a redirect `https://a.example/x8/:id` → `https://a.example/x0/{id}b`: 72 rewrites and 9
    /// matches of a 16 KB URL before the link stops as too many redirects. No regex: nothing of the allowance is spent.
    static func patternLegs() -> String {
        let rewrites = (0..<8).map { #"{"from":"https://a.example/x\#($0)/:id","to":"https://a.example/x\#($0 + 1)/{id}"}"# }
        return #"{"format":1,"serial":1,"rewrites":["# + rewrites.joined(separator: ",")
            + #"],"redirects":[{"from":"https://a.example/x8/:id","to":"https://a.example/x0/{id}b"}]}"#
    }

    /// The worst document within budget through capture regexes: a rewrite `https://a.example/x0/:id` →
    /// `shop://cap/{id}`, three routes `shop://cap/:id([a-z]*…x)` of 14 `[a-z]*` and a last letter (c, d, a; weight 16
    /// each: 48 together), 1,942 pattern rewrites and routes of 256 readings to 2,000 rules. With `legs`, a redirect
    /// `shop://cap/:id` → `https://a.example/x0/{id}b` (ranked below the routes): a link no route takes comes round 9
    /// legs, each matching the three regexes over its 16 KB segment (the allowance stops it at the second).
    static func captureRoutes(legs: Bool) -> String {
        var rewrites = [#"{"from":"https://a.example/x0/:id","to":"shop://cap/{id}"}"#]
        for k in 0..<1_942 { rewrites.append(#"{"from":"https://a.example/p\#(k)/:id","to":"shop://goods/{id}"}"#) }
        let redirects = legs ? #"],"redirects":[{"from":"shop://cap/:id","to":"https://a.example/x0/{id}b"}"# : ""
        let captures = ["c", "d", "a"].map {
            #"{"pattern":"shop://cap/:id("# + String(repeating: "[a-z]*", count: 14) + $0 + #")","handler":"goods"}"#
        }
        return #"{"format":1,"serial":1,"rewrites":["# + rewrites.joined(separator: ",") + redirects + #"],"routes":["#
            + (captures + (0..<(legs ? 53 : 54)).map(groupsRoute)).joined(separator: ",") + "]}"
    }

    /// One capture regex of weight 48 (`[a-z-]*` 46 times and `q`) after a capture in its segment:
    /// `shop://mix/:a-:z(…)`, reached by a rewrite of `https://a.example/x0/:id`. Its links are `a-` repeated, so that
    /// a search that backtracked would try the regex at each `-`; each capture ends at the first `-` (ADR 0004).
    static func captureInMixedSegment() -> String {
        #"{"format":1,"serial":1,"rewrites":[{"from":"https://a.example/x0/:id","to":"shop://mix/{id}"}],"routes":[{"pattern":"shop://mix/:a-:z("#
            + String(repeating: "[a-z-]*", count: 46) + #"q)","handler":"goods"}]}"#
    }
}
