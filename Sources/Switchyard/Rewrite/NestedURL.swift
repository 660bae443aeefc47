extension RewriteRule {
    /// How a `{url:query.NAME}` rule opens the URL a query item carries (a login page's `redirect_to`).
    ///
    /// The outer link's source vouches for the outer link, not for the URL a query item carries: anyone can
    /// publish `https://m.shop.example/login?redirect_to=shop://partner/pay`. So by default the nested URL runs
    /// as a link from a web page of the outer link's origin (``RouteSource/webPage(_:)`` with
    /// `https://m.shop.example`), whatever source opened the outer one; a rule that trusts its nested URLs more
    /// names the source they run with.
    ///
    /// ```swift
    /// // WordPress: `redirect_to=/post` opens https://m.shop.example/post, and login_reason is passed on.
    /// let login = RewriteRule(
    ///     from: "https://m.shop.example/login", to: "{url:query.redirect_to}",
    ///     nested: .init(resolvesRelative: true, carriedQueryItems: ["login_reason"]))
    /// // A rule that vouches for what it carries: the nested URL runs as a universal link.
    /// let sso = RewriteRule(from: "https://sso.shop.example/done", to: "{url:query.next}", nested: .init(source: .universalLink))
    /// ```
    ///
    /// A route-table file and a routing document write the same options as the rewrite's `"nested"` object,
    /// the source spelled as `switchyard match --source` spells it: `"nested": {"resolvesRelative": true,
    /// "carriedQueryItems": ["login_reason"], "source": "universal-link"}`, so that every reader of the table
    /// (the JVM reader, the web module) follows them too.
    public struct NestedURL: Sendable, Hashable {
        /// The source the nested URL runs with; `nil` (the default): a web page of the outer link's origin.
        public var source: RouteSource?
        /// Whether a nested URL that is a path (`/post`, not `//host`) is resolved against the outer link's
        /// origin (`https://m.shop.example/post`). Without it (the default) such a rule does not apply, and
        /// the outer URL is matched as it is: a path is never opened as an in-app link.
        public var resolvesRelative: Bool
        /// Query items of the outer link carried into the nested URL's query, by name, in the outer link's
        /// order, after the nested URL's own items (an item the nested URL already has is not carried).
        public var carriedQueryItems: [String]

        /// Creates the options; the defaults are the safe reading described above.
        ///
        /// ```swift
        /// let options = RewriteRule.NestedURL(resolvesRelative: true)
        /// ```
        public init(source: RouteSource? = nil, resolvesRelative: Bool = false, carriedQueryItems: [String] = []) {
            self.source = source
            self.resolvesRelative = resolvesRelative
            self.carriedQueryItems = carriedQueryItems
        }
    }
}

extension RewriteRules {
    /// The source a URL runs with after `steps`: `source` until a step opens a nested URL, then the source its
    /// rule names, else a web page of the origin of the URL that carried it (issue #57, item 1).
    ///
    /// ```swift
    /// rules.source(.universalLink, after: steps)   // .webPage("https://m.shop.example") after a login rule
    /// ```
    package func source(_ source: RouteSource, after steps: [RewriteStep]) -> RouteSource {
        var result = source
        for step in steps where step.ruleIndex < templates.count && templates[step.ruleIndex].nestedURLKey != nil {
            result = rules[step.ruleIndex].nested.source ?? .webPage(Self.origin(of: step.from))
        }
        return result
    }

    /// `scheme://authority` of an absolute URL (the part before its path, query or fragment); `nil` when
    /// `string` has no `://`.
    static func origin(of string: String) -> String? {
        let utf8 = Array(string.utf8)
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), utf8[colon...].starts(with: "://".utf8) else { return nil }
        let slashes = Set("/?#".utf8)
        let end = utf8[(colon + 3)...].firstIndex { slashes.contains($0) } ?? utf8.count
        return String(decoding: utf8[..<end], as: UTF8.self)
    }

    /// A `{url:query.NAME}` rule's target: the URL the item `key` carries (resolved against `url`'s origin when
    /// it is a path and the rule asks for it), with the outer items the rule carries; `nil` when the item holds
    /// neither an absolute URL nor, for such a rule, a path.
    func nestedTarget(_ key: String, rule: RewriteRule, _ url: RouteURL) -> String? {
        guard let value = url.queryItems.first(where: { $0.name == key })?.value else { return nil }
        var target: String
        if Template.isAbsolute(value) {
            target = value
        } else if rule.nested.resolvesRelative, Self.isPath(value), let origin = Self.origin(of: url.string) {
            target = origin + value
        } else {
            return nil
        }
        let carried = rule.nested.carriedQueryItems
        guard !carried.isEmpty else { return target }
        let fragmentStart = target.firstIndex(of: "#") ?? target.endIndex
        var head = String(target[..<fragmentStart])
        let own = Set(head.split(separator: "?", maxSplits: 1).dropFirst().first.map(Self.queryNames) ?? [])
        for item in url.queryItems where carried.contains(item.name) {
            let name = Template.encode(item.name)
            guard !own.contains(Substring(name)) else { continue }
            head += (head.contains("?") ? "&" : "?") + name + (item.value.map { "=" + Template.encode($0) } ?? "")
        }
        return head + target[fragmentStart...]
    }

    /// Whether `value` is an absolute path of the outer origin: `/` then not `/` or `\` (which some readers take
    /// for a host), and no backslash anywhere.
    static func isPath(_ value: String) -> Bool {
        let scalars = Array(value.unicodeScalars.prefix(2))
        guard scalars.first == "/" else { return false }
        if scalars.count > 1, scalars[1] == "/" { return false }
        return !value.contains("\\")
    }

    /// The names of a raw query's items, as written.
    static func queryNames(_ query: Substring) -> [Substring] {
        query.split(separator: "&").map { $0.prefix { $0 != "=" } }
    }
}
