import Foundation
import Switchyard
import SwitchyardTestSupport

/// What a `call` case's scripted parts share: the trace they write and how many instances of each service they made
/// (a service's value is `NAME#K`, K counting the instances of NAME made in the case).
final class CallScript: Sendable {
    private struct State {
        var trace: [String] = []
        var made: [String: Int] = [:]
    }

    private let state = Locked(State())

    var trace: [String] { state.withLock { $0.trace } }

    func write(_ line: String) { state.withLock { $0.trace.append(line) } }

    /// Writes `make NAME` and returns the new instance, `NAME#K`.
    func make(_ name: String) -> String {
        state.withLock { state in
            state.trace.append("make \(name)")
            state.made[name, default: 0] += 1
            return "\(name)#\(state.made[name] ?? 0)"
        }
    }
}

/// A `call` case's module (Conformance/README.md, "`call` cases"): its actions, unmatched-action handlers,
/// services, requirements and route-table handlers, as the case's JSON object declares them, each writing its trace
/// line.
struct CallModule: AppModule {
    typealias Screen = String
    typealias Entry = [String: Any]

    static let keys: Set = ["name", "dependencies", "actions", "unmatched", "services", "requires", "handlers"]
    static let actionKeys: Set = ["target", "action", "visibility", "tags", "does", "value", "reason"]
    static let serviceKeys: Set = ["name", "visibility", "tags", "lifetime"]

    let name: String
    let dependencies: [String]
    let script: CallScript
    private let actions: [ScriptedAction]
    private let unmatchedActions: [ScriptedAction]
    private let services: [(name: String, visibility: RouteVisibility, tags: [String], lifetime: ServiceLifetime)]
    private let requirements: [String]
    private let tableHandlers: [String]

    init(_ object: Entry, script: CallScript) throws {
        try OpenApp.check(object, keys: Self.keys, "a module")
        guard let name = object["name"] as? String else { throw OpenCaseError("a module has no name") }
        self.name = name
        self.script = script
        dependencies = try Self.strings(object["dependencies"], "\(name).dependencies")
        actions = try Self.list(object["actions"], "\(name).actions").map { try ScriptedAction($0, unmatched: false) }
        unmatchedActions = try Self.list(object["unmatched"], "\(name).unmatched").map { try ScriptedAction($0, unmatched: true) }
        services = try Self.list(object["services"], "\(name).services").map { entry in
            try OpenApp.check(entry, keys: Self.serviceKeys, "a service")
            guard let service = entry["name"] as? String else { throw OpenCaseError("a service has no name") }
            let lifetime: ServiceLifetime
            switch entry["lifetime"] as? String ?? "shared" {
            case "shared": lifetime = .shared
            case "perLookup": lifetime = .perCall  // Swift names it per call
            case let other: throw OpenCaseError("lifetime \(other.debugDescription): not in the vocabulary")
            }
            return (service, try ScriptedAction.visibility(entry["visibility"]), try Self.strings(entry["tags"], "tags"), lifetime)
        }
        requirements = try Self.strings(object["requires"], "\(name).requires")
        tableHandlers = try Self.strings(object["handlers"], "\(name).handlers")
    }

    func declare(_ module: inout ModuleDeclaration<String>) {
        let script = self.script
        for action in actions {
            module.register(target: action.target ?? "", action: action.action ?? "", visibility: action.visibility, tags: action.tags) {
                try action.answer($0, script: script)
            }
        }
        for action in unmatchedActions {
            module.unmatched(target: action.target, visibility: action.visibility) { try action.answer($0, script: script) }
        }
        for service in services {
            module.register(named: service.name, lifetime: service.lifetime, visibility: service.visibility, tags: service.tags) {
                script.make(service.name)
            }
        }
        for requirement in requirements { Self.require(requirement, &module) }
        for handler in tableHandlers {
            module.register(handler) { _ in
                script.write("table handler \(handler)")
                return .value(handler)
            }
        }
    }

    func receive(_ event: LifecycleEvent, router: Router<String>) async {
        script.write("\(name) receives \(event)")
    }

    /// `service NAME` or `action TARGET/ACTION` (checked by coverage.py's schema).
    private static func require(_ requirement: String, _ module: inout ModuleDeclaration<String>) {
        let words = requirement.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2 else { return }
        if words[0] == "service" { module.requires(service: words[1]); return }
        let names = words[1].split(separator: "/", maxSplits: 1).map(String.init)
        if names.count == 2 { module.requires(target: names[0], action: names[1]) }
    }

    static func list(_ value: Any?, _ what: String) throws -> [Entry] {
        guard let value else { return [] }
        guard let list = value as? [Entry] else { throw OpenCaseError("\(what) is not a list of objects") }
        return list
    }

    static func strings(_ value: Any?, _ what: String) throws -> [String] {
        guard let value else { return [] }
        guard let list = value as? [String] else { throw OpenCaseError("\(what) is not a list of strings") }
        return list
    }
}

/// An action or an unmatched-action handler of a `call` case: `value` (its `{NAME}` the call's parameter NAME),
/// `throw` or `reject`.
struct ScriptedAction: Sendable {
    let target: String?
    let action: String?
    let visibility: RouteVisibility
    let tags: [String]
    let answer: Answer

    init(_ entry: [String: Any], unmatched: Bool) throws {
        try OpenApp.check(entry, keys: CallModule.actionKeys, unmatched ? "an unmatched-action handler" : "an action")
        target = entry["target"] as? String
        action = entry["action"] as? String
        if !unmatched, target == nil || action == nil { throw OpenCaseError("an action without its target or name") }
        if unmatched, action != nil || entry["tags"] != nil { throw OpenCaseError("an unmatched-action handler names an action or tags") }
        visibility = try Self.visibility(entry["visibility"])
        tags = try CallModule.strings(entry["tags"], "tags")
        answer = try Answer(entry, for: "an action")
        guard ["value", "throw", "reject"].contains(answer.does) else { throw OpenCaseError("an action does \(answer.does)") }
    }

    static func visibility(_ value: Any?) throws -> RouteVisibility {
        switch value as? String ?? "internal" {
        case "internal": return .internal
        case "public": return .public
        case let other: throw OpenCaseError("visibility \(other.debugDescription): not in the vocabulary")
        }
    }

    /// Writes the handler's line and answers.
    func answer(_ call: ActionCall, script: CallScript) throws -> String {
        var line = answer.handlerLine(nil)
        var value = answer.value ?? ""
        for (name, parameter) in call.parameters {
            if case .string(let string) = parameter { value = value.replacingOccurrences(of: "{\(name)}", with: string) }
        }
        if answer.does == "value" { line = "value \(value)" }
        script.write("handler \(call.target)/\(call.action) -> \(line)")
        if answer.does == "value" { return value }
        _ = try answer.respond(nil)
        return value
    }
}
