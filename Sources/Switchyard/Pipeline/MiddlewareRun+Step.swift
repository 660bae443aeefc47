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
    /// Runs the middleware at `level`, or the terminal after the last one: what `next` runs
    /// (``MiddlewareNext``). Always inlined into its callers: a call of its own was one more async frame per level.
    @usableFromInline @_alwaysEmitIntoClient @inline(__always)
    nonisolated(nonsending) func nextStep(_ level: Int, _ request: RouteRequest) async throws -> RouteResponse<Screen> {
        guard level < count else {
            // A rejection from here on was thrown by a handler (a route chain's middleware named itself on
            // the way up): marked, so that no middleware above takes it as its own.
            do {
                switch terminal {
                case .handler(let handler):
                    return try await Router.invoke(handler, request)
                case let .candidates(first, others, caller, snapshot):
                    // The chain passes responses only: what answered is kept in the shared state for the router.
                    let (response, answeredBy, declined) = try await Router.attempt(first, others, caller: caller, request, snapshot)
                    locked { $0.answer(request: answeredBy, declined: declined) }
                    return response
                }
            } catch {
                throw RejectionError.thrownByHandler(error)
            }
        }
        return try await middlewareStep(level, request)
    }

    /// ``nextStep(_:_:)`` for a chain started off the open path (a component call's, which ends in a
    /// handler): the router's candidates, which such a chain never reaches, are tried out of line, so that
    /// the caller does not carry a copy of them.
    @usableFromInline @_alwaysEmitIntoClient @inline(__always)
    nonisolated(nonsending) func step(_ level: Int, _ request: RouteRequest) async throws -> RouteResponse<Screen> {
        guard level < count else {
            do {
                switch terminal {
                case .handler(let handler):
                    return try await Router.invoke(handler, request)
                case let .candidates(first, others, caller, snapshot):
                    return try await candidatesOutOfLine(first, others, caller: caller, request, snapshot)
                }
            } catch {
                throw RejectionError.thrownByHandler(error)
            }
        }
        return try await middlewareStep(level, request)
    }

    /// The router's candidates at the end of a chain, for ``step(_:_:)``.
    @usableFromInline @inline(never)
    nonisolated(nonsending) func candidatesOutOfLine(
        _ first: RouteBinding<Screen>, _ others: [RouteMatch<RouteBinding<Screen>>]?, caller: RouteRequest, _ request: RouteRequest,
        _ snapshot: RouterSnapshot<Screen>
    ) async throws -> RouteResponse<Screen> {
        let (response, answeredBy, declined) = try await Router.attempt(first, others, caller: caller, request, snapshot)
        locked { $0.answer(request: answeredBy, declined: declined) }
        return response
    }

    /// Runs the middleware at `level`, which must be below ``count``: ``step(_:_:)`` for a caller that knows
    /// the chain has that level (the router's global chain, when it has middleware), without a copy of the
    /// terminal's code.
    @usableFromInline @_alwaysEmitIntoClient @inline(__always)
    nonisolated(nonsending) func middlewareStep(_ level: Int, _ request: RouteRequest) async throws -> RouteResponse<Screen> {
        let middleware = middleware(level)
        let next = MiddlewareNext(run: self, level: level)
        do {
            // A middleware with a timeout takes a call of its own, out of line: inlining the timed path here
            // made every open through untimed middleware slower (measured: 2-3 % through three).
            guard middleware.timeout == nil else { return try await MiddlewareChain.timed(middleware, request, next) }
            return try await middleware.handle(request, next)
        } catch {
            throw RejectionError.attributing(error, to: middleware.name)
        }
    }
}
