import Foundation
import Switchyard
import SwitchyardTesting
import Testing

/// Issue #42: a web page reached by a link is one of the app's web origins, by construction. The one check
/// (`WebDestination.check`), then every path that ends in a web page: a parameter, the unmatched fallback,
/// a degrade and a rewrite from routing changes, and a link whose origin the table refuses.
@Suite("Web destinations: one check for every page a link can show")
struct WebDestinationTests {
    enum Page: Hashable, Sendable { case web(WebDestination), notFound(String), goods(Int) }

    static let shop: [LinkSource] = ["https://m.shop.example"]

    /// `(url, the origins allowed, the origin it passes as or the refusal's exact words)`.
    static let cases: [(String, [LinkSource], String)] = [
        ("https://m.shop.example/help?a=1#top", shop, "ok https://m.shop.example"),
        ("HTTPS://M.Shop.Example/x", shop, "ok https://m.shop.example"),
        ("https://m.shop.example", shop, "ok https://m.shop.example"),
        ("http://m.shop.example/", shop, #"its origin "http://m.shop.example" is not one of the app's web origins"#),
        ("http://m.shop.example/", ["https?://m.shop.example"], "ok http://m.shop.example"),
        ("https://evil.example/login", shop, #"its origin "https://evil.example" is not one of the app's web origins"#),
        ("https://m.shop.example./", shop, #"its origin "https://m.shop.example." is not one of the app's web origins"#),
        (
            "https://m.shop.example.evil.example/", shop,
            #"its origin "https://m.shop.example.evil.example" is not one of the app's web origins"#
        ),
        ("https://xn--m-shop-example.com/", shop, #"its origin "https://xn--m-shop-example.com" is not one of the app's web origins"#),
        ("https://m.shop.example@evil.example/", shop, "its host is not plain (userinfo, a port, an escape or another script)"),
        ("https://m.shop.example:8443/", shop, "its host is not plain (userinfo, a port, an escape or another script)"),
        ("https://m%2Eshop.example/", shop, "its host is not plain (userinfo, a port, an escape or another script)"),
        ("https://m.shop.exаmple/", shop, "its host is not plain (userinfo, a port, an escape or another script)"),  // Cyrillic а
        ("https:///m.shop.example/", shop, "its host is not plain (userinfo, a port, an escape or another script)"),
        ("https://evil.example\\@m.shop.example/", shop, "it has a backslash at offset 20"),
        (" https://m.shop.example/", shop, "it has a space or control character at offset 0"),
        ("https://m.shop.example/a b", shop, "it has a space or control character at offset 24"),
        ("https://m.shop.example/\u{7F}", shop, "it has a space or control character at offset 23"),
        ("javascript:alert(1)//https://m.shop.example", shop, "it is not an http or https URL"),
        ("data:text/html,<script>alert(1)</script>", shop, "it is not an http or https URL"),
        ("file:///etc/passwd", shop, "it is not an http or https URL"),
        ("//m.shop.example/x", shop, "it is not an http or https URL"),
        ("https:m.shop.example/x", shop, "it is not an http or https URL"),
        ("shop://goods/7", shop, "it is not an http or https URL"),
        ("https://m.shop.example/", ["shop"], #"its origin "https://m.shop.example" is not one of the app's web origins"#),
        ("https://m.shop.example/", [], #"its origin "https://m.shop.example" is not one of the app's web origins"#),
    ]

    @Test(arguments: cases)
    func theOneCheck(url: String, allowed: [LinkSource], expected: String) {
        switch WebDestination.check(url, allowed: allowed) {
        case .success(let page):
            #expect("ok \(page.origin)" == expected)
            #expect(page.url == url)
        case .failure(let refusal):
            #expect(refusal.description == expected)
        }
    }

    @Test func aRefusalQuotesALongOriginCut() {
        let host = String(repeating: "a", count: 5_000) + ".example"
        guard case .failure(let refusal) = WebDestination.check("https://\(host)/", allowed: Self.shop) else {
            Issue.record("a foreign origin passed")
            return
        }
        #expect(
            refusal.description == #"its origin ""# + "https://" + String(repeating: "a", count: 72)
                + #"…" (5016 characters) is not one of the app's web origins"#)
    }

    func router(accept: [LinkSource]? = ["shop", "https://m.shop.example"], unmatched: Log? = nil) throws -> Router<Page> {
        var builder = RouterBuilder<Page>(options: RouteTableOptions(accept: accept, webOrigins: Self.shop))
        try builder.route("shop://web") { .navigate(.push(.web(try $0.webDestination("url")))) }
        try builder.route("shop://goods/<int:id>", RouteOptions(name: "goods.detail")) {
            .navigate(.push(.goods(try $0.parameters.value("id", as: Int.self))))
        }
        builder.unmatched { request in
            unmatched?.append(request.url)
            if let page = request.webDestination { return .navigate(.push(.web(page))) }
            return .navigate(.push(.notFound(request.url)))
        }
        builder.navigator = RecordingNavigator()
        return try builder.build()
    }

    /// The rejection an open of `url` ended with.
    func rejection(opening url: String, on router: Router<Page>) async -> RejectionError? {
        do {
            try await router.open(url, from: .otherApp(bundleID: nil))
            Issue.record("\(url) opened")
        } catch {
            if case .rejected(let rejection) = error.reason { return rejection }
            Issue.record("\(url): not a rejection: \(error)")
        }
        return nil
    }

    /// The page the router's check makes of `url`.
    func page(_ url: String) throws -> WebDestination {
        try WebDestination.check(url, allowed: Self.shop).get()
    }

    @Test func aParameterOpensOnlyAPageOfTheWebOrigins() async throws {
        let router = try router()
        let opened = try await router.open("shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp%3Fa%3Db", from: .otherApp(bundleID: nil))
        #expect(opened.navigation == .push(.web(try page("https://m.shop.example/help?a=b"))))
        for (link, why) in [
            ("shop://web?url=https%3A%2F%2Fevil.example%2F", #"its origin "https://evil.example" is not one of the app's web origins"#),
            ("shop://web?url=javascript%3Aalert(1)", "it is not an http or https URL"),
            (
                "shop://web?url=https%3A%2F%2Fm.shop.example%40evil.example%2F",
                "its host is not plain (userinfo, a port, an escape or another script)"
            ),
        ] {
            let rejection = try #require(await rejection(opening: link, on: router))
            #expect(rejection.reason == .invalidParameters(["url"]))
            #expect(rejection.message == #"parameter "url" is not a page the app may show: "# + why)
        }
        let missing = try #require(await rejection(opening: "shop://web", on: router))
        #expect(missing.message == #"missing parameter "url""#)
    }

    @Test func aRefusedOriginReachesNoHandlerNotEvenTheUnmatchedOne() async throws {
        let log = Log()
        let router = try router(unmatched: log)
        for link in [
            "javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "https://evil.example/",
            "https://m.shop.example@evil.example/x",
        ] {
            do {
                try await router.open(link, from: .webPage(nil))
                Issue.record("\(link) opened")
            } catch {
                guard case .noRoute(.originNotAccepted) = error.reason else {
                    Issue.record("\(link): \(error)")
                    continue
                }
            }
        }
        #expect(log.all.isEmpty)
    }

    @Test func theUnmatchedHandlerGetsAPageOnlyForAWebOrigin() async throws {
        let log = Log()
        let router = try router(accept: nil, unmatched: log)
        let opened = try await router.open("https://m.shop.example/campaign", from: .universalLink)
        #expect(opened.navigation == .push(.web(try page("https://m.shop.example/campaign"))))
        // Without an `accept` list every origin reaches the unmatched handler, but none is a page to show.
        for link in ["https://evil.example/", "javascript:alert(1)", "http://m.shop.example/"] {
            #expect(try await router.open(link, from: .webPage(nil)).navigation == .push(.notFound(link)))
        }
        #expect(log.all == ["https://m.shop.example/campaign", "https://evil.example/", "javascript:alert(1)", "http://m.shop.example/"])
    }

    /// What opening `url` ends in: the screen pushed, or the reason it failed.
    func ending(_ url: String, on router: Router<Page>) async -> String {
        do {
            return try await router.open(url, from: .push).navigation.map { "\($0)" } ?? "no navigation"
        } catch {
            return "\(error.reason)"
        }
    }

    @Test func aDegradeOrRewriteToAForeignPageShowsNoPage() async throws {
        let targets = [
            ("http://evil.example/item/{id}", "http://evil.example"), ("javascript:alert({id})", "javascript:"),
            ("data:text/html,{id}", "data:"), ("https://evil.example/{id}", "https://evil.example"),
        ]
        for (target, origin) in targets {
            let rendered = target.replacingOccurrences(of: "{id}", with: "7")
            for accept: [LinkSource]? in [["shop", "https://m.shop.example"], nil] {
                let router = try router(accept: accept)
                var changes = RoutingChanges<Page>(label: "signed document")
                changes.degrades = [Degrade(route: .name("goods.detail"), to: target)]
                try router.apply(changes)
                // Refused as a foreign origin, or, when the table accepts every origin, a "not found" page.
                let expected =
                    accept == nil
                    ? "\(Navigation<Page>.push(.notFound(rendered)))" : "\(RoutingError.Reason.noRoute(.originNotAccepted(origin)))"
                #expect(await ending("shop://goods/7", on: router) == expected, "\(target), accept \(String(describing: accept))")
            }
        }
        var builder = RouterBuilder<Page>(options: RouteTableOptions(webOrigins: Self.shop))
        builder.rewrites = try RewriteRules([RewriteRule(from: "shop://old/:id", to: "https://evil.example/{id}")])
        builder.unmatched { .navigate(.push($0.webDestination.map(Page.web) ?? .notFound($0.url))) }
        builder.navigator = RecordingNavigator()
        #expect(
            await ending("shop://old/7", on: try builder.build())
                == String(describing: Navigation<Page>.push(.notFound("https://evil.example/7"))))
        let router = try router()
        var changes = RoutingChanges<Page>(label: "signed document")
        changes.degrades = [Degrade(route: .name("goods.detail"), to: "https://m.shop.example/item/{id}")]
        try router.apply(changes)
        let outcome = try await router.open("shop://goods/7", from: .push)
        #expect(outcome.navigation == .push(.web(try page("https://m.shop.example/item/7"))))
    }

    @Test func aTableWithAWebOriginThatIsNoneDoesNotBuild() throws {
        for (origin, message) in [
            ("shop", #"web origin "shop" is not an http or https scheme with a host, such as "https://m.shop.example""#),
            ("https", #"web origin "https" is not an http or https scheme with a host, such as "https://m.shop.example""#),
            (
                "https//m.shop.example",
                #"link source "https//m.shop.example" in the table's web origins does not parse: expected "://" after the scheme of a link source"#
            ),
        ] {
            let builder = RouterBuilder<Page>(options: RouteTableOptions(webOrigins: [LinkSource(stringLiteral: origin)]))
            #expect(throws: RouteTableError.self) { try builder.build() }
            do {
                _ = try builder.build()
            } catch {
                #expect(error.diagnostics.map(\.message) == [message])
            }
        }
    }

    @Test func aSavedPageDecodesOnlyAsAWebURL() throws {
        let saved = try page("https://m.shop.example/x")
        let data = try JSONEncoder().encode([saved])
        #expect(String(decoding: data, as: UTF8.self) == #"["https:\/\/m.shop.example\/x"]"#)
        #expect(try JSONDecoder().decode([WebDestination].self, from: data) == [saved])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([WebDestination].self, from: Data(#"["javascript:alert(1)"]"#.utf8))
        }
    }
}
