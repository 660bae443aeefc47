/// Why a ``ServiceRegistry`` could not hand out a service.
///
/// Services are named by their type as written (`CartService`, without `any` or the module), which is
/// also how the descriptions read:
///
/// ```swift
/// do {
///     _ = try registry.resolve((any CartService).self)
/// } catch {
///     print(error)   // "no service registered for CartService"
/// }
/// ```
///
/// A ``ServiceError`` thrown while a factory resolves its own dependencies reaches the caller unchanged,
/// so the error names the service at fault, not the one that was asked for. Any other error a factory
/// throws is wrapped in ``factoryFailed(_:_:)``.
public enum ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No factory is registered for the named service.
    ///
    /// Description: `no service registered for CartService`.
    case notRegistered(String)

    /// Resolving a service needed the service itself again. The chain starts and ends with the same name.
    ///
    /// ```swift
    /// // A needs B, B needs A:
    /// ServiceError.cycle(["A", "B", "A"]).description   // "service dependency cycle: A → B → A"
    /// ```
    case cycle([String])

    /// The factory for the named service threw an error that is not a ``ServiceError``.
    ///
    /// Description: `the factory for CartService failed: <the error's description>`.
    case factoryFailed(String, any Error)

    /// The text of the error, for logs and for people.
    ///
    /// ```swift
    /// ServiceError.notRegistered("CartService").description   // "no service registered for CartService"
    /// ```
    public var description: String {
        switch self {
        case .notRegistered(let service):
            return "no service registered for \(service)"
        case .cycle(let chain):
            return "service dependency cycle: " + chain.joined(separator: " → ")
        case .factoryFailed(let service, let error):
            return "the factory for \(service) failed: \(error)"
        }
    }

    /// Whether two errors are the same case about the same services.
    ///
    /// Two ``factoryFailed(_:_:)`` errors are equal when they name the same service and their
    /// underlying errors have the same description, since arbitrary errors cannot be compared.
    ///
    /// ```swift
    /// ServiceError.cycle(["A", "B", "A"]) == .cycle(["A", "B", "A"])   // true
    /// ```
    public static func == (lhs: ServiceError, rhs: ServiceError) -> Bool {
        switch (lhs, rhs) {
        case let (.notRegistered(a), .notRegistered(b)):
            return a == b
        case let (.cycle(a), .cycle(b)):
            return a == b
        case let (.factoryFailed(a, errorA), .factoryFailed(b, errorB)):
            return a == b && String(describing: errorA) == String(describing: errorB)
        default:
            return false
        }
    }
}

/// The name a service or value type is reported by: the type as written, without a leading `any`.
func switchyardTypeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
}
