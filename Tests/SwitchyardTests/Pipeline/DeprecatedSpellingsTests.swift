import Testing
@testable import Switchyard

/// The spellings ADR 0028 replaced, each called once. The calls sit in deprecated witnesses of a protocol
/// whose requirements are not deprecated: the tests reach them without a deprecation warning in the build
/// (Swift Testing refuses a deprecated `@Test`).
protocol LegacyRouterSpellings: Sendable {
    static func rejection() -> RejectionError
    static func setNamespace(_ builder: inout RouterBuilder<Screen>)
    static func closureRoute(_ builder: inout RouterBuilder<Screen>) throws
    static func objectRoute(_ builder: inout RouterBuilder<Screen>) throws
    static func typeRoute(_ builder: inout RouterBuilder<Screen>) throws
    static func wrappedRoute(_ builder: inout RouterBuilder<Screen>) throws
    static func typedRoute(_ builder: inout RouterBuilder<Screen>) throws
    static func moduleRoute(_ module: inout ModuleDeclaration<Screen>)
    static func moduleHandlers(_ module: inout ModuleDeclaration<Screen>)
    static func moduleComponents(_ module: inout ModuleDeclaration<Screen>)
}

enum LegacyRouterCalls: LegacyRouterSpellings {
    struct Greeter: RouteHandler {
        func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> { .value("object") }
    }

    enum StaticGreeter: StaticRouteHandler {
        static func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> { .value("type") }
    }

    struct GoodsRoute: TypedRoute {
        static let pattern = "/goods/<int:id>"
        var id: Int
    }

    enum Add: MediatorAction {
        struct Input: Codable, Sendable { var id: String }
        typealias Output = Int
        static let target = "cart"
        static let action = "addTyped"
        static let exposure = ActionExposure.internal
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func rejection() -> RejectionError { RouteRejection(.forbidden, message: "no") }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func setNamespace(_ builder: inout RouterBuilder<Screen>) {
        builder.setNamespace("shop", NamespaceOptions(fallbackToGlobal: true))
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func closureRoute(_ builder: inout RouterBuilder<Screen>) throws {
        try builder.route("/a", scheme: "shop", priority: 2, name: "a", tags: ["t"], visibility: .internal, module: "m") { _ in .handled }
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func objectRoute(_ builder: inout RouterBuilder<Screen>) throws {
        try builder.route("/object", name: "object", handler: Greeter())
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func typeRoute(_ builder: inout RouterBuilder<Screen>) throws {
        try builder.route("/type", name: "type", handlerType: StaticGreeter.self)
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func wrappedRoute(_ builder: inout RouterBuilder<Screen>) throws {
        try builder.route("/wrapped", tags: ["w"], handler: AnyRouteHandler<Screen> { _ in .value("wrapped") })
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func typedRoute(_ builder: inout RouterBuilder<Screen>) throws {
        try builder.route(GoodsRoute.self, scheme: "shop", priority: 1) { _, _ in .handled }
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func moduleRoute(_ module: inout ModuleDeclaration<Screen>) {
        module.route("/sale", name: "sale", tags: ["promo"]) { _ in .handled }
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func moduleHandlers(_ module: inout ModuleDeclaration<Screen>) {
        module.handler("goods.detail") { _ in .handled }
        module.handlers(ScreenRoute<Screen>("/goods", name: "goods.list", screen: { _ in .cart }))
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func moduleComponents(_ module: inout ModuleDeclaration<Screen>) {
        module.action(target: "cart", action: "add") { call in call.parameters["id"]?.first ?? "" }
        module.action(Add.self, decode: { try RouteParameterDecoder().decode(Add.Input.self, from: $0) }) { input, _ in input.id.count }
        module.service(Int.self, name: "cart.limit") { 10 }
        module.service(named: "cart.note") { "note" }
    }
}

@Suite("Deprecated spellings forward to their replacements (ADR 0028)")
struct DeprecatedSpellingsTests {
    let legacy: any LegacyRouterSpellings.Type = LegacyRouterCalls.self

    @Test func routeRejectionIsRejectionError() {
        #expect(legacy.rejection().reason == .forbidden)
    }

    @Test func setNamespaceSetsTheNamespace() async throws {
        var builder = RouterBuilder<Screen>()
        legacy.setNamespace(&builder)
        try builder.route("/about") { _ in .value("about") }
        try builder.route("shop://cart") { _ in .handled }
        #expect(try await builder.build().open("shop://about", expecting: String.self) == "about")
    }

    @Test func theClosureRouteWithLabelsForwards() throws {
        var builder = RouterBuilder<Screen>()
        try legacy.closureRoute(&builder)
        let info = try #require(try builder.build().routes.first)
        #expect(info.namespace == "shop" && info.priority == 2 && info.name == "a" && info.tags == ["t"])
        #expect(info.visibility == .internal)
        #expect(builder.removeModule("m") == 1)
    }

    @Test func theHandlerObjectRouteWithLabelsForwards() async throws {
        var builder = RouterBuilder<Screen>()
        try legacy.objectRoute(&builder)
        let router = try builder.build()
        #expect(router.routes.map(\.name) == ["object"])
        #expect(try await router.open("/object", expecting: String.self) == "object")
    }

    @Test func theHandlerTypeRouteWithLabelsForwards() async throws {
        var builder = RouterBuilder<Screen>()
        try legacy.typeRoute(&builder)
        let router = try builder.build()
        #expect(router.routes.map(\.name) == ["type"])
        #expect(try await router.open("/type", expecting: String.self) == "type")
    }

    @Test func theWrappedHandlerRouteWithLabelsForwards() async throws {
        var builder = RouterBuilder<Screen>()
        try legacy.wrappedRoute(&builder)
        let router = try builder.build()
        #expect(router.routes.map(\.tags) == [["w"]])
        #expect(try await router.open("/wrapped", expecting: String.self) == "wrapped")
    }

    @Test func theTypedRouteWithLabelsForwards() throws {
        var builder = RouterBuilder<Screen>()
        try legacy.typedRoute(&builder)
        let info = try #require(try builder.build().routes.first)
        #expect(info.name == "GoodsRoute" && info.namespace == "shop" && info.priority == 1)
    }

    @Test func theModulesRouteWithLabelsForwards() throws {
        let legacy = legacy
        let module = TestModule(name: "sale") { legacy.moduleRoute(&$0) }
        let info = try #require(try ModuleHost(modules: [module], builder: RouterBuilder<Screen>()).router.routes.first)
        #expect(info.name == "sale" && info.tags == ["promo"])
    }

    @Test func theModulesHandlerAndHandlersForward() throws {
        let legacy = legacy
        let module = TestModule(name: "goods") { legacy.moduleHandlers(&$0) }
        var names: [String] = []
        _ = try ModuleHost(modules: [module]) { handlers in
            names = handlers.names
            return RouterBuilder<Screen>()
        }
        #expect(names == ["goods.detail", "goods.list"])
    }

    @Test func theModulesActionsAndServicesForward() async throws {
        let legacy = legacy
        let module = TestModule(name: "cart") { legacy.moduleComponents(&$0) }
        let router = try ModuleHost(modules: [module], builder: RouterBuilder<Screen>()).router
        #expect(try await router.perform(target: "cart", action: "add", parameters: ["id": .string("7")]).value(as: String.self) == "7")
        #expect(try await router.perform(LegacyRouterCalls.Add.self, LegacyRouterCalls.Add.Input(id: "abc")) == 3)
        #expect(try await router.service(Int.self) == 10)
        #expect(try await router.service(named: "cart.note", as: String.self) == "note")
    }
}
