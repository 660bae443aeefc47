import Switchyard
import SwitchyardTesting
import Testing

/// Issue #57: a nested URL does not borrow the outer link's trust (item 1); `accept` is judged before any
/// rewrite (item 2); a login rewrite as real apps use it: a relative `redirect_to` resolved against the outer
/// origin, named outer query items carried over (item 8).
@Suite("Rewrite rules: what a nested URL is trusted with")
struct NestedURLTrustTests {
    enum Page: Hashable, Sendable { case pay, goods(String), notFound(String) }

    static let options = RouteTableOptions(accept: ["shop", "https://m.shop.example"], webOrigins: ["https://m.shop.example"])

    /// A router whose `shop://partner/pay` only the app and universal links reach; the handlers name the source
    /// their request ran with.
    static func router(_ rules: [RewriteRule]) throws -> Router<Page> {
        var builder = RouterBuilder<Page>(options: options)
        builder.rewrites = try RewriteRules(rules, options: options)
        builder.restrict(tag: "payment", to: [.inApp, .universalLink])
        try builder.route("shop://partner/pay", RouteOptions(tags: ["payment"])) { _ in .navigate(.push(.pay)) }
        try builder.route("shop://goods/:id") { request in
            .navigate(.push(.goods("\(request.parameters["id"] ?? "")|\(request.source)|\(request.url.rawQuery ?? "")")))
        }
        try builder.route("https://m.shop.example/post") { request in .navigate(.push(.goods("post|\(request.source)"))) }
        builder.unmatched { .navigate(.push(.notFound("\($0.url)|\($0.source)"))) }
        builder.navigator = RecordingNavigator()
        return try builder.build()
    }

    static func ending(_ url: String, from source: RouteSource, on router: Router<Page>) async -> String {
        do {
            return try await router.open(url, from: source).navigation.map { "\($0)" } ?? "no navigation"
        } catch {
            return "\(error)"
        }
    }

    static let login = RewriteRule(from: "https://m.shop.example/login", to: "{url:query.redirect_to}")

    @Test func aNestedURLRunsAsAWebPageOfTheOuterOrigin() async throws {
        let router = try Self.router([Self.login])
        let pay = "https://m.shop.example/login?redirect_to=shop%3A%2F%2Fpartner%2Fpay"
        #expect(
            await Self.ending(pay, from: .universalLink, on: router)
                == "\(Navigation<Page>.push(.notFound("shop://partner/pay|web page (https://m.shop.example)")))")
        // The outer link itself still reaches the route from a universal link.
        #expect(await Self.ending("shop://partner/pay", from: .universalLink, on: router) == "\(Navigation<Page>.push(.pay))")
        // A handler reached through the nested URL sees the source it ran with.
        #expect(
            await Self.ending("https://m.shop.example/login?redirect_to=shop%3A%2F%2Fgoods%2F7", from: .universalLink, on: router)
                == "\(Navigation<Page>.push(.goods("7|web page (https://m.shop.example)|")))")
        // A dry run says the same.
        if case .failure(let error) = router.matches(pay, from: .universalLink) {
            #expect(
                error.description
                    == "\(pay): route \"shop://partner/pay\" is forbidden: "
                    + "routes tagged \"payment\" are not open to links from web page (https://m.shop.example)")
        }
    }

