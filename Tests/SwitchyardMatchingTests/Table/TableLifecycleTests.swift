import Testing
@testable import SwitchyardExplain
import SwitchyardMatching

@Suite("Table lifecycle and concurrency")
struct TableLifecycleTests {
    @Test func rebuildingLeavesTheOldTableUntouched() throws {
        var builder = RouteTableBuilder<String>()
        try builder.add("/goods/:id", scheme: "shop", value: "goods")
        try builder.add("/cart", scheme: "shop", value: "cart")
        let first = try builder.build()

        var next = RouteTableBuilder(first)
        #expect(next.removeRoutes { $0.value == "cart" } == 1)
        try next.add("/live/:room", scheme: "shop", value: "live")
        let second = try next.build()

        #expect(first.match("shop://cart")?.route.value == "cart")
        #expect(first.match("shop://live/1") == nil)
        #expect(second.match("shop://cart") == nil)
        #expect(second.match("shop://live/1")?.route.value == "live")
        #expect(second.match("shop://goods/1")?.route.value == "goods")
        #expect(second.routes.map(\.id) == [0, 2])
    }

    @Test func candidatesComeBestFirstAcrossTheFallback() throws {
        var builder = RouteTableBuilder<String>()
        builder.namespace("shop", fallbackToGlobal: true)
        try builder.add("/goods/:id", scheme: "shop", value: "plain")
        try builder.add("/goods/<int:id>", scheme: "shop", value: "typed")
        try builder.add("/goods/*", scheme: "shop", priority: -1, value: "wildcard")
        try builder.add("/goods/:id", value: "global")
        let table = try builder.build()
        #expect(table.candidates(for: "shop://goods/7").map(\.route.value) == ["typed", "plain", "wildcard", "global"])
        #expect(table.candidates(for: "shop://goods/x").map(\.route.value) == ["plain", "wildcard", "global"])
        #expect(table.candidates(for: "other://goods/x").map(\.route.value) == ["global"])
        #expect(table.candidates(for: "shop://goods/%00").isEmpty)
    }

    @Test func registrationOrderIgnoresSpecificity() throws {
        var options = RouteTableOptions()
        options.matchOrder = .registration
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("/goods/:id", value: "plain")
        try builder.add("/goods/<int:id>", value: "typed")
        try builder.add("/goods/7", priority: 1, value: "priority")
        let table = try builder.build()
        #expect(table.candidates(for: "/goods/7").map(\.route.value) == ["priority", "plain", "typed"])
        #expect(table.match("/goods/8")?.route.value == "plain")
    }

    @Test func routeLevelLinkSources() throws {
        var options = RouteTableOptions()
        options.accept = [try LinkSource(parsing: "shop"), try LinkSource(parsing: "https://m.shop.example")]
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("/pay/:id", accept: [try LinkSource(parsing: "shop")], value: "pay")
        try builder.add("/pay/:id", priority: -1, value: "pay.web")
        let table = try builder.build()
        #expect(table.match("shop://pay/1")?.route.value == "pay")
        #expect(table.match("SHOP://pay/1")?.route.value == "pay")
        #expect(table.match("https://m.shop.example/pay/1")?.route.value == "pay.web")
        #expect(table.match("https://M.Shop.Example/pay/1")?.route.value == "pay.web")
        #expect(table.match("https://evil.example/pay/1") == nil)
        #expect(table.match("/pay/1")?.route.value == "pay")
    }

    @Test func linkSourceErrors() {
        #expect(throws: PatternError(pattern: "https://", offset: 8, message: "a link source is a scheme and a host, with no path")) {
            try LinkSource(parsing: "https://")
        }
        #expect(throws: PatternError(pattern: "shop:x", offset: 4, message: "expected \"://\" after the scheme of a link source")) {
            try LinkSource(parsing: "shop:x")
        }
        #expect(
            throws: PatternError(
                pattern: "://x", offset: 0, message: "a link source must start with a scheme such as \"myapp\" or \"https://example.com\"")
        ) {
            try LinkSource(parsing: "://x")
        }
    }

    @Test func manyTasksShareOneTable() async throws {
        var builder = RouteTableBuilder<Int>()
        for index in 0..<500 {
            try builder.add("/section\(index)/:id/detail", value: index)
            try builder.add("/section\(index)/<int:id>", value: index + 1_000)
        }
        let table = try builder.build()
        let urls = (0..<2_000).map { "app://section\($0 % 600)/\($0 % 3 == 0 ? "x" : String($0))\($0 % 2 == 0 ? "/detail" : "")?q=\($0)" }
        let expected = urls.map { table.match($0)?.route.value }
        let results = await withTaskGroup(of: [Int?].self) { group in
            for _ in 0..<8 { group.addTask { urls.map { table.match($0)?.route.value } } }
            var all: [[Int?]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
        #expect(expected.compactMap { $0 }.count > 500)
    }
}

@Suite("Empty tables")
struct EmptyTableTests {
    @Test func anEmptyTableBuildsAndMatchesNothing() throws {
        let table = try RouteTableBuilder<Int>().build()
        #expect(table.routes.isEmpty)
        #expect(table.warnings.isEmpty)
        #expect(table.match("app://a/b") == nil)
        #expect(table.candidates(for: "/").isEmpty)
        if case .failure(let failure) = table.lookup("app://a") {
            #expect(failure.description == "no route matches /a in namespace global")
        } else {
            Issue.record("an empty table matched")
        }
        #expect(table.explain("app://a").hasSuffix("result: no route matches /a in namespace global"))
    }
}
