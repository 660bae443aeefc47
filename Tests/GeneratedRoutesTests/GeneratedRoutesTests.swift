import Foundation
import Switchyard
import SwitchyardConfig
import Testing

/// `ShopRoutes.swift` and `DemoRoutes.swift` are `switchyard gen swift`'s output for the Shop demo's table and
/// `Examples/shop.json` (SwitchyardToolTests checks they are current). Here they compile against the library,
/// and each type's URL goes to its own route in the table and decodes back to the value it came from.
@Suite("Generated routes")
struct GeneratedRoutesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    enum Screen: Hashable, Sendable { case any }

    static func load(_ path: String) throws -> RouteTableFile {
        try RouteTableFile.load(contentsOf: root.appendingPathComponent(path).path)
    }

    /// A router for the table, every handler bound to one that does nothing.
    static func router(_ file: RouteTableFile, handlers: [String]) throws -> Router<Screen> {
        var factories = NamedHandlers<Screen>()
        for name in handlers { factories.register(name) { _ in .handled } }
        return try RouterBuilder<Screen>(file: file, handlers: factories).build()
    }

    /// Prints `route`'s URL, checks that the router prints the same, that the table sends it to the route with the
    /// type's pattern and handler, and that its parameters decode to `route`; returns the URL.
    @discardableResult
    static func roundTrip<Route: TypedRoute & Hashable>(
        _ route: Route, handler: String, url: String, in file: RouteTableFile, router: Router<Screen>, scheme: String? = nil
    ) throws -> String {
        let namespace = file.table.routes.first { $0.pattern.text == Route.pattern }?.scheme
        #expect(try router.url(for: route, scheme: scheme ?? namespace) == url, "\(url)")
        let match = try #require(file.table.match(url), "\(url) matches no route")
        #expect(match.route.pattern.text == Route.pattern, "\(url)")
        #expect(match.route.value.handler == handler, "\(url)")
        #expect(try match.parameters.decode(Route.self) == route, "\(url)")
        return url
    }

    @Test func shopTypesBuildURLsTheTableSendsBack() throws {
        let file = try Self.load("Examples/Shop/shop.routes.json")
        let router = try Self.router(file, handlers: RouteHandlers.all)
        let urls = [
            try Self.roundTrip(GoodsListRoute(), handler: GoodsListRoute.handler, url: GoodsListRoute().url(), in: file, router: router),
            try Self.roundTrip(
                GoodsDetailRoute(id: 7), handler: GoodsDetailRoute.handler, url: GoodsDetailRoute(id: 7).url(), in: file, router: router),
            try Self.roundTrip(
                GoodsReviewsRoute(id: -3), handler: GoodsReviewsRoute.handler, url: GoodsReviewsRoute(id: -3).url(), in: file,
                router: router),
            try Self.roundTrip(
                UserProfileRoute(uid: "ab12"), handler: UserProfileRoute.handler, url: UserProfileRoute(uid: "ab12").url(), in: file,
                router: router),
            try Self.roundTrip(CartRoute(), handler: CartRoute.handler, url: CartRoute().url(), in: file, router: router),
            try Self.roundTrip(
                AddressPickRoute(), handler: AddressPickRoute.handler, url: AddressPickRoute().url(), in: file, router: router),
            try Self.roundTrip(WebPageRoute(), handler: WebPageRoute.handler, url: WebPageRoute().url(), in: file, router: router),
        ]
        #expect(
            urls == [
                "shop://goods", "shop://goods/7", "shop://goods/-3/reviews", "shop://user/ab12", "shop://cart", "shop://address/pick",
                "shop://web",
            ])
        #expect(RouteHandlers.all == file.table.routes.compactMap(\.value.handler))
    }

    @Test func aValueTheRouteRefusesIsAnErrorNamingTheParameter() {
        #expect(throws: URLGenerationError.self) { try UserProfileRoute(uid: "Not Lower Case").url() }
        do {
            _ = try UserProfileRoute(uid: "x").url()
            Issue.record("a one-letter uid was printed")
        } catch {
            #expect("\(error)" == #"parameter "uid" is "x", which does not fit :uid([a-z0-9]{2,16}) in "shop://user/:uid([a-z0-9]{2,16})""#)
        }
    }

    @Test func demoTypesCoverOptionalGroupsUUIDsWildcardsAndNamespaces() throws {
        let file = try Self.load("Examples/shop.json")
        let router = try Self.router(file, handlers: DemoRouteHandlers.all)
        let order = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        func check<Route: TypedRoute & Hashable>(_ route: Route, _ handler: String, _ url: String, scheme: String? = nil) throws -> String {
            try Self.roundTrip(route, handler: handler, url: url, in: file, router: router, scheme: scheme)
        }
        let urls = [
            try check(DemoGoodsReviewsRoute(id: 7), DemoGoodsReviewsRoute.handler, DemoGoodsReviewsRoute(id: 7).url()),
            try check(DemoGoodsReviewsRoute(id: 7, page: 2), DemoGoodsReviewsRoute.handler, DemoGoodsReviewsRoute(id: 7, page: 2).url()),
            try check(DemoUserProfileRoute(uid: "12345"), DemoUserProfileRoute.handler, DemoUserProfileRoute(uid: "12345").url()),
            try check(DemoOrderDetailRoute(orderID: order), DemoOrderDetailRoute.handler, DemoOrderDetailRoute(orderID: order).url()),
            try check(DemoShopHomeRoute(shopID: 12), DemoShopHomeRoute.handler, DemoShopHomeRoute(shopID: 12).url()),
            try check(
                DemoWebContainerRoute(rest: ["a", "b c"]), DemoWebContainerRoute.handler, DemoWebContainerRoute(rest: ["a", "b c"]).url()),
            try check(DemoCartRoute(tab: "gifts"), DemoCartRoute.handler, DemoCartRoute(tab: "gifts").url()),
            try check(DemoCartRoute(), DemoCartRoute.handler, DemoCartRoute().url()),
            try check(
                DemoHelpArticleRoute(topic: ["faq", "returns"]), DemoHelpArticleRoute.handler,
                DemoHelpArticleRoute(topic: ["faq", "returns"]).url()),
            try check(DemoSettingsRoute(), DemoSettingsRoute.handler, DemoSettingsRoute().url(scheme: "shop"), scheme: "shop"),
        ]
        #expect(
            urls == [
                "shop://goods/7/reviews", "shop://goods/7/reviews/2", "shop://user/12345",
                "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF", "shop://shop/shop-12", "shop://web/a/b%20c",
                "https://m.shop.example/app#/cart/gifts", "https://m.shop.example/app#/cart", "/help/faq/returns", "shop://settings",
            ])
        // A path wildcard needs a segment: an empty topic is refused, as the pattern would not match.
        #expect(throws: URLGenerationError.self) { try DemoHelpArticleRoute(topic: []).url() }
        // `/goods/:id` takes any text, but "new" goes to the internal `/goods/new`: the type prints the URL, the
        // table decides.
        #expect(try file.table.match(DemoGoodsRoute(id: "new").url())?.route.value.handler == DemoGoodsNewRoute.handler)
    }
}

