import Foundation
import SwitchyardConfig
import SwitchyardTool
import Testing

/// `switchyard routes` against the corpus's tables: it lists every route under each namespace the route is
/// registered in (Tools article, "`routes`"; the pattern-language article's `pattern.scheme.placeholder`: a
/// placeholder in the scheme registers the route under each scheme its values make), once there, with that
/// namespace as its `scheme`.
@Suite("Conformance: routes")
struct RoutesConformanceTests {
    /// The namespaces a route of a case file's table is registered in, lowercased, read from the file's JSON (not
    /// from a reader): each scheme a placeholder in the pattern's scheme makes (`http<scheme=|s>://…` → `http`,
    /// `https`), else the pattern's scheme, else the route's `scheme`, else `global`.
    static func namespaces(of route: [String: Any]) -> [String] {
        let pattern = route["pattern"] as? String ?? ""
        if let range = pattern.range(of: "://"), !pattern[..<range.lowerBound].contains("/") {
            let scheme = pattern[..<range.lowerBound].lowercased()
            guard let open = scheme.firstIndex(of: "<"), let equals = scheme.firstIndex(of: "="),
                let close = scheme.firstIndex(of: ">")
            else { return [scheme] }
            let prefix = scheme[..<open]
            let suffix = scheme[scheme.index(after: close)...]
            return scheme[scheme.index(after: equals)..<close].split(separator: "|", omittingEmptySubsequences: false).map {
                String(prefix + $0 + suffix)
            }
        }
        let scheme = (route["scheme"] as? String)?.lowercased() ?? "global"
        return [scheme]
    }

    /// Every route listed in `routes --format json`: its namespace (lowercased), the `scheme` the listing gives it,
    /// its pattern and handler.
    static func listed(_ node: [String: Any], namespace: String, into result: inout [[String]]) {
        for route in node["routes"] as? [[String: Any]] ?? [] {
            result.append([
                namespace, (route["scheme"] as? String)?.lowercased() ?? "?", route["pattern"] as? String ?? "?",
                route["handler"] as? String ?? "nil",
            ])
        }
        for child in node["children"] as? [[String: Any]] ?? [] { listed(child, namespace: namespace, into: &result) }
    }

    /// `json` with each U+FEFF written as an escape: Foundation's JSONSerialization on Linux drops a U+FEFF it reads
    /// inside a string (normalization-unicode.json's routes have one), and keeps an escaped one. JSON has U+FEFF only
    /// inside strings.
    static func keepingBOM(_ json: [UInt8]) -> Data {
        var escaped = String.UnicodeScalarView()
        for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
            if scalar == "\u{FEFF}" { escaped.append(contentsOf: "\\uFEFF".unicodeScalars) } else { escaped.append(scalar) }
        }
        return Data(String(escaped).utf8)
    }

    @Test("every route under each of its namespaces", arguments: CaseFile.all.filter { !$0.cases.allSatisfy { $0.kind == "tableError" } })
    func everyRouteUnderEachNamespace(_ file: CaseFile) throws {
        let loaded = try MatchConformanceTests.load(file)
        let document = try JSONSerialization.jsonObject(
            with: Data(RouteTree(loaded).json(path: file.name, routeCount: loaded.table.routes.count).utf8))
        var listed: [[String]] = []
        for namespace in (document as? [String: Any])?["namespaces"] as? [[String: Any]] ?? [] {
            Self.listed(namespace, namespace: (namespace["name"] as? String)?.lowercased() ?? "?", into: &listed)
        }
        let table = try JSONSerialization.jsonObject(with: Self.keepingBOM(file.table)) as? [String: Any]
        var expected: [[String]] = []
        for route in table?["routes"] as? [[String: Any]] ?? [] {
            let pattern = route["pattern"] as? String ?? "?"
            for namespace in Self.namespaces(of: route) {
                expected.append([namespace, namespace, pattern, route["handler"] as? String ?? "nil"])
            }
        }
        let order: ([String], [String]) -> Bool = { $0.joined(separator: "\u{1}") < $1.joined(separator: "\u{1}") }
        let missing = expected.filter { entry in !listed.contains(entry) }
        #expect(
            missing.isEmpty,
            "\(file.name) [pattern.scheme.placeholder]: routes does not list \(missing) (namespace, scheme, pattern, handler)")
        #expect(
            listed.sorted(by: order) == expected.sorted(by: order),
            "\(file.name): routes lists \(listed.sorted(by: order)), the table has \(expected.sorted(by: order))")
    }
}
