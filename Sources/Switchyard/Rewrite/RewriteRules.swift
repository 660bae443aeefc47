/// Rewrite rules map legacy or web URLs to canonical ones before matching, for example a mobile-web
/// product page to the app's own link:
///
/// ```swift
/// let rules = try RewriteRules([
///     RewriteRule(from: "https://m.shop.example/product/:id.html", to: "shop://goods/{id}"),
///     RewriteRule(regex: #"https://m\.shop\.example/p/(?<id>[0-9]+)-[a-z-]+"#, to: "shop://goods/{id}"),
/// ])
/// try rules.resolve("https://m.shop.example/product/7.html?from=ad")   // "shop://goods/7?from=ad"
/// try rules.resolve("https://m.shop.example/p/7-red-shoes")            // "shop://goods/7"
/// ```
///
/// `from` is a pattern in the route pattern language (or, for a regex rule, a regular expression that
/// must match the whole URL before its query and fragment); `to` is a URL in which `{name}` is replaced by
/// the percent-encoded value of the capture `name` (an absent optional capture gives an empty string),
/// `{query.NAME}` by the first value of the query item `NAME` (empty when absent) and `{fragment}` by the
/// URL's fragment as written. `{path:name}` and `{path:query.NAME}` insert the value as a path, its `/`
/// kept: each piece between `/` percent-encoded, empty pieces dropped, and a `.` or `..` piece encoded so
/// that intake refuses the rewritten URL (`https://m.shop.example/open?url=/settings/privacy` →
/// `shop://{path:query.url}` → `shop://settings/privacy`; `?url=/../admin` → refused, a dot segment).
/// When `to` has no query, the original query is kept (or mapped by the rule's ``QueryRewrite``); when
/// it has no fragment, the original fragment is kept.
///
/// `{url:query.NAME}`, as the whole of `to`, opens the URL the query item `NAME` carries (a login page's
/// `redirect_to`), with its own query and fragment: `https://m.shop.example/login?redirect_to=shop%3A%2F%2Fgoods%2F7%3Ftab%3Dreviews`
/// → `shop://goods/7?tab=reviews`. The nested URL runs as a link from a web page of the outer link's origin
/// (unless the rule names its source, ``RewriteRule/NestedURL``), never as an in-app link: the rule applies
/// only when the item holds an absolute URL (`redirect_to=/admin` leaves the URL as it is, unless the rule
/// resolves paths against the outer origin), and `accept`, the source policy and the web origins judge the
/// nested URL as they judge any link.
///
/// Which rule applies: the first pattern rule that matches (the pattern rules compile into one trie, so a
/// thousand cost about what ten do), else the first regex rule that matches, in the order given.
/// The rewritten URL is offered to the rules again, up to 8 steps, so rules chain
/// (A → B → C); a rule whose result is the URL it was given ends the chain. A cycle (A → B → A) or a
/// longer chain is a ``RewriteError``, which a router reports as ``RoutingError/Reason-swift.enum/rewriteLoop(_:)``.
public struct RewriteRules: Sendable {
    /// How many rewrites one URL may go through; one more is a ``RewriteError``.
    package static let maximumSteps = 8

    /// The rules, in order.
    package let rules: [RewriteRule]
    /// The pattern rules, each valued with its index in `rules`.
    let table: RouteTable<Int>
    /// The regex rules' indices in `rules`, their compiled regexes, and what a try of each spends per byte of a
    /// link's ``RegexAllowance``: a routing document's rule its weight, the app's own 0.
    private let regexes: [(index: Int, regex: CapturingRegex, weight: Int)]
    /// One per rule; each knows how messages name its rule.
    // No other stored property: an open reads `RouterSnapshot.rewrites` as an optional of this struct, and
    // each field more slowed every open; the names live in the templates instead (journal 0044).
    let templates: [Template]

    /// Compiles rules, or reports the first rule that is wrong.
    public init(_ rules: [RewriteRule], options: RouteTableOptions = RouteTableOptions()) throws(RewriteError) {
        try self.init(rules, options: options, leadingCount: 0, leadingLabel: nil)
    }

    /// `rules` (routing changes', labelled `label`) tried before the rules of `base` (the app's own), with
    /// `base`'s intake options: in each group (pattern rules, then regex rules) they come first, and one of
    /// them on the same pattern as a rule of `base` takes that rule's place. Messages name each rule where
    /// it is written: `rewrite 2 of document 12`, `the app's rewrite 1`.
    package init(_ rules: [RewriteRule], over base: RewriteRules?, label: String, options: RouteTableOptions) throws(RewriteError) {
        try self.init(rules + (base?.rules ?? []), options: options, leadingCount: rules.count, leadingLabel: label)
    }

