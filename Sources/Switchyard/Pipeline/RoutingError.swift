/// Why an `open` did not produce a response.
///
/// ```swift
/// do {
///     try await router.open("shop://order/x", from: .otherApp(bundleID: nil))
/// } catch {
///     switch error.reason {
///     case .noRoute, .allDeclined: showNotFound()
///     case .rejected(let rejection) where rejection.reason == .unauthorized: showLogin()
///     default: log(error)
///     }
/// }
/// ```
public struct RoutingError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, for code to act on (`description` says it for people). New reasons may be added in any release (the enum is `@nonexhaustive`): a `switch` over it ends with
    /// `default` or `@unknown default`.
    ///
    /// ```swift
    /// if case .rejected(let rejection) = error.reason, case .invalidParameters(let names) = rejection.reason {
    ///     highlight(names)               // ["page"]
    /// } else if case .cancelled = error.reason {
    ///     return                         // the user went elsewhere
    /// }
    /// ```
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Reason: Sendable {
        /// The URL was refused at intake.
        case refused(URLIntakeError)
        /// No route matched (also for an origin the table does not accept).
        case noRoute(MatchError)
        /// Routes matched, but every handler declined.
        case allDeclined(count: Int)
        /// The source policy does not let this source reach the route.
        case forbidden(route: String, why: String)
        /// A middleware rejected the request (``RejectionError/middleware`` names it), or the route did:
        /// a typed route whose parameters do not decode, or a handler (the unmatched handler too) that threw a
        /// ``RejectionError``.
        case rejected(RejectionError)
        /// A middleware called `next` twice.
        case nextCalledTwice(middleware: String)
        /// A middleware neither called `next` nor returned in time.
        case timedOut(middleware: String, after: Duration)
        /// The task that opened the URL was cancelled.
        case cancelled
        /// The handler threw: a route's (`route` is its pattern), or the unmatched handler (`route` is
        /// `"(unmatched)"`).
        case handlerFailed(route: String, error: any Error)
        /// A middleware threw an error of its own: not a ``RoutingError`` it was given by `next`, not a
        /// ``RejectionError`` (``rejected(_:)``), not a cancellation. Never degraded: a routing document's
        /// `handlerFails` degrade is for a handler's failure.
        case middlewareFailed(middleware: String, error: any Error)
        /// More than 8 redirects.
        case tooManyRedirects([String])
        /// The rewrite rules form a cycle or chain more than 8 rewrites; the
        /// error names the rules involved (``RewriteRules/resolve(_:)`` throws the same).
        case rewriteLoop(RewriteError)
        /// The caller expected a value of another type.
        case unexpectedResponse(expected: String, got: String)
        /// The handler answered a navigation that the navigator could not perform, or that no navigator
        /// was attached to perform (``NavigationError/Code-swift.enum/unavailable``); the route's work is
        /// done, nothing on screen changed.
        case navigationFailed(NavigationError)
    }

    /// What went wrong.
    public let reason: Reason
    /// The URL the caller opened.
    public let url: String

    /// Creates an error.
    public init(_ reason: Reason, url: String) {
        self.reason = reason
        self.url = url
    }

    /// The error in one line, for people. The URL, the route and the redirects are quoted cut when long
    /// (their first 80 characters, `…` and their length): ``url`` holds the whole URL.
    public var description: String {
        let url = DiagnosticText.shortened(url)
        switch reason {
        case .refused(let refusal): return RouterText.matchAtUrl(url: url, reason: RouterText.matchIntakeRefused(refusal: refusal))
        case .noRoute(let failure): return RouterText.matchAtUrl(url: url, reason: failure)
        case .allDeclined(let count):
            let declined = RouterText.routerAllDeclined(count: count, routes: count == 1 ? "route" : "routes")
            return RouterText.matchAtUrl(url: url, reason: declined)
        case let .forbidden(route, why):
            return RouterText.matchAtUrl(url: url, reason: RouterText.matchForbidden(pattern: DiagnosticText.shortened(route), why: why))
        case .rejected(let rejection):
            // No middleware named: the route itself rejected (a typed route's parameters, or its handler).
            let rejected = RouterText.routerRejected(by: rejection.middleware ?? "the route", message: rejection.message)
            return RouterText.matchAtUrl(url: url, reason: rejected)
        case .nextCalledTwice(let middleware):
            return RouterText.matchAtUrl(url: url, reason: RouterText.routerNextCalledTwice(middleware: middleware))
        case let .timedOut(middleware, after):
            return RouterText.matchAtUrl(url: url, reason: RouterText.routerTimedOut(middleware: middleware, after: after))
        case .cancelled: return RouterText.matchAtUrl(url: url, reason: RouterText.routerCancelled)
        case let .handlerFailed(route, error):
            let failed = RouterText.routerHandlerFailed(route: Self.quoted(route), error: "\(error)")
            return RouterText.matchAtUrl(url: url, reason: failed)
        case let .middlewareFailed(middleware, error):
            return RouterText.matchAtUrl(url: url, reason: RouterText.routerMiddlewareFailed(middleware: middleware, error: "\(error)"))
        case .tooManyRedirects(let chain):
            let path = chain.map(DiagnosticText.shortened).joined(separator: " → ")
            return RouterText.matchAtUrl(url: url, reason: RouterText.tooManyRedirects(path: path))
        case .rewriteLoop(let loop): return RouterText.matchAtUrl(url: url, reason: loop)
        case let .unexpectedResponse(expected, got):
            let unexpected = RouterText.routerUnexpectedResponse(expected: expected, got: got)
            return RouterText.matchAtUrl(url: url, reason: unexpected)
        case .navigationFailed(let error):
            return RouterText.matchAtUrl(url: url, reason: RouterText.routerNavigationFailed(error: "\(error)"))
        }
    }

    /// A route's pattern in quotes, as written (cut when long).
    private static func quoted(_ pattern: String) -> String { DiagnosticText.quoted(pattern, escaped: false) }
}

