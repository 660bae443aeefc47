/// A login gate: when a route needs a logged-in user and there is none, the gate parks the link, asks the
/// app to log in, then resumes the original link — or drops it when the login fails, times out or the
/// opening task is cancelled.
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
    ///   - timeout: How long a link may stay parked.
    public init(
        isLoggedIn: @escaping @Sendable () async -> Bool, logIn: @escaping @Sendable (RouteRequest) async -> Bool,
        timeout: Duration? = nil
    ) {
        self.isLoggedIn = isLoggedIn
        self.logIn = logIn
        self.loginTimeout = timeout
        self.parked = Locked([])
    }

    public var name: String { "login gate" }

    /// The URLs parked while their user logs in.
    public var parkedLinks: [String] { parked.withLock { $0 } }

    public func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        if await isLoggedIn() { return try await next(request) }
        parked.withLock { $0.append(request.originalURL) }
        defer { parked.withLock { links in links.firstIndex(of: request.originalURL).map { _ = links.remove(at: $0) } } }
        let loggedIn: Bool
        if let loginTimeout {
            loggedIn = try await MiddlewareChain.withTimeout(loginTimeout, entered: { false }, name: name, url: request.originalURL) {
                await logIn(request)
            }
        } else {
            loggedIn = await logIn(request)
        }
        try MiddlewareChain.checkCancellation(request)
        guard loggedIn, await isLoggedIn() else {
            throw RouteRejection(.loginFailed, message: "the user did not log in")
        }
        return try await next(request)
    }
}
