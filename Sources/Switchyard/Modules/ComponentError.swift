/// Why a component call (an action or a service through the router) did not give a value.
///
/// ```swift
/// do {
///     try await router.perform(target: "cart", action: "clear", from: .otherApp(bundleID: nil))
/// } catch {
///     print(error)
///     // action://cart/clear: route "action://cart/clear" is forbidden: the route is internal and the link came from another app
/// }
/// ```
public enum ComponentError: Error, Sendable, CustomStringConvertible {
    /// No loaded module declares this action. Description: `no action "add" on target "cart"`.
    case actionNotFound(target: String, action: String)
    /// No loaded module declares a service by this name (or registered as this type).
    /// Description: `no service "cart.store"`.
    case serviceNotFound(String)
    /// A URL given to ``Router/perform(url:from:)`` was refused at intake or does not have exactly two
    /// path segments (target and action). Description: `"app://cart" does not name a target and an action`.
    case notAnActionURL(String)
    /// The action or service gave a value of another type than the caller expected.
    /// Description: `service cart.store gave Int, not CartStore`.
    case typeMismatch(ComponentCall, gave: String, expected: String)
    /// The pipeline stopped the call: the source policy (``RoutingError/Reason-swift.enum/forbidden(route:why:)``),
    /// a middleware (``RoutingError/Reason-swift.enum/rejected(_:)``, timeouts), cancellation, or the
    /// handler, whose error is inside ``RoutingError/Reason-swift.enum/handlerFailed(route:error:)``.
    case pipeline(RoutingError)

    public var description: String {
        switch self {
        case let .actionNotFound(target, action): return "no action \"\(action)\" on target \"\(target)\""
        case .serviceNotFound(let name): return "no service \"\(name)\""
        case .notAnActionURL(let url): return "\"\(url)\" does not name a target and an action"
        case let .typeMismatch(call, gave, expected): return "\(call) gave \(gave), not \(expected)"
        case .pipeline(let error): return error.description
        }
    }
}
