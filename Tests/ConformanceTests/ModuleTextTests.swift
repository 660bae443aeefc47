import Switchyard
import Testing

/// The texts modules and component calls print (`Conformance/errors.json`, kinds module and call): Swift prints
/// them from the generated `ModuleText.swift`, the JVM from its generated `ErrorText`. These tests check what
/// fills the holes: each error made here is the table's template filled as every platform fills it.
@Suite("Conformance: the texts modules and calls give are errors.json's")
struct ModuleTextTests {
    enum Page: Hashable, Sendable {}

    struct Module: AppModule {
        typealias Screen = Page
        var name: String
        var dependencies: [String] = []
        var body: @Sendable (inout ModuleDeclaration<Page>) -> Void = { _ in }
        func declare(_ module: inout ModuleDeclaration<Page>) { body(&module) }
    }

    static func text(_ code: String, _ values: [String: String] = [:]) -> String { LinkTextTests.text(code, values) }

    static func startError(_ modules: [Module]) -> String {
        do {
            _ = try ModuleHost(modules: modules, builder: RouterBuilder<Page>())
            return "started"
        } catch {
            return error.description
        }
    }

    @Test("the start errors: a dependency, a cycle, a name twice, a requirement")
    func startErrors() throws {
        #expect(
            Self.startError([Module(name: "cart", dependencies: ["user"])])
                == Self.text("module.missing-dependency", ["module": "cart", "dependency": "user"]))
        #expect(
            Self.startError([Module(name: "user", dependencies: ["cart"]), Module(name: "cart", dependencies: ["user"])])
                == Self.text("module.dependency-cycle", ["cycle": "user → cart → user"]))
        #expect(Self.startError([Module(name: "cart"), Module(name: "cart")]) == Self.text("module.registered-twice", ["module": "cart"]))
        let add: @Sendable (inout ModuleDeclaration<Page>) -> Void = { $0.register(target: "cart", action: "add") { _ in 1 } }
        #expect(
            Self.startError([Module(name: "cart", body: add), Module(name: "promo", body: add)])
                == Self.text("module.declared-twice", ["component": "action cart/add", "first": "cart", "second": "promo"]))
        let store: @Sendable (inout ModuleDeclaration<Page>) -> Void = { $0.register(named: "cart.store") { 1 } }
        #expect(
            Self.startError([Module(name: "cart", body: store), Module(name: "promo", body: store)])
                == Self.text("module.declared-twice", ["component": "service cart.store", "first": "cart", "second": "promo"]))
        let handler: @Sendable (inout ModuleDeclaration<Page>) -> Void = { $0.register("goods.detail") { _ in .declined } }
        let handlers = #expect(throws: ModuleError.self) {
            try ModuleHost(modules: [Module(name: "goods", body: handler), Module(name: "promo", body: handler)]) { _ in RouterBuilder() }
        }
        #expect(
            handlers?.description
                == Self.text(
                    "module.declared-twice", ["component": "route-table handler goods.detail", "first": "goods", "second": "promo"]))
        #expect(
            Self.startError([Module(name: "checkout") { $0.requires(service: "cart.items") }])
                == Self.text("module.requirement-missing", ["module": "checkout", "component": "service cart.items"]))
        #expect(
            Self.startError([Module(name: "checkout") { $0.requires(target: "cart", action: "add") }])
                == Self.text("module.requirement-missing", ["module": "checkout", "component": "action cart/add"]))
        #expect(
            Self.startError([Module(name: "goods", body: handler)])
                == Self.text("module.table-handlers-after-start", ["module": "goods", "handlers": "goods.detail"]))
    }

    @Test("loading and unloading")
    func loadAndUnload() throws {
        let host = try ModuleHost(
            modules: [Module(name: "user"), Module(name: "cart", dependencies: ["user"]), Module(name: "address", dependencies: ["user"])],
            builder: RouterBuilder<Page>())
        #expect(
            Self.describe { () throws(ModuleError) in _ = try host.unload("goods") } == Self.text("module.not-loaded", ["module": "goods"]))
        #expect(
            Self.describe { () throws(ModuleError) in _ = try host.unload("user") }
                == Self.text("module.still-needed-by-several", ["module": "user", "dependents": "\"cart\", \"address\""]))
        _ = try host.unload("address")
        #expect(
            Self.describe { () throws(ModuleError) in _ = try host.unload("user") }
                == Self.text("module.still-needed", ["module": "user", "dependent": "cart"]))
    }

    @Test("a component call's own refusals")
    func callErrors() async throws {
        var builder = RouterBuilder<Page>()
        try builder.module("cart") { $0.register(named: "cart.store") { 1 } }
        let router = try builder.build()
        let action = await #expect(throws: ComponentError.self) { try await router.perform(target: "cart", action: "add") }
        #expect(action?.description == Self.text("call.action-not-found", ["action": "\"add\"", "target": "\"cart\""]))
        let service = await #expect(throws: ComponentError.self) { try await router.service(named: "cart.items", as: Int.self) }
        #expect(service?.description == Self.text("call.service-not-found", ["name": "\"cart.items\"", "modules": "cart"]))
        let empty = try RouterBuilder<Page>().build()
        let none = await #expect(throws: ComponentError.self) { try await empty.service(named: "cart.items", as: Int.self) }
        #expect(none?.description == Self.text("call.service-not-found-no-module", ["name": "\"cart.items\""]))
        let url = await #expect(throws: ComponentError.self) { try await router.perform(url: "shop://cart", from: .inApp) }
        #expect(url?.description == Self.text("call.not-an-action-url", ["url": "\"shop://cart\""]))
        let type = await #expect(throws: ComponentError.self) { try await router.service(named: "cart.store", as: String.self) }
        #expect(type?.description == Self.text("call.type-mismatch", ["call": "service cart.store", "gave": "Int", "expected": "String"]))
    }

    static func describe(_ body: () throws(ModuleError) -> Void) -> String {
        do throws(ModuleError) {
            try body()
            return "done"
        } catch {
            return error.description
        }
    }
}
