import Testing
import Switchyard
import SwitchyardTesting

/// Records its name, then passes.
struct Tracer: RouteMiddleware {
    let label: String
    let log: Log
    var name: String { label }
    func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        log.append(label)
        return try await next(request)
    }
}

/// The `RoutingError` a task ended with; records an issue (and answers `nil`) when it ended otherwise.
func routingError<Value>(of task: Task<Value, any Error>) async -> RoutingError? {
    let result = await task.result
    guard case .failure(let error) = result, let routing = error as? RoutingError else {
        Issue.record("not a routing error: \(result)")
        return nil
    }
    return routing
}

final class Log: Sendable {
    private let lines = Locked<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

@Suite("Router: middleware", hangGuard)
struct MiddlewareTests {
    @Test func chainRunsGlobalThenTagThenRoute() async throws {
        let log = Log()
        var builder = RouterBuilder<Screen>()
        builder.use(Tracer(label: "global1", log: log))
        builder.use(Tracer(label: "tag-login", log: log), forTag: "login")
        builder.use(Tracer(label: "global2", log: log))
        builder.use(Tracer(label: "tag-other", log: log), forTag: "other")
        try builder.route("/cart", RouteOptions(tags: ["login"]), middleware: [AnyMiddleware(Tracer(label: "route", log: log))]) { _ in
            log.append("handler")
            return .handled
        }
        let router = try builder.build()
        try await router.open("/cart")
        #expect(log.all == ["global1", "global2", "tag-login", "route", "handler"])
        guard case .success(let plan) = router.canOpen("/cart") else { Issue.record("cannot open"); return }
        #expect(plan.middleware == ["global1", "global2", "tag-login", "route"])
        #expect(log.all.count == 5)
    }

    @Test func nextMayBeCalledOnlyOnce() async throws {
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware(name: "greedy") { request, next in
                _ = try await next(request)
                return try await next(request)
            })
        let calls = CallCounter()
        try builder.route("/x") { _ in
            calls.increment(); return .handled
        }
        let router = try builder.build()
        do {
            try await router.open("/x")
            Issue.record("opened")
        } catch {
            #expect(error.description == "/x: middleware greedy called next more than once")
        }
        #expect(calls.count == 1)
    }

    /// The once-bits of the first 64 levels share a word and the rest live in words made for longer chains:
    /// the check holds on both sides of each boundary, and the answer still reaches the caller.
    @Test(arguments: [3, 63, 64, 65, 130])
    func nextMayBeCalledOnlyOnceAtEveryDepth(greedyLevel: Int) async throws {
        let log = Log()
        var builder = RouterBuilder<Screen>()
        for level in 0..<140 {
            if level == greedyLevel {
                builder.use(
                    AnyMiddleware(name: "greedy\(level)") { request, next in
                        _ = try await next(request)
                        return try await next(request)
                    })
            } else {
                builder.use(Tracer(label: "m\(level)", log: log))
            }
        }
        let calls = CallCounter()
        try builder.route("/x") { _ in
            calls.increment(); return .value("done")
        }
        let router = try builder.build()
        do {
            try await router.open("/x")
            Issue.record("opened")
        } catch {
            #expect(error.description == "/x: middleware greedy\(greedyLevel) called next more than once")
        }
        #expect(calls.count == 1)
        #expect(log.all.count == 139)
    }

    @Test func aLongChainAnswersTheCaller() async throws {
        var builder = RouterBuilder<Screen>()
        for level in 0..<140 { builder.use(Tracer(label: "m\(level)", log: Log())) }
        try builder.route("/x/:id") { request in .value("id \(request.parameters["id"] ?? "-")") }
        let router = try builder.build()
        #expect(try await router.open("/x/7", expecting: String.self) == "id 7")
    }

    @Test func rejectionCarriesTheReasonAndTheMiddleware() async throws {
        var builder = RouterBuilder<Screen>()
        builder.use(AnyMiddleware(name: "vip only") { _, _ in throw RejectionError(.forbidden, message: "VIP members only") })
        try builder.route("/lounge") { _ in .handled }
        let router = try builder.build()
        do {
            try await router.open("/lounge")
            Issue.record("opened")
        } catch {
            #expect(error.description == "/lounge: rejected by vip only: VIP members only")
            guard case .rejected(let rejection) = error.reason else { Issue.record("wrong reason"); return }
            #expect(rejection.reason == .forbidden)
        }
    }

