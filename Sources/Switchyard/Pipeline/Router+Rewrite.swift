/// What the rewrite rules made of the URL an open was given: each rewrite applied, and the URL scanned once
/// when no rule applied and the rules scan as the table does, for the lookup to take as it is (ADR 0026).
@usableFromInline
struct RewriteIntake: Sendable {
    /// Each rewrite applied, in order; empty when no rule applied.
    @usableFromInline let steps: [RewriteStep]
    /// The URL as scanned for the rules, when no rule applied and the scan is the table's own.
    @usableFromInline let scanned: RouteURL?

    @inlinable
    init(steps: [RewriteStep], scanned: RouteURL?) {
        self.steps = steps
        self.scanned = scanned
    }
}

// Every function here is `@inlinable` although none is on the path of a router without rules: a generic
// function of the router that is not inlinable runs unspecialised in the app's module, looking up the
// metadata of `RouterSnapshot<Screen>` and its kin on every call (that cost an open through rules a third).
// The entry point is never inlined, so that the path of a router without rules stays as small as it was.

extension Router {
    /// Offers `target` to the rewrite rules. When the rules' intake options are the table's, the string is
    /// scanned once, with the table's options; the rules run on that scan, and a URL no rule applies to goes
    /// to the lookup without a second scan. Only a rewritten URL (a template renders a string) is scanned again.
    /// Rules made with other intake options keep scanning the string themselves.
    ///
    /// - Throws: ``RoutingError/Reason-swift.enum/rewriteLoop(_:)`` for a cycle or too long a chain;
    ///   ``RoutingError/Reason-swift.enum/refused(_:)`` for a URL the shared scan refuses (no rule applies to
    ///   such a URL, and the lookup would refuse it with the same words).
    @inlinable
    // The rules are read through `snapshot.rewrites?` in place: binding them (`if let rules`) copied the
    // struct, a dozen retains and releases per open.
    static func rewrite(_ target: String, original: String, _ snapshot: RouterSnapshot<Screen>) throws(RoutingError) -> RewriteIntake {
        guard snapshot.rewritesShareIntake else {
            do throws(RewriteLoopError) {
                return RewriteIntake(steps: try snapshot.rewrites?.steps(target) ?? [], scanned: nil)
            } catch {
                throw RoutingError(.rewriteLoop(error), url: original)
            }
        }
        let url: RouteURL
        do { url = try snapshot.table.scan(target) } catch { throw RoutingError(.refused(error), url: original) }
        do throws(RewriteLoopError) {
            let steps = try snapshot.rewrites?.steps(url) ?? []
            return RewriteIntake(steps: steps, scanned: steps.isEmpty ? url : nil)
        } catch {
            throw RoutingError(.rewriteLoop(error), url: original)
        }
    }

    /// An open's decision through rewrite rules; `rewritten` is set to the URL it was made for (the last
    /// rewrite's result; left as `target` when no rule applies). Out of line: a router without rules never
    /// calls it. What ``rewrite(_:original:_:)`` and ``decide(_:target:original:source:_:allCandidates:)`` do
    /// for the dry run, without the `RewriteIntake` and the tuple between them (each cost an open retains).
    @inlinable @inline(never)
    static func decide(
        rewriting target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>, rewritten: inout String
    ) throws(RoutingError) -> OpenDecision<Screen> {
        guard snapshot.rewritesShareIntake else {
            do throws(RewriteLoopError) {
                if let last = try snapshot.rewrites?.steps(target).last { rewritten = last.to }
            } catch {
                throw RoutingError(.rewriteLoop(error), url: original)
            }
            return try decide(rewritten, original: original, source: source, snapshot, allCandidates: false)
        }
        let url: RouteURL
        do { url = try snapshot.table.scan(target) } catch { throw RoutingError(.refused(error), url: original) }
        let last: RewriteStep?
        do throws(RewriteLoopError) {
            last = try snapshot.rewrites?.steps(url).last
        } catch {
            throw RoutingError(.rewriteLoop(error), url: original)
        }
        guard let last else { return decide(url, original: original, source: source, snapshot, allCandidates: false) }
        rewritten = last.to
        return try decide(last.to, original: original, source: source, snapshot, allCandidates: false)
    }

    /// The decision for what the rules made of `target`: the scanned URL when there is one, else the string
    /// the rules ended with. Also returns that string.
    @inlinable
    static func decide(
        _ intake: RewriteIntake, target: String, original: String, source: RouteSource, _ snapshot: RouterSnapshot<Screen>,
        allCandidates: Bool
    ) throws(RoutingError) -> (String, OpenDecision<Screen>) {
        if let url = intake.scanned {
            return (target, decide(url, original: original, source: source, snapshot, allCandidates: allCandidates))
        }
        let rewritten = intake.steps.last?.to ?? target
        return (rewritten, try decide(rewritten, original: original, source: source, snapshot, allCandidates: allCandidates))
    }
}
