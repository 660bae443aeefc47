/// An immutable, thread-safe set of services, looked up by type.
///
/// Build one with ``ServiceRegistryBuilder``; share it freely between threads and tasks.
///
/// ```swift
/// var services = ServiceRegistryBuilder()
/// services.register((any CartService).self, lifetime: .shared) { resolver in
///     CartServiceImpl(api: try resolver.resolve((any APIClient).self))
/// }
/// services.register((any PriceFormatting).self, lifetime: .perCall) { _ in PriceFormatter() }
/// let registry = services.build()
///
/// let cart = try registry.resolve((any CartService).self)            // created now, once
/// let formatter = try registry.resolveIfPresent((any PriceFormatting).self)   // a new one, or nil
/// ```
///
/// **Guarantees.**
/// - A ``ServiceLifetime/shared`` service's factory runs at most once per registry while it succeeds,
///   however many tasks resolve it at the same time: the others wait and receive the same instance.
/// - A dependency cycle (A needs B, B needs A) throws ``ServiceError/cycle(_:)`` naming the chain; it
///   never deadlocks or recurses forever, provided factories resolve their dependencies through the
///   ``ServiceResolver`` they are given.
/// - Nothing is global: two registries never share instances.
///
/// Shared instances are created one at a time (under one registry-wide lock); resolving a service that
/// already exists never waits for another service's factory.
public struct ServiceRegistry: Sendable {
    let store: ServiceStore

    init(store: ServiceStore) {
        self.store = store
    }

    /// Returns the service registered for `type`, creating it if its lifetime asks for that.
    ///
    /// ```swift
    /// let cart = try registry.resolve((any CartService).self)
    /// let api: any APIClient = try registry.resolve()   // the type from context
    /// ```
    ///
    /// - Parameter type: The type the service was registered by.
    /// - Returns: The service.
    /// - Throws: ``ServiceError/notRegistered(_:)`` when nothing is registered for `type` (or for a
    ///   dependency), ``ServiceError/cycle(_:)`` for a dependency cycle, and
    ///   ``ServiceError/factoryFailed(_:_:)`` when a factory throws.
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ServiceError) -> Service {
        try ServiceResolver(store: store).resolve(type)
    }

    /// Returns the service registered for `type`, or `nil` when there is none.
    ///
    /// Only the absence of `type` itself gives `nil`; a registered service that cannot be created still
    /// throws, so a broken dependency graph is never mistaken for an optional service being absent.
    ///
    /// ```swift
    /// if let analytics = try registry.resolveIfPresent((any AnalyticsSink).self) {
    ///     analytics.track("cart.opened")
    /// }
    /// ```
    ///
    /// - Parameter type: The type the service would be registered by.
    /// - Returns: The service, or `nil` when `type` is not registered.
    /// - Throws: The errors of ``resolve(_:)`` other than `type` itself not being registered.
    public func resolveIfPresent<Service: Sendable>(_ type: Service.Type = Service.self) throws(ServiceError) -> Service? {
        try ServiceResolver(store: store).resolveIfPresent(type)
    }

    /// Whether a factory is registered for `type`. Creates nothing.
    ///
    /// ```swift
    /// registry.contains((any CartService).self)   // true
    /// ```
    ///
    /// - Parameter type: The type a service would be registered by.
    /// - Returns: `true` when `type` is registered.
    public func contains<Service>(_ type: Service.Type) -> Bool {
        store.entries[ObjectIdentifier(type)] != nil
    }

    /// Returns the service registered under `name`, as `type`: how a route table or a routing document,
    /// which can hold only text, names a service.
    ///
    /// ```swift
    /// services.register((any CartService).self, name: "cart.store") { _ in CartServiceImpl() }
    /// let cart = try services.build().resolve(named: "cart.store", as: (any CartService).self)
    /// ```
    ///
    /// - Throws: ``ServiceError/notRegistered(_:)`` naming `name` when no service has it;
    ///   ``ServiceError/factoryFailed(_:_:)`` when the service is not a `type` (saying what it is), and the
    ///   errors of ``resolve(_:)``.
    public func resolve<Service: Sendable>(named name: String, as type: Service.Type = Service.self) throws(ServiceError) -> Service {
        try ServiceResolver(store: store).resolve(named: name, as: type)
    }

    /// The names of the registered services, in registration order.
    ///
    /// ```swift
    /// registry.registeredServices   // ["APIClient", "CartService"]
    /// ```
    public var registeredServices: [String] { store.names }
}

