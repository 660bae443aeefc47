import Switchyard

/// An `open` case's app (its `app` object) as Swift: scripted middleware, handlers, an unmatched handler, a login
/// session and a navigator, each writing its trace lines into the script (Conformance/README.md, "What the scripted
/// parts do"). The router's screens are strings: `navigate S` is `.navigate(.show(S))`.
struct OpenApp {
    typealias Entry = [String: Any]

    let script: OpenScript
    let app: Entry

    static let appKeys: Set = ["middleware", "handlers", "unmatched", "session", "navigator", "analytics"]
    static let analyticsKeys: Set = ["keepsQueryValues", "recordsFullLinks"]
    static let middlewareKeys: Set = ["name", "tag", "timeout", "on", "does", "after", "value", "screen", "to", "reason"]
    static let answerKeys: Set = ["does", "value", "screen", "to", "reason"]
    static let sessionKeys: Set = ["loggedIn", "logIn", "staleSession"]

    init(_ app: Entry, script: OpenScript) throws {
        try Self.check(app, keys: Self.appKeys, "app")
        self.app = app
        self.script = script
    }

    static func check(_ object: Entry, keys: Set<String>, _ what: String) throws {
        let unknown = Set(object.keys).subtracting(keys)
        guard unknown.isEmpty else { throw OpenCaseError("\(what) has keys the runner does not know: \(unknown.sorted())") }
    }

    /// The app's analytics settings (`app.analytics`, `router.analytics.redact`): the query names whose values the
    /// events keep, or full links.
    func analytics(_ builder: inout RouterBuilder<String>) throws {
        guard let entry = app["analytics"] else { return }
        guard let settings = entry as? Entry else { throw OpenCaseError("app.analytics is not an object") }
        try Self.check(settings, keys: Self.analyticsKeys, "app.analytics")
        if let names = settings["keepsQueryValues"] {
            guard let names = names as? [String] else { throw OpenCaseError("app.analytics.keepsQueryValues is not a list of strings") }
            builder.analyticsKeepsQueryValues(named: names)
        }
        if let full = settings["recordsFullLinks"] {
            guard let full = full as? Bool else { throw OpenCaseError("app.analytics.recordsFullLinks is not a boolean") }
            if full { builder.analyticsRecordsFullLinks() }
        }
    }

    /// The middleware, each with its tag (`nil`: global), in registration order.
    func middleware(session: OpenSession) throws -> [(tag: String?, middleware: AnyMiddleware<String>)] {
        guard let entries = app["middleware"] as? [Entry] ?? (app["middleware"] == nil ? [] : nil) else {
            throw OpenCaseError("app.middleware is not a list of objects")
        }
        return try entries.map { entry in
            try Self.check(entry, keys: Self.middlewareKeys, "a middleware")
            let tag = entry["tag"] as? String
            if entry["does"] as? String == "loginGate" {
                return (tag, AnyMiddleware(try session.gate(timeout: Self.seconds(entry["timeout"]))))
            }
            return (tag, try scripted(entry))
        }
    }

    /// How many real seconds the router's timers are given for one virtual second. The runner, not the clock, moves
    /// those timers (`DeadlineTimer.expire(upTo:)`), but the timers also run on the real clock: a case's 3-second
    /// timeout given as 3 real seconds fired on its own on a loaded machine, before the scripted `next` that comes
    /// at 2 virtual seconds. Scaled, no real clock reaches a deadline during a run; `after` is spelled back in
    /// virtual seconds (``virtualSeconds(_:)``).
    static let realSecondsPerVirtualSecond = 100_000.0

    /// Virtual seconds as the router's timeouts take them.
    static func duration(_ seconds: Double) -> Duration { .seconds(seconds * realSecondsPerVirtualSecond) }

    /// A router's duration (a timeout it reports) in the case's virtual seconds.
    static func virtualSeconds(_ duration: Duration) -> Double {
        let real = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return (real / realSecondsPerVirtualSecond * 1000).rounded() / 1000
    }

    /// A timeout or a wait in virtual seconds.
    static func seconds(_ value: Any?) throws -> Double? {
        guard let value else { return nil }
        guard let number = value as? Double else { throw OpenCaseError("\(value) is not a number of seconds") }
        return number
    }

    /// A scripted middleware (every `does` but `loginGate`).
    func scripted(_ entry: Entry) throws -> AnyMiddleware<String> {
        guard let name = entry["name"] as? String, let does = entry["does"] as? String else {
            throw OpenCaseError("a middleware without a name or a `does`: \(entry)")
        }
        let known = ["pass", "value", "handled", "navigate", "redirect", "decline", "reject", "throw", "twice", "never"]
        guard known.contains(does) else { throw OpenCaseError("middleware does \(does.debugDescription): not in the vocabulary") }
        let answer = does == "pass" || does == "twice" || does == "never" ? nil : try Self.answer(entry, for: "middleware \(name)")
        let (on, after, timeout) = (entry["on"] as? String, try Self.seconds(entry["after"]), try Self.seconds(entry["timeout"]))
        let script = self.script
        // The deadline's owner: this registration (two may share a name).
        let owner = "\(name)#\(script.uniqueID())"
        let box = Locked<AnyMiddleware<String>?>(nil)
        let middleware = AnyMiddleware<String>(name: name, timeout: timeout.map(Self.duration)) { request, next in
            let pattern = request.route.pattern
            if let on, on != pattern { return try await next(request) }
            script.write("> \(name) \(pattern)")
            // Only a middleware that waits can reach its deadline: the runner moves the clock only to those.
            var deadline: OpenScript.Deadline?
            if let timeout, let timer = box.value?.box.timer {
                deadline = script.deadline(owner, in: timeout) { timer.expire(upTo: .now + Self.duration(timeout) + .seconds(1)) }
            }
            return try await Self.run(
                does, answer: answer, name: name, after: after, request: request, next: next, script: script,
                deadline: deadline)
        }
        box.withLock { $0 = middleware }
        return middleware
    }

