/// Why a component call (an action or a service through the router) did not give a value.
///
/// ```swift
/// do {
///     try await router.perform(target: "cart", action: "clear", from: .otherApp(bundleID: nil))
/// } catch {
///     error.code            // .pipeline: the source policy refused it
///     error.routingError    // its reason: .forbidden(route: "action://cart/clear", why: …)
///     print(error)
///     // action://cart/clear: route "action://cart/clear" is forbidden: the route is internal and the link came from another app
/// }
/// ```
///
/// A new kind of failure is a new ``Code`` case: the enum is `@nonexhaustive`, so a `switch` over it in
/// an app ends with `@unknown default` and keeps compiling when one is added.
///
/// ```swift
/// switch error.code {
/// case .actionNotFound, .serviceNotFound, .notAnActionURL: showUnavailable()
/// case .typeMismatch, .invalidParameters: assertionFailure("\(error)")
/// case .pipeline: handle(error.routingError)
/// @unknown default: log(error)   // a kind added in a later release
/// }
/// ```
public struct ComponentError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure, for programs; ``description`` says it for people. Compare with `==` or `switch`
    /// (ending with `@unknown default`: new kinds may be added in any release).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Code: String, Hashable, Sendable, CustomStringConvertible {
        /// No loaded module declares this action, and no unmatched-action handler takes it.
        /// Description: `no action "add" on target "cart"`.
        case actionNotFound
        /// No loaded module declares a service by this name (or registered as this type).
        /// Description: `no service "cart.store"`.
        case serviceNotFound
        /// A URL given to ``Router/perform(url:from:)`` was refused at intake or does not have exactly two
        /// path segments (target and action). Description: `"app://cart" does not name a target and an action`.
        case notAnActionURL
        /// The action or service gave (or a typed action was given) a value of another type than expected.
        /// Description: `service cart.store gave Int, not CartStore`.
        case typeMismatch
        /// A typed action called with parameters could not build its input: its decoder failed, or it was
        /// registered without one. Description: `invalid parameters for action cart/add: …`.
        case invalidParameters
        /// The pipeline stopped the call: the source policy, a middleware, cancellation, or the handler's own
        /// error. ``ComponentError/routingError`` says which.
        case pipeline

        /// The case's name: `actionNotFound`.
        public var description: String { rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// The action or service called; `nil` for a URL that names none.
    public let call: ComponentCall?
    /// The pipeline's error, when the code is ``Code/pipeline``: ``RoutingError/Reason-swift.enum/forbidden(route:why:)``,
    /// ``RoutingError/Reason-swift.enum/rejected(_:)``, a timeout, cancellation, or the handler's error inside
    /// ``RoutingError/Reason-swift.enum/handlerFailed(route:error:)``.
    public let routingError: RoutingError?
    /// What happened, naming the call.
    public let description: String
    /// The error behind this one (a parameter decoder's), when there is one.
    let underlying: (any Error)?

    init(_ code: Code, _ call: ComponentCall?, _ message: String, routingError: RoutingError? = nil, underlying: (any Error)? = nil) {
        self.code = code
        self.call = call
        self.description = message
        self.routingError = routingError
        self.underlying = underlying
    }

    package static func actionNotFound(target: String, action: String) -> ComponentError {
        ComponentError(
            .actionNotFound, .action(target: target, action: action),
            "no action \(DiagnosticText.quoted(action)) on target \(DiagnosticText.quoted(target))")
    }

    package static func serviceNotFound(_ name: String) -> ComponentError {
        ComponentError(.serviceNotFound, .service(name: name), "no service \(DiagnosticText.quoted(name))")
    }

    package static func notAnActionURL(_ url: String) -> ComponentError {
        ComponentError(.notAnActionURL, nil, "\(DiagnosticText.quoted(url)) does not name a target and an action")
    }

    /// `service cart.store gave Int, not CartStore`; for a typed action's input, `action cart/add takes
    /// AddToCart.Input, not String`.
    package static func typeMismatch(_ call: ComponentCall, gave: String, expected: String, input: Bool = false) -> ComponentError {
        ComponentError(.typeMismatch, call, input ? "\(call) takes \(expected), not \(gave)" : "\(call) gave \(gave), not \(expected)")
    }

    package static func pipeline(_ error: RoutingError, _ call: ComponentCall?) -> ComponentError {
        ComponentError(.pipeline, call, error.description, routingError: error)
    }
}
