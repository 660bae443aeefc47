import Testing
import Switchyard

/// Regex rewrite rules, chained rewrites and the loop error (issue 26).
@Suite("Rewrite chains and regex rules")
struct RewriteChainTests {
    static let chain = [
        RewriteRule(from: "legacy://item/<int:id>", to: "https://m.shop.example/product/{id}.html"),
        RewriteRule(from: "https://m.shop.example/product/:id.html", to: "shop://goods/{id}"),
        RewriteRule(regex: #"^https://m\.shop\.example/p/(?<id>[0-9]+)(?:-[a-z-]+)?$"#, to: "legacy://item/{id}"),
    ]

    @Test func aRewrittenURLIsOfferedToTheRulesAgain() throws {
        let rules = try RewriteRules(Self.chain)
        let steps = try rules.steps("https://m.shop.example/p/7-red-shoes?from=ad")
        #expect(
            steps == [
                RewriteStep(ruleIndex: 2, from: "https://m.shop.example/p/7-red-shoes?from=ad", to: "legacy://item/7?from=ad"),
                RewriteStep(ruleIndex: 0, from: "legacy://item/7?from=ad", to: "https://m.shop.example/product/7.html?from=ad"),
                RewriteStep(ruleIndex: 1, from: "https://m.shop.example/product/7.html?from=ad", to: "shop://goods/7?from=ad"),
            ])
        #expect(rules.rewrite("https://m.shop.example/p/7-red-shoes?from=ad") == "shop://goods/7?from=ad")
        #expect(try rules.resolve("shop://cart") == "shop://cart")
        #expect(try rules.steps("shop://cart").isEmpty)
    }

