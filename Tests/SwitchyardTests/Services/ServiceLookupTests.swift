import Foundation
import Synchronization
import Testing
import Switchyard

// Services through the router (ported from the former `ServiceRegistry` and "Services by name" suites: the
// lifetimes, lookups by type and by name, and the errors keep their meaning. The registry's resolver, its
// dependency cycles and its replaced registrations have no counterpart: a router's service factories take
// nothing, and a name declared twice is an error).

private protocol NamedCartStore: Sendable { var items: Int { get } }
private protocol NamedPriceFormatting: Sendable { func format(_ cents: Int) -> String }
private struct NamedLiveCart: NamedCartStore { let items = 3 }
private struct NamedFormatter: NamedPriceFormatting { func format(_ cents: Int) -> String { "€\(cents / 100)" } }
private final class Instance: Sendable {}
private struct Box<Value: Sendable>: Sendable { var value: Value }

private struct DatabaseOffline: Error, CustomStringConvertible {
    var description: String { "database offline" }
}

@Suite("Services")
struct ServiceLookupTests {
    @Test func aSharedServiceIsMadeLazilyAndOnce() async throws {
        let made = ActionRunCounter()
        let router = try routerWith {
            $0.register(Instance.self, lifetime: .shared) {
                made.increment(); return Instance()
            }
        }
        #expect(made.value == 0)
        let first = try await router.service(Instance.self)
        let second = try await router.service(Instance.self)
        #expect(first === second)
        #expect(made.value == 1)
    }

    /// Issue #42: two tasks looking a shared service up for the first time together ran its factory twice.
    @Test(arguments: 1...4)
    func aSharedServiceIsMadeOnceWhenTheFirstLookupsComeTogether(run: Int) async throws {
        let made = ActionRunCounter()
        let router = try routerWith {
            $0.register(Instance.self, lifetime: .shared) {
                made.increment()
                // Holds the first making until a second one starts (what went wrong), for at most 300 ms.
                for _ in 0..<300 where made.value < 2 { usleep(1_000) }
                return Instance()
            }
        }
        async let first = router.service(Instance.self)
        async let second = router.service(Instance.self)
        let (a, b) = try await (first, second)
        #expect(a === b)
        #expect(made.value == 1)
    }

    @Test func aSharedServiceWhoseFactoryFailedIsMadeAgainOnTheNextLookup() async throws {
        let attempts = ActionRunCounter()
        let router = try routerWith {
            $0.register(Instance.self, lifetime: .shared) {
                attempts.increment()
                if attempts.value == 1 { throw DatabaseOffline() }
                return Instance()
            }
        }
        await #expect(throws: ComponentError.self) { try await router.service(Instance.self) }
        let instance = try await router.service(Instance.self)
        #expect(try await router.service(Instance.self) === instance)
        #expect(attempts.value == 2)
    }

    @Test func aPerCallServiceIsMadeOnEveryLookupAndSharedIsTheDefault() async throws {
        let router = try routerWith { module in
            module.register(Instance.self, lifetime: .perCall) { Instance() }
            module.register(Box<Int>.self) { Box(value: 1) }
            module.register(named: "fresh", lifetime: .perCall) { Instance() }
        }
        #expect(try await router.service(Instance.self) !== router.service(Instance.self))
        #expect(try await router.service(named: "fresh", as: Instance.self) !== router.service(named: "fresh", as: Instance.self))
        #expect(try await router.service(Box<Int>.self).value == 1)  // a generic concrete type is a service too
    }

    @Test func aServiceIsFoundByTheNameItWasGivenOrByItsTypesName() async throws {
        let router = try routerWith { module in
            module.register((any NamedCartStore).self, name: "cart.store", lifetime: .shared) { NamedLiveCart() }
            module.register((any NamedPriceFormatting).self) { NamedFormatter() }
        }
        #expect(router.components.map(\.call) == [.service(name: "cart.store"), .service(name: "NamedPriceFormatting")])
        #expect(try await router.service(named: "cart.store", as: (any NamedCartStore).self).items == 3)
        #expect(try await router.service(named: "NamedPriceFormatting", as: (any NamedPriceFormatting).self).format(250) == "€2")
        #expect(try await router.service((any NamedCartStore).self).items == 3)
    }

