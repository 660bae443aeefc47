import Testing
import Switchyard

@Suite("Router: typed routes")
struct TypedRouterTests {
    struct GoodsRoute: TypedRoute, Equatable {
        static let pattern = "shop://goods/<int:id>(/reviews)"
        enum Tab: String, Codable, Sendable { case detail, reviews }
        var id: Int
        var tab: Tab?
        var ref: String?
    }

    @Test func decodesPrintsAndRoundTrips() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route(GoodsRoute.self) { goods, _ in .value(goods) }
        let router = try builder.build()
        let value = GoodsRoute(id: 7, tab: .reviews, ref: "a b/c")
        let url = try router.url(for: value)
        #expect(url == "shop://goods/7/reviews?ref=a%20b%2Fc&tab=reviews")
        #expect(try await router.open(url, expecting: GoodsRoute.self) == value)
        #expect(try await router.open("shop://goods/8", expecting: GoodsRoute.self) == GoodsRoute(id: 8, tab: nil, ref: nil))
        do {
            try await router.open("shop://goods/8?tab=photos")
            Issue.record("opened")
        } catch {
            #expect(
                error.description
                    == "shop://goods/8?tab=photos: rejected by the route: parameter \"tab\" is \"photos\", which is not a valid Tab")
            guard case .rejected(let rejection) = error.reason, case .invalidParameters(let names) = rejection.reason else {
                Issue.record("wrong reason \(error)")
                return
            }
            #expect(names == ["tab"])
        }
    }
}

@Suite("Action calls and router sources")
struct ActionSourceTests {
    @Test func anyRouteSourceButInAppIsOutside() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.module("cart") { $0.register(target: "cart", action: "clear", visibility: .internal) { _ in "cleared" } }
        let router = try builder.build()
        #expect(try await router.perform(url: "app://cart/clear", from: .inApp).value(as: String.self) == "cleared")
        for source in [RouteSource.push, .universalLink, .otherApp(bundleID: nil), .webPage(nil)] {
            await #expect(throws: ComponentError.self) { try await router.perform(url: "app://cart/clear", from: source) }
        }
    }
}