    /// What a scripted middleware does once entered.
    static func run(
        _ does: String, answer: Answer?, name: String, after: Double?, request: RouteRequest, next: MiddlewareNext<String>,
        script: OpenScript, deadline: OpenScript.Deadline?
    ) async throws -> RouteResponse<String> {
        switch does {
        case "pass", "twice":
            if let after { await script.sleep(after, owner: deadline?.owner, deadline: deadline) }
            do {
                if does == "twice" { _ = try? await next(request) }
                let response = try await next(request)
                script.write("< \(name) \(Self.spelled(response))")
                return response
            } catch {
                script.write("< \(name) failed \(Self.reasonName(error))")
                throw error
            }
        case "never":
            if let deadline { script.register(deadline) }
            await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in script.touch() }
            return .handled
        default:
            guard let answer else { return .handled }
            script.write("< \(name) \(answer.middlewareLine)")
            return try answer.respond(request)
        }
    }

    /// A response as a trace line spells it: `value V`, `handled`, `navigate S`, `redirect URL`, `declined`.
    static func spelled(_ response: RouteResponse<String>) -> String {
        switch response {
        case .value(let value): return "value \(value)"
        case .handled: return "handled"
        case .navigate(let navigation): return "navigate \(screen(navigation))"
        case .redirect(let url): return "redirect \(url)"
        case .declined: return "declined"
        }
    }

    static func screen(_ navigation: Navigation<String>) -> String {
        if case .show(let screen, _, _, _) = navigation { return screen }
        return "\(navigation)"
    }

    /// The name of an error's reason, as an outcome spells it (`rejected`, `timedOut`, …).
    static func reasonName(_ error: any Error) -> String {
        if let routing = error as? RoutingError { return routing.reason.name }
        if error is RejectionError { return "rejected" }
        if error is CancellationError { return "cancelled" }
        return "error"
    }

    /// The named handlers: each the case lists, the rest answering `value NAME`.
    func handlers(names: Set<String>) throws -> NamedHandlers<String> {
        let listed = app["handlers"] as? [String: Entry] ?? [:]
        if app["handlers"] != nil, app["handlers"] as? [String: Entry] == nil { throw OpenCaseError("app.handlers is not an object") }
        var handlers = NamedHandlers<String>()
        let script = self.script
        for name in names.union(listed.keys) {
            try listed[name].map { try Self.check($0, keys: Self.answerKeys, "handler \(name)") }
            let answer = try listed[name].map { try Self.answer($0, for: "handler \(name)") } ?? Answer(does: "value", value: name)
            handlers.register(name) { request in
                script.write("handler \(name) \(request.route.pattern) -> \(answer.handlerLine(request))")
                return try answer.respond(request)
            }
        }
        return handlers
    }

    /// The unmatched handler, when the case has one.
    func unmatched() throws -> (nonisolated(nonsending) @Sendable (UnmatchedRequest) async throws -> RouteResponse<String>)? {
        guard let entry = app["unmatched"] else { return nil }
        guard let object = entry as? Entry else { throw OpenCaseError("app.unmatched is not an object") }
        try Self.check(object, keys: Self.answerKeys, "app.unmatched")
        let answer = try Self.answer(object, for: "the unmatched handler")
        let script = self.script
        return { request in
            let web = request.webDestination.map { " web=\($0.url)" } ?? ""
            script.write("unmatched \(request.error.reason.name) \(request.url)\(web)")
            return try answer.respond(nil)
        }
    }

    /// The navigator: performs every navigation, or fails each (`{"does": "fail"}`).
    func navigator() throws -> ScriptedNavigator {
        guard let entry = app["navigator"] else { return ScriptedNavigator(script: script, fails: false) }
        guard let object = entry as? Entry, object.keys.sorted() == ["does"], object["does"] as? String == "fail" else {
            throw OpenCaseError("app.navigator is not {\"does\": \"fail\"}")
        }
        return ScriptedNavigator(script: script, fails: true)
    }
}

/// The navigator of an `open` case: writes `navigator S` (or `navigator S -> fail` and fails).
struct ScriptedNavigator: Navigator {
    let script: OpenScript
    let fails: Bool

    func perform(_ navigation: Navigation<String>) async throws(NavigationError) {
        let screen = OpenApp.screen(navigation)
        script.write("navigator \(screen)\(fails ? " -> fail" : "")")
        if fails { throw NavigationError(.unavailable, "the scripted navigator fails") }
    }
}
