import Testing
import Switchyard
import SwitchyardTesting

/// Something a request carries whose release the test can wait for.
final class Released: Sendable {
    private let onRelease: @Sendable () -> Void
    init(_ onRelease: @escaping @Sendable () -> Void) { self.onRelease = onRelease }
    deinit { onRelease() }
}

enum ReleasedKey: RouteValueKey {
    typealias Value = Released
}

/// Counts down releases and resumes a waiter when the count reaches zero.
final class Countdown: Sendable {
    private let state: Locked<(left: Int, waiter: CheckedContinuation<Void, Never>?)>
    init(_ count: Int) { state = Locked((count, nil)) }

    func tick() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.left -= 1
            guard state.left == 0 else { return nil }
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Returns when the count reaches zero, or when the calling task is cancelled (so that the suite's
    /// hang guard can end a test whose count never gets there).
    func untilZero() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { waiter in
                let now = state.withLock { state -> Bool in
                    if state.left <= 0 || Task.isCancelled { return true }
                    state.waiter = waiter
                    return false
                }
                if now { waiter.resume() }
            }
        } onCancel: {
            state.withLock { state in
                defer { state.waiter = nil }
                return state.waiter
            }?.resume()
        }
    }
}

/// A middleware's timeout covers each open while it runs and nothing once it has ended: the deadline of an
/// open is removed when its body ends, so neither a timer nor the request it holds outlives the open.
@Suite("Middleware timeouts: nothing outlives the open", hangGuard)
struct MiddlewareTimerTests {
    func router(_ middleware: AnyMiddleware<Screen>, calls: CallCounter = CallCounter()) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        builder.use(middleware)
        try builder.route("/goods/:id") { _ in
            calls.increment()
            return .handled
        }
        return try builder.build()
    }

    @Test func anOpenThatEndsLeavesNoDeadlineBehind() async throws {
        let timed = AnyMiddleware<Screen>(name: "timed", timeout: .seconds(3600)) { request, next in try await next(request) }
        let router = try router(timed)
        let timer = try #require(timed.box.timer)
        for id in 1...100 {
            try await router.open("/goods/\(id)")
            #expect(timer.scheduled == 0, "open \(id) left its deadline behind")
        }
        // A failing open, too.
        await #expect(throws: RoutingError.self) { try await router.open("/nowhere") }
        #expect(timer.scheduled == 0)
    }

    @Test func theDeadlineIsKeptWhileTheMiddlewareWaits() async throws {
        let flow = StubbornFlow()
        let timed = AnyMiddleware<Screen>(name: "timed", timeout: .seconds(3600)) { request, next in
            _ = await flow.run()
            return try await next(request)
        }
        let router = try router(timed)
        let timer = try #require(timed.box.timer)
        let open = Task { try await router.open("/goods/1") }
        await flow.untilStarted()
        #expect(timer.scheduled == 1)
        flow.release()
        _ = try await open.value
        #expect(timer.scheduled == 0)
    }

    @Test func aLoginGateWithATimeoutLeavesNoDeadlineBehind() async throws {
        let gate = LoginGate<Screen>(isLoggedIn: { false }, logIn: { _ in true }, timeout: .seconds(3600))
        var builder = RouterBuilder<Screen>()
        builder.use(gate)
        try builder.route("/orders/:id") { _ in .handled }
        let router = try builder.build()
        let timer = try #require(gate.timer)
        for id in 1...100 {
            try await router.open("/orders/\(id)")
            #expect(timer.scheduled == 0, "open \(id) left its deadline behind")
        }
    }

    /// The requests themselves are released when their opens end, not when the timeout passes (an hour).
    @Test func theRequestsAreReleasedWhenTheirOpensEnd() async throws {
        let timed = AnyMiddleware<Screen>(name: "timed", timeout: .seconds(3600)) { request, next in try await next(request) }
        let gate = LoginGate<Screen>(isLoggedIn: { false }, logIn: { _ in true }, timeout: .seconds(3600))
        var builder = RouterBuilder<Screen>()
        builder.use(timed)
        builder.use(gate)
        try builder.route("/goods/:id") { _ in .handled }
        let router = try builder.build()
        let released = Countdown(100)
        for id in 1...100 {
            var values = RouteValues()
            values[ReleasedKey.self] = Released { released.tick() }
            try await router.open("/goods/\(id)", values: values)
        }
        await released.untilZero()
    }
}

@Suite("Deadline timer")
struct DeadlineTimerTests {
    @Test func runsWhatIsDueAndNothingCancelled() {
        let timer = DeadlineTimer(timeout: .seconds(3600))
        let ran = Locked<[Int]>([])
        let entries = (1...3).map { index in timer.schedule { ran.withLock { $0.append(index) } } }
        timer.cancel(entries[1])
        #expect(timer.scheduled == 2)
        timer.expire(upTo: .now)
        #expect(ran.withLock { $0 }.isEmpty, "nothing is due before the timeout")
        timer.expire(upTo: .now + .seconds(7200))
        #expect(ran.withLock { $0 } == [1, 3])
        #expect(timer.scheduled == 0)
        timer.expire(upTo: .now + .seconds(7200))
        #expect(ran.withLock { $0 } == [1, 3], "each runs once")
    }

    @Test func cancellingReleasesWhatTheActionHolds() {
        let timer = DeadlineTimer(timeout: .seconds(3600))
        let released = CallCounter()
        let entries = (0..<1_000).map { _ in
            let held = Released { released.increment() }
            return timer.schedule { _ = held }
        }
        #expect(released.count == 0)
        for entry in entries { timer.cancel(entry) }
        #expect(released.count == 1_000)
        #expect(timer.scheduled == 0)
    }

    @Test func theSleeperFiresADeadlineOnItsOwn() async {
        let timer = DeadlineTimer(timeout: .milliseconds(1))
        let fired = Countdown(2)
        _ = timer.schedule { fired.tick() }
        _ = timer.schedule { fired.tick() }
        await fired.untilZero()
        #expect(timer.scheduled == 0)
    }
}
