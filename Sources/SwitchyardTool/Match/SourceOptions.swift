import ArgumentParser
package import Switchyard
package import SwitchyardConfig

/// `--source`, `--restrict` and `--deny`: where a link comes from and the app's own policy rules, so that
/// `match` and `explain` decide as a router would (internal routes, tag rules, denied sources).
struct SourceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the link comes from: in-app, push, universal-link, other-app[:BUNDLE_ID] or web[:PAGE_URL]. "
                + "Applies the router's source policy: internal routes open only in-app, plus the rules of --restrict and --deny.",
            valueName: "SOURCE"), transform: SourceArgument.parse)
    var source: SourceArgument?

    @Option(
        name: .customLong("restrict"),
        help: ArgumentHelp(
            "A policy rule of the app: routes tagged TAG open only from these source kinds (with --source).",
            valueName: "TAG=KIND,KIND"))
    var restrictions: [String] = []

    @Option(
        name: .customLong("deny"),
        help: ArgumentHelp(
            "A policy rule of the app: this source reaches nothing; a kind alone (push) denies every source of that kind. "
                + "other-app:ID compares the ID ignoring ASCII case, web:URL compares the page's origin; "
                + "either also denies a sender of its kind that names none.",
            valueName: "SOURCE"), transform: SourceArgument.parse)
    var denied: [SourceArgument] = []

    func validate() throws {
        if source == nil, !restrictions.isEmpty || !denied.isEmpty {
            throw ValidationError("--restrict and --deny need --source")
        }
        _ = try rules()
        for denial in denied where denial.source.kind == .webPage && denial.hasDetail {
            if case .webPage(let page?) = denial.source, WebOrigin(page) == nil {
                throw ValidationError(Self.noOrigin(denial.text))
            }
        }
    }

    /// `--deny web:PAGE` whose page names no origin: a usage error at the rule, not a rule that denies nothing.
    static func noOrigin(_ rule: String) -> String {
        "--deny '\(rule)': a web source is denied by its origin (web:SCHEME://HOST[:PORT]), and this one has none"
    }

    /// The policy context, or `nil` without `--source` (the policy is then not applied).
    func context() throws -> PolicyContext? {
        guard let source else { return nil }
        var policy = SourcePolicy()
        var restricted: Set<String> = []
        for (tag, kinds) in try rules() {
            policy.restrict(tag: tag, to: kinds)
            restricted.insert(tag)
        }
        for denial in denied {
            if denial.hasDetail { policy.deny(denial.source) } else { policy.deny(kind: denial.source.kind) }
        }
        return PolicyContext(source: source.source, label: source.text, policy: policy, restrictedTags: restricted)
    }

    /// The `--restrict` rules, parsed.
    func rules() throws -> [(String, Set<RouteSource.Kind>)] {
        try restrictions.map { text in
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--restrict expects TAG=KIND,KIND, got '\(text)'")
            }
            var kinds: Set<RouteSource.Kind> = []
            for name in parts[1].split(separator: ",") {
                guard let kind = SourceArgument.kinds[String(name)] else {
                    throw ValidationError("--restrict: unknown source kind '\(name)'; known: \(SourceArgument.kindNames)")
                }
                kinds.insert(kind)
            }
            return (String(parts[0]), kinds)
        }
    }
}

/// A source written on the command line: `other-app:com.example.partner`, `web:https://example.com/a`, `push`.
struct SourceArgument {
    var source: RouteSource
    /// As written.
    var text: String
    /// Whether a bundle ID or page URL was given.
    var hasDetail: Bool

    static let kinds: [String: RouteSource.Kind] = [
        "in-app": .inApp, "push": .push, "universal-link": .universalLink, "other-app": .otherApp, "web": .webPage,
    ]
    static let kindNames = "in-app, push, universal-link, other-app, web"

    init(source: RouteSource, text: String, hasDetail: Bool) {
        self.source = source
        self.text = text
        self.hasDetail = hasDetail
    }

