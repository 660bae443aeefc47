/// What one open did, as the analytics sink (``RouterBuilder/analytics(_:)``) is told once, when the open has ended
/// (after the navigator): the link, where it came from, the route that ended the open, how it ended and the links it
/// was redirected to (the pipeline article's `router.analytics` and `router.analytics.outcome`).
///
/// ```swift
/// builder.analytics { event in
///     tracker.track("deeplink", event.properties)
/// }
/// // "shop://goods/7" from a push, answered by the product page:
/// // ["url": "shop://goods/7", "source": "push notification", "route": "shop://goods/<int:id>", "outcome": "handled"]
/// ```
///
/// Every open gives one event, whatever ended it: a route's answer, the unmatched handler, a refusal or an error.
/// Its links are redacted by default: query values become `redacted`, and fragments and user info are dropped
/// (``LinkRedaction``, ``RouterBuilder/analyticsKeepsQueryValues(named:)``).
/// The JVM router's event has the same fields and the same strings, so the rows of both platforms join.
public struct OpenEvent: Sendable, Equatable {
    /// How an open ended. New outcomes may be added in any release (the enum is `@nonexhaustive`): a `switch` over
    /// it ends with `default` or `@unknown default`.
    ///
    /// An open that ends with an answer is ``degraded`` when a routing document's degrade moved the link during it,
    /// else ``unmatched`` when the unmatched handler answered, else ``handled``. An open that fails is ``declined``
    /// for ``RoutingError/Reason-swift.enum/allDeclined(count:)``, ``unmatched`` for
    /// ``RoutingError/Reason-swift.enum/noRoute(_:)``, ``refused`` for a refused link, a source the policy
    /// forbids and a rejection, and ``failed`` for any other reason.
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Outcome: String, Sendable, Hashable {
        /// A route answered (a value, a navigation, handled).
        case handled
        /// Every candidate declined.
        case declined
        /// A routing document's degrade (`always` or `handlerFails`) moved the link, and the open then ended with an
        /// answer: the fallback, seen.
        case degraded
        /// No route: the unmatched handler answered, or there was none to ask.
        case unmatched
        /// The link was refused: at intake, by the source policy, or by a rejection (a middleware's, a login that
        /// failed, a route's).
        case refused
        /// Anything else: a handler's or a middleware's error, a timeout, a cancellation, too many redirects, a
        /// rewrite loop, a navigation that failed.
        case failed
    }

    /// The link as it was first opened, before rewrites and redirects, redacted unless the app opted out
    /// (``LinkRedaction``; `router.analytics.redact`): `shop://login?email=redacted`.
    public let url: String
    /// Where the open's link came from.
    public let source: RouteSource
    /// The pattern of the route whose answer or failure ended the open (the candidate running when a middleware
    /// ended it), `"(unmatched)"` when the unmatched handler did, `nil` when no route ran in the open's last pass.
    public let route: String?
    /// How the open ended.
    public let outcome: Outcome
    /// For ``Outcome/refused`` and ``Outcome/failed``, the name of the error's reason (`rejected`, `timedOut`,
    /// `middlewareFailed`, …); `nil` otherwise.
    public let reason: String?
    /// The links the open was redirected to, in order (the link opened is ``url``), each redacted as ``url`` is.
    public let redirects: [String]

    init(url: String, source: RouteSource, route: String?, outcome: Outcome, reason: String?, redirects: [String]) {
        self.url = url
        self.source = source
        self.route = route
        self.outcome = outcome
        self.reason = reason
        self.redirects = redirects
    }

    /// The event with its links written as `redaction` writes them (`router.analytics.redact`): ``url``, every
    /// entry of ``redirects`` and a ``RouteSource/webPage(_:)`` source's page.
    func redacted(by redaction: LinkRedaction) -> OpenEvent {
        if redaction.recordsFullLinks { return self }
        return OpenEvent(
            url: redaction.redact(url), source: redaction.redact(source), route: route, outcome: outcome, reason: reason,
            redirects: redirects.map(redaction.redact))
    }

    /// The event as the flat properties a tracker takes: `url`, `source` (its description: `push notification`),
    /// `outcome`, and when present `route`, `reason` and `redirects` (the targets joined by a space).
    ///
    /// ```swift
    /// event.properties
    /// // ["url": "shop://old/7", "source": "in-app", "route": "shop://goods/<int:id>", "outcome": "handled",
    /// //  "redirects": "shop://goods/7"]
    /// ```
    public var properties: [String: String] {
        var properties = ["url": url, "source": source.description, "outcome": outcome.rawValue]
        if let route { properties["route"] = route }
        if let reason { properties["reason"] = reason }
        if !redirects.isEmpty { properties["redirects"] = redirects.joined(separator: " ") }
        return properties
    }
}
