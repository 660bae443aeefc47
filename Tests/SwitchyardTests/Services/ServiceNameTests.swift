import Testing
@testable import Switchyard

private protocol NamedCartStore: Sendable { var items: Int { get } }
private protocol NamedPriceFormatting: Sendable { func format(_ cents: Int) -> String }
private struct NamedLiveCart: NamedCartStore { let items = 3 }
private struct NamedFormatter: NamedPriceFormatting { func format(_ cents: Int) -> String { "€\(cents / 100)" } }

/// Services found by name as well as by type: what a route table or a routing document, which hold only
/// text, can name (issue #28, item 3).
@Suite("Services by name")
struct ServiceNameTests {
    @Test func aServiceIsFoundByTheNameItWasGivenOrByItsTypesName() throws {
        var services = ServiceRegistryBuilder()
        services.register((any NamedCartStore).self, name: "cart.store", lifetime: .shared) { _ in NamedLiveCart() }
        services.register((any NamedPriceFormatting).self, instance: NamedFormatter())
        let registry = services.build()
        #expect(registry.registeredServices == ["cart.store", "NamedPriceFormatting"])
        #expect(try registry.resolve(named: "cart.store", as: (any NamedCartStore).self).items == 3)
        #expect(try registry.resolve(named: "NamedPriceFormatting", as: (any NamedPriceFormatting).self).format(250) == "€2")
        // The same shared instance by name and by type.
        let byType = try registry.resolve((any NamedCartStore).self)
        let byName = try registry.resolve(named: "cart.store", as: (any NamedCartStore).self)
        #expect(byType.items == byName.items)
    }

    @Test func aMissingNameOrAnotherTypeIsATypedError() throws {
        var services = ServiceRegistryBuilder()
        services.register((any NamedCartStore).self, name: "cart.store") { _ in NamedLiveCart() }
        let registry = services.build()
        let missing = #expect(throws: ServiceError.self) { try registry.resolve(named: "cart", as: (any NamedCartStore).self) }
        #expect(missing?.description == "no service registered for cart")
        let wrongType = #expect(throws: ServiceError.self) {
            try registry.resolve(named: "cart.store", as: (any NamedPriceFormatting).self)
        }
        #expect(wrongType?.description == "the factory for cart.store failed: it produced NamedLiveCart, not NamedPriceFormatting")
    }

    @Test func aFactoryResolvesItsDependenciesByNameToo() throws {
        struct Checkout: Sendable { let cartItems: Int }
        var services = ServiceRegistryBuilder()
        services.register((any NamedCartStore).self, name: "cart.store") { _ in NamedLiveCart() }
        services.register(Checkout.self) { resolver in
            Checkout(cartItems: try resolver.resolve(named: "cart.store", as: (any NamedCartStore).self).items)
        }
        #expect(try services.build().resolve(Checkout.self).cartItems == 3)
    }

    @Test func aNameGivenTwiceGoesToTheLaterTypeAndIsReported() throws {
        var services = ServiceRegistryBuilder()
        services.register((any NamedCartStore).self, name: "shared.name") { _ in NamedLiveCart() }
        services.register((any NamedPriceFormatting).self, name: "shared.name") { _ in NamedFormatter() }
        #expect(services.replacedRegistrations == ["shared.name"])
        let registry = services.build()
        #expect(try registry.resolve(named: "shared.name", as: (any NamedPriceFormatting).self).format(100) == "€1")
        // The earlier type is still found by its type.
        #expect(try registry.resolve((any NamedCartStore).self).items == 3)
    }
}
