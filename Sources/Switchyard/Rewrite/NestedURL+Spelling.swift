/// Which rules a route-table file or a routing document may give ``RewriteRule/NestedURL`` options (a rewrite's
/// `"nested"` object). How they spell its source is SwitchyardConfig's (`RouteSource+Spelling.swift`), so that a
/// router app that reads no file links none of it.
extension RewriteRule {
    /// Whether `to` is a whole `{url:query.NAME}` target, the only kind of rule whose ``nested`` options mean
    /// anything: a file or document that gives them to another rule is refused, not ignored.
    package static func opensNestedURL(_ to: String) -> Bool {
        guard to.hasPrefix("{"), to.hasSuffix("}"), to.count > 2 else { return false }
        let inside = String(to.dropFirst().dropLast())
        guard !inside.contains("{"), !inside.contains("}"),
            case .nestedURL? = Template.placeholder(inside, names: [])
        else { return false }
        return true
    }
}
