/// What `open` would do, found without calling any handler, middleware or unmatched handler
/// (``Router/canOpen(_:from:parameters:)``).
///
/// ```swift
/// switch router.canOpen("shop://cart", from: .push) {
/// case .success(let plan):
///     plan.route.pattern    // "shop://cart"
///     plan.middleware       // ["logging", "login gate"]: what would run, in order
///     plan.fallbacks        // routes tried next if the handler declined
/// case .failure(let error):
///     print(error)          // why it would not open (no route, forbidden, refused)
/// }
/// ```
public struct RoutePlan: Sendable {
    /// The URL asked about (the caller knows it: for the description and the tool's output).
    package let url: String
    /// The URL after rewrite rules, when one applied (the last step's result; for the tool's output).
    package let rewrittenTo: String?
    /// The URL each rewrite rule made, in order (a rewritten URL is offered to the rules again); empty when
    /// no rule applied.
    ///
    /// ```swift
    /// if case .success(let plan) = router.canOpen("https://m.shop.example/sale/7-red-shoes") {
    ///     plan.rewrites   // ["https://m.shop.example/p/7", "shop://goods/7"]
    /// }
    /// ```
    public var rewrites: [String] { rewriteSteps.map(\.to) }
    /// Each rewrite applied, in order, with the rule that made it (for the tool's output).
    package let rewriteSteps: [RewriteStep]
    /// The route that would be tried first.
    public let route: RouteInfo
    /// Its parameters.
    public let parameters: RouteParameters
    /// The middleware that would run, in order: global, per tag, per route.
    public let middleware: [String]
    /// The routes that would be tried next if its handler declined, in order.
    public let fallbacks: [RouteInfo]
    /// The source the route would run with: the one asked about, or a nested URL's after its rewrite (a web page
    /// of the outer origin unless the app's rule names one); a redirect or degrade of the route runs from it too.
    package let source: RouteSource
}

extension Router {
    /// A dry run: which route would handle the URL, with which parameters, through which middleware.
    /// Nothing is called (JLRoutes#78: its `canRouteURL:` ran the unmatched handler), so what the handler
    /// would answer is not known: a plan for a route that navigates still opens only with a navigator
    /// attached (``hasNavigator``).
    ///
    /// ```swift
    /// switch router.canOpen("shop://order/7", from: .push) {
    /// case .success(let plan): print(plan.route.pattern, plan.middleware)   // "/order/<int:id>" ["logging", "login gate"]
    /// case .failure(let error): print(error)                               // why it would not open
    /// }
    /// ```
    public func canOpen(
        _ url: String, from source: RouteSource = .inApp, parameters: [String: String] = [:]
    ) -> Result<RoutePlan, RoutingError> {
        plans(url, from: source, parameters: parameters).map { $0[0] }
    }

    /// Every route that would handle the URL, best first: the plan ``canOpen(_:from:parameters:)`` reports,
    /// then a plan for each route an open tries when the one before it answers ``RouteResponse/declined``,
    /// each with its own parameters and middleware. Nothing is called.
    ///
    /// For apps that dispatch a link to every route that matches (WordPress's `routesMatching`, which runs
    /// each in turn), in rank order: the same order in which ``RouteResponse/declined`` passes a link on.
    ///
    /// ```swift
    /// if case .success(let plans) = router.matches("wp://post/7?blog=2", from: .universalLink) {
    ///     for plan in plans { print(plan.route.pattern, plan.parameters["id"] ?? "") }   // best first
    /// }
    /// ```
    ///
    /// - Returns: At least one plan, or why no route would handle the URL (as ``canOpen(_:from:parameters:)``).
    public func matches(
        _ url: String, from source: RouteSource = .inApp, parameters: [String: String] = [:]
    ) -> Result<[RoutePlan], RoutingError> {
        plans(url, from: source, parameters: parameters)
    }

    /// The plans of every permitted candidate, best first (never empty), by the decision an open makes.
    private func plans(_ url: String, from source: RouteSource, parameters: [String: String]) -> Result<[RoutePlan], RoutingError> {
        let snapshot = liveSnapshot
        // The decision an open makes (`Router.handle`), by the same function: rewrite rules, match and policy.
        var rewrites: [RewriteStep] = []
        // A dry run plans one leg: the allowance of a way that starts here.
        var allowance = RegexAllowance(captures: snapshot.captureWeights)
        let candidates: [RouteMatch<RouteBinding>]
        do throws(RoutingError) {
            let decision = try Self.plan(
                url, original: url, source: source, snapshot, allCandidates: true, rewrites: &rewrites, allowance: &allowance)
            switch decision {
            case .candidate(let match, let others):
                candidates = [match] + (others ?? [])
            case .unrouted(let error):
                return .failure(error)
            }
        } catch {
            return .failure(error)
        }
        let infos = candidates.map { Self.info(of: $0, snapshot) }
        let runsAs = rewrites.isEmpty ? source : Self.rewrittenSource(source, rewrites, snapshot)
        let legSource = Self.legSource(source, rewrites, snapshot)
        return .success(
            candidates.indices.map { index in
                let candidate = candidates[index]
                let request = Self.request(
                    candidate, original: url, source: runsAs, parameters: parameters, values: RouteValues(), snapshot)
                // The route's chain, as an open runs it: global, tag and its own middleware (none without chains).
                let chain = snapshot.chains.isEmpty ? [] : snapshot.chain(candidate.routeIndex).middleware
                let middleware = chain.map(\.name)
                return RoutePlan(
                    url: url, rewrittenTo: rewrites.last?.to, rewriteSteps: rewrites, route: request.route, parameters: request.parameters,
                    middleware: middleware, fallbacks: Array(infos[(index + 1)...]), source: legSource)
            })
    }
}
