import Switchyard
import SwitchyardCompiledTableWriter
import SwitchyardCompiledTables
import SwitchyardMatching
import Testing

/// `ModuleDeclaration.handlesTableRoutes(of:)`: a module says which handlers of a table compiled with the app it
/// answers (the table's generated protocol binds them), and the catalogue lists them under it.
@Suite("Modules: the routes of a compiled table a module answers")
struct TableRoutesOfModulesTests {
    /// A compiled table of two routes, bound as the generated code binds them (no module of their own).
    static func builder() throws -> RouterBuilder<Screen> {
        var table = RouteTableBuilder<Int>()
        try table.add("shop://goods/<int:id>", value: 0)
        try table.add("shop://cart", value: 1)
        let routes: [BoundRoute<Screen>] = [
            BoundRoute(name: "goods.detail") { request in .value("goods \(try request.parameters.value("id", as: Int.self))") },
            BoundRoute(name: "cart") { _ in .value("cart") },
        ]
        return RouterBuilder(table: try RouteTable(compiled: try table.build().compiled, values: routes))
    }

    /// A host starts such modules on a builder (they declare no handler it would have to bind), and the
    /// catalogue lists the answered handlers after those declared by name.
    @Test func theCatalogueListsThemUnderTheModule() async throws {
        let goods = TestModule(name: "goods") { module in module.handlesTableRoutes(of: "goods.detail", "goods.list") }
        let cart = TestModule(name: "cart") { module in
            module.handlesTableRoutes(of: "cart")
            module.register(target: "cart", action: "clear") { _ in "cleared" }
        }
        let host = try ModuleHost(modules: [goods, cart], builder: Self.builder())
        #expect(
            host.componentCatalogue().modules == [
                .init(name: "goods", handlers: ["goods.detail", "goods.list"]), .init(name: "cart", handlers: ["cart"]),
            ])
        #expect(try await host.router.open("shop://goods/7", expecting: String.self) == "goods 7")

        let named = TestModule(name: "named") { module in
            module.register("named.page") { _ in .handled }
            module.handlesTableRoutes(of: "help")
        }
        let withNamed = try ModuleHost(modules: [named]) { _ in try Self.builder() }
        #expect(withNamed.componentCatalogue().modules == [.init(name: "named", handlers: ["named.page", "help"])])
    }

    /// It binds nothing: a module loaded later may declare it, and unloading the module leaves the table's
    /// routes, which the app's conformance to the generated protocol still handles.
    @Test func theRoutesStayTheTablesWhenTheModuleGoes() async throws {
        let host = try ModuleHost(modules: [TestModule(name: "goods")], builder: Self.builder())
        try host.load(TestModule(name: "cart") { module in module.handlesTableRoutes(of: "cart") })
        #expect(host.componentCatalogue().modules.map(\.handlers) == [[], ["cart"]])
        await (try host.unload("cart")).value
        #expect(host.componentCatalogue().modules.map(\.name) == ["goods"])
        #expect(host.router.routes.map(\.pattern) == ["shop://goods/<int:id>", "shop://cart"])
        #expect(try await host.router.open("shop://cart", expecting: String.self) == "cart")
    }
}
