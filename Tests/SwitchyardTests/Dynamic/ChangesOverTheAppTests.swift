import Switchyard
import Testing

/// Routing changes over the app's own routes: their rewrite rules come first, even on the app's own
/// patterns; messages number rules where they are written; changes that run out give way to the app's routes.
@Suite struct ChangesOverTheAppTests {
    enum Page: Hashable, Sendable { case goods(String), campaign(String) }

    /// An app with its own rewrite of the mobile site's product pages, and two routes.
    func router(rewrites: [RewriteRule] = [RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://goods/{id}")]) throws
        -> Router<Page>
    {
        var builder = RouterBuilder<Page>()
        try builder.route("shop://goods/:id") { .value(Page.goods(try $0.parameters.value("id", as: String.self))) }
        try builder.route("shop://campaign/:id") { .value(Page.campaign(try $0.parameters.value("id", as: String.self))) }
        builder.rewrites = try RewriteRules(rewrites)
        return try builder.build()
    }

    /// The page a URL opens.
    func open(_ router: Router<Page>, _ url: String) async throws -> Page {
        try await router.open(url, expecting: Page.self)
    }

    @Test func aRuleOnThePatternOfOneOfTheAppsOwnWins() async throws {
        let router = try router()
        var changes = RoutingChanges<Page>(label: "document 12")
        changes.rewrites = [RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://campaign/{id}")]
        try router.apply(changes)
        #expect(try await open(router, "https://m.shop.example/p/7") == .campaign("7"))
        if case .success(let plan) = router.canOpen("https://m.shop.example/p/7") {
            #expect(plan.rewriteSteps.map(\.ruleIndex) == [0], "the changes' rule, the first of the rules")
        } else {
            Issue.record("the dry run refused the URL")
        }
        router.revertChanges()
        #expect(try await open(router, "https://m.shop.example/p/7") == .goods("7"))
    }

    @Test func aRuleOnTheSameURLsUnderOtherNamesWinsToo() async throws {
        let router = try router()
        var changes = RoutingChanges<Page>(label: "document 12")
        changes.rewrites = [RewriteRule(from: "https://m.shop.example/p/:product", to: "shop://campaign/{product}")]
        try router.apply(changes)
        #expect(try await open(router, "https://m.shop.example/p/7") == .campaign("7"))
    }

    @Test func twoRulesOfTheChangesOnOnePatternAreStillRefusedNamedWhereWritten() throws {
        let router = try router()
        var changes = RoutingChanges<Page>(label: "document 12")
        changes.rewrites = [
            RewriteRule(from: "https://m.shop.example/sale/:id", to: "shop://campaign/{id}"),
            RewriteRule(from: "https://m.shop.example/sale/:id", to: "shop://goods/{id}"),
        ]
        #expect {
            try router.apply(changes)
        } throws: { error in
            "\(error)".hasPrefix("document 12: rewrite 2 \"from\": matches the same URLs as rewrite 1 of document 12, which comes first")
        }
        #expect(router.appliedChanges == nil)
    }

    @Test func aLoopThroughTheChangesAndTheAppNamesEachRuleWhereItIsWritten() async throws {
        let router = try router(rewrites: [RewriteRule(from: "https://m.shop.example/a/:id", to: "https://m.shop.example/b/{id}")])
        var changes = RoutingChanges<Page>(label: "document 12")
        changes.rewrites = [RewriteRule(from: "https://m.shop.example/b/:id", to: "https://m.shop.example/a/{id}")]
        try router.apply(changes)
        await #expect {
            try await router.open("https://m.shop.example/a/1")
        } throws: { error in
            guard let routing = error as? RoutingError, case .rewriteLoop(let loop) = routing.reason else { return false }
            return loop.description.hasPrefix(
                "rewrites form a cycle: the app's rewrite 1 → rewrite 1 of document 12 → the app's rewrite 1 (")
        }
        router.revertChanges()
        await #expect(throws: RoutingError.self, "no rule takes /b back, and no route takes it") {
            try await router.open("https://m.shop.example/a/1")
        }
    }

    @Test func redirectsAndDegradesCarryOnlyTheQueryItemsTheyName() async throws {
        let router = try router()
        var changes = RoutingChanges<Page>(label: "document 12")
        changes.redirects = [
            Redirect(from: "shop://item/:id", to: "shop://goods/{id}"),
            Redirect(from: "shop://promo/:id", to: "shop://campaign/{id}?ref={query.ref}"),
        ]
        try router.apply(changes)
        let item = try await router.open("shop://item/7?ref=mail&token=secret")
        #expect(item.redirects.last == "shop://goods/7", "a redirect drops the link's query, unlike a rewrite")
        let promo = try await router.open("shop://promo/9?ref=mail&token=secret")
        #expect(promo.redirects.last == "shop://campaign/9?ref=mail")
    }

    /// Whether the changes have run out, as a test sets it.
    final class Expiry: Sendable {
        let ranOut = Locked(false)
        let asked = Locked(0)

        var check: @Sendable () -> Bool {
            { [self] in
                asked.withLock { $0 += 1 }
                return ranOut.withLock { $0 }
            }
        }
    }

    @Test func changesThatRunOutGiveWayToTheAppsRoutesOnTheNextOpen() async throws {
        let router = try router()
        let expiry = Expiry()
        var changes = RoutingChanges<Page>(label: "document 12")
        changes.rewrites = [RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://campaign/{id}")]
        changes.hasExpired = expiry.check
        try router.apply(changes)
        #expect(try await open(router, "https://m.shop.example/p/7") == .campaign("7"))
        #expect(router.appliedChanges == "document 12")

        expiry.ranOut.withLock { $0 = true }
        #expect(try await open(router, "https://m.shop.example/p/7") == .goods("7"))
        #expect(router.appliedChanges == nil)
        let asked = expiry.asked.withLock { $0 }
        #expect(try await open(router, "https://m.shop.example/p/8") == .goods("8"))
        #expect(expiry.asked.withLock { $0 } == asked, "the app's own routes ask nothing")
    }

    @Test func aDryRunEndsChangesThatRanOutAndAnUpdateKeepsTheirExpiry() throws {
        let router = try router()
        let expiry = Expiry()
        var changes = RoutingChanges<Page>(label: "document 12")
        changes.rewrites = [RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://campaign/{id}")]
        changes.hasExpired = expiry.check
        try router.apply(changes)
        try router.update { try $0.route("shop://about") { _ in .handled } }
        router.attach(nil)
        #expect(router.appliedChanges == "document 12", "an update and an attach keep the changes")

        expiry.ranOut.withLock { $0 = true }
        guard case .success(let plan) = router.canOpen("https://m.shop.example/p/7") else {
            Issue.record("the dry run refused the URL")
            return
        }
        #expect(plan.rewrittenTo == "shop://goods/7")
        #expect(router.appliedChanges == nil)
        #expect(router.routes.contains { $0.pattern == "shop://about" }, "the update's route is among the app's own")
    }

    @Test func changesAppliedAfterOnesThatRanOutStay() async throws {
        let router = try router()
        let expiry = Expiry()
        var first = RoutingChanges<Page>(label: "document 12")
        first.hasExpired = expiry.check
        try router.apply(first)
        var second = RoutingChanges<Page>(label: "document 13")
        second.rewrites = [RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://campaign/{id}")]
        try router.apply(second)
        expiry.ranOut.withLock { $0 = true }
        #expect(try await open(router, "https://m.shop.example/p/7") == .campaign("7"))
        #expect(router.appliedChanges == "document 13")
    }
}
