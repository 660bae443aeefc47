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

    /// This exact source reaches nothing.
    ///
    /// ```swift
    /// builder.deny(.otherApp(bundleID: "com.evil.app"))                 // one app may not open anything
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
