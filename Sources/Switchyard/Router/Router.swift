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
    private let current: Locked<RouterSnapshot<Screen>>
    private let updates = Locked(())

    init(snapshot: RouterSnapshot<Screen>) {
        current = Locked(snapshot)
    }

    var snapshot: RouterSnapshot<Screen> { current.withLock { $0 } }

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
    @discardableResult
    public func open(
        _ url: String, from source: RouteSource = .inApp, parameters: [String: String] = [:], values: RouteValues = RouteValues()
    ) async throws(RoutingError) -> RouteOutcome<Screen> {
        let snapshot = self.snapshot
        var chain = [url]
        var target = url
        while true {
            let response: RouteResponse<Screen>
            let request: RouteRequest?
            do {
                (request, response) = try await handle(target, original: url, source: source, parameters: parameters, values: values, snapshot)
            } catch {
                await answerCallback(url, error: error, source: source, snapshot)
                throw error
            }
            if case .redirect(let next) = response {
                chain.append(next)
                if chain.count > 9 { throw RoutingError(.tooManyRedirects(chain), url: url) }
                target = next
                continue
            }
            if case .navigate(let navigation) = response, let navigator = snapshot.navigator {
                await navigator.perform(navigation)
            }
            await answerCallback(url, response: response, source: source, snapshot)
            guard let request else {
                // The unmatched handler answered; build a request-less outcome around the URL.
                let placeholder = try Self.placeholderRequest(target, original: url, source: source, snapshot)
                return RouteOutcome(request: placeholder, response: response, redirects: chain)
            }
            return RouteOutcome(request: request, response: response, redirects: chain)
        }
    }

    /// Opens a URL and returns the handler's value as `T` (a picker's choice, for example).
    ///
    /// - Throws: ``RoutingError/Reason-swift.enum/unexpectedResponse(expected:got:)`` when the handler
    ///   answered something else.
    public func open<T: Sendable>(
        _ url: String, from source: RouteSource = .inApp, parameters: [String: String] = [:], values: RouteValues = RouteValues(),
        expecting type: T.Type
    ) async throws(RoutingError) -> T {
        let outcome = try await open(url, from: source, parameters: parameters, values: values)
        if case .value(let value) = outcome.response, let typed = value as? T { return typed }
        throw RoutingError(.unexpectedResponse(expected: String(describing: T.self), got: outcome.response.kind), url: url)
    }

    /// One pass: rewrite, match, policy, middleware, candidates. Returns the request that answered.
    private func handle(
        _ target: String, original: String, source: RouteSource, parameters: [String: String], values: RouteValues,
        _ snapshot: RouterSnapshot<Screen>
    ) async throws(RoutingError) -> (RouteRequest?, RouteResponse<Screen>) {
        if Task.isCancelled { throw RoutingError(.cancelled, url: original) }
        let rewritten = snapshot.rewrites?.rewrite(target) ?? target
        let url: RouteURL
        do { url = try snapshot.table.url(rewritten) } catch { throw RoutingError(.refused(error), url: original) }
        let table = snapshot.table
        guard table.isAccepted(url) else {
            return try await fallback(RoutingError(.noRoute(.originNotAccepted(url.origin)), url: original), url: rewritten, source: source, snapshot)
        }
        let candidates = table.candidates(for: url)
        var permitted: [RouteMatch<RouteBinding<Screen>>] = []
        var forbidden: (String, String)?
        for candidate in candidates {
            if let why = snapshot.policy.refusal(source: source, visibility: candidate.route.value.visibility, tags: candidate.route.value.tags) {
                if forbidden == nil { forbidden = (candidate.route.pattern.text, why) }
            } else {
                permitted.append(candidate)
            }
        }
        guard let first = permitted.first else {
            let error: RoutingError
            if let forbidden {
                error = RoutingError(.forbidden(route: forbidden.0, why: forbidden.1), url: original)
            } else if case .failure(let failure) = table.lookup(url) {
                error = RoutingError(.noRoute(failure), url: original)
            } else {
                error = RoutingError(.noRoute(.noRoute(path: "?", namespaces: [])), url: original)
            }
            return try await fallback(error, url: rewritten, source: source, snapshot)
        }
        let permittedCandidates = permitted
        let requests = permitted.map { Self.request($0, url: url, original: original, source: source, parameters: parameters, values: values) }
        let answered = Locked<RouteRequest?>(nil)
        let declined = Locked(0)
        let terminal: @Sendable (RouteRequest) async throws -> RouteResponse<Screen> = { globalRequest in
            for (index, candidate) in permittedCandidates.enumerated() {
                try MiddlewareChain.checkCancellation(globalRequest)
                var request = requests[index]
                if index == 0 {
                    request = globalRequest
                } else {
                    request.values = globalRequest.values
                }
                let binding = candidate.route.value
                let chain = snapshot.routeMiddleware(binding)
                let response = try await MiddlewareChain.run(chain[...], request) { request in
                    guard await binding.handler.shouldHandle(request) else { return .declined }
                    do {
                        return try await binding.handler.handle(request)
                    } catch let error as RoutingError {
                        throw error
                    } catch let rejection as RouteRejection {
                        throw rejection
                    } catch is CancellationError {
                        throw RoutingError(.cancelled, url: request.originalURL)
                    } catch {
                        throw RoutingError(.handlerFailed(route: candidate.route.pattern.text, error: error), url: request.originalURL)
                    }
                }
                if case .declined = response {
                    declined.withLock { $0 += 1 }
                    continue
                }
                answered.withLock { $0 = request }
                return response
            }
            return .declined
        }
        let response: RouteResponse<Screen>
        do {
            response = try await MiddlewareChain.run(snapshot.global[...], requests[0], terminal: terminal)
        } catch let error as RoutingError {
            throw error
        } catch let rejection as RouteRejection {
            throw RoutingError(.rejected(rejection), url: original)
        } catch is CancellationError {
            throw RoutingError(.cancelled, url: original)
        } catch {
            throw RoutingError(.handlerFailed(route: first.route.pattern.text, error: error), url: original)
        }
        if case .declined = response {
            let count = declined.withLock { $0 }
            return try await fallback(RoutingError(.allDeclined(count: max(count, 1)), url: original), url: rewritten, source: source, snapshot)
        }
        return (answered.withLock { $0 } ?? requests[0], response)
    }

    private func fallback(
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

    static func request(
        _ match: RouteMatch<RouteBinding<Screen>>, url: RouteURL, original: String, source: RouteSource,
        parameters: [String: String], values: RouteValues
    ) -> RouteRequest {
        var routeParameters = match.parameters
        routeParameters.callerValues = parameters
        return RouteRequest(
            url: url, originalURL: original, route: RouterSnapshot.info(match.route, namespace: match.namespace),
            parameters: routeParameters, values: values, source: source)
    }

    static func placeholderRequest(
        _ target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) throws(RoutingError) -> RouteRequest {
        let url: RouteURL
        do { url = try snapshot.table.url(target) } catch { throw RoutingError(.refused(error), url: original) }
        return RouteRequest(
            url: url, originalURL: original,
            route: RouteInfo(pattern: "(unmatched)", namespace: nil, priority: 0, name: nil, tags: [], visibility: .public, id: -1),
            parameters: RouteParameters(url: url),
            values: RouteValues(), source: source)
    }
}
