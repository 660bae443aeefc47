package import Switchyard
package import SwitchyardConfig
import SwitchyardRouteTable

extension RouteTableFile {
    /// The rewrites `url` goes through in an app: none when the table's `accept` refuses its origin, which a router
    /// judges before any rewrite (issue #57, item 2), so that `match`, `explain` and the catalogue answer as the app
    /// does (`file.rewrites.accept-first`).
    ///
    /// - Throws: `RewriteError` for a cycle or too long a chain, with the steps taken.
    package func rewriteSteps(_ url: String) throws(RewriteError) -> [RewriteStep] {
        if let scanned = try? table.scan(url), !table.isAccepted(scanned) { return [] }
        return try rewrites.steps(url)
    }
}