    @Test func middlewareCanRedirect() async throws {
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware(name: "legacy") { request, next in
                request.route.pattern == "/old" ? .redirect("/new") : try await next(request)
            })
        try builder.route("/old") { _ in .value("old") }
        try builder.route("/new") { _ in .value("new") }
        let router = try builder.build()
        #expect(try await router.open("/old", expecting: String.self) == "new")
    }

    @Test func aStuckMiddlewareTimesOutEvenWhenItIgnoresCancellation() async throws {
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware(name: "stuck", timeout: .milliseconds(50)) { _, _ in
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }  // never resumes
                return .handled
            })
        try builder.route("/x") { _ in .handled }
        let router = try builder.build()
        do {
            try await router.open("/x")
            Issue.record("opened")
        } catch {
            #expect(error.description == "/x: middleware stuck timed out after 0.05 seconds")
        }
    }

    @Test func theTimeoutStopsOnceNextIsCalled() async throws {
        let flow = StubbornFlow()
        let quick = AnyMiddleware<Screen>(name: "quick", timeout: .seconds(3600)) { request, next in try await next(request) }
        var builder = RouterBuilder<Screen>()
        builder.use(quick)
        try builder.route("/slow") { _ in
            _ = await flow.run()
            return .value("done")
        }
        let router = try builder.build()
        let open = Task { try await router.open("/slow", expecting: String.self) }
        await flow.untilStarted()
        // The deadline passes while the handler runs: the middleware has called `next`, so nothing happens.
        try #require(quick.box.timer).expire(upTo: .now + .seconds(7200))
        flow.release()
        #expect(try await open.value == "done")
    }

    // LoggingMiddleware, which ran first in this chain, is SwitchyardLogging's: LoggingMiddlewareTests. Analytics
    // is no middleware: it observes the opens (OpenEventTests); a rejection is reported `refused`.
    @Test func builtInValidationAndAnalytics() async throws {
        let events = Locked<[String]>([])
        var builder = RouterBuilder<Screen>()
        builder.analytics { event in events.withLock { $0.append("\(event.route ?? "") \(event.outcome)") } }
        builder.use(.parameterValidation(["page": .int], required: ["q"]), forTag: "search")
        try builder.route("/search", RouteOptions(tags: ["search"])) { request in .value(request.parameters["q"] ?? "") }
        let router = try builder.build()
        #expect(try await router.open("/search?q=shoes&page=2", expecting: String.self) == "shoes")
        do {
            try await router.open("/search?page=two&page=3")
            Issue.record("opened")
        } catch {
            #expect(
                error.description
                    == "/search?page=two&page=3: rejected by parameter validation: missing parameter \"q\"; parameter \"page\" is \"two\", which is not an int"
            )
        }
        #expect(events.withLock { $0 } == ["/search handled", "/search refused"])
    }

    /// A middleware that waits (ignoring cancellation) until released, then passes.
    struct Waiter: RouteMiddleware {
        let waiting: CallCounter
        let release: CallCounter
        func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
            waiting.increment()
            while release.count == 0 { await Task.yield() }
            return try await next(request)
        }
    }

    /// A task cancelled while a middleware waits: when that middleware passes the request on, neither the
    /// rest of the chain nor the handler runs, whether the waiter is the last middleware or not.
    @Test(arguments: [false, true])
    func cancellationWhileAMiddlewareWaitsStopsTheRestOfTheChain(waiterIsLast: Bool) async throws {
        let log = Log()
        let calls = CallCounter()
        let waiting = CallCounter()
        let release = CallCounter()
        var builder = RouterBuilder<Screen>()
        builder.use(Tracer(label: "first", log: log))
        builder.use(Waiter(waiting: waiting, release: release))
        if !waiterIsLast { builder.use(Tracer(label: "after", log: log)) }
        try builder.route("/orders/:id") { _ in
            calls.increment()
            return .handled
        }
        let router = try builder.build()
        let task = Task { try await router.open("/orders/7") }
        while waiting.count == 0 { await Task.yield() }
        task.cancel()
        release.increment()
        #expect(await routingError(of: task)?.description == "/orders/7: cancelled")
        #expect(calls.count == 0)
        #expect(log.all == ["first"])
    }
}

