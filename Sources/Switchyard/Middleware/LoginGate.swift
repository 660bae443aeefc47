/// A login gate: when a route needs a logged-in user and there is none, the gate parks the link (see
/// ``parkedLinks``), asks the app to log in, then resumes the original link — or drops it when the login
/// fails, times out or the opening task is cancelled.
///
/// What decides, in order, each time the gate runs:
/// 1. A login through the gate already succeeded in this open: the link passes on at once, without asking
///    `isLoggedIn()` (`router.login-gate.once`). The gate runs again in one open when a `login`-tagged candidate
///    declines and the next one is tagged too, or when the open is redirected to another gated route; `logIn` is
///    called at most once an open, whatever a stale session says afterwards. A login that failed has ended the open.
/// 2. `isLoggedIn()` is asked: `true` passes the link on at once, and `logIn` is not called.
/// 3. Otherwise `logIn(request)` runs for that link, and its answer decides for that link only: `true`
///    passes it on (the gate takes the flow at its word and does not ask `isLoggedIn()` again), `false` drops
///    it with a ``RejectionError`` of reason ``RejectionError/Reason-swift.enum/loginFailed`` ("the user did
///    not log in").
///
/// The gate runs where its tag puts it: after the global middleware, before its route's handler. A route that a
/// routing document degrades `always` keeps its tags, so the gate asks for a login before the link moves to the web
/// page (`router.degrade.always`): a document cannot move a link past the gate the app's table puts on a route.
///
/// Each parked link is judged for itself (issue #57, item 4): `logIn` is asked about every parked link, one
/// at a time, in the order they were parked, and a link opens only on the answer about itself, never on the
/// answer given for another (`shop://account/delete` from a push does not open because the user logged in
/// for `shop://orders`). A `logIn` called while the user is already logged in (by its flow for an earlier
/// link) should answer at once, without showing the login again, unless the link needs more (for example,
/// confirming a deletion).
///
/// Cancellation ends the open at once with ``RoutingError/Reason-swift.enum/cancelled`` and drops that
/// parked link, whatever the login flow does: each flow runs in a task of its own, cancelled (and its answer
/// ignored) when its link gives up; a link whose turn has not come yet is never handed to `logIn`. Its name
/// in diagnostics and rejections is `"login gate"`.
///
/// ```swift
/// let gate = LoginGate<Screen>(
///     isLoggedIn: { await session.isLoggedIn },
///     logIn: { request in await loginCoordinator.present(reason: request.originalURL) },   // true when logged in
///     timeout: .seconds(300))
/// builder.use(gate, forTag: "login")
/// ```
public struct LoginGate<Screen: Hashable & Sendable>: RouteMiddleware {
    let isLoggedIn: nonisolated(nonsending) @Sendable () async -> Bool
    let logIn: @Sendable (RouteRequest) async -> Bool
    /// The deadlines of the logins in flight, when there is a timeout (one timer for all of them).
    package let timer: DeadlineTimer?
    let parked: Locked<[String]>
    /// The login flows, one at a time, one a parked link.
    let flight = LoginFlight()

    /// Creates a gate.
    ///
    /// - Parameters:
    ///   - isLoggedIn: Whether a user is logged in now.
    ///   - logIn: Presents the login flow for the parked request; returns whether the user logged in and that
    ///     link may open. Asked once for each parked link, one at a time; its answer is final for that link:
    ///     `true` opens it without asking `isLoggedIn` again.
    ///   - timeout: How long a link may stay parked; after it the open throws
    ///     ``RoutingError/Reason-swift.enum/timedOut(middleware:after:)``. `nil` (the default): no limit.
    public init(
        isLoggedIn: nonisolated(nonsending) @escaping @Sendable () async -> Bool, logIn: @escaping @Sendable (RouteRequest) async -> Bool,
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
    public var parkedLinks: [String] { parked.value }

    public nonisolated(nonsending) func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>
    {
        // A login this open already made lets every later run of a gate in it through (the router keeps a ledger
        // for every open of a router with a gate).
        if let ledger = request.storage.ledger, ledger.loggedIn { return try await next(request) }
        if await isLoggedIn() { return try await next(request) }
        parked.withLock { $0.append(request.originalURL) }
        defer { parked.withLock { links in links.firstIndex(of: request.originalURL).map { _ = links.remove(at: $0) } } }
        // The link's own login flow runs in a task of its own, after the flows of the links parked before it: a
        // cancelled opener is released at once (and its link dropped) even when the flow ignores cancellation, as
        // a screen awaited through a continuation does.
        let logIn = self.logIn
        let flow = flight.enqueue { await logIn(request) }
        let loggedIn: Bool
        do {
            loggedIn = try await MiddlewareChain.race(timer: timer, entered: { false }, name: name, url: request.originalURL) {
                await flow.value
            }
        } catch {
            flow.cancel()
            throw error
        }
        try MiddlewareChain.checkCancellation(request)
        guard loggedIn else {
            throw RejectionError(.loginFailed, message: "the user did not log in")
        }
        if let ledger = request.storage.ledger { ledger.record { $0.loggedIn = true } }
        return try await next(request)
    }
}

/// The login flows in the order their links were parked: each starts when the one before it has answered (or
/// was cancelled), so that one login is shown at a time, and each answers for its own link only.
final class LoginFlight: Sendable {
    /// The last flow queued; the next one waits for it.
    private let last = Locked<Task<Bool, Never>?>(nil)

    /// A flow that runs `start` once the flows queued before it have ended; `false` without calling `start`
    /// when it is cancelled before its turn.
    func enqueue(_ start: @escaping @Sendable () async -> Bool) -> Task<Bool, Never> {
        last.withLock { last in
            let previous = last
            let flow = Task {
                _ = await previous?.value
                if Task.isCancelled { return false }
                return await start()
            }
            last = flow
            return flow
        }
    }
}
