import Testing
@testable import Switchyard
import SwitchyardTesting

/// A login flow (or any wait) that never looks at cancellation: it ends only when the test releases it,
/// as a login screen awaited through a continuation does.
final class StubbornFlow: Sendable {
    private let state = Locked<(waiting: CheckedContinuation<Bool, Never>?, released: Bool, started: Int)>((nil, false, 0))

    /// How many times the flow has started.
    var started: Int { state.withLock { $0.started } }

    /// Waits until ``release()``, whatever happens to the calling task.
    func run() async -> Bool {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                state.started += 1
                if state.released { return true }
                state.waiting = continuation
                return false
            }
            if resumeNow { continuation.resume(returning: true) }
        }
    }

    /// Ends the flow (once).
    func release() {
        let waiting = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            state.released = true
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: true)
    }
}

/// Waits for `condition`, yielding; gives up after `limit`.
func eventually(within limit: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

@Suite("Router: cancellation while a middleware waits")
struct CancellationTests {
    /// Opens `url` in a task, waits until `flow` started, cancels the task and reports how long `open` took
    /// to throw after the cancellation. `settled` must become true within 2 seconds of the cancellation,
    /// while the flow still waits. A watchdog releases the flow after 5 seconds, so a broken router fails
    /// the time bounds instead of hanging the test.
    func cancelWhileWaiting(
        _ router: Router<Screen>, _ url: String, flow: StubbornFlow,
        waiting: () -> Bool = { true }, settled: () -> Bool = { true }
    ) async
        -> (error: RoutingError?, elapsed: Duration)
    {
        let task = Task { try await router.open(url) }
        // Generous: this waits for the flow to start, which a loaded machine (sanitizers, other suites
        // holding the two pool threads) can delay; the bound under test is the one after the cancellation.
        #expect(await eventually(within: .seconds(60)) { flow.started == 1 })
        let watchdog = Task {
            try? await Task.sleep(for: .seconds(5))
            flow.release()
        }
        #expect(waiting())
        let clock = ContinuousClock()
        let start = clock.now
        task.cancel()
        #expect(await eventually(within: .seconds(2), settled))
        let error = await routingError(of: task)
        let elapsed = clock.now - start
        watchdog.cancel()
        flow.release()
        return (error, elapsed)
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
        let (error, elapsed) = await cancelWhileWaiting(router, "/orders/7", flow: flow, waiting: { gate.parkedLinks == ["/orders/7"] }) {
            // Checked while the flow still waits: the link leaves at once.
            gate.parkedLinks.isEmpty
        }
        #expect(error?.description == "/orders/7: cancelled")
        #expect(elapsed < .seconds(2))
        #expect(calls.count == 0)
    }

    @Test func aLoginFlowWithATimeoutIsCancelledToo() async throws {
        let flow = StubbornFlow()
        let gate = LoginGate<Screen>(isLoggedIn: { false }, logIn: { _ in await flow.run() }, timeout: .seconds(60))
        var builder = RouterBuilder<Screen>()
        builder.use(gate)
        try builder.route("/orders/:id") { _ in .handled }
        let router = try builder.build()
        let (error, elapsed) = await cancelWhileWaiting(
            router, "/orders/8", flow: flow, waiting: { gate.parkedLinks == ["/orders/8"] }
        ) { gate.parkedLinks.isEmpty }
        #expect(error?.description == "/orders/8: cancelled")
        #expect(elapsed < .seconds(2))
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
        let (error, elapsed) = await cancelWhileWaiting(router, "/goods/1", flow: flow)
        #expect(error?.description == "/goods/1: cancelled")
        #expect(elapsed < .seconds(2))
        #expect(after.count == 0)
        #expect(calls.count == 0)
    }

    /// A middleware with a timeout that ignores cancellation: the chain races it, so cancellation ends the
    /// open long before the timeout.
    struct SlowMiddleware: RouteMiddleware {
        let flow: StubbornFlow
        var name: String { "slow" }
        var timeout: Duration? { .seconds(60) }
        func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
            _ = await flow.run()
            return try await next(request)
        }
    }

    @Test func aMiddlewareWithATimeoutIsReleasedOnCancellation() async throws {
        let flow = StubbornFlow()
        let calls = CallCounter()
        var builder = RouterBuilder<Screen>()
        builder.use(SlowMiddleware(flow: flow))
        try builder.route("/goods/:id") { _ in
            calls.increment()
            return .handled
        }
        let router = try builder.build()
        let (error, elapsed) = await cancelWhileWaiting(router, "/goods/2", flow: flow)
        #expect(error?.description == "/goods/2: cancelled")
        #expect(elapsed < .seconds(2))
        // The middleware goes on in its own task; when it passes the request on, nothing runs.
        try await Task.sleep(for: .milliseconds(50))
        #expect(calls.count == 0)
    }

    @Test func anAlreadyCancelledWaitDoesNotStartTheWork() async throws {
        let flow = StubbornFlow()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await MiddlewareChain.race(timeout: nil, entered: { false }, name: "", url: "/x") { await flow.run() }
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
        let value = try await MiddlewareChain.race(timeout: nil, entered: { false }, name: "", url: "/x") { 42 }
        #expect(value == 42)
        struct Failed: Error, Equatable {}
        await #expect(throws: Failed()) {
            try await MiddlewareChain.race(timeout: nil, entered: { false }, name: "", url: "/x") { () async throws -> Int in
                throw Failed()
            }
        }
    }
}
