import SwitchyardMatching

/// Why a module did not start, load, unload or install (``ModuleHost``, ``RouterBuilder/module(_:_:)``), or
/// why a call reached a module after it was unloaded. The message names the modules involved.
///
/// ```swift
/// do {
///     _ = try ModuleHost(modules: [CartModule(), UserModule()], builder: builder)
/// } catch {
///     error.code     // .dependencyCycle
///     print(error)   // modules depend on each other in a cycle: cart → user → cart
/// }
/// ```
///
/// A new kind of failure is a new ``Code`` case: the enum is `@nonexhaustive`, so an app's `switch` over
/// it ends with `@unknown default` and keeps compiling when one is added.
///
/// ```swift
/// switch error.code {
/// case .missingDependency, .notLoaded: installMissingFeature(error.module)
/// case .unloaded: retryLater()
/// default: log(error)   // covers the cases of later releases too
/// }
/// ```
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
        /// Modules need each other in a cycle, listed from the first module in registration order back to it.
        /// Description: `modules depend on each other in a cycle: cart → user → cart`.
        case dependencyCycle
        /// A route a module declared does not parse. Description: `module "cart": ` and the pattern error.
        case invalidRoute
        /// An action, service or unmatched-action handler two modules declared.
        /// Description: `action cart/add is declared by module "cart" and by module "promo"`.
        case duplicateComponent
        /// The routes conflict, or changes applied to the router no longer apply over them; nothing changed.
        case routerRefused
        /// A module loaded late (or declared on a builder) declares handlers for a route table, which is read
        /// only at start. Description: `module "live" declares route-table handlers (live.page); only modules the host starts with may`.
        case tableHandlersAfterStart
        /// No module by this name is loaded. Description: `no module "cart" is loaded`.
        case notLoaded
        /// A module others depend on cannot be unloaded. Description: `module "user" cannot be unloaded: "cart" depends on it`.
        case stillNeeded
        /// A call reached a module after it was unloaded (it took the old router snapshot, then waited); the
        /// handler did not run. Description: `module "cart" was unloaded before the call reached it`.
        case unloaded

        /// The case's name: `dependencyCycle`.
        public var description: String { rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// The module concerned (for a cycle, the first in it; for a duplicate component, the later module).
    public let module: String
    /// What happened, naming the modules involved.
    public let description: String

    init(_ code: Code, module: String, _ message: String) {
        self.code = code
        self.module = module
        self.description = message
    }

    static func duplicateModule(_ name: String) -> ModuleError {
        ModuleError(.duplicateModule, module: name, "module \"\(name)\" is registered twice")
    }

    static func missingDependency(module: String, needs: String) -> ModuleError {
        ModuleError(.missingDependency, module: module, "module \"\(module)\" depends on \"\(needs)\", which is not loaded")
    }

    static func dependencyCycle(_ chain: [String]) -> ModuleError {
        ModuleError(
            .dependencyCycle, module: chain.first ?? "", "modules depend on each other in a cycle: " + chain.joined(separator: " → "))
    }

    static func invalidRoute(module: String, _ error: PatternError) -> ModuleError {
        ModuleError(.invalidRoute, module: module, "module \"\(module)\": \(error)")
    }

    static func duplicateComponent(_ call: ComponentCall, modules: [String]) -> ModuleError {
        let by = modules.map { "module \"\($0)\"" }.joined(separator: " and by ")
        return ModuleError(.duplicateComponent, module: modules.last ?? "", "\(call) is declared by \(by)")
    }

    static func routerRefused(module: String, _ why: String) -> ModuleError {
        ModuleError(.routerRefused, module: module, "module \"\(module)\" was not installed: \(why)")
    }

    static func tableHandlersAfterStart(module: String, handlers: [String]) -> ModuleError {
        let list = handlers.joined(separator: ", ")
        return ModuleError(
            .tableHandlersAfterStart, module: module,
            "module \"\(module)\" declares route-table handlers (\(list)); only modules the host starts with may")
    }

    static func notLoaded(_ name: String) -> ModuleError { ModuleError(.notLoaded, module: name, "no module \"\(name)\" is loaded") }

    static func stillNeeded(_ name: String, by others: [String]) -> ModuleError {
        let list = others.map { "\"\($0)\"" }.joined(separator: ", ")
        return ModuleError(
            .stillNeeded, module: name, "module \"\(name)\" cannot be unloaded: \(list) depend\(others.count == 1 ? "s" : "") on it")
    }

    static func unloaded(_ name: String) -> ModuleError {
        ModuleError(.unloaded, module: name, "module \"\(name)\" was unloaded before the call reached it")
    }
}