    private init(_ rules: [RewriteRule], options: RouteTableOptions, leadingCount: Int, leadingLabel: String?) throws(RewriteError) {
        var tableOptions = options
        tableOptions.matchOrder = .registration
        tableOptions.accept = nil
        var builder = RouteTableBuilder<Int>(options: tableOptions)
        var templates: [Template] = []
        var regexes: [(index: Int, regex: CapturingRegex, weight: Int)] = []
        for (index, rule) in rules.enumerated() {
            let names: [String]
            switch rule.kind {
            case .pattern:
                do {
                    try builder.add(rule.from, value: index)
                } catch {
                    throw RewriteError(ruleIndex: index, field: .from, offset: error.offset, message: error.message, text: rule.from)
                }
                names = builder.registeredRoutes[builder.registeredRoutes.count - 1].pattern.parameterNames
            case .regex:
                do {
                    let regex = try CapturingRegex(rule.from)
                    // Only routing changes' rules (a document's) spend a link's allowance (ADR 0057).
                    regexes.append((index, regex, index < leadingCount ? CapturingRegex.weight(of: rule.from) : 0))
                    names = regex.groupNames
                } catch {
                    throw RewriteError(ruleIndex: index, field: .regex, offset: error.offset, message: error.message, text: rule.from)
                }
            }
            var template = try Template(rule.to, names: names, ruleIndex: index, source: rule.sourceField, allowsNestedURL: true)
            if let leadingLabel { template.ruleName = Self.name(ofRule: index, leadingCount: leadingCount, leadingLabel: leadingLabel) }
            templates.append(template)
        }
        table = try Self.build(builder, rules: rules, leadingCount: leadingCount, leadingLabel: leadingLabel)
        self.rules = rules
        self.regexes = regexes
        self.templates = templates
    }

    /// The trie of the pattern rules; two rules from one pattern are refused, unless the first is one of the
    /// `leadingCount` rules of routing changes and the other one of the app's own: the changes' rule wins.
    private static func build(
        _ builder: RouteTableBuilder<Int>, rules: [RewriteRule], leadingCount: Int, leadingLabel: String?
    ) throws(RewriteError) -> RouteTable<Int> {
        let ruleIndex = builder.registeredRoutes.map(\.value)
        func overrides(_ diagnostic: Diagnostic) -> Bool {
            guard let route = diagnostic.route?.routeID, let related = diagnostic.route?.relatedRouteID else { return false }
            return ruleIndex[related] < leadingCount && ruleIndex[route] >= leadingCount
        }
        do throws(RouteTableError) {
            let built = try builder.build()
            // An identical route is a warning in a route table (the first wins); two rules from one pattern
            // are still refused, as before.
            if let identical = built.warnings.first(where: { $0.code == .identicalRoute && !overrides($0) }) {
                throw RouteTableError(diagnostics: [identical])
            }
            return built
        } catch {
            let first = error.diagnostics.first { $0.severity == .error || ($0.code == .identicalRoute && !overrides($0)) }
            let index = first?.route?.routeID.map { ruleIndex[$0] } ?? 0
            let message =
                first?.route?.relatedRouteID.map {
                    RouterText.rewriteSameUrls(earlier: name(ofRule: ruleIndex[$0], leadingCount: leadingCount, leadingLabel: leadingLabel))
                }
                ?? RouterText.rewriteExpansions
            throw RewriteError(ruleIndex: index, field: .from, offset: 0, message: message, text: rules[index].from)
        }
    }

    /// How messages name the rule at `index` where it is written: `rewrite 2`, or for rules that routing
    /// changes labelled `leadingLabel` put first, `rewrite 1 of document 12` and `the app's rewrite 2`.
    package static func name(ofRule index: Int, leadingCount: Int, leadingLabel: String?) -> String {
        guard let leadingLabel else { return "rewrite \(index + 1)" }
        return index < leadingCount ? "rewrite \(index + 1) of \(leadingLabel)" : "the app's rewrite \(index - leadingCount + 1)"
    }

    /// The URL after every rewrite that applies, or `nil` when no rule applies. A chain that loops also
    /// gives `nil`; ``steps(_:)`` says why.
    package func rewrite(_ string: String) -> String? {
        try? steps(string).last?.to
    }

    /// The URL after every rewrite that applies, or `nil` when no rule applies (or the chain loops).
    package func rewrite(_ url: RouteURL) -> String? {
        var allowance = RegexAllowance()
        return (try? chain(from: step(url, allowance: &allowance), allowance: &allowance))?.last?.to
    }

