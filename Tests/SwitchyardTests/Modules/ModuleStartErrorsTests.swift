import Switchyard
import Testing

/// What a host refuses before anything runs, each with its exact text (`Conformance/errors.json`'s `module.*`),
/// and the component calls' own refusals (`call.*`).
@Suite("Modules: a missing or doubled piece is named at start")
struct ModuleStartErrorsTests {
    @Test func aTableHandlerNameTwoModulesDeclareIsAnErrorAtStartNamingBoth() throws {
        let goods = TestModule(name: "goods") { $0.register("goods.detail") { _ in .navigate(.push(.goods("goods"))) } }
        let promo = TestModule(name: "promo") { $0.register("goods.detail") { _ in .navigate(.push(.goods("promo"))) } }
        let handed = Locked(false)
        let error = #expect(throws: ModuleError.self) {
            try ModuleHost(modules: [goods, promo]) { _ in
                handed.withLock { $0 = true }
                return RouterBuilder<Screen>()
            }
        }
        #expect(error?.code == .duplicateComponent)
        #expect(error?.module == "promo")
        #expect(error?.description == "route-table handler goods.detail is declared by module \"goods\" and by module \"promo\"")
        #expect(!handed.value, "the table's builder is not made with a handler that silently replaced another")

        let twice = TestModule(name: "goods") { module in
            module.register("goods.list") { _ in .declined }
            module.register("goods.list") { _ in .declined }
        }
        let again = #expect(throws: ModuleError.self) { try ModuleHost(modules: [twice]) { _ in RouterBuilder<Screen>() } }
        #expect(again?.description == "route-table handler goods.list is declared by module \"goods\" and by module \"goods\"")
    }

    @Test func aCycleIsNamedFromItsModuleRegisteredFirstWhereverTheWalkEntersIt() {
        // The walk starts at "checkout", enters the cycle at "user", and meets "cart" last; "cart" was registered
        // before "user", so the cycle is named from "cart".
        let modules: [any AppModule<Screen>] = [
            TestModule(name: "checkout", dependencies: ["user"]),
            TestModule(name: "cart", dependencies: ["user"]),
            TestModule(name: "user", dependencies: ["cart"]),
        ]
        let error = #expect(throws: ModuleError.self) { try ModuleHost(modules: modules, builder: RouterBuilder<Screen>()) }
        #expect(error?.code == .dependencyCycle)
        #expect(error?.module == "cart")
        #expect(error?.description == "modules depend on each other in a cycle: cart → user → cart")

        let longer: [any AppModule<Screen>] = [
            TestModule(name: "home", dependencies: ["address"]),
            TestModule(name: "goods"),
            TestModule(name: "user", dependencies: ["address"]),
            TestModule(name: "cart", dependencies: ["user"]),
            TestModule(name: "address", dependencies: ["cart"]),
        ]
        let cycle = #expect(throws: ModuleError.self) { try ModuleHost(modules: longer, builder: RouterBuilder<Screen>()) }
        #expect(cycle?.description == "modules depend on each other in a cycle: user → address → cart → user")
    }

    @Test func aServiceOrActionAModuleRequiresIsAnErrorAtStartWhenNoModuleDeclaresIt() {
        let byType = TestModule(name: "checkout") { $0.requires(RequiredStore.self) }
        let typeError = #expect(throws: ModuleError.self) { try ModuleHost(modules: [byType], builder: RouterBuilder<Screen>()) }
        #expect(typeError?.code == .missingRequirement)
        #expect(typeError?.module == "checkout")
        #expect(typeError?.description == "module \"checkout\" requires service of type RequiredStore, which no module declares")

        let byName = TestModule(name: "checkout") { $0.requires(service: "cart.limits") }
        let nameError = #expect(throws: ModuleError.self) { try ModuleHost(modules: [byName], builder: RouterBuilder<Screen>()) }
        #expect(nameError?.description == "module \"checkout\" requires service cart.limits, which no module declares")

        // An unmatched-action handler answers calls, but does not declare the action.
        let fallback = TestModule(name: "cart") { $0.unmatched(target: "cart") { _ in "fallback" } }
        let action = TestModule(name: "checkout") { $0.requires(target: "cart", action: "add") }
        let actionError = #expect(throws: ModuleError.self) {
            try ModuleHost(modules: [fallback, action], builder: RouterBuilder<Screen>())
        }
        #expect(actionError?.description == "module \"checkout\" requires action cart/add, which no module declares")
    }

    @Test func aRequirementAnotherModuleDeclaresIsMetInAnyOrderAndKeepsThatModuleLoaded() async throws {
        let checkout = TestModule(name: "checkout") { module in
            module.requires(RequiredStore.self)
            module.requires(service: "cart.limits")
            module.requires(target: "Cart", action: "add")
        }
        let cart = TestModule(name: "cart") { module in
            module.register(RequiredStore.self) { RequiredStore() }
            module.register(named: "cart.limits") { 99 }
            module.register(target: "cart", action: "add") { _ in 1 }
        }
        // Registered before the module that declares what it requires: checked once every module is installed.
        let host = try ModuleHost(modules: [checkout, cart], builder: RouterBuilder<Screen>())
        #expect(host.modules == ["checkout", "cart"])
        let needed = #expect(throws: ModuleError.self) { try host.unload("cart") }
        #expect(needed?.code == .stillNeeded)
        #expect(needed?.description == "module \"cart\" cannot be unloaded: \"checkout\" depends on it")
        #expect(host.modules == ["checkout", "cart"])
        #expect(try await host.router.service(named: "cart.limits", as: Int.self) == 99)

        await (try host.unload("checkout")).value
        let late = TestModule(name: "late") { $0.requires(service: "flash.prices") }
        let lateError = #expect(throws: ModuleError.self) { try host.load(late) }
        #expect(lateError?.description == "module \"late\" requires service flash.prices, which no module declares")
        #expect(host.modules == ["cart"])
        #expect(!host.router.hasService(named: "flash.prices"))
    }

    @Test func anInlineModulesRequirementsAreCheckedAgainstTheBuilder() throws {
        var builder = RouterBuilder<Screen>()
        let error = #expect(throws: ModuleError.self) { try builder.module("checkout") { $0.requires(service: "cart.limits") } }
        #expect(error?.description == "module \"checkout\" requires service cart.limits, which no module declares")
        try builder.module("cart") { $0.register(named: "cart.limits") { 99 } }
        try builder.module("checkout") { $0.requires(service: "cart.limits") }
        #expect(try builder.build().hasService(named: "cart.limits"))
    }

    @Test func aServiceLookupThatFailsNamesTheServiceAndTheModulesAsked() async throws {
        let host = try ModuleHost(
            modules: [TestModule(name: "user"), TestModule(name: "cart") { $0.register(named: "cart.items") { [1] } }],
            builder: RouterBuilder<Screen>())
        let missing = await #expect(throws: ComponentError.self) { try await host.router.service(named: "cart.store", as: Int.self) }
        #expect(missing?.code == .serviceNotFound)
        #expect(missing?.description == "no service \"cart.store\" in the loaded modules (user, cart)")
        let byType = await #expect(throws: ComponentError.self) { try await host.router.service(RequiredStore.self) }
        #expect(byType?.description == "no service \"RequiredStore\" in the loaded modules (user, cart)")

        let empty = try RouterBuilder<Screen>().build()
        let none = await #expect(throws: ComponentError.self) { try await empty.service(named: "cart.store", as: Int.self) }
        #expect(none?.description == "no service \"cart.store\": no module is loaded")
    }

    @Test func aCallByURLIsACallWithNoEventFromAnOriginTheTableAccepts() async throws {
        let events = Log()
        var builder = RouterBuilder<Screen>(options: RouteTableOptions(accept: ["shop"]))
        builder.analytics { event in events.append("\(event)") }
        try builder.module("cart") { $0.register(target: "cart", action: "add", visibility: .public) { _ in "added" } }
        let router = try builder.build()

        let called = try await router.perform(url: "shop://cart/add?id=7", from: .otherApp(bundleID: nil))
        #expect(try called.value(as: String.self) == "added")
        #expect(try await router.perform(url: "/cart/add", from: .inApp).value(as: String.self) == "added")
        #expect(events.all.isEmpty, "a component call gives no analytics event, by URL too")

        let refused = await #expect(throws: ComponentError.self) {
            try await router.perform(url: "evil://cart/add?id=7", from: .otherApp(bundleID: nil))
        }
        #expect(refused?.code == .notAnActionURL)
        #expect(refused?.description == "evil://cart/add?id=7: origin evil://cart is not accepted")
        #expect(events.all.isEmpty)
    }
}

/// A service a module requires by type.
final class RequiredStore: Sendable {}
