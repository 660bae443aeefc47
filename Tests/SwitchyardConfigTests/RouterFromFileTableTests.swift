import Testing
import Switchyard
import SwitchyardConfig
import SwitchyardMatching

/// A route-table file's table is parsed and built once: the router made from the file takes the file's routes,
/// ids and trie as they are (issue #24).
@Suite("Router from a file: the table built once")
struct RouterFromFileTableTests {
    enum Screen: Hashable, Sendable { case named(String) }

    static let source = """
        {
          "options": { "accept": ["shop", "https://m.shop.example"] },
          "namespaces": { "shop": { "fallbackToGlobal": true } },
          "routes": [
            { "pattern": "/goods/:id", "scheme": "shop", "handler": "goods", "name": "goods", "tags": ["a"] },
            { "pattern": "/help/<path:page>", "handler": "help", "priority": 2 },
            { "pattern": "shop://goods/new", "handler": "goods", "internal": true },
            { "pattern": "/goods/:id(/reviews)", "scheme": "Shop", "handler": "reviews", "accept": ["shop"] },
            { "pattern": "/cart", "scheme": "shop", "handler": "cart" }
          ]
        }
        """

    static func file(_ text: String = source) throws -> RouteTableFile {
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        return try RouteTableFile.compile(spec, file: "t.json", source: text)
    }

    static func factories(_ names: [String] = ["goods", "help", "reviews", "cart"]) -> NamedHandlers<Screen> {
        var factories = NamedHandlers<Screen>()
        for name in names { factories.register(name) { _ in .navigate(.push(.named(name))) } }
        return factories
    }

    /// The buffer a thin (plain) pattern's text lives in; a pattern parsed again would hold its own.
    static func textBuffer(_ pattern: RoutePattern) -> ObjectIdentifier? { pattern.textBufferID }

    @Test func theRoutersRoutesAreTheFilesInOrderWithTheirIds() throws {
        let file = try Self.file()
        let router = try RouterBuilder<Screen>(file: file, handlers: Self.factories()).build()
        #expect(router.routes.map(\.id) == file.table.routes.map(\.id))
        #expect(router.routes.map(\.pattern) == file.spec.routes.map(\.pattern.value))
        #expect(router.routes.map(\.namespace) == file.table.routes.map(\.scheme))
        #expect(router.routes.map(\.priority) == [0, 2, 0, 0, 0])
        #expect(router.routes.map(\.visibility) == [.public, .public, .internal, .public, .public])
        #expect(router.routes.first?.name == "goods")
        #expect(router.routes.first?.tags == ["a"])
        let table = router.table
        #expect(table.routes.map { $0.accept?.map(\.description) } == file.table.routes.map { $0.accept?.map(\.description) })
        #expect(table.options.accept?.map(\.description) == ["shop", "https://m.shop.example"])
        #expect(table.namespaces == file.table.namespaces)
        #expect(table.warnings.map(\.message) == file.table.warnings.map(\.message))
    }

    /// Parsed again, the plain patterns would be thinned into a buffer of their own, and built again, the router would
    /// hold a trie of its own: it holds the file's.
    @Test func noPatternIsParsedAndNoTrieBuiltAgain() throws {
        let file = try Self.file()
        let router = try RouterBuilder<Screen>(file: file, handlers: Self.factories()).build()
        let table = router.table
        #expect(table.sharesTrie(with: file.table))
        let fileBuffers = file.table.routes.map(\.pattern).map(Self.textBuffer)
        #expect(fileBuffers.compactMap { $0 }.count == 3)  // the three plain path patterns
        for (route, fileBuffer) in zip(table.routes, fileBuffers) {
            #expect(Self.textBuffer(route.pattern) == fileBuffer, "\(route.pattern)")
        }
    }

    @Test func theRouterMatchesWithTheFilesTable() async throws {
        let file = try Self.file()
        let router = try RouterBuilder<Screen>(file: file, handlers: Self.factories()).build()
        router.attach(PerformingNothing())  // the routes navigate
        #expect(try await router.open("shop://goods/7").navigation == .push(.named("goods")))
        #expect(try await router.open("shop://goods/7/reviews").navigation == .push(.named("reviews")))
        #expect(try await router.open("shop://help/a/b").navigation == .push(.named("help")))
        #expect(try await router.open("shop://goods/new").navigation == .push(.named("goods")))
        await #expect(throws: RoutingError.self) { try await router.open("evil://cart", from: .otherApp(bundleID: nil)) }
    }

    /// A route added to the builder made from a file builds a new trie, with the file's routes and the new one.
    @Test func aRouteAddedAfterTheFileBuildsANewTrie() async throws {
        let file = try Self.file()
        var builder = try RouterBuilder<Screen>(file: file, handlers: Self.factories())
        let id = try builder.route("shop://live/:room") { _ in .navigate(.push(.named("live"))) }
        builder.navigator = PerformingNothing()  // the routes navigate
        let router = try builder.build()
        #expect(id == 5)
        #expect(!router.table.sharesTrie(with: file.table))
        #expect(router.routes.map(\.id) == [0, 1, 2, 3, 4, 5])
        #expect(try await router.open("shop://live/9").navigation == .push(.named("live")))
        #expect(try await router.open("shop://goods/7/reviews").navigation == .push(.named("reviews")))
    }

    @Test func everyRouteThatCannotBeBoundIsALocatedError() throws {
        let text = """
            {
              "routes": [
                { "pattern": "/a" },
                { "pattern": "/b", "handler": "nowhere" },
                { "pattern": "/c", "handler": "broken" },
                { "pattern": "/d", "handler": "goods" }
              ]
            }
            """
        let error = try #require(throws: RouteTableError.self) {
            try RouterBuilder<Screen>(file: Self.file(text), handlers: Self.factories(["goods", "help"]))
        }
        #expect(
            error.description == """
                t.json:3:5: error: route "/a" has no "handler"
                t.json:4:5: error: no handler named "nowhere"; known: goods, help
                t.json:5:5: error: no handler named "broken"; known: goods, help
                """)
        let none = try #require(throws: RouteTableError.self) {
            try RouterBuilder<Screen>(file: Self.file(text), handlers: NamedHandlers())
        }
        #expect(none.diagnostics.map(\.message).dropFirst().first == "no handler named \"nowhere\"; none are registered")
    }
}
