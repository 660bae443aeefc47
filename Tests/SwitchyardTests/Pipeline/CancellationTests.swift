import Testing
import Switchyard
import SwitchyardTesting

/// A login flow (or any wait) that never looks at cancellation: it ends only when the test releases it,
/// as a login screen awaited through a continuation does. A test waits for it to start with
/// ``untilStarted()`` (a signal, not a clock).
final class StubbornFlow: Sendable {
    private struct State {
        var waiting: [CheckedContinuation<Bool, Never>] = []
        var released = false
        var started = 0
        var startWatchers: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWatcher = 0
    }

    private let state = Locked(State())

    /// How many times the flow has started.
    var started: Int { state.withLock { $0.started } }
    /// Whether ``release()`` has been called.
    var released: Bool { state.withLock { $0.released } }

    /// Waits until ``release()``, whatever happens to the calling task.
    func run() async -> Bool {
        await withCheckedContinuation { continuation in
            let (resumeNow, watchers) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                state.started += 1
                let watchers = Array(state.startWatchers.values)
                state.startWatchers.removeAll()
                if state.released { return (true, watchers) }
                state.waiting.append(continuation)
                return (false, watchers)
            }
            for watcher in watchers { watcher.resume() }
            if resumeNow { continuation.resume(returning: true) }
        }
    }

    /// Returns once the flow has started (at once when it already has), or when the calling task is
    /// cancelled (so that the suite's hang guard can end a test whose flow never starts).
    func untilStarted() async {
        let id = state.withLock { state in
            state.nextWatcher += 1
            return state.nextWatcher
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { watcher in
                let now = state.withLock { state -> Bool in
                    if state.started > 0 || Task.isCancelled { return true }
                    state.startWatchers[id] = watcher
                    return false
                }
                if now { watcher.resume() }
            }
        } onCancel: {
            state.withLock { $0.startWatchers.removeValue(forKey: id) }?.resume()
        }
    }

    /// Ends the flow (every run waiting now, and every later one at once).
    func release() {
        let waiting = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.released = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting { continuation.resume(returning: true) }
    }
}

/// A hang guard, never an assertion about speed: a test whose broken case would wait forever fails after
/// this instead. Passing tests finish in milliseconds; the limit only has to outlast a loaded machine.
let hangGuard: TimeLimitTrait = .timeLimit(.minutes(1))

@Suite("Router: cancellation while a middleware waits", hangGuard)
struct CancellationTests {
    /// Opens `url` in a task, waits until `flow` started, cancels the task and returns the error `open`
    /// threw. The flow is released only after `open` has returned, so `open` returning at all proves it did
    /// not wait for the flow; `settled` is checked at that moment, while the flow still waits.
    func cancelWhileWaiting(
        _ router: Router<Screen>, _ url: String, flow: StubbornFlow,
        waiting: () -> Bool = { true }, settled: () -> Bool = { true }
    ) async -> RoutingError? {
        let task = Task { try await router.open(url) }
        await flow.untilStarted()
        #expect(waiting())
        task.cancel()
        let error = await routingError(of: task)
        #expect(!flow.released, "open returned while the flow still waited")
        #expect(settled())
        flow.release()
        return error
    }

    @Test func aLoginFlowThatIgnoresCancellationDoesNotHoldTheOpen() async throws {
        let flow = StubbornFlow()
        let calls = CallCounter()
        let gate = LoginGate<Screen>(isLoggedIn: { false }, logIn: { _ in await flow.run() })
        var builder = RouterBuilder<Screen>()
        builder.use(gate, forTag: "login")
        try builder.route("/orders/:id", RouteOptions(tags: ["login"])) { _ in
            calls.increment()
            return .handled
        }
        let router = try builder.build()
        let error = await cancelWhileWaiting(router, "/orders/7", flow: flow, waiting: { gate.parkedLinks == ["/orders/7"] }) {
            // Checked while the flow still waits: the link leaves at once.
            gate.parkedLinks.isEmpty
        }
        #expect(error?.description == "/orders/7: cancelled")
        #expect(calls.count == 0)
    }

