/// What one link's whole way may spend on a routing document's regex rewrites (DynamicRouting, "A link's regex
/// allowance"; ADR 0057). A document's budget bounds one pass of its rules over a link; a link's way runs them
/// again at each step of a rewrite chain and on each leg after a redirect or degrade. So each time one of the
/// document's regex rules is tried on a URL, it spends its weight (`CapturingRegex.weight(of:)`, as the budget
/// counts it) times the UTF-8 length of the text it runs on (the URL before its query and fragment), and every try
/// along one link's way shares this allowance: a try that would pass it is not run, and the link is refused. The
/// app's own regex rules spend nothing (it ships and reviews them), so a table answers as it did.
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

    /// What the way has spent so far.
    package private(set) var spent = 0
    /// The try that was not run: its rule's index and what the way would have spent with it; `nil` while within.
    package private(set) var refused: (ruleIndex: Int, total: Int)?

    /// A way that has spent nothing.
    package init() {}

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
