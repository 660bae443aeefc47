import Testing
import SwitchyardMatching

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
