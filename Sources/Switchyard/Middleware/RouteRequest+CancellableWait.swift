extension RouteRequest {
    /// Awaits `body` (a login screen, a consent prompt, anything a middleware waits for) and returns its
    /// result, or throws ``RoutingError`` with reason ``RoutingError/Reason-swift.enum/cancelled`` as soon as
    /// the task that opened the URL is cancelled, **even when `body` ignores cancellation** (a screen
    /// awaited through a continuation that is resumed only when the user is done, for example).
    ///
    /// `body` runs in a task of its own, off the caller's actor (the wait itself stays on it). On cancellation
    /// that task is cancelled too and left to finish on its own; its result is dropped. When the opening task
    /// is already cancelled, `body` does not run.
    ///
    /// ```swift
    /// builder.use(AnyMiddleware<Screen>(name: "consent") { request, next in
    ///     let accepted = try await request.cancellableWait { await consentPrompt.ask() }   // returns at once on cancel
    ///     guard accepted else { throw RejectionError(.forbidden, message: "consent declined") }
    ///     return try await next(request)
    /// })
    /// ```
    ///
    /// A middleware that declares a ``RouteMiddleware/timeout`` gets the same treatment from the chain for
    /// its `handle` until it calls `next`; ``LoginGate`` waits for its login flow this way.
    public nonisolated(nonsending) func cancellableWait<Value: Sendable>(
        _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await MiddlewareChain.cancellableWait(url: originalURL, body)
    }
}
