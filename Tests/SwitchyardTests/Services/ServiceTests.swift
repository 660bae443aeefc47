import Testing
@testable import Switchyard

// Private so that these names never collide with other test files in the target.
private protocol APIClient: Sendable {
    var baseURL: String { get }
}

private protocol CartService: Sendable {
    var api: any APIClient { get }
}

private protocol PriceFormatting: Sendable {
    func format(_ cents: Int) -> String
}

private final class LiveAPIClient: APIClient {
    let baseURL: String
    init(baseURL: String = "https://api.shop.example") { self.baseURL = baseURL }
}

private final class CartServiceImpl: CartService {
    let api: any APIClient
    init(api: any APIClient) { self.api = api }
}

private final class PriceFormatter: PriceFormatting {
    func format(_ cents: Int) -> String { "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

private final class MockCart: CartService {
    let api: any APIClient = LiveAPIClient(baseURL: "mock")
}

// Services for cycle tests: each names the type it is resolved by.
private protocol A: Sendable {}
private protocol B: Sendable {}
private protocol C: Sendable {}
private final class Node: A, B, C {}

private struct Box<Value: Sendable>: Sendable {
    var value: Value
}

private struct DatabaseOffline: Error, CustomStringConvertible {
    var description: String { "database offline" }
}

/// Counts calls from any thread.
private final class Counter: Sendable {
    private let state = Locked(0)
    var value: Int { state.withLock { $0 } }
    @discardableResult
    func increment() -> Int {
        state.withLock {
            $0 += 1; return $0
        }
    }
}

/// Lets a factory reach the registry it belongs to without going through its resolver.
private final class RegistryBox: Sendable {
    private let state = Locked<ServiceRegistry?>(nil)
    var registry: ServiceRegistry? {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}

/// The identity of a class instance held in an existential.
private func identity(_ value: any Sendable) -> ObjectIdentifier {
    ObjectIdentifier(value as AnyObject)
}

/// Keeps a factory busy for two milliseconds, so that concurrent resolutions overlap with it.
private func overlap() {
    let end = ContinuousClock.now.advanced(by: .milliseconds(2))
    while ContinuousClock.now < end {}
}

@Suite("Service registry")
struct ServiceTests {
    // MARK: Lifetimes

    @Test func aSharedServiceIsCreatedLazilyAndOnce() throws {
        let calls = Counter()
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self, lifetime: .shared) { _ in
            calls.increment()
            return LiveAPIClient()
        }
        let registry = services.build()
        #expect(calls.value == 0)

        let first = try registry.resolve((any APIClient).self)
        let second = try registry.resolve((any APIClient).self)
        #expect(calls.value == 1)
        #expect(identity(first) == identity(second))
        #expect(first.baseURL == "https://api.shop.example")
    }

    @Test func aPerCallServiceIsCreatedOnEveryResolve() throws {
        let calls = Counter()
        var services = ServiceRegistryBuilder()
        services.register((any PriceFormatting).self, lifetime: .perCall) { _ in
            calls.increment()
            return PriceFormatter()
        }
        let registry = services.build()

        let instances = try (0..<3).map { _ in try registry.resolve((any PriceFormatting).self) }
        #expect(calls.value == 3)
        #expect(Set(instances.map { identity($0) }).count == 3)
        #expect(instances[0].format(1_205) == "12.05")
    }

    @Test func theDefaultLifetimeIsShared() throws {
        let calls = Counter()
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self) { _ in
            calls.increment()
            return LiveAPIClient()
        }
        let registry = services.build()
        _ = try registry.resolve((any APIClient).self)
        _ = try registry.resolve((any APIClient).self)
        #expect(calls.value == 1)
    }

    @Test func aRegisteredInstanceIsReturnedAsItIs() throws {
        let api = LiveAPIClient(baseURL: "https://staging.shop.example")
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self, instance: api)
        let registry = services.build()
        #expect(identity(try registry.resolve((any APIClient).self)) == identity(api))
    }

    @Test func concreteAndGenericTypesAreServicesToo() throws {
        var services = ServiceRegistryBuilder()
        services.register(Int.self, instance: 42)
        services.register(Box<String>.self, lifetime: .perCall) { resolver in
            Box(value: "answer \(try resolver.resolve(Int.self))")
        }
        let registry = services.build()
        #expect(try registry.resolve(Box<String>.self).value == "answer 42")
        let number: Int = try registry.resolve()
        #expect(number == 42)
        #expect(registry.registeredServices == ["Int", "Box<String>"])
        #expect(!registry.contains(Box<Int>.self))
    }

