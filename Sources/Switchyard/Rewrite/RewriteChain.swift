/// One rewrite applied: which rule, the URL it was given and the URL it made.
///
/// ```swift
/// for step in try rules.steps("https://m.shop.example/p/7") {
///     print("rewrite \(step.ruleIndex + 1): \(step.from) → \(step.to)")
/// }
/// ```
public struct RewriteStep: Sendable, Hashable, CustomStringConvertible {
    /// The rule's index in ``RewriteRules/rules``.
    public let ruleIndex: Int
    /// The URL the rule was given.
    public let from: String
    /// The URL it made.
    public let to: String

    /// A step.
    public init(ruleIndex: Int, from: String, to: String) {
        self.ruleIndex = ruleIndex
        self.from = from
        self.to = to
    }

    public var description: String { "rewrite \(ruleIndex + 1): \(from) → \(to)" }
}

/// Rewrites that do not end: a cycle (rule 1 makes a URL rule 2 takes back to where it started) or a
/// chain longer than ``RewriteRules/maximumSteps``. The URL is not opened.
///
/// ```swift
/// do { _ = try rules.steps("https://a.example/x") } catch {
///     error.kind       // .cycle
///     error.rules      // [0, 1]: the rules involved, in order
///     print(error)     // rewrites form a cycle: rewrite 1 → rewrite 2 → rewrite 1 (https://a.example/x → …)
/// }
/// ```
public struct RewriteLoopError: Error, Sendable, Hashable, CustomStringConvertible {
    /// How the rewrites failed to end.
    public enum Kind: String, Sendable, Hashable {
        /// A URL came back: the steps go from it back to it.
        case cycle
        /// More than ``RewriteRules/maximumSteps`` steps, none repeating a URL.
        case tooManySteps
    }

    /// How the rewrites failed to end.
    public let kind: Kind
    /// The steps: the cycle's, or every step taken.
    public let steps: [RewriteStep]
    /// How messages name each step's rule, where it is written (`rewrite 1 of document 12`, `the app's
    /// rewrite 2`); empty for `rewrite N`.
    var ruleNames: [String] = []

    /// The indices of the rules involved, in the order they applied.
    public var rules: [Int] { steps.map(\.ruleIndex) }

    public var description: String {
        let rules = ruleNames.count == steps.count ? ruleNames : steps.map { "rewrite \($0.ruleIndex + 1)" }
        let urls = ([steps.first?.from].compactMap { $0 } + steps.map(\.to)).joined(separator: " → ")
        switch kind {
        case .cycle:
            return "rewrites form a cycle: \((rules + [rules.first ?? ""]).joined(separator: " → ")) (\(urls))"
        case .tooManySteps:
            return "more than \(RewriteRules.maximumSteps) rewrites: \(rules.joined(separator: " → ")) (\(urls))"
        }
    }
}

extension RewriteRules {
    /// Every rewrite `string` goes through, in order; empty when no rule applies.
    ///
    /// ```swift
    /// try rules.steps("legacy://item/7").map(\.to)   // ["https://m.shop.example/product/7.html", "shop://goods/7"]
    /// ```
    ///
    /// - Throws: ``RewriteLoopError`` for a cycle or a chain longer than ``maximumSteps``.
    public func steps(_ string: String) throws(RewriteLoopError) -> [RewriteStep] {
        try chain(from: step(string))
    }

    /// Every rewrite a URL already scanned goes through (``steps(_:)-(String)`` without scanning it again, when
    /// it was scanned with the rules' intake options).
    @usableFromInline
    func steps(_ url: RouteURL) throws(RewriteLoopError) -> [RewriteStep] {
        try chain(from: step(url))
    }

    /// The chain that `first` starts: each result offered to the rules again, until no rule applies or a
    /// rule gives back the URL it was given.
    func chain(from first: RewriteStep?) throws(RewriteLoopError) -> [RewriteStep] {
        var steps: [RewriteStep] = []
        var next = first
        while let step = next, step.to != step.from {
            steps.append(step)
            if let start = steps.firstIndex(where: { $0.from == step.to }) {
                throw loopError(.cycle, Array(steps[start...]))
            }
            if steps.count > Self.maximumSteps { throw loopError(.tooManySteps, steps) }
            next = self.step(step.to)
        }
        return steps
    }

    /// The error for `steps`, naming their rules where they are written when routing changes put rules first.
    @inline(never)
    private func loopError(_ kind: RewriteLoopError.Kind, _ steps: [RewriteStep]) -> RewriteLoopError {
        let names = steps.compactMap { templates[$0.ruleIndex].ruleName }
        return RewriteLoopError(kind: kind, steps: steps, ruleNames: names.count == steps.count ? names : [])
    }
}
