public import SwitchyardMatching

/// A handler for a target-action call: receives the call, returns any `Sendable` value.
///
/// ```swift
/// let count: ActionHandler = { call in call.parameters.count }
/// ```
public typealias ActionHandler = @Sendable (ActionCall) async throws -> any Sendable

/// Collects target-action handlers and not-found fallbacks, then freezes them into a ``Mediator``.
///
/// This is CTMediator's target-action scheme without the runtime lookup of `Target_cart` and
/// `Action_add:`: targets and actions are names you register, handlers are async closures, the result
/// is typed for the caller, and the "can links call this?" rule is data.
///
/// ```swift
/// var mediator = MediatorBuilder()
/// mediator.register(target: "cart", action: "add", exposure: .external) { call in
///     guard let id = call.parameters["id"]?.first else { throw CartError.missingID }
///     return await cart.add(id)          // the count, an Int
/// }
/// mediator.register(target: "cart", action: "clear", exposure: .internal) { _ in await cart.clear() }
/// mediator.notFound { call in "no \(call.target)/\(call.action) here" }
/// let calls = mediator.build()
///
/// let count = try await calls.perform(target: "cart", action: "add", parameters: ["id": .string("7")])
///     .value(as: Int.self)
/// ```
///
/// Registering the same target and action again replaces the earlier handler (the last one wins), and
/// ``replacedActions`` lists every replaced `target/action`.
public struct MediatorBuilder: Sendable {
    private var actions: [ActionKey: ActionEntry] = [:]
    private var order: [ActionKey] = []
    private var targetFallbacks: [String: ActionHandler] = [:]
    private var fallback: ActionHandler?

    /// How `Mediator.perform(url:origin:)` parses URLs (host as path, `+` decoding, size limits).
    /// Default: `IntakeOptions()`, in which `app://cart/add` names target `cart` and action `add`.
    ///
    /// ```swift
    /// mediator.intakeOptions.decodePlus = false
    /// ```
    public var intakeOptions = IntakeOptions()

    /// Every `target/action` registered more than once, once per replacement, in the order it happened.
    ///
    /// ```swift
    /// mediator.register(target: "cart", action: "add") { _ in 1 }
    /// mediator.register(target: "cart", action: "add") { _ in 2 }
    /// mediator.replacedActions   // ["cart/add"]
    /// ```
    public private(set) var replacedActions: [String] = []

    /// Creates an empty builder.
    ///
    /// ```swift
    /// var mediator = MediatorBuilder()
    /// ```
    public init() {}

    /// Registers a handler for a target's action.
    ///
    /// ```swift
    /// mediator.register(target: "cart", action: "count", exposure: .external) { _ in await cart.count }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target's name. Targets match case-insensitively (a URL's host is one).
    ///   - action: The action's name. Actions match case-sensitively.
    ///   - exposure: Whether calls from outside the app may reach it. Default ``ActionExposure/internal``.
    ///   - handler: Runs the action. What it returns is the result's value; what it throws reaches the
    ///     caller unchanged.
    public mutating func register(
        target: String,
        action: String,
        exposure: ActionExposure = .internal,
        handler: @escaping ActionHandler
    ) {
        let key = ActionKey(target: target, action: action)
        if actions[key] != nil {
            replacedActions.append("\(target)/\(action)")
        } else {
            order.append(key)
        }
        actions[key] = ActionEntry(name: "\(target)/\(action)", exposure: exposure, run: handler)
    }

    /// Registers the handler of a typed action.
    ///
    /// In-app calls through ``Mediator/perform(_:_:origin:)`` pass the `Input` value to the handler
    /// directly. Calls that bring parameters instead, by URL or through
    /// ``Mediator/perform(target:action:parameters:origin:)``, need `decode` to build the input; without
    /// it (the default) such calls throw ``MediatorError/noParameterDecoder(_:_:)``, so **a typed action
    /// registered without `decode` cannot be called by URL**. Pass ``RouteParameterDecoder`` to decode a
    /// `Decodable` input (errors name the missing or malformed parameter), or write a decoder by hand.
    ///
    /// ```swift
    /// mediator.register(AddToCart.self, decode: { try RouteParameterDecoder().decode(AddToCart.Input.self, from: $0) }) { input, call in
    ///     await cart.add(input.id, quantity: input.quantity)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The typed action; its ``MediatorAction/target``, ``MediatorAction/action`` and
    ///     ``MediatorAction/exposure`` are used.
    ///   - decode: Builds the input from parameters. An error it throws becomes
    ///     ``MediatorError/invalidParameters(_:_:_:)``. Default `nil`: not callable with parameters.
    ///   - handler: Runs the action with the typed input and the call.
    public mutating func register<Action: MediatorAction>(
        _ action: Action.Type,
        decode: (@Sendable ([String: ParameterValue]) throws -> Action.Input)? = nil,
        handler: @escaping @Sendable (Action.Input, ActionCall) async throws -> Action.Output
    ) {
        register(
            target: Action.target, action: Action.action, exposure: Action.exposure,
            handler: typedActionHandler(action, decode: decode, handler))
    }

