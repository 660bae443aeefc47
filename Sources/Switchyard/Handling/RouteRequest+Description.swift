// What `print` shows of the values an open hands out (a request, a response, an outcome, a dry run's
// plan): one line a person reads, built from public properties only (never the shared boxes behind them).

extension RouteInfo: CustomStringConvertible {
    /// The pattern and its namespace, then the name, tags, priority and visibility when they are set:
    /// `"shop://goods/<int:id>" (shop; name: goods; tags: login)`. The unmatched handler's requests
    /// have no route: `(unmatched)`.
    ///
    /// ```swift
    /// print(request.route)   // "/goods/<int:id>" (shop; name: goods; tags: login, shop; priority: 2; internal)
    /// ```
    public var description: String {
        guard id >= 0 else { return pattern }
        var details = [namespace ?? "global"]
        if let name { details.append("name: \(name)") }
        if !tags.isEmpty { details.append("tags: " + tags.joined(separator: ", ")) }
        if priority != 0 { details.append("priority: \(priority)") }
        if visibility == .internal { details.append("internal") }
        return "\"\(pattern)\" (" + details.joined(separator: "; ") + ")"
    }
}

extension RouteValues {
    /// How many typed values there are (their keys are types, which a value does not keep): `2 typed values`.
    var summary: String { count == 1 ? "1 typed value" : "\(count) typed values" }
}

extension RouteRequest: CustomStringConvertible {
    /// The URL (and the one opened, when a rewrite or redirect changed it), its source, the route and the
    /// parameters: `shop://goods/7?tab=a from push notification → "shop://goods/<int:id>" (shop) [id: 7, tab: a]`.
    ///
    /// ```swift
    /// try builder.route("shop://goods/<int:id>") { request in
    ///     print(request)   // shop://goods/7 (opened as https://m.shop.example/product/7.html) from universal link → "shop://goods/<int:id>" (shop) [id: 7]
    ///     return .handled
    /// }
    /// ```
    public var description: String {
        let taken = url.description
        var text = taken + (originalURL == taken ? "" : " (opened as \(originalURL))")
        text += " from \(source) → \(route) \(parameters)"
        if !values.isEmpty { text += " with \(values.summary)" }
        return text
    }
}

extension RouteResponse: CustomStringConvertible {
    /// What the handler answered: `navigate: push goods(7)`, `value: Address(…)`, `handled`, `declined`,
    /// `redirect to shop://cart`.
    public var description: String {
        switch self {
        case .navigate(let navigation): return "navigate: \(navigation)"
        case .value(let value): return "value: \(value)"
        case .handled: return "handled"
        case .declined: return "declined"
        case .redirect(let url): return "redirect to \(url)"
        }
    }
}

extension RouteOutcome: CustomStringConvertible {
    /// The URL opened, each URL it was redirected to, the route that answered with its parameters, and the
    /// answer: `shop://goods/7 → "shop://goods/<int:id>" (shop) [id: 7] → navigate: push goods(7)`.
    ///
    /// ```swift
    /// print(try await router.open("shop://old-cart"))
    /// // shop://old-cart → redirected to shop://cart → "shop://cart" (shop) [:] → navigate: push cart
    /// ```
    public var description: String {
        var text = redirects.first ?? request.originalURL
        for url in redirects.dropFirst() { text += " → redirected to \(url)" }
        let taken = request.url.description
        if taken != redirects.last { text += " → rewritten to \(taken)" }
        return text + " → \(request.route) \(request.parameters) → \(response)"
    }
}

extension RoutePlan: CustomStringConvertible {
    /// What `open` would do: the URL, its rewrites, the route with its parameters, the middleware that would
    /// run and the routes tried if it declined.
    ///
    /// ```swift
    /// if case .success(let plan) = router.canOpen("shop://cart", from: .push) { print(plan) }
    /// // shop://cart → "shop://cart" (shop; tags: login) [:]; middleware: logging, login gate; no fallbacks
    /// ```
    public var description: String {
        var text = url
        for rewritten in rewrites { text += " → rewritten to \(rewritten)" }
        text += " → \(route) \(parameters); middleware: "
        text += middleware.isEmpty ? "none" : middleware.joined(separator: ", ")
        text += fallbacks.isEmpty ? "; no fallbacks" : "; then " + fallbacks.map(\.description).joined(separator: ", ")
        return text
    }
}

extension UnmatchedRequest: CustomStringConvertible {
    /// The URL, its source and why nothing handled it: `shop://nowhere from push notification: no route matches …`.
    public var description: String { "\(DiagnosticText.shortened(url)) from \(source): \(error)" }
}