extension GeneratedRoutesTests {
    /// A wildcard's elements are its segments: a `/` inside an element prints as `%2F` and reads back as one
    /// element, from a table built at run time as from the generated type.
    @Test func aWildcardElementWithASlashRoundTrips() throws {
        let file = try Self.load("Examples/shop.json")
        let router = try Self.router(file, handlers: DemoRouteHandlers.all)
        let route = DemoWebContainerRoute(rest: ["a/b", "c,d"])
        let url = try Self.roundTrip(route, handler: DemoWebContainerRoute.handler, url: route.url(), in: file, router: router)
        #expect(url == "shop://web/a%2Fb/c%2Cd")
        let decoded = try file.table.match("shop://web/x%2Fy/z")?.parameters.decode(DemoWebContainerRoute.self)
        #expect(decoded == DemoWebContainerRoute(rest: ["x/y", "z"]))
    }
}

/// The fixture of awkward names: a keyword as a capture and handler, a float in an optional group.
@Suite("Generated routes: names")
struct GeneratedNamesTests {
    @Test func keywordsAndOptionalGroupsRoundTrip() throws {
        let file = try GeneratedRoutesTests.load("Examples/Tools/gen-swift.json")
        let route = AppDefaultRoute(default: "a b", by: 1.5)
        let url = try route.url()
        #expect(url == "/in/a%20b/x/1.5")
        let match = try #require(file.table.match(url))
        #expect(match.route.value.handler == AppRouteHandlers.default)
        #expect(try match.parameters.decode(AppDefaultRoute.self) == route)
        #expect(try AppSayHiRoute(rest: []).url() == "/docs")
        #expect(try AppItemShowRoute2(id: 3).url() == "app://item/3/edit")
        // Captures named like the generated members get `Value` after them, and keep their parameter names.
        let all = AppAllRoute(urlValue: "u", patternValue: "p", selfValue: ["s", "t"])
        #expect(try all.url() == "/a/u/p/s/t")
        #expect(try file.table.match(all.url())?.parameters.decode(AppAllRoute.self) == all)
        let cd = AppCDRoute(decoder: "d", Type: "t", container: ["c"])
        #expect(try file.table.match(cd.url())?.parameters.decode(AppCDRoute.self) == cd)
        #expect(AppRouteHandlers.all == ["item.show", "default", "say \"hi\"", "all", "c.d"])
    }
}

