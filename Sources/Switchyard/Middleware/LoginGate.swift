/// A login gate: when a route needs a logged-in user and there is none, the gate parks the link (see
/// ``parkedLinks``), asks the app to log in, then resumes the original link — or drops it when the login
/// fails, times out or the opening task is cancelled.
///
/// Cancellation ends the open at once with ``RoutingError/Reason-swift.enum/cancelled`` and drops the
/// parked link, whatever the login flow does: the flow runs in a task of its own, which is cancelled and
/// left to finish (a login screen awaited through a continuation may go on showing; its answer is then
/// ignored). Its name in diagnostics and rejections is `"login gate"`.
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
    let loginTimeout: Duration?
    let parked: Locked<[String]>

    /// Creates a gate.
    ///
    /// - Parameters:
    ///   - isLoggedIn: Whether a user is logged in now.
    ///   - logIn: Presents the login flow for the parked request; returns whether the user logged in.
    ///   - timeout: How long a link may stay parked; after it the open throws
    ///     ``RoutingError/Reason-swift.enum/timedOut(middleware:after:)``. `nil` (the default): no limit.
    public init(
        isLoggedIn: @escaping @Sendable () async -> Bool, logIn: @escaping @Sendable (RouteRequest) async -> Bool,
        timeout: Duration? = nil
    ) {
        self.isLoggedIn = isLoggedIn
        self.logIn = logIn
        self.loginTimeout = timeout
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
        // The login flow runs in a task of its own: a cancelled opener is released at once (and the link
        // dropped) even when the flow ignores cancellation, as a screen awaited through a continuation does.
        let loggedIn = try await MiddlewareChain.race(
            timeout: loginTimeout, entered: { false }, name: name, url: request.originalURL
        ) { await logIn(request) }
        try MiddlewareChain.checkCancellation(request)
        guard loggedIn, await isLoggedIn() else {
            throw RejectionError(.loginFailed, message: "the user did not log in")
        }
        return try await next(request)
    }
}