    @Test func aMissingNameOrTypeOrAnotherTypeIsATypedError() async throws {
        let router = try routerWith { $0.register((any NamedCartStore).self, name: "cart.store") { NamedLiveCart() } }
        let missing = await #expect(throws: ComponentError.self) { try await router.service(named: "cart", as: (any NamedCartStore).self) }
        #expect(missing?.code == .serviceNotFound)
        #expect(missing?.description == "no service \"cart\" in the loaded modules (test)")
        let missingType = await #expect(throws: ComponentError.self) { try await router.service((any NamedPriceFormatting).self) }
        #expect(missingType?.description == "no service \"NamedPriceFormatting\" in the loaded modules (test)")
        let wrongType = await #expect(throws: ComponentError.self) {
            try await router.service(named: "cart.store", as: (any NamedPriceFormatting).self)
        }
        #expect(wrongType?.code == .typeMismatch)
        #expect(wrongType?.description == "service cart.store gave NamedLiveCart, not NamedPriceFormatting")
    }

    @Test func aNameDeclaredTwiceIsAnError() throws {
        var builder = RouterBuilder<Screen>()
        try builder.module("cart") { $0.register((any NamedCartStore).self, name: "shared.name") { NamedLiveCart() } }
        let error = #expect(throws: ModuleError.self) {
            try builder.module("prices") { $0.register((any NamedPriceFormatting).self, name: "shared.name") { NamedFormatter() } }
        }
        #expect(error?.code == .duplicateComponent)
        #expect(error?.description == "service shared.name is declared by module \"cart\" and by module \"prices\"")
    }

    @Test func aFailingFactoryIsReportedWithItsErrorAndTriedAgain() async throws {
        let attempts = ActionRunCounter()
        let router = try routerWith { module in
            module.register(Instance.self) {
                attempts.increment()
                if attempts.value == 1 { throw DatabaseOffline() }
                return Instance()
            }
        }
        let error = await #expect(throws: ComponentError.self) { try await router.service(Instance.self) }
        #expect(error?.code == .pipeline)
        guard case .handlerFailed(_, let inner) = error?.routingError?.reason else {
            Issue.record("expected handlerFailed, got \(String(describing: error))")
            return
        }
        #expect(inner is DatabaseOffline)
        let made = try await router.service(Instance.self)
        #expect(try await router.service(Instance.self) === made)
        #expect(attempts.value == 2)
    }

    /// `hasService`: by type and by name, without making the service (issue #43, item 9).
    @Test func hasServiceAnswersByTypeAndByNameWithoutMakingIt() throws {
        let made = ActionRunCounter()
        let router = try routerWith { module in
            module.register((any NamedCartStore).self, name: "cart.store") {
                made.increment()
                return NamedLiveCart()
            }
            module.register(named: "goods.featured") { [7, 42] }
        }
        #expect(router.hasService((any NamedCartStore).self))
        #expect(!router.hasService((any NamedPriceFormatting).self))
        #expect(!router.hasService([Int].self), "a service registered by name only is not found by type")
        #expect(router.hasService(named: "cart.store"))
        #expect(router.hasService(named: "goods.featured"))
        #expect(!router.hasService(named: "NamedCartStore"), "a service given a name is not found by its type's name")
        #expect(made.value == 0)
    }

    @Test func concurrentLookupsOfASharedServiceAllGetTheSameInstance() async throws {
        let router = try routerWith { $0.register(Instance.self) { Instance() } }
        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<50 { group.addTask { ObjectIdentifier(try await router.service(Instance.self)) } }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
    }
}
