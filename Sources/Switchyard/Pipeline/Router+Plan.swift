/// Where an open goes before any middleware or handler runs. `open` acts on it and `canOpen` reports it, so a
/// dry run cannot drift from a real open: both make it with ``Router/plan(_:original:source:_:allCandidates:rewrites:)``.
@usableFromInline
enum OpenPlan<Screen: Hashable & Sendable> {
    /// The candidate to open, permitted for the source, and the permitted candidates after it in rank order
    /// (`nil` when not looked up yet: an open asks for them only when the first candidate declines).
    case candidate(RouteMatch<RouteBinding<Screen>>, others: [RouteMatch<RouteBinding<Screen>>]?)
    /// No route the source may open: no route matches, or the policy refuses every one that does. The
    /// unmatched handler decides, given this error.
    case unrouted(RoutingError)
}

/// What the walk is given once the rewrite rules have run: a string (the caller's, or the last rewrite's),
/// which the walk scans itself, or a URL the rules already scanned with the table's intake options.
@usableFromInline
enum WalkInput {
    case text(String)
    case scanned(RouteURL)
}

extension Router {
    /// The one decision of an open (and of a dry run): the rewrite rules, then one walk of the table, with the
    /// source policy inside it when the policy can refuse some route to `source` (a refused route is skipped
    /// where the walk reaches it, and the best refused one is kept to name in
    /// ``RoutingError/Reason-swift.enum/forbidden(route:why:)``), then what the router does with what the
    /// walk found. A refusal never walks the table a second time (ADR 0041).
    ///
    /// - Parameters:
    ///   - allCandidates: Look up every permitted candidate (the dry run lists them as fallbacks; an open
    ///     does without, since the best one answers almost always).
    ///   - rewrites: Gets each rewrite applied, in order.
    /// - Throws: ``RoutingError`` when the URL itself is refused by the intake contract, or the rewrite
    ///   rules loop.
    // Inlined into the open: out of line, the call and the plan it returns made an open without rules or
    // policy slower (journal 0044). The rules and the walk under the policy are out of line: each inlined copy
    // of this function (an open, a redirected pass, a dry run) carried their code (AppCodeSize, ADR 0031).
    @usableFromInline @_alwaysEmitIntoClient @inline(__always)
    static func plan(
        _ target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool,
        rewrites: inout [RewriteStep]
    ) throws(RoutingError) -> OpenPlan<Screen> {
        guard allCandidates || snapshot.mayRefuse(source) else {
            // No route can be refused to this source: the plain walk (for a string, fused with its scan). Without
            // rules the string goes to it as it is: through a `WalkInput`, the open was slower (journal 0044).
            let found: Result<RouteMatch<RouteBinding<Screen>>, MatchError>
            if snapshot.rewrites == nil {
                found = snapshot.table.lookup(target)
            } else {
                found = try lookupRewritten(target, original: original, snapshot, steps: &rewrites)
            }
            switch found {
            case .success(let match): return .candidate(match, others: nil)
            case .failure(.refused(let refusal)): throw RoutingError(.refused(refusal), url: original)
            case .failure(let failure): return .unrouted(RoutingError(.noRoute(failure), url: original))
            }
        }
        return try planUnderPolicy(target, original: original, source: source, snapshot, allCandidates: allCandidates, rewrites: &rewrites)
    }

    /// The plain walk of what the rewrite rules made of `target` (``rewrite(_:original:_:steps:)``).
    @inlinable @inline(never)
    static func lookupRewritten(
        _ target: String, original: String, _ snapshot: RouterSnapshot<Screen>, steps: inout [RewriteStep]
    ) throws(RoutingError) -> Result<RouteMatch<RouteBinding<Screen>>, MatchError> {
        switch try rewrite(target, original: original, snapshot, steps: &steps) {
        case .text(let string): return snapshot.table.lookup(string)
        case .scanned(let url): return snapshot.table.lookup(url)
        }
    }

    /// ``plan(_:original:source:_:allCandidates:rewrites:)`` when the policy may refuse a route to `source` (or
    /// a dry run lists every candidate): the rules, the one walk under the policy, and the refusal it ends in
    /// when no permitted route matches.
    @inlinable @inline(never)
    static func planUnderPolicy(
        _ target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool,
        rewrites: inout [RewriteStep]
    ) throws(RoutingError) -> OpenPlan<Screen> {
        let input = snapshot.rewrites == nil ? .text(target) : try rewrite(target, original: original, snapshot, steps: &rewrites)
        let walked = walkUnderPolicy(input, source: source, snapshot, allCandidates: allCandidates)
        switch walked.found.result {
        case .success(let match):
            return .candidate(match, others: walked.others)
        case .failure(.refused(let refusal)):
            throw RoutingError(.refused(refusal), url: original)
        case .failure(let failure):
            guard let route = walked.found.refused else { return .unrouted(RoutingError(.noRoute(failure), url: original)) }
            let why = snapshot.policy.refusal(source: source, visibility: route.value.visibility, tags: route.value.tags) ?? ""
            return .unrouted(RoutingError(.forbidden(route: route.pattern.text, why: why), url: original))
        }
    }