    @Test func eachBuiltRegistryHasItsOwnSharedInstances() throws {
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self, lifetime: .shared) { _ in LiveAPIClient() }
        let first = services.build()
        let second = services.build()
        #expect(identity(try first.resolve((any APIClient).self)) != identity(try second.resolve((any APIClient).self)))
    }

    // MARK: Dependencies

    @Test func aFactoryResolvesItsDependenciesThroughTheResolver() throws {
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self, instance: LiveAPIClient(baseURL: "https://api.example"))
        services.register((any CartService).self, lifetime: .shared) { resolver in
            CartServiceImpl(api: try resolver.resolve((any APIClient).self))
        }
        let registry = services.build()
        let cart = try registry.resolve((any CartService).self)
        #expect(cart.api.baseURL == "https://api.example")
        #expect(identity(cart.api) == identity(try registry.resolve((any APIClient).self)))
    }

    @Test func anUnregisteredServiceThrowsNotRegistered() throws {
        let registry = ServiceRegistryBuilder().build()
        let error = #expect(throws: ServiceError.self) { try registry.resolve((any CartService).self) }
        #expect(error == .notRegistered("CartService"))
        #expect(error?.description == "no service registered for CartService")
    }

    @Test func aMissingDependencyIsReportedByItsOwnName() throws {
        var services = ServiceRegistryBuilder()
        services.register((any CartService).self) { resolver in
            CartServiceImpl(api: try resolver.resolve((any APIClient).self))
        }
        let registry = services.build()
        #expect(throws: ServiceError.notRegistered("APIClient")) { try registry.resolve((any CartService).self) }
    }

    @Test func resolveIfPresentGivesNilOnlyWhenTheServiceItselfIsAbsent() throws {
        var services = ServiceRegistryBuilder()
        services.register((any CartService).self) { resolver in
            CartServiceImpl(api: try resolver.resolve((any APIClient).self))
        }
        services.register((any PriceFormatting).self, lifetime: .perCall) { _ in PriceFormatter() }
        let registry = services.build()

        #expect(try registry.resolveIfPresent((any APIClient).self) == nil)
        #expect(try registry.resolveIfPresent((any PriceFormatting).self) != nil)
        // Registered, but its dependency is missing: that is an error, not absence.
        #expect(throws: ServiceError.notRegistered("APIClient")) {
            try registry.resolveIfPresent((any CartService).self)
        }
    }

    @Test func theResolverOffersOptionalDependencies() throws {
        var services = ServiceRegistryBuilder()
        services.register(Box<String>.self, lifetime: .perCall) { resolver in
            let api = try resolver.resolveIfPresent((any APIClient).self)
            return Box(value: api?.baseURL ?? "offline" + (resolver.contains(Int.self) ? "+int" : ""))
        }
        #expect(try services.build().resolve(Box<String>.self).value == "offline")

        services.register((any APIClient).self, instance: LiveAPIClient(baseURL: "online"))
        #expect(try services.build().resolve(Box<String>.self).value == "online")
    }

    // MARK: Cycles

    @Test func aTwoServiceCycleIsReportedWithItsChain() throws {
        var services = ServiceRegistryBuilder()
        services.register((any A).self) { resolver in
            _ = try resolver.resolve((any B).self); return Node()
        }
        services.register((any B).self) { resolver in
            _ = try resolver.resolve((any A).self); return Node()
        }
        let registry = services.build()

        let error = #expect(throws: ServiceError.self) { try registry.resolve((any A).self) }
        #expect(error == .cycle(["A", "B", "A"]))
        #expect(error?.description == "service dependency cycle: A → B → A")
        #expect(throws: ServiceError.cycle(["B", "A", "B"])) { try registry.resolve((any B).self) }
    }

    @Test func aServiceThatNeedsItselfIsACycle() throws {
        var services = ServiceRegistryBuilder()
        services.register((any A).self, lifetime: .perCall) { resolver in
            _ = try resolver.resolve((any A).self)
            return Node()
        }
        #expect(throws: ServiceError.cycle(["A", "A"])) { try services.build().resolve((any A).self) }
    }

    @Test func aCycleThroughMixedLifetimesNamesOnlyTheLoop() throws {
        var services = ServiceRegistryBuilder()
        services.register((any A).self, lifetime: .shared) { resolver in
            _ = try resolver.resolve((any B).self); return Node()
        }
        services.register((any B).self, lifetime: .perCall) { resolver in
            _ = try resolver.resolve((any C).self); return Node()
        }
        services.register((any C).self, lifetime: .shared) { resolver in
            _ = try resolver.resolve((any B).self); return Node()
        }
        let registry = services.build()
        #expect(throws: ServiceError.cycle(["B", "C", "B"])) { try registry.resolve((any A).self) }
    }

    @Test func aCycleThroughAFactoryThatBypassesItsResolverIsStillCaught() throws {
        let box = RegistryBox()
        var services = ServiceRegistryBuilder()
        services.register((any A).self, lifetime: .shared) { _ in
            _ = try box.registry?.resolve((any B).self)
            return Node()
        }
        services.register((any B).self, lifetime: .shared) { _ in
            _ = try box.registry?.resolve((any A).self)
            return Node()
        }
        let registry = services.build()
        box.registry = registry
        #expect(throws: ServiceError.cycle(["A", "B", "A"])) { try registry.resolve((any A).self) }
    }

    @Test func aCycleLeavesTheRegistryUsable() throws {
        var services = ServiceRegistryBuilder()
        services.register((any A).self) { resolver in
            _ = try resolver.resolve((any A).self); return Node()
        }
        services.register((any APIClient).self) { _ in LiveAPIClient() }
        let registry = services.build()
        #expect(throws: ServiceError.cycle(["A", "A"])) { try registry.resolve((any A).self) }
        #expect(throws: ServiceError.cycle(["A", "A"])) { try registry.resolve((any A).self) }
        #expect(try registry.resolve((any APIClient).self).baseURL == "https://api.shop.example")
    }

    @Test func aDiamondIsNotACycle() throws {
        // A needs B and C; both need the shared APIClient.
        let apiCalls = Counter()
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self) { _ in
            apiCalls.increment(); return LiveAPIClient()
        }
        services.register((any B).self, lifetime: .perCall) { resolver in
            _ = try resolver.resolve((any APIClient).self); return Node()
        }
        services.register((any C).self, lifetime: .perCall) { resolver in
            _ = try resolver.resolve((any APIClient).self); return Node()
        }
        services.register((any A).self) { resolver in
            _ = try resolver.resolve((any B).self)
            _ = try resolver.resolve((any C).self)
            return Node()
        }
        _ = try services.build().resolve((any A).self)
        #expect(apiCalls.value == 1)
    }

    @Test func aResolverKeptAfterItsFactoryReturnedBehavesLikeTheRegistry() throws {
        let kept = Locked<ServiceResolver?>(nil)
        var services = ServiceRegistryBuilder()
        services.register((any A).self, lifetime: .perCall) { resolver in
            kept.withLock { $0 = resolver }
            return Node()
        }
        let registry = services.build()
        _ = try registry.resolve((any A).self)
        let resolver = try #require(kept.withLock { $0 })
        // While the factory ran, resolving A through this resolver would have been a cycle; now it is not.
        _ = try resolver.resolve((any A).self)
    }

    // MARK: Failures

    @Test func aFailingFactoryIsReportedWithItsError() throws {
        var services = ServiceRegistryBuilder()
        services.register((any CartService).self) { _ in throw DatabaseOffline() }
        let registry = services.build()
        let error = #expect(throws: ServiceError.self) { try registry.resolve((any CartService).self) }
        #expect(error == .factoryFailed("CartService", DatabaseOffline()))
        #expect(error?.description == "the factory for CartService failed: database offline")
    }

    @Test func aFailingDependencyIsReportedByTheDependency() throws {
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self) { _ in throw DatabaseOffline() }
        services.register((any CartService).self) { resolver in CartServiceImpl(api: try resolver.resolve((any APIClient).self)) }
        #expect(throws: ServiceError.factoryFailed("APIClient", DatabaseOffline())) {
            try services.build().resolve((any CartService).self)
        }
    }

    @Test func aSharedServiceWhoseFactoryFailedIsTriedAgain() throws {
        let calls = Counter()
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self, lifetime: .shared) { _ in
            if calls.increment() == 1 { throw DatabaseOffline() }
            return LiveAPIClient()
        }
        let registry = services.build()
        #expect(throws: ServiceError.self) { try registry.resolve((any APIClient).self) }
        let first = try registry.resolve((any APIClient).self)
        let second = try registry.resolve((any APIClient).self)
        #expect(calls.value == 2)
        #expect(identity(first) == identity(second))
    }

    // MARK: Concurrency

    @Test func concurrentResolutionsCreateASharedServiceExactlyOnce() async throws {
        let calls = Counter()
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self, lifetime: .shared) { _ in
            calls.increment()
            overlap()
            return LiveAPIClient()
        }
        let registry = services.build()

        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { identity(try registry.resolve((any APIClient).self)) }
            }
            var result: Set<ObjectIdentifier> = []
            for try await identity in group { result.insert(identity) }
            return result
        }
        #expect(calls.value == 1)
        #expect(identities.count == 1)
    }

    @Test func concurrentResolutionsCreateSharedDependenciesExactlyOnce() async throws {
        let apiCalls = Counter()
        let cartCalls = Counter()
        let formatterCalls = Counter()
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self) { _ in
            apiCalls.increment()
            overlap()
            return LiveAPIClient()
        }
        services.register((any CartService).self) { resolver in
            cartCalls.increment()
            return CartServiceImpl(api: try resolver.resolve((any APIClient).self))
        }
        services.register((any PriceFormatting).self, lifetime: .perCall) { resolver in
            formatterCalls.increment()
            _ = try resolver.resolve((any APIClient).self)
            return PriceFormatter()
        }
        let registry = services.build()

        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        _ = try registry.resolve((any CartService).self)
                    } else {
                        _ = try registry.resolve((any PriceFormatting).self)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(apiCalls.value == 1)
        #expect(cartCalls.value == 1)
        #expect(formatterCalls.value == 50)
    }

    @Test func concurrentResolutionsOfACycleThrowInsteadOfDeadlocking() async throws {
        var services = ServiceRegistryBuilder()
        services.register((any A).self) { resolver in
            overlap(); _ = try resolver.resolve((any B).self); return Node()
        }
        services.register((any B).self) { resolver in
            overlap(); _ = try resolver.resolve((any A).self); return Node()
        }
        let registry = services.build()

        let errors = await withTaskGroup(of: ServiceError?.self) { group in
            for index in 0..<20 {
                group.addTask {
                    do {
                        if index.isMultiple(of: 2) {
                            _ = try registry.resolve((any A).self)
                        } else {
                            _ = try registry.resolve((any B).self)
                        }
                        return nil
                    } catch {
                        return error as? ServiceError
                    }
                }
            }
            var result: [ServiceError?] = []
            for await error in group { result.append(error) }
            return result
        }
        #expect(errors.count == 20)
        #expect(errors.allSatisfy { $0 == .cycle(["A", "B", "A"]) || $0 == .cycle(["B", "A", "B"]) })
    }

    // MARK: Registration

    @Test func registeringAgainKeepsTheLastAndReportsIt() throws {
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self, instance: LiveAPIClient())
        services.register((any CartService).self) { resolver in CartServiceImpl(api: try resolver.resolve((any APIClient).self)) }
        services.register((any CartService).self) { _ in MockCart() }
        services.register((any CartService).self, lifetime: .perCall) { _ in MockCart() }
        #expect(services.replacedRegistrations == ["CartService", "CartService"])
        #expect(services.registeredServices == ["APIClient", "CartService"])

        let registry = services.build()
        #expect(try registry.resolve((any CartService).self).api.baseURL == "mock")
        #expect(identity(try registry.resolve((any CartService).self)) != identity(try registry.resolve((any CartService).self)))
    }

    @Test func aFreshBuilderHasNothingReplaced() {
        var services = ServiceRegistryBuilder()
        services.register((any APIClient).self, instance: LiveAPIClient())
        services.register((any CartService).self) { _ in MockCart() }
        #expect(services.replacedRegistrations.isEmpty)
        let registry = services.build()
        #expect(registry.contains((any CartService).self))
        #expect(!registry.contains((any PriceFormatting).self))
    }

    // MARK: Descriptions

    @Test(
        arguments: [
            (ServiceError.notRegistered("CartService"), "no service registered for CartService"),
            (ServiceError.cycle(["A", "B", "A"]), "service dependency cycle: A → B → A"),
            (ServiceError.cycle(["A", "A"]), "service dependency cycle: A → A"),
            (ServiceError.factoryFailed("CartService", DatabaseOffline()), "the factory for CartService failed: database offline"),
            (ServiceError.factoryFailed("A", ServiceError.notRegistered("B")), "the factory for A failed: no service registered for B"),
        ] as [(ServiceError, String)])
    func errorDescriptionsAreExact(_ error: ServiceError, _ text: String) {
        #expect(error.description == text)
        #expect("\(error)" == text)
    }

    @Test func errorsCompareByCaseAndNames() {
        #expect(ServiceError.notRegistered("A") == .notRegistered("A"))
        #expect(ServiceError.notRegistered("A") != .notRegistered("B"))
        #expect(ServiceError.cycle(["A", "A"]) != .notRegistered("A"))
        #expect(ServiceError.factoryFailed("A", DatabaseOffline()) == .factoryFailed("A", DatabaseOffline()))
        #expect(ServiceError.factoryFailed("A", DatabaseOffline()) != .factoryFailed("A", ServiceError.notRegistered("B")))
    }

    @Test(arguments: [ServiceLifetime.shared, .perCall])
    func lifetimesDescribeThemselves(_ lifetime: ServiceLifetime) {
        #expect(lifetime.description == (lifetime == .shared ? "shared" : "perCall"))
    }

    @Test func servicesAreNamedAsWritten() {
        #expect(switchyardTypeName((any CartService).self) == "CartService")
        #expect(switchyardTypeName(Box<Int>.self) == "Box<Int>")
        #expect(switchyardTypeName(Int.self) == "Int")
    }
}
