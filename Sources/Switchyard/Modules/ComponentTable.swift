import SwitchyardMatching

/// What a middleware sees when a request is a component call, not a URL open: which action or service
/// is called. ``RouteRequest/component`` is `nil` for every `open`.
///
/// ```swift
/// builder.use(AnyMiddleware<Screen>(name: "audit") { request, next in
///     if let call = request.component {
///         audit.record("\(call) from \(request.source)")      // "action cart/add from in-app"
///     }
///     return try await next(request)
/// })
/// ```
public enum ComponentCall: Sendable, Hashable, CustomStringConvertible {
    /// A target's action (``Router/perform(target:action:parameters:from:values:)``), by code or by URL
    /// (``Router/perform(url:from:)``).
    case action(target: String, action: String)
    /// A service looked up by type or by name (``Router/service(_:from:)``).
    case service(name: String)

    /// `action cart/add` or `service cart.store`.
    public var description: String {
        switch self {
        case let .action(target, action): return "action \(target)/\(action)"
        case .service(let name): return "service \(name)"
        }
    }
}

/// One action or service in a router's catalogue (`Router.components`; the app publishes it with
/// ``ModuleHost/componentCatalogueJSON()``).
///
/// ```swift
/// router.components.map(\.description)
/// // ["action cart/add (public, module cart)", "service cart.store (internal, module cart)"]
/// ```
package struct ComponentInfo: Sendable, Hashable, CustomStringConvertible {
    /// The action or service.
    package let call: ComponentCall
    /// The module that declared it.
    package let module: String?
    /// Whether calls from outside the app may reach it (``RouteVisibility/public``), as for a route.
    package let visibility: RouteVisibility
    /// Tags that select per-tag middleware and policy rules, as for a route.
    package let tags: [String]
    /// What it does, as its declaration's `description:` says; `nil` when it says nothing. (Not
    /// `description`: that is this value's one-line form.)
    package let summary: String?

    /// An entry of a catalogue (for a catalogue read back from its JSON).
    package init(call: ComponentCall, module: String?, visibility: RouteVisibility, tags: [String] = [], summary: String? = nil) {
        self.call = call
        self.module = module
        self.visibility = visibility
        self.tags = tags
        self.summary = summary
    }

    /// `action cart/add (public, module cart)`.
    package var description: String {
        "\(call) (\(visibility.rawValue)" + (module.map { ", module \($0)" } ?? "") + ")"
    }
}

extension RouteRequest {
    /// The action or service this request calls, or `nil` when it is a URL open. Middleware uses it to
    /// tell a component call from a URL; ``source`` says where either came from.
    ///
    /// ```swift
    /// request.component      // .action(target: "cart", action: "add")
    /// request.source         // .inApp
    /// ```
    public var component: ComponentCall? { values[ComponentCallSlot.self] }
}

/// Where a component request carries what it calls.
enum ComponentCallSlot: RouteValueKey { typealias Value = ComponentCall }
/// Where an action request carries the call itself (its typed input and parameters).
enum ActionCallSlot: RouteValueKey { typealias Value = ActionCall }

/// One action or service, bound like a route: a handler that answers `.value`, tags, visibility, module.
struct ComponentEntry<Screen: Hashable & Sendable>: Sendable {
    let binding: TypedBinding<Screen>
    let info: RouteInfo
    let call: ComponentCall
    let summary: String?

    var catalogue: ComponentInfo {
        ComponentInfo(
            call: call, module: binding.module, visibility: binding.visibility, tags: binding.tags, summary: summary)
    }
}

/// The actions and services a router's modules declared. Part of the router's snapshot: they are
/// swapped in and out with the routes, in the same update.
struct ComponentTable<Screen: Hashable & Sendable>: Sendable {
    private(set) var actions: [ActionKey: ComponentEntry<Screen>] = [:]
    private(set) var actionOrder: [ActionKey] = []
    private(set) var services: [String: ComponentEntry<Screen>] = [:]
    private(set) var serviceOrder: [String] = []
    /// A service's name by the type it was registered as.
    private(set) var serviceTypes: [ObjectIdentifier: String] = [:]
    /// The unmatched-action handlers: a target's (by its case-folded name), or every target's (`nil`).
    private(set) var unmatched: [String?: ComponentEntry<Screen>] = [:]
    /// The modules installed, in the order they were: those a service lookup that fails names.
    private(set) var modules: [String] = []