@Suite("Router: login gate", hangGuard)
struct LoginGateTests {
    final class Session: Sendable {
        let loggedIn = Locked(false)
        var isLoggedIn: Bool { loggedIn.withLock { $0 } }
    }

    func router(_ gate: LoginGate<Screen>, calls: CallCounter) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        builder.use(gate, forTag: "login")
        try builder.route("/orders/:id", RouteOptions(tags: ["login"])) { request in
            calls.increment()
            return .value(request.parameters["id"] ?? "")
        }
        try builder.route("/help") { _ in .value("help") }
        return try builder.build()
    }

    @Test func parksTheLinkAndResumesItAfterLogin() async throws {
        let session = Session()
        let calls = CallCounter()
        let gate = LoginGate<Screen>(
            isLoggedIn: { session.isLoggedIn },
            logIn: { request in
                #expect(request.originalURL == "/orders/7")
                session.loggedIn.withLock { $0 = true }
                return true
            })
        let router = try router(gate, calls: calls)
        #expect(try await router.open("/help", expecting: String.self) == "help")
        #expect(try await router.open("/orders/7", expecting: String.self) == "7")
        #expect(calls.count == 1)
        #expect(gate.parkedLinks.isEmpty)
    }

    @Test func dropsTheLinkWhenLoginFails() async throws {
        let calls = CallCounter()
        let gate = LoginGate<Screen>(isLoggedIn: { false }, logIn: { _ in false })
        let router = try router(gate, calls: calls)
        do {
            try await router.open("/orders/7")
            Issue.record("opened")
        } catch {
            #expect(error.description == "/orders/7: rejected by login gate: the user did not log in")
        }
        #expect(calls.count == 0)
    }

    @Test func dropsTheLinkWhenLoginTimesOut() async throws {
        let calls = CallCounter()
        let flow = StubbornFlow()
        let gate = LoginGate<Screen>(isLoggedIn: { false }, logIn: { _ in await flow.run() }, timeout: .seconds(3600))
        let router = try router(gate, calls: calls)
        let open = Task { try await router.open("/orders/7") }
        await flow.untilStarted()
        try #require(gate.timer).expire(upTo: .now + .seconds(7200))
        #expect(await routingError(of: open)?.description == "/orders/7: middleware login gate timed out after 3600.0 seconds")
        #expect(!flow.released, "the open ended at the deadline, with the login flow still up")
        flow.release()
        #expect(calls.count == 0)
    }

    @Test func aLoginFlowThatSaysTheUserLoggedInOpensTheLink() async throws {
        // The flow's answer is final: `isLoggedIn` (a stale session stub here) is not asked again.
        let calls = CallCounter()
        let asked = CallCounter()
        let gate = LoginGate<Screen>(
            isLoggedIn: {
                asked.increment()
                return false
            }, logIn: { _ in true })
        let router = try router(gate, calls: calls)
        #expect(try await router.open("/orders/7", expecting: String.self) == "7")
        #expect(calls.count == 1)
        #expect(asked.count == 1, "asked once, before the login flow")
    }

    @Test func dropsTheLinkWhenTheTaskIsCancelled() async throws {
        let calls = CallCounter()
        let flow = StubbornFlow()
        let gate = LoginGate<Screen>(isLoggedIn: { false }, logIn: { _ in await flow.run() }, timeout: .seconds(3600))
        let router = try router(gate, calls: calls)
        let task = Task { try await router.open("/orders/7") }
        await flow.untilStarted()
        task.cancel()
        #expect(await routingError(of: task)?.description == "/orders/7: cancelled")
        flow.release()
        #expect(calls.count == 0)
    }
}