extension GeneratedRoutesTests {
    /// `LinkRoutes.swift`, from `Examples/Tools/query.json`: routes told apart by their query items. Each
    /// type's URL meets its conditions (a value pattern filled from its properties, an item that must be
    /// present from its property, one that must be absent left out) and goes back to its own route.
    @Test func typesWithQueryConditionsBuildURLsTheTableSendsBack() throws {
        let file = try Self.load("Examples/Tools/query.json")
        let router = try Self.router(file, handlers: LinkRouteHandlers.all)
        let settings = LinkSettingsRoute(page: ["privacy", "clear-data"])
        let panel = LinkHomePanelRoute(panel: "bookmarks")
        let open = LinkOpenURLRoute(urlValue: "https://a.example/?q=1")
        let preview = LinkProjectPreviewRoute(creator: "ann", slug: "cool-thing", token: "t1")
        let urls = [
            try Self.roundTrip(settings, handler: LinkSettingsRoute.handler, url: settings.url(), in: file, router: router),
            try Self.roundTrip(panel, handler: LinkHomePanelRoute.handler, url: panel.url(), in: file, router: router),
            try Self.roundTrip(open, handler: LinkOpenURLRoute.handler, url: open.url(), in: file, router: router),
            try Self.roundTrip(preview, handler: LinkProjectPreviewRoute.handler, url: preview.url(), in: file, router: router),
        ]
        #expect(
            urls == [
                "firefox://deep-link?url=%2Fsettings%2Fprivacy%2Fclear-data",
                "firefox://deep-link?url=%2Fhomepanel%2Fbookmarks",
                "firefox://open-url?url=https%3A%2F%2Fa.example%2F%3Fq%3D1",
                "/projects/ann/cool-thing?token=t1",
            ])
        // An exact value is printed as it is; a value that does not fit its placeholder is refused.
        #expect(try LinkOpenPrivateRoute(urlValue: "x").url() == "firefox://open-url?private=true&url=x")
        #expect(throws: URLGenerationError.self) { try LinkHomePanelRoute(panel: "a/b").url() }
    }
}
