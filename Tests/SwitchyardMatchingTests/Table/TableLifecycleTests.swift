import Testing
@testable import SwitchyardMatching

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

    /// A table keeps a plain path pattern as its text alone, in one buffer for the table (Benchmarks/Journal/0017), and
    /// reads it again when its structure is asked for: every route answers as a freshly parsed pattern does, and a table rebuilt
    /// from it matches the same URLs the same way.
    @Test func plainPatternsAreKeptAsTextAndReadBackTheSame() throws {
        let sku = ParameterType.custom("sku") { $0.count == 3 }
        let patterns = [
            "/goods/<int:id>", "/user/:name/posts/*rest", "/files/<path:path>", "/sku/<sku:code>", "/static/page",
            "/goods/:id(/reviews)", "shop://goods/<uuid:u>", "/app#/item/:id", "/item-<int:id>.html", "/re/:n([0-9]+)",
        ]
        var builder = RouteTableBuilder<Int>()
        builder.register(sku)
        for (index, pattern) in patterns.enumerated() { try builder.add(pattern, value: index) }
        let table = try builder.build()
        for route in table.routes {
            let fresh = try RoutePattern(route.pattern.text, types: [sku])
            #expect(route.pattern.isThin == (route.id < 5), "\(fresh)")
            #expect(route.pattern.text == fresh.text)
            #expect(route.pattern.parameterNames == fresh.parameterNames, "\(fresh)")
            #expect(route.pattern.scheme == fresh.scheme && route.pattern.host == fresh.host, "\(fresh)")
            #expect(route.pattern.expansionCount == fresh.expansionCount, "\(fresh)")
            #expect(route.pattern.description == fresh.description)
        }
        // One text buffer for the table, each plain pattern a slice of it; the builder keeps parsed ones.
        let buffers = table.routes.compactMap { route -> ObjectIdentifier? in
            guard case .text(let slice) = route.pattern.form else { return nil }
            return ObjectIdentifier(slice.buffer)
        }
        #expect(buffers.count == 5 && Set(buffers).count == 1)
        #expect(builder.registeredRoutes.allSatisfy { !$0.pattern.isThin })
        // What a table keeps per route: a pattern in 24 bytes, a terminal in 16.
        #expect(MemoryLayout<RoutePattern>.size == 24)
        #expect(MemoryLayout<Terminal>.stride == 16)
        let filled = try table.routes[0].pattern.url(filling: ["id": .string("7")], scheme: "shop")
        #expect(filled == "shop://goods/7")

        let urls = [
            "/goods/7", "/user/ann/posts/a/b", "/files/a/b", "/sku/ABC", "/sku/ABCD", "/static/page", "/goods/x/reviews",
            "shop://goods/123e4567-e89b-12d3-a456-426614174000", "/app#/item/3", "/item-4.html", "/re/12", "/re/x",
        ]
        func answers(_ table: RouteTable<Int>) -> [String] {
            urls.map { url in
                guard let match = table.match(url) else { return "\(url): miss" }
                let parameters = match.parameters.all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                return "\(url): \(match.value) \(match.expansion) \(parameters) \(match.wildcard)"
            }
        }
        #expect(
            answers(table) == [
                "/goods/7: 0 /goods/<int:id> [\"id=7\"] []",
                "/user/ann/posts/a/b: 1 /user/:name/posts/*rest [\"name=ann\", \"rest=a/b\"] [\"a\", \"b\"]",
                "/files/a/b: 2 /files/<path:path> [\"path=a/b\"] [\"a\", \"b\"]",
                "/sku/ABC: 3 /sku/<sku:code> [\"code=ABC\"] []",
                "/sku/ABCD: miss",
                "/static/page: 4 /static/page [] []",
                "/goods/x/reviews: 5 /goods/:id/reviews [\"id=x\"] []",
                "shop://goods/123e4567-e89b-12d3-a456-426614174000: 6 /goods/<uuid:u> [\"u=123e4567-e89b-12d3-a456-426614174000\"] []",
                "/app#/item/3: 7 /app#/item/:id [\"id=3\"] []",
                "/item-4.html: 8 /item-<int:id>.html [\"id=4\"] []",
                "/re/12: 9 /re/:n([0-9]+) [\"n=12\"] []",
                "/re/x: miss",
            ])
        // Rebuilt from the table (the plain patterns are read again), after the type was registered anew:
        // the routes keep the type they were added with.
        var next = RouteTableBuilder(table)
        next.register(.custom("sku") { $0.count == 4 })
        try next.add("/more/<sku:code>", value: 10)
        let rebuilt = try next.build()
        #expect(answers(rebuilt) == answers(table))
        #expect(rebuilt.match("/more/ABCD")?.value == 10)
        #expect(rebuilt.match("/more/ABC") == nil)
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
