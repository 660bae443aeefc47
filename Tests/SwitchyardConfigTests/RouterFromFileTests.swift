import Foundation
import Testing
import Switchyard
import SwitchyardConfig

@Suite("Router from a route-table file")
struct RouterFromFileTests {
    enum Screen: Hashable, Sendable { case goods(String), web([String]), settings }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static func factories() -> NamedHandlers<Screen> {
        var factories = NamedHandlers<Screen>()
        for name in [
            "goods.detail", "goods.reviews", "goods.new", "user.profile", "user.me", "order.detail", "shop.home", "search", "cart",
            "help.article",
        ] {
            factories.register(name) { request in .value("\(name) \(request.parameters.pathParameters.sorted { $0.key < $1.key })") }
        }
        factories.register("web.container") { request in .navigate(.push(.web(request.parameters.wildcard))) }
        factories.register("settings") { _ in .navigate(.push(.settings)) }
        return factories
    }

    @Test func bindsNamedHandlersWithTheFilesOptionsRewritesAndVisibility() async throws {
        let file = try RouteTableFile.load(contentsOf: Self.examples.appendingPathComponent("shop.json").path)
        let router = try RouterBuilder<Screen>(file: file, handlers: Self.factories()).build()
        router.attach(PerformingNothing())  // some routes navigate
        #expect(try await router.open("shop://goods/7", expecting: String.self) == "goods.detail [(key: \"id\", value: \"7\")]")
        #expect(
            try await router.open("https://m.shop.example/product/9.html", from: .universalLink, expecting: String.self)
                == "goods.detail [(key: \"id\", value: \"9\")]")
        #expect(try await router.open("shop://web/a/b").navigation == .push(.web(["a", "b"])))
        #expect(try await router.open("shop://settings").navigation == .push(.settings))
        // "internal": true
        #expect(try await router.open("shop://goods/new", expecting: String.self) == "goods.new []")
        #expect(
            try await router.open("shop://goods/new", from: .otherApp(bundleID: nil), expecting: String.self)
                == "goods.detail [(key: \"id\", value: \"new\")]")
        // accept: only shop and https://m.shop.example
        await #expect(throws: RoutingError.self) { try await router.open("evil://goods/1", from: .otherApp(bundleID: nil)) }
    }

    @Test func missingFactoriesAreLocatedErrors() throws {
        let file = try RouteTableFile.load(contentsOf: Self.examples.appendingPathComponent("shop.yaml").path)
        var factories = NamedHandlers<Screen>()
        factories.register("goods.detail") { _ in .handled }
        let error = try #require(throws: RouteTableError.self) { try RouterBuilder<Screen>(file: file, handlers: factories) }
        let path = Self.examples.appendingPathComponent("shop.yaml").path
        #expect(
            error.description == """
                \(path):10:5: error: no handler named "goods.reviews"; known: goods.detail
                \(path):13:5: error: no handler named "live.room"; known: goods.detail
                """)
    }
}
