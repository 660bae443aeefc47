import Foundation
import Switchyard
import SwitchyardConfig

/// Modules' route-table files merged into one table (issue #88 item 5; the rule `module.tables.merge` in
/// Docs/Rules/module.md). Modules are added in the order given and each file's routes and rewrites keep their
/// order, each marked with its module (`"x-module"`), so that the merged table is an ordinary route-table file
/// that every reader reads. What two modules both claim is collected in `errors`, located in the later file: a
/// route (the same pattern in the same namespace with the same query conditions), a handler name, or a setting
/// (an option, a namespace, a declared type, a top-level `x-` key) given two different values. The JVM's
/// `TableMerge` (Android/src/cli) does the same, word for word.
struct TableMerge {
    /// One table-wide setting, kept from the first module that gives it.
    private struct Setting {
        let key: String
        let value: ConfigNode
        let module: String
    }

    /// The sections whose members are settings, in the order the merged table writes them; `""` holds the
    /// table's own `x-` keys, written last.
    private static let sections = ["options", "namespaces", "types", ""]

    private var settings: [String: [Setting]] = [:]
    private var routes: [ConfigNode] = []
    private var rewrites: [ConfigNode] = []
    /// Who claimed each route first, by ``claim(of:pattern:)``; who registered each handler name first. Keyed by
    /// UTF-8 bytes, as the JVM compares: a Swift `String` compares canonically equivalent texts equal.
    private var claims: [[UInt8]: String] = [:]
    private var handlers: [[UInt8]: String] = [:]
    /// Every collision, as `FILE:LINE:COLUMN: error: message`, in the order found.
    private(set) var errors: [String] = []

    /// Adds a module's table: `root` is its file's document, already loaded and checked by the reader.
    mutating func add(module: String, file: String, root: ConfigNode) {
        guard case .object(let members) = root.value else { return }
        for member in members {
            switch member.key {
            case "options", "namespaces", "types":
                guard case .object(let entries) = member.value.value else { continue }
                for entry in entries { addSetting(entry, section: member.key, module: module, file: file) }
            case "routes":
                for route in Self.items(member.value) { addRoute(route, module: module, file: file) }
            case "rewrites":
                rewrites += Self.items(member.value).map { Self.marked($0, module: module) }
            default: addSetting(member, section: "", module: module, file: file)
            }
        }
    }

    /// The merged table's document.
    var merged: ConfigNode {
        func object(_ members: [(String, ConfigNode)]) -> ConfigNode {
            ConfigNode(.object(members.map { ConfigMember(key: $0.0, keyLocation: .start, value: $0.1) }), location: .start)
        }
        var members: [(String, ConfigNode)] = []
        for section in Self.sections.dropLast() where !(settings[section] ?? []).isEmpty {
            members.append((section, object((settings[section] ?? []).map { ($0.key, $0.value) })))
        }
        members.append(("routes", ConfigNode(.array(routes), location: .start)))
        if !rewrites.isEmpty { members.append(("rewrites", ConfigNode(.array(rewrites), location: .start))) }
        members += (settings[""] ?? []).map { ($0.key, $0.value) }
        return object(members)
    }

    private mutating func addSetting(_ member: ConfigMember, section: String, module: String, file: String) {
        // Schemes compare without case (a namespace's key is one); every other key as written.
        let same: (String) -> Bool =
            section == "namespaces"
            ? { $0.lowercased().utf8.elementsEqual(member.key.lowercased().utf8) } : { $0.utf8.elementsEqual(member.key.utf8) }
        guard let earlier = settings[section, default: []].first(where: { same($0.key) }) else {
            settings[section, default: []].append(Setting(key: member.key, value: member.value, module: module))
            return
        }
        guard earlier.module != module, !MergedJSON.text(earlier.value).utf8.elementsEqual(MergedJSON.text(member.value).utf8)
        else { return }
        let named = ["options": "option", "namespaces": "namespace", "types": "type", "": "key"][section] ?? "key"
        report(
            file, member.keyLocation,
            MergeText.moduleSettingConflict(setting: named + " " + JSONLine.quote(member.key), first: earlier.module, second: module))
    }

    private mutating func addRoute(_ route: ConfigNode, module: String, file: String) {
        routes.append(Self.marked(route, module: module))
        guard case .object(let members) = route.value,
            let pattern = members.first(where: { $0.key == "pattern" })?.value, case .string(let text) = pattern.value
        else { return }
        let (key, shown) = Self.claim(of: members, pattern: text)
        let claim = Array(key.utf8)
        if let first = claims[claim], first != module {
            report(file, pattern.location, MergeText.moduleRouteClaimedTwice(route: shown, first: first, second: module))
            return
        }
        if claims[claim] == nil { claims[claim] = module }
        guard let handler = members.first(where: { $0.key == "handler" })?.value, case .string(let name) = handler.value
        else { return }
        if let first = handlers[Array(name.utf8)], first != module {
            report(
                file, handler.location,
                MergeText.moduleHandlerRegisteredTwice(handler: JSONLine.quote(name), first: first, second: module))
        } else if handlers[Array(name.utf8)] == nil {
            handlers[Array(name.utf8)] = module
        }
    }

    /// What makes two routes the same route: the pattern as written, the namespace (the route's `scheme`, else the
    /// scheme its full-URL pattern writes, compared without case; `global` otherwise) and the query conditions.
    /// Also the route as a message shows it: `"/goods/:id" (shop)`.
    static func claim(of members: [ConfigMember], pattern: String) -> (key: String, shown: String) {
        var namespace = "global"
        if let scheme = members.first(where: { $0.key == "scheme" })?.value, case .string(let name) = scheme.value {
            namespace = name.lowercased()
        } else if let end = pattern.range(of: "://") {
            namespace = pattern[..<end.lowerBound].lowercased()
        }
        let query = members.first(where: { $0.key == "query" }).map { MergedJSON.text($0.value) } ?? ""
        return (namespace + "\u{0}" + pattern + "\u{0}" + query, JSONLine.quote(pattern) + " (" + namespace + ")")
    }

    private mutating func report(_ file: String, _ location: TextLocation, _ message: String) {
        errors.append("\(file):\(location.line):\(location.column): error: \(message)")
    }

    private static func items(_ node: ConfigNode) -> [ConfigNode] {
        if case .array(let items) = node.value { return items }
        return []
    }

    /// The route or rewrite with `"x-module": module` as its last key (replacing one it had).
    private static func marked(_ node: ConfigNode, module: String) -> ConfigNode {
        guard case .object(var members) = node.value else { return node }
        members.removeAll { $0.key == "x-module" }
        members.append(ConfigMember(key: "x-module", keyLocation: .start, value: ConfigNode(.string(module), location: .start)))
        return ConfigNode(.object(members), location: node.location)
    }
}
