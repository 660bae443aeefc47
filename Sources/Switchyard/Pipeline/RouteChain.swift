/// A route's middleware, composed when the router's snapshot is built (issue #44): the global middleware,
/// the route's tag middleware and its own, in the order they run, and its handler after them. Immutable and
/// shared by every open of the route, as Hummingbird composes its responders once; what one open does to it
/// (which levels called `next`, what answered) lives in a ``ChainRun``, the one object such an open makes,
/// without a lock (ADR 0038).
///
/// A router without any middleware has no chains: its opens call the handler directly.
final class RouteChain<Screen: Hashable & Sendable>: Sendable {
    /// Global, then tag, then route middleware. Routes with the same tag middleware and none of their own
    /// share one array.
    let middleware: [AnyMiddleware<Screen>]
    /// How many of ``middleware`` are global: the level at which the open's candidates are tried (this route
    /// first, the others after it declines, each through its own levels from there).
    let global: Int
    let handler: AnyRouteHandler<Screen>
    /// The snapshot the chain belongs to, for the candidates after this route declines.
    let snapshot: SnapshotLink<Screen>

    init(middleware: [AnyMiddleware<Screen>], global: Int, handler: AnyRouteHandler<Screen>, snapshot: SnapshotLink<Screen>) {
        self.middleware = middleware
        self.global = global
        self.handler = handler
        self.snapshot = snapshot
    }
}

/// A snapshot's chains point back to it through this link: the snapshot holds its chains, so a strong
/// reference would keep both alive forever. Set once, while the snapshot is made, before any open can see it.
final class SnapshotLink<Screen: Hashable & Sendable>: Sendable {
    nonisolated(unsafe) weak var snapshot: RouterSnapshot<Screen>?

    init() {}
}

extension RouteChain {
    /// Runs an open of this route: the global middleware, then this route's own levels and handler, and the
    /// other candidates when it declines. Returns the response, the request that answered (`nil` for
    /// `request`, or when all declined) and how many declined.
    nonisolated(nonsending) func open(_ request: RouteRequest) async throws -> (RouteResponse<Screen>, RouteRequest?, Int) {
        let run = ChainRun.make(levels: middleware.count, caller: request)
        let response = try await middlewareStep(0, request, run)
        guard let answer = run.answer else { return (response, nil, 0) }
        return (response, answer.request, answer.declined)
    }

    /// Runs the middleware at `level`, which must be below `middleware.count`.
    nonisolated(nonsending) func middlewareStep(_ level: Int, _ request: RouteRequest, _ run: ChainRun) async throws -> RouteResponse<
        Screen
    > {
        let middleware = self.middleware[level]
        let next = MiddlewareNext(chain: self, run: run, level: level)
        do {
            // A middleware with a timeout runs raced against it (`MiddlewareChain.timed`).
            guard middleware.timeout == nil else { return try await MiddlewareChain.timed(middleware, request, next) }
            return try await middleware.handle(request, next)
        } catch {
            throw RejectionError.attributing(error, to: middleware.name)
        }
    }

    /// What `next` of the middleware at `level - 1` runs: the candidates after the last global middleware,
    /// the next level or the handler after it.
    nonisolated(nonsending) func step(_ level: Int, _ request: RouteRequest, _ run: ChainRun) async throws -> RouteResponse<Screen> {
        if level == global { return try await candidates(request, run) }
        return try await ownStep(level, request, run)
    }

    /// The route's own part from `level` (at least ``global``): the middleware there, or the handler after
    /// the last. A rejection the handler throws is marked, so that no middleware above takes it as its own.
    nonisolated(nonsending) func ownStep(_ level: Int, _ request: RouteRequest, _ run: ChainRun) async throws -> RouteResponse<Screen> {
        guard level < middleware.count else {
            do {
                return try await Router.invoke(handler, request)
            } catch {
                throw RejectionError.thrownByHandler(error)
            }
        }
        return try await middlewareStep(level, request, run)
    }

    /// After the last global middleware: this route as the first candidate, then the others; what answered is
    /// published in `run` for ``open(_:)``.
    nonisolated(nonsending) func candidates(_ request: RouteRequest, _ run: ChainRun) async throws -> RouteResponse<Screen> {
        do {
            let response = try await ownStep(global, request, run)
            switch response {
            case .declined:
                return try await others(request, run)
            case let answered:
                run.publishAnswer(request, declined: 0)
                return answered
            }
        } catch {
            throw RejectionError.thrownByHandler(error)
        }
    }

    /// The other candidates, after this route declined.
    nonisolated(nonsending) func others(_ request: RouteRequest, _ run: ChainRun) async throws -> RouteResponse<Screen> {
        guard let snapshot = snapshot.snapshot else { return .declined }
        let (response, answeredBy, declined) = try await Router.attemptOthers(nil, caller: run.caller, request, snapshot)
        run.publishAnswer(answeredBy, declined: declined)
        return response
    }
}
