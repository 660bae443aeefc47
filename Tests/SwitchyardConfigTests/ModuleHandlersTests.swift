import Foundation
import Testing
import Switchyard
@testable import SwitchyardConfig

@Suite("Route-table handlers declared by modules")
struct ModuleHandlersTests {
    typealias Screen = RouterFromFileTests.Screen

    /// Declares the goods handlers of Examples/shop.json.
    struct GoodsModule: AppModule {
        let name = "goods"
        func declare(_ module: inout ModuleDeclaration<Screen>) {
            for handler in ["goods.detail", "goods.reviews", "goods.new"] {
                module.register(handler) { _ in .value("\(handler) from the goods module") }
            }
        }
    }

    @Test func aTableRouteNamingAModulesHandlerBelongsToThatModule() async throws {
        let path = RouterFromFileTests.examples.appendingPathComponent("shop.json").path
        let host = try ModuleHost(modules: [GoodsModule()]) { handlers in
            var factories = HandlerFactories(handlers)
            let app = RouterFromFileTests.factories()
            for name in app.names where handlers.handler(named: name) == nil { factories.factories[name] = app.factories[name] }
            return try RouterBuilder<Screen>(file: RouteTableFile.load(contentsOf: path), factories: factories)
        }
        let router = host.router
        #expect(try await router.open("shop://goods/7", expecting: String.self) == "goods.detail from the goods module")
        let before = router.routes.count
        await (try host.unload("goods")).value
        #expect(router.routes.count == before - 3)
        #expect(!router.routes.contains { $0.pattern.hasPrefix("/goods") })
        #expect(try await router.open("shop://search", expecting: String.self) == "search []")  // the app's own stay
        await #expect(throws: RoutingError.self) { try await router.open("shop://goods/7") }
    }

    @Test func registeringAHandlerAgainTakesItFromTheModule() throws {
        var factories = HandlerFactories<Screen>()
        _ = try ModuleHost(modules: [GoodsModule()]) { handlers in
            factories = HandlerFactories(handlers)
            return RouterBuilder<Screen>()
        }
        #expect(factories.modules["goods.detail"] == "goods")
        factories.register("goods.detail") { _ in .handled }
        #expect(factories.modules["goods.detail"] == nil)
        #expect(factories.names == ["goods.detail", "goods.new", "goods.reviews"])
    }
}
