/// Where an open goes before any middleware or handler runs. `open` acts on it and `canOpen` reports it, so a
/// dry run cannot drift from a real open: both make it with ``Router/decide(_:original:source:_:allCandidates:)``.
@usableFromInline
enum OpenDecision<Screen: Hashable & Sendable> {
    /// The candidate to open, permitted for the source, and the permitted candidates after it in rank order
    /// (`nil` when not looked up yet: an open asks for them only when the first candidate declines).
    case candidate(RouteMatch<RouteBinding<Screen>>, others: [RouteMatch<RouteBinding<Screen>>]?)
    /// No route the source may open: no route matches, or the policy refuses every one that does. The
    /// unmatched handler decides, given this error.
    case unrouted(RoutingError)
}

extension Router {
    /// Matches the (rewritten) URL and applies the source policy to the candidates.
    ///
    /// - Parameter allCandidates: Look up every permitted candidate even when the best one is permitted (the
    ///   dry run lists them as fallbacks; an open does without, since the best one answers almost always).
    /// - Throws: ``RoutingError`` when the URL itself is refused by the intake contract.
    @inlinable @inline(__always)
    static func decide(
        _ rewritten: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool
    ) throws(RoutingError) -> OpenDecision<Screen> {
        // One scan of the string: the match, or why there is none (refused, origin not accepted, no route).
        let best: RouteMatch<RouteBinding<Screen>>
        switch snapshot.table.lookup(rewritten) {
        case .success(let match):
            best = match
        case .failure(.refused(let refusal)):
            throw RoutingError(.refused(refusal), url: original)
        case .failure(let failure):
            return .unrouted(RoutingError(.noRoute(failure), url: original))
        }
        func refusal(_ match: RouteMatch<RouteBinding<Screen>>) -> String? {
            snapshot.policy.refusal(source: source, visibility: match.value.visibility, tags: match.value.tags)
        }
        if !allCandidates, refusal(best) == nil { return .candidate(best, others: nil) }
        let permitted = snapshot.table.candidates(for: best.url).filter { refusal($0) == nil }
        guard let first = permitted.first else {
            let why = refusal(best) ?? ""
            return .unrouted(RoutingError(.forbidden(route: best.route.pattern.text, why: why), url: original))
        }
        return .candidate(first, others: Array(permitted.dropFirst()))
    }
}
