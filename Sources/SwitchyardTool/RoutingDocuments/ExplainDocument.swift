package import Switchyard
import SwitchyardExplain
package import SwitchyardRoutingDocuments
import SwitchyardToolCore

/// `explain --document` and `match --document`: the URL's way through the table with a routing document
/// applied, as a router that applied it opens it: each rewrite (the document's first), a redirect or an
/// `always` degrade followed to its URL (which is rewritten and matched again), then the table's account of
/// the match and the route that opens.
package struct DocumentExplain {
    let file: RouteTableFile
    let document: RoutingDocument
    let router: Router<String>
    let rules: RewriteRules
    /// The device degrades are limited by (`nil`: every degrade applies).
    let context: DeviceContext?
    /// The source policy every leg is judged by (`nil`: the router's default).
    let policy: SourcePolicy?
    /// What each way's matches spend on the document's capture regexes (ADR 0051, decision 6), read once here as the
    /// router reads them when the document applies (`nil`: none, or no document in force).
    let captureWeights: CaptureWeights?

    /// The router and rules a document makes over `file`, or why it does not apply. `handlers` are the
    /// handler names the app binds for the document's routes (`nil`: every name). Degrades limited to other
    /// app versions or platforms than `context`'s are left out (`nil`: every degrade applies). The router runs
    /// `policy` (`match --document --source`'s rules), so that a redirect or degrade to a route the source may
    /// not reach stops there, as the app's router stops it (`nil`: the router's default).
    ///
    /// - Throws: `RoutingDocumentError` (`unboundHandler`, `doesNotApply`), as the app refuses the document.
    package init(
        file: RouteTableFile, document: RoutingDocument, handlers: Set<String>? = nil, context: DeviceContext? = nil,
        policy: SourcePolicy? = nil
    ) throws {
        try self.init(file: file, document: document, handlers: handlers, context: context, policy: policy, inForce: true)
    }

    /// The table alone, no document in force (every document refused): the app's router as it runs its own routes,
    /// which names the table's rules `rewrite N` (not `the app's rewrite N`, as with a document in force).
    package static func tableAlone(file: RouteTableFile, policy: SourcePolicy? = nil) throws -> DocumentExplain {
        try DocumentExplain(file: file, document: RoutingDocument(serial: 1), handlers: nil, context: nil, policy: policy, inForce: false)
    }

    private init(
        file: RouteTableFile, document: RoutingDocument, handlers: Set<String>?, context: DeviceContext?, policy: SourcePolicy?,
        inForce: Bool
    ) throws {
        self.file = file
        self.document = document
        self.context = context
        self.policy = policy
        self.handlers = handlers
        self.inForce = inForce
        captureWeights = inForce ? document.captureWeights : nil
        let bound = document.routes.map(\.handler).filter { handlers?.contains($0) ?? true }
        var placeholders = NamedHandlers<String>()
        for name in bound { placeholders.register(name) { _ in .handled } }
        let changes = inForce ? try document.changes(handlers: placeholders, context: context) : nil
        router = try Self.router(file, handlers: bound, policy: policy, changes)
        unpoliced = policy == nil ? router : try Self.router(file, handlers: bound, policy: nil, changes)
        rules =
            inForce
            ? try RewriteRules(document.rewrites, over: file.rewrites, label: "document \(document.serial)", options: file.table.options)
            : file.rewrites
    }

    /// A router for `file` under `policy` with the document's `changes` applied (`nil`: the table alone).
    private static func router(
        _ file: RouteTableFile, handlers: [String], policy: SourcePolicy?, _ changes: RoutingChanges<String>?
    ) throws -> Router<String> {
        let router = try DocumentLint.router(file, handlers: handlers, policy: policy)
        guard let changes else { return router }
        do {
            try router.apply(changes)
        } catch {
            throw RoutingDocumentError(.doesNotApply, "\(error)")
        }
        return router
    }

    /// Whether the document is applied (`false`: the table alone, ``tableAlone(file:policy:)``).
    let inForce: Bool

    /// The same router without the app's rules: every candidate of a URL opened in-app (`match --document
    /// --source` judges them itself, listing the ones the source may not reach as `refused`).
    let unpoliced: Router<String>

    /// The handler names the app binds (`nil`: every name).
    let handlers: Set<String>?

    /// The same document over the same table, its router under `policy` (a link's own rules, in the corpus).
    package func judged(by policy: SourcePolicy?) throws -> DocumentExplain {
        try DocumentExplain(file: file, document: document, handlers: handlers, context: context, policy: policy, inForce: inForce)
    }

    /// A redirect or degrade the way followed, or the `handlerFails` degrade of the route it ends at.
    struct Sent {
        enum Kind: String { case redirect, degrade }
        var kind: Kind
        /// `redirect 1 ("FROM" → "TO")`, `degrade 2 (ROUTE → "TO")`.
        var label: String
        /// The URL the route matched (after that leg's rewrites).
        var from: String
        /// The URL it sends to.
        var to: String
        /// Always, or only when the route's handler fails.
        var always: Bool
    }

    /// A URL's way: the rewrites of each leg and the routes that sent it on, in order.
    struct Way {
        enum Step {
            case rewrite(RewriteStep)
            case sent(Sent)
        }

        var steps: [Step] = []
        /// The URL matched last (after its leg's rewrites).
        var target: String
        /// The source the last leg started from: the link's, or the one the leg before it ran with (a nested URL's
        /// after its rewrite), since a redirect or degrade never gives a link more trust than it arrived with.
        var source: RouteSource
        /// The rewrites of the last leg.
        var lastLeg: [RewriteStep] = []
        /// Why the way stopped before a match, and whether redirects (not rewrites) looped.
        var stopped: (message: String, redirects: Bool)?

        /// The redirects and `always` degrades followed.
        var followed: [Sent] { steps.compactMap { if case .sent(let sent) = $0, sent.always { sent } else { nil } } }
        /// The `handlerFails` degrade of the route the way ends at.
        var degrade: Sent? { steps.last.flatMap { if case .sent(let sent) = $0, !sent.always { sent } else { nil } } }
    }

    /// Where `url` goes before its last match, as a router opening it from `source` goes. With `handlerFails`, the
    /// handler of the route it opens fails once: its `handlerFails` degrade is followed as an `always` one is.
    func way(_ url: String, from source: RouteSource = .inApp, handlerFails: Bool = false) -> Way {
        var way = Way(target: url, source: source)
        var path = [url]
        var redirects = 0
        var failing = handlerFails
        // What the way has spent on the document's regex rules, shared by every leg, as an open shares it (ADR 0057).
        var allowance = RegexAllowance(captures: captureWeights)
        while true {
            let legStart = way.target
            way.lastLeg = []
            do throws(RewriteError) {
                // `accept` is judged before any rewrite (file.rewrites.accept-first), as the router does.
                let refused = (try? file.table.scan(way.target)).map { !file.table.isAccepted($0) } ?? false
                way.lastLeg = refused ? [] : try rules.steps(way.target, allowance: &allowance)
            } catch {
                way.steps += error.steps.map { .rewrite($0) }
                way.lastLeg = error.steps
                way.stopped = (DocumentText.rewritesRefused(loop: error), false)
                return way
            }
            way.steps += way.lastLeg.map { .rewrite($0) }
            way.target = way.lastLeg.last?.to ?? way.target
            path += way.lastLeg.map(\.to)
            // The leg's match tries the document's routes' and redirects' capture regexes (ADR 0051, decision 6).
            if !allowance.spendCaptures(routes: true, on: way.target), let refused = allowance.refused {
                let error = RewriteError(captureLabel: "document \(document.serial)", refused: refused, steps: way.lastLeg)
                way.stopped = (DocumentText.rewritesRefused(loop: error), false)
                return way
            }
            guard case .success(let plan) = router.canOpen(legStart, from: way.source), var sent = sentElsewhere(plan, from: way.target)
            else {
                return way
            }
            if !sent.always, failing {
                // The handler failed: the router opens the degrade's URL next, as the handler's redirect.
                sent.always = true
                failing = false
            }
            way.steps.append(.sent(sent))
            guard sent.always else { return way }
            way.source = plan.source
            redirects += 1
            if let start = path.firstIndex(of: sent.to) {
                let loop = (path[start...] + [sent.to]).joined(separator: " → ")
                way.stopped = (DocumentText.redirectLoop(loop: loop, limit: 8), true)
                return way
            }
            if redirects > 8 {
                way.stopped = (DocumentText.tooManyRedirects(path: path.joined(separator: " → ")), true)
                return way
            }
            path.append(sent.to)
            way.target = sent.to
        }
    }

    /// ``way(_:from:)`` in words: one line per rewrite, redirect and degrade, the URL matched last, and why it
    /// stopped when it loops (as a router stops it).
    func follow(_ url: String) -> (lines: [String], target: String, stopped: (message: String, redirects: Bool)?) {
        let way = way(url)
        let lines = way.steps.map { step in
            switch step {
            case .rewrite(let rewrite): return line(rewrite)
            case .sent(let sent): return "\(sent.label): \(sent.from) → \(sent.to)" + (sent.always ? "" : " (only when its handler fails)")
            }
        }
        return (lines, way.target, way.stopped)
    }

    package func text(for url: String, limit: Int) -> String {
        let (lines, target, stopped) = follow(url)
        if let stopped { return (lines + ["stopped: \(stopped.message)"]).joined(separator: "\n") }
        var text = lines + [file.table.explain(target, limit: limit)]
        switch router.canOpen(target) {
        case .success(let plan):
            text.append(
                "with the document: opens \"\(plan.route.pattern)\" (\(plan.route.namespace ?? "global"))"
                    + (plan.route.name.map { " named \($0)" } ?? ""))
        case .failure(let error):
            text.append("with the document: \(error)")
        }
        return text.joined(separator: "\n")
    }

    /// `document rewrite 1 ("FROM")` or `rewrite 2 ("FROM")` (the table's numbering), and the step.
    private func line(_ step: RewriteStep) -> String {
        let count = document.rewrites.count
        let rule = rules.rules[step.ruleIndex]
        let from = rule.kind == .regex ? "regex \"\(rule.from)\"" : "\"\(rule.from)\""
        let name = step.ruleIndex < count ? "document rewrite \(step.ruleIndex + 1)" : "rewrite \(step.ruleIndex - count + 1)"
        return "\(name) (\(from)): \(step.from) → \(step.to)"
    }

    /// The redirect or degrade of the document that sends the planned route elsewhere.
    private func sentElsewhere(_ plan: RoutePlan, from url: String) -> Sent? {
        if let name = plan.route.name, name.hasPrefix("redirect "), let index = Int(name.dropFirst(9)),
            document.redirects.indices.contains(index - 1)
        {
            let redirect = document.redirects[index - 1]
            guard let template = try? RouteTemplate(redirect.to, for: redirect.from) else { return nil }
            let label = "redirect \(index) (\"\(redirect.from)\" → \"\(redirect.to)\")"
            return Sent(kind: .redirect, label: label, from: url, to: template.render(plan.parameters), always: true)
        }
        let applies = { (degrade: RoutingDocument.DocumentDegrade) in degrade.app.flatMap { app in context.map { $0.isIn(app) } } ?? true }
        guard let index = document.degrades.firstIndex(where: { applies($0) && $0.degrade.route.selects(plan.route) }) else { return nil }
        let degrade = document.degrades[index].degrade
        guard let template = try? RouteTemplate(degrade.to, for: plan.route.pattern) else { return nil }
        let label = "degrade \(index + 1) (\(degrade.route) → \"\(degrade.to)\")"
        return Sent(kind: .degrade, label: label, from: url, to: template.render(plan.parameters), always: degrade.when == .always)
    }
}
