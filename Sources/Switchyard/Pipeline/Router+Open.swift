// The open: one function for an open and its redirected passes, each pass planned (`Router+Plan.swift`), then its
// route's chain or handler run, and the answer performed through the navigator. What an open runs after its plan
// lives here (a middleware chain in `RouteChain.swift`, composed with the snapshot), declared in the order it
// runs, the helpers that make a request or a placeholder last.

extension Router {
    /// Opens a URL: rewrite, match, source policy, middleware, handler; performs the handler's navigation
    /// through the router's navigator (without one, a navigation fails the open), answers x-callback-url
    /// requests when enabled.
    ///
    /// - Parameters:
    ///   - url: The URL, absolute or relative (`/goods/7`, from inside the app).
    ///   - source: Where it came from. Default ``RouteSource/inApp``.
    ///   - parameters: String parameters that override the URL's (highest precedence).
    ///   - values: Typed values for the handler.
    @discardableResult
    public nonisolated(nonsending) func open(
        _ url: String, from source: RouteSource = .inApp, parameters: [String: String] = [:], values: RouteValues = RouteValues()
    ) async throws(RoutingError) -> RouteOutcome<Screen> {
        let snapshot = liveSnapshot
        // What the open records for the login gate and the analytics sink: made only when the router has either.
        let ledger = snapshot.keepsLedgers ? OpenLedger.make() : nil
        // One pass per URL: the one opened, then each it is redirected to, up to eight redirects. A loop, not a
        // function per pass: an open without redirects pays for one frame fewer. `nil` until a redirect: an open
        // without redirects makes no array.
        var target = url
        var redirectedTo: [String]?
        // The source each pass runs with: the link's, then the one the pass before ran with (a nested URL's keeps
        // its own through every redirect and degrade after it: no step gives a link more trust than it arrived with).
        var legSource = source
        // What the way has spent on a document's regex rules, shared by every pass (ADR 0057).
        var allowance = RegexAllowance(captures: snapshot.captureWeights)
        // Every failure of the open leaves through the one `catch` below, which tells the analytics sink; an answer
        // is told in `finish`.
        do throws(RoutingError) {
            while true {
                let response: RouteResponse<Screen>
                let request: RouteRequest?
                do {
                    (request, response, legSource) = try await handle(
                        target, original: url, source: legSource, parameters: parameters, values: values, snapshot,
                        allowance: &allowance, ledger: ledger)
                } catch {
                    // router.cancel: a cancelled open that fails ends `cancelled`, whatever a middleware without a
                    // timeout (run in this task, not raced) made of the cancellation, as the JVM's open ends at once.
                    let failed =
                        Task.isCancelled
                        ? RoutingError(.cancelled, url: url)
                        : redirectedTo.map { error.after(redirects: $0) } ?? error
                    if snapshot.callbacks != nil { await answerCallback(url, error: failed, source: source, snapshot) }
                    throw failed
                }
                guard case .redirect(let next) = response else {
                    // The navigation and the outcome are made here, not in a function, when nothing else is to be
                    // done: one async frame fewer on every open (issue #65). `finish` does the rest.
                    if case .navigate(let navigation) = response, snapshot.hasNavigator {
                        do {
                            try await snapshot.navigator?.perform(navigation)
                        } catch {
                            let failure = RoutingError(.navigationFailed(error), url: url)
                            if snapshot.callbacks != nil { await answerCallback(url, error: failure, source: source, snapshot) }
                            throw failure
                        }
                    }
                    if snapshot.callbacks == nil, snapshot.hasNavigator, ledger == nil, let request {
                        return RouteOutcome(request: request, response: response, opened: url, redirectedTo: redirectedTo ?? [])
                    }
                    return try await finish(
                        url, target: target, request: request, response, redirectedTo: redirectedTo ?? [], source: source,
                        snapshot, ledger: ledger)
                }
                let redirects = (redirectedTo ?? []) + [next]
                if redirects.count > 8 { throw RoutingError(.tooManyRedirects([url] + redirects), url: url) }
                (target, redirectedTo) = (next, redirects)
                // No route runs in the next pass yet (what the event names when that pass ends with none).
                if let ledger { ledger.record { $0.route = nil } }
            }
        } catch {
            if let ledger {
                await ledger.report(to: snapshot.analytics, url: url, source: source, redirectedTo: redirectedTo, failure: error)
            }
            throw error
        }
    }

