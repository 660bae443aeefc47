import Switchyard
import SwitchyardConfig
import SwitchyardToolCore

/// What changed between two route tables, for `switchyard diff`: routes added, removed and changed, and
/// sample URLs that the new table sends elsewhere or nowhere.
///
/// A route is identified by its namespace and its pattern as written; when a table holds the same pattern
/// twice in a namespace, the n-th occurrence pairs with the n-th.
struct TableDiff {
    /// A route of either table.
    typealias Entry = Route<RouteEntry>

    struct Change {
        var old: Entry
        var new: Entry
        /// One item per property that differs: `(name, old value, new value)`.
        var fields: [(name: String, old: String, new: String)]
    }

    /// Where a URL goes in one table: a route, or why none.
    enum Destination: Equatable {
        case route(namespace: String, pattern: String, handler: String)
        case nowhere(String)

        var description: String {
            switch self {
            case let .route(namespace, pattern, handler): return "\"\(pattern)\" (\(namespace)) → \(handler)"
            case let .nowhere(reason): return "nowhere (\(reason))"
            }
        }
    }

    struct Moved {
        var url: String
        var old: Destination
        var new: Destination
    }

    var added: [Entry] = []
    var removed: [Entry] = []
    var changed: [Change] = []
    /// Sample URLs that matched a route in the old table and go to another route, or none, in the new one.
    var moved: [Moved] = []

    var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && moved.isEmpty }

    init(old: RouteTableFile, new: RouteTableFile) {
        let oldKeyed = Self.keyed(old.table.routes), newKeyed = Self.keyed(new.table.routes)
        let newKeys = Set(newKeyed.map(\.key)), oldKeys = Set(oldKeyed.map(\.key))
        removed = oldKeyed.filter { !newKeys.contains($0.key) }.map(\.route)
        added = newKeyed.filter { !oldKeys.contains($0.key) }.map(\.route)
        let newByKey = Dictionary(newKeyed.map { ($0.key, $0.route) }, uniquingKeysWith: { first, _ in first })
        for (key, route) in oldKeyed {
            guard let other = newByKey[key] else { continue }
            let fields = Self.differences(route, other)
            if !fields.isEmpty { changed.append(Change(old: route, new: other, fields: fields)) }
        }
        for url in Self.sampleURLs(old) + Self.sampleURLs(new) where !moved.contains(where: { $0.url == url }) {
            let before = Self.destination(of: url, in: old)
            guard case .route = before else { continue }
            let after = Self.destination(of: url, in: new)
            if !Self.sameRoute(before, after) { moved.append(Moved(url: url, old: before, new: after)) }
        }
    }

    /// Each route with its key: namespace, pattern, and its occurrence among routes with both.
    private static func keyed(_ routes: [Entry]) -> [(key: String, route: Entry)] {
        var seen: [String: Int] = [:]
        return routes.map { route in
            let base = route.namespaceName + " " + route.pattern.text
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            return (base + " #\(occurrence)", route)
        }
    }

    /// The properties of a route that differ: handler, priority, tags, visibility, accept, name, query
    /// conditions and parameter options.
    static func differences(_ a: Entry, _ b: Entry) -> [(name: String, old: String, new: String)] {
        func list(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }
        func accept(_ route: Entry) -> String { route.accept.map { list($0.map(\.description)) } ?? "(the table's)" }
        func visibility(_ route: Entry) -> String { route.value.isInternal ? "internal" : "public" }
        func query(_ route: Entry) -> String { route.query.isEmpty ? "(none)" : RouteTree.queryText(route.query) }
        let pairs: [(String, String, String)] = [
            ("handler", a.value.description, b.value.description),
            ("priority", String(a.priority), String(b.priority)),
            ("tags", list(a.value.tags), list(b.value.tags)),
            ("visibility", visibility(a), visibility(b)),
            ("accept", accept(a), accept(b)),
            ("name", a.value.name ?? "(none)", b.value.name ?? "(none)"),
            ("query", query(a), query(b)),
            ("lowercaseCaptures", String(a.lowercaseCaptures), String(b.lowercaseCaptures)),
            ("queryOverridesPath", String(a.queryOverridesPath), String(b.queryOverridesPath)),
        ]
        return pairs.filter { $0.1 != $0.2 }.map { (name: $0.0, old: $0.1, new: $0.2) }
    }

    /// Sample URLs of a table: one per optional-group expansion of each route, and one per rewrite's `from`.
    static func sampleURLs(_ file: RouteTableFile) -> [String] {
        var urls: [String] = []
        for route in file.table.routes {
            for expansion in PatternOutline(route.pattern.text).expansions {
                if let url = Samples.url(expansion, scheme: route.scheme, table: file.table, query: route.query), !urls.contains(url) {
                    urls.append(url)
                }
            }
        }
        for rule in file.rewrites.rules where rule.kind == .pattern {
            if let url = Samples.url(rule.from, scheme: nil, table: file.table), !urls.contains(url) { urls.append(url) }
        }
        return urls
    }

    /// Where `url` goes in `file`, after its rewrites, as `switchyard match` would say.
    static func destination(of url: String, in file: RouteTableFile) -> Destination {
        switch file.table.lookup(file.rewrites.rewrite(url) ?? url) {
        case .success(let match):
            return .route(namespace: match.namespace ?? "global", pattern: match.route.pattern.text, handler: match.route.value.description)
        case .failure(let failure):
            return .nowhere(failure.description)
        }
    }

    /// Whether both go to the same route (a handler change is reported under `changed`, not as a move).
    private static func sameRoute(_ a: Destination, _ b: Destination) -> Bool {
        guard case let .route(n1, p1, _) = a, case let .route(n2, p2, _) = b else { return a == b }
        return n1 == n2 && p1 == p2
    }
}
