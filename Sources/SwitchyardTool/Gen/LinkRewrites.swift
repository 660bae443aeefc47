import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardMatching
import SwitchyardToolCore

/// What a table's rewrites claim on a universal-link host (`file.links.rewrites`): a rule that an `https://HOST/…`
/// link reaches claims the paths of its `from` on that host (read as a route's pattern is, ``HostClaims``), or, for
/// a `regex` rule, the path its literal beginning `https://HOST/…` fixes, then `*` (`/p*`; exactly that path when the
/// regex ends there with `$`). A path is claimed when one of its sample links, rewritten, reaches a public route,
/// excluded when they reach internal routes only, and left out when they reach none (`switchyard lint` reports
/// such rewrites).
extension LinkFiles {
    /// Values a `*` of a claimed path is filled with to make a sample link.
    static let sampleValues = ["1", "x", "abc", "a1", "1.5", "6F9619FF-8B86-D011-B42D-00C04FC964FF", "a-b", ""]

    /// The entries the rewrites give a host, in the order of the rules.
    static func rewriteEntries(_ claims: HostClaims, in file: RouteTableFile) -> [Entry] {
        // A host the table's `accept` leaves out reaches no rewrite (file.rewrites.accept-first).
        guard file.table.options.accept?.contains(where: { $0.accepts(scheme: "https", host: claims.host) }) ?? true else { return [] }
        let rules = file.rewrites.rules
        let patterns = rules.indices.filter { rules[$0].kind == .pattern }
        let parsed = patterns.map { (index: $0, pattern: pattern(of: rules[$0], in: file)) }
        // The rules' own namespaces: the https ones, or the scheme-less ones when there are none.
        let https = parsed.filter { $0.pattern.map { $0.schemes.contains("https") } ?? false }
        let reaching = https.isEmpty ? parsed.filter { $0.pattern.map { $0.schemes.isEmpty } ?? false } : https
        var entries: [Entry] = []
        for (index, rule) in rules.enumerated() {
            let variants: [LinkVariant]
            if rule.kind == .regex {
                variants = regexVariant(rule.from, host: claims.host).map { [$0] } ?? []
            } else if let found = reaching.first(where: { $0.index == index }), let pattern = found.pattern {
                variants = claims.variants(pattern)
            } else {
                continue
            }
            let comment = "rewrite \"\(rule.from)\" → \"\(rule.to)\""
            let queries = sampleQueries(rule, index: index, in: file)
            for variant in variants {
                guard let isInternal = leadsToInternal(variant, host: claims.host, queries: queries, in: file) else { continue }
                entries.append(Entry(variant: variant, isExcluded: isInternal, comment: comment))
            }
        }
        return entries
    }

    /// A pattern rule's `from`, parsed as the rules' table parses it; `nil` when it does not parse.
    static func pattern(of rule: RewriteRule, in file: RouteTableFile) -> RoutePattern? {
        try? RoutePattern(rule.from, hostAsPath: file.table.options.hostAsPath, types: file.table.parameterTypes)
    }

    /// The query strings (`?q=1`, or `""`) the rule's sample URLs carry, for the items its `to` reads.
    static func sampleQueries(_ rule: RewriteRule, index: Int, in file: RouteTableFile) -> [String] {
        guard rule.kind == .pattern, !Samples.queryNames(in: rule.to).isEmpty else { return [""] }
        var queries: [String] = []
        for url in Samples.rewriteURLs(rule, index: index, rules: file.rewrites, table: file.table) {
            guard let mark = url.firstIndex(of: "?") else { continue }
            let query = String(url[mark...].prefix { $0 != "#" })
            if !queries.contains(query) { queries.append(query) }
        }
        return queries.isEmpty ? [""] : queries
    }

    /// Whether a claimed path's sample links, rewritten, reach internal routes only (`true`), a public route
    /// (`false`), or nothing (`nil`).
    static func leadsToInternal(_ variant: LinkVariant, host: String, queries: [String], in file: RouteTableFile) -> Bool? {
        var reachesInternal = false
        for value in sampleValues {
            let path = variant.aasaPath.replacingOccurrences(of: "*", with: value)
            let fragment = variant.aasaFragment.map { "#" + $0.replacingOccurrences(of: "*", with: value) } ?? ""
            for query in queries {
                guard let target = file.rewrites.rewrite("https://" + host + path + query + fragment),
                    case .success(let match) = file.table.lookup(target)
                else { continue }
                if !match.route.value.isInternal { return false }
                reachesInternal = true
            }
        }
        return reachesInternal ? true : nil
    }

    /// The path a `regex` rule claims on `host`: the literal text it begins with must be `https://HOST` and then
    /// `/…` (or nothing); the claim is that path, then `*` unless the regex ends there with `$`. `nil` for a regex
    /// with an alternative at its top level, or that begins otherwise (a class, a group, `(?i)`, another host).
    package static func regexVariant(_ regex: String, host: String) -> LinkVariant? {
        let characters = Array(regex)
        guard !hasTopLevelRegexBar(Array(regex.unicodeScalars)) else { return nil }
        var literal = ""
        var exact = false
        var i = characters.first == "^" ? 1 : 0
        scan: while i < characters.count {
            let c = characters[i]
            switch c {
            case "\\":
                guard i + 1 < characters.count, !characters[i + 1].isLetter, !characters[i + 1].isNumber else { break scan }
                literal.append(characters[i + 1])
                i += 2
            case "*", "?", "{":
                if !literal.isEmpty { literal.removeLast() }  // the character before may be absent
                break scan
            case "$":
                exact = i == characters.count - 1
                break scan
            case ".", "[", "(", ")", "+", "^":
                break scan
            default:
                literal.append(c)
                i += 1
            }
        }
        let prefix = "https://" + host
        guard literal.lowercased().hasPrefix(prefix) else { return nil }
        let path = literal.dropFirst(prefix.count)
        guard path.isEmpty || path.first == "/" else { return nil }
        var tokens = path.map(LinkVariant.Token.literal)
        if tokens.isEmpty { tokens = [.literal("/")] }
        if !exact { tokens.append(.capture) }
        return LinkVariant(path: tokens, fragment: nil)
    }
}