    static func parse(_ text: String) throws -> SourceArgument {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let detail = parts.count > 1 ? String(parts[1]) : nil
        guard let kind = kinds[name] else {
            throw ValidationError("unknown source '\(text)'; known: in-app, push, universal-link, other-app[:BUNDLE_ID], web[:PAGE_URL]")
        }
        if let detail, detail.isEmpty { throw ValidationError("source '\(text)': nothing after ':'") }
        let source: RouteSource
        switch kind {
        case .otherApp: source = .otherApp(bundleID: detail)
        case .webPage: source = .webPage(detail)
        default:
            guard detail == nil else { throw ValidationError("source '\(name)' takes no detail after ':'") }
            source = kind == .inApp ? .inApp : kind == .push ? .push : .universalLink
        }
        return SourceArgument(source: source, text: text, hasDetail: detail != nil)
    }
}

/// A source and the app's rules, applied to a match as `Router.open` applies them (the Security article's
/// `policy.*` rules; the conformance tests decide the corpus's policy cases with it).
package struct PolicyContext {
    package var source: RouteSource
    /// The source as written on the command line.
    package var label: String
    var policy: SourcePolicy
    /// Tags with a `--restrict` rule.
    var restrictedTags: Set<String>

    /// A route passed over because the source may not reach it.
    package struct Refusal {
        package var match: RouteMatch<RouteEntry>
        package var why: String
    }

    /// What the router would open: the best match when the source may reach it, else the best candidate
    /// it may reach (routes refused before it listed), else nothing.
    package struct Decision {
        package var chosen: RouteMatch<RouteEntry>?
        package var refused: [Refusal]

        package init(chosen: RouteMatch<RouteEntry>?, refused: [Refusal]) {
            self.chosen = chosen
            self.refused = refused
        }
    }

    /// The context of a source and rules spelled as `--source`, `--restrict` and `--deny` spell them (a corpus
    /// case's `source` and `policy`).
    ///
    /// - Throws: The command line's error for a source or rule it would refuse.
    package static func parse(source: String, restrict: [String] = [], deny: [String] = []) throws -> PolicyContext {
        let arguments = ["--source", source] + restrict.flatMap { ["--restrict", $0] } + deny.flatMap { ["--deny", $0] }
        guard let context = try SourceOptions.parse(arguments).context() else { throw ValidationError("no source") }
        return context
    }

    /// The context a URL runs with after `steps` of `rules`: the same rules, with the source after a nested
    /// URL (`{url:query.NAME}`: a web page of the outer link's origin, `policy.nested-url`), as a router runs it.
    package func after(_ steps: [RewriteStep], of rules: RewriteRules) -> PolicyContext {
        guard !steps.isEmpty else { return self }
        var context = self
        context.source = policy.judged(source, nested: rules.source(source, after: steps))
        return context
    }

    func refusal(_ entry: RouteEntry) -> String? {
        policy.refusal(source: source, visibility: entry.isInternal ? .internal : .public, tags: entry.tags)
    }

    /// The router's decision (`Router.handle`): the best match if permitted, else the first permitted
    /// candidate, in the order the router tries them.
    package func decide(_ best: RouteMatch<RouteEntry>, in table: RouteTable<RouteEntry>) -> Decision {
        guard let why = refusal(best.route.value) else { return Decision(chosen: best, refused: []) }
        var refused: [Refusal] = []
        for candidate in table.candidates(for: best.url) {
            if let reason = refusal(candidate.route.value) {
                refused.append(Refusal(match: candidate, why: reason))
            } else {
                return Decision(chosen: candidate, refused: refused)
            }
        }
        if refused.isEmpty { refused.append(Refusal(match: best, why: why)) }
        return Decision(chosen: nil, refused: refused)
    }

    /// Tags of a route that the app's policy might restrict but no `--restrict` rule covers.
    func unruledTags(_ entry: RouteEntry) -> [String] {
        entry.tags.filter { !restrictedTags.contains($0) }
    }
}
