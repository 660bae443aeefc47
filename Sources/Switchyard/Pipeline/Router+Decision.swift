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
    /// The string is matched by the table's fused scan-and-walk, and the policy asked about the best match;
    /// when it refuses that match, one more walk skips the refused routes (``decide(underPolicy:original:source:_:allCandidates:)``). The best match permitted, the
    /// common case, costs what it did before the policy could walk with the trie (ADR 0026).
    ///
    /// - Parameter allCandidates: Look up every permitted candidate even when the best one is permitted (the
    ///   dry run lists them as fallbacks; an open does without, since the best one answers almost always).
    /// - Throws: ``RoutingError`` when the URL itself is refused by the intake contract.
    @usableFromInline @_alwaysEmitIntoClient @inline(__always)
    static func decide(
        _ rewritten: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool
    ) throws(RoutingError) -> OpenDecision<Screen> {
        // One scan of the string: the match, or why there is none (refused, origin not accepted, no route).
        switch snapshot.table.lookup(rewritten) {
        case .success(let match):
            if allCandidates || isRefused(match, source: source, snapshot) {
                return decide(underPolicy: match.url, original: original, source: source, snapshot, allCandidates: allCandidates)
            }
            return .candidate(match, others: nil)
        case .failure(.refused(let refusal)):
            throw RoutingError(.refused(refusal), url: original)
        case .failure(let failure):
            return .unrouted(RoutingError(.noRoute(failure), url: original))
        }
    }

    /// ``decide(_:original:source:_:allCandidates:)`` for a URL already scanned with the table's intake
    /// options (by an open through rewrite rules none of which applied): the same answers, without a second scan.
    @inlinable
    static func decide(
        _ url: RouteURL, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool
    ) -> OpenDecision<Screen> {
        switch snapshot.table.lookup(url) {
        case .success(let match):
            if allCandidates || isRefused(match, source: source, snapshot) {
                return decide(underPolicy: url, original: original, source: source, snapshot, allCandidates: allCandidates)
            }
            return .candidate(match, others: nil)
        case .failure(let failure):
            return .unrouted(RoutingError(.noRoute(failure), url: original))
        }
    }

    /// Whether the policy refuses `match` to `source`. Asked directly: `SourcePolicy.canRefuse(_:hasInternalRoutes:)`
    /// hashes the source's kind for every tag rule, where `refusal` hashes only for a tag the route has, so asking
    /// first cost an open from such a source about 40 ns.
    @usableFromInline @_alwaysEmitIntoClient @inline(__always)
    static func isRefused(_ match: RouteMatch<RouteBinding<Screen>>, source: RouteSource, _ snapshot: RouterSnapshot<Screen>) -> Bool {
        snapshot.policy.refusal(source: source, visibility: match.value.visibility, tags: match.value.tags) != nil
    }

    /// The decision when the policy may refuse a route to `source`: one walk skips the refused routes and
    /// gives the best permitted one (`RouteTable.lookup(_:where:)`); when none is permitted, the best
    /// refused route is the one ``RoutingError/Reason-swift.enum/forbidden(route:why:)`` names.
    /// Inlinable, as every generic step of an open: unspecialised, it would look up type metadata per call;
    /// never inlined, so that the open's common path stays as small as it was.
    @inlinable @inline(never)
    static func decide(
        underPolicy url: RouteURL, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool
    ) -> OpenDecision<Screen> {
        let policy = snapshot.policy
        func refusal(_ route: Route<RouteBinding<Screen>>) -> String? {
            policy.refusal(source: source, visibility: route.value.visibility, tags: route.value.tags)
        }
        if allCandidates {
            let permitted = snapshot.table.candidates(for: url) { refusal($0) == nil }
            if let first = permitted.first { return .candidate(first, others: Array(permitted.dropFirst())) }
        }
        let found = snapshot.table.lookup(url) { refusal($0) == nil }
        switch found.result {
        case .success(let match):
            return .candidate(match, others: allCandidates ? [] : nil)
        case .failure(let failure):
            guard let route = found.refused else { return .unrouted(RoutingError(.noRoute(failure), url: original)) }
            let why = refusal(route) ?? ""
            return .unrouted(RoutingError(.forbidden(route: route.pattern.text, why: why), url: original))
        }
    }

    /// The permitted candidates after the first, for an open whose first candidate declined and whose others
    /// were not looked up: one walk of the table that skips the routes the policy refuses to `source`.
    @inlinable @inline(never)
    static func permittedOthers(
        _ url: RouteURL, source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) -> [RouteMatch<RouteBinding<Screen>>] {
        let policy = snapshot.policy
        guard policy.canRefuse(source, hasInternalRoutes: snapshot.hasInternalRoutes) else {
            return Array(snapshot.table.candidates(for: url).dropFirst())
        }
        let permitted = snapshot.table.candidates(for: url) {
            policy.refusal(source: source, visibility: $0.value.visibility, tags: $0.value.tags) == nil
        }
        return Array(permitted.dropFirst())
    }
}
