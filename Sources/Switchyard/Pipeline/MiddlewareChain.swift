@usableFromInline
enum MiddlewareChain {
    @usableFromInline
    static func checkCancellation(_ request: RouteRequest) throws {
        if Task.isCancelled { throw RoutingError(.cancelled, url: request.originalURL) }
    }

    /// Runs `body`; throws a timeout when it neither returns nor enters `next` within `timeout`, and
    /// ``RoutingError/Reason-swift.enum/cancelled`` when the calling task is cancelled first. See
    /// ``race(timeout:entered:name:url:_:)``.
    @usableFromInline
    static func withTimeout<Value: Sendable>(
        _ timeout: Duration, entered: @escaping @Sendable () -> Bool, name: String, url: String,
        _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await race(timeout: timeout, entered: entered, name: name, url: url, body)
    }

    /// Runs `body` in a task of its own and returns what it returns, unless, first:
    /// - the calling task is cancelled: throws ``RoutingError/Reason-swift.enum/cancelled`` at once;
    /// - `timeout` (when not `nil`) passes and `entered()` is still `false`: throws
    ///   ``RoutingError/Reason-swift.enum/timedOut(middleware:after:)`` naming `name`.
    ///
    /// The caller is released even when `body` ignores cancellation (its task is cancelled and left to
    /// finish on its own), so neither a stuck middleware nor a login flow that never ends can hang an open.
    /// A task that is already cancelled does not start `body`.
    @usableFromInline
    static func race<Value: Sendable>(
        timeout: Duration?, entered: @escaping @Sendable () -> Bool, name: String, url: String,
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
                guard let timeout else { return }
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
