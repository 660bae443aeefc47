/// How often a registered factory runs.
///
/// ```swift
/// services.register((any CartService).self, lifetime: .shared) { _ in CartServiceImpl() }   // once
/// services.register((any PriceFormatting).self, lifetime: .perCall) { _ in PriceFormatter() } // every resolve
/// ```
public enum ServiceLifetime: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// One instance per registry, created lazily on the first resolve, exactly once even when many
    /// threads or tasks resolve it at the same time (BeeHive's singleton services, without the global).
    case shared
    /// A new instance on every resolve.
    case perCall

    /// `shared` or `perCall`.
    public var description: String {
        switch self {
        case .shared: return "shared"
        case .perCall: return "perCall"
        }
    }
}

/// Collects service factories, then freezes them into a ``ServiceRegistry``.
///
/// This replaces the protocol → class managers of BeeHive and the component-architecture articles
/// (`registerClass:forProtocol:`, `serviceProvideForProtocol:`): a service is looked up by its Swift
/// type, usually a protocol, and the registry hands out a value of that type, never `Any`.
///
/// ```swift
/// protocol CartService: Sendable { func count() async -> Int }
/// protocol APIClient: Sendable { … }
///
/// var services = ServiceRegistryBuilder()
/// services.register((any APIClient).self, instance: LiveAPIClient())
/// services.register((any CartService).self, lifetime: .shared) { resolver in
///     CartServiceImpl(api: try resolver.resolve((any APIClient).self))
/// }
/// let registry = services.build()
/// let cart = try registry.resolve((any CartService).self)   // any CartService
/// ```
///
/// Services must be `Sendable`, because a registry is shared by every thread of the app: declare
/// service protocols as refining `Sendable` (`protocol CartService: Sendable`). Write the protocol's
/// metatype as `(any CartService).self`; that is the key the registry stores, and the same spelling
/// resolves it.
///
/// Registering the same type again replaces the earlier factory: the last registration wins, and
/// ``replacedRegistrations`` lists the name of every service that was replaced, so an app can assert
/// at startup that no module overrode another by accident.
public struct ServiceRegistryBuilder: Sendable {
    private var registrations: [ObjectIdentifier: ServiceRegistration] = [:]
    private var order: [ObjectIdentifier] = []

    /// The names of services registered more than once, once per replacement, in the order it happened.
    ///
    /// ```swift
    /// var services = ServiceRegistryBuilder()
    /// services.register((any CartService).self) { _ in CartServiceImpl() }
    /// services.register((any CartService).self) { _ in MockCart() }   // replaces the first
    /// services.replacedRegistrations   // ["CartService"]
    /// ```
    public private(set) var replacedRegistrations: [String] = []

    /// Creates an empty builder.
    ///
    /// ```swift
    /// var services = ServiceRegistryBuilder()
    /// ```
    public init() {}

    /// The names of the registered services, in the order they were first registered.
    ///
    /// ```swift
    /// services.registeredServices   // ["APIClient", "CartService"]
    /// ```
    public var registeredServices: [String] {
        order.compactMap { registrations[$0]?.name }
    }

    /// Registers a factory for a service type.
    ///
    /// The factory runs lazily: on the first resolve for ``ServiceLifetime/shared`` services (then never
    /// again), on every resolve for ``ServiceLifetime/perCall`` ones. It receives a ``ServiceResolver``
    /// for its dependencies; resolving through it lets the registry detect dependency cycles.
    ///
    /// ```swift
    /// services.register((any CartService).self, lifetime: .shared) { resolver in
    ///     CartServiceImpl(api: try resolver.resolve((any APIClient).self))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type the service is resolved by, usually a protocol's `(any P).self`.
    ///   - name: The name a route table or routing document finds it by
    ///     (``ServiceRegistry/resolve(named:as:)``). Default the type's name (`"CartService"`). A name
    ///     given to two types goes to the later one, and ``replacedRegistrations`` lists it.
    ///   - lifetime: Whether one instance is shared or each resolve gets a new one. Default `.shared`.
    ///   - factory: Makes the service. It must be quick and must not wait for other threads that
    ///     resolve from the same registry. An error it throws reaches the caller of `resolve` as
    ///     ``ServiceError/factoryFailed(_:_:)`` (a ``ServiceError`` passes through unchanged), and a
    ///     shared service whose factory failed is tried again on the next resolve.
    public mutating func register<Service: Sendable>(
        _ type: Service.Type,
        name: String? = nil,
        lifetime: ServiceLifetime = .shared,
        factory: @escaping @Sendable (ServiceResolver) throws -> Service
    ) {
        let id = ObjectIdentifier(type)
        let name = name ?? switchyardTypeName(type)
        if registrations[id] != nil {
            replacedRegistrations.append(name)
        } else {
            if registrations.values.contains(where: { $0.name == name }) { replacedRegistrations.append(name) }
            order.append(id)
        }
        registrations[id] = ServiceRegistration(name: name, lifetime: lifetime, make: { resolver in try factory(resolver) })
    }

    /// Registers a ready-made instance as a shared service.
    ///
    /// ```swift
    /// services.register((any APIClient).self, instance: LiveAPIClient(baseURL: "https://api.shop.example"))
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type the service is resolved by.
    ///   - name: The name it is found by. Default the type's name.
    ///   - instance: The value every resolve returns.
    public mutating func register<Service: Sendable>(_ type: Service.Type, name: String? = nil, instance: Service) {
        register(type, name: name, lifetime: .shared) { _ in instance }
    }

    /// Freezes the registrations into a registry.
    ///
    /// Every call makes a new registry with its own shared instances; later changes to the builder do not
    /// affect registries already built.
    ///
    /// ```swift
    /// let registry = services.build()
    /// ```
    ///
    /// - Returns: An immutable, `Sendable` registry.
    public func build() -> ServiceRegistry {
        let entries = order.compactMap { id in
            registrations[id].map { ServiceEntry(id: id, registration: $0) }
        }
        return ServiceRegistry(store: ServiceStore(entries: entries))
    }
}

/// One registered factory, as the builder keeps it.
struct ServiceRegistration: Sendable {
    let name: String
    let lifetime: ServiceLifetime
    let make: @Sendable (ServiceResolver) throws -> any Sendable
}
