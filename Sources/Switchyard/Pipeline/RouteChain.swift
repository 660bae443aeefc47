/// A route's middleware, composed when the router's snapshot is built (issue #44): the global middleware,
/// the route's tag middleware and its own, in the order they run, and its handler after them. Immutable and
/// shared by every open of the route, as Hummingbird composes its responders once; what one open does to it
/// (which levels called `next`, what answered) lives in a ``ChainRun``, the one object such an open makes,
/// without a lock (ADR 0038).
///
/// The levels are linked (``ChainLevel``), not read from an array: an array of a `Screen`-dependent type is read
/// through the standard library's generic subscript, which looks up the array's type metadata on every call,
/// and an open through three middleware paid that on each level (issue #65). The global levels are one list that
/// every route's chain shares.
///
/// A router without any middleware has no chains: its opens call the handler directly.
final class RouteChain<Screen: Hashable & Sendable>: ComposedChain, @unchecked Sendable {
    /// Global, then tag, then route middleware: what a dry run lists (``RoutePlan/middleware``). Routes with the
    /// same tag middleware and none of their own share one array.
    let middleware: [AnyMiddleware<Screen>]
    /// How many levels ``middleware`` has (its `count` is a generic call, which looks up the array's metadata).
    let levels: Int
    /// The first global level; `nil` without global middleware.
    let firstGlobal: ChainLevel<Screen>?
    /// The first of the route's own levels (tag middleware, then its own); `nil` when it has none.
    let firstOwn: ChainLevel<Screen>?
    let handler: AnyRouteHandler<Screen>

    /// A chain of `middleware`: `firstGlobal` links its global levels (the snapshot's chains share one list; the
    /// candidates are tried after the last, this route first, the others after it declines, each through its own
    /// levels), `firstOwn` the rest (shared by routes with the same tag middleware and none of their own).
    init(
        middleware: [AnyMiddleware<Screen>], firstGlobal: ChainLevel<Screen>?, firstOwn: ChainLevel<Screen>?,
        handler: AnyRouteHandler<Screen>
    ) {
        self.middleware = middleware
        self.levels = middleware.count
        self.firstGlobal = firstGlobal
        self.firstOwn = firstOwn
        self.handler = handler
    }
}

/// What a snapshot keeps of a route's chain: a class that does not depend on `Screen`, so that the snapshot's
/// array of chains is read without a metadata lookup (``RouterSnapshot/chain(_:)`` casts back). `@unchecked`:
/// a class with a subclass cannot be checked as `Sendable`; it has no fields, and ``RouteChain``'s are `let`s.
class ComposedChain: @unchecked Sendable {}

/// One level of a composed chain: its middleware, its place in the whole chain, and the level after it.
final class ChainLevel<Screen: Hashable & Sendable>: Sendable {
    let middleware: AnyMiddleware<Screen>
    /// Its index in ``RouteChain/middleware``: the bit ``ChainRun`` sets when it calls `next`.
    let level: Int
    /// The next level; `nil` for the last global one (the candidates come after it) and the last of a route's
    /// own (its handler comes after it).
    let next: ChainLevel<Screen>?
    /// Whether it is the last global level: the candidates come after it.
    let endsGlobal: Bool

    init(middleware: AnyMiddleware<Screen>, level: Int, next: ChainLevel<Screen>?, endsGlobal: Bool) {
        self.middleware = middleware
        self.level = level
        self.next = next
        self.endsGlobal = endsGlobal
    }

    /// `middleware` linked in order, each at its index; `nil` when it is empty. `global`: the levels are the global
    /// ones, and the candidates come after the last.
    static func linking(_ middleware: ArraySlice<AnyMiddleware<Screen>>, global: Bool = false) -> ChainLevel? {
        middleware.indices.reversed().reduce(nil) { next, index in
            ChainLevel(middleware: middleware[index], level: index, next: next, endsGlobal: global && next == nil)
        }
    }
}

extension ChainRun {
    /// The chain it runs: every run is made for a `RouteChain` of the router's `Screen` (``RouteChain/run(_:caller:)``).
    /// A generic function rather than a static one of `RouteChain`, whose call looks up `RouteChain<Screen>`'s
    /// metadata (issue #65); not `as!`, which does too.
    func chain<Screen>(of _: Screen.Type) -> RouteChain<Screen> {
        unsafeDowncast(chain, to: RouteChain<Screen>.self)
    }

    /// The snapshot its chain belongs to, of the same `Screen`.
    func snapshot<Screen>(of _: Screen.Type) -> RouterSnapshot<Screen> {
        unsafeDowncast(snapshot, to: RouterSnapshot<Screen>.self)
    }
}

extension RouteChain {
    /// A run of this chain, which belongs to `snapshot`, for the open `caller` made.
    func run(_ snapshot: RouterSnapshot<Screen>, caller: RouteRequest) -> ChainRun {
        ChainRun.make(levels: levels, chain: self, snapshot: snapshot, caller: caller)
    }

    /// Starts a part of the chain at `level`: its middleware runs with the `next` that goes on after it. The router
    /// and the candidates step call it rather than inlining the middleware's call: one copy of it besides `next`'s
    /// (each inlined copy cost a router app 1-3 KB, issue #80).
    nonisolated(nonsending) func start(_ level: ChainLevel<Screen>, _ request: RouteRequest, _ run: ChainRun) async throws -> RouteResponse<
        Screen
    > {
        try await MiddlewareNext(level: level, run: run).runMiddleware(request)
    }

    /// The route's own part: its first own level, or its handler when it has none.
    nonisolated(nonsending) func ownPart(_ request: RouteRequest, _ run: ChainRun) async throws -> RouteResponse<Screen> {
        guard let firstOwn else { return try await invokeHandler(request) }
        return try await start(firstOwn, request, run)
    }

    /// The handler, after the route's middleware. A rejection it throws is marked, so that no middleware above
    /// takes it as its own.
    nonisolated(nonsending) func invokeHandler(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
        do {
            return try await handler.invoke(request)
        } catch {
            throw RejectionError.thrownByHandler(error)
        }
    }

    /// After the last global middleware: this route as the first candidate, then the others; what answered is
    /// published in `run` for the router (`Router.handle`).
    nonisolated(nonsending) func candidates(_ request: RouteRequest, _ run: ChainRun) async throws -> RouteResponse<Screen> {
        do {
            // `ownPart`, without its frame (what it throws is marked below); the handler without `invoke`'s frame,
            // its errors mapped as `invoke` maps them.
            let response: RouteResponse<Screen>
            if let firstOwn {
                response = try await start(firstOwn, request, run)
            } else if let shouldHandle = handler.shouldHandle, !(await shouldHandle(request)) {
                response = .declined
            } else {
                do {
                    response = try await handler.handle(request)
                } catch {
                    throw RoutingError.handlerError(error, request)
                }
            }
            switch response {
            case .declined:
                let snapshot = run.snapshot(of: Screen.self)
                let (response, answeredBy, declined) = try await Router.attemptOthers(nil, caller: run.caller, request, snapshot)
                run.publishAnswer(answeredBy, declined: declined)
                return response
            case let answered:
                // The caller's own request answering is what the router assumes when nothing is published (as when
                // a middleware answers without `next`): only a request a middleware changed is published.
                if !run.isCaller(request) { run.publishAnswer(request, declined: 0) }
                return answered
            }
        } catch {
            throw RejectionError.thrownByHandler(error)
        }
    }
}
