import Foundation
package import Switchyard
import SwitchyardConfig

/// A rewrite rule as lint sees it: its text and where its `to` is written (in the table or a document).
struct LintedRewrite {
    var rule: RewriteRule
    var toLocation: TextLocation
    /// How diagnostics name it: `rewrite "FROM" → "TO"`.
    var arrow: String { "rewrite \(LintChecks.quoted(rule.from)) → \(LintChecks.quoted(rule.to))" }
}

extension LintChecks {
    /// One rewrite rule's sample: a URL its `from` matches, and where the rules' chain takes it.
    struct RewriteSample {
        var url: String
        var target: String
    }

    /// Rewrites whose chain ends at no route, that lead an external URL to an internal route, and chains
    /// that loop (a cycle, or more than `RewriteRules.maximumSteps` rewrites). `rules` are the rules in
    /// force: the table's own, or a document's before them. Regex rules have no sample URL of their own;
    /// they are checked where a pattern rule's chain reaches them.
    mutating func checkRewrites(_ linted: [LintedRewrite], rules: RewriteRules, table: RouteTable<RouteEntry>) {
        checkNestedSources(linted)
        var loops: Set<[Int]> = []
        for (index, rewrite) in linted.enumerated() where rewrite.rule.kind == .pattern {
            var samples: [RewriteSample] = []
            for url in Samples.rewriteURLs(rewrite.rule, index: index, rules: rules, table: table) {
                do throws(RewriteError) {
                    if let last = try rules.steps(url).last { samples.append(RewriteSample(url: url, target: last.to)) }
                } catch {
                    // Each loop once, named from its lowest rule, at that rule's "to".
                    let cycle = Self.rotated(error.rules)
                    guard loops.insert(cycle).inserted else { continue }
                    let at = linted.indices.contains(cycle[0]) ? linted[cycle[0]].toLocation : rewrite.toLocation
                    add(.error, at, Self.loopMessage(error, url: url, rules: rules))
                }
            }
            guard !samples.isEmpty else { continue }
            checkTargets(of: rewrite, index: index, samples: samples, table: table)
        }
    }

    /// A warning for a `{url:query.NAME}` rule whose nested URLs run in-app (RouteTableFileFormat, "A rewrite's
    /// nested URL"): whoever can send a link its `from` matches opens the app's internal routes through it.
    private mutating func checkNestedSources(_ linted: [LintedRewrite]) {
        for rewrite in linted where rewrite.rule.nested.source == .inApp && RewriteRule.opensNestedURL(rewrite.rule.to) {
            add(
                .warning, rewrite.toLocation,
                "\(rewrite.arrow) opens the URL it carries as in-app (\"nested\": {\"source\": \"in-app\"}): any link it takes, "
                    + "from any source, reaches internal routes; leave \"source\" out unless only the app writes such links")
        }
    }

    /// An error when no sample's target matches a route and none can (a note when lint cannot tell); a warning when
    /// one leads an external URL to an internal route.
    private mutating func checkTargets(of rewrite: LintedRewrite, index: Int, samples: [RewriteSample], table: RouteTable<RouteEntry>) {
        let results = samples.map { table.lookup($0.target) }
        if case .failure(let failure) = results[0], results.allSatisfy({ if case .failure = $0 { true } else { false } }) {
            let trail = "\(samples[0].url) becomes \(samples[0].target), and \(failure)"
            if let prefix = Self.valuePrefix(of: rewrite.rule.to), Self.someRoute(of: table, startsWith: prefix) {
                // The path is made from values lint made up, and a route begins as the path does: only real links can tell.
                add(
                    .note, rewrite.toLocation,
                    "lint cannot tell whether \(rewrite.arrow) leads to a route: its path depends on values it made up; \(trail)")
                return
            }
            add(.error, rewrite.toLocation, "\(rewrite.arrow) leads nowhere: \(trail)")
            return
        }
        guard PatternOutline.isFullURL(rewrite.rule.from) else { return }
        for (sample, result) in zip(samples, results) {
            guard case .success(let match) = result, match.route.value.isInternal else { continue }
            add(
                .warning, rewrite.toLocation,
                "\(rewrite.arrow) leads an external URL to internal route \(name(match.route)): \(sample.url) becomes \(sample.target); "
                    + "a router refuses it to links from outside the app, and opens it when the app itself opens the external URL",
                notes: [note(match.route.value.location, "route \(LintChecks.quoted(match.route.pattern.text)) is here")])
            return
        }
    }

