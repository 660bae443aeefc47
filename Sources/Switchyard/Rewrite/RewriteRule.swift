/// One rewrite rule: a pattern (or a regular expression) and a URL template.
///
/// ```swift
/// let rule = RewriteRule(from: "https://m.shop.example/u/:uid", to: "shop://user/{uid}")
/// let legacy = RewriteRule(regex: #"^https://m\.shop\.example/p/(?<id>[0-9]+)$"#, to: "shop://goods/{id}")
/// builder.rewrites = try RewriteRules([rule, legacy])
/// ```
public struct RewriteRule: Sendable, Hashable {
    /// What `from` is written in.
    package enum Kind: String, Sendable, Hashable {
        /// The route pattern language; the rule lives in the rules' trie.
        case pattern
        /// A regular expression (`SegmentRegex`'s syntax, linear time) that must match the whole URL
        /// before its query and fragment; its named groups fill the template. Tried after every pattern rule.
        case regex
    }

    /// A pattern in the route pattern language, usually a full URL; or, for a rule made with
    /// ``init(regex:to:query:)``, the regex.
    public var from: String
    /// Whether `from` is a pattern or a regex.
    package var kind: Kind
    /// A URL with `{name}` placeholders for the captures of `from` (its named groups, for a regex).
    public var to: String
    /// What happens to the query carried over when `to` writes none (by default it is kept as it is).
    package var query: QueryRewrite
    /// For a rule whose `to` is `{url:query.NAME}`: the source the nested URL runs with, whether a relative
    /// one is resolved against the outer link's origin, and which outer query items it carries along
    /// (``NestedURL``). Ignored by other rules.
    public var nested: NestedURL

    /// Creates a rule from a pattern.
    ///
    /// ```swift
    /// RewriteRule(from: "https://m.shop.example/login", to: "{url:query.redirect_to}",
    ///             nested: .init(resolvesRelative: true, carriedQueryItems: ["login_reason"]))
    /// ```
    public init(from: String, to: String, query: QueryRewrite = QueryRewrite(), nested: NestedURL = NestedURL()) {
        self.from = from
        self.kind = .pattern
        self.to = to
        self.query = query
        self.nested = nested
    }

    /// Creates a rule from a regular expression whose named groups (`(?<id>[0-9]+)`) fill `to`'s
    /// `{id}`. Groups are named, not numbered (ADR 0023); they stand at the regex's top level.
    ///
    /// ```swift
    /// RewriteRule(regex: #"https://m\.shop\.example/p/(?<id>[0-9]+)(?:-[a-z-]+)?"#, to: "shop://goods/{id}")
    /// // https://m.shop.example/p/42-red-shoes?from=ad  →  shop://goods/42?from=ad
    /// ```
    public init(regex: String, to: String, query: QueryRewrite = QueryRewrite()) {
        self.from = regex
        self.kind = .regex
        self.to = to
        self.query = query
        self.nested = NestedURL()
    }

    /// The field `from` is written in, in a table or document: `"from"`, or `"regex"`.
    var sourceField: RewriteError.Field { kind == .regex ? .regex : .from }
}

