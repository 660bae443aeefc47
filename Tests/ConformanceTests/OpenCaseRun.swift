import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardTool

/// One `open` case run by the Swift router (Conformance/README.md, "`open` cases"): a router built from the case
/// file's table with the case's scripted app, policy and documents, the link opened on virtual time, and what an app
/// can observe, in the corpus's terms.
struct OpenCaseRun {
    /// The keys an `open` case may have; any other makes the case fail (the runner does not guess what it means).
    static let caseKeys: Set = [
        "id", "kind", "rule", "rules", "idea", "note", "url", "source", "policy", "params", "documents", "keys", "context",
        "handlers", "app", "cancel", "expect",
    ]

    /// What the run observed.
    var trace: [String] = []
    var analytics: [[String: Any]] = []
    var outcome: [String: Any] = [:]
    /// What `canOpen` answered for the case's link, asked before the open (`expect.plan`'s shape).
    var plan: [String: Any] = [:]
    /// What `matches` answered, each plan in `plan`'s shape (a link no route handles: its error alone), for the
    /// routers' fuzzer.
    var matches: [[String: Any]] = []
    /// What offering the case's documents gave (for a disagreement's message).
    var arrivals: [[String: Any]] = []

    /// Builds the case's router and runs its open.
    static func run(_ item: Case, in file: CaseFile) async throws -> OpenCaseRun {
        try OpenApp.check(item.object, keys: caseKeys, "the case")
        guard item.object["expect"] is [String: Any] else { throw OpenCaseError("the case has no expect object") }
        let table = try MatchConformanceTests.load(file)
        let script = OpenScript(cancelLine: item.object["cancel"] as? String)
        let app = try OpenApp(item.object["app"] as? [String: Any] ?? [:], script: script)
        let session = try OpenSession((item.object["app"] as? [String: Any])?["session"] as? [String: Any], script: script)
        let texts = (item.object["documents"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        let names = Set(table.table.routes.compactMap(\.value.handler))
            .union(item.object["handlers"] as? [String] ?? texts.flatMap(DocumentAppRun.handlerNames))
        let handlers = try app.handlers(names: names)
        var builder = try RouterBuilder<String>(file: table, handlers: handlers)
        try Self.policy(item, &builder)
        for (tag, middleware) in try app.middleware(session: session) { builder.use(middleware, forTag: tag) }
        if let unmatched = try app.unmatched() { builder.unmatched(unmatched) }
        builder.navigator = try app.navigator()
        builder.analytics { script.received($0) }
        try app.analytics(&builder)
        let router = try builder.build()
        var run = OpenCaseRun()
        if !texts.isEmpty { run.arrivals = try await DocumentAppRun.offer(item, to: router, handlers: handlers).arrivals }
        let source = try PolicyContext.parse(source: item.source ?? "in-app").source
        run.plan = Self.plan(router.canOpen(item.url, from: source, parameters: item.callerValues))
        switch router.matches(item.url, from: source, parameters: item.callerValues) {
        case .success(let plans): run.matches = plans.map { Self.plan(.success($0)) }
        case .failure(let error): run.matches = [failure(error)]
        }
        let result = try await drive(router, item, source: source, script: script)
        run.trace = script.trace
        run.analytics = script.events.map(Self.event)
        run.outcome = Self.outcome(result)
        return run
    }

    /// The case's source rules (`policy`: `restrict`, `deny`), as the match cases' router applies them.
    static func policy(_ item: Case, _ builder: inout RouterBuilder<String>) throws {
        if let policy = item.object["policy"] { try OpenApp.check(policy as? [String: Any] ?? [:], keys: ["restrict", "deny"], "policy") }
        for rule in item.restrictions {
            let parts = rule.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw OpenCaseError("restrict \(rule.debugDescription) is not TAG=KINDS") }
            let kinds = try parts[1].split(separator: ",").map { try PolicyContext.parse(source: String($0)).source.kind }
            builder.restrict(tag: parts[0], to: Set(kinds))
        }
        for denial in item.denials {
            let source = try PolicyContext.parse(source: denial).source
            if denial.contains(":") { builder.deny(source) } else { builder.deny(kind: source.kind) }
        }
    }

    /// Opens the case's link and moves the virtual clock: only when nothing else runs, to the next scripted wait or
    /// deadline, until the open ends; then runs out the waits left (so a late `next` writes its line).
    static func drive(
        _ router: Router<String>, _ item: Case, source: RouteSource, script: OpenScript
    ) async throws -> Result<RouteOutcome<String>, RoutingError> {
        let result = Locked<Result<RouteOutcome<String>, RoutingError>?>(nil)
        let started = Locked(false)
        let (url, parameters) = (item.url, item.callerValues)
        let open = Task {
            while !started.value { await Task.yield() }
            do throws(RoutingError) {
                let outcome = try await router.open(url, from: source, parameters: parameters)
                result.withLock { $0 = .success(outcome) }
            } catch {
                result.withLock { $0 = .failure(error) }
            }
            script.touch()
        }
        script.state.withLock { $0.open = open }
        started.withLock { $0 = true }
        // Nothing to advance is not yet a stuck open: on a slow machine (a sanitizer's build) the open may not have
        // taken its first step when `settle` sees 20 ms of quiet. It is stuck after 10 s of real time with nothing.
        var idle = 0
        for _ in 0..<1000 {
            await settle(script)
            if result.value != nil { break }
            if script.advance() {
                idle = 0
            } else {
                idle += 1
                if idle == 500 { break }
            }
        }
        guard let ended = result.value else {
            open.cancel()
            throw OpenCaseError(
                "the open did not end: it waits on nothing the virtual clock moves (a wait the Swift router cannot end, such as a "
                    + "middleware without a timeout that ignores cancellation); trace so far: \(script.trace)")
        }
        while script.advance(waitsOnly: true) { await settle(script) }
        return ended
    }

    /// Returns once no scripted part has taken a step for a while (20 polls of a millisecond or more): what the
    /// runner takes for "nothing else can run".
    static func settle(_ script: OpenScript) async {
        var (last, still) = (script.activity, 0)
        while still < 20 {
            try? await Task.sleep(for: .milliseconds(1))
            let now = script.activity
            if now == last { still += 1 } else { (last, still) = (now, 0) }
        }
    }

    /// An analytics event as the case spells it.
    static func event(_ event: OpenEvent) -> [String: Any] {
        var spelled: [String: Any] = [
            "url": event.url, "source": event.source.description, "outcome": event.outcome.rawValue, "redirects": event.redirects,
        ]
        if let route = event.route { spelled["route"] = route }
        if let reason = event.reason { spelled["reason"] = reason }
        return spelled
    }

    /// The open's outcome as the case spells it.
    static func outcome(_ result: Result<RouteOutcome<String>, RoutingError>) -> [String: Any] {
        switch result {
        case .success(let outcome):
            var spelled: [String: Any] = ["route": outcome.request.route.pattern, "redirects": outcome.redirects]
            switch outcome.response {
            case .value(let value): (spelled["response"], spelled["value"]) = ("value", "\(value)")
            case .navigate(let navigation): (spelled["response"], spelled["screen"]) = ("navigate", OpenApp.screen(navigation))
            case .handled: spelled["response"] = "handled"
            case .declined: spelled["response"] = "declined"
            case .redirect(let url): (spelled["response"], spelled["to"]) = ("redirect", url)
            }
            return spelled
        case .failure(let error):
            return failure(error)
        }
    }

    /// A dry run's answer as the case spells it: the route tried first, its middleware, the fallbacks and the
    /// rewrites; or the error the open would fail with, spelled as an outcome's.
    static func plan(_ result: Result<RoutePlan, RoutingError>) -> [String: Any] {
        switch result {
        case .success(let plan):
            return [
                "route": plan.route.pattern, "middleware": plan.middleware, "fallbacks": plan.fallbacks.map(\.pattern),
                "rewrites": plan.rewrites,
            ]
        case .failure(let error):
            return failure(error)
        }
    }

    /// A failed open's outcome: `{"error": REASON}` with the reason's details.
    static func failure(_ error: RoutingError) -> [String: Any] {
        var spelled: [String: Any] = ["error": error.reason.name]
        switch error.reason {
        case .allDeclined(let count): spelled["count"] = count
        case .forbidden(let route, _), .handlerFailed(let route, _): spelled["route"] = route
        case .rejected(let rejection):
            spelled["rejection"] = Answer.spelled(rejection.reason)
            spelled["middleware"] = rejection.middleware ?? NSNull()
        case .nextCalledTwice(let middleware), .middlewareFailed(let middleware, _): spelled["middleware"] = middleware
        case .timedOut(let middleware, let after):
            spelled["middleware"] = middleware
            let seconds = OpenApp.virtualSeconds(after)
            spelled["after"] = seconds.rounded() == seconds ? Int(seconds) as Any : seconds as Any
        case .tooManyRedirects(let chain): spelled["redirects"] = chain
        default: break
        }
        return spelled
    }
}
