import Switchyard
import SwitchyardConfig
import Testing

/// A nested route tree registered by name: a route-table file that names one of its nodes shows the stack
/// from the tree's root down to it, at the file's pattern (the tree's own patterns are not used).
@Suite("Named handlers: a route tree bound from a file")
struct NamedTreeHandlersTests {
    enum Screen: Hashable, Sendable { case goodsList, goods(Int), reviews(Int) }

    static let tree = ScreenRoute<Screen>(
        "shop://unused", name: "goods.list", screen: { _ in .goodsList },
        children: [
            ScreenRoute(
                "/<int:id>", name: "goods.detail", screen: { .goods(try $0.parameters.value("id", as: Int.self)) },
                children: [
                    ScreenRoute("/reviews", name: "goods.reviews", screen: { .reviews(try $0.parameters.value("id", as: Int.self)) })
                ])
        ])

    @Test func aFileRouteNamingANodeShowsTheStackDownToIt() async throws {
        let text = """
            { "routes": [ { "pattern": "shop://p/<int:id>/r", "handler": "goods.reviews" },
                          { "pattern": "shop://p/<int:id>", "handler": "goods.detail" } ] }
            """
        let file = try RouteTableFile.compile(
            try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json"), file: "t.json", source: text)
        var handlers = NamedHandlers<Screen>()
        handlers.register(Self.tree, placement: .visibleStack)
        #expect(handlers.names == ["goods.detail", "goods.list", "goods.reviews"])
        let router = try RouterBuilder<Screen>(file: file, handlers: handlers).build()
        router.attach(PerformingNothing())
        #expect(try await router.open("shop://p/7/r").navigation == .replaceStack([.goodsList, .goods(7), .reviews(7)]))
        #expect(try await router.open("shop://p/8").navigation == .replaceStack([.goodsList, .goods(8)]))
    }
}
