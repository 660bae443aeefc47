import ArgumentParser
import Switchyard
import SwitchyardConfig

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two route tables: routes added, removed and changed, and URLs that would now go elsewhere.",
        discussion: """
            A route is identified by its namespace and its pattern as written. A changed route lists what differs: \
            handler, priority, tags, visibility, accept, name. Sample URLs (one per optional-group expansion of every \
            route of either table, and one per rewrite) are matched in both tables, rewrites applied; those that \
            reached a route in OLD and reach another route, or none, in NEW are listed. \
            Exit status: 0 (whatever differs); 1 when a table does not load.
            """
    )

    @Argument(help: "The table before the change.")
    var old: String

    @Argument(help: "The table after the change.")
    var new: String

    @Option(help: "text or json (one document).")
    var format: ReviewFormat = .text

    func run() throws {
        let before = try TableOption.load(old)
        let after = try TableOption.load(new)
        let diff = TableDiff(old: before, new: after)
        switch format {
        case .text: print(DiffFormat.text(diff, old: before, new: after))
        case .json: print(DiffFormat.json(diff, old: before, new: after))
        }
    }
}

/// How `switchyard diff` prints a ``TableDiff``.
enum DiffFormat {
    static func label(_ route: TableDiff.Entry) -> String { "\"\(route.pattern.text)\" (\(route.namespaceName))" }

    static func text(_ diff: TableDiff, old: RouteTableFile, new: RouteTableFile) -> String {
        var lines = ["--- \(old.path) (\(routes(old)))", "+++ \(new.path) (\(routes(new)))"]
        if !diff.added.isEmpty {
            lines.append("added:")
            lines += diff.added.map { "  + \(label($0)) → \($0.value.description)  [\(RouteTree.details($0))]" }
        }
        if !diff.removed.isEmpty {
            lines.append("removed:")
            lines += diff.removed.map { "  - \(label($0)) → \($0.value.description)" }
        }
        if !diff.changed.isEmpty {
            lines.append("changed:")
            lines += diff.changed.map { change in
                "  ~ \(label(change.old)): " + change.fields.map { "\($0.name) \($0.old) → \($0.new)" }.joined(separator: "; ")
            }
        }
        if !diff.moved.isEmpty {
            lines.append("URLs that would now go elsewhere:")
            for moved in diff.moved {
                lines.append("  \(moved.url)")
                lines.append("    was: \(moved.old.description)")
                lines.append("    now: \(moved.new.description)")
            }
        }
        lines.append(summary(diff))
        return lines.joined(separator: "\n")
    }

    static func summary(_ diff: TableDiff) -> String {
        if diff.isEmpty { return "no differences" }
        let urls = diff.moved.count
        return "\(diff.added.count) added, \(diff.removed.count) removed, \(diff.changed.count) changed, "
            + "\(urls) URL\(urls == 1 ? "" : "s") now going elsewhere"
    }

    private static func routes(_ file: RouteTableFile) -> String {
        let count = file.table.routes.count
        return "\(count) route\(count == 1 ? "" : "s")"
    }

    /// One document: `old`, `new` (paths), `added` and `removed` (routes as `switchyard routes` prints them),
    /// `changed` (`route` and `fields`, each `field`, `old`, `new`), `moved` (`url`, `old`, `new`; each
    /// destination a route object or `{"matched":false,"reason":…}`).
    static func json(_ diff: TableDiff, old: RouteTableFile, new: RouteTableFile) -> String {
        var document = JSONLine()
        document.string("old", old.path)
        document.string("new", new.path)
        document.raw("added", "[" + diff.added.map(RouteTree.routeJSON).joined(separator: ",") + "]")
        document.raw("removed", "[" + diff.removed.map(RouteTree.routeJSON).joined(separator: ",") + "]")
        let changed = diff.changed.map { change in
            var item = JSONLine()
            item.raw("route", RouteTree.routeJSON(change.new))
            let fields = change.fields.map { field in
                var object = JSONLine()
                object.string("field", field.name)
                object.string("old", field.old)
                object.string("new", field.new)
                return object.text
            }
            item.raw("fields", "[" + fields.joined(separator: ",") + "]")
            return item.text
        }
        document.raw("changed", "[" + changed.joined(separator: ",") + "]")
        let moved = diff.moved.map { moved in
            var item = JSONLine()
            item.string("url", moved.url)
            item.raw("old", destinationJSON(moved.old))
            item.raw("new", destinationJSON(moved.new))
            return item.text
        }
        document.raw("moved", "[" + moved.joined(separator: ",") + "]")
        return document.text
    }

    private static func destinationJSON(_ destination: TableDiff.Destination) -> String {
        var object = JSONLine()
        switch destination {
        case let .route(namespace, pattern, handler):
            object.raw("matched", "true")
            object.string("pattern", pattern)
            object.string("scheme", namespace)
            object.string("handler", handler)
        case let .nowhere(reason):
            object.raw("matched", "false")
            object.string("reason", reason)
        }
        return object.text
    }
}
