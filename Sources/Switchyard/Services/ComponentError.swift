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
/// case .unloaded: retryLater()   // module "flash-sale" was unloaded before the call reached it
/// case .typeMismatch, .invalidParameters: assertionFailure("\(error)")
/// case .pipeline: handle(error.routingError)
/// @unknown default: log(error)   // a kind added in a later release
/// }
/// ```
///
/// Each description but a pipeline's is a text of `Conformance/errors.json` (its `call.*` entries, and
/// `module.unloaded`), the same on every platform; a pipeline's is the text an open prints.
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
        /// No loaded module declares a service by this name (or registered as this type). The description names
        /// the modules that were asked, in start order: `no service "cart.store" in the loaded modules (goods, user)`,
        /// or `no service "cart.store": no module is loaded`.
        case serviceNotFound
        /// A URL given to ``Router/perform(url:from:)`` was refused at intake, comes from an origin the route table
        /// does not accept (`evil://cart/add: origin evil:// is not accepted`, as an open of it), or does not have
        /// exactly two path segments (target and action). Description: `"app://cart" does not name a target and an action`.
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
        /// The action's or service's module was unloaded after the call took the router's snapshot and before
        /// the call reached the module (``ModuleHost/unload(_:)``); its handler did not run, and a call made now
        /// finds no such action or service. Description: `module "flash-sale" was unloaded before the call reached it`.
        case unloaded

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
            ModuleText.callActionNotFound(action: DiagnosticText.quoted(action), target: DiagnosticText.quoted(target)))
    }

    /// `no service "cart.store" in the loaded modules (goods, user)`: `modules` are those that were asked.
    package static func serviceNotFound(_ name: String, modules: [String]) -> ComponentError {
        let quoted = DiagnosticText.quoted(name)
        let message =
            modules.isEmpty
            ? ModuleText.callServiceNotFoundNoModule(name: quoted)
            : ModuleText.callServiceNotFound(name: quoted, modules: modules.joined(separator: ", "))
        return ComponentError(.serviceNotFound, .service(name: name), message)
    }

    package static func notAnActionURL(_ url: String) -> ComponentError {
        ComponentError(.notAnActionURL, nil, ModuleText.callNotAnActionUrl(url: DiagnosticText.quoted(url)))
    }

    /// `service cart.store gave Int, not CartStore`; for a typed action's input, `action cart/add takes
    /// AddToCart.Input, not String`.
    package static func typeMismatch(_ call: ComponentCall, gave: String, expected: String, input: Bool = false) -> ComponentError {
        let message =
            input
            ? ModuleText.callInputTypeMismatch(call: call, expected: expected, gave: gave)
            : ModuleText.callTypeMismatch(call: call, gave: gave, expected: expected)
        return ComponentError(.typeMismatch, call, message)
    }

    /// A typed action called with parameters whose decoder failed (`error`), or that has none (`nil`).
    static func invalidParameters(_ call: ComponentCall, _ error: (any Error)?) -> ComponentError {
        guard let error else { return ComponentError(.invalidParameters, call, ModuleText.callNoParameterDecoder(call: call)) }
        return ComponentError(.invalidParameters, call, ModuleText.callInvalidParameters(call: call, error: "\(error)"), underlying: error)
    }

    /// The call reached `error`'s module after it was unloaded.
    static func unloaded(_ error: ModuleError, _ call: ComponentCall?) -> ComponentError {
        ComponentError(.unloaded, call, error.description, underlying: error)
    }

    package static func pipeline(_ error: RoutingError, _ call: ComponentCall?) -> ComponentError {
        ComponentError(.pipeline, call, error.description, routingError: error)
    }
}
