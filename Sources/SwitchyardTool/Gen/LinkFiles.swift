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

    /// The link files of `file` for `hosts` (the app's associated domains), or, when `hosts` is empty, for the
    /// `https://host` entries of the table's `options.accept`.
    package init(_ file: RouteTableFile, hosts given: [String] = []) throws(TableError) {
        let accept = file.table.options.accept
        var names: [String] = []
        if given.isEmpty {
            guard let accept else {
                throw TableError(
                    description:
                        "\(file.path): the table accepts every origin; gen links needs options.accept to name its universal-link hosts (\"https://host\") and custom schemes, or --host"
                )
            }
            for host in accept.filter({ $0.scheme == "https" }).compactMap(\.host) where !names.contains(host) { names.append(host) }
        } else {
            for host in given.map({ $0.lowercased() }) where !names.contains(host) { names.append(host) }
        }
        guard !names.isEmpty else {
            throw TableError(
                description:
                    "\(file.path): options.accept names no https host (\"https://host\"): there are no universal links to associate")
        }
        hosts = names.map { Host(name: $0, entries: Self.entries(for: $0, in: file)) }
        schemes = (accept ?? []).filter { $0.host == nil && $0.scheme != "http" && $0.scheme != "https" }.map(\.scheme)
    }

    /// What a host's links claim: the paths of the routes an `https://host/…` URL can reach
    /// (``routes(reaching:in:)``) on that host (``HostClaims``), then those of the rewrites
    /// (``rewriteEntries(_:in:)``). Internal routes are excluded.
    static func entries(for host: String, in file: RouteTableFile) -> [Entry] {
        let claims = HostClaims(host: host, table: file.table)
        var entries: [Entry] = []
        for route in routes(reaching: host, in: file) {
            let comment = "route \"\(route.pattern.text)\" → \(route.value.description)"
            for variant in claims.variants(route.pattern) {
                entries.append(Entry(variant: variant, isExcluded: route.value.isInternal, comment: comment))
            }
        }
        return entries + rewriteEntries(claims, in: file)
    }
}
