/// Changes to a live router that operations decide without a release: rewrites, redirects of retired
/// URLs, routes degraded to another route or a web page, new routes bound to handlers the app already has,
/// routes removed. The package's own form of a `RoutingDocument` (SwitchyardConfig), which apps use: a
/// document is read, verified and turned into one of these; ``Router/apply(_:)`` applies it whole, as one
/// new snapshot, or not at all.
///
/// ```swift
/// var changes = RoutingChanges<Screen>(label: "hotfix 12")
/// changes.degrades.append(Degrade(route: .pattern("shop://goods/<int:id>"), to: "https://m.shop.example/product/{id}.html"))
/// changes.redirects.append(Redirect(from: "shop://promo/2025", to: "shop://goods/7"))
/// try router.apply(changes)      // middleware, policy and navigator are kept
/// router.revertChanges()         // back to the routes the app was built with
/// ```
package struct RoutingChanges<Screen: Hashable & Sendable>: Sendable {
    /// Says which changes these are, in logs and ``Router/appliedChanges`` (a document's serial number).
    package var label: String
    /// Rewrite rules tried before the app's own: pattern rules before the app's pattern rules, regex rules
    /// before the app's regex rules (``RewriteRules`` tries every pattern rule before any regex rule).
    package var rewrites: [RewriteRule] = []
    /// Retired URLs sent elsewhere: each is a route whose answer is a redirect.
    package var redirects: [Redirect] = []
    /// Routes sent elsewhere, always or when their handler fails.
    package var degrades: [Degrade] = []
    /// New routes, with handlers the app made (named handlers, for a document).
    package var routes: [AddedRoute<Screen>] = []
    /// Routes taken away.
    package var removals: [RouteSelector] = []
    /// Whether these changes have run out (a routing document past its `expires`); `nil` when they never do.
    /// While they are in force, the router asks before each open and dry run (one call, so keep it cheap: a
    /// comparison against a clock); the first time it answers `true`, the router goes back to its own routes,
    /// as ``Router/revertChanges()`` does, and the open goes on with them.
    ///
    /// ```swift
    /// let expires = Date(timeIntervalSinceNow: 3_600)
    /// changes.hasExpired = { Date() >= expires }
    /// ```
    package var hasExpired: (@Sendable () -> Bool)?
    /// What a match spends per byte of a link's allowance on these changes' capture regexes (a document's, as its
    /// budget weighs them; ADR 0051, decision 6); `nil` when they have none.
    package var captureWeights: CaptureWeights?

    /// No changes yet.
    package init(label: String) {
        self.label = label
    }

    /// Whether there is nothing to change.
    package var isEmpty: Bool {
        rewrites.isEmpty && redirects.isEmpty && degrades.isEmpty && routes.isEmpty && removals.isEmpty
    }
}

/// Names a registered route: by its pattern as written (`"shop://goods/<int:id>"`, or `"/goods/<int:id>"`
/// with its scheme) or by its name.
///
/// ```swift
/// let broken = RouteSelector.pattern("shop://goods/<int:id>")
/// let byName = RouteSelector.name("goods.detail")
/// ```
package enum RouteSelector: Sendable, Hashable, CustomStringConvertible {
    /// The route registered with this pattern (the scheme compared without case).
    case pattern(String)
    /// The route registered under this name.
    case name(String)

    /// Whether this selector names the route `info` describes (as ``Router/apply(_:)`` decides it).
    ///
    /// ```swift
    /// RouteSelector.pattern("SHOP://goods/:id").selects(plan.route)   // true for "/goods/:id" in namespace shop
    /// ```
    package func selects(_ info: RouteInfo) -> Bool {
        selects(pattern: info.pattern, namespace: info.namespace, name: info.name)
    }

    /// ``selects(_:)`` for a route of this pattern (as registered), namespace and name.
    package func selects(pattern registeredPattern: String, namespace: String?, name routeName: String?) -> Bool {
        switch self {
        case .name(let name):
            return routeName == name
        case .pattern(let pattern):
            if registeredPattern == pattern { return true }
            // A scheme compares without case, as matching does: "SHOP://a" selects a route registered as shop://a
            // (or as "/a" in the namespace shop).
            let wanted = Self.split(pattern)
            let registered = Self.split(registeredPattern)
            return wanted.path == registered.path && wanted.scheme == (registered.scheme ?? namespace?.lowercased())
        }
    }

    /// A pattern's scheme (lowercased) and the path after it (from its first '/'), or no scheme and the pattern.
    static func split(_ pattern: String) -> (scheme: String?, path: Substring) {
        guard let colon = pattern.firstIndex(of: ":"), pattern[colon...].hasPrefix("://") else { return (nil, pattern[...]) }
        return (pattern[..<colon].lowercased(), pattern[pattern.index(after: colon)...].dropFirst())
    }

    package var description: String {
        switch self {
        case .pattern(let pattern): return "route \"\(pattern)\""
        case .name(let name): return "route named \"\(name)\""
        }
    }
}

