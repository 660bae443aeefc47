import Switchyard
import SwitchyardTesting
import Testing

/// Issue #43 item 4: a rewrite that opens the URL a query item carries (`{url:query.redirect_to}`), as a link
/// from the same source, never as an in-app link, and judged by `accept`, the policy and the web origins.
@Suite("Rewrite rules: a URL carried in a query item")
struct NestedURLRewriteTests {
    enum Page: Hashable, Sendable { case goods(Int, tab: String?), address, web(WebDestination), notFound(String) }

    static let login = RewriteRule(from: "https://m.shop.example/login", to: "{url:query.redirect_to}")

    @Test(
        arguments: [
            ("https://m.shop.example/login?redirect_to=shop%3A%2F%2Fgoods%2F7%3Ftab%3Dreviews%23top", "shop://goods/7?tab=reviews#top"),
            ("https://m.shop.example/login?redirect_to=shop%3A%2F%2Fgoods%2F7&from=ad", "shop://goods/7"),
            ("https://m.shop.example/login?redirect_to=javascript%3Aalert(1)", "javascript:alert(1)"),
            ("https://m.shop.example/login?redirect_to=%2Fadmin", nil),
            ("https://m.shop.example/login?redirect_to=%2F%2Fevil.example%2F", nil),
            ("https://m.shop.example/login?redirect_to=", nil),
            ("https://m.shop.example/login?redirect_to", nil),
            ("https://m.shop.example/login", nil),
            ("https://m.shop.example/login?redirect_to=1shop%3A%2F%2Fx", nil),
        ] as [(String, String?)])
    func theNestedURLAsItIs(_ url: String, _ expected: String?) throws {
        #expect(try RewriteRules([Self.login]).rewrite(url) == expected)
    }

    @Test func theTemplateIsTheWholeTargetAndOnlyARewriteRulesOne() throws {
        #expect {
            _ = try RewriteRules([RewriteRule(from: "/login", to: "shop://x/{url:query.next}")])
        } throws: { error in
            "\(error)" == """
                rewrite 1 "to": '{url:query.NAME}' must be the whole target: it is the URL the query item carries
                  shop://x/{url:query.next}
                           ^
                """
        }
        let router = try RouterBuilder<Page>().build()
        var changes = RoutingChanges<Page>(label: "doc 3")
        changes.redirects = [Redirect(from: "/login", to: "{url:query.next}")]
        #expect(throws: RoutingChangesError.self) { try router.apply(changes) }
    }

    func router() throws -> Router<Page> {
        let options = RouteTableOptions(accept: ["shop", "https://m.shop.example"], webOrigins: ["https://m.shop.example"])
        var builder = RouterBuilder<Page>(options: options)
        builder.rewrites = try RewriteRules([Self.login], options: options)
        try builder.route("shop://goods/<int:id>") { request in
            .navigate(.push(.goods(try request.parameters.value("id", as: Int.self), tab: request.parameters["tab"])))
        }
        try builder.route("shop://address/pick", RouteOptions(visibility: .internal)) { _ in .navigate(.push(.address)) }
        builder.unmatched { .navigate(.push($0.webDestination.map(Page.web) ?? .notFound($0.url))) }
        builder.navigator = RecordingNavigator()
        return try builder.build()
    }

    /// What opening `url` from another app ends in: the screen pushed, or why it failed.
    func ending(_ url: String, on router: Router<Page>) async -> String {
        do {
            return try await router.open(url, from: .otherApp(bundleID: nil)).navigation.map { "\($0)" } ?? "no navigation"
        } catch {
            return "\(error.reason)"
        }
    }

    @Test func theNestedURLOpensAsALinkFromTheSameSource() async throws {
        let router = try router()
        let login = "https://m.shop.example/login?redirect_to="
        #expect(
            await ending(login + "shop%3A%2F%2Fgoods%2F7%3Ftab%3Dreviews", on: router)
                == "\(Navigation<Page>.push(.goods(7, tab: "reviews")))")
        // An internal route stays internal: the nested URL comes from the other app, not from the app itself, so
        // the policy refuses it and the unmatched handler (given no page: a refused route) shows "not found".
        #expect(
            await ending(login + "shop%3A%2F%2Faddress%2Fpick", on: router) == "\(Navigation<Page>.push(.notFound("shop://address/pick")))")
        // `accept` judges the nested URL: a foreign origin reaches no handler.
        #expect(
            await ending(login + "javascript%3Aalert(1)", on: router) == "\(RoutingError.Reason.noRoute(.originNotAccepted("javascript:")))"
        )
        #expect(
            await ending(login + "https%3A%2F%2Fevil.example%2F", on: router)
                == "\(RoutingError.Reason.noRoute(.originNotAccepted("https://evil.example")))")
        // A path of the app's own is not opened as an in-app link: the login page itself is what no route handles.
        let relative = login + "%2Faddress%2Fpick"
        #expect(
            await ending(relative, on: router)
                == "\(Navigation<Page>.push(.web(try WebDestination.check(relative, allowed: ["https://m.shop.example"]).get())))")
    }
}