    /// The snapshot an open or a dry run runs on: the current one, or the app's own routes once the changes
    /// applied over them have run out.
    var liveSnapshot: RouterSnapshot<Screen> {
        let snapshot = current.value
        if snapshot.hasExpired != nil { return endingExpiredChanges(snapshot) }
        return snapshot
    }

    /// One pass: rewrite, then the decision ``canOpen(_:from:parameters:)`` reports (match and policy), then
    /// middleware and candidates. Returns the request that answered (`nil` when the unmatched handler did), its
    /// response, and the source the pass ran with after its rewrites (``legSource(_:_:_:)``), which a pass it
    /// redirects to starts from. Not inlined in `open`, its one caller: that would save an async frame a pass, but every
    /// one of `open`'s partial functions then carried a copy of its cleanup (41 KB more code in every router app).
    nonisolated(nonsending) func handle(
        _ target: String, original: String, source: RouteSource, parameters: [String: String], values: RouteValues,
        _ snapshot: RouterSnapshot<Screen>, allowance: inout RegexAllowance, ledger: OpenLedger?
    ) async throws(RoutingError) -> (RouteRequest?, RouteResponse<Screen>, RouteSource) {
        if Task.isCancelled { throw RoutingError(.cancelled, url: original) }
        // The rewrite steps, for the URL the unmatched handler is given (the last rewrite's result).
        var rewrites: [RewriteStep] = []
        // What the unmatched handler is given, when it decides: one call of it for no route and for all declined.
        let failure: RoutingError
        switch try Self.firstCandidate(
            target, original: original, source: source, parameters: parameters, values: values, snapshot, rewrites: &rewrites,
            allowance: &allowance, ledger: ledger)
        {
        case .failure(let error):
            failure = error
        case .success(let (request, index, binding)):
            let response: RouteResponse<Screen>
            let answeredBy: RouteRequest?
            let declined: Int
            do {
                // Cancellation was checked on entry; nothing has waited since.
                if snapshot.chains.isEmpty {
                    // No middleware in the router: the route's handler, called from here (`AnyRouteHandler.invoke`
                    // without its frame; what it throws is mapped below as `invoke` would, by `RoutingError.thrown`).
                    let handler = snapshot.handler(binding)
                    let answer: RouteResponse<Screen>
                    if let shouldHandle = handler.shouldHandle, !(await shouldHandle(request)) {
                        answer = .declined
                    } else {
                        answer = try await handler.handle(request)
                    }
                    if case .declined = answer {
                        (response, answeredBy, declined) = try await Self.attemptOthers(nil, caller: request, request, snapshot)
                    } else {
                        (response, answeredBy, declined) = (answer, request, 0)
                    }
                } else if case let chain = snapshot.chain(index), let firstGlobal = chain.firstGlobal {
                    // The route's chain runs the global middleware, then the candidates, and publishes in `run` what
                    // answered when a middleware changed the request (`RouteChain.candidates`). The run is made here,
                    // not in a function of the chain: one async frame fewer (issue #65). `start` is not inlined here:
                    // that saved the first level's frame for 3 KB more in every router app (issue #80).
                    let run = chain.run(snapshot, caller: request)
                    response = try await chain.start(firstGlobal, request, run)
                    (answeredBy, declined) = run.answer ?? (nil, 0)
                } else {
                    (response, answeredBy, declined) = try await Self.attempt(
                        route: index, binding, caller: request, request, snapshot)
                }
            } catch {
                throw RoutingError.thrown(error, by: request, url: original)
            }
            guard case .declined = response else {
                // Without rewrites (almost every open) the source is the link's, without a call to work it out.
                let legSource = rewrites.isEmpty ? source : Self.legSource(source, rewrites, snapshot)
                // Not `answeredBy ?? request`: the autoclosure would copy the request.
                if let answeredBy { return (answeredBy, response, legSource) }
                return (request, response, legSource)
            }
            failure = RoutingError(.allDeclined(count: max(declined, 1)), url: original)
        }
        let runsAs = rewrites.isEmpty ? source : Self.rewrittenSource(source, rewrites, snapshot)
        let (request, response) = try await fallback(failure, url: rewrites.last?.to ?? target, source: runsAs, snapshot, ledger: ledger)
        return (request, response, Self.legSource(source, rewrites, snapshot))
    }

