/// A registered route: its pattern, namespace, priority, accepted sources and the value it carries
/// (a handler name, a closure, anything `Sendable`).
///
/// ```swift
/// let match = table.match("shop://goods/7")!
/// match.route.pattern.text   // "shop://goods/<int:id>"
/// match.route.priority       // 0
/// match.route.value          // what was registered with the pattern
/// ```
public struct Route<Value: Sendable>: Sendable {
    /// Registration index, unique in its table; earlier routes win ties.
    public let id: Int
    /// The pattern. A table holds a plain path pattern (`/goods/:id`, `/docs/<path:rest>`) as its text and
    /// reads it again when its structure is asked for (``RoutePattern/parameterNames``, printing a URL); a
    /// builder's routes hold it parsed. Set only by the builder.
    public internal(set) var pattern: RoutePattern
    /// The scheme namespace, spelled as it was registered (`namespaceTest1`, from the pattern's scheme or
    /// the `scheme` argument); `nil` for the global namespace. Namespaces compare case-insensitively:
    /// `namespaceTest1://test` and `NAMESPACETEST1://test` are URLs of this one.
    public let scheme: String?
    /// Higher priorities are tried first.
    public let priority: Int
    /// The origins this route accepts, narrowing the table's; `nil` accepts what the table accepts.
    public let accept: [LinkSource]?
    /// The value given at registration.
    public let value: Value

    /// The namespace name as `switchyard match` prints it: the scheme as registered, or `"global"`.
    public var namespaceName: String { scheme ?? "global" }

    @usableFromInline
    init(id: Int, pattern: RoutePattern, scheme: String?, priority: Int, accept: [LinkSource]?, value: Value) {
        self.id = id
        self.pattern = pattern
        self.scheme = scheme
        self.priority = priority
        self.accept = accept
        self.value = value
    }
}

/// What building the trie and checking conflicts need of a route: everything but its value, so that
/// neither is generic (generic code run unspecialised copies each `Route<Value>` through value witnesses).
@usableFromInline
struct RouteShape: Sendable {
    let id: Int
    /// The pattern, parsed: a reference rather than a ``RoutePattern`` (whose two forms made every copy of
    /// a shape go through an outlined value witness, about 6 copies per route in a build).
    let parsed: RoutePattern.Storage
    /// The namespace's key: the scheme lowercased; `nil` for the global namespace.
    let scheme: String?
    /// The scheme as registered, for messages.
    let spelling: String?
    let priority: Int
    let accept: [LinkSource]?

    /// The pattern, parsed.
    var pattern: RoutePattern { RoutePattern(parsed: parsed) }

    /// The shape of `route`, its pattern parsed again when the route holds it as text.
    init<Value>(_ route: Route<Value>) {
        self.init(
            id: route.id, pattern: route.pattern, scheme: route.scheme?.lowercased(), spelling: route.scheme,
            priority: route.priority, accept: route.accept)
    }

    @usableFromInline
    init(id: Int, pattern: RoutePattern, scheme: String?, spelling: String?, priority: Int, accept: [LinkSource]?) {
        self.id = id
        self.parsed = pattern.storage
        self.scheme = scheme
        self.spelling = spelling
        self.priority = priority
        self.accept = accept
    }

    var namespaceName: String { spelling ?? "global" }
}
