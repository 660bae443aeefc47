import Testing
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable

@Suite("What a table keeps and shares")
struct TableStorageTests {
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
        // What a table keeps per route: a pattern in 16 bytes (its range; the buffer holds its types), a
        // route in 72 with an `Int` value, a terminal in 16.
        #expect(MemoryLayout<RoutePattern>.size == 16)
        #expect(MemoryLayout<Route<Int>>.stride == 72)
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

    /// Parsed again, the plain patterns would be thinned into a new buffer; built again, the table would have a trie of
    /// its own.
    @Test func anUnchangedBuilderGivesTheTablesTrieAndPatternsBack() throws {
        let table = try TableValueMappingTests.names()
        var builder = RouteTableBuilder<Int>(table) { $0.value.count }
        #expect(builder.shapes.isEmpty)
        #expect(try builder.build().storage === table.storage)
        #expect(builder.removeRoutes { _ in false } == 0)
        #expect(builder.replaceValues { $0.value == 4 ? 40 : nil } == 1)
        let replaced = try builder.build()
        #expect(replaced.storage === table.storage)
        #expect(replaced.match("/help/a")?.route.value == 40)
        for (mine, theirs) in zip(replaced.routes, table.routes) {
            #expect(mine.pattern.isThin == theirs.pattern.isThin)
            if case .text(let a) = mine.pattern.form, case .text(let b) = theirs.pattern.form { #expect(a.buffer === b.buffer) }
        }
        #expect(try RouteTableBuilder(table).build().storage === table.storage)
    }

    /// Any change to the routes, types or namespaces builds a new trie, from the table's routes read again.
    @Test func aChangeBuildsANewTrie() throws {
        let table = try TableValueMappingTests.names()
        let changes: [(String, (inout RouteTableBuilder<String>) throws -> Void)] = [
            ("add", { try $0.add("/cart", scheme: "shop", value: "cart") }),
            ("remove", { $0.removeRoutes { $0.value == "help" } }),
            ("register", { $0.register(.custom("sku") { $0.count == 3 }) }),
            ("namespace", { $0.namespace("shop", fallbackToGlobal: false) }),
        ]
        for (name, change) in changes {
            var builder = RouteTableBuilder(table)
            try change(&builder)
            let rebuilt = try builder.build()
            #expect(rebuilt.storage !== table.storage, "\(name)")
            #expect(rebuilt.match("shop://goods/7/reviews")?.route.value == "goods.reviews", "\(name)")
            #expect(rebuilt.match("shop://goods/x")?.route.value == "goods.detail", "\(name)")
        }
        var removed = RouteTableBuilder(table)
        removed.removeRoutes { $0.value == "help" }
        #expect(try removed.build().match("shop://help/a") == nil)
        #expect(try removed.build().routes.map(\.id) == [0, 2, 4])
        var closed = RouteTableBuilder(table)
        closed.namespace("shop", fallbackToGlobal: false)
        #expect(try closed.build().match("shop://help/a") == nil)
    }

}
