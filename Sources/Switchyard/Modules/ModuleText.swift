// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// The texts the router prints for its modules (start, load, unload) and its component calls, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
enum ModuleText {
    /// `module.registered-twice`
    @inline(__always) static func moduleRegisteredTwice(module: some CustomStringConvertible) -> String { "module \"\(module)\" is registered twice" }
    /// `module.missing-dependency`
    @inline(__always) static func moduleMissingDependency(module: some CustomStringConvertible, dependency: some CustomStringConvertible) -> String { "module \"\(module)\" depends on \"\(dependency)\", which is not loaded" }
    /// `module.dependency-cycle`
    @inline(__always) static func moduleDependencyCycle(cycle: some CustomStringConvertible) -> String { "modules depend on each other in a cycle: \(cycle)" }
    /// `module.declared-twice`
    @inline(__always) static func moduleDeclaredTwice(component: some CustomStringConvertible, first: some CustomStringConvertible, second: some CustomStringConvertible) -> String { "\(component) is declared by module \"\(first)\" and by module \"\(second)\"" }
    /// `module.requirement-missing`
    @inline(__always) static func moduleRequirementMissing(module: some CustomStringConvertible, component: some CustomStringConvertible) -> String { "module \"\(module)\" requires \(component), which no module declares" }
    /// `module.invalid-route`
    @inline(__always) static func moduleInvalidRoute(module: some CustomStringConvertible, error: some CustomStringConvertible) -> String { "module \"\(module)\": \(error)" }
    /// `module.router-refused`
    @inline(__always) static func moduleRouterRefused(module: some CustomStringConvertible, error: some CustomStringConvertible) -> String { "module \"\(module)\" was not installed: \(error)" }
    /// `module.table-handlers-after-start`
    @inline(__always) static func moduleTableHandlersAfterStart(module: some CustomStringConvertible, handlers: some CustomStringConvertible) -> String { "module \"\(module)\" declares route-table handlers (\(handlers)); only modules the host starts with may" }
    /// `module.not-loaded`
    @inline(__always) static func moduleNotLoaded(module: some CustomStringConvertible) -> String { "no module \"\(module)\" is loaded" }
    /// `module.still-needed`
    @inline(__always) static func moduleStillNeeded(module: some CustomStringConvertible, dependent: some CustomStringConvertible) -> String { "module \"\(module)\" cannot be unloaded: \"\(dependent)\" depends on it" }
    /// `module.still-needed-by-several`
    @inline(__always) static func moduleStillNeededBySeveral(module: some CustomStringConvertible, dependents: some CustomStringConvertible) -> String { "module \"\(module)\" cannot be unloaded: \(dependents) depend on it" }
    /// `module.unloaded`
    @inline(__always) static func moduleUnloaded(module: some CustomStringConvertible) -> String { "module \"\(module)\" was unloaded before the call reached it" }
    /// `call.action-not-found`
    @inline(__always) static func callActionNotFound(action: some CustomStringConvertible, target: some CustomStringConvertible) -> String { "no action \(action) on target \(target)" }
    /// `call.service-not-found`
    @inline(__always) static func callServiceNotFound(name: some CustomStringConvertible, modules: some CustomStringConvertible) -> String { "no service \(name) in the loaded modules (\(modules))" }
    /// `call.service-not-found-no-module`
    @inline(__always) static func callServiceNotFoundNoModule(name: some CustomStringConvertible) -> String { "no service \(name): no module is loaded" }
    /// `call.not-an-action-url`
    @inline(__always) static func callNotAnActionUrl(url: some CustomStringConvertible) -> String { "\(url) does not name a target and an action" }
    /// `call.type-mismatch`
    @inline(__always) static func callTypeMismatch(call: some CustomStringConvertible, gave: some CustomStringConvertible, expected: some CustomStringConvertible) -> String { "\(call) gave \(gave), not \(expected)" }
    /// `call.input-type-mismatch`
    @inline(__always) static func callInputTypeMismatch(call: some CustomStringConvertible, expected: some CustomStringConvertible, gave: some CustomStringConvertible) -> String { "\(call) takes \(expected), not \(gave)" }
    /// `call.invalid-parameters`
    @inline(__always) static func callInvalidParameters(call: some CustomStringConvertible, error: some CustomStringConvertible) -> String { "invalid parameters for \(call): \(error)" }
    /// `call.no-parameter-decoder`
    @inline(__always) static func callNoParameterDecoder(call: some CustomStringConvertible) -> String { "\(call) has no parameter decoder: call it with its typed input" }
}