    @Test func aLoginFlowWithATimeoutIsCancelledToo() async throws {
        let flow = StubbornFlow()
        let gate = LoginGate<Screen>(isLoggedIn: { false }, logIn: { _ in await flow.run() }, timeout: .seconds(60))
        var builder = RouterBuilder<Screen>()
        builder.use(gate)
        try builder.route("/orders/:id") { _ in .handled }
        let router = try builder.build()
        let error = await cancelWhileWaiting(
            router, "/orders/8", flow: flow, waiting: { gate.parkedLinks == ["/orders/8"] }
        ) { gate.parkedLinks.isEmpty }
        #expect(error?.description == "/orders/8: cancelled")
    }

    @Test func anyMiddlewareWaitingThroughCancellableWaitIsReleased() async throws {
        let flow = StubbornFlow()
        let calls = CallCounter()
        let after = CallCounter()
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware<Screen>(name: "consent") { request, next in
                let accepted = try await request.cancellableWait { await flow.run() }
                after.increment()
                guard accepted else { throw RejectionError(.forbidden, message: "no consent") }
                return try await next(request)
            })
        try builder.route("/goods/:id") { _ in
            calls.increment()
            return .handled
        }
        let router = try builder.build()
        let error = await cancelWhileWaiting(router, "/goods/1", flow: flow)
        #expect(error?.description == "/goods/1: cancelled")
        #expect(after.count == 0)
        #expect(calls.count == 0)
    }

    /// A middleware with a timeout that ignores cancellation: the chain races it, so cancellation ends the
    /// open long before the timeout. It reports what `next` did once the flow let it go.
    struct SlowMiddleware: RouteMiddleware {
        let flow: StubbornFlow
        let passedOn: AsyncStream<String>.Continuation
        var name: String { "slow" }
        var timeout: Duration? { .seconds(3600) }
        func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
            _ = await flow.run()
            do {
                let response = try await next(request)
                passedOn.yield("next answered")
                return response
            } catch {
                passedOn.yield("next threw: \(error)")
                throw error
            }
        }
    }

    @Test func aMiddlewareWithATimeoutIsReleasedOnCancellation() async throws {
        let flow = StubbornFlow()
        let calls = CallCounter()
        let (passedOn, report) = AsyncStream<String>.makeStream()
        var builder = RouterBuilder<Screen>()
        builder.use(SlowMiddleware(flow: flow, passedOn: report))
        try builder.route("/goods/:id") { _ in
            calls.increment()
            return .handled
        }
        let router = try builder.build()
        let error = await cancelWhileWaiting(router, "/goods/2", flow: flow)
        #expect(error?.description == "/goods/2: cancelled")
        // The middleware goes on in its own task; when it passes the request on, nothing runs.
        var reports = passedOn.makeAsyncIterator()
        #expect(await reports.next() == "next threw: /goods/2: cancelled")
        #expect(calls.count == 0)
    }

    @Test func anAlreadyCancelledWaitDoesNotStartTheWork() async throws {
        let flow = StubbornFlow()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await MiddlewareChain.cancellableWait(url: "/x") { await flow.run() }
        }
        let result = await task.result
        guard case .failure(let error as RoutingError) = result else {
            Issue.record("not cancelled: \(result)")
            return
        }
        #expect(error.description == "/x: cancelled")
        #expect(flow.started == 0)
    }

    @Test func aWaitThatFinishesReturnsItsValue() async throws {
        let value = try await MiddlewareChain.cancellableWait(url: "/x") { 42 }
        #expect(value == 42)
        struct Failed: Error, Equatable {}
        await #expect(throws: Failed()) {
            try await MiddlewareChain.cancellableWait(url: "/x") { () async throws -> Int in
                throw Failed()
            }
        }
    }
}
