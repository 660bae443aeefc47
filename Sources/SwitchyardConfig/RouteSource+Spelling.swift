import Switchyard

/// How a route-table file and a routing document write a source (a rewrite's `"nested"` object's `"source"`): as
/// `switchyard match --source` spells it. Here, not in Switchyard, so that a router app that reads no file links none
/// of it (Benchmarks/AppCodeSize).
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
