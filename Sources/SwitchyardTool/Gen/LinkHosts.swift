import Foundation
package import Switchyard
package import SwitchyardConfig
import SwitchyardMatching
import SwitchyardToolCore

/// What one pattern claims on one universal-link host (RouteTableFileFormat, `file.links.*`): the forms of its
/// path that an `https://HOST/…` link can match, as ``LinkVariant``s.
///
/// - A host constraint (`https://m.shop.example/goods/:id`) claims on that host only (`file.links.host-constraint`).
/// - A host that is a pattern (`https://www.shop.<tld=com|de>/p/<int:id>`, `https://<path:url>`) takes the URL's
///   host as its first segment: the pattern claims on a host that segment matches, with the path after it; a
///   wildcard there takes every path, `/*` (`file.links.host-placeholder`).
/// - Any other full-URL pattern reads its host as its first path segment (`https://search` is the path
///   `/search`), and a path pattern is its path, on every host (`file.links.hosts`).
/// - When the host itself is a path segment (`hostAsPath` `always`, or `auto` and a host without a dot), every
///   pattern's first segment must match it and the claim is the path after it.
package struct HostClaims {
    /// The host, lowercased.
    let host: String
    /// Whether an `https://HOST/…` link's host is its first path segment under the table's `hostAsPath`.
    let hostIsSegment: Bool
    /// The table's options and types, to judge a segment against the host.
    let options: RouteTableOptions
    let types: [ParameterType]
    /// What ``accepts(_:)`` answered, by segment: routes share their first segments (`:first`, a host pattern).
    private let cache = Judgements()

    private final class Judgements {
        var bySegment: [String: Bool] = [:]
    }

    package init(host: String, table: RouteTable<RouteEntry>) {
        self.host = host.lowercased()
        hostIsSegment = (try? table.scan("https://\(host)/"))?.hostIsPath ?? false
        options = table.options
        types = table.parameterTypes
    }

    /// The variants `pattern` claims on the host; none when no link of the host can match it.
    package func variants(_ pattern: RoutePattern) -> [LinkVariant] {
        guard let path = path(of: pattern) else { return [] }
        let judged = pattern.takesHost || hostIsSegment
        var result: [LinkVariant] = []
        for form in LinkVariant.forms(of: path) {
            guard let rest = judged ? afterHost(form) : form else { continue }
            for variant in LinkVariant.variants(ofForm: rest) where !result.contains(variant) { result.append(variant) }
        }
        return result
    }

    /// The pattern's text as a path (from its first `/` or `#`, or, when its host is its first segment, with that
    /// segment); `nil` when its host constraint is another host.
    func path(of pattern: RoutePattern) -> String? {
        let text = pattern.text
        guard PatternOutline.isFullURL(text), let range = text.range(of: "://") else { return text }
        let rest = text[range.upperBound...]
        guard let constraint = pattern.host else { return "/" + rest }
        guard constraint.lowercased() == host else { return nil }
        // The path starts at the first `/` or `#`, or at an optional group that opens with one
        // (`https://m.example.com(/v1/:slug)/<path:tab>`): the group is the path's, not the host's.
        var index = rest.startIndex
        while index < rest.endIndex {
            let next = rest.index(after: index)
            if rest[index] == "/" || rest[index] == "#" { break }
            if rest[index] == "(", next < rest.endIndex, rest[next] == "/" || rest[next] == "#" { break }
            index = next
        }
        return String(rest[index...])
    }

    /// A form whose first segment stands for the host: the rest of it when that segment matches the host
    /// (`/*` when it is a wildcard, which takes the host and every segment after it); `nil` otherwise.
    func afterHost(_ form: [PatternOutline.Piece]) -> [PatternOutline.Piece]? {
        var first: [PatternOutline.Piece] = []
        var rest: [PatternOutline.Piece] = []
        var started = false
        for piece in form {
            if !rest.isEmpty {
                rest.append(piece)
                continue
            }
            switch piece {
            case .literal(let text):
                var segment = Substring(text)
                if !started {
                    guard segment.first == "/" else { return nil }  // a hash route at the root: no first segment
                    segment = segment.dropFirst()
                    started = true
                }
                let end = segment.firstIndex { $0 == "/" || $0 == "#" } ?? segment.endIndex
                if end > segment.startIndex { first.append(.literal(String(segment[..<end]))) }
                if end < segment.endIndex { rest.append(.literal(String(segment[end...]))) }
            case .capture(let capture) where capture.constraint == .wildcard && first.isEmpty:
                return [.literal("/"), .group([])]  // a variant writes a group as `*`: any path, the root too
            default:
                first.append(piece)
            }
        }
        guard !first.isEmpty, accepts(PatternOutline.text(of: first)) else { return nil }
        if case .literal(let text) = rest.first, text.hasPrefix("/") { return rest }
        return [.literal("/")] + rest
    }

    /// Whether a segment pattern (`www.shop.<tld=com|de>`, `<sub>.example.com`, `:first`) matches the host, as the
    /// table's matcher judges a host it takes: a one-route table with the table's types and `decodePlus` matches
    /// `x://HOST` with the host as its path segment (compared case-insensitively, as hosts are). A segment that does
    /// not parse matches nothing.
    func accepts(_ segment: String) -> Bool {
        if let known = cache.bySegment[segment] { return known }
        let answer = judge(segment)
        cache.bySegment[segment] = answer
        return answer
    }

    private func judge(_ segment: String) -> Bool {
        var options = options
        options.accept = nil
        options.hostAsPath = .always
        var builder = RouteTableBuilder<Int>(options: options)
        for type in types { builder.register(type) }
        guard (try? builder.add("/" + segment, value: 0)) != nil, let table = try? builder.build() else { return false }
        return table.match("x://" + host) != nil
    }
}

extension LinkFiles {
    /// The schemes a route is registered under, lowercased: its pattern's (one per value of a placeholder in the
    /// scheme), else its `scheme`; none for a global route.
    static func schemes(of route: Route<RouteEntry>) -> [String] {
        let schemes = route.pattern.schemes
        if !schemes.isEmpty { return schemes }
        return route.scheme.map { [$0.lowercased()] } ?? []
    }

    /// The routes an `https://HOST/…` link can reach (`file.links.hosts`): none when the table's
    /// `accept` leaves the host out; else the `https` namespace's routes (a placeholder in the scheme that makes
    /// `https` counts), and the global ones when that namespace has no routes or falls back to them; a route whose
    /// own `accept` leaves the host out is left out. The `https` routes first, then the global ones, each in table
    /// order.
    static func routes(reaching host: String, in file: RouteTableFile) -> [Route<RouteEntry>] {
        let host = host.lowercased()
        let accepts: (LinkSource) -> Bool = { $0.accepts(scheme: "https", host: host) }
        guard file.table.options.accept?.contains(where: accepts) ?? true else { return [] }
        let routes = file.table.routes
        let https = routes.filter { schemes(of: $0).contains("https") }
        let fallback = file.spec.namespaces.contains { $0.scheme.value.lowercased() == "https" && $0.fallbackToGlobal?.value == true }
        let global = https.isEmpty || fallback ? routes.filter { schemes(of: $0).isEmpty } : []
        return (https + global).filter { $0.accept?.contains(where: accepts) ?? true }
    }
}
