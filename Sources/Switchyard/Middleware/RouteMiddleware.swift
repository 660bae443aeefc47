/// A step of the async chain that runs before a handler. It passes (calls `next`, at most once), rejects
/// (throws a ``RouteRejection``), redirects (returns ``RouteResponse/redirect(_:)``) or defers (awaits
/// something, such as a login, before calling `next`).
///
/// ```swift
/// struct RequireFeatureFlag: RouteMiddleware {
///     let flags: FeatureFlags
///     func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
///         guard await flags.isOn("new-checkout") else { return .redirect("/checkout/legacy") }
///         return try await next(request)
///     }
/// }
/// builder.use(RequireFeatureFlag(flags: flags), forTag: "checkout")
/// ```
public protocol RouteMiddleware<Screen>: Sendable {
    associatedtype Screen: Hashable & Sendable
    /// A name for diagnostics and dry runs. Default: the type's name.
    var name: String { get }
    /// How long the middleware may take before it calls `next` or returns; `nil` for no limit (the default).
    var timeout: Duration? { get }
    /// Runs the step.
    func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>
}

extension RouteMiddleware {
    public var name: String { String(describing: Self.self) }
    public var timeout: Duration? { nil }
}

/// Why a middleware stopped a request.
///
/// ```swift
/// throw RouteRejection(.unauthorized, message: "log in to see orders")
/// ```
public struct RouteRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of reason.
    public enum Reason: Sendable, Hashable {
        case unauthorized
        case forbidden
        case invalidParameters([String])
        case loginFailed
        case custom(String)
    }

    public let reason: Reason
    public let message: String
    /// The middleware that rejected (set by the router).
    public internal(set) var middleware: String?

    /// This rejection, attributed to `name` unless a middleware is already named.
    @usableFromInline
    func attributed(to name: String) -> RouteRejection {
        var copy = self
        if copy.middleware == nil { copy.middleware = name }
        return copy
    }

    /// Creates a rejection.
    public init(_ reason: Reason, message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }
}

/// The rest of the chain. Call it at most once; a second call throws
/// ``RoutingError/Reason-swift.enum/nextCalledTwice(middleware:)``.
public struct MiddlewareNext<Screen: Hashable & Sendable>: Sendable {
    /// Which levels of this chain have called `next`: one bit per level, one state per 64 levels, shared
    /// by the levels (so a chain of three middleware allocates one state, not three).
    @usableFromInline let calls: ChainState
    @usableFromInline let bit: UInt64
    @usableFromInline let level: Int
    @usableFromInline let middleware: String
    @usableFromInline let rest: ArraySlice<AnyMiddleware<Screen>>
    @usableFromInline let terminal: @Sendable (RouteRequest) async throws -> RouteResponse<Screen>

    @inlinable
    init(
        calls: ChainState, level: Int, middleware: String, rest: ArraySlice<AnyMiddleware<Screen>>,
        terminal: @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    ) {
        self.calls = calls
        self.bit = 1 << UInt64(level % 64)
        self.level = level
        self.middleware = middleware
        self.rest = rest
        self.terminal = terminal
    }

    /// Whether this level has called `next`.
    @inlinable
    var entered: Bool { calls.hasEntered(bit) }

    /// Passes the request (possibly changed) on.
    @inlinable
    public func callAsFunction(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
        guard calls.enter(bit) else { throw RoutingError(.nextCalledTwice(middleware: middleware), url: request.originalURL) }
        return try await MiddlewareChain.run(rest, request, terminal: terminal, calls: calls, level: level + 1)
    }
}

