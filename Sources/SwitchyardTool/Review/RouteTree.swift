import Foundation
import Switchyard
package import SwitchyardConfig

/// A route table as a tree, for `switchyard routes`: namespace → path segments → routes. A node's count is
/// the number of routes at it and beneath it.
package struct RouteTree {
    /// One path segment, as written in the pattern (an optional group stays with the segment it follows:
    /// `reviews(/<int:page>)`).
    final class Node {
        let segment: String
        /// Routes that end at this node, in registration order.
        var routes: [Route<RouteEntry>] = []
        /// Children in order of first appearance.
        var children: [Node] = []

        init(segment: String) { self.segment = segment }

        var count: Int { routes.count + children.reduce(0) { $0 + $1.count } }

        func child(_ segment: String) -> Node {
            if let found = children.first(where: { $0.segment == segment }) { return found }
            let node = Node(segment: segment)
            children.append(node)
            return node
        }
    }

    struct Namespace {
        /// The scheme lowercased, or `"global"`.
        var key: String
        var name: String
        var fallbackToGlobal: Bool
        var root: Node
    }

    /// Namespaces in order of their first route.
    private(set) var namespaces: [Namespace] = []

    /// A route is listed under each namespace it is registered in: a placeholder in its scheme
    /// (`http<scheme=|s>://…`) puts it under each scheme its values make.
    package init(_ file: RouteTableFile) {
        let fallback = Set(file.spec.namespaces.filter { $0.fallbackToGlobal?.value == true }.map { $0.scheme.value.lowercased() })
        for route in file.table.routes {
            let schemes = route.pattern.schemes
            // Namespaces compare case-insensitively; each is shown as its first route spells it.
            let keys = schemes.count > 1 ? schemes : [route.scheme?.lowercased() ?? "global"]
            for key in keys {
                let root: Node
                if let existing = namespaces.first(where: { $0.key == key }) {
                    root = existing.root
                } else {
                    let name = schemes.count > 1 ? key : route.namespaceName
                    root = Node(segment: name)
                    namespaces.append(Namespace(key: key, name: name, fallbackToGlobal: fallback.contains(key), root: root))
                }
                var node = root
                for segment in Self.segments(route.pattern.text) { node = node.child(segment) }
                node.routes.append(route)
            }
        }
    }

    /// The segments of a pattern as the tree shows them: after any `scheme://`, split on `/` outside
    /// groups, regexes and `<…>` placeholders; `#` (hash routing) is a segment of its own.
    ///
    /// ```swift
    /// RouteTree.segments("/goods/<int:id>/reviews(/<int:page>)")   // ["goods", "<int:id>", "reviews(/<int:page>)"]
    /// RouteTree.segments("https://m.shop.example/app#/cart")      // ["m.shop.example", "app", "#", "cart"]
    /// ```
    package static func segments(_ pattern: String) -> [String] {
        var text = Substring(pattern)
        if let range = text.range(of: "://"), !text[..<range.lowerBound].contains("/") { text = text[range.upperBound...] }
        var result: [String] = [], current = "", depth = 0, inAngle = false
        func flush() { if !current.isEmpty { result.append(current); current = "" } }
        for c in text {
            switch c {
            case "(" where !inAngle: depth += 1
            case ")" where !inAngle: depth = max(0, depth - 1)
            case "<" where depth == 0: inAngle = true
            case ">" where depth == 0: inAngle = false
            default: break
            }
            if depth == 0 && !inAngle && c == "/" { flush(); continue }
            if depth == 0 && !inAngle && c == "#" { flush(); result.append("#"); continue }
            current.append(c)
        }
        flush()
        return result.isEmpty ? ["/"] : result
    }
}

extension RouteTree {
    /// What a route line says after its handler: priority, visibility, tags, accepted sources, query
    /// conditions and parameter options, when set.
    static func details(_ route: Route<RouteEntry>) -> String {
        var parts: [String] = []
        if route.priority != 0 { parts.append("priority \(route.priority)") }
        parts.append(route.value.isInternal ? "internal" : "public")
        if !route.value.tags.isEmpty { parts.append("tags: " + route.value.tags.joined(separator: ", ")) }
        if let accept = route.accept { parts.append("accept: " + accept.map(\.description).joined(separator: ", ")) }
        if !route.query.isEmpty { parts.append("if " + queryText(route.query)) }
        if route.lowercaseCaptures { parts.append("lowercase captures") }
        if route.queryOverridesPath { parts.append("query over path") }
        return parts.joined(separator: " · ")
    }

    /// A route's conditions as diagnostics write them: `token absent, url=<path:target>`.
    static func queryText(_ query: [String: QueryCondition]) -> String {
        query.sorted { $0.key < $1.key }.map { key, condition in
            switch condition {
            case .present, .absent: return "\(key) \(condition)"
            case .equals, .matches: return "\(key)=\(condition)"
            }
        }.joined(separator: ", ")
    }

