import Foundation
package import Switchyard
package import SwitchyardConfig

// Sample URLs for a rewrite rule: its `from`'s samples, carrying the query items its `to` reads.
extension Samples {
    /// Sample URLs for pattern rule `index` of `rules`: the samples of its `from`, each carrying the query
    /// items its `to` reads (`{query.url}`), so that a rule that moves a query item into the path is followed
    /// as a real link would take it. A query value is one that leads to a route of `table` when one does
    /// (read back from the routes' own sample URLs through the rule's target), else a sample value.
    /// (`rule` is the rule at `index`; when `rules` has another there, the values come from the samples alone.)
    package static func rewriteURLs(_ rule: RewriteRule, index: Int, rules: RewriteRules, table: RouteTable<RouteEntry>) -> [String] {
        let samples = urls(rule.from, scheme: nil, table: table)
        let names = queryNames(in: rule.to)
        guard !names.isEmpty else { return samples }
        var result: [String] = []
        var seen: Set<String> = []
        let ruleAtIndex = rules.rules.indices.contains(index) && rules.rules[index] == rule
        // The routes' own samples, before their query: made once for every sample of the rule.
        let targets = ruleAtIndex ? table.routes.compactMap { url(for: $0, in: table).map(beforeQuery) } : []
        for sample in samples {
            for values in queryValues(for: sample, names: names, index: ruleAtIndex ? index : -1, rules: rules, targets: targets) {
                let url = withQuery(sample, names.indices.map { (names[$0], values[$0]) })
                if seen.insert(url).inserted { result.append(url) }
            }
        }
        return result
    }

    /// The names of the query items a template reads: `NAME` of each `{query.NAME}` and `{path:query.NAME}`, in
    /// order, once each.
    package static func queryNames(in template: String) -> [String] {
        var names: [String] = []
        for opening in ["{query.", "{path:query."] {  // a value, or a value inserted as a path
            var rest = template[...]
            while let open = rest.range(of: opening) {
                guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
                let name = String(rest[open.upperBound..<close])
                if !name.isEmpty, !names.contains(name) { names.append(name) }
                rest = rest[rest.index(after: close)...]
            }
        }
        return names
    }

    /// Values for `names`, one list per sample URL to try: first those that lead to a route (each read from a
    /// route's sample URL, in `targets`, that the rule's target with markers in place of the values can
    /// spell), then each capture candidate for every name.
    private static func queryValues(
        for sample: String, names: [String], index: Int, rules: RewriteRules, targets: [String]
    ) -> [[String]] {
        let markers = names.indices.map { "zqx\($0)xqz" }
        var found: [[String]] = []
        if rules.rules.indices.contains(index), let step = rules.step(withQuery(sample, zip(names, markers).map { ($0, $1) })),
            step.ruleIndex == index
        {
            let skeleton = beforeQuery(step.to)
            // Only a value the template puts before the query can lead to another route; a name it puts
            // nowhere there takes the first candidate.
            for target in targets where markers.contains(where: skeleton.contains) {
                guard let read = gaps(of: target, in: skeleton, markers: markers) else { continue }
                let values = read.map { $0.isEmpty ? candidates[0] : $0 }
                if !found.contains(values) { found.append(values) }
            }
        }
        return found + candidates.map { value in names.map { _ in value } }
    }

    /// The text `url` has where `skeleton` has each marker, percent-decoded (a template encodes the value it
    /// puts there); `nil` when `url` is not `skeleton` with some text for each marker.
    package static func gaps(of url: String, in skeleton: String, markers: [String]) -> [String]? {
        var values = [String](repeating: "", count: markers.count)
        var rest = url[...]
        var pattern = skeleton[...]
        // The skeleton as literal pieces, each followed by the marker that comes after it (if any).
        while true {
            let next = markers.indices.compactMap { k in pattern.range(of: markers[k]).map { (k, $0) } }
                .min { $0.1.lowerBound < $1.1.lowerBound }
            let literal = next.map { pattern[..<$0.1.lowerBound] } ?? pattern
            guard rest.hasPrefix(literal) else { return nil }
            rest = rest.dropFirst(literal.count)
            guard let (k, range) = next else { return rest.isEmpty ? values : nil }
            pattern = pattern[range.upperBound...]
            let following = markers.indices.compactMap { pattern.range(of: markers[$0])?.lowerBound }.min()
            let literalAfter = following.map { pattern[..<$0] } ?? pattern
            let end: Substring.Index
            if literalAfter.isEmpty {
                guard following == nil else { return nil }  // two markers side by side: no way to split
                end = rest.endIndex
            } else {
                guard let at = rest.range(of: literalAfter)?.lowerBound else { return nil }
                end = at
            }
            guard end > rest.startIndex, let value = String(rest[..<end]).removingPercentEncoding else { return nil }
            values[k] = value
            rest = rest[end...]
        }
    }

    /// `url` before its query or fragment.
    static func beforeQuery(_ url: String) -> String {
        String(url.prefix { $0 != "?" && $0 != "#" })
    }

    /// `url` with `items` as its query (before a fragment), each value percent-encoded.
    package static func withQuery(_ url: String, _ items: [(String, String)]) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let query = items.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? name) + "="
                + (value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value)
        }.joined(separator: "&")
        let hash = url.firstIndex(of: "#") ?? url.endIndex
        return String(url[..<hash]) + "?" + query + String(url[hash...])
    }
}