    /// Found by RewriteFuzzer's first smoke run in CI: a catch-all rule takes what another rule made, and
    /// takes its own result again, which gives back its input and ends the chain (no loop error).
    @Test func aCatchAllRuleTakesWhatAnotherMadeAndEndsOnItsOwnResult() throws {
        let rules = try RewriteRules([
            RewriteRule(from: "/pay/:id", to: "rw://t/{id}"),
            RewriteRule(from: "/*", to: "rw://t"),
        ])
        #expect(
            try rules.steps("shop://pay/7?x=1") == [
                RewriteStep(ruleIndex: 0, from: "shop://pay/7?x=1", to: "rw://t/7?x=1"),
                RewriteStep(ruleIndex: 1, from: "rw://t/7?x=1", to: "rw://t?x=1"),
            ])
        #expect(rules.step("rw://t?x=1") == RewriteStep(ruleIndex: 1, from: "rw://t?x=1", to: "rw://t?x=1"))
        #expect(rules.rewrite("shop://pay/7?x=1") == "rw://t?x=1")
    }

    /// Pattern rules (the trie) come before regex rules whatever the order given.
    @Test func patternRulesAreTriedBeforeRegexRules() throws {
        let rules = try RewriteRules([
            RewriteRule(regex: #"https://a\.example/(?<rest>.*)"#, to: "shop://regex/{rest}"),
            RewriteRule(from: "https://a.example/goods/:id", to: "shop://goods/{id}"),
        ])
        #expect(
            rules.step("https://a.example/goods/1") == RewriteStep(ruleIndex: 1, from: "https://a.example/goods/1", to: "shop://goods/1"))
        #expect(rules.step("https://a.example/x/y") == RewriteStep(ruleIndex: 0, from: "https://a.example/x/y", to: "shop://regex/x%2Fy"))
    }

    @Test func regexRulesReadTheURLBeforeItsQueryAndMapTheQuery() throws {
        let rules = try RewriteRules([
            RewriteRule(
                regex: #"https://m\.shop\.example/s/(?<q>[^/]+)"#, to: "shop://search/{q}#{fragment}",
                query: QueryRewrite(drop: ["utm"])),
            RewriteRule(regex: #"https://m\.shop\.example/t/(?<t>[a-z]+)"#, to: "shop://tag/{t}", query: QueryRewrite(drop: ["utm"])),
        ])
        #expect(rules.rewrite("https://m.shop.example/s/a%20b?utm=1#top") == "shop://search/a%20b#top")
        #expect(rules.rewrite("https://m.shop.example/t/red?utm=1&x=2") == "shop://tag/red?x=2")
        #expect(rules.rewrite("https://m.shop.example/t/RED") == nil)
    }

    /// A regex reads the URL up to its first `?` or `#` byte, as the URL's grammar cuts it: not up to the first
    /// Character that is `?`, which a prepended mark (U+0600) joins to the one before it.
    @Test func regexRulesCutTheURLAtItsQueryByteAfterAPrependedMark() throws {
        let rules = try RewriteRules([RewriteRule(regex: #"https://a\.example/p/(?<v>[^?#]+)"#, to: "app://p/{v}")])
        #expect(rules.rewrite("https://a.example/p/x\u{0600}?utm=1") == "app://p/x%D8%80?utm=1")
        #expect(rules.rewrite("https://a.example/p/x\u{0600}#top") == "app://p/x%D8%80#top")
    }

    /// A regex reads the URL as written; its captures are decoded, then encoded by the template, as path
    /// captures are: a value stays one segment and is not encoded twice.
    @Test func regexCapturesAreDecodedOnceAndStayOneSegment() throws {
        let rules = try RewriteRules([RewriteRule(regex: #"https://a\.example/open/(?<target>.+)"#, to: "app://web/{target}")])
        #expect(
            rules.rewrite("https://a.example/open/https%3A%2F%2Fevil.example%2F%3Fa%3D1")
                == "app://web/https%3A%2F%2Fevil.example%2F%3Fa%3D1")
        #expect(rules.rewrite("https://a.example/open/x/y%20z") == "app://web/x%2Fy%20z")
    }

    @Test func aRuleThatGivesBackItsURLEndsTheChain() throws {
        let rules = try RewriteRules([
            RewriteRule(from: "https://m.shop.example/p/:id", to: "https://m.shop.example/p/{id}", query: QueryRewrite(drop: ["utm"]))
        ])
        #expect(try rules.steps("https://m.shop.example/p/7?utm=x").map(\.to) == ["https://m.shop.example/p/7"])
        #expect(rules.rewrite("https://m.shop.example/p/7") == nil)
    }

    @Test func aCycleIsATypedErrorNamingItsRules() throws {
        let rules = try RewriteRules([
            RewriteRule(from: "shop://start", to: "https://a.example/x/1"),
            RewriteRule(from: "https://a.example/x/:id", to: "https://a.example/y/{id}"),
            RewriteRule(regex: #"https://a\.example/y/(?<id>\d+)"#, to: "https://a.example/x/{id}"),
        ])
        let error = try #require(throws: RewriteError.self) { try rules.steps("shop://start") }
        #expect(error.loop == .cycle)
        #expect(error.rules == [1, 2])
        #expect(
            error.description
                == "rewrites form a cycle: rewrite 2 → rewrite 3 → rewrite 2 (https://a.example/x/1 → https://a.example/y/1 → https://a.example/x/1)"
        )
        // The public face of a loop: the rule it starts with, and the whole message.
        let resolved = try #require(throws: RewriteError.self) { try rules.resolve("shop://start") }
        #expect(resolved.ruleIndex == 1)
        #expect(resolved.message == error.description)
        #expect(rules.rewrite("shop://start") == nil)
    }

    @Test func aChainLongerThanTheLimitIsStopped() throws {
        let rules = try RewriteRules([RewriteRule(from: "s://n/:a", to: "s://n/{a}x")])
        let error = try #require(throws: RewriteError.self) { try rules.resolve("s://n/a") }
        #expect(error.loop == .tooManySteps)
        #expect(error.steps.count == RewriteRules.maximumSteps + 1)
        #expect(error.description.hasPrefix("more than 8 rewrites: rewrite 1 → rewrite 1 → "))
        let eight = try RewriteRules((0..<8).map { RewriteRule(from: "s://c\($0)/:a", to: "s://c\($0 + 1)/{a}") })
        #expect(try eight.resolve("s://c0/a") == "s://c8/a")
        let nine = try RewriteRules(eight.rules + [RewriteRule(from: "s://c8/:a", to: "s://c9/{a}")])
        #expect(throws: RewriteError.self) { try nine.resolve("s://c0/a") }
    }

    @Test(arguments: [
        (
            RewriteRule(regex: "https://a/(?<id>[0-9]+", to: "s://b/{id}"),
            "rewrite 1 \"regex\": unbalanced '('\n  https://a/(?<id>[0-9]+\n            ^"
        ),
        (
            RewriteRule(regex: "https://a/(?<id>[0-9])+", to: "s://b/{id}"),
            "rewrite 1 \"regex\": a named group cannot be repeated; repeat what is inside it: (?<id>(?:…)+)\n  https://a/(?<id>[0-9])+\n            ^"
        ),
        (
            RewriteRule(regex: "https://a/(?<id>[0-9]+)", to: "s://b/{ID}"),
            "rewrite 1 \"to\": '{ID}' is not a named group of \"regex\"; it has {id}\n  s://b/{ID}\n        ^"
        ),
        (
            RewriteRule(regex: "https://a/(.*)", to: "s://b/{1}"),
            "rewrite 1 \"to\": '{1}' is not a named group of \"regex\"; it has none\n  s://b/{1}\n        ^"
        ),
    ])
    func badRegexRulesAreLocatedErrors(_ rule: RewriteRule, _ message: String) throws {
        let error = try #require(throws: RewriteError.self) { try RewriteRules([rule]) }
        #expect(error.description == message)
    }
}

@Suite("Router: rewrite chains")
struct RouterRewriteChainTests {
    enum Screen: Hashable, Sendable { case goods }

    @Test func aChainEndsAtTheRouteAndALoopIsRefused() async throws {
        var builder = RouterBuilder<Screen>()
        builder.rewrites = try RewriteRules(
            RewriteChainTests.chain + [
                RewriteRule(from: "shop://a/:id", to: "shop://b/{id}"), RewriteRule(from: "shop://b/:id", to: "shop://a/{id}"),
            ])
        try builder.route("shop://goods/<int:id>") { request in .value(request.parameters["id"] ?? "") }
        let router = try builder.build()
        #expect(try await router.open("https://m.shop.example/p/9-red", expecting: String.self) == "9")
        guard case .success(let plan) = router.canOpen("https://m.shop.example/p/9-red") else { Issue.record("no plan"); return }
        #expect(plan.rewriteSteps.map(\.ruleIndex) == [2, 0, 1])
        #expect(plan.rewrites == ["legacy://item/9", "https://m.shop.example/product/9.html", "shop://goods/9"])
        #expect(plan.rewrittenTo == "shop://goods/9")
        do {
            _ = try await router.open("shop://a/1")
            Issue.record("a rewrite loop opened")
        } catch {
            guard case .rewriteLoop(let loop) = error.reason else { Issue.record("\(error)"); return }
            #expect(loop.rules == [3, 4])
            #expect(
                "\(error)" == "shop://a/1: rewrites form a cycle: rewrite 4 → rewrite 5 → rewrite 4 (shop://a/1 → shop://b/1 → shop://a/1)")
        }
        guard case .failure(let refusal) = router.canOpen("shop://b/1"), case .rewriteLoop = refusal.reason else {
            Issue.record("canOpen does not report the loop"); return
        }
    }

    /// A document's rules chain into the app's own; a loop a document brings is refused per open, and
    /// reverting the document ends it.
    @Test func appliedChangesChainIntoTheAppsRulesAndALoopEndsWithTheDocument() async throws {
        var builder = RouterBuilder<Screen>()
        builder.rewrites = try RewriteRules([RewriteRule(from: "https://m.shop.example/product/:id.html", to: "shop://goods/{id}")])
        try builder.route("shop://goods/<int:id>") { request in .value(request.parameters["id"] ?? "") }
        let router = try builder.build()
        var changes = RoutingChanges<Screen>(label: "document 9")
        changes.rewrites = [
            RewriteRule(regex: #"https://m\.shop\.example/sale/(?<id>[0-9]+)-[a-z-]+"#, to: "https://m.shop.example/product/{id}.html"),
            RewriteRule(from: "shop://goods/1", to: "https://m.shop.example/product/1.html"),
        ]
        try router.apply(changes)
        #expect(try await router.open("https://m.shop.example/sale/5-red", expecting: String.self) == "5")
        do {
            _ = try await router.open("shop://goods/1")
            Issue.record("a rewrite loop opened")
        } catch {
            guard case .rewriteLoop(let loop) = error.reason else { Issue.record("\(error)"); return }
            #expect(loop.loop == .cycle)
            #expect(loop.rules == [1, 2])
        }
        router.revertChanges()
        #expect(try await router.open("shop://goods/1", expecting: String.self) == "1")
    }
}
