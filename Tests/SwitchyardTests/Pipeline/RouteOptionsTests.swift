import Testing
import Switchyard

@Suite("RouteOptions: one value for how a route is registered")
struct RouteOptionsTests {
    struct Greeter: RouteHandler {
        func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> { .value("object") }
    }

    /// A handler without state (what a static handler type was).
    struct StaticGreeter: RouteHandler {
        func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> { .value("type") }
    }

    struct GoodsRoute: TypedRoute {
        static let pattern = "/goods/<int:id>"
        var id: Int
    }

    @Test func everyOptionReachesTheRoute() async throws {
        var builder = RouterBuilder<Screen>()
        let options = RouteOptions(
            scheme: "shop", priority: 3, name: "goods", tags: ["shop"], visibility: .internal, accept: ["shop"], module: "goods")
        try builder.route("/goods/:id", options) { _ in .handled }
        let info = try #require(try builder.build().routes.first)
        #expect(info.pattern == "/goods/:id")
        #expect(info.namespace == "shop")
        #expect(info.priority == 3)
        #expect(info.name == "goods")
        #expect(info.tags == ["shop"])
        #expect(info.visibility == .internal)
        #expect(builder.removeModule("goods") == 1)
    }

    /// A namespace is a URL scheme (issue #64's residual), refused with a route-table file's text otherwise.
    @Test func aSchemeThatIsNoURLSchemeIsRefused() throws {
        let rule = "(an ASCII letter, then ASCII letters, digits, '+', '-' or '.')"
        var builder = RouterBuilder<Screen>()
        let error = try #require(throws: PatternError.self) {
            try builder.route("/goods/:id", RouteOptions(scheme: "</script>")) { _ in .handled }
        }
        #expect(error.message == "scheme must be a URL scheme \(rule), found \"</script>\"")
        builder.namespace("shop app", fallbackToGlobal: true)
        let table = try #require(throws: RouteTableError.self) { try builder.build() }
        #expect(table.diagnostics.map(\.message) == ["namespace name must be a URL scheme \(rule), found \"shop app\""])
    }

    @Test func aRoutesAcceptListNarrowsTheOrigins() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/goods/:id", RouteOptions(accept: ["shop"])) { _ in .value("goods") }
        let router = try builder.build()
        #expect(try await router.open("shop://goods/1", expecting: String.self) == "goods")
        await #expect(throws: RoutingError.self) { try await router.open("evil://goods/1") }
    }

    @Test func thePlainRouteHasTheDefaultOptions() throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/about") { _ in .handled }
        let info = try #require(try builder.build().routes.first)
        #expect(info.namespace == nil && info.priority == 0 && info.name == nil && info.tags.isEmpty)
        #expect(info.visibility == .public)
        #expect(RouteOptions() == RouteOptions(scheme: nil, priority: 0, name: nil, tags: [], visibility: .public))
    }

    @Test func everyKindOfHandlerTakesTheOptions() async throws {
        var builder = RouterBuilder<Screen>()
        let shared = RouteOptions(tags: ["greeting"])
        try builder.route("/object", shared.named("object"), handler: Greeter())
        try builder.route("/type", shared.named("type"), handler: StaticGreeter())
        try builder.route("/wrapped", shared.named("wrapped"), handler: AnyRouteHandler<Screen> { _ in .value("wrapped") })
        let router = try builder.build()
        #expect(router.routes.map(\.name) == ["object", "type", "wrapped"])
        #expect(router.routes.allSatisfy { $0.tags == ["greeting"] })
        #expect(try await router.open("/object", expecting: String.self) == "object")
        #expect(try await router.open("/type", expecting: String.self) == "type")
        #expect(try await router.open("/wrapped", expecting: String.self) == "wrapped")
    }

    @Test func namedChangesOnlyTheName() {
        let shop = RouteOptions(scheme: "shop", priority: 2, tags: ["shop"])
        let goods = shop.named("goods")
        #expect(goods.name == "goods")
        #expect(goods.scheme == "shop" && goods.priority == 2 && goods.tags == ["shop"])
        #expect(shop.name == nil)
    }

    @Test func aRoutesOwnMiddlewareRunsBesideTheOptions() async throws {
        var builder = RouterBuilder<Screen>()
        let stamp = AnyMiddleware<Screen>(name: "stamp") { request, next in
            guard case .value(let text as String) = try await next(request) else { return .handled }
            return .value(text + " stamped")
        }
        try builder.route("/x", RouteOptions(name: "x"), middleware: [stamp]) { _ in .value("x") }
        #expect(try await builder.build().open("/x", expecting: String.self) == "x stamped")
    }

    @Test func aTypedRouteIsNamedAfterItsTypeUnlessTheOptionsNameIt() throws {
        var builder = RouterBuilder<Screen>()
        try builder.route(GoodsRoute.self, RouteOptions(scheme: "shop", tags: ["shop"])) { _, _ in .handled }
        try builder.route(GoodsRoute.self, RouteOptions(name: "goods.global")) { _, _ in .handled }
        let routes = try builder.build().routes
        #expect(routes.map(\.name) == ["GoodsRoute", "goods.global"])
        #expect(routes.map(\.namespace) == ["shop", nil])
        #expect(routes[0].tags == ["shop"])
    }

    @Test func aModulesRouteTakesTheOptionsAndBelongsToTheModule() throws {
        let module = TestModule(name: "sale") { module in
            module.route("/sale/:id", RouteOptions(priority: 1, name: "sale", tags: ["promo"], module: "elsewhere")) { _ in .handled }
        }
        let host = try ModuleHost(modules: [module], builder: RouterBuilder<Screen>())
        let info = try #require(host.router.routes.first)
        #expect(info.name == "sale" && info.priority == 1 && info.tags == ["promo"])
        _ = try host.unload("sale")
        #expect(host.router.routes.isEmpty)
    }
}
