/// The router apps use: built once, `Sendable`, usable from any task or thread. Routes can be added and
/// removed later; each change swaps in a new frozen snapshot atomically, so a reader never sees a
/// half-applied change.
///
/// ```swift
/// let router = try builder.build()
/// let outcome = try await router.open("shop://goods/7?tab=reviews", from: .universalLink)
/// let address: Address = try await router.open("/address/pick", expecting: Address.self)
/// let plan = router.canOpen("shop://cart", from: .push)       // dry run: calls nothing
/// try router.update { $0.removeModule("live") }                  // atomic swap
/// ```
public final class Router<Screen: Hashable & Sendable>: Sendable {
    @usableFromInline let current: Locked<RouterSnapshot<Screen>>
    // Not `Locked(())`: a zero-sized value shares its address with the mutex, which ThreadSanitizer reports as a race.
    private let updates = Locked(false)

    init(snapshot: RouterSnapshot<Screen>) {
        current = Locked(snapshot)
    }

    @inlinable var snapshot: RouterSnapshot<Screen> { current.withLock { $0 } }

    /// The routes now registered.
    public var routes: [RouteInfo] {
        let snapshot = self.snapshot
        return snapshot.table.routes.map { RouterSnapshot.info($0, namespace: $0.scheme) }
    }

    /// Changes the routes (or anything else the builder holds) and swaps the result in atomically.
    /// Concurrent updates apply one after the other; opens in flight finish on the snapshot they started with.
    ///
    /// - Throws: What `body` throws, or ``RouteTableError`` when the new routes conflict; the router
    ///   then keeps its current routes.
    public func update(_ body: (inout RouterBuilder<Screen>) throws -> Void) throws {
        try updates.withLock { _ in
            var builder = RouterBuilder(snapshot: snapshot)
            try body(&builder)
            let next = try builder.snapshot()
            current.withLock { $0 = next }
        }
    }

    /// Opens a URL: rewrite, match, source policy, middleware, handler; performs the navigation when the
    /// router has a navigator, answers x-callback-url requests when enabled.
    ///
    /// - Parameters:
    ///   - url: The URL, absolute or relative (`/goods/7`, from inside the app).
    ///   - source: Where it came from. Default ``RouteSource/inApp``.
    ///   - parameters: String parameters that override the URL's (highest precedence).
    ///   - values: Typed values for the handler.
    @discardableResult @inlinable
    public func open(
        _ url: String, from source: RouteSource = .inApp, parameters: [String: String] = [:], values: RouteValues = RouteValues()
    ) async throws(RoutingError) -> RouteOutcome<Screen> {
        let snapshot = self.snapshot
        var redirectedTo: [String] = []
        var target = url
        while true {
            let response: RouteResponse<Screen>
            let request: RouteRequest?
            do {
                (request, response) = try await handle(target, original: url, source: source, parameters: parameters, values: values, snapshot)
            } catch {
                if snapshot.callbacks != nil { await answerCallback(url, error: error, source: source, snapshot) }
                throw error
            }
            if case .redirect(let next) = response {
                redirectedTo.append(next)
                if redirectedTo.count > 8 { throw RoutingError(.tooManyRedirects([url] + redirectedTo), url: url) }
                target = next
                continue
            }
            if case .navigate(let navigation) = response, let navigator = snapshot.navigator {
                await navigator.perform(navigation)
            }
            if snapshot.callbacks != nil { await answerCallback(url, response: response, source: source, snapshot) }
            guard let request else {
                // The unmatched handler answered; build a request-less outcome around the URL.
                let placeholder = try Self.placeholderRequest(target, original: url, source: source, snapshot)
                return RouteOutcome(request: placeholder, response: response, opened: url, redirectedTo: redirectedTo)
            }
            return RouteOutcome(request: request, response: response, opened: url, redirectedTo: redirectedTo)
        }
    }

    /// Opens a URL and returns the handler's value as `T` (a picker's choice, for example).
    ///
    /// - Throws: ``RoutingError/Reason-swift.enum/unexpectedResponse(expected:got:)`` when the handler
    ///   answered something else.
    @inlinable
    public func open<T: Sendable>(
        _ url: String, from source: RouteSource = .inApp, parameters: [String: String] = [:], values: RouteValues = RouteValues(),
        expecting type: T.Type
    ) async throws(RoutingError) -> T {
        let outcome = try await open(url, from: source, parameters: parameters, values: values)
        if case .value(let value) = outcome.response, let typed = value as? T { return typed }
        throw RoutingError(.unexpectedResponse(expected: String(describing: T.self), got: outcome.response.kind), url: url)
    }

