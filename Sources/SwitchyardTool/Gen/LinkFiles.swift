import Foundation
import Switchyard
import SwitchyardToolCore
package import SwitchyardConfig

/// The link files `switchyard gen links` writes, made from a route table: which paths of each
/// universal-link host the app handles, for Apple's `apple-app-site-association`, Android's `assetlinks.json`
/// and the intent filters of the activity that opens links.
package struct LinkFiles {
    /// The app identities the files name.
    package struct Apps {
        /// `TEAMID.bundle.id`.
        var appleAppID: String
        var androidPackage: String
        /// Upper-case hex pairs separated by `:`.
        package var androidFingerprint: String
    }

    /// One path pattern of a host: from a route, or from a rewrite whose `from` is on that host.
    package struct Entry: Equatable {
        package var variant: LinkVariant
        /// Internal routes (and rewrites that lead to one) are excluded from universal links.
        var isExcluded: Bool
        /// What it comes from, for the `comment` key: `route "/goods/:id" → goods.detail`.
        var comment: String
    }

    package struct Host {
        package var name: String
        package var entries: [Entry]
    }

    /// A reason the table cannot give link files.
    package struct TableError: Error, CustomStringConvertible {
        package var description: String
    }

    package var hosts: [Host]
    /// Custom schemes the table accepts (not `http` or `https`), in the table's order.
    var schemes: [String]

    package init(_ file: RouteTableFile) throws(TableError) {
        guard let accept = file.table.options.accept else {
            throw TableError(
                description:
                    "\(file.path): the table accepts every origin; gen links needs options.accept to name its universal-link hosts (\"https://host\") and custom schemes"
            )
        }
        guard file.table.options.intake.hostAsPath != .always else {
            throw TableError(
                description:
                    "\(file.path): with hostAsPath \"always\" a link's host is a path segment; gen links needs \"auto\" or \"never\" to tell hosts from paths"
            )
        }
        var names: [String] = []
        for host in accept.filter({ $0.scheme == "https" }).compactMap(\.host) where !names.contains(host) { names.append(host) }
        guard !names.isEmpty else {
            throw TableError(
                description:
                    "\(file.path): options.accept names no https host (\"https://host\"): there are no universal links to associate")
        }
        hosts = names.map { Host(name: $0, entries: Self.entries(for: $0, in: file)) }
        schemes = accept.filter { $0.host == nil && $0.scheme != "http" && $0.scheme != "https" }.map(\.scheme)
    }

    /// The routes an `https://host/…` URL can reach: the `https` namespace's routes for that host (or any
    /// host), and the global ones when that namespace has no routes at all (for any host) or falls back to
    /// them; a route whose own `accept` leaves the host out is left out. Then the rewrites from that host.
    static func entries(for host: String, in file: RouteTableFile) -> [Entry] {
        let namespace = file.table.routes.filter { $0.scheme?.lowercased() == "https" }
        let https = namespace.filter { $0.pattern.host == nil || $0.pattern.host == host }
        let fallback = file.spec.namespaces.contains { $0.scheme.value.lowercased() == "https" && $0.fallbackToGlobal?.value == true }
        let global = namespace.isEmpty || fallback ? file.table.routes.filter { $0.scheme == nil } : []
        var entries: [Entry] = []
        for route in https + global where route.accept?.contains(where: { $0.accepts(scheme: "https", host: host) }) ?? true {
            let comment = "route \"\(route.pattern.text)\" → \(route.value.description)"
            for variant in LinkVariant.variants(of: pathPart(route.pattern.text)) {
                entries.append(Entry(variant: variant, isExcluded: route.value.isInternal, comment: comment))
            }
        }
        for rule in file.rewrites.rules where rule.kind == .pattern {
            guard let path = path(of: rule.from, onHost: host), let isInternal = leadsToInternal(rule, in: file) else { continue }
            let comment = "rewrite \"\(rule.from)\" → \"\(rule.to)\""
            for variant in LinkVariant.variants(of: path) {
                entries.append(Entry(variant: variant, isExcluded: isInternal, comment: comment))
            }
        }
        return entries
    }

    /// A pattern's text after `scheme://` and, when the pattern has one, its host. A placeholder in the host
    /// position takes the host (SwitchyardMatching.docc/Normalization.md §2): what follows it is the path; a wildcard there
    /// (`https://<path:url>`, `https://*`) takes the host and every path, and reads as a capture (`/*`).
    package static func pathPart(_ pattern: String) -> String {
        guard let range = pattern.range(of: "://"), !pattern[..<range.lowerBound].contains("/") else { return pattern }
        let rest = pattern[range.upperBound...]
        guard let end = rest.firstIndex(where: { $0 == "/" || $0 == "#" }) else {
            return rest.hasPrefix("<path:") || rest.hasPrefix("*") ? "/:path" : "/"
        }
        return String(rest[end...])
    }

    /// The path of a rewrite's `from` when it is an `https` URL on `host` (case-insensitive); `nil` otherwise.
    static func path(of from: String, onHost host: String) -> String? {
        let prefix = "https://" + host
        guard from.lowercased().hasPrefix(prefix) else { return nil }
        let rest = from.dropFirst(prefix.count)
        if rest.isEmpty { return "/" }
        return rest.first == "/" || rest.first == "#" ? String(rest) : nil
    }

    /// Whether a rewrite's sample URL ends at an internal route; `nil` when it ends nowhere (lint reports
    /// such rewrites; the link files leave them out).
    static func leadsToInternal(_ rule: RewriteRule, in file: RouteTableFile) -> Bool? {
        guard let url = Samples.url(rule.from, scheme: nil, table: file.table),
            case .success(let match) = file.table.lookup(file.rewrites.rewrite(url) ?? url)
        else { return nil }
        return match.route.value.isInternal
    }
}