extension RoutingError {
    /// What an open throws for `error`, thrown by the middleware or the handlers it ran for `request` (the
    /// request of its first candidate): a ``RoutingError`` as it is, a rejection as
    /// ``Reason-swift.enum/rejected(_:)``, a cancellation as ``Reason-swift.enum/cancelled``, anything else as
    /// ``Reason-swift.enum/handlerFailed(route:error:)`` (only the first candidate's handler, called without a
    /// chain, throws anything else: a middleware's own error is ``Reason-swift.enum/middlewareFailed(middleware:error:)``
    /// already, ``middlewareError(_:by:url:)``). Synchronous and never inlined: written in an async
    /// function's `catch`, these casts make it take a buffer from the task allocator on every call, thrown or not.
    @inline(never)
    static func thrown(_ error: any Error, by request: RouteRequest, url: String) -> RoutingError {
        if let error = error as? RoutingError { return error }
        if let rejection = error as? RejectionError { return RoutingError(.rejected(rejection), url: url) }
        if error is CancellationError { return RoutingError(.cancelled, url: url) }
        return RoutingError(.handlerFailed(route: request.route.pattern, error: error), url: url)
    }

    /// What `error`, thrown by the middleware `name` for the open of `url`, becomes: a rejection attributed to it
    /// unless a middleware below is already named or a handler threw it (``RejectionError/attributed(to:)``); a
    /// ``RoutingError`` (what `next` gave it, passed up) or a cancellation as it is; anything else, its own error,
    /// ``Reason-swift.enum/middlewareFailed(middleware:error:)``. Out of line, as ``thrown(_:by:url:)``.
    @inline(never)
    static func middlewareError(_ error: any Error, by name: String, url: String) -> any Error {
        if let rejection = error as? RejectionError { return rejection.attributed(to: name) }
        if error is RoutingError || error is CancellationError { return error }
        return RoutingError(.middlewareFailed(middleware: name, error: error), url: url)
    }

    /// What `error`, thrown by the unmatched handler in the open of `url`, becomes (`router.unmatched.errors`): a
    /// ``RoutingError`` as it is, a rejection as ``Reason-swift.enum/rejected(_:)`` attributed to no middleware, a
    /// cancellation as ``Reason-swift.enum/cancelled``, anything else as
    /// ``Reason-swift.enum/handlerFailed(route:error:)`` of the route `(unmatched)`. Out of line, as
    /// ``thrown(_:by:url:)``.
    @inline(never)
    static func unmatchedError(_ error: any Error, url: String) -> RoutingError {
        if let error = error as? RoutingError { return error }
        if let rejection = error as? RejectionError { return RoutingError(.rejected(rejection.thrownByHandler()), url: url) }
        if error is CancellationError { return RoutingError(.cancelled, url: url) }
        return RoutingError(.handlerFailed(route: OpenLedger.unmatchedRoute, error: error), url: url)
    }

    /// What a handler's `error` becomes: a ``RoutingError`` or a rejection as it is (a middleware above may
    /// take the rejection as its own), a cancellation as ``Reason-swift.enum/cancelled``, anything else as
    /// ``Reason-swift.enum/handlerFailed(route:error:)``. Out of line, as ``thrown(_:by:url:)``.
    @inline(never)
    static func handlerError(_ error: any Error, _ request: RouteRequest) -> any Error {
        if error is RoutingError || error is RejectionError { return error }
        if error is CancellationError { return RoutingError(.cancelled, url: request.originalURL) }
        return RoutingError(.handlerFailed(route: request.route.pattern, error: error), url: request.originalURL)
    }
}

extension RoutingError {
    /// This error of a pass after `redirects`: a rewrite refusal keeps the URLs the open went through before
    /// it (``RewriteError/redirectedTo``); any other error as it is. Out of line: only an open that fails calls it.
    @inline(never)
    func after(redirects: [String]) -> RoutingError {
        guard case .rewriteLoop(var loop) = reason else { return self }
        loop.redirectedTo = redirects
        return RoutingError(.rewriteLoop(loop), url: url)
    }

    /// Whether no route matched because the table does not accept the URL's origin: such a link reaches no
    /// handler, the unmatched one included.
    var isOriginNotAccepted: Bool {
        if case .noRoute(.originNotAccepted) = reason { return true }
        return false
    }
}
