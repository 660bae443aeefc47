// Every function here is `@inlinable` although none is on the path of a router without rules: a generic
// function of the router that is not inlinable runs unspecialised in the app's module, looking up the
// metadata of `RouterSnapshot<Screen>` and its kin on every call (that cost an open through rules a third).
// The entry point an open calls is never inlined, so that the path of a router without rules stays as small
// as it was.

extension Router {
    /// The decision for a URL offered to the rewrite rules: what `open` acts on and `canOpen` reports, both
    /// through this one function, so that a dry run cannot drift from an open. `rewrites` gets each rewrite
    /// applied, in order.
    ///
    /// When the rules' intake options are the table's, the string is scanned once, with the table's options;
    /// the rules run on that scan, and each rewritten URL is scanned once, to offer it to the rules again. The
    /// URL the chain ends with goes to the lookup as scanned (ADR 0026): a URL no rule applies to, or the
    /// last rewrite's result. Rules made with other intake options scan strings themselves, and the lookup
    /// takes the last rewrite's string.
    ///
    /// - Throws: ``RoutingError/Reason-swift.enum/rewriteLoop(_:)`` for a cycle or too long a chain;
    ///   ``RoutingError/Reason-swift.enum/refused(_:)`` for a URL the shared scan refuses (no rule applies to
    ///   such a URL, and the lookup would refuse it with the same words).
    @inlinable
    // The rules are read through `snapshot.rewrites?` in place: binding them (`if let rules`) copied the
    // struct, a dozen retains and releases per open.
    static func decide(
        rewriting target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, allCandidates: Bool,
        rewrites: inout [RewriteStep]
    ) throws(RoutingError) -> OpenDecision<Screen> {
        guard snapshot.rewritesShareIntake else {
            do throws(RewriteError) {
                rewrites = try snapshot.rewrites?.steps(target) ?? []
            } catch {
                throw RoutingError(.rewriteLoop(error), url: original)
            }
            return try decide(rewrites.last?.to ?? target, original: original, source: source, snapshot, allCandidates: allCandidates)
        }
        let url: RouteURL
        do { url = try snapshot.table.scan(target) } catch { throw RoutingError(.refused(error), url: original) }
        // `nil`: the last rewrite made a URL the scan refuses. (Not `rewrites?.resolve(…) ?? url`: the optional
        // chain would fold that `nil` into "no rules" and look up the URL as given.)
        let scanned: RouteURL?
        do throws(RewriteError) {
            if snapshot.rewrites != nil { scanned = try snapshot.rewrites?.resolve(url, steps: &rewrites) } else { scanned = url }
        } catch {
            throw RoutingError(.rewriteLoop(error), url: original)
        }
        if let scanned { return decide(scanned, original: original, source: source, snapshot, allCandidates: allCandidates) }
        // The lookup of the refused URL's text says why, in the words of an open without the shared scan.
        return try decide(rewrites.last?.to ?? target, original: original, source: source, snapshot, allCandidates: allCandidates)
    }

    /// An open's decision through rewrite rules (``decide(rewriting:original:source:_:allCandidates:rewrites:)``
    /// without the other candidates); `rewritten` is set to the URL it was made for (the last rewrite's result;
    /// left as `target` when no rule applies). Out of line: a router without rules never calls it.
    @inlinable @inline(never)
    static func decide(
        rewriting target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, rewritten: inout String
    ) throws(RoutingError) -> OpenDecision<Screen> {
        var steps: [RewriteStep] = []
        let decision = try decide(rewriting: target, original: original, source: source, snapshot, allCandidates: false, rewrites: &steps)
        if let last = steps.last { rewritten = last.to }
        return decision
    }
}
