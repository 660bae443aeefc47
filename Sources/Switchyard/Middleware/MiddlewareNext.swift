/// The rest of the chain. Call it at most once; a second call throws
/// ``RoutingError/Reason-swift.enum/nextCalledTwice(middleware:)``.
///
/// ```swift
/// builder.use(AnyMiddleware<Screen>(name: "beta") { request, next in
///     guard await features.isOn("beta") else { return .redirect("/beta/closed") }
///     return try await next(request)          // pass on (possibly a changed request)
/// })
/// ```
///
/// `@unchecked Sendable`: the run it points to is a `ManagedBuffer` (which the compiler never treats as
/// `Sendable`); its words are changed only atomically, and its answer is written once before a flag says so.
public struct MiddlewareNext<Screen: Hashable & Sendable>: @unchecked Sendable {
    /// The level whose middleware this `next` was given to.
    let level: ChainLevel<Screen>
    /// What this open shares between the chain's levels, and the chain and snapshot it runs in.
    let run: ChainRun

    // Two references and no optional: each level makes a `next` and retains its fields, and copying an optional of
    // a type that depends on `Screen` looked up its metadata (issue #65).
    init(level: ChainLevel<Screen>, run: ChainRun) {
        self.level = level
        self.run = run
    }

    /// Whether the level this `next` was given to has called it (what a middleware's timeout asks).
    var entered: Bool { run.hasEntered(level.level) }

    /// Passes the request (possibly changed) on. It runs on the caller's executor
    /// (`nonisolated(nonsending)`): the rest of the chain starts where the middleware is, without a hop.
    public nonisolated(nonsending) func callAsFunction(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
        guard run.enter(level.level) else {
            throw RoutingError(.nextCalledTwice(middleware: level.middleware.name), url: request.originalURL)
        }
        // Checked here, when a middleware passes the request on (it may have waited for something), so
        // neither the next middleware nor the handler runs for a cancelled task. The router checks once
        // before the first level.
        try MiddlewareChain.checkCancellation(request)
        guard let following = level.next else {
            // After the last global level, the candidates; after the route's last, its handler.
            let chain = run.chain(of: Screen.self)
            if level.endsGlobal { return try await chain.candidates(request, run) }
            return try await chain.invokeHandler(request)
        }
        return try await MiddlewareNext(level: following, run: run).runMiddleware(request)
    }

    /// Calls the middleware of ``level`` with this `next`, made for it. Inlined in `next` and `RouteChain.start`: one
    /// async frame fewer on every level (issue #65), and the level moves into the `next` its caller makes rather than
    /// being retained once more for the call (issue #80).
    @inline(__always)
    nonisolated(nonsending) func runMiddleware(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
        let box = level.middleware.box
        do {
            // A middleware with a timeout runs raced against it (`MiddlewareChain.timed`).
            if box.timer != nil { return try await MiddlewareChain.timed(level.middleware, request, self) }
            if let closure = box.closure { return try await closure(request, self) }
            return try await box.object.handle(request, next: self)
        } catch {
            throw RoutingError.middlewareError(error, by: level.middleware.name, url: request.originalURL)
        }
    }
}
