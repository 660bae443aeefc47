import Switchyard
import SwitchyardTesting
import Testing

/// What `print` shows of the values an app meets in a normal open: a request, a response, an outcome, a
/// dry run's plan, the unmatched handler's request. One readable line each, not the storage behind them.
@Suite("Printed values: requests, responses, outcomes and plans read as sentences")
struct PrintedValuesTests {
    enum Draft: RouteValueKey { typealias Value = String }

    static func router(printing requests: Log? = nil) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        builder.navigator = RecordingNavigator<Screen>()  // the goods route and the unmatched handler navigate
        builder.rewrites = try RewriteRules([RewriteRule(from: "https://m.shop.example/product/:id.html", to: "shop://goods/{id}")])
        builder.use(AnyMiddleware(name: "logging") { request, next in try await next(request) })
        try builder.route("shop://goods/<int:id>", RouteOptions(name: "goods", tags: ["shop"])) { request in
            requests?.append("\(request)")
            return .navigate(.push(.goods(request.parameters["id"] ?? "")))
        }
        try builder.route("shop://goods/:slug", RouteOptions(priority: -1, visibility: .internal)) { _ in .handled }
        try builder.route("shop://old-cart") { _ in .redirect("shop://cart") }
        try builder.route("shop://cart") { _ in .value(Address(street: "Main St")) }
        builder.unmatched { unmatched in
            requests?.append("\(unmatched)")
            return .navigate(.push(.notFound(unmatched.url)))
        }
        return try builder.build()
    }

    @Test func aRequestSaysItsURLSourceRouteAndParameters() async throws {
        let requests = Log()
        let router = try Self.router(printing: requests)
        var values = RouteValues()
        values[Draft.self] = "hello"
        try await router.open("shop://goods/7?tab=a&tab=b", from: .push, values: values)
        try await router.open("https://m.shop.example/product/8.html", from: .universalLink)
        #expect(
            requests.all == [
                #"shop://goods/7?tab=a&tab=b from push notification → "shop://goods/<int:id>" (shop; name: goods; tags: shop) [id: 7, tab: [a, b]] with 1 typed value"#,
                #"shop://goods/8 (opened as https://m.shop.example/product/8.html) from universal link → "shop://goods/<int:id>" (shop; name: goods; tags: shop) [id: 8]"#,
            ])
    }

    @Test func anOutcomeSaysWhereTheOpenWentAndWhatItDid() async throws {
        let router = try Self.router()
        #expect(
            "\(try await router.open("shop://goods/7"))"
                == #"shop://goods/7 → "shop://goods/<int:id>" (shop; name: goods; tags: shop) [id: 7] → navigate: push goods("7")"#)
        #expect(
            "\(try await router.open("shop://old-cart"))"
                == #"shop://old-cart → redirected to shop://cart → "shop://cart" (shop) [:] → value: Address(street: "Main St")"#)
        #expect(
            "\(try await router.open("https://m.shop.example/product/9.html?from=ad"))"
                == #"https://m.shop.example/product/9.html?from=ad → rewritten to shop://goods/9?from=ad → "shop://goods/<int:id>" (shop; name: goods; tags: shop) [from: ad, id: 9] → navigate: push goods("9")"#
        )
        #expect(
            "\(try await router.open("shop://nowhere"))" == #"shop://nowhere → (unmatched) [:] → navigate: push notFound("shop://nowhere")"#
        )
    }

    @Test func everyResponseReadsAsWhatTheHandlerAnswered() {
        let responses: [RouteResponse<Screen>] = [
            .navigate(.push(.cart)), .value(42), .handled, .declined, .redirect("shop://cart"),
        ]
        #expect(responses.map(\.description) == ["navigate: push cart", "value: 42", "handled", "declined", "redirect to shop://cart"])
    }

    @Test func aPlanSaysTheRouteTheMiddlewareAndTheFallbacks() throws {
        let router = try Self.router()
        let plan = try router.canOpen("https://m.shop.example/product/7.html", from: .inApp).get()
        #expect(
            plan.description
                == #"https://m.shop.example/product/7.html → rewritten to shop://goods/7 → "shop://goods/<int:id>" (shop; name: goods; tags: shop) [id: 7]; middleware: logging; then "shop://goods/:slug" (shop; priority: -1; internal)"#
        )
        let cart = try router.canOpen("shop://cart").get()
        #expect(cart.description == #"shop://cart → "shop://cart" (shop) [:]; middleware: logging; no fallbacks"#)
    }

    @Test func theUnmatchedHandlersRequestSaysWhyNothingHandledIt() async throws {
        let requests = Log()
        try await Self.router(printing: requests).open("shop://nowhere", from: .push)
        #expect(requests.all == ["shop://nowhere from push notification: shop://nowhere: no route matches /nowhere in namespace shop"])
    }
}
