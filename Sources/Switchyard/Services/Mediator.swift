public import SwitchyardMatching

/// Calls a named target's action with parameters: component calls without URLs between modules, and
/// the same calls by URL from outside the app, limited to actions marked ``ActionExposure/external``.
///
/// Build one with ``MediatorBuilder``. A mediator is an immutable value; share it freely.
///
/// ```swift
/// let calls = mediator.build()
///
/// // In-app, by name:
/// let result = try await calls.perform(target: "cart", action: "add", parameters: ["id": .string("7")])
/// let count = try result.value(as: Int.self)
///
/// // Typed:
/// let total = try await calls.perform(AddToCart.self, AddToCart.Input(id: 7))
///
/// // By URL, from another app: only `.external` actions run.
/// try await calls.perform(url: "app://cart/add?id=7", origin: .otherApp(bundleID: nil))
/// try await calls.perform(url: "app://cart/clear", origin: .otherApp(bundleID: nil))
/// // throws: action "clear" on target "cart" is not callable from outside the app
/// ```
///
/// **Lookup order.** The registered action for the target and action; else the target's not-found
/// fallback; else the global not-found fallback; else ``MediatorError/actionNotFound(_:_:)``. An
/// ``ActionExposure/internal`` action called from any source but ``RouteSource/inApp`` throws
/// ``MediatorError/notCallableFromOutside(_:_:)`` without running anything, fallbacks included.
public struct Mediator: Sendable {
    let actions: [ActionKey: ActionEntry]
    let names: [String]
    let targetFallbacks: [String: ActionHandler]
    let fallback: ActionHandler?

    /// How URLs are parsed by `perform(url:origin:)`; set on the builder.
    ///
    /// ```swift
    /// calls.intakeOptions.decodePlus   // true unless the builder turned it off
    /// ```
    public let intakeOptions: IntakeOptions

    init(
        actions: [ActionKey: ActionEntry],
        names: [String],
        targetFallbacks: [String: ActionHandler],
        fallback: ActionHandler?,
        intakeOptions: IntakeOptions
    ) {
        self.actions = actions
        self.names = names
        self.targetFallbacks = targetFallbacks
        self.fallback = fallback
        self.intakeOptions = intakeOptions
    }

    /// Every registered action as `target/action`, in registration order.
    ///
    /// ```swift
    /// calls.registeredActions   // ["cart/add", "cart/clear"]
    /// ```
    public var registeredActions: [String] { names }

    /// Calls a target's action by name.
    ///
    /// ```swift
    /// let result = try await calls.perform(target: "cart", action: "add", parameters: ["id": .string("7")])
    /// let count = try result.value(as: Int.self)
    /// ```
    ///
    /// A typed action reached this way builds its input with the decoder it was registered with.
    ///
    /// - Parameters:
    ///   - target: The target's name (case-insensitive).
    ///   - action: The action's name (case-sensitive).
    ///   - parameters: The parameters for the handler. Default none.
    ///   - origin: Where the call comes from. Default ``RouteSource/inApp``; pass
    ///     any other ``RouteSource`` when forwarding a request the app does not control.
    /// - Returns: What the handler (or a not-found fallback) returned.
    /// - Throws: ``MediatorError`` for calls that cannot run; a handler's own errors unchanged.
    public func perform(
        target: String,
        action: String,
        parameters: [String: ParameterValue] = [:],
        origin: RouteSource = .inApp
    ) async throws -> ActionResult {
        try await perform(ActionCall(target: target, action: action, parameters: parameters, origin: origin))
    }

    /// Calls the action a URL names: the first path segment (for `app://cart/add`, the host, which counts
    /// as a path segment) is the target, the second the action, and the query the parameters.
    ///
    /// ```swift
    /// let result = try await calls.perform(url: "app://cart/add?id=7&tag=a&tag=b", origin: .otherApp(bundleID: nil))
    /// // the handler sees parameters ["id": .string("7"), "tag": .list(["a", "b"])]
    /// ```
    ///
    /// Parsing follows `RouteURL` and ``intakeOptions``: segments and query items are percent-decoded,
    /// `+` decodes to a space (by default), a repeated key gives a list, a key without `=` gives `""`,
    /// and items of a fragment query (`#a=1`) override the query's. The scheme is not checked: decide
    /// which schemes and hosts reach the mediator before calling it.
    ///
    /// - Parameters:
    ///   - url: The URL as received.
    ///   - source: Where the URL comes from; every source but ``RouteSource/inApp`` is outside the app.
    /// - Returns: What the handler (or a not-found fallback) returned.
    /// - Throws: ``MediatorError/refusedURL(_:)`` when `RouteURL` refuses the string,
    ///   ``MediatorError/notAnActionURL(_:)`` when its path is not exactly two segments, then the errors
    ///   of ``perform(target:action:parameters:origin:)``.
    public func perform(url: String, from source: RouteSource) async throws -> ActionResult {
        try await perform(url: url, origin: source)
    }

