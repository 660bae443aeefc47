import SwitchyardRouteTable

/// What building the trie and checking conflicts need of a route: everything but its value, so that
/// neither is generic (generic code run unspecialised copies each `Route<Value>` through value witnesses).
@usableFromInline
struct RouteShape: Sendable {
    let id: Int
    /// The pattern, parsed: a reference rather than a `RoutePattern` (whose two forms made every copy of
    /// a shape go through an outlined value witness, about 6 copies per route in a build).
    let parsed: RoutePattern.Storage
    /// The namespace's key: the scheme lowercased; `nil` for the global namespace.
    let scheme: String?
    /// The scheme as registered, for messages.
    let spelling: String?
    let priority: Int
    let accept: [LinkSource]?
    /// The route's extras. Not retained: a shape lives beside its route (a builder keeps both, in step), which
    /// holds them; a build copies each shape about six times, and a retain per copy was 0.6 % of a build.
    unowned(unsafe) let extras: RouteExtras?

    /// The pattern, parsed.
    var pattern: RoutePattern { RoutePattern(parsed: parsed) }

    /// The shape of `route`, its pattern parsed again when the route holds it as text.
    init<Value>(_ route: Route<Value>) {
        self.init(
            id: route.id, pattern: route.pattern, scheme: route.scheme?.lowercased(), spelling: route.scheme,
            priority: route.priority, accept: route.accept, extras: route.extras)
    }

    @usableFromInline
    init(
        id: Int, pattern: RoutePattern, scheme: String?, spelling: String?, priority: Int, accept: [LinkSource]?, extras: RouteExtras?
    ) {
        self.id = id
        self.parsed = pattern.storage
        self.scheme = scheme
        self.spelling = spelling
        self.priority = priority
        self.accept = accept
        self.extras = extras
    }

    // The structure the build reads, from the parsed box itself (`pattern` wraps the box in a `RoutePattern`
    // first, and each read through it retained and released the box).
    var host: String? { parsed.host }
    var takesHost: Bool { parsed.takesHost }
    var expansions: RoutePattern.Expansions { RoutePattern.Expansions(storage: parsed) }
    var expansionCount: Int { parsed.otherExpansions.count + 1 }

    var namespaceName: String { parsed.schemeCapture?.schemes.joined(separator: ", ") ?? spelling ?? "global" }

    /// The schemes a placeholder in the route's scheme makes besides its own (`http<s=|s>://…`: `https`), each a
    /// namespace the route is registered in too; empty (no array made) for every other route.
    var otherSchemes: ArraySlice<String> { parsed.schemeCapture?.schemes.dropFirst() ?? [] }

    /// The namespaces the route is registered in, by key: its scheme's, then ``otherSchemes``.
    var namespaceKeys: [String?] { [scheme] + otherSchemes.map { $0 } }

    /// How diagnostics name the route: `"/goods/:id" (shop)`, with its query conditions when it has any
    /// (`"/projects/:id" (global) if token absent`).
    var displayName: String {
        let conditions = extras.map(\.conditionText) ?? ""
        return "\(DiagnosticText.quoted(pattern.text, escaped: false)) (\(namespaceName))"
            + (conditions.isEmpty ? "" : " if \(conditions)")
    }
}
