/// One rewrite applied: which rule, the URL it was given and the URL it made.
///
/// ```swift
/// for step in try rules.steps("https://m.shop.example/p/7") {
///     print("rewrite \(step.ruleIndex + 1): \(step.from) → \(step.to)")
/// }
/// ```
package struct RewriteStep: Sendable, Hashable, CustomStringConvertible {
    /// The rule's index in ``RewriteRules/rules``.
    package let ruleIndex: Int
    /// The URL the rule was given.
    package let from: String
    /// The URL it made.
    package let to: String

    /// A step.
    package init(ruleIndex: Int, from: String, to: String) {
        self.ruleIndex = ruleIndex
        self.from = from
        self.to = to
    }

    package var description: String { "rewrite \(ruleIndex + 1): \(from) → \(to)" }
}

extension RewriteRules {
    /// Every rewrite `string` goes through, in order; empty when no rule applies.
    ///
    /// ```swift
    /// try rules.steps("legacy://item/7").map(\.to)   // ["https://m.shop.example/product/7.html", "shop://goods/7"]
    /// ```
    ///
    /// - Throws: ``RewriteError`` for a cycle or a chain longer than 8 steps (or past a link's regex allowance, with
    ///   a routing document's rules).
    package func steps(_ string: String) throws(RewriteError) -> [RewriteStep] {
        var allowance = RegexAllowance()
        return try steps(string, allowance: &allowance)
    }

    /// ``steps(_:)``, each try of a document's regex rule spending `allowance`, which one link's way shares
    /// (ADR 0057).
    ///
    /// - Throws: ``RewriteError`` for a cycle, a chain longer than 8 steps, or a try past the allowance.
    package func steps(_ string: String, allowance: inout RegexAllowance) throws(RewriteError) -> [RewriteStep] {
        try chain(from: step(string, allowance: &allowance), allowance: &allowance)
    }

    /// Every rewrite a URL already scanned (with the rules' intake options) goes through, appended to `steps`;
    /// returns the URL the chain ends with, scanned: `url` itself when no rule applies, else the last rewrite's
    /// result as the rules scanned it to offer it to them again, so that the lookup takes it without scanning
    /// it once more. `nil` when that result does not scan (the lookup of its text reports why).
    func resolve(
        _ url: RouteURL, steps: inout [RewriteStep], allowance: inout RegexAllowance
    ) throws(RewriteError) -> RouteURL? {
        var current = url
        let start = steps.count
        while let step = step(current, allowance: &allowance), step.to != step.from {
            steps.append(step)
            let taken = steps[start...]
            if let first = taken.firstIndex(where: { $0.from == step.to }) { throw loopError(.cycle, Array(steps[first...])) }
            if taken.count > Self.maximumSteps { throw loopError(.tooManySteps, Array(taken)) }
            guard let next = try? table.scan(step.to) else { return nil }
            current = next
        }
        if let refused = allowance.refused { throw allowanceError(refused, Array(steps[start...])) }
        return current
    }

    /// The chain that `first` starts: each result offered to the rules again, until no rule applies or a
    /// rule gives back the URL it was given.
    func chain(from first: RewriteStep?, allowance: inout RegexAllowance) throws(RewriteError) -> [RewriteStep] {
        var steps: [RewriteStep] = []
        var next = first
        while let step = next, step.to != step.from {
            steps.append(step)
            if let start = steps.firstIndex(where: { $0.from == step.to }) {
                throw loopError(.cycle, Array(steps[start...]))
            }
            if steps.count > Self.maximumSteps { throw loopError(.tooManySteps, steps) }
            next = self.step(step.to, allowance: &allowance)
        }
        if let refused = allowance.refused { throw allowanceError(refused, steps) }
        return steps
    }

    /// The error for a try past the link's allowance, after `steps` (ADR 0057): the rule, named where it is written,
    /// and what the way would have spent with it.
    @inline(never)
    private func allowanceError(_ refused: (ruleIndex: Int, total: Int), _ steps: [RewriteStep]) -> RewriteError {
        if refused.ruleIndex < 0 {
            // The pattern rewrites' capture regexes: a document's rules come first, and their names end in its label
            // (`rewrite 1 of document 12`, ``RewriteRules/name(ofRule:leadingCount:leadingLabel:)``).
            let first = templates.first?.ruleName ?? "", prefix = "rewrite 1 of "
            let label = first.hasPrefix(prefix) ? String(first.dropFirst(prefix.count)) : "the document"
            return RewriteError(captureLabel: label, refused: refused, steps: steps)
        }
        let name = templates[refused.ruleIndex].ruleName ?? "rewrite \(refused.ruleIndex + 1)"
        return RewriteError(allowance: name, ruleIndex: refused.ruleIndex, total: refused.total, steps: steps)
    }

    /// The error for `steps`, naming their rules where they are written when routing changes put rules first.
    @inline(never)
    private func loopError(_ loop: RewriteError.Loop, _ steps: [RewriteStep]) -> RewriteError {
        let names = steps.compactMap { templates[$0.ruleIndex].ruleName }
        return RewriteError(loop: loop, steps: steps, ruleNames: names.count == steps.count ? names : [])
    }
}
