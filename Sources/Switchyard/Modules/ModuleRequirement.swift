/// A service or action a module needs another module to declare (``ModuleDeclaration/requires(_:)``,
/// ``ModuleDeclaration/requires(service:)``, ``ModuleDeclaration/requires(target:action:)``).
enum ModuleRequirement: Sendable, Hashable, CustomStringConvertible {
    /// A service found by type, and the type's name for messages.
    case serviceType(ObjectIdentifier, name: String)
    /// A service found by name.
    case serviceName(String)
    /// A target's action (the target matched without case, the action with case).
    case action(target: String, action: String)

    /// `service of type CartStore`, `service cart.items` or `action cart/add`, as `module.requirement-missing` names it.
    var description: String {
        switch self {
        case .serviceType(_, let name): return "service of type \(name)"
        case .serviceName(let name): return "service \(name)"
        case let .action(target, action): return "action \(target)/\(action)"
        }
    }

    /// Whether a module of `components` declares it (an unmatched-action handler does not count).
    func isDeclared<Screen>(in components: ComponentTable<Screen>) -> Bool {
        switch self {
        case .serviceType(let type, _): return components.serviceTypes[type] != nil
        case .serviceName(let name): return components.services[name] != nil
        case let .action(target, action): return components.actions[ActionKey(target: target, action: action)] != nil
        }
    }
}

extension ModuleDeclaration {
    /// Says that the module needs a service of this type, declared by another module (or by itself). A
    /// ``ModuleHost`` refuses to start (or load) the module while no module declares it, and refuses to unload
    /// the module that does while this one is loaded; ``Router/service(_:from:)`` then cannot fail for want of it.
    ///
    /// ```swift
    /// module.requires(CartItems.self)                    // by type
    /// module.requires(service: "cart.limits")            // by name
    /// module.requires(target: "cart", action: "add")     // an action
    /// ```
    ///
    /// A start without it fails with ``ModuleError`` code ``ModuleError/Code/missingRequirement``:
    /// `module "checkout" requires service of type CartItems, which no module declares`. A module declared on a
    /// builder (``RouterBuilder/module(_:_:)``) is checked against what the builder holds when it is declared.
    public mutating func requires<Service>(_ type: Service.Type) {
        requirements.append(.serviceType(ObjectIdentifier(type), name: switchyardTypeName(type)))
    }

    /// Says that the module needs a service declared under this name (``requires(_:)``).
    ///
    /// ```swift
    /// module.requires(service: "cart.limits")   // module "checkout" requires service cart.limits, which no module declares
    /// ```
    public mutating func requires(service name: String) {
        requirements.append(.serviceName(name))
    }

    /// Says that the module needs this target's action (``requires(_:)``); a target's unmatched-action handler
    /// does not count.
    ///
    /// ```swift
    /// module.requires(target: "cart", action: "add")   // module "checkout" requires action cart/add, which no module declares
    /// ```
    public mutating func requires(target: String, action: String) {
        requirements.append(.action(target: target, action: action))
    }

    /// The first requirement no module of `components` declares.
    func firstMissing(in components: ComponentTable<Screen>) -> ModuleRequirement? {
        requirements.first { !$0.isDeclared(in: components) }
    }
}