/// What a factory resolves its dependencies through.
///
/// A resolver remembers which services are being created on the way to this factory, which is how the
/// registry turns a dependency cycle into ``ServiceError/cycle(_:)`` instead of a deadlock. Use it only
/// while the factory runs; a resolver kept after its factory returned behaves like the registry itself.
///
/// ```swift
/// services.register((any CheckoutService).self) { resolver in
///     Checkout(cart: try resolver.resolve((any CartService).self),
///              analytics: try resolver.resolveIfPresent((any AnalyticsSink).self))
/// }
/// ```
public struct ServiceResolver: Sendable {
    let store: ServiceStore
    /// The services being created on the way to this resolver, outermost first.
    let chain: [ServiceLink]
    /// The factory call this resolver was made for; `nil` at the registry.
    let frame: ResolutionFrame?

    init(store: ServiceStore, chain: [ServiceLink] = [], frame: ResolutionFrame? = nil) {
        self.store = store
        self.chain = chain
        self.frame = frame
    }

    /// Returns the service registered for `type`, creating it if its lifetime asks for that.
    ///
    /// ```swift
    /// let api = try resolver.resolve((any APIClient).self)
    /// ```
    ///
    /// - Parameter type: The type the service was registered by.
    /// - Returns: The service.
    /// - Throws: The same errors as ``ServiceRegistry/resolve(_:)``.
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ServiceError) -> Service {
        guard let service = try resolveIfPresent(type) else {
            throw .notRegistered(switchyardTypeName(type))
        }
        return service
    }

    /// Returns the service registered for `type`, or `nil` when there is none.
    ///
    /// ```swift
    /// let analytics = try resolver.resolveIfPresent((any AnalyticsSink).self)
    /// ```
    ///
    /// - Parameter type: The type the service would be registered by.
    /// - Returns: The service, or `nil` when `type` is not registered.
    /// - Throws: The errors of ``resolve(_:)`` other than `type` itself not being registered.
    public func resolveIfPresent<Service: Sendable>(_ type: Service.Type = Service.self) throws(ServiceError) -> Service? {
        guard let entry = store.entries[ObjectIdentifier(type)] else { return nil }
        let value = try store.instance(of: entry, chain: activeChain)
        guard let service = value as? Service else {
            // Unreachable: the entry is keyed by `Service`'s own type and its factory returns `Service`.
            throw .factoryFailed(entry.name, ServiceTypeMismatchError(produced: switchyardTypeName(Swift.type(of: value))))
        }
        return service
    }

    /// Returns the service registered under `name`, as `type` (see ``ServiceRegistry/resolve(named:as:)``).
    ///
    /// ```swift
    /// let cart = try resolver.resolve(named: "cart.store", as: (any CartService).self)
    /// ```
    ///
    /// - Throws: The same errors as ``ServiceRegistry/resolve(named:as:)``.
    public func resolve<Service: Sendable>(named name: String, as type: Service.Type = Service.self) throws(ServiceError) -> Service {
        guard let entry = store.byName[name] else { throw .notRegistered(name) }
        let value = try store.instance(of: entry, chain: activeChain)
        guard let service = value as? Service else {
            throw .factoryFailed(
                entry.name,
                ServiceTypeMismatchError(produced: switchyardTypeName(Swift.type(of: value)), expected: switchyardTypeName(type)))
        }
        return service
    }

    /// Whether a factory is registered for `type`. Creates nothing.
    ///
    /// ```swift
    /// if resolver.contains((any AnalyticsSink).self) { … }
    /// ```
    ///
    /// - Parameter type: The type a service would be registered by.
    /// - Returns: `true` when `type` is registered.
    public func contains<Service>(_ type: Service.Type) -> Bool {
        store.entries[ObjectIdentifier(type)] != nil
    }

    /// The chain that still counts: empty once the factory this resolver was made for has returned.
    private var activeChain: [ServiceLink] {
        guard let frame else { return chain }
        return frame.isActive ? chain : []
    }
}

