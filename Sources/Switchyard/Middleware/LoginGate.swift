/// A login gate: when a route needs a logged-in user and there is none, the gate parks the link (see
/// ``parkedLinks``), asks the app to log in, then resumes the original link — or drops it when the login
/// fails, times out or the opening task is cancelled.
///
/// What decides, in order:
/// 1. `isLoggedIn()` is asked once, before anything else: `true` passes the link on at once, and `logIn`
///    is not called.
/// 2. Otherwise `logIn(request)` runs, and its answer decides: `true` passes the original link on (the gate
///    takes the flow at its word and does not ask `isLoggedIn()` again), `false` drops it with a
///    ``RejectionError`` of reason ``RejectionError/Reason-swift.enum/loginFailed`` ("the user did not log in").
///
/// One login at a time: the flow is shown for the first link parked, and the links parked while it is up
/// wait for its answer, which decides for each of them (16,000 parked links start one flow, not 16,000).
/// A link parked after the flow ended starts the next one.
///
/// Cancellation ends the open at once with ``RoutingError/Reason-swift.enum/cancelled`` and drops that
/// parked link, whatever the login flow does: the flow runs in a task of its own, which goes on for the other
/// links that wait for it, and is cancelled and left to finish when none is left (a login screen awaited
/// through a continuation may go on showing; its answer is then ignored). Its name in diagnostics and
/// rejections is `"login gate"`.
///
/// ```swift
/// let gate = LoginGate<Screen>(
///     isLoggedIn: { await session.isLoggedIn },
///     logIn: { request in await loginCoordinator.present(reason: request.originalURL) },   // true when logged in
///     timeout: .seconds(300))
/// builder.use(gate, forTag: "login")
/// ```
public struct LoginGate<Screen: Hashable & Sendable>: RouteMiddleware {
    let isLoggedIn: @Sendable () async -> Bool
    let logIn: @Sendable (RouteRequest) async -> Bool
    /// The deadlines of the logins in flight, when there is a timeout (one timer for all of them).
    package let timer: DeadlineTimer?
    let parked: Locked<[String]>
    /// The login flow in flight, which every parked link waits for.
    let flight = LoginFlight()

    /// Creates a gate.
    ///
    /// - Parameters:
    ///   - isLoggedIn: Whether a user is logged in now.
    ///   - logIn: Presents the login flow for the parked request; returns whether the user logged in. Its
    ///     answer is final: `true` opens the link without asking `isLoggedIn` again.
    ///   - timeout: How long a link may stay parked; after it the open throws
    ///     ``RoutingError/Reason-swift.enum/timedOut(middleware:after:)``. `nil` (the default): no limit.
    public init(
        isLoggedIn: @escaping @Sendable () async -> Bool, logIn: @escaping @Sendable (RouteRequest) async -> Bool,
        timeout: Duration? = nil
    ) {
        self.isLoggedIn = isLoggedIn
        self.logIn = logIn
        self.timer = timeout.map(DeadlineTimer.init(timeout:))
        self.parked = Locked([])
    }

    /// `"login gate"`.
    public var name: String { "login gate" }

    /// The URLs parked while their user logs in.
    public var parkedLinks: [String] { parked.withLock { $0 } }

    public func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        if await isLoggedIn() { return try await next(request) }
        parked.withLock { $0.append(request.originalURL) }
        defer { parked.withLock { links in links.firstIndex(of: request.originalURL).map { _ = links.remove(at: $0) } } }
        // The login flow runs in a task of its own, shared by every parked link: a cancelled opener is released
        // at once (and its link dropped) even when the flow ignores cancellation, as a screen awaited through a
        // continuation does.
        let logIn = self.logIn
        let (flow, id) = flight.join { await logIn(request) }
        let loggedIn: Bool
        do {
            loggedIn = try await MiddlewareChain.race(timer: timer, entered: { false }, name: name, url: request.originalURL) {
                await flow.value
            }
        } catch {
            flight.leave(id, gaveUp: true)
            throw error
        }
        flight.leave(id, gaveUp: false)
        try MiddlewareChain.checkCancellation(request)
        guard loggedIn else {
            throw RejectionError(.loginFailed, message: "the user did not log in")
        }
        return try await next(request)
    }
}

/// The login flow in flight and how many parked links wait for it: the first parked link starts it, the others
/// join it, and the last to give up (cancelled, timed out) cancels it.
final class LoginFlight: Sendable {
    private struct State {
        var flow: Task<Bool, Never>?
        var id: UInt64 = 0
        var waiting = 0
    }

    private let state = Locked(State())

    /// The flow in flight, or a new one that `start` runs; its id, for ``leave(_:gaveUp:)``.
    func join(_ start: @escaping @Sendable () async -> Bool) -> (Task<Bool, Never>, UInt64) {
        state.withLock { state in
            state.waiting += 1
            if let flow = state.flow { return (flow, state.id) }
            state.id &+= 1
            let id = state.id
            // Once the flow has answered, a link parked later starts the next one.
            let flow = Task { [self] in
                defer { finished(id) }
                return await start()
            }
            state.flow = flow
            return (flow, id)
        }
    }

    /// A link stops waiting for flow `id`; the last one to give up cancels it.
    func leave(_ id: UInt64, gaveUp: Bool) {
        let cancel = state.withLock { state -> Task<Bool, Never>? in
            guard state.id == id, let flow = state.flow else { return nil }
            state.waiting -= 1
            guard gaveUp, state.waiting == 0 else { return nil }
            state.flow = nil
            return flow
        }
        cancel?.cancel()
    }

    private func finished(_ id: UInt64) {
        state.withLock { state in
            guard state.id == id else { return }
            state.flow = nil
            state.waiting = 0
        }
    }
}