    /// The source a pass that started from `source` ran with after its rewrites `steps`, and the one the pass
    /// it redirects to starts from (a document's redirect or degrade, a handler's `.redirect`): `source`, or
    /// the source a nested URL runs with (a web page of the outer origin unless the app's own rule names one),
    /// except that a source the app denies outright stays denied (Security.md, `policy.nested-url`).
    static func legSource(_ source: RouteSource, _ steps: [RewriteStep], _ snapshot: RouterSnapshot<Screen>) -> RouteSource {
        guard !steps.isEmpty else { return source }
        return snapshot.policy.judged(source, nested: rewrittenSource(source, steps, snapshot))
    }

    /// The pass's plan (``plan(_:original:source:_:allCandidates:rewrites:allowance:)``) as the first candidate to try, or
    /// the failure the unmatched handler is given. The request and the route are taken from the match where it is;
    /// no copy of the match is kept. An open never asks for the other candidates up front: they are looked up when
    /// the first declines.
    static func firstCandidate(
        _ target: String, original: String, source: RouteSource, parameters: [String: String], values: RouteValues,
        _ snapshot: RouterSnapshot<Screen>, rewrites: inout [RewriteStep], allowance: inout RegexAllowance, ledger: OpenLedger?
    ) throws(RoutingError) -> Result<FirstCandidate, RoutingError> {
        switch try plan(
            target, original: original, source: source, snapshot, allCandidates: false, rewrites: &rewrites, allowance: &allowance)
        {
        case .candidate(let first, _):
            // A nested URL runs with the source its rewrite gives it (issue #57, item 1).
            let runsAs = rewrites.isEmpty ? source : rewrittenSource(source, rewrites, snapshot)
            let (index, binding) = (first.routeIndex, first.value)
            let request = request(
                consume first, original: original, source: runsAs, parameters: parameters, values: values, snapshot, ledger: ledger)
            return .success((request, index, binding))
        case .unrouted(let error):
            return .failure(error)
        }
    }

    /// What trying the candidates gave: the response, the request that answered (`nil` when all declined)
    /// and how many declined.
    typealias Attempt = (response: RouteResponse<Screen>, request: RouteRequest?, declined: Int)

    /// Tries the route at `index` with `request`, then the other permitted candidates, until one does not
    /// decline. Requests to the others are made from `caller` (the caller's URL, source and string parameters)
    /// with the values `request` carries.
    nonisolated(nonsending) static func attempt(
        route index: Int, _ binding: RouteBinding, caller: RouteRequest, _ request: RouteRequest, _ snapshot: RouterSnapshot<Screen>
    ) async throws -> Attempt {
        let response = try await run(route: index, binding, request, snapshot)
        switch response {
        case .declined: return try await attemptOthers(nil, caller: caller, request, snapshot)
        case let answered: return (answered, request, 0)
        }
    }

    /// Runs a candidate's own middleware (per tag, per route), then its handler: `binding`'s, the route at `index`.
    nonisolated(nonsending) static func run(
        route index: Int, _ binding: RouteBinding, _ request: RouteRequest, _ snapshot: RouterSnapshot<Screen>
    ) async throws -> RouteResponse<Screen> {
        // No middleware in the router: the handler alone, no frame between.
        if snapshot.chains.isEmpty { return try await snapshot.handler(binding).invoke(request) }
        let chain = snapshot.chain(index)
        // No middleware of its own: the handler alone. (A rejection it throws needs no mark here: no middleware
        // of its own is above it, and the global chain's candidates step marks it.)
        guard chain.firstOwn != nil else { return try await chain.handler.invoke(request) }
        return try await chain.ownPart(request, chain.run(snapshot, caller: request))
    }