    /// The URL to match: `string` after every rewrite that applies, or `string` itself. A router calls
    /// this before matching.
    ///
    /// ```swift
    /// try rules.resolve("https://m.shop.example/p/7-red-shoes")   // "shop://goods/7"
    /// try rules.resolve("shop://cart")                            // "shop://cart"
    /// ```
    ///
    /// - Throws: ``RewriteError`` when the rewrites form a cycle or go on for more than 8 steps.
    public func resolve(_ string: String) throws(RewriteError) -> String {
        try steps(string).last?.to ?? string
    }

    /// One rule applied to `string`: the first that matches, or `nil` (also for a URL intake refuses).
    ///
    /// ```swift
    /// rules.step("legacy://item/7")?.ruleIndex   // 0: the rule that applies first
    /// ```
    package func step(_ string: String) -> RewriteStep? {
        var allowance = RegexAllowance()
        return step(string, allowance: &allowance)
    }

    /// ``step(_:)-(String)`` spending `allowance`.
    func step(_ string: String, allowance: inout RegexAllowance) -> RewriteStep? {
        guard let url = try? table.scan(string) else { return nil }
        return step(url, allowance: &allowance)
    }

    /// One rule applied to `url`: the first pattern rule that matches, else the first regex rule.
    package func step(_ url: RouteURL) -> RewriteStep? {
        var allowance = RegexAllowance()
        return step(url, allowance: &allowance)
    }

    /// ``step(_:)-(RouteURL)``, each try of a document's regex rule spending `allowance` (ADR 0057): a try that would
    /// pass it is not run, and `nil` is returned with ``RegexAllowance/refused`` set.
    func step(_ url: RouteURL, allowance: inout RegexAllowance) -> RewriteStep? {
        // The lookup tries the document's pattern rules' capture regexes (ADR 0051, decision 6).
        if allowance.captureRewrites > 0, !allowance.spendCaptures(routes: false, on: url.string) { return nil }
        if let match = table.match(url) {
            let index = match.route.value
            if let key = templates[index].nestedURLKey { return nestedStep(key, index, url) }
            return RewriteStep(ruleIndex: index, from: url.string, to: finish(templates[index].render(match.parameters), index, url))
        }
        guard !regexes.isEmpty else { return nil }
        let text = Self.beforeQuery(url.string)
        for (index, regex, weight) in regexes {
            if weight > 0, !allowance.spend(weight * text.utf8.count, rule: index) { return nil }
            guard let captures = regex.decodedCaptures(in: text) else { continue }
            if let key = templates[index].nestedURLKey { return nestedStep(key, index, url) }
            let target = templates[index].render(url: url) { captures[$0] }
            return RewriteStep(ruleIndex: index, from: url.string, to: finish(target, index, url))
        }
        return nil
    }

    /// A `{url:query.NAME}` rule's step: the URL the item carries, as it is (its own query and fragment, nothing of
    /// the outer URL's). It applies only to an absolute URL: one without a scheme would open as a path of the app's
    /// own, an in-app link, so the outer URL is matched as it is (unless the rule resolves it against the outer
    /// origin). The nested URL is then opened as a web page of the outer origin would open it (or from the source
    /// the rule names), through `accept`, the policy and the web origins like any link.
    private func nestedStep(_ key: String, _ index: Int, _ url: RouteURL) -> RewriteStep? {
        guard let nested = nestedTarget(key, rule: rules[index], url) else { return nil }
        return RewriteStep(ruleIndex: index, from: url.string, to: nested)
    }

    /// `target` with the URL's query (mapped by the rule) and fragment carried over when it writes none.
    private func finish(_ target: String, _ index: Int, _ url: RouteURL) -> String {
        var result = target
        let mapping = rules[index].query
        // Bytes, not Characters: a 16 KB URL's Characters cost about 0.4 ms a step (ADR 0057); `?` and `#` are ASCII.
        let hasFragment = result.utf8.contains(UInt8(ascii: "#"))
        if !hasFragment, !result.utf8.contains(UInt8(ascii: "?")),
            let query = mapping.isIdentity ? url.rawQuery : mapping.apply(url.queryItems)
        {
            result += "?" + query
        }
        if !hasFragment, let fragment = url.fragment { result += "#" + fragment }
        return result
    }

    /// What a regex rule reads: the URL as written, up to its query or fragment.
    ///
    /// Cut at the first `?` or `#` byte, as a URL's grammar and the other readers cut it: a walk of Characters paid
    /// grapheme breaking on every link an open tried the regex rules on (about a tenth of an open on issue #92's
    /// app links), and kept a `?` that follows a prepended mark (U+0600) inside the Character before it.
    static func beforeQuery(_ string: String) -> Substring {
        let bytes = string.utf8
        let end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        return Substring(bytes[..<end])
    }

    /// The intake options the rules scan a string with (the table's, given to ``init(_:options:)``).
    var intake: IntakeOptions { table.options.intake }

    /// Whether there are no rules.
    package var isEmpty: Bool { rules.isEmpty }
}
