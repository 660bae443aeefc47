import Switchyard
import SwitchyardConfig
import SwitchyardMatching
import SwitchyardTestSupport
import SwitchyardTool

/// One `call` case run by the Swift router (Conformance/README.md, "`call` cases"): a `ModuleHost` of the case's
/// modules on a router of the file's table, with the case's policy, middleware and an analytics sink; the steps run
/// one after the other, each awaited; what an app can observe, in the corpus's words.
struct CallCaseRun {
    static let caseKeys: Set = [
        "id", "kind", "rule", "rules", "idea", "note", "modules", "appHandlers", "policy", "middleware", "steps", "expect",
    ]
    static let middlewareKeys: Set = ["name", "tag", "does", "value", "screen", "to", "reason", "module"]
    static let stepKeys: Set = ["call", "callURL", "service", "open", "load", "unload", "post", "params", "source"]

    var start = ""
    var results: [String] = []
    var trace: [String] = []
    var modules: [String]?

    static func run(_ item: Case, in file: CaseFile) async throws -> CallCaseRun {
        try OpenApp.check(item.object, keys: caseKeys, "the case")
        let script = CallScript()
        let modules = try CallModule.list(item.object["modules"], "modules").map { try CallModule($0, script: script) }
        let hostBox = Locked<ModuleHost<String>?>(nil)
        let middleware = try CallModule.list(item.object["middleware"], "middleware").map {
            try Self.middleware($0, script: script, host: hostBox)
        }
        let appHandlers = try CallModule.strings(item.object["appHandlers"], "appHandlers")
        let table = try MatchConformanceTests.load(file)
        var run = CallCaseRun()
        let host: ModuleHost<String>
        do {
            host = try ModuleHost(modules: modules) { handlers in
                var handlers = handlers
                for name in appHandlers {
                    handlers.register(name) { _ in
                        script.write("table handler \(name)")
                        return .value(name)
                    }
                }
                var builder = try RouterBuilder<String>(file: table, handlers: handlers)
                try OpenCaseRun.policy(item, &builder)
                for (tag, entry) in middleware { builder.use(entry, forTag: tag) }
                builder.analytics { script.write("analytics \($0.outcome)") }
                return builder
            }
        } catch let error as RouteTableError {
            run.start = "error " + (error.errors.first?.message ?? error.description)
            run.trace = script.trace
            return run
        } catch {
            run.start = "error \(error)"
            run.trace = script.trace
            return run
        }
        hostBox.withLock { $0 = host }
        run.start = host.modules.isEmpty ? "started" : "started " + host.modules.joined(separator: ", ")
        for step in try CallModule.list(item.object["steps"], "steps") {
            run.results.append(try await Self.step(step, host: host, script: script))
        }
        run.trace = script.trace
        run.modules = host.modules
        return run
    }

    /// Runs one step and spells its result.
    static func step(_ step: [String: Any], host: ModuleHost<String>, script: CallScript) async throws -> String {
        try OpenApp.check(step, keys: stepKeys, "a step")
        let source = try PolicyContext.parse(source: step["source"] as? String ?? "in-app").source
        let params = (step["params"] as? [String: String] ?? [:]).mapValues { ParameterValue.string($0) }
        let router = host.router
        let names = (step["call"] as? String)?.split(separator: "/", maxSplits: 1).map(String.init)
        if let names, names.count != 2 { throw OpenCaseError("call \(names) is not TARGET/ACTION") }
        do throws(ComponentError) {
            if let names {
                return spelled(try await router.perform(target: names[0], action: names[1], parameters: params, from: source))
            }
            if let url = step["callURL"] as? String { return spelled(try await router.perform(url: url, from: source)) }
            if let name = step["service"] as? String {
                return "value \(try await router.service(named: name, as: (any Sendable).self, from: source))"
            }
        } catch {
            return "error \(error.code): \(error)"
        }
        if let url = step["open"] as? String {
            do throws(RoutingError) {
                let outcome = try await router.open(url, from: source)
                return "opened \(outcome.request.route.pattern): \(OpenApp.spelled(outcome.response))"
            } catch {
                return "failed \(error.reason.name)"
            }
        }
        return try await lifecycle(step, host: host, script: script)
    }

    /// A load, an unload or an event.
    static func lifecycle(_ step: [String: Any], host: ModuleHost<String>, script: CallScript) async throws -> String {
        let loaded = try (step["load"] as? [String: Any]).map { try CallModule($0, script: script) }
        do throws(ModuleError) {
            if let loaded {
                try host.load(loaded)
                return "loaded"
            }
            if let name = step["unload"] as? String {
                await (try host.unload(name)).value
                return "unloaded"
            }
        } catch {
            return "error \(error)"
        }
        if let word = step["post"] as? String {
            let events: [String: LifecycleEvent] = [
                "launchFinished": .launchFinished, "foreground": .foreground, "background": .background,
                "memoryWarning": .memoryWarning,
            ]
            guard let event = events[word] else { throw OpenCaseError("event \(word.debugDescription): not in the vocabulary") }
            return "delivered " + (await host.post(event).value).joined(separator: ", ")
        }
        throw OpenCaseError("a step that does nothing the runner knows: \(step.keys.sorted())")
    }

    static func spelled(_ result: ActionResult) -> String {
        let value = (try? result.value(as: (any Sendable).self)).map { "\($0)" } ?? ""
        return (result.isFallback ? "fallback " : "value ") + value
    }

    /// A scripted middleware (`pass`, an answer, or `unload`), with its tag.
    static func middleware(
        _ entry: [String: Any], script: CallScript, host: Locked<ModuleHost<String>?>
    ) throws -> (String?, AnyMiddleware<String>) {
        try OpenApp.check(entry, keys: middlewareKeys, "a middleware")
        guard let name = entry["name"] as? String, let does = entry["does"] as? String else {
            throw OpenCaseError("a middleware without its name or what it does")
        }
        let module = entry["module"] as? String
        let answer = ["pass", "unload"].contains(does) ? nil : try Answer(entry, for: "middleware \(name)")
        if does == "unload", module == nil { throw OpenCaseError("middleware \(name) unloads no module") }
        let middleware = AnyMiddleware<String>(name: name, timeout: nil) { request, next in
            script.write("> \(name) \(request.originalURL)")
            if let module, let host = host.value {
                do throws(ModuleError) {
                    _ = try host.unload(module)
                    script.write("< \(name) unload \(module) -> unloaded")
                } catch {
                    script.write("< \(name) unload \(module) -> error \(error)")
                }
            }
            guard let answer else { return try await next(request) }
            script.write("< \(name) \(answer.middlewareLine)")
            return try answer.respond(request)
        }
        return (entry["tag"] as? String, middleware)
    }
}