/// A retired URL sent to another: a route on `from` whose answer redirects to `to`, where `{name}` takes
/// the value of `from`'s capture `name`.
///
/// ```swift
/// Redirect(from: "shop://item/:id", to: "shop://goods/{id}")
/// ```
package struct Redirect: Sendable, Hashable {
    /// A pattern.
    package var from: String
    /// A URL template.
    package var to: String

    /// A redirect.
    package init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

/// A route sent elsewhere: to another route, or to its web page when the native screen is broken (the
/// seeds' H5 fallback). `to` is a URL template: `{name}` takes the route's capture `name`.
///
/// ```swift
/// Degrade(route: .name("goods.detail"), to: "https://m.shop.example/product/{id}.html")            // always
/// Degrade(route: .name("goods.detail"), to: "shop://error?from=goods", when: .handlerFails)        // only on failure
/// ```
package struct Degrade: Sendable, Hashable {
    /// When the route is sent elsewhere.
    package enum Condition: String, Sendable, Hashable, Codable {
        /// Every time: the handler is not called.
        case always
        /// When the handler throws (not when it rejects, declines or is cancelled).
        case handlerFails
    }

    /// The route.
    package var route: RouteSelector
    /// Where it goes instead.
    package var to: String
    /// When.
    package var when: Condition

    /// A degrade.
    package init(route: RouteSelector, to: String, when: Condition = .always) {
        self.route = route
        self.to = to
        self.when = when
    }
}

/// A route added at run time, bound to a handler the app made.
///
/// ```swift
/// AddedRoute(pattern: "shop://campaign/<int:id>", name: "campaign", handler: AnyRouteHandler { _ in .handled })
/// ```
package struct AddedRoute<Screen: Hashable & Sendable>: Sendable {
    /// The pattern, in the route pattern language.
    package var pattern: String
    /// The route's name (for ``RouteSelector/name(_:)`` and diagnostics).
    package var name: String?
    /// Its priority among matching routes.
    package var priority: Int
    /// Tags that select per-tag middleware and policy rules.
    package var tags: [String]
    /// Who may open it.
    package var visibility: RouteVisibility
    /// What answers it.
    package var handler: AnyRouteHandler<Screen>

    /// A route.
    package init(
        pattern: String, name: String? = nil, priority: Int = 0, tags: [String] = [], visibility: RouteVisibility = .public,
        handler: AnyRouteHandler<Screen>
    ) {
        self.pattern = pattern
        self.name = name
        self.priority = priority
        self.tags = tags
        self.visibility = visibility
        self.handler = handler
    }
}

/// Why changes were not applied; the router keeps what it had.
///
/// ```swift
/// do { try router.apply(changes) } catch { log("\(error)") }   // "hotfix 12: degrade 1: no route "shop://x" …"
/// ```
package struct RoutingChangesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The changes' label.
    package let label: String
    /// What is wrong, naming the rule (`degrade 2`, `rewrite 1 "to"`).
    package let message: String

    package var description: String { "\(label): \(message)" }
}
