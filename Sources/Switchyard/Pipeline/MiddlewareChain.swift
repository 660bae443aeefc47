package enum MiddlewareChain {
    /// Awaits `body` in a task of its own, and throws ``RoutingError/Reason-swift.enum/cancelled`` for
    /// `url` as soon as the calling task is cancelled, even when `body` ignores cancellation: what
    /// ``RouteRequest/cancellableWait(_:)`` does, without a request.
    package nonisolated(nonsending) static func cancellableWait<Value: Sendable>(
        url: String, _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await race(timer: nil, entered: { false }, name: "", url: url, body)
    }

    static func checkCancellation(_ request: RouteRequest) throws {
        if Task.isCancelled { throw RoutingError(.cancelled, url: request.originalURL) }
    }

    /// Runs a middleware that has a timeout: throws a timeout when it neither returns nor enters `next`
    /// within it, and ``RoutingError/Reason-swift.enum/cancelled`` when the calling task is cancelled first.
    /// See ``race(timer:entered:name:url:_:)``.
    nonisolated(nonsending) static func timed<Screen>(
        _ middleware: AnyMiddleware<Screen>, _ request: RouteRequest, _ next: MiddlewareNext<Screen>
    ) async throws -> RouteResponse<Screen> {
        guard let timer = middleware.box.timer else { return try await middleware.handle(request, next) }
        return try await race(timer: timer, entered: { next.entered }, name: middleware.name, url: request.originalURL) {
            try await middleware.handle(request, next)
        }
    }

    /// Runs `body` in a task of its own and returns what it returns, unless, first:
    /// - the calling task is cancelled while `entered()` is still `false`: throws
    ///   ``RoutingError/Reason-swift.enum/cancelled`` at once (once a middleware has called `next` it is no longer
    ///   raced: the cancellation reaches the rest of the chain through `body`'s task, and the middleware answers
    ///   what `next` throws, as one without a timeout does: `router.middleware.timeout`, `router.cancel`);
    /// - `timer` (when not `nil`) reaches its timeout and `entered()` is still `false`: throws
    ///   ``RoutingError/Reason-swift.enum/timedOut(middleware:after:)`` naming `name`.
    ///
    /// The caller is released even when `body` ignores cancellation (its task is cancelled and left to
    /// finish on its own), so neither a stuck middleware nor a login flow that never ends can hang an open.
    /// A task that is already cancelled does not start `body`. Whichever comes first, the deadline is
    /// removed from `timer` before the caller resumes: nothing of the wait is kept until the timeout.
    nonisolated(nonsending) static func race<Value: Sendable>(
        timer: DeadlineTimer?, entered: @escaping @Sendable () -> Bool, name: String, url: String,
        _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        if Task.isCancelled { throw RoutingError(.cancelled, url: url) }
        let once = OnceResult<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                once.install(continuation)
                let work = Task {
                    do { once.resume(.success(try await body())) } catch { once.resume(.failure(error)) }
                }
                once.setWork(work)
                guard let timer else { return }
                let timeout = timer.timeout
                let deadline = timer.schedule {
                    guard !entered() else { return }
                    once.resume(.failure(RoutingError(.timedOut(middleware: name, after: timeout), url: url)))
                    work.cancel()
                }
                once.setDeadline(deadline, on: timer)
            }
        } onCancel: {
            if !entered() { once.resume(.failure(RoutingError(.cancelled, url: url))) }
            once.cancelWork()
        }
    }
}

/// Resumes a continuation exactly once, whichever of the work, the timer or a cancellation comes first,
/// and removes the wait's deadline from its timer when it does.
final class OnceResult<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var early: Result<Value, any Error>?
        var done = false
        var work: Task<Void, Never>?
        var cancelled = false
        var deadline: Deadline?
    }

    /// The wait's entry in its middleware's timer.
    private typealias Deadline = (id: UInt64, timer: DeadlineTimer)

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
        let (continuation, deadline) = state.withLock { state -> (CheckedContinuation<Value, any Error>?, Deadline?) in
            guard !state.done else { return (nil, nil) }
            state.done = true
            defer { state.deadline = nil }
            guard let continuation = state.continuation else {
                state.early = result
                return (nil, state.deadline)
            }
            state.continuation = nil
            return (continuation, state.deadline)
        }
        // Before the caller resumes: when it returns, the deadline no longer holds the wait.
        if let deadline { deadline.timer.cancel(deadline.id) }
        continuation?.resume(with: result)
    }

    /// Records the wait's deadline; removes it at once when the wait has already ended.
    func setDeadline(_ id: UInt64, on timer: DeadlineTimer) {
        let ended = state.withLock { state -> Bool in
            if !state.done { state.deadline = (id, timer) }
            return state.done
        }
        if ended { timer.cancel(id) }
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