    /// What trying the candidates gave: the response, the request that answered (`nil` when all
    /// declined) and how many declined.
    @usableFromInline
    struct Attempt: Sendable {
        @usableFromInline var response: RouteResponse<Screen>
        @usableFromInline var request: RouteRequest?
        @usableFromInline var declined: Int

        @inlinable init(response: RouteResponse<Screen>, request: RouteRequest?, declined: Int) {
            self.response = response
            self.request = request
            self.declined = declined
        }
    }

    /// The candidates of one open and what a request to them needs. A class: the closure handed to a
    /// middleware chain captures it and its async frames pass it on, and each copy of a struct retained its
    /// seven references (measured: 102 retains per open through three middleware as a struct, 92 as a
    /// class, for one more allocation). It keeps the first candidate's binding, not its match: the match's
    /// parameters are already in the request, and copying a match retains everything it holds.
    @usableFromInline
    final class Candidates: Sendable {
        @usableFromInline let first: RouteBinding<Screen>
        /// The permitted candidates after `first`, when already ranked (the policy refused the best).
        @usableFromInline let others: [RouteMatch<RouteBinding<Screen>>]?
        @usableFromInline let original: String
        @usableFromInline let source: RouteSource
        @usableFromInline let parameters: [String: String]
        @usableFromInline let values: RouteValues
        @usableFromInline let snapshot: RouterSnapshot<Screen>

        @inlinable
        init(
            first: RouteBinding<Screen>, others: [RouteMatch<RouteBinding<Screen>>]?, original: String, source: RouteSource,
            parameters: [String: String], values: RouteValues, snapshot: RouterSnapshot<Screen>
        ) {
            self.first = first
            self.others = others
            self.original = original
            self.source = source
            self.parameters = parameters
            self.values = values
            self.snapshot = snapshot
        }

        /// Tries `first`, then the other permitted candidates, until one does not decline.
        @inlinable
        func attempt(_ request: RouteRequest) async throws -> Attempt {
            let response = try await Router.run(first, request, snapshot)
            if case .declined = response {} else { return Attempt(response: response, request: request, declined: 0) }
            var declined = 1
            let policy = snapshot.policy
            let source = self.source
            let rest = others ?? snapshot.table.candidates(for: request.url).dropFirst().filter {
                policy.refusal(source: source, visibility: $0.route.value.visibility, tags: $0.route.value.tags) == nil
            }
            for candidate in rest {
                try MiddlewareChain.checkCancellation(request)
                var next = Router.request(candidate, original: original, source: source, parameters: parameters, values: values)
                next.values = request.values
                let response = try await Router.run(candidate.route.value, next, snapshot)
                if case .declined = response {
                    declined += 1
                    continue
                }
                return Attempt(response: response, request: next, declined: declined)
            }
            return Attempt(response: .declined, request: nil, declined: declined)
        }
    }

