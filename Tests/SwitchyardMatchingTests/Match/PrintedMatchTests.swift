import SwitchyardMatching
import Testing

/// What `print` shows of a table, its routes, a match and its parameters: one readable line each, not the
/// trie storage and capture offsets behind them.
@Suite("Printed matches: tables, routes, matches and parameters")
struct PrintedMatchTests {
    static func table() throws -> RouteTable<String> {
        var builder = RouteTableBuilder<String>()
        try builder.add("/goods/:id(/reviews)", scheme: "shop", value: "goods.detail")
        try builder.add("/help/*rest", priority: 2, accept: ["shop", "https://m.shop.example"], value: "help")
        try builder.add("/help/:page", value: "help.page")
        return try builder.build()
    }

    @Test func aMatchSaysTheURLTheRouteItsParametersAndItsValue() throws {
        let table = try Self.table()
        #expect(
            try #require(table.match("shop://goods/7?tab=a&tab=b")).description
                == #"shop://goods/7?tab=a&tab=b → "/goods/:id(/reviews)" (shop) as "/goods/:id" [id: 7, tab: [a, b]] → goods.detail"#)
        #expect(
            try #require(table.match("shop://goods/7/reviews")).description
                == #"shop://goods/7/reviews → "/goods/:id(/reviews)" (shop) as "/goods/:id/reviews" [id: 7] → goods.detail"#)
        #expect(
            try #require(table.match("https://m.shop.example/help/a/b")).description
                == #"https://m.shop.example/help/a/b → "/help/*rest" (global) [rest: a/b] → help"#)
    }

    @Test func parametersAreListedByName() throws {
        let table = try Self.table()
        #expect(try #require(table.match("shop://goods/7?b=2&a=1&a=3")).parameters.description == "[a: [1, 3], b: 2, id: 7]")
        var parameters = try #require(table.match("shop://goods/7")).parameters
        parameters.callerValues = ["id": "8", "from": "push"]
        #expect(parameters.description == "[from: push, id: 8]")
        #expect(RouteParameters(url: try RouteURL("shop://cart")).description == "[:]")
    }

    @Test func aRouteAndATableReadAsTheirParts() throws {
        let table = try Self.table()
        #expect(
            table.routes.map(\.description) == [
                #""/goods/:id(/reviews)" (shop) → goods.detail"#,
                #""/help/*rest" (global), priority 2, accepts shop, https://m.shop.example → help"#,
                #""/help/:page" (global) → help.page"#,
            ])
        #expect(table.description == "3 routes in 2 namespaces")
        var small = RouteTableBuilder<Int>()
        try small.add("/a", value: 1)
        #expect(try small.build().description == "1 route in 1 namespace")
        try small.add("/a", value: 2)
        #expect(try small.build().description == "2 routes in 1 namespace, 1 warning")
    }
}