    /// The tree drawn with box-drawing characters, one line per node; a node that is a route names its
    /// handler and details; a node with children shows its count.
    func text(path: String, routeCount: Int) -> String {
        var lines = [
            "\(path): \(routeCount) route\(routeCount == 1 ? "" : "s") in \(namespaces.count) namespace\(namespaces.count == 1 ? "" : "s")"
        ]
        for namespace in namespaces {
            let count = namespace.root.count
            let fallback = namespace.fallbackToGlobal ? ", falls back to global" : ""
            lines.append("\(namespace.name) (\(count) route\(count == 1 ? "" : "s")\(fallback))")
            for (index, child) in namespace.root.children.enumerated() {
                draw(child, prefix: "", last: index == namespace.root.children.count - 1, into: &lines)
            }
        }
        return lines.joined(separator: "\n")
    }

    private func draw(_ node: Node, prefix: String, last: Bool, into lines: inout [String]) {
        let branch = prefix + (last ? "└─ " : "├─ ")
        let more = prefix + (last ? "   " : "│  ")
        let label = node.children.isEmpty ? node.segment : "\(node.segment) (\(node.count))"
        if node.routes.isEmpty {
            lines.append(branch + label)
        }
        for (index, route) in node.routes.enumerated() {
            let line =
                "\(index == 0 ? label : String(repeating: " ", count: label.count)) → \(route.value.description)  [\(Self.details(route))]"
            lines.append((index == 0 ? branch : more) + line)
        }
        for (index, child) in node.children.enumerated() {
            draw(child, prefix: more, last: index == node.children.count - 1, into: &lines)
        }
    }

    /// The tree as one JSON document: `file`, `routes`, and `namespaces`, each with `name`,
    /// `fallbackToGlobal`, `count` and `children`; a node has `segment`, `count`, `routes` (each as in
    /// ``RouteTree/routeJSON(_:)``) and `children`.
    package func json(path: String, routeCount: Int) -> String {
        var document = JSONLine()
        document.string("file", path)
        document.raw("routes", String(routeCount))
        let items = namespaces.map { namespace in
            var item = JSONLine()
            item.string("name", namespace.name)
            item.raw("fallbackToGlobal", String(namespace.fallbackToGlobal))
            item.raw("count", String(namespace.root.count))
            let children = namespace.root.children.map { Self.nodeJSON($0, namespace: namespace.name) }
            item.raw("children", "[" + children.joined(separator: ",") + "]")
            return item.text
        }
        document.raw("namespaces", "[" + items.joined(separator: ",") + "]")
        return document.text
    }

    /// A node of the namespace `namespace` (its name as shown), whose routes say that namespace as their `scheme`.
    private static func nodeJSON(_ node: Node, namespace: String) -> String {
        var item = JSONLine()
        item.string("segment", node.segment)
        item.raw("count", String(node.count))
        item.raw("routes", "[" + node.routes.map { routeJSON($0, scheme: namespace) }.joined(separator: ",") + "]")
        item.raw("children", "[" + node.children.map { nodeJSON($0, namespace: namespace) }.joined(separator: ",") + "]")
        return item.text
    }

    /// A route as JSON: `pattern`, `scheme`, `priority`, `handler` (or null), `name` when set,
    /// `visibility` (`public` or `internal`), `tags`, `accept` when the route narrows the table's, and `query`,
    /// `lowercaseCaptures` and `queryOverridesPath` when set.
    static func routeJSON(_ route: Route<RouteEntry>) -> String { routeJSON(route, scheme: route.namespaceName) }

    /// A route as JSON, listed in the namespace `scheme` (one of those a placeholder in its scheme makes).
    static func routeJSON(_ route: Route<RouteEntry>, scheme: String) -> String {
        var item = JSONLine()
        item.string("pattern", route.pattern.text)
        item.string("scheme", scheme)
        item.raw("priority", String(route.priority))
        if let handler = route.value.handler { item.string("handler", handler) } else { item.raw("handler", "null") }
        if let name = route.value.name { item.string("name", name) }
        item.string("visibility", route.value.isInternal ? "internal" : "public")
        item.raw("tags", JSONLine.array(route.value.tags))
        if let accept = route.accept { item.raw("accept", JSONLine.array(accept.map(\.description))) }
        if !route.query.isEmpty { item.raw("query", MatchReport.queryObject(route.query)) }
        if route.lowercaseCaptures { item.raw("lowercaseCaptures", "true") }
        if route.queryOverridesPath { item.raw("queryOverridesPath", "true") }
        return item.text
    }
}