    /// The literal start of `template`'s path, before its first value, when a value is written before its query
    /// or fragment (so that the route a link reaches depends on it); `nil` when the path is fixed.
    static func valuePrefix(of template: String) -> LiteralStart? {
        let path = template.prefix { $0 != "?" && $0 != "#" }
        guard path.contains("{") else { return nil }
        return LiteralStart(String(path), stoppingAt: "{")
    }

    /// Whether some route's pattern could begin as `start` does, before either reaches a capture: then values lint
    /// did not try may lead there.
    static func someRoute(of table: RouteTable<RouteEntry>, startsWith start: LiteralStart) -> Bool {
        table.routes.contains { route in
            let text = route.pattern.text
            let full = text.hasPrefix("/") ? (route.scheme.map { "\($0):/" } ?? "") + text : text
            return LiteralStart(full, stoppingAt: ":<(*{#?").isCompatible(with: start)
        }
    }

    /// The literal beginning of a URL or a pattern: its scheme (when it has one) and the text after `://` up to
    /// the first character that starts a value or a capture, lowercased (a conservative comparison).
    struct LiteralStart {
        var scheme: String?
        var rest: String

        init(_ text: String, stoppingAt stops: String) {
            if let separator = text.range(of: "://"), !text[..<separator.lowerBound].contains(where: stops.contains) {
                scheme = text[..<separator.lowerBound].lowercased()
                rest = String(text[separator.upperBound...].prefix { !stops.contains($0) }).lowercased()
            } else {
                scheme = nil
                rest = String(text.drop { $0 == "/" }.prefix { !stops.contains($0) }).lowercased()
            }
        }

        /// Whether a URL could begin with both: the same scheme (or either has none), one literal part
        /// beginning the other.
        func isCompatible(with other: LiteralStart) -> Bool {
            if let scheme, let otherScheme = other.scheme, scheme != otherScheme { return false }
            return rest.hasPrefix(other.rest) || other.rest.hasPrefix(rest)
        }
    }

    /// The rules of a cycle, starting from the lowest (so that one cycle found from each of its rules
    /// reads the same); a chain that is too long, as it is.
    package static func rotated(_ rules: [Int]) -> [Int] {
        guard let lowest = rules.indices.min(by: { rules[$0] < rules[$1] }) else { return rules }
        return Array(rules[lowest...] + rules[..<lowest])
    }

    /// `rewrites form a cycle: rewrite 3 ("FROM") → rewrite 4 ("FROM") → rewrite 3 ("FROM") (URL → URL → URL); …`
    /// (errors.json's `match.rewrite-cycle`, its rules named with their "from", and lint's advice);
    /// `name` says how a rule is named (a document's rules: `rewrite 1 of document 40`).
    package static func loopMessage(
        _ error: RewriteError, url: String, rules: RewriteRules, name: (Int) -> String = { "rewrite \($0 + 1)" }
    ) -> String {
        func label(_ index: Int) -> String { "\(name(index)) (\(LintChecks.quoted(rules.rules[index].from)))" }
        let urls = ([error.steps.first?.from].compactMap { $0 } + error.steps.map(\.to)).joined(separator: " → ")
        switch error.loop {
        case .cycle?:
            let cycle = rotated(error.rules)
            let rules = (cycle + [cycle[0]]).map(label).joined(separator: " → ")
            return LintText.matchRewriteCycle(rules: rules, urls: urls)
                + "; a router refuses such URLs (a rewrite loop) instead of opening them"
        case .overAllowance?:
            return "\(url): \(error.message); a router refuses it"
        case .tooManySteps?, nil:
            return "\(url) goes through more than \(RewriteRules.maximumSteps) rewrites: "
                + "\(error.rules.map(label).joined(separator: " → ")); a router refuses it (a rewrite loop); rewrite to the final URL directly"
        }
    }
}
