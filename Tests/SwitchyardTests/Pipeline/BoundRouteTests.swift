import Switchyard
import SwitchyardCompiledTableWriter
import SwitchyardCompiledTables
import SwitchyardMatching
import Testing

/// A router made from a compiled table (issue #45): each route with its `BoundRoute`, no pattern parsed and no
/// trie grown; routes added in code mix with the table's, and conflicts between them are reported at `build()`.
@Suite("Routers from compiled tables")
struct BoundRouteTests {
    static func compiled() throws -> CompiledRouteTable {
        var builder = RouteTableBuilder<Int>()
        try builder.add("shop://goods/<int:id>", value: 0)
        try builder.add("shop://cart", value: 1)
        try builder.add("shop://debug/:action", value: 2)
        return try builder.build().compiled
    }

    static let routes: [BoundRoute<Screen>] = [
        BoundRoute(name: "goods") { request in .value("goods \(try request.parameters.value("id", as: Int.self))") },
        BoundRoute(tags: ["login"], module: "cart") { _ in .value("cart") },
        BoundRoute(visibility: .internal) { request in .value("debug \(request.parameters["action"] ?? "")") },
    ]

    @Test func eachRouteOpensWithItsHandlerNameTagsAndVisibility() async throws {
        let router = try RouterBuilder(table: RouteTable(compiled: Self.compiled(), values: Self.routes)).build()
        #expect(try await router.open("shop://goods/7", expecting: String.self) == "goods 7")
        #expect(try await router.open("shop://cart", from: .universalLink, expecting: String.self) == "cart")
        #expect(try await router.open("shop://debug/reset", from: .inApp, expecting: String.self) == "debug reset")
        await #expect(throws: RoutingError.self) { try await router.open("shop://debug/reset", from: .universalLink) }
        #expect(router.routes.map(\.name) == ["goods", nil, nil])
        #expect(router.routes.map(\.tags) == [[], ["login"], []])
        #expect(router.routes.map(\.visibility) == [.public, .public, .internal])
        #expect(router.warnings.isEmpty)
    }

    @Test func aModulesRoutesAreRemovedWithTheModule() throws {
        var builder = RouterBuilder(table: try RouteTable(compiled: Self.compiled(), values: Self.routes))
        #expect(builder.removeModule("cart") == 1)
        #expect(try builder.build().routes.map(\.pattern) == ["shop://goods/<int:id>", "shop://debug/:action"])
    }

    @Test func routesAddedInCodeMixWithTheTableAndConflictsAreReported() async throws {
        var builder = RouterBuilder(table: try RouteTable(compiled: Self.compiled(), values: Self.routes))
        try builder.route("shop://cart") { _ in .value("another cart") }
        try builder.route("shop://help") { _ in .value("help") }
        let router = try builder.build()
        #expect(
            router.warnings.map(\.description) == [
                #"warning: route "shop://cart" (shop) is identical to route "shop://cart" (shop); it is reached only when that handler declines"#
            ])
        #expect(try await router.open("shop://help", expecting: String.self) == "help")
        #expect(try await router.open("shop://cart", expecting: String.self) == "cart")
        #expect(try await router.open("shop://goods/8", expecting: String.self) == "goods 8")
    }

    /// A refused pattern leaves the table's routes as they were, whether it is the first change or a later one.
    @Test func aPatternThatDoesNotParseLeavesTheRoutesAsTheyWere() async throws {
        var builder = RouterBuilder(table: try RouteTable(compiled: Self.compiled(), values: Self.routes))
        #expect(throws: PatternError.self) { try builder.route("shop://goods/<int:id") { _ in .handled } }
        try builder.route("shop://help") { _ in .value("help") }
        #expect(throws: PatternError.self) { try builder.route("shop://help/(a") { _ in .handled } }
        let router = try builder.build()
        #expect(router.routes.map(\.pattern) == ["shop://goods/<int:id>", "shop://cart", "shop://debug/:action", "shop://help"])
        #expect(try await router.open("shop://goods/3", expecting: String.self) == "goods 3")
    }

    /// A live router from a compiled table changes as any other does: its routes are a builder's again.
    @Test func aRouterFromACompiledTableIsUpdatedLikeAnyOther() async throws {
        let router = try RouterBuilder(table: RouteTable(compiled: Self.compiled(), values: Self.routes)).build()
        try router.update { builder in
            _ = builder.removeModule("cart")
            try builder.route("shop://cart/v2") { _ in .value("cart v2") }
        }
        await #expect(throws: RoutingError.self) { try await router.open("shop://cart") }
        #expect(try await router.open("shop://cart/v2", expecting: String.self) == "cart v2")
        #expect(try await router.open("shop://goods/9", expecting: String.self) == "goods 9")
    }

    @Test func aTableOfAnotherLengthIsRefused() throws {
        #expect(throws: CompiledTableError.self) {
            _ = try RouteTable(compiled: Self.compiled(), values: Array(Self.routes.prefix(2)))
        }
    }
}
