public import SwitchyardMatching

/// Why a ``ModuleHost`` did not start, load or unload a module. Every case names the modules involved.
///
/// ```swift
/// do {
///     _ = try ModuleHost(modules: [CartModule(), UserModule()], builder: builder)
/// } catch {
///     print(error)   // modules depend on each other in a cycle: cart → user → cart
/// }
/// ```
public enum ModuleError: Error, Sendable, CustomStringConvertible {
    /// Two modules have the same name. Description: `module "cart" is registered twice`.
    case duplicateModule(String)
    /// A module needs one that is not loaded.
    /// Description: `module "cart" depends on "user", which is not loaded`.
    case missingDependency(module: String, needs: String)
    /// Modules need each other in a cycle, listed from the first module in registration order back to it.
    /// Description: `modules depend on each other in a cycle: cart → user → cart`.
    case dependencyCycle([String])
    /// A route a module declared does not parse. Description: `module "cart": ` and the pattern error.
    case invalidRoute(module: String, PatternError)
    /// An action or service name two modules declared.
    /// Description: `action cart/add is declared by module "cart" and by module "promo"`.
    case duplicateComponent(ComponentCall, modules: [String])
    /// The routes conflict, or changes applied to the router no longer apply over them; nothing changed.
    case routerRefused(module: String, String)
    /// A module loaded late declares handlers for a route table, which is read only at start.
    /// Description: `module "live" declares route-table handlers (live.page); only modules the host starts with may`.
    case tableHandlersAfterStart(module: String, handlers: [String])
    /// No module by this name is loaded. Description: `no module "cart" is loaded`.
    case notLoaded(String)
    /// A module others depend on cannot be unloaded.
    /// Description: `module "user" cannot be unloaded: "cart" depends on it`.
    case stillNeeded(String, by: [String])
    /// A call reached a module after it was unloaded (it took the old router snapshot, then waited);
    /// the handler did not run. Description: `module "cart" was unloaded before the call reached it`.
    case unloaded(String)

    public var description: String {
        switch self {
        case .duplicateModule(let name): return "module \"\(name)\" is registered twice"
        case let .missingDependency(module, needs): return "module \"\(module)\" depends on \"\(needs)\", which is not loaded"
        case .dependencyCycle(let chain): return "modules depend on each other in a cycle: " + chain.joined(separator: " → ")
        case let .invalidRoute(module, error): return "module \"\(module)\": \(error)"
        case let .duplicateComponent(call, modules):
            return "\(call) is declared by " + modules.map { "module \"\($0)\"" }.joined(separator: " and by ")
        case let .routerRefused(module, why): return "module \"\(module)\" was not installed: \(why)"
        case let .tableHandlersAfterStart(module, handlers):
            return
                "module \"\(module)\" declares route-table handlers (\(handlers.joined(separator: ", "))); only modules the host starts with may"
        case .notLoaded(let name): return "no module \"\(name)\" is loaded"
        case let .stillNeeded(name, others):
            let list = others.map { "\"\($0)\"" }.joined(separator: ", ")
            return "module \"\(name)\" cannot be unloaded: \(list) depend\(others.count == 1 ? "s" : "") on it"
        case .unloaded(let name): return "module \"\(name)\" was unloaded before the call reached it"
        }
    }
}
