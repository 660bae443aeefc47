import Testing
import Switchyard

/// A handler given by name: a function declared elsewhere, like `product` in an app's route file.
@Sendable private func product(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
    .value("product \(request.parameters["id"] ?? "?")")
}

@Sendable private func typedProduct(
    _ route: HandlerSpellingsTests.ProductRoute, _ request: RouteRequest
) async throws -> RouteResponse<Screen> {
    .value("typed product \(route.id)")
}

/// Every way a user would hand a route its handler compiles, picks a current overload (there are no
/// deprecated ones to fall into) and opens the route.
@Suite("Handler spellings: every way to pass a handler registers it")
struct HandlerSpellingsTests {
    struct ProductHandler: RouteHandler {
        func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> { .value("object") }
    }

    /// A handler without state (what a static handler type was).
    struct ProductType: RouteHandler {
        func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> { .value("type") }
    }

    struct ProductRoute: TypedRoute {
        static let pattern = "/typed/<int:id>"
        var id: Int
    }

    @Test func aNamedFunctionOrClosureValueIsPassedWithTheHandlerLabel() async throws {
        var builder = RouterBuilder<Screen>()
        let stored: @Sendable (RouteRequest) async throws -> RouteResponse<Screen> = { _ in .value("stored") }
        try builder.route("/function/:id", handler: product)
        try builder.route("/stored", handler: stored)
        try builder.route("/options", RouteOptions(name: "options"), handler: stored)
        try builder.route(
            "/middleware", middleware: [AnyMiddleware(name: "pass") { request, next in try await next(request) }], handler: stored)
        try builder.route("/literal", handler: { _ in .value("literal") })
        try builder.route("/trailing") { _ in .value("trailing") }
        try builder.route("/trailing-options", RouteOptions(tags: ["t"])) { _ in .value("trailing with options") }
        let router = try builder.build()
        #expect(try await router.open("/function/7", expecting: String.self) == "product 7")
        #expect(try await router.open("/stored", expecting: String.self) == "stored")
        #expect(try await router.open("/options", expecting: String.self) == "stored")
        #expect(router.routes.first { $0.pattern == "/options" }?.name == "options")
        #expect(try await router.open("/middleware", expecting: String.self) == "stored")
        #expect(try await router.open("/literal", expecting: String.self) == "literal")
        #expect(try await router.open("/trailing", expecting: String.self) == "trailing")
        #expect(try await router.open("/trailing-options", expecting: String.self) == "trailing with options")
    }

    @Test func anObjectATypeAndAWrappedHandlerArePassedByName() async throws {
        var builder = RouterBuilder<Screen>()
        let object = ProductHandler()
        let wrapped = AnyRouteHandler<Screen>(product)
        try builder.route("/object", handler: object)
        try builder.route("/type", handler: ProductType())
        try builder.route("/wrapped/:id", handler: wrapped)
        try builder.route("/wrapped-object", handler: AnyRouteHandler(object))
        let router = try builder.build()
        #expect(try await router.open("/object", expecting: String.self) == "object")
        #expect(try await router.open("/type", expecting: String.self) == "type")
        #expect(try await router.open("/wrapped/3", expecting: String.self) == "product 3")
        #expect(try await router.open("/wrapped-object", expecting: String.self) == "object")
    }

    @Test func aTypedRouteAndAModuleTakeANamedHandler() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route(ProductRoute.self, handler: typedProduct)
        let router = try builder.build()
        #expect(try await router.open("/typed/5", expecting: String.self) == "typed product 5")

        let module = SpellingModule { $0.route("/module/:id", handler: product) }
        let host = try ModuleHost(modules: [module], builder: RouterBuilder<Screen>())
        #expect(try await host.router.open("/module/9", expecting: String.self) == "product 9")
    }
}

private struct SpellingModule: AppModule {
    let name = "spelling"
    let body: @Sendable (inout ModuleDeclaration<Screen>) -> Void

    func declare(_ module: inout ModuleDeclaration<Screen>) { body(&module) }
}
