import Testing
@testable import SwitchyardMatching

/// `RouteTableBuilder(table, mappingValues:)`: a built table's routes with other values, without parsing a pattern or
/// building the trie again until something changes.
@Suite("A table's routes with other values")
struct TableValueMappingTests {
    static func names() throws -> RouteTable<String> {
        var builder = RouteTableBuilder<String>(options: RouteTableOptions(matchOrder: .specificity))
        builder.namespace("shop", fallbackToGlobal: true)
        try builder.add("/goods/:id", scheme: "shop", value: "goods.detail")
        try builder.add("/goods/:id", scheme: "shop", value: "goods.duplicate")  // a warning: identical
        try builder.add("shop://goods/<int:id>(/reviews)", priority: 1, accept: ["shop"], value: "goods.reviews")
        try builder.add("/help/*", value: "help")
        #expect(builder.removeRoutes { $0.value == "goods.duplicate" } == 1)
        try builder.add("/goods/:id", scheme: "shop", value: "goods.duplicate")
        return try builder.build()
    }

    @Test func theRoutesKeepTheirIdsOrderAndPatternsWithMappedValues() throws {
        let table = try Self.names()
        let builder = RouteTableBuilder<Int>(table) { $0.value.count }
        #expect(builder.registeredRoutes.map(\.id) == [0, 2, 3, 4])
        #expect(builder.registeredRoutes.map(\.value) == table.routes.map(\.value.count))
        #expect(builder.registeredRoutes.map(\.pattern.text) == table.routes.map(\.pattern.text))
        #expect(builder.registeredRoutes.map(\.scheme) == table.routes.map(\.scheme))
        #expect(builder.registeredRoutes.map(\.priority) == [0, 1, 0, 0])
        #expect(builder.registeredRoutes.map { $0.accept?.map(\.description) } == [nil, ["shop"], nil, nil])
        let mapped = try builder.build()
        #expect(mapped.match("shop://goods/x")?.route.value == "goods.detail".count)
        #expect(mapped.match("shop://goods/7/reviews")?.route.id == 2)
        #expect(mapped.match("shop://help/a")?.route.value == "help".count)  // the namespace's fallback
        #expect(mapped.warnings.map(\.message) == table.warnings.map(\.message))
        #expect(!mapped.warnings.isEmpty)
        // Added after, a route takes the next id the table would have given.
        var next = RouteTableBuilder<Int>(table) { _ in 0 }
        #expect(try next.add("/more", value: 1) == 5)
    }

    /// Parsed again, the plain patterns would be thinned into a new buffer; built again, the table would have a trie of
    /// its own.
    @Test func anUnchangedBuilderGivesTheTablesTrieAndPatternsBack() throws {
        let table = try Self.names()
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
        let table = try Self.names()
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

    @Test func aThrowingMapThrowsItsError() throws {
        struct Unknown: Error, Equatable { let name: String }
        let table = try Self.names()
        #expect(throws: Unknown(name: "goods.reviews")) {
            try RouteTableBuilder<Int>(table) { route in
                guard route.value != "goods.reviews" else { throw Unknown(name: route.value) }
                return 0
            }
        }
    }
}
