import Switchyard
import SwitchyardExplain
package import SwitchyardRoutingDocuments
import SwitchyardToolCore

/// `explain --document`: the URL's way through the table with a routing document applied, as a router
/// that applied it opens it: each rewrite (the document's first), a redirect or an `always` degrade
/// followed to its URL (which is rewritten and matched again), then the table's account of the match and
/// the route that opens.
package struct DocumentExplain {
    let file: RouteTableFile
    let document: RoutingDocument
    let router: Router<String>
    let rules: RewriteRules

    /// The router and rules a document makes over `file`, or why it does not apply.
    package init(file: RouteTableFile, document: RoutingDocument) throws {
        self.file = file
        self.document = document
        router = try DocumentLint.router(file, handlers: document.routes.map(\.handler))
        var placeholders = NamedHandlers<String>()
        for route in document.routes { placeholders.register(route.handler) { _ in .handled } }
        try router.apply(try document.changes(handlers: placeholders))
        rules = try RewriteRules(document.rewrites, over: file.rewrites, label: "document \(document.serial)", options: file.table.options)
    }

    /// Where `url` goes before its last match: one line per rewrite, redirect and degrade, the URL
    /// matched last, and why it stopped when it loops (as a router stops it).
    func follow(_ url: String) -> (lines: [String], target: String, stopped: (message: String, redirects: Bool)?) {
        var lines: [String] = []
        var target = url
        var path = [url]
        var redirects = 0
        while true {
            do throws(RewriteError) {
                // `accept` is judged before any rewrite (file.rewrites.accept-first), as the router does.
                let refused = (try? file.table.scan(target)).map { !file.table.isAccepted($0) } ?? false
                for step in refused ? [] : try rules.steps(target) { lines.append(line(step)); target = step.to; path.append(target) }
            } catch {
                return (lines + error.steps.map(line), target, ("\(error); a router refuses the URL", false))
            }
            guard case .success(let plan) = router.canOpen(target), let (label, next, always) = sentElsewhere(plan) else { break }
            lines.append("\(label): \(target) → \(next)" + (always ? "" : " (only when its handler fails)"))
            guard always else { break }
            redirects += 1
            if let start = path.firstIndex(of: next) {
                let loop = (path[start...] + [next]).joined(separator: " → ")
                return (lines, target, ("a redirect loop: \(loop); a router stops it after 8 redirects", true))
            }
            if redirects > 8 { return (lines, target, ("too many redirects: " + path.joined(separator: " → "), true)) }
            path.append(next)
            target = next
        }
        return (lines, target, nil)
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

    /// The redirect or degrade of the document that sends the planned route elsewhere: its label, the URL
    /// it sends to, and whether it always does.
    private func sentElsewhere(_ plan: RoutePlan) -> (String, String, Bool)? {
        if let name = plan.route.name, name.hasPrefix("redirect "), let index = Int(name.dropFirst(9)),
            document.redirects.indices.contains(index - 1)
        {
            let redirect = document.redirects[index - 1]
            guard let template = try? RouteTemplate(redirect.to, for: redirect.from) else { return nil }
            return ("redirect \(index) (\"\(redirect.from)\" → \"\(redirect.to)\")", template.render(plan.parameters), true)
        }
        guard let index = document.degrades.firstIndex(where: { $0.degrade.route.selects(plan.route) }) else { return nil }
        let degrade = document.degrades[index].degrade
        guard let template = try? RouteTemplate(degrade.to, for: plan.route.pattern) else { return nil }
        return ("degrade \(index + 1) (\(degrade.route) → \"\(degrade.to)\")", template.render(plan.parameters), degrade.when == .always)
    }
}
