/// What one link's whole way may spend on a routing document's regex rewrites (DynamicRouting, "A link's regex
/// allowance"; ADR 0057). A document's budget bounds one pass of its rules over a link; a link's way runs them
/// again at each step of a rewrite chain and on each leg after a redirect or degrade. So each time one of the
/// document's regex rules is tried on a URL, it spends its weight (`CapturingRegex.weight(of:)`, as the budget
/// counts it) times the UTF-8 length of the text it runs on (the URL before its query and fragment), and every try
/// along one link's way shares this allowance: a try that would pass it is not run, and the link is refused. The
/// app's own regex rules spend nothing (it ships and reviews them), so a table answers as it did.
///
/// A document's capture regexes spend from it too (ADR 0051, decision 6): each rewrite step's lookup of the pattern
/// rules spends the capture weight of the document's pattern rewrites, and each leg's match the capture weight of
/// its routes and redirects (``CaptureWeights``), times the URL's UTF-8 length without its query.
///
/// Counted on text, never on an engine, so that every reader (the router, the JVM reader, the web module) refuses
/// the same link at the same try.
///
/// ```swift
/// var allowance = RegexAllowance()
/// allowance.spend(48 * 16_384, rule: 0)   // true: one pass of the heaviest document over the longest link
/// allowance.spend(1, rule: 0)             // false: `refused` is (0, 786_433)
/// ```
package struct RegexAllowance: Sendable {
    /// 48 × 16,384: one pass of a document of the greatest regex weight its budget allows over a link of the
    /// default greatest length (`IntakeOptions.maxURLLength`).
    package static let limit = 48 * 16_384

    /// What each rewrite step's lookup spends per byte on a routing document's pattern rewrites' capture regexes (0:
    /// none). Two integers, not the ``CaptureWeights`` object: an allowance lives in every open's frame, and a plain
    /// value costs nothing to copy or to drop.
    package let captureRewrites: Int
    /// What each leg's match spends per byte on the document's routes' and redirects' capture regexes (0: none).
    package let captureRoutes: Int
    /// What the way has spent so far.
    package private(set) var spent = 0
    /// The try that was not run: its rule's index and what the way would have spent with it; `nil` while within.
    package private(set) var refused: (ruleIndex: Int, total: Int)?

    /// A way that has spent nothing, through a document whose capture regexes weigh `captures`.
    package init(captures: CaptureWeights? = nil) {
        captureRewrites = captures?.rewrites ?? 0
        captureRoutes = captures?.routes ?? 0
    }

    /// Spends a match of `url` against the document's pattern rewrites (`routes` false) or its routes and
    /// redirects (`routes` true), each capture regex of theirs tried at most once per place in their tables; records
    /// the refusal (rule index ``CaptureWeights/rewritesIndex`` or ``CaptureWeights/routesIndex``) and returns `false`
    /// when that would pass ``limit``.
    package mutating func spendCaptures(routes: Bool, on url: String) -> Bool {
        let weight = routes ? captureRoutes : captureRewrites
        guard weight > 0 else { return true }
        return spend(weight * Self.lengthWithoutQuery(url), rule: routes ? CaptureWeights.routesIndex : CaptureWeights.rewritesIndex)
    }

    /// The UTF-8 length of `url` without its query (from a `?` before any `#` up to the `#`): a pattern reads the
    /// host, the path and the fragment's path.
    package static func lengthWithoutQuery(_ url: String) -> Int {
        var count = 0
        var inQuery = false
        var inFragment = false
        for byte in url.utf8 {
            if !inFragment, byte == UInt8(ascii: "#") {
                inFragment = true
                inQuery = false
            } else if !inFragment, byte == UInt8(ascii: "?") {
                inQuery = true
            }
            if !inQuery { count += 1 }
        }
        return count
    }

    /// Spends `cost` for a try of the rule at `rule`, or records it in ``refused`` and returns `false` (spending
    /// nothing) when that would pass ``limit``.
    @discardableResult
    package mutating func spend(_ cost: Int, rule: Int) -> Bool {
        guard cost <= Self.limit - spent else {
            refused = (rule, spent + cost)
            return false
        }
        spent += cost
        return true
    }
}

/// What one match of a URL spends per byte on a routing document's capture regexes (ADR 0051, decision 6): the
/// weight the budget gives the capture regexes of its pattern rewrites' `from`, and of its routes' `pattern` and
/// redirects' `from` (each regex's weight times its pattern's readings). A class, so that an open without a document
/// copies a `nil`.
package final class CaptureWeights: Sendable {
    /// The pattern rewrites' capture weight, spent by each rewrite step.
    package let rewrites: Int
    /// The routes' and redirects' capture weight, spent by each leg's match.
    package let routes: Int
    /// How messages name the document (`document 12`).
    package let label: String
    /// ``RegexAllowance/refused``'s rule index for the pattern rewrites' capture regexes.
    package static let rewritesIndex = -1
    /// ``RegexAllowance/refused``'s rule index for the routes' and redirects' capture regexes.
    package static let routesIndex = -2

    /// The weights of a document labelled `label`.
    package init(rewrites: Int, routes: Int, label: String) {
        self.rewrites = rewrites
        self.routes = routes
        self.label = label
    }

    /// How a refusal at rule index `index` (one of the two above) names what was tried, for the document `label`.
    package static func name(_ index: Int, label: String) -> String {
        index == routesIndex
            ? "the capture regexes of the routes and redirects of \(label)" : "the capture regexes of the pattern rewrites of \(label)"
    }
}
