import Foundation
import Testing
import Switchyard
import SwitchyardConfig

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
            var handlers = handlers
            let app = RouterFromFileTests.factories()
            for name in app.names where handlers.handler(named: name) == nil {
                if let handler = app.handler(named: name) { handlers.register(name, handler, module: nil) }
            }
            return try RouterBuilder<Screen>(file: RouteTableFile.load(contentsOf: path), handlers: handlers)
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
        var factories = NamedHandlers<Screen>()
        _ = try ModuleHost(modules: [GoodsModule()]) { handlers in
            factories = handlers
            return RouterBuilder<Screen>()
        }
        #expect(factories.module(of: "goods.detail") == "goods")
        factories.register("goods.detail") { _ in .handled }
        #expect(factories.module(of: "goods.detail") == nil)
        #expect(factories.names == ["goods.detail", "goods.new", "goods.reviews"])
    }

    /// A route of the table that names a handler no module (and not the app) registers: the host does not start,
    /// and the error names the route's place and the handlers there are (module.handler-not-registered).
    @Test func aTableNamingAHandlerNoModuleRegistersIsAnErrorAtStart() throws {
        let table = """
            {"routes": [
              {"pattern": "shop://goods/:id", "handler": "goods.detail"},
              {"pattern": "shop://cart", "handler": "cart"}
            ]}
            """
        let file = try RouterFromFileTableTests.file(table)
        let error = #expect(throws: RouteTableError.self) {
            try ModuleHost(modules: [GoodsModule()]) { handlers in try RouterBuilder<Screen>(file: file, handlers: handlers) }
        }
        #expect(
            error?.description
                == "t.json:3:3: error: no handler named \"cart\"; known: goods.detail, goods.new, goods.reviews")
        let none = #expect(throws: RouteTableError.self) {
            try ModuleHost(modules: []) { handlers in try RouterBuilder<Screen>(file: file, handlers: handlers) }
        }
        #expect(none?.diagnostics.map(\.message).last == "no handler named \"cart\"; none are registered")
    }
}
