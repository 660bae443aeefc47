/// The source rules: which sources reach which public routes. Internal routes
/// (``RouteVisibility/internal``) are reachable only from ``RouteSource/inApp`` whatever these rules say;
/// the rules narrow public routes (and public actions and services) further. An open whose every matching
/// route is refused fails with ``RoutingError/Reason-swift.enum/forbidden(route:why:)`` before any middleware
/// or handler runs; a router with an unmatched handler hands it that error to decide.
extension RouterBuilder {
    /// Routes, actions and services tagged `tag` are reachable only from sources of the given kinds.
    ///
    /// ```swift
    /// builder.restrict(tag: "payment", to: [.inApp, .universalLink])   // no custom-scheme or push links to payment
    /// ```
    public mutating func restrict(tag: String, to kinds: Set<RouteSource.Kind>) {
        policy.restrict(tag: tag, to: kinds)
    }

    /// This source reaches nothing, however its platform spells it: another app's bundle ID compares ignoring
    /// ASCII case (`COM.EVIL.APP` is `com.evil.app`), a web page compares by its origin (scheme and host
    /// lowercased, a default port dropped, the path ignored). A sender of the same kind that does not name itself
    /// (`.otherApp(bundleID: nil)`, `.webPage(nil)`, a page with no origin) is refused too, since it may be the
    /// denied one: a rule naming one app blocks every anonymous app. A page with no origin
    /// (`.webPage("evil")`) denies every web page.
    ///
    /// A deny is a filter for honest senders, never authentication: since iOS 13 the system gives another app's
    /// bundle ID (`sourceApplication`) only for apps of the same team, and a page's URL is what the page says it
    /// is. Restrict what must not open from other apps to ``RouteSource/Kind/inApp`` with ``restrict(tag:to:)``.
    ///
    /// ```swift
    /// builder.deny(.otherApp(bundleID: "com.evil.app"))                 // that app, and every app that names none
    /// builder.deny(.webPage("https://evil.example"))                     // every page of that origin
    /// ```
    public mutating func deny(_ source: RouteSource) {
        policy.deny(source)
    }

    /// Sources of this kind reach nothing.
    ///
    /// ```swift
    /// builder.deny(kind: .push)                                          // turn off push links
    /// ```
    public mutating func deny(kind: RouteSource.Kind) {
        policy.deny(kind: kind)
    }
}
