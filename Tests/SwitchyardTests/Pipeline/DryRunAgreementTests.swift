import Testing
import Switchyard

/// `canOpen` and `open` make one decision (`Router.decide`): for every URL and source, the dry run names the
/// route a real open reaches, or fails with the error the real open throws.
@Suite("Router: the dry run agrees with the open")
struct DryRunAgreementTests {
    static let sources: [RouteSource] = [.inApp, .push, .universalLink, .otherApp(bundleID: "com.example.partner"), .webPage(nil)]
    static let urls = [
        "shop://goods/7", "shop://goods/new", "shop://goods/x/reviews", "shop://pay/3", "shop://debug/reset",
        "https://m.shop.example/product/9.html", "shop://nowhere", "shop://goods/%00", "evil://goods/1", "/help/a/b",
        // Through the rewrite rules: a chain of two, a rewrite to a tagged route, to an unaccepted origin, to a URL
        // intake refuses, to no route, a loop, and a rewrite that keeps the query and the fragment.
        "legacy://item/5", "https://m.shop.example/pay/4", "https://m.shop.example/evil/2", "https://m.shop.example/open?url=/../admin",
        "https://m.shop.example/open?url=/nowhere/x", "shop://loop/a", "https://m.shop.example/product/9.html?tab=1#top",
    ]

    /// Every route answers with its own pattern, so what a real open reached can be compared with the plan.
    static func router(rewriteOptions: RouteTableOptions = RouteTableOptions()) throws -> Router<String> {
        var options = RouteTableOptions()
        options.accept = ["shop", "https://m.shop.example"]
        var builder = RouterBuilder<String>(options: options)
        for (pattern, visibility, tags) in [
            ("shop://goods/new", RouteVisibility.internal, [String]()), ("shop://goods/:id", .public, []),
            ("shop://goods/:id/reviews", .public, []), ("shop://pay/<int:id>", .public, ["payment"]),
            ("shop://debug/*", .internal, []), ("/help/<path:topic>", .public, []),
        ] {
            try builder.route(pattern, RouteOptions(tags: tags, visibility: visibility)) { request in .value(request.route.pattern) }
        }
        builder.rewrites = try RewriteRules(
            [
                RewriteRule(from: "https://m.shop.example/product/:id.html", to: "shop://goods/{id}"),
                RewriteRule(from: "legacy://item/:id", to: "https://m.shop.example/product/{id}.html"),
                RewriteRule(from: "https://m.shop.example/pay/:id", to: "shop://pay/{id}"),
                RewriteRule(from: "https://m.shop.example/evil/:id", to: "evil://goods/{id}"),
                RewriteRule(from: "https://m.shop.example/open", to: "shop://{path:query.url}"),
                RewriteRule(from: "shop://loop/a", to: "shop://loop/b"), RewriteRule(from: "shop://loop/b", to: "shop://loop/a"),
            ], options: rewriteOptions)
        builder.restrict(tag: "payment", to: [.inApp, .universalLink])
        return try builder.build()
    }

    @Test(arguments: sources)
    func theDryRunNamesWhatTheOpenReaches(source: RouteSource) async throws {
        let router = try Self.router()
        var opened = 0, refused = 0
        for url in Self.urls {
            let plan = router.canOpen(url, from: source)
            do {
                let reached = try await router.open(url, from: source, expecting: String.self)
                guard case .success(let plan) = plan else {
                    Issue.record("\(url) from \(source): the dry run said \(plan), the open reached \(reached)")
                    continue
                }
                #expect(plan.route.pattern == reached, "\(url) from \(source)")
                opened += 1
            } catch {
                guard case .failure(let refusal) = plan else {
                    Issue.record("\(url) from \(source): the dry run planned an open that failed with \(error)")
                    continue
                }
                #expect(refusal.description == error.description, "\(url) from \(source)")
                refused += 1
            }
        }
        // Both sides of the decision are exercised from every source: routes that open, and refusals
        // (no route, an unaccepted origin, a refused URL, and internal or tagged routes for outside sources).
        #expect(opened >= 5 && refused >= 6, "opened \(opened), refused \(refused)")
    }

    /// Empty rules are no rules: the router keeps none (so an open takes the path that does not rewrite),
    /// and a URL opens as it does without them.
    @Test func emptyRulesAreNoRules() async throws {
        var builder = RouterBuilder<String>()
        builder.rewrites = try RewriteRules([])
        try builder.route("shop://goods/<int:id>") { request in .value(try request.parameters.value("id", as: Int.self)) }
        let router = try builder.build()
        #expect(!router.rewritesShareIntake, "a router with rules made like the table's would share its scan")
        #expect(try await router.open("shop://goods/7", expecting: Int.self) == 7)
        #expect(try router.canOpen("shop://goods/7").get().rewrites.isEmpty)
    }

    /// Rewrite rules that scan as the table does share its scan (ADR 0026); rules made with other intake
    /// options scan the string themselves. Both give the same answers, to the dry run and to the open, and
    /// so do the policy's refusals (the `shop://pay/*` route answers when the payment route is refused).
    @Test(arguments: sources)
    func theSharedScanAnswersAsTheRulesOwnScan(source: RouteSource) async throws {
        var other = RouteTableOptions()
        other.intake.maxQueryItems += 1
        let shared = try Self.router(), separate = try Self.router(rewriteOptions: other)
        #expect(shared.rewritesShareIntake && !separate.rewritesShareIntake)
        for router in [shared, separate] {
            try router.update { try $0.route("shop://pay/*rest") { request in .value(request.route.pattern) } }
        }
        for url in Self.urls + ["https://m.shop.example/product/x.html?tab=1", "https://m.shop.example/product/7.html#top"] {
            let plans = [shared, separate].map { router -> String in
                switch router.canOpen(url, from: source) {
                case .success(let plan): return "\(plan.route.pattern) \(plan.rewrites) \(plan.fallbacks.map(\.pattern))"
                case .failure(let error): return error.description
                }
            }
            #expect(plans[0] == plans[1], "\(url) from \(source)")
            var opened: [String] = []
            for router in [shared, separate] {
                do { opened.append(try await router.open(url, from: source, expecting: String.self)) } catch { opened.append("\(error)") }
            }
            #expect(opened[0] == opened[1], "\(url) from \(source)")
        }
        if source == .push {
            // The payment route is refused to a push; the route below it answers, in the dry run and the open.
            #expect(try await shared.open("shop://pay/3", from: .push, expecting: String.self) == "shop://pay/*rest")
            #expect(try shared.canOpen("shop://pay/3", from: .push).get().route.pattern == "shop://pay/*rest")
        }
    }
}
