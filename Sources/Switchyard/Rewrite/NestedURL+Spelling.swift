/// How a route-table file and a routing document write a rule's ``RewriteRule/NestedURL`` (a rewrite's `"nested"`
/// object): a source spelled as `switchyard match --source` spells it, and which `to` may carry the object.
extension RouteSource {
    /// The spellings a `"source"` takes, for messages: `in-app, push, …`.
    package static let spellings = "in-app, push, universal-link, other-app[:BUNDLE_ID] or web[:PAGE_URL]"

    /// The source `text` spells: `in-app`, `push`, `universal-link`, `other-app` or `web`, the last two with an
    /// optional `:` and a bundle ID or page URL (`other-app:com.example.partner`, `web:https://m.shop.example`);
    /// `nil` for anything else, an empty detail (`web:`) or a detail on a kind that has none (`push:x`).
    package init?(spelling text: String) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let detail = parts.count > 1 ? String(parts[1]) : nil
        if detail?.isEmpty == true { return nil }
        switch parts[0] {
        case "other-app": self = .otherApp(bundleID: detail)
        case "web": self = .webPage(detail)
        case "in-app" where detail == nil: self = .inApp
        case "push" where detail == nil: self = .push
        case "universal-link" where detail == nil: self = .universalLink
        default: return nil
        }
    }

    /// The source as ``init(spelling:)`` reads it: `other-app:com.example.partner`, `in-app`.
    package var spelling: String {
        switch self {
        case .inApp: return "in-app"
        case .push: return "push"
        case .universalLink: return "universal-link"
        case .otherApp(let bundleID): return "other-app" + (bundleID.map { ":" + $0 } ?? "")
        case .webPage(let page): return "web" + (page.map { ":" + $0 } ?? "")
        }
    }
}

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