/// Any middleware, stored.
public struct AnyMiddleware<Screen: Hashable & Sendable>: Sendable {
    /// The middleware's name.
    public let name: String
    /// Its timeout.
    public let timeout: Duration?
    @usableFromInline let body: @Sendable (RouteRequest, MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>

    /// Wraps a middleware.
    @inlinable
    public init<Middleware: RouteMiddleware>(_ middleware: Middleware) where Middleware.Screen == Screen {
        name = middleware.name
        timeout = middleware.timeout
        body = { try await middleware.handle($0, next: $1) }
    }

    /// Wraps a closure.
    public init(
        name: String, timeout: Duration? = nil,
        _ body: @escaping @Sendable (RouteRequest, MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>
    ) {
        self.name = name
        self.timeout = timeout
        self.body = body
    }
}

@usableFromInline
enum MiddlewareChain {
    /// Runs `chain` in order, then `terminal`. `calls` and `level` continue a chain already running
    /// (from ``MiddlewareNext``, or a state the caller made to read the answer from); a new chain starts
    /// at level 0.
    @inlinable
    static func run<Screen>(
        _ chain: ArraySlice<AnyMiddleware<Screen>>, _ request: RouteRequest,
        terminal: @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>,
        calls: ChainState? = nil, level: Int = 0
    ) async throws -> RouteResponse<Screen> {
        guard let middleware = chain.first else { return try await terminal(request) }
        try checkCancellation(request)
        let flags: ChainState
        if let calls, level == 0 || level % 64 != 0 { flags = calls } else { flags = ChainState() }
        let next = MiddlewareNext(calls: flags, level: level, middleware: middleware.name, rest: chain.dropFirst(), terminal: terminal)
        do {
            guard let timeout = middleware.timeout else { return try await middleware.body(request, next) }
            return try await withTimeout(timeout, entered: { next.entered }, name: middleware.name, url: request.originalURL) {
                try await middleware.body(request, next)
            }
        } catch let rejection as RouteRejection {
            throw rejection.attributed(to: middleware.name)
        }
    }

    @usableFromInline
    static func checkCancellation(_ request: RouteRequest) throws {
        if Task.isCancelled { throw RoutingError(.cancelled, url: request.originalURL) }
    }

    /// Runs `body`; throws a timeout when it neither returns nor enters `next` within `timeout`. The
    /// caller is released at the deadline even when `body` ignores cancellation (it is cancelled and left
    /// to finish on its own), so a stuck middleware can never hang an open.
    @usableFromInline
    static func withTimeout<Value: Sendable>(
        _ timeout: Duration, entered: @escaping @Sendable () -> Bool, name: String, url: String,
        _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let once = OnceResult<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                once.install(continuation)
                let work = Task {
                    do { once.resume(.success(try await body())) } catch { once.resume(.failure(error)) }
                }
                once.setWork(work)
                Task {
                    try? await Task.sleep(for: timeout)
                    if !entered() {
                        once.resume(.failure(RoutingError(.timedOut(middleware: name, after: timeout), url: url)))
                        work.cancel()
                    }
                }
            }
        } onCancel: {
            once.resume(.failure(RoutingError(.cancelled, url: url)))
            once.cancelWork()
        }
    }
}

/// Resumes a continuation exactly once, whichever of the work, the timer or a cancellation comes first.
final class OnceResult<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var early: Result<Value, any Error>?
        var done = false
        var work: Task<Void, Never>?
        var cancelled = false
    }

    private let state = Locked(State())

    func install(_ continuation: CheckedContinuation<Value, any Error>) {
        let early: Result<Value, any Error>? = state.withLock { state in
            if let early = state.early { state.early = nil; return early }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    func resume(_ result: Result<Value, any Error>) {
        let continuation: CheckedContinuation<Value, any Error>? = state.withLock { state in
            guard !state.done else { return nil }
            state.done = true
            guard let continuation = state.continuation else {
                state.early = result
                return nil
            }
            state.continuation = nil
            return continuation
        }
        continuation?.resume(with: result)
    }

    func setWork(_ work: Task<Void, Never>) {
        let cancel = state.withLock { state -> Bool in
            state.work = work
            return state.cancelled
        }
        if cancel { work.cancel() }
    }

    func cancelWork() {
        let work = state.withLock { state -> Task<Void, Never>? in
            state.cancelled = true
            return state.work
        }
        work?.cancel()
    }
}