    var isEmpty: Bool { actionOrder.isEmpty && serviceOrder.isEmpty && unmatched.isEmpty }

    /// What answers a call to an action no module declares on `target` (case-folded): the target's
    /// unmatched-action handler, else the one for every target.
    func unmatchedAction(target: String) -> ComponentEntry<Screen>? { unmatched[target] ?? unmatched[nil] }

    /// Every action, then every service, in registration order.
    var catalogue: [ComponentInfo] {
        actionOrder.compactMap { actions[$0]?.catalogue } + serviceOrder.compactMap { services[$0]?.catalogue }
    }

    /// Every entry: the actions, the unmatched-action handlers and the services.
    var entries: [ComponentEntry<Screen>] { Array(actions.values) + Array(unmatched.values) + Array(services.values) }

    /// The module that declared `key`, when it is taken.
    func owner(ofAction key: ActionKey) -> String?? { actions[key].map(\.binding.module) }
    func owner(ofService name: String) -> String?? { services[name].map(\.binding.module) }
    func owner(ofServiceType type: ObjectIdentifier) -> String?? { serviceTypes[type].flatMap { owner(ofService: $0) } }

    mutating func add(action key: ActionKey, _ entry: ComponentEntry<Screen>) {
        if actions.updateValue(entry, forKey: key) == nil { actionOrder.append(key) }
    }

    /// The module that declared the unmatched-action handler of `target` (`nil`: every target), when one did.
    func owner(ofUnmatched target: String?) -> String?? { unmatched[target].map(\.binding.module) }

    mutating func add(unmatched target: String?, _ entry: ComponentEntry<Screen>) { unmatched[target] = entry }

    /// Counts `module` among the installed ones.
    mutating func add(module: String) {
        if !modules.contains(module) { modules.append(module) }
    }

    mutating func add(service name: String, type: ObjectIdentifier?, _ entry: ComponentEntry<Screen>) {
        if services.updateValue(entry, forKey: name) == nil { serviceOrder.append(name) }
        if let type { serviceTypes[type] = name }
    }

    /// Removes everything `module` declared; returns how many actions and services went.
    @discardableResult
    mutating func removeModule(_ module: String) -> Int {
        let goneActions = Set(actionOrder.filter { actions[$0]?.binding.module == module })
        let goneServices = Set(serviceOrder.filter { services[$0]?.binding.module == module })
        for key in goneActions { actions[key] = nil }
        for name in goneServices { services[name] = nil }
        actionOrder.removeAll { goneActions.contains($0) }
        serviceOrder.removeAll { goneServices.contains($0) }
        serviceTypes = serviceTypes.filter { !goneServices.contains($0.value) }
        let goneUnmatched = unmatched.filter { $0.value.binding.module == module }.keys
        for target in goneUnmatched { unmatched[target] = nil }
        modules.removeAll { $0 == module }
        return goneActions.count + goneServices.count + goneUnmatched.count
    }
}

/// `action://cart/add?id=7`: the address a component request carries, so that logs and middleware read
/// a component call as they read a URL. Names and values are percent-encoded as a rewrite template's are.
func componentAddress(scheme: String, _ segments: [String], parameters: [String: ParameterValue] = [:]) -> String {
    componentAddress(scheme + "://" + segments.map(Template.encode).joined(separator: "/"), parameters: parameters)
}

/// `base` (an address without a query) with `parameters` as its query, sorted by name.
func componentAddress(_ base: String, parameters: [String: ParameterValue]) -> String {
    var address = base
    if parameters.isEmpty { return address }
    let items = Array(parameters.keys).sorted().flatMap { name in
        (parameters[name]?.all ?? []).map { Template.encode(name) + "=" + Template.encode($0) }
    }
    if !items.isEmpty { address += "?" + items.joined(separator: "&") }
    return address
}
