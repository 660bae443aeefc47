import Switchyard
import SwitchyardConfig

extension LintChecks {
    /// One rewrite rule's sample: a URL its `from` matches, and what the table's rules make of it.
    struct RewriteSample {
        var index: Int
        var url: String
        var target: String
    }

    /// Rewrites whose target matches no route, that lead an external URL to an internal route, and that
    /// chain into another rewrite (which never applies: rewrites apply once) or form a cycle.
    mutating func checkRewrites() {
        var chained: [RewriteSample] = []
        for (index, rule) in file.spec.rewrites.enumerated() {
            let samples = Samples.urls(rule.from.value, scheme: nil, table: file.table).compactMap { url in
                file.rewrites.rewrite(url).map { RewriteSample(index: index, url: url, target: $0) }
            }
            guard let first = samples.first else { continue }
            chained.append(first)
            checkTargets(of: rule, samples: samples)
        }
        checkChains(chained)
    }

    /// An error when no sample's target matches a route; a warning when one leads an external URL to an internal route.
    private mutating func checkTargets(of rule: RouteTableSpec.Rewrite, samples: [RewriteSample]) {
        let arrow = "rewrite \"\(rule.from.value)\" → \"\(rule.to.value)\""
        let results = samples.map { file.table.lookup($0.target) }
        if case .failure(let failure) = results[0], results.allSatisfy({ if case .failure = $0 { true } else { false } }) {
            add(.error, rule.to.location, "\(arrow) leads nowhere: \(samples[0].url) becomes \(samples[0].target), and \(failure)")
            return
        }
        guard PatternScan.isExternal(rule.from.value) else { return }
        for (sample, result) in zip(samples, results) {
            guard case .success(let match) = result, match.route.value.isInternal else { continue }
            add(.warning, rule.to.location,
                "\(arrow) leads an external URL to internal route \(name(match.route)): \(sample.url) becomes \(sample.target); "
                    + "a router refuses it to links from outside the app, and opens it when the app itself opens the external URL",
                notes: [note(match.route.value.location, "route \"\(match.route.pattern.text)\" is here")])
            return
        }
    }

    /// A rule leads to another when its result matches that rule's `from`; cycles are errors, other chains warnings.
    private mutating func checkChains(_ samples: [RewriteSample]) {
        let rules = file.spec.rewrites
        let singles = rules.map { try? RewriteRules([RewriteRule(from: $0.from.value, to: $0.to.value)], options: file.table.options) }
        var next: [Int: Int] = [:]
        for sample in samples {
            if let j = rules.indices.first(where: { $0 != sample.index && singles[$0]?.rewrite(sample.target) != nil }) {
                next[sample.index] = j
            }
        }
        var reported: Set<Int> = []
        for start in next.keys.sorted() where !reported.contains(start) {
            var path = [start]
            var current = start
            while let j = next[current], !path.contains(j) { path.append(j); current = j }
            if next[current] == start {
                reported.formUnion(path)
                let steps = (path + [start]).map { "rewrite \($0 + 1) (\"\(rules[$0].from.value)\")" }.joined(separator: " → ")
                add(.error, rules[start].to.location,
                    "rewrites form a cycle: \(steps); rewrites apply once, so each URL stops after one step and the rules contradict each other")
            } else if let j = next[start], let sample = samples.first(where: { $0.index == start }) {
                add(.warning, rules[start].to.location,
                    "rewrite \(start + 1)'s result \(sample.target) matches rewrite \(j + 1) (\"\(rules[j].from.value)\"), which does not apply to it: rewrites apply once; rewrite to the final URL directly")
            }
        }
    }
}