    /// ``attempt(route:caller:_:_:)`` after the first candidate declined.
    nonisolated(nonsending) static func attemptOthers(
        _ others: [RouteMatch<RouteBinding>]?, caller: RouteRequest, _ request: RouteRequest, _ snapshot: RouterSnapshot<Screen>
    ) async throws -> Attempt {
        var declined = 1
        let source = caller.source
        let rest = others ?? permittedOthers(request.url, source: source, snapshot)
        for candidate in rest {
            try MiddlewareChain.checkCancellation(request)
            let next = Router.request(
                candidate, original: caller.originalURL, source: source, parameters: caller.parameters.callerValues,
                values: request.values, snapshot, ledger: caller.storage.ledger)
            let response = try await run(route: candidate.routeIndex, candidate.value, next, snapshot)
            switch response {
            case .declined: declined += 1
            case let answered: return (answered, next, declined)
            }
        }
        return (.declined, nil, declined)
    }

    /// Asks the unmatched handler about a pass that ended with `error` (`router.unmatched`), when there is one and
    /// the link's origin is accepted; otherwise throws `error`. Its `.declined` throws `error` too
    /// (`router.unmatched.answer`); what it throws is mapped by ``RoutingError/unmatchedError(_:url:)``.
    nonisolated(nonsending) func fallback(
        _ error: RoutingError, url: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, ledger: OpenLedger?
    ) async throws(RoutingError) -> (RouteRequest?, RouteResponse<Screen>) {
        // A link from an origin the table does not accept is nobody's to handle: the unmatched handler would
        // get a foreign URL (a `javascript:` one, a look-alike host) as something to show (Security.md, T4).
        guard let unmatched = snapshot.unmatched, !error.isOriginNotAccepted else { throw error }
        if let ledger { ledger.record { $0.route = OpenLedger.unmatchedRoute } }
        let response: RouteResponse<Screen>
        do {
            let request = UnmatchedRequest(url: url, source: source, error: error, webOrigins: snapshot.table.options.webOrigins)
            response = try await unmatched(request)
        } catch let thrown {
            throw RoutingError.unmatchedError(thrown, url: error.url)
        }
        if case .declined = response { throw error }
        return (nil, response)
    }

    /// What an open does with the response that answered its last pass, after ``open(_:from:parameters:values:)``
    /// performed its navigation: fails a navigation when there is no navigator, makes the outcome (around `target`,
    /// the URL of that pass, when the unmatched handler answered), answers the x-callback request and tells the
    /// analytics sink.
    nonisolated(nonsending) func finish(
        _ url: String, target: String, request: RouteRequest?, _ answered: RouteResponse<Screen>, redirectedTo: [String],
        source: RouteSource, _ snapshot: RouterSnapshot<Screen>, ledger: OpenLedger?
    ) async throws(RoutingError) -> RouteOutcome<Screen> {
        if !snapshot.hasNavigator, case .navigate = answered {
            // A navigation nobody performs would be an open that succeeds while nothing moves.
            let failure = RoutingError(.navigationFailed(Self.noNavigator), url: url)
            if snapshot.callbacks != nil { await answerCallback(url, error: failure, source: source, snapshot) }
            throw failure
        }
        let outcome: RouteOutcome<Screen>
        if let request {
            outcome = RouteOutcome(request: request, response: answered, opened: url, redirectedTo: redirectedTo)
        } else {
            // The unmatched handler answered; build a request-less outcome around the URL.
            let placeholder = try Self.placeholderRequest(target, original: url, source: source, snapshot)
            outcome = RouteOutcome(request: placeholder, response: answered, opened: url, redirectedTo: redirectedTo)
        }
        if snapshot.callbacks != nil { await answerCallback(url, response: answered, source: source, snapshot) }
        // The open has ended with an answer: the analytics sink is told last (its failures, `open`'s `catch`).
        if let ledger { await ledger.report(to: snapshot.analytics, url: url, source: source, redirectedTo: redirectedTo) }
        return outcome
    }

