public import SwitchyardMatching

/// One call to a target's action, as its handler receives it.
///
/// ```swift
/// module.register(target: "cart", action: "add", visibility: .public) { call in
///     guard let id = call.parameters["id"]?.first else { throw CartError.missingID }
///     return await cart.add(id, from: call.source)
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
    /// The typed input, when the call came through a ``TypedAction``; otherwise `nil`.
    ///
    /// ```swift
    /// module.register(target: "cart", action: "add") { call in
    ///     (call.input as? AddToCart.Input)?.id ?? 0
    /// }
    /// ```
    public var input: (any Sendable)?
    /// Where the call comes from, as for a URL: ``RouteSource/inApp`` reaches every action, any other
    /// source only ``RouteVisibility/public`` ones.
    public var source: RouteSource
    /// The URL the call arrived by (``Router/perform(url:from:)``), when it did.
    ///
    /// ```swift
    /// module.register(target: "share", action: "open", visibility: .public) { call in
    ///     call.url?.scheme ?? "in-app"
    /// }
    /// ```
    public var url: RouteURL?

    /// Creates a call (the router makes them; tests make them to call a handler on its own).
    ///
    /// ```swift
    /// let call = ActionCall(target: "cart", action: "add", parameters: ["id": .string("7")], from: .push)
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target's name.
    ///   - action: The action's name.
    ///   - parameters: The parameters. Default none.
    ///   - input: The typed input of a typed call. Default `nil`.
    ///   - source: Where the call comes from. Default ``RouteSource/inApp``.
    ///   - url: The URL the call arrived by. Default `nil`.
    package init(
        target: String, action: String, parameters: [String: ParameterValue] = [:], input: (any Sendable)? = nil,
        from source: RouteSource = .inApp, url: RouteURL? = nil
    ) {
        self.target = target
        self.action = action
        self.parameters = parameters
        self.input = input
        self.source = source
        self.url = url
    }

    /// `target/action` and the source, for logs: `cart/add (another app)`.
    public var description: String { "\(target)/\(action) (\(source))" }

    /// The query's parameters merged with the fragment query's (which win), repeated keys as lists.
    static func parameters(of url: RouteURL) -> [String: ParameterValue] {
        var result: [String: ParameterValue] = [:]
        for items in [url.queryItems, url.fragmentQueryItems] {
            var layer: [String: [String]] = [:]
            for item in items { layer[item.name, default: []].append(item.value ?? "") }
            for (name, values) in layer { result[name] = values.count == 1 ? .string(values[0]) : .list(values) }
        }
        return result
    }
}

/// How many instances of a service there are: one per load of its module, made on first use (`shared`),
/// or a new one for every lookup (`perCall`).
///
/// ```swift
/// module.register(CartStore.self, lifetime: .shared) { CartStore() }          // once
/// module.register(PriceFormatter.self, lifetime: .perCall) { PriceFormatter() }  // every lookup
/// ```
///
/// It prints as its case: `shared`, `perCall`.
public enum ServiceLifetime: Sendable, Hashable, CaseIterable {
    /// One instance, made lazily on the first lookup (BeeHive's singleton services, without the global).
    case shared
    /// A new instance on every lookup.
    case perCall
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

/// What runs a target's action: receives the call, returns any `Sendable` value.
typealias ActionHandler = nonisolated(nonsending) @Sendable (ActionCall) async throws -> any Sendable

/// The name a service or value type is reported by: the type as written, without a leading `any`.
func switchyardTypeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
}