    /// Sets the fallback for calls that match no action on any target (CTMediator's
    /// `Target_NoTargetAction`). Setting it again replaces it.
    ///
    /// The fallback runs only when no registered action matches and the target has no fallback of its
    /// own; its value comes back with ``ActionResult/isFallback`` set. It also receives calls from
    /// outside the app, so check ``ActionCall/origin`` before doing anything sensitive. It never runs
    /// for an ``ActionExposure/internal`` action called from outside: that call throws.
    ///
    /// ```swift
    /// mediator.notFound { call in
    ///     guard call.origin == .inApp else { return "ignored" }
    ///     return "https://m.shop.example/\(call.target)/\(call.action)"   // degrade to the web page
    /// }
    /// ```
    ///
    /// - Parameter handler: Handles the unmatched call.
    public mutating func notFound(_ handler: @escaping ActionHandler) {
        fallback = handler
    }

    /// Sets the fallback for calls to unknown actions of one target (CTMediator's `notFound:` on a
    /// target). It is tried before the global ``notFound(_:)`` fallback. Setting it again replaces it.
    ///
    /// ```swift
    /// mediator.notFound(target: "cart") { call in CartScreen.overview }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target's name (case-insensitive).
    ///   - handler: Handles calls to actions the target does not have.
    public mutating func notFound(target: String, _ handler: @escaping ActionHandler) {
        targetFallbacks[ActionKey.normalize(target)] = handler
    }

    /// Freezes the registrations into a mediator.
    ///
    /// ```swift
    /// let calls = mediator.build()
    /// ```
    ///
    /// - Returns: An immutable, `Sendable` mediator.
    public func build() -> Mediator {
        Mediator(
            actions: actions,
            names: order.compactMap { actions[$0]?.name },
            targetFallbacks: targetFallbacks,
            fallback: fallback,
            intakeOptions: intakeOptions
        )
    }
}

/// How an action is looked up: the target case-folded, the action as written.
struct ActionKey: Hashable, Sendable {
    let target: String
    let action: String

    init(target: String, action: String) {
        self.target = ActionKey.normalize(target)
        self.action = action
    }

    static func normalize(_ target: String) -> String { target.lowercased() }
}

/// One registered action.
struct ActionEntry: Sendable {
    let name: String
    let exposure: ActionExposure
    let run: ActionHandler
}

/// `AddToCart.Input` for an input type declared inside its action, otherwise the input type's own name.
func inputTypeName<Action: MediatorAction>(_ action: Action.Type) -> String {
    let owner = String(reflecting: Action.self)
    let input = String(reflecting: Action.Input.self)
    if input.hasPrefix(owner + ".") {
        return switchyardTypeName(Action.self) + input.dropFirst(owner.count)
    }
    return switchyardTypeName(Action.Input.self)
}

/// The untyped handler of a typed action: the call's typed input, else its parameters through `decode`.
/// Shared by ``MediatorBuilder`` and ``ModuleDeclaration``.
func typedActionHandler<Action: MediatorAction>(
    _ action: Action.Type,
    decode: (@Sendable ([String: ParameterValue]) throws -> Action.Input)?,
    _ handler: @escaping @Sendable (Action.Input, ActionCall) async throws -> Action.Output
) -> ActionHandler {
    let expected = inputTypeName(Action.self)
    return { call in
        let input: Action.Input
        if let given = call.input {
            guard let typed = given as? Action.Input else {
                throw MediatorError.inputTypeMismatch(
                    call.target, call.action, expected: expected, given: switchyardTypeName(type(of: given)))
            }
            input = typed
        } else if let decode {
            do {
                input = try decode(call.parameters)
            } catch {
                throw MediatorError.invalidParameters(call.target, call.action, error)
            }
        } else {
            throw MediatorError.noParameterDecoder(call.target, call.action)
        }
        return try await handler(input, call)
    }
}
