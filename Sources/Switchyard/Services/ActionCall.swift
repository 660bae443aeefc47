public import SwitchyardMatching

/// Whether code outside the app may call an action through the ``Mediator``.
///
/// CTMediator hides an action from URL calls by a naming rule (an action whose name starts with
/// `native` cannot be called remotely). Here the rule is data you write down at registration:
///
/// ```swift
/// mediator.register(target: "cart", action: "add", exposure: .external) { call in … }  // links may call it
/// mediator.register(target: "cart", action: "clear", exposure: .internal) { _ in … }   // in-app code only
/// ```
///
/// An ``internal`` action called from any source but ``RouteSource/inApp`` throws
/// ``MediatorError/notCallableFromOutside(_:_:)`` and never runs.
public enum ActionExposure: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Only code inside the app may call the action (the safe default).
    case `internal`
    /// Calls from outside the app (URLs from other apps, web pages, push payloads) may reach the action.
    case external

    /// `internal` or `external`.
    public var description: String {
        switch self {
        case .internal: return "internal"
        case .external: return "external"
        }
    }
}

/// One call to a target's action, as its handler receives it.
///
/// ```swift
/// mediator.register(target: "cart", action: "add", exposure: .external) { call in
///     guard let id = call.parameters["id"]?.first else { throw CartError.missingID }
///     return await cart.add(id, from: call.origin)
/// }
/// ```
public struct ActionCall: Sendable, CustomStringConvertible {
    /// The target's name, as the caller spelled it. Targets match case-insensitively.
    public var target: String
    /// The action's name, as the caller spelled it. Actions match case-sensitively.
    public var action: String
    /// The parameters: the caller's dictionary, or a URL's query (a repeated key gives a
    /// `ParameterValue.list(_:)`, a key without `=` the empty string).
    public var parameters: [String: ParameterValue]
    /// The typed input, when the call came through a typed ``MediatorAction`` wrapper; otherwise `nil`.
    ///
    /// ```swift
    /// mediator.register(target: "cart", action: "add") { call in
    ///     (call.input as? AddToCart.Input)?.id ?? 0
    /// }
    /// ```
    public var input: (any Sendable)?
    /// Where the call comes from, as for a URL: ``RouteSource/inApp`` reaches every action, any other
    /// source only ``ActionExposure/external`` ones.
    public var origin: RouteSource
    /// The URL the call arrived by, when it did.
    ///
    /// ```swift
    /// mediator.register(target: "share", action: "open", exposure: .external) { call in
    ///     call.url?.scheme ?? "in-app"
    /// }
    /// ```
    public var url: RouteURL?

    /// Creates a call, for example to test a handler on its own.
    ///
    /// ```swift
    /// let call = ActionCall(target: "cart", action: "add", parameters: ["id": .string("7")])
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target's name.
    ///   - action: The action's name.
    ///   - parameters: The parameters. Default none.
    ///   - input: The typed input of a typed call. Default `nil`.
    ///   - origin: Where the call comes from. Default ``RouteSource/inApp``.
    ///   - url: The URL the call arrived by. Default `nil`.
    public init(
        target: String,
        action: String,
        parameters: [String: ParameterValue] = [:],
        input: (any Sendable)? = nil,
        origin: RouteSource = .inApp,
        url: RouteURL? = nil
    ) {
        self.target = target
        self.action = action
        self.parameters = parameters
        self.input = input
        self.origin = origin
        self.url = url
    }

    /// `target/action` and the origin, for logs: `cart/add (another app)`.
    public var description: String { "\(target)/\(action) (\(origin))" }
}