    /// The request for a candidate, in the open that keeps `ledger` (which records it as the candidate running).
    /// `consuming`: the match's parameters move into the request.
    static func request(
        _ match: consuming RouteMatch<RouteBinding>, original: String, source: RouteSource, parameters: [String: String],
        values: RouteValues, _ snapshot: RouterSnapshot<Screen>, ledger: OpenLedger? = nil
    ) -> RouteRequest {
        var routeParameters = match.parameters
        // Almost every open passes none: the match's own empty dictionary stays (no retain, no release).
        if !parameters.isEmpty { routeParameters.callerValues = parameters }
        let route = info(of: match, snapshot)
        if let ledger { ledger.record { $0.route = route.pattern } }
        return RouteRequest(
            originalURL: original, route: route, parameters: routeParameters, values: values, source: source, ledger: ledger)
    }

    /// The route's info for this match: the snapshot's, unless a placeholder in the route's scheme registered it in
    /// several namespaces; then its namespace is the one the URL matched in (`RouteInfo.namespace`: "the namespace
    /// that matched"), as `switchyard match` and the corpus report it.
    static func info(of match: RouteMatch<RouteBinding>, _ snapshot: RouterSnapshot<Screen>) -> RouteInfo {
        let info = snapshot.infos[match.routeIndex]
        guard match.route.extras?.schemeCapture != nil else { return info }
        return info.matched(in: match.namespace)
    }

    static func placeholderRequest(
        _ target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) throws(RoutingError) -> RouteRequest {
        let url: RouteURL
        do { url = try snapshot.table.scan(target) } catch { throw RoutingError(.refused(error), url: original) }
        return RouteRequest(
            originalURL: original,
            route: RouteInfo(pattern: "(unmatched)", namespace: nil, priority: 0, name: nil, tags: [], visibility: .public, id: -1),
            parameters: RouteParameters(url: url),
            values: RouteValues(), source: source)
    }

    /// Whether `error` is a `CancellationError`. Synchronous and never inlined on purpose:
    /// `CancellationError` is a resilient type, so a cast to it needs a buffer whose size is known only at
    /// run time, and an async function takes such a buffer from the task allocator on entry, on every call,
    /// thrown or not. Here the buffer is an ordinary stack slot, made only when something was thrown.
    @inline(never)
    static func isCancellation(_ error: any Error) -> Bool { error is CancellationError }

    /// Opens a URL and returns the handler's value as `T` (a picker's choice, for example).
    ///
    /// - Throws: ``RoutingError/Reason-swift.enum/unexpectedResponse(expected:got:)`` when the handler
    ///   answered something else.
    public nonisolated(nonsending) func open<T: Sendable>(
        _ url: String, from source: RouteSource = .inApp, parameters: [String: String] = [:], values: RouteValues = RouteValues(),
        expecting type: T.Type
    ) async throws(RoutingError) -> T {
        let outcome = try await open(url, from: source, parameters: parameters, values: values)
        if case .value(let value) = outcome.response, let typed = value as? T { return typed }
        throw RoutingError(.unexpectedResponse(expected: String(describing: T.self), got: outcome.response.kind), url: url)
    }
}

extension AnyRouteHandler {
    /// Asks the handler whether it handles the request, then lets it; errors other than the router's own
    /// become ``RoutingError/Reason-swift.enum/handlerFailed(route:error:)``. A method of the handler, not a
    /// static function of `Router`: calling one looks up `Router<Screen>`'s metadata, on every open (issue #65).
    nonisolated(nonsending) func invoke(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
        if let shouldHandle, !(await shouldHandle(request)) { return .declined }
        do {
            return try await handle(request)
        } catch {
            throw RoutingError.handlerError(error, request)
        }
    }
}

/// The first candidate of a pass (``Router/firstCandidate(_:original:source:parameters:values:_:rewrites:allowance:)``): the
/// request made for it, its route's index and binding. Declared here, not in `Router`: a type nested in a generic
/// type depends on its parameters, and each open would look up its metadata. A tuple, not a struct: `handle` binds
/// its three parts where the pass's result is taken apart, so that the request moves out rather than being copied.
typealias FirstCandidate = (request: RouteRequest, index: Int, binding: RouteBinding)
