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
///
/// `@unchecked Sendable`: the run it points to is a `ManagedBuffer` (which the compiler never treats as
/// `Sendable`); its chain and terminal never change after it is made, and its shared state is read and
/// written only under its mutex.
public struct MiddlewareNext<Screen: Hashable & Sendable>: @unchecked Sendable {
    /// The chain this level belongs to; copying `next` costs one retain.
    @usableFromInline let run: MiddlewareRun<Screen>
    /// The level of the middleware this `next` was given to.
    @usableFromInline let level: Int

    @inlinable
    init(run: MiddlewareRun<Screen>, level: Int) {
        self.run = run
        self.level = level
    }

    /// Whether this level has called `next`.
    @inlinable
    var entered: Bool { run.locked { $0.hasEntered(level) } }

    /// Passes the request (possibly changed) on. It runs on the caller's executor
    /// (`nonisolated(nonsending)`): the rest of the chain starts where the middleware is, without a hop.
    @inlinable
    public nonisolated(nonsending) func callAsFunction(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
        guard run.locked({ $0.enter(level) }) else {
            throw RoutingError(.nextCalledTwice(middleware: run.middleware(level).name), url: request.originalURL)
        }
        // Checked here, when a middleware passes the request on (it may have waited for something), so
        // neither the next middleware nor the handler runs for a cancelled task. The router checks once
        // before the first level.
        try MiddlewareChain.checkCancellation(request)
        return try await run.step(level + 1, request)
    }
}

/// What runs after the last middleware of a chain.
@usableFromInline
enum MiddlewareTerminal<Screen: Hashable & Sendable>: Sendable {
    /// The router's candidates, first to last (the global chain).
    case candidates(
        first: RouteBinding<Screen>, others: [RouteMatch<RouteBinding<Screen>>]?, caller: RouteRequest,
        snapshot: RouterSnapshot<Screen>)
    /// A route's handler (the route's own chain).
    case handler(AnyRouteHandler<Screen>)
}

extension MiddlewareRun {
    /// Runs the middleware at `level`, or the terminal after the last one. Always inlined into its callers
    /// (`next`, and the router where a chain starts): a call of its own was one more async frame per level.
    @inlinable @inline(__always)
    nonisolated(nonsending) func step(_ level: Int, _ request: RouteRequest) async throws -> RouteResponse<Screen> {
        guard level < count else {
            switch terminal {
            case .handler(let handler):
                return try await Router.invoke(handler, request)
            case let .candidates(first, others, caller, snapshot):
                // The chain passes responses only: what answered is kept in the shared state for the router.
                let (response, answeredBy, declined) = try await Router.attempt(first, others, caller: caller, request, snapshot)
                locked { $0.answer(request: answeredBy, declined: declined) }
                return response
            }
        }
        let middleware = middleware(level)
        let next = MiddlewareNext(run: self, level: level)
        do {
            guard let timeout = middleware.timeout else { return try await middleware.handle(request, next) }
            return try await MiddlewareChain.withTimeout(timeout, entered: { next.entered }, name: middleware.name, url: request.originalURL) {
                try await middleware.handle(request, next)
            }
        } catch let rejection as RouteRejection {
            throw rejection.attributed(to: middleware.name)
        }
    }
}

/// Any middleware, stored. Its fields live in one immutable box, so taking it out of a chain costs one
/// retain, whatever the middleware holds.
public struct AnyMiddleware<Screen: Hashable & Sendable>: Sendable {
    @usableFromInline
    final class Box: Sendable {
        @usableFromInline let name: String
        @usableFromInline let timeout: Duration?
        /// The middleware, called through its protocol in place: one async frame per call, and no copy of
        /// the value (an enum holding it had to be copied to take the value out, on every call).
        @usableFromInline let object: any RouteMiddleware<Screen>
        /// A closure middleware's body, called directly (`object` wraps the same closure).
        @usableFromInline let closure: Body?

        @usableFromInline
        init(name: String, timeout: Duration?, object: any RouteMiddleware<Screen>, closure: Body?) {
            self.name = name
            self.timeout = timeout
            self.object = object
            self.closure = closure
        }
    }

    @usableFromInline
    typealias Body = @Sendable (RouteRequest, MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>

    /// A closure as a middleware value.
    struct ClosureMiddleware: RouteMiddleware {
        let body: Body
        func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
            try await body(request, next)
        }
    }

    @usableFromInline let box: Box

    /// The middleware's name.
    public var name: String { box.name }
    /// Its timeout.
    public var timeout: Duration? { box.timeout }

    /// Wraps a middleware.
    @inlinable
    public init<Middleware: RouteMiddleware>(_ middleware: Middleware) where Middleware.Screen == Screen {
        box = Box(name: middleware.name, timeout: middleware.timeout, object: middleware, closure: nil)
    }

    /// Wraps a closure.
    public init(
        name: String, timeout: Duration? = nil,
        _ body: @escaping @Sendable (RouteRequest, MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>
    ) {
        box = Box(name: name, timeout: timeout, object: ClosureMiddleware(body: body), closure: body)
    }

    /// Runs the middleware.
    @inlinable @inline(__always)
    nonisolated(nonsending) func handle(_ request: RouteRequest, _ next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        if let closure = box.closure { return try await closure(request, next) }
        return try await box.object.handle(request, next: next)
    }
}

@usableFromInline
enum MiddlewareChain {
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
