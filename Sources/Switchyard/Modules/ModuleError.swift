import SwitchyardMatching

/// Why a module did not start, load, unload or install (``ModuleHost``, ``RouterBuilder/module(_:_:)``), or
/// why a call reached a module after it was unloaded. The message names the modules involved.
///
/// ```swift
/// do {
///     _ = try ModuleHost(modules: [CartModule(), UserModule(session: session)], builder: builder)
/// } catch {
///     print(error.code)   // dependencyCycle
///     print(error)        // modules depend on each other in a cycle: cart → user → cart
/// }
/// ```
///
/// A new kind of failure is a new ``Code`` case: the enum is `@nonexhaustive`, so an app's `switch` over
/// it ends with `@unknown default` and keeps compiling when one is added.
///
/// ```swift
/// func report(_ error: ModuleError) {
///     switch error.code {
///     case .missingDependency, .notLoaded: print("install the module \(error.module) needs")
///     case .stillNeeded: print("\(error.module) stays loaded")
///     default: print(error)   // covers the cases of later releases too
///     }
/// }
/// ```
///
/// Each description is a text of `Conformance/errors.json` (its `module.*` entries), the same on every platform.
public struct ModuleError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure, for programs; ``description`` says it for people. Compare with `==` or `switch`
    /// (with a `default` or `@unknown default`: new kinds may be added in any release).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Code: String, Hashable, Sendable, CustomStringConvertible {
        /// Two modules have the same name. Description: `module "cart" is registered twice`.
        case duplicateModule
        /// A module needs one that is not loaded. Description: `module "cart" depends on "user", which is not loaded`.
        case missingDependency
        /// Modules need each other in a cycle, listed from its module that was registered first, along the
        /// dependencies, back to it (whichever module the cycle was found from).
        /// Description: `modules depend on each other in a cycle: cart → user → cart`.
        case dependencyCycle
        /// A route a module declared does not parse. Description: `module "cart": ` and the pattern error.
        case invalidRoute
        /// An action, service, unmatched-action handler or route-table handler two modules declared (or one
        /// module twice). Description: `action cart/add is declared by module "cart" and by module "promo"`,
        /// `route-table handler goods.detail is declared by module "goods" and by module "promo"`.
        case duplicateComponent
        /// A service or action a module requires (``ModuleDeclaration/requires(_:)``) is declared by no loaded
        /// module. Description: `module "checkout" requires service cart.items, which no module declares`.
        case missingRequirement
        /// The routes conflict, or changes applied to the router no longer apply over them; nothing changed.
        case routerRefused
        /// A module loaded late (or declared on a builder) declares handlers for a route table, which is read
        /// only at start. Description: `module "live" declares route-table handlers (live.page); only modules the host starts with may`.
        case tableHandlersAfterStart
        /// No module by this name is loaded. Description: `no module "cart" is loaded`.
        case notLoaded
        /// A module others depend on cannot be unloaded. Description: `module "user" cannot be unloaded: "cart" depends on it`.
        case stillNeeded
        /// An open reached a module's route after the module was unloaded (it took the old router snapshot, then
        /// waited); the handler did not run. The open fails with this error as its handler's
        /// (``RoutingError/Reason-swift.enum/handlerFailed(route:error:)``); a component call fails with
        /// ``ComponentError`` code ``ComponentError/Code/unloaded`` instead, with the same description:
        /// `module "cart" was unloaded before the call reached it`.
        case unloaded

        /// The case's name: `dependencyCycle`.
        public var description: String { rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// The module concerned (for a cycle, its module registered first; for a duplicate component, the later module;
    /// for a missing requirement, the module that requires it).
    public let module: String
    /// What happened, naming the modules involved.
    public let description: String

    init(_ code: Code, module: String, _ message: String) {
        self.code = code
        self.module = module
        self.description = message
    }

    static func duplicateModule(_ name: String) -> ModuleError {
        ModuleError(.duplicateModule, module: name, ModuleText.moduleRegisteredTwice(module: name))
    }

    static func missingDependency(module: String, needs: String) -> ModuleError {
        ModuleError(.missingDependency, module: module, ModuleText.moduleMissingDependency(module: module, dependency: needs))
    }

    /// `cycle`: the modules from the one registered first, along the dependencies, back to it.
    static func dependencyCycle(_ cycle: [String]) -> ModuleError {
        ModuleError(.dependencyCycle, module: cycle.first ?? "", ModuleText.moduleDependencyCycle(cycle: cycle.joined(separator: " → ")))
    }

    static func invalidRoute(module: String, _ error: PatternError) -> ModuleError {
        ModuleError(.invalidRoute, module: module, ModuleText.moduleInvalidRoute(module: module, error: error))
    }

    static func duplicateComponent(_ call: ComponentCall, modules: [String]) -> ModuleError {
        duplicateComponent(call.description, first: modules.first ?? "", second: modules.last ?? "")
    }

    /// `what` declared by `first`, then again by `second`: `action cart/add`, `route-table handler goods.detail`.
    static func duplicateComponent(_ what: String, first: String, second: String) -> ModuleError {
        ModuleError(.duplicateComponent, module: second, ModuleText.moduleDeclaredTwice(component: what, first: first, second: second))
    }

    static func missingRequirement(module: String, _ requirement: ModuleRequirement) -> ModuleError {
        ModuleError(.missingRequirement, module: module, ModuleText.moduleRequirementMissing(module: module, component: requirement))
    }

    static func routerRefused(module: String, _ why: String) -> ModuleError {
        ModuleError(.routerRefused, module: module, ModuleText.moduleRouterRefused(module: module, error: why))
    }

    static func tableHandlersAfterStart(module: String, handlers: [String]) -> ModuleError {
        ModuleError(
            .tableHandlersAfterStart, module: module,
            ModuleText.moduleTableHandlersAfterStart(module: module, handlers: handlers.joined(separator: ", ")))
    }

    static func notLoaded(_ name: String) -> ModuleError { ModuleError(.notLoaded, module: name, ModuleText.moduleNotLoaded(module: name)) }

    static func stillNeeded(_ name: String, by others: [String]) -> ModuleError {
        let message =
            others.count == 1
            ? ModuleText.moduleStillNeeded(module: name, dependent: others[0])
            : ModuleText.moduleStillNeededBySeveral(module: name, dependents: others.map { "\"\($0)\"" }.joined(separator: ", "))
        return ModuleError(.stillNeeded, module: name, message)
    }

    static func unloaded(_ name: String) -> ModuleError {
        ModuleError(.unloaded, module: name, ModuleText.moduleUnloaded(module: name))
    }
}