    /// Calls the action a URL names; see ``perform(url:from:)``, which takes the router's ``RouteSource``.
    public func perform(url: String, origin: RouteSource) async throws -> ActionResult {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url, options: intakeOptions)
        } catch {
            throw MediatorError.refusedURL(error)
        }
        return try await perform(url: parsed, origin: origin)
    }

    /// Calls the action a parsed URL names, as the `String` overload of `perform(url:origin:)` does.
    ///
    /// ```swift
    /// let url = try RouteURL("app://cart/add?id=7")
    /// let result = try await calls.perform(url: url, origin: .otherApp(bundleID: nil))
    /// ```
    ///
    /// - Parameters:
    ///   - url: The parsed URL.
    ///   - origin: Where the URL comes from.
    /// - Returns: What the handler (or a not-found fallback) returned.
    /// - Throws: ``MediatorError/notAnActionURL(_:)`` when the path is not exactly two segments, then the
    ///   errors of ``perform(target:action:parameters:origin:)``.
    public func perform(url: RouteURL, origin: RouteSource) async throws -> ActionResult {
        let segments = url.pathSegments
        guard segments.count == 2 else { throw MediatorError.notAnActionURL(url.string) }
        let call = ActionCall(
            target: segments[0],
            action: segments[1],
            parameters: Mediator.parameters(of: url),
            origin: origin,
            url: url
        )
        return try await perform(call)
    }

    /// Calls a typed action with its input, and returns its typed output.
    ///
    /// The input reaches the handler as it is; nothing is encoded or decoded.
    ///
    /// ```swift
    /// let count: Int = try await calls.perform(AddToCart.self, AddToCart.Input(id: 7))
    /// ```
    ///
    /// - Parameters:
    ///   - action: The typed action.
    ///   - input: Its input.
    ///   - origin: Where the call comes from. Default ``RouteSource/inApp``.
    /// - Returns: The handler's output.
    /// - Throws: ``MediatorError`` for calls that cannot run, including
    ///   ``MediatorError/resultTypeMismatch(_:_:returned:expected:)`` when what is registered under the
    ///   action's names returns another type; a handler's own errors unchanged.
    public func perform<Action: MediatorAction>(
        _ action: Action.Type,
        _ input: Action.Input,
        origin: RouteSource = .inApp
    ) async throws -> Action.Output {
        let call = ActionCall(target: Action.target, action: Action.action, input: input, origin: origin)
        return try await perform(call).value(as: Action.Output.self)
    }

    /// Whether a call would reach a registered action: it exists and the origin may call it.
    /// Fallbacks do not count, and nothing runs.
    ///
    /// ```swift
    /// calls.canPerform(target: "cart", action: "clear", origin: .otherApp(bundleID: nil))   // false: internal
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target's name (case-insensitive).
    ///   - action: The action's name.
    ///   - origin: Where the call would come from. Default ``RouteSource/inApp``.
    /// - Returns: `true` when the action exists and is callable from `origin`.
    public func canPerform(target: String, action: String, origin: RouteSource = .inApp) -> Bool {
        guard let entry = actions[ActionKey(target: target, action: action)] else { return false }
        return origin.isInApp || entry.exposure == .external
    }

    /// Whether and how an action is exposed; `nil` when it is not registered.
    ///
    /// ```swift
    /// calls.exposure(target: "cart", action: "add")   // .external
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target's name (case-insensitive).
    ///   - action: The action's name.
    /// - Returns: The action's exposure, or `nil`.
    public func exposure(target: String, action: String) -> ActionExposure? {
        actions[ActionKey(target: target, action: action)]?.exposure
    }

    /// Runs a call through the lookup order.
    func perform(_ call: ActionCall) async throws -> ActionResult {
        let key = ActionKey(target: call.target, action: call.action)
        if let entry = actions[key] {
            if !call.origin.isInApp, entry.exposure == .internal {
                throw MediatorError.notCallableFromOutside(call.target, call.action)
            }
            let value = try await entry.run(call)
            return ActionResult(target: call.target, action: call.action, value: value)
        }
        guard let handler = targetFallbacks[key.target] ?? fallback else {
            throw MediatorError.actionNotFound(call.target, call.action)
        }
        let value = try await handler(call)
        return ActionResult(target: call.target, action: call.action, value: value, isFallback: true)
    }

    /// The query's parameters merged with the fragment query's (which win), repeated keys as lists.
    static func parameters(of url: RouteURL) -> [String: ParameterValue] {
        var result: [String: ParameterValue] = [:]
        for items in [url.queryItems, url.fragmentQueryItems] {
            var layer: [String: [String]] = [:]
            for item in items {
                layer[item.name, default: []].append(item.value ?? "")
            }
            for (name, values) in layer {
                result[name] = values.count == 1 ? .string(values[0]) : .list(values)
            }
        }
        return result
    }
}