    /// One pass: rewrite, match, policy, middleware, candidates. Returns the request that answered.
    @inlinable
    func handle(
        _ target: String, original: String, source: RouteSource, parameters: [String: String], values: RouteValues,
        _ snapshot: RouterSnapshot<Screen>
    ) async throws(RoutingError) -> (RouteRequest?, RouteResponse<Screen>) {
        if Task.isCancelled { throw RoutingError(.cancelled, url: original) }
        let rewritten = snapshot.rewrites?.rewrite(target) ?? target
        let url: RouteURL
        do { url = try snapshot.table.url(rewritten) } catch { throw RoutingError(.refused(error), url: original) }
        guard snapshot.table.isAccepted(url) else {
            return try await fallback(RoutingError(.noRoute(.originNotAccepted(url.origin)), url: original), url: rewritten, source: source, snapshot)
        }
        // Fast path: the best match, when the policy lets the source reach it. The other candidates are
        // ranked only when it is forbidden or declines.
        guard let best = snapshot.table.match(url) else {
            // The URL is accepted (checked above), so the reason is "no route": no second match for it.
            return try await fallback(RoutingError(.noRoute(snapshot.table.noRouteFailure(url)), url: original), url: rewritten, source: source, snapshot)
        }
        func refusal(_ match: RouteMatch<RouteBinding<Screen>>) -> String? {
            snapshot.policy.refusal(source: source, visibility: match.route.value.visibility, tags: match.route.value.tags)
        }
        // The request and the binding are taken from the match where it is; no copy of the match is kept.
        let firstRequest: RouteRequest
        let binding: RouteBinding<Screen>
        var others: [RouteMatch<RouteBinding<Screen>>]?
        if refusal(best) == nil {
            firstRequest = Self.request(best, original: original, source: source, parameters: parameters, values: values)
            binding = best.route.value
        } else {
            let permitted = snapshot.table.candidates(for: url).filter { refusal($0) == nil }
            guard let found = permitted.first else {
                let why = refusal(best) ?? ""
                let error = RoutingError(.forbidden(route: best.route.pattern.text, why: why), url: original)
                return try await fallback(error, url: rewritten, source: source, snapshot)
            }
            firstRequest = Self.request(found, original: original, source: source, parameters: parameters, values: values)
            binding = found.route.value
            others = Array(permitted.dropFirst())
        }
        let candidates = Candidates(
            first: binding, others: others, original: original, source: source, parameters: parameters,
            values: values, snapshot: snapshot)
        let outcome: Attempt
        do {
            if snapshot.global.isEmpty {
                try MiddlewareChain.checkCancellation(firstRequest)
                outcome = try await candidates.attempt(firstRequest)
            } else {
                // The chain passes responses only; what answered is kept on the side, in the chain's state.
                let chain = ChainState()
                let response = try await MiddlewareChain.run(snapshot.global[...], firstRequest, terminal: { request in
                    let result = try await candidates.attempt(request)
                    chain.answer(request: result.request, declined: result.declined)
                    return result.response
                }, calls: chain)
                let answered = chain.answered
                outcome = Attempt(response: response, request: answered.request, declined: answered.declined)
            }
        } catch let error as RoutingError {
            throw error
        } catch let rejection as RouteRejection {
            throw RoutingError(.rejected(rejection), url: original)
        } catch is CancellationError {
            throw RoutingError(.cancelled, url: original)
        } catch {
            throw RoutingError(.handlerFailed(route: firstRequest.route.pattern, error: error), url: original)
        }
        let (response, request, declined) = (outcome.response, outcome.request, outcome.declined)
        if case .declined = response {
            return try await fallback(RoutingError(.allDeclined(count: max(declined, 1)), url: original), url: rewritten, source: source, snapshot)
        }
        return (request ?? firstRequest, response)
    }

    /// Runs a candidate's own middleware (per tag, per route), then its handler.
    @inlinable
    static func run(
        _ binding: RouteBinding<Screen>, _ request: RouteRequest, _ snapshot: RouterSnapshot<Screen>
    ) async throws -> RouteResponse<Screen> {
        @Sendable func handler(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
            if let shouldHandle = binding.handler.shouldHandle, !(await shouldHandle(request)) { return .declined }
            do {
                return try await binding.handler.handle(request)
            } catch let error as RoutingError {
                throw error
            } catch let rejection as RouteRejection {
                throw rejection
            } catch is CancellationError {
                throw RoutingError(.cancelled, url: request.originalURL)
            } catch {
                throw RoutingError(.handlerFailed(route: request.route.pattern, error: error), url: request.originalURL)
            }
        }
        if binding.middleware.isEmpty, snapshot.tagged.isEmpty { return try await handler(request) }
        return try await MiddlewareChain.run(snapshot.routeMiddleware(binding)[...], request, terminal: handler)
    }

    @usableFromInline
    func fallback(
        _ error: RoutingError, url: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) async throws(RoutingError) -> (RouteRequest?, RouteResponse<Screen>) {
        guard let unmatched = snapshot.unmatched else { throw error }
        do {
            return (nil, try await unmatched(UnmatchedRequest(url: url, source: source, error: error)))
        } catch let routing as RoutingError {
            throw routing
        } catch {
            throw RoutingError(.handlerFailed(route: "(unmatched handler)", error: error), url: url)
        }
    }

    @inlinable
    static func request(
        _ match: RouteMatch<RouteBinding<Screen>>, original: String, source: RouteSource, parameters: [String: String],
        values: RouteValues
    ) -> RouteRequest {
        var routeParameters = match.parameters
        routeParameters.callerValues = parameters
        return RouteRequest(
            originalURL: original, route: RouterSnapshot.info(match.route, namespace: match.namespace),
            parameters: routeParameters, values: values, source: source)
    }

    @usableFromInline
    static func placeholderRequest(
        _ target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) throws(RoutingError) -> RouteRequest {
        let url: RouteURL
        do { url = try snapshot.table.url(target) } catch { throw RoutingError(.refused(error), url: original) }
        return RouteRequest(
            originalURL: original,
            route: RouteInfo(pattern: "(unmatched)", namespace: nil, priority: 0, name: nil, tags: [], visibility: .public, id: -1),
            parameters: RouteParameters(url: url),
            values: RouteValues(), source: source)
    }
}
