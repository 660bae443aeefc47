/// What `RouteTable.lookup(_:where:)` found: the best match of a route the predicate permits,
/// or why there is none, and the best matching route the predicate refused when it ranks above that match.
///
/// ```swift
/// let found = table.lookup(url) { $0.value.isPublic }
/// switch found.result {
/// case .success(let match): print(match.route.pattern.text)           // the best permitted route
/// case .failure: print(found.refused?.pattern.text ?? "no route")     // "shop://admin": matched, refused
/// }
/// ```
@usableFromInline
package struct PermittedLookup<Value: Sendable>: Sendable {
    /// The best match of a permitted route, or why there is none: ``MatchError/refused(_:)`` or
    /// ``MatchError/originNotAccepted(_:)`` as for ``RouteTable/lookup(_:)-(String)``, and
    /// ``MatchError/noRoute(path:namespaces:)`` also when routes matched but the predicate refused each.
    @usableFromInline
    package let result: Result<RouteMatch<Value>, MatchError>
    /// The best-ranked route that matched and that the predicate refused, when it ranks above the match in
    /// ``result`` or no route is permitted; `nil` when the best route matched is permitted or none matched.
    /// When nothing is permitted, this is the route ``RouteTable/lookup(_:)-(RouteURL)`` would give.
    @usableFromInline
    package let refused: Route<Value>?

    @usableFromInline
    init(result: Result<RouteMatch<Value>, MatchError>, refused: Route<Value>?) {
        self.result = result
        self.refused = refused
    }
}

extension RouteTable {
    /// The best match for a URL among the routes `isPermitted` lets through, found in one walk: a refused
    /// route is skipped where the walk reaches it, and the best refused one is kept to say why nothing
    /// was permitted. The answer is the first of `candidates(for:where:)`.
    ///
    /// ```swift
    /// let found = table.lookup(try table.scan("shop://goods/7")) { !$0.value.tags.contains("payment") }
    /// found.result      // .success: the best route not tagged "payment"
    /// found.refused     // the "payment" route that ranks above it, if one matched
    /// ```
    // Inlinable, as `lookup(_:)-(String)`: a router calls it with its own value type, and an unspecialised
    // generic call looks up type metadata on every open.
    @inlinable
    package func lookup(_ url: RouteURL, where isPermitted: (Route<Value>) -> Bool) -> PermittedLookup<Value> {
        let routes = list.routes
        return lookupPermitting(url, routeAt: { isPermitted(routes[$0]) })
    }

    /// `lookup(_:where:)` for a string, scanned once with the table's intake options and walked as bytes, as
    /// ``lookup(_:)-(String)`` does: a `RouteURL` is made only for a hit or to say why there is none.
    ///
    /// ```swift
    /// table.lookup("shop://goods/7") { $0.priority >= 0 }.result   // the best route of priority 0 or more
    /// ```
    @inlinable
    package func lookup(_ string: String, where isPermitted: (Route<Value>) -> Bool) -> PermittedLookup<Value> {
        let routes = list.routes
        return lookupPermitting(string, routeAt: { isPermitted(routes[$0]) })
    }

    /// `lookup(_:where:)` with a predicate on the route's index (in ``routes``): a caller that knows what it
    /// permits by index (a router's source policy, made per route once) copies no route in the walk.
    @inlinable
    package func lookupPermitting(_ url: RouteURL, routeAt permits: (Int) -> Bool) -> PermittedLookup<Value> {
        guard isAccepted(url) else { return PermittedLookup(result: .failure(.originNotAccepted(url.origin)), refused: nil) }
        let found = storage.bestPermittedMatch(url, permits: permits)
        let refused = found.refusedRoute.map { list.routes[$0] }
        guard let raw = found.match else { return PermittedLookup(result: .failure(storage.noRouteFailure(url)), refused: refused) }
        return PermittedLookup(result: .success(RouteMatch(raw, list: list)), refused: refused)
    }

    /// `lookupPermitting(_:routeAt:)` for a string, scanned once and walked as bytes.
    @inlinable
    package func lookupPermitting(_ string: String, routeAt permits: (Int) -> Bool) -> PermittedLookup<Value> {
        var failure: MatchError?
        let found = storage.resolvePermitted(string, options: options.intake, failure: &failure, permits: permits)
        let refused = found.refusedRoute.map { list.routes[$0] }
        guard let raw = found.match else {
            // Never `nil` here: `resolvePermitted` says why whenever nothing is permitted.
            return PermittedLookup(result: .failure(failure ?? .refused(.empty)), refused: refused)
        }
        return PermittedLookup(result: .success(RouteMatch(raw, list: list)), refused: refused)
    }

    /// Every match of a route `isPermitted` lets through, best first (`candidates(for:)` without the
    /// refused routes, which the walk skips before copying their parameters).
    ///
    /// ```swift
    /// table.candidates(for: url) { $0.value.isPublic }.map(\.route.pattern.text)   // the public routes that match
    /// ```
    @inlinable
    package func candidates(for url: RouteURL, where isPermitted: (Route<Value>) -> Bool) -> [RouteMatch<Value>] {
        let routes = list.routes
        return storage.allMatches(url) { isPermitted(routes[$0]) }.map { RouteMatch($0, list: list) }
    }
}