    /// The walk of ``planUnderPolicy(_:original:source:_:allCandidates:rewrites:)``: one walk with the policy as
    /// its predicate (for a string, fused with its scan), which skips a refused route where it reaches it and
    /// keeps the best refused one. With `allCandidates` (a dry run), the one walk lists every permitted
    /// candidate too (`others`: those after the first; `nil` for an open, which looks them up only when the
    /// first declines).
    @inlinable
    static func walkUnderPolicy(
        _ input: WalkInput, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool
    ) -> (found: PermittedLookup<RouteBinding<Screen>>, others: [RouteMatch<RouteBinding<Screen>>]?) {
        // The policy by route, made with the snapshot: one bit read per route the walk reaches. A denied
        // exact source is refused every route.
        let denied = snapshot.deniesSources && snapshot.policy.denies(source)
        let bit = source.kindBit
        let kinds = snapshot.refusedKinds
        let permits = { (index: Int) in !denied && kinds[index] & bit == 0 }
        switch (input, allCandidates) {
        case (.text(let string), false): return (snapshot.table.lookupPermitting(string, routeAt: permits), nil)
        case (.scanned(let url), false): return (snapshot.table.lookupPermitting(url, routeAt: permits), nil)
        case (.text(let string), true): return snapshot.table.candidatesPermitting(string, routeAt: permits)
        case (.scanned(let url), true): return snapshot.table.candidatesPermitting(url, routeAt: permits)
        }
    }

    /// The rewrite rules' part of ``plan(_:original:source:_:allCandidates:rewrites:)``: what the walk is
    /// given. When the rules' intake options are the table's, the string is scanned once; the rules run on
    /// that scan, each rewritten URL is scanned once to offer it to the rules again, and the walk takes the
    /// last URL as scanned (ADR 0026). Rules made with other intake options scan strings themselves, and the
    /// walk takes the last rewrite's string. Out of line: a router without rules never calls it.
    ///
    /// - Throws: ``RoutingError/Reason-swift.enum/rewriteLoop(_:)`` for a cycle or too long a chain;
    ///   ``RoutingError/Reason-swift.enum/refused(_:)`` for a URL the shared scan refuses (no rule applies to
    ///   such a URL, and the walk would refuse it with the same words).
    @inlinable @inline(never)
    static func rewrite(
        _ target: String, original: String, _ snapshot: RouterSnapshot<Screen>, steps: inout [RewriteStep]
    ) throws(RoutingError) -> WalkInput {
        guard snapshot.rewritesShareIntake else {
            do throws(RewriteError) {
                steps = try snapshot.rewrites?.steps(target) ?? []
            } catch {
                throw RoutingError(.rewriteLoop(error), url: original)
            }
            return .text(steps.last?.to ?? target)
        }
        let url: RouteURL
        do { url = try snapshot.table.scan(target) } catch { throw RoutingError(.refused(error), url: original) }
        // `nil`: the last rewrite made a URL the scan refuses; the walk of its text says why, in the words of an
        // open without the shared scan.
        let scanned: RouteURL?
        do throws(RewriteError) {
            scanned = try snapshot.rewrites?.resolve(url, steps: &steps)
        } catch {
            throw RoutingError(.rewriteLoop(error), url: original)
        }
        guard let scanned else { return .text(steps.last?.to ?? target) }
        return .scanned(scanned)
    }

    /// The permitted candidates after the first, for an open whose first candidate declined and whose others
    /// were not looked up: one walk of the table that skips the routes the policy refuses to `source`.
    @inlinable @inline(never)
    static func permittedOthers(
        _ url: RouteURL, source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) -> [RouteMatch<RouteBinding<Screen>>] {
        guard snapshot.mayRefuse(source) else { return Array(snapshot.table.candidates(for: url).dropFirst()) }
        let policy = snapshot.policy
        let permitted = snapshot.table.candidates(for: url) {
            policy.refusal(source: source, visibility: $0.value.visibility, tags: $0.value.tags) == nil
        }
        return Array(permitted.dropFirst())
    }
}

// The source policy as the plan asks it: one bit a kind of source (what the snapshot records for each route,
// `RouterSnapshot.refusedKinds`), so that deciding whether the policy can refuse anything reads one bit.
extension RouterSnapshot {
    /// Whether the source policy can refuse some route to `source`: when it cannot, the walk asks it nothing.
    @inlinable
    func mayRefuse(_ source: RouteSource) -> Bool {
        refusableKinds & source.kindBit != 0 || (deniesSources && policy.denies(source))
    }
}

extension RouteSource {
    /// This source's kind as one bit (``SourcePolicy/refusedKinds(visibility:tags:)``).
    @inlinable
    var kindBit: UInt8 {
        switch self {
        case .inApp: return 1
        case .otherApp: return 2
        case .universalLink: return 4
        case .push: return 8
        case .webPage: return 16
        }
    }

    /// A kind's bit, as ``kindBit`` gives it for a source of that kind.
    static func bit(_ kind: Kind) -> UInt8 {
        switch kind {
        case .inApp: return 1
        case .otherApp: return 2
        case .universalLink: return 4
        case .push: return 8
        case .webPage: return 16
        }
    }
}