/// Why rewrite rules failed: a rule that cannot be compiled (``RewriteRules/init(_:options:)``), located in
/// its field, or rewrites of one URL that do not end (``RewriteRules/resolve(_:)``): a cycle (rule 1 makes a
/// URL rule 2 takes back to where it started) or a chain longer than 8 steps. A router reports the second
/// as ``RoutingError/Reason-swift.enum/rewriteLoop(_:)`` and does not open the URL.
///
/// ```swift
/// do {
///     _ = try RewriteRules([RewriteRule(from: "/a/:id", to: "/b/{ID}")])
/// } catch {
///     error.ruleIndex   // 0
///     print(error)      // rewrite 1 "to": … and the text with a caret under the placeholder
/// }
/// do { _ = try rules.resolve("https://a.example/x") } catch {
///     print(error)      // rewrites form a cycle: rewrite 1 → rewrite 2 → rewrite 1 (https://a.example/x → …)
/// }
/// ```
public struct RewriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which part of a rule is wrong: `.from` (the pattern), `.regex` (a regex rule's regex) or `.to`
    /// (the template).
    package enum Field: String, Sendable, Hashable { case from, regex, to }
    /// How rewrites failed to end.
    package enum Loop: String, Sendable, Hashable {
        /// A URL came back: the steps go from it back to it.
        case cycle
        /// More than 8 steps, none repeating a URL.
        case tooManySteps
        /// A try of a routing document's regex rule would pass the link's ``RegexAllowance`` (ADR 0057).
        case overAllowance
    }
    /// What failed, for the tool: boxed, so that the error an open may throw stays small.
    package indirect enum Detail: Sendable, Hashable {
        /// A rule that does not compile: the field, the offset of the offending character in its text (in
        /// Unicode scalars), and the text.
        case invalid(field: Field, offset: Int, text: String)
        /// Rewrites that do not end: the cycle's steps, or every step taken.
        case loop(Loop, steps: [RewriteStep])
    }

    /// The index of the rule that is wrong in the list; for rewrites that do not end, of the rule that
    /// applied first in the cycle (or in the chain).
    public let ruleIndex: Int
    /// What is wrong: for a rule, without its location; for rewrites that do not end, the whole message.
    public let message: String
    /// What failed.
    package let detail: Detail

    /// A rule that cannot be compiled.
    package init(ruleIndex: Int, field: Field, offset: Int, message: String, text: String) {
        self.ruleIndex = ruleIndex
        self.message = message
        detail = .invalid(field: field, offset: offset, text: text)
    }

    /// Rewrites that do not end; `ruleNames` say how messages name each step's rule, where it is written
    /// (`rewrite 1 of document 12`, `the app's rewrite 2`); empty for `rewrite N`.
    package init(loop: Loop, steps: [RewriteStep], ruleNames: [String] = []) {
        let rules = ruleNames.count == steps.count ? ruleNames : steps.map { "rewrite \($0.ruleIndex + 1)" }
        let urls = ([steps.first?.from].compactMap { $0 } + steps.map(\.to)).map(DiagnosticText.shortened).joined(separator: " → ")
        switch loop {
        case .cycle:
            message = RouterText.matchRewriteCycle(rules: (rules + [rules.first ?? ""]).joined(separator: " → "), urls: urls)
        case .tooManySteps, .overAllowance:
            // A try past the allowance has its own words (`init(allowance:ruleIndex:total:steps:)`).
            message = RouterText.matchRewriteTooMany(limit: RewriteRules.maximumSteps, rules: rules.joined(separator: " → "), urls: urls)
        }
        ruleIndex = steps.first?.ruleIndex ?? 0
        detail = .loop(loop, steps: steps)
    }

    /// The side of the rule that is wrong (`.from` for rewrites that do not end).
    package var field: Field {
        if case .invalid(let field, _, _) = detail { return field }
        return .from
    }
    /// Offset of the offending character in the field's text, in Unicode scalars.
    package var offset: Int {
        if case .invalid(_, let offset, _) = detail { return offset }
        return 0
    }
    /// The field's text.
    package var text: String {
        if case .invalid(_, _, let text) = detail { return text }
        return ""
    }
    /// How the rewrites failed to end; `nil` for a rule that cannot be compiled.
    package var loop: Loop? {
        if case .loop(let loop, _) = detail { return loop }
        return nil
    }
    /// The URLs an open was redirected to before the leg whose rewrites failed, in order (empty for the first
    /// leg): a router sets it, so that what it went through can be told (the conformance tests' `followed`).
    package var redirectedTo: [String] = []

    /// A try of the routing document's regex rule `rule` (named as messages name it, `rewrite 1 of document 12`),
    /// after `steps`, that would take the link's regex work to `total`, past ``RegexAllowance/limit``.
    package init(allowance rule: String, ruleIndex: Int, total: Int, steps: [RewriteStep]) {
        self.ruleIndex = ruleIndex
        message = RouterText.linkAllowance(rule: rule, count: total, limit: RegexAllowance.limit)
        detail = .loop(.overAllowance, steps: steps)
    }

    /// A match of a routing document's capture regexes (``CaptureWeights``) past the link's allowance, after `steps`:
    /// named as the weights name it, its rule the first step's.
    package init(captures: CaptureWeights, refused: (ruleIndex: Int, total: Int), steps: [RewriteStep]) {
        self.init(captureLabel: captures.label, refused: refused, steps: steps)
    }

    /// ``init(captures:refused:steps:)`` for the document `label` (`document 12`).
    package init(captureLabel label: String, refused: (ruleIndex: Int, total: Int), steps: [RewriteStep]) {
        let name = CaptureWeights.name(refused.ruleIndex, label: label)
        self.init(allowance: name, ruleIndex: steps.first?.ruleIndex ?? 0, total: refused.total, steps: steps)
    }

    /// The steps of rewrites that do not end: the cycle's, or every step taken.
    package var steps: [RewriteStep] {
        if case .loop(_, let steps) = detail { return steps }
        return []
    }
    /// The indices of the rules of rewrites that do not end, in the order they applied.
    package var rules: [Int] { steps.map(\.ruleIndex) }

    public var description: String {
        guard case .invalid(let field, let offset, let text) = detail else { return message }
        return "rewrite \(ruleIndex + 1) \"\(field.rawValue)\": \(message)\n"
            + PatternError(pattern: text, offset: offset, message: message).excerpt
    }
}