/// A service on the way to the one being created.
struct ServiceLink: Sendable {
    let id: ObjectIdentifier
    let name: String
}

/// Marks whether the factory call a resolver belongs to is still running.
final class ResolutionFrame: Sendable {
    private let state = Locked(true)

    var isActive: Bool { state.withLock { $0 } }

    func end() {
        state.withLock { $0 = false }
    }
}

/// A service that is not of the type asked for: asked by name for another type (or, through the type-keyed
/// API, a factory whose result is not its registered type, which cannot happen).
struct ServiceTypeMismatchError: Error, CustomStringConvertible {
    let produced: String
    var expected: String?
    var description: String { "it produced \(produced)" + (expected.map { ", not \($0)" } ?? "") }
}

/// One registered service inside a built registry.
final class ServiceEntry: Sendable {
    let id: ObjectIdentifier
    let name: String
    let lifetime: ServiceLifetime
    let make: @Sendable (ServiceResolver) throws -> any Sendable
    /// The shared instance, once created.
    let instance = Locked<(any Sendable)?>(nil)

    init(id: ObjectIdentifier, registration: ServiceRegistration) {
        self.id = id
        self.name = registration.name
        self.lifetime = registration.lifetime
        self.make = registration.make
    }

    var link: ServiceLink { ServiceLink(id: id, name: name) }
}

/// The frozen registrations and the machinery that creates instances.
final class ServiceStore: Sendable {
    let entries: [ObjectIdentifier: ServiceEntry]
    /// The same entries by name; a name given to two types goes to the later one.
    let byName: [String: ServiceEntry]
    let names: [String]
    /// Held while a shared instance is created. Recursive, because a shared service's factory may
    /// create the shared services it depends on, on the same thread.
    private let creationLock = Locked(0, recursive: true)
    /// The shared services being created by the thread that holds `creationLock`, outermost first.
    /// It catches cycles through factories that bypass their resolver.
    private let creating = Locked<[ServiceLink]>([])

    init(entries: [ServiceEntry]) {
        var byID: [ObjectIdentifier: ServiceEntry] = [:]
        var byName: [String: ServiceEntry] = [:]
        for entry in entries {
            byID[entry.id] = entry
            byName[entry.name] = entry
        }
        self.entries = byID
        self.byName = byName
        self.names = entries.map(\.name)
    }

    /// Returns the instance of `entry` for a resolution that is creating `chain`.
    func instance(of entry: ServiceEntry, chain: [ServiceLink]) throws(ServiceError) -> any Sendable {
        if entry.lifetime == .shared, let existing = entry.instance.withLock({ $0 }) {
            return existing
        }
        if let start = chain.firstIndex(where: { $0.id == entry.id }) {
            throw .cycle(chain[start...].map(\.name) + [entry.name])
        }
        switch entry.lifetime {
        case .perCall:
            return try run(entry, chain: chain)
        case .shared:
            return try creationLock.withLock { (_: inout Int) throws(ServiceError) -> any Sendable in
                if let existing = entry.instance.withLock({ $0 }) {
                    return existing
                }
                let inProgress = creating.withLock { $0 }
                if let start = inProgress.firstIndex(where: { $0.id == entry.id }) {
                    throw .cycle(inProgress[start...].map(\.name) + [entry.name])
                }
                creating.withLock { $0.append(entry.link) }
                defer { creating.withLock { _ = $0.popLast() } }
                let created = try run(entry, chain: chain)
                entry.instance.withLock { $0 = created }
                return created
            }
        }
    }

    /// Runs the factory of `entry` with a resolver that knows the chain.
    private func run(_ entry: ServiceEntry, chain: [ServiceLink]) throws(ServiceError) -> any Sendable {
        let frame = ResolutionFrame()
        defer { frame.end() }
        let resolver = ServiceResolver(store: self, chain: chain + [entry.link], frame: frame)
        do {
            return try entry.make(resolver)
        } catch let error as ServiceError {
            throw error
        } catch {
            throw .factoryFailed(entry.name, error)
        }
    }
}