    /// Issue #71, item 1: a leg runs with the source of the leg before it, so a redirect after a nested URL (a
    /// routing document's, or a handler's `.redirect`) keeps the nested source, and never the outer link's.
    @Test func aRedirectKeepsTheNestedSource() async throws {
        let router = try Self.router([Self.login])
        try router.update { builder in
            try builder.route("shop://checkout") { _ in .redirect("shop://partner/pay") }
            try builder.route("shop://hop") { _ in .redirect("shop://checkout") }
        }
        let checkout = "https://m.shop.example/login?redirect_to=shop%3A%2F%2Fcheckout"
        let refused = "\(Navigation<Page>.push(.notFound("shop://partner/pay|web page (https://m.shop.example)")))"
        #expect(await Self.ending(checkout, from: .universalLink, on: router) == refused)
        #expect(await Self.ending(checkout, from: .inApp, on: router) == refused)
        #expect(await Self.ending("https://m.shop.example/login?redirect_to=shop%3A%2F%2Fhop", from: .inApp, on: router) == refused)
        // The redirect alone keeps the link's own source.
        #expect(await Self.ending("shop://checkout", from: .universalLink, on: router) == "\(Navigation<Page>.push(.pay))")
        #expect(await Self.ending("shop://hop", from: .inApp, on: router) == "\(Navigation<Page>.push(.pay))")
        // A rule that names its source vouches for every leg after it, and for no more.
        var sso = Self.login
        sso.nested = .init(source: .universalLink)
        let vouched = try Self.router([sso])
        try vouched.update { try $0.route("shop://checkout") { _ in .redirect("shop://partner/pay") } }
        #expect(await Self.ending(checkout, from: .push, on: vouched) == "\(Navigation<Page>.push(.pay))")
        // The dry run of the first leg names the source the next leg starts from.
        guard case .success(let plan) = router.canOpen(checkout, from: .universalLink) else { return #expect(Bool(false)) }
        #expect(plan.source == .webPage("https://m.shop.example"))
    }

    @Test func aRuleThatNamesItsSourceRunsWithIt() async throws {
        var rule = Self.login
        rule.nested = .init(source: .universalLink)
        let router = try Self.router([rule])
        let pay = "https://m.shop.example/login?redirect_to=shop%3A%2F%2Fpartner%2Fpay"
        #expect(await Self.ending(pay, from: .otherApp(bundleID: nil), on: router) == "\(Navigation<Page>.push(.pay))")
    }

    @Test func aRefusedOriginReachesNoRewrite() async throws {
        let router = try Self.router([
            RewriteRule(from: "/login", to: "{url:query.next}"), RewriteRule(from: "/old/:id", to: "shop://goods/{id}"),
        ])
        #expect(
            await Self.ending("evil://login?next=shop%3A%2F%2Fgoods%2F7", from: .otherApp(bundleID: nil), on: router)
                == "evil://login?next=shop%3A%2F%2Fgoods%2F7: origin evil://login is not accepted")
        #expect(
            await Self.ending("evil://old/7", from: .otherApp(bundleID: nil), on: router)
                == "evil://old/7: origin evil://old is not accepted")
        guard case .failure(let error) = router.matches("evil://old/7", from: .otherApp(bundleID: nil)) else {
            return #expect(Bool(false), "matched")
        }
        #expect(error.description == "evil://old/7: origin evil://old is not accepted")
        // An accepted origin is still rewritten.
        #expect(await Self.ending("shop://old/7", from: .inApp, on: router) == "\(Navigation<Page>.push(.goods("7|in-app|")))")
    }

    @Test func aRelativeRedirectIsResolvedAgainstTheOuterOriginWhenTheRuleAsks() async throws {
        let plain = try RewriteRules([Self.login], options: Self.options)
        #expect(plain.rewrite("https://m.shop.example/login?redirect_to=%2Fpost") == nil)
        var rule = Self.login
        rule.nested = .init(resolvesRelative: true, carriedQueryItems: ["login_reason"])
        let rules = try RewriteRules([rule], options: Self.options)
        #expect(rules.rewrite("https://m.shop.example/login?redirect_to=%2Fpost") == "https://m.shop.example/post")
        #expect(
            rules.rewrite("https://m.shop.example/login?login_reason=jetpack&redirect_to=%2Fstart%3Fa%3D1%23top")
                == "https://m.shop.example/start?a=1&login_reason=jetpack#top")
        #expect(
            rules.rewrite("https://m.shop.example/login?redirect_to=shop%3A%2F%2Fgoods%2F7%3Flogin_reason%3Dmine&login_reason=x")
                == "shop://goods/7?login_reason=mine")
        // Never another host: `//host`, a backslash, or a path without its leading slash.
        for value in ["%2F%2Fevil.example%2Fpost", "%2F%5Cevil.example", "post", "%3Fq", ""] {
            #expect(rules.rewrite("https://m.shop.example/login?redirect_to=" + value) == nil, "\(value)")
        }
        let router = try Self.router([rule])
        #expect(
            await Self.ending("https://m.shop.example/login?redirect_to=%2Fpost", from: .universalLink, on: router)
                == "\(Navigation<Page>.push(.goods("post|web page (https://m.shop.example)")))")
        #expect(
            await Self.ending(
                "https://m.shop.example/login?redirect_to=shop%3A%2F%2Fgoods%2F7&login_reason=a%20b", from: .universalLink, on: router)
                == "\(Navigation<Page>.push(.goods("7|web page (https://m.shop.example)|login_reason=a%20b")))")
    }
}
