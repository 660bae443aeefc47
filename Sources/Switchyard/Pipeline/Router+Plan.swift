/// Where an open goes before any middleware or handler runs. `open` acts on it and `canOpen` reports it, so a
/// dry run cannot drift from a real open: both make it with ``Router/plan(_:original:source:_:allCandidates:rewrites:allowance:)``.
enum OpenPlan {
    /// The candidate to open, permitted for the source, and the permitted candidates after it in rank order
    /// (`nil` when not looked up yet: an open asks for them only when the first candidate declines).
    case candidate(RouteMatch<RouteBinding>, others: [RouteMatch<RouteBinding>]?)
    /// No route the source may open: no route matches, or the policy refuses every one that does. The
    /// unmatched handler decides, given this error.
    case unrouted(RoutingError)
}

/// What the walk is given once the rewrite rules have run: a string (the caller's, or the last rewrite's),
/// which the walk scans itself, or a URL the rules already scanned with the table's intake options.
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
    ///   - allowance: What the link's way has spent on a document's regex rules, which this pass spends too
    ///     (``RegexAllowance``, ADR 0057).
    /// - Throws: ``RoutingError`` when the URL itself is refused by the intake contract, or the rewrite
    ///   rules loop or pass the allowance.
    static func plan(
        _ target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool,
        rewrites: inout [RewriteStep], allowance: inout RegexAllowance
    ) throws(RoutingError) -> OpenPlan {
        if snapshot.rewrites != nil {
            return try planRewritten(
                target, original: original, source: source, snapshot, allCandidates: allCandidates, rewrites: &rewrites,
                allowance: &allowance)
        }
        if allowance.captureRoutes > 0 { try spendRouteCaptures(target, original: original, rewrites, &allowance, snapshot.captureWeights) }
        guard allCandidates || snapshot.mayRefuse(source) else {
            // No route can be refused to this source: the plain walk, fused with the string's scan.
            return try Self.planned(snapshot.table.lookup(target), original: original)
        }
        return try planUnderPolicy(.text(target), original: original, source: source, snapshot, allCandidates: allCandidates)
    }

    /// Spends the match of `url` against a routing document's routes and redirects with capture regexes (ADR 0051,
    /// decision 6), or refuses the link as a rewrite loop is when that passes the way's allowance.
    @inline(never)
    static func spendRouteCaptures(
        _ url: String, original: String, _ rewrites: [RewriteStep], _ allowance: inout RegexAllowance, _ captures: CaptureWeights?
    ) throws(RoutingError) {
        guard !allowance.spendCaptures(routes: true, on: url), let refused = allowance.refused else { return }
        let error = RewriteError(captureLabel: captures?.label ?? "the document", refused: refused, steps: rewrites)
        throw RoutingError(.rewriteLoop(error), url: original)
    }

    /// What the plain walk found, as a plan.
    /// `consuming`: the match moves into the plan, not copied (three references an open would retain and release).
    static func planned(
        _ found: consuming Result<RouteMatch<RouteBinding>, MatchError>, original: String
    ) throws(RoutingError) -> OpenPlan {
        switch consume found {
        case .success(let match): return .candidate(match, others: nil)
        case .failure(.refused(let refusal)): throw RoutingError(.refused(refusal), url: original)
        case .failure(let failure): return .unrouted(RoutingError(.noRoute(failure), url: original))
        }
    }

    /// ``plan(_:original:source:_:allCandidates:rewrites:allowance:)`` with rewrite rules: the rules first, then the walk
    /// with the source the URL runs with after them (``rewrittenSource(_:_:_:)``: a nested URL runs as a link
    /// from a web page of the outer link's origin), under the policy when it can refuse a route to that source.
    static func planRewritten(
        _ target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool,
        rewrites: inout [RewriteStep], allowance: inout RegexAllowance
    ) throws(RoutingError) -> OpenPlan {
        let input = try rewrite(target, original: original, snapshot, steps: &rewrites, allowance: &allowance)
        if allowance.captureRoutes > 0 {
            try spendRouteCaptures(rewrites.last?.to ?? target, original: original, rewrites, &allowance, snapshot.captureWeights)
        }
        // A nested URL runs as a web page of the outer origin, but a source the app denies stays denied.
        let source = snapshot.policy.judged(source, nested: rewrittenSource(source, rewrites, snapshot))
        guard allCandidates || snapshot.mayRefuse(source) else {
            switch input {
            case .text(let string): return try planned(snapshot.table.lookup(string), original: original)
            case .scanned(let url): return try planned(snapshot.table.lookup(url), original: original)
            }
        }
        return try planUnderPolicy(input, original: original, source: source, snapshot, allCandidates: allCandidates)
    }

    /// The source a URL opened from `source` runs with after `steps`: `source` itself, unless a step opened the
    /// URL a query item carries (``RewriteRule/NestedURL``).
    static func rewrittenSource(_ source: RouteSource, _ steps: [RewriteStep], _ snapshot: RouterSnapshot<Screen>) -> RouteSource {
        guard !steps.isEmpty, let rules = snapshot.rewrites else { return source }
        return rules.source(source, after: steps)
    }

    /// ``plan(_:original:source:_:allCandidates:rewrites:allowance:)`` when the policy may refuse a route to `source` (or
    /// a dry run lists every candidate): the one walk under the policy, and the refusal it ends in
    /// when no permitted route matches.
    static func planUnderPolicy(
        _ input: WalkInput, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool
    ) throws(RoutingError) -> OpenPlan {
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

    /// The walk of ``planUnderPolicy(_:original:source:_:allCandidates:)``: one walk with the policy as
    /// its predicate (for a string, fused with its scan), which skips a refused route where it reaches it and
    /// keeps the best refused one. With `allCandidates` (a dry run), the one walk lists every permitted
    /// candidate too (`others`: those after the first; `nil` for an open, which looks them up only when the
    /// first declines).
    static func walkUnderPolicy(
        _ input: WalkInput, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool
    ) -> (found: PermittedLookup<RouteBinding>, others: [RouteMatch<RouteBinding>]?) {
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

    /// The rewrite rules' part of ``plan(_:original:source:_:allCandidates:rewrites:allowance:)``: what the walk is
    /// given. When the rules' intake options are the table's, the string is scanned once; the rules run on
    /// that scan, each rewritten URL is scanned once to offer it to the rules again, and the walk takes the
    /// last URL as scanned (ADR 0026). Rules made with other intake options scan strings themselves, and the
    /// walk takes the last rewrite's string. A router without rules never calls it.
    ///
    /// - Throws: ``RoutingError/Reason-swift.enum/rewriteLoop(_:)`` for a cycle, too long a chain or a try of a
    ///   document's regex rule past the link's `allowance`;
    ///   ``RoutingError/Reason-swift.enum/refused(_:)`` for a URL the shared scan refuses (no rule applies to
    ///   such a URL, and the walk would refuse it with the same words).
    static func rewrite(
        _ target: String, original: String, _ snapshot: RouterSnapshot<Screen>, steps: inout [RewriteStep],
        allowance: inout RegexAllowance
    ) throws(RoutingError) -> WalkInput {
        guard snapshot.rewritesShareIntake else {
            // `accept` is judged before any rewrite (issue #57, item 2): a refused origin is walked as it is.
            if let url = try? snapshot.table.scan(target), !snapshot.table.isAccepted(url) { return .text(target) }
            do throws(RewriteError) {
                steps = try snapshot.rewrites?.steps(target, allowance: &allowance) ?? []
            } catch {
                throw RoutingError(.rewriteLoop(error), url: original)
            }
            return .text(steps.last?.to ?? target)
        }
        let url: RouteURL
        do { url = try snapshot.table.scan(target) } catch { throw RoutingError(.refused(error), url: original) }
        // `accept` is judged before any rewrite (issue #57, item 2): the walk refuses the origin.
        guard snapshot.table.isAccepted(url) else { return .scanned(url) }
        // `nil`: the last rewrite made a URL the scan refuses; the walk of its text says why, in the words of an
        // open without the shared scan.
        let scanned: RouteURL?
        do throws(RewriteError) {
            scanned = try snapshot.rewrites?.resolve(url, steps: &steps, allowance: &allowance)
        } catch {
            throw RoutingError(.rewriteLoop(error), url: original)
        }
        guard let scanned else { return .text(steps.last?.to ?? target) }
        return .scanned(scanned)
    }

    /// The permitted candidates after the first, for an open whose first candidate declined and whose others
    /// were not looked up: one walk of the table that skips the routes the policy refuses to `source`.
    static func permittedOthers(
        _ url: RouteURL, source: RouteSource, _ snapshot: RouterSnapshot<Screen>
    ) -> [RouteMatch<RouteBinding>] {
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
    func mayRefuse(_ source: RouteSource) -> Bool {
        refusableKinds & source.kindBit != 0 || (deniesSources && policy.denies(source))
    }
}

extension RouteSource {
    /// This source's kind as one bit (``SourcePolicy/refusedKinds(visibility:tags:)``).
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
