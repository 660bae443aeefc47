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
    @usableFromInline package let id: Int
    /// The pattern. A table holds a plain path pattern (`/goods/:id`, `/docs/<path:rest>`) as its text and
    /// reads it again when its structure is asked for (`parameterNames`, printing a URL); a
    /// builder's routes hold it parsed.
    public let pattern: RoutePattern
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
    /// The route's query conditions and how its parameters are read; `nil` when it asks none of these.
    @usableFromInline package let extras: RouteExtras?

    /// The namespace name as `switchyard match` prints it: the scheme as registered, or `"global"`.
    package var namespaceName: String { scheme ?? "global" }

    /// The conditions the route sets on query items (see ``QueryCondition``); empty when it sets none.
    ///
    /// ```swift
    /// try builder.add("firefox://deep-link", query: ["url": "<path:target>"], value: "deep link")
    /// try builder.build().routes[0].query   // ["url": .matches("<path:target>")]
    /// ```
    public var query: [String: QueryCondition] { extras?.query ?? [:] }

    /// The parameters the route's query conditions capture, in condition order (by item name).
    package var queryParameterNames: [String] { extras?.parameterNames ?? [] }

    /// Whether the route's captured values (path captures, its wildcard, its query conditions' captures) are
    /// lowercased.
    ///
    /// ```swift
    /// try builder.add("/tags/:tag", lowercaseCaptures: true, value: "tag")
    /// try builder.build().match("app://tags/Swift")?.parameters["tag"]   // "swift"
    /// ```
    package var lowercaseCaptures: Bool { extras?.lowercaseCaptures ?? false }

    /// Whether the URL's query items override the route's captures of the same name (the default order is
    /// the other way round: query < fragment query < captures < caller's values).
    ///
    /// ```swift
    /// try builder.add("/goods/:id", queryOverridesPath: true, value: "goods")
    /// try builder.build().match("app://goods/7?id=9")?.parameters["id"]   // "9" (without the option, "7")
    /// ```
    package var queryOverridesPath: Bool { extras?.queryOverridesPath ?? false }

    // Inlinable: a compiled table's loader (SwitchyardCompiledTables) makes every route in one loop, and a call
    // into this module per route, unspecialised, nearly doubled its load (Benchmarks/Journal/0037).
    @inlinable
    package init(id: Int, pattern: RoutePattern, scheme: String?, priority: Int, accept: [LinkSource]?, extras: RouteExtras?, value: Value)
    {
        self.id = id
        self.pattern = pattern
        self.scheme = scheme
        self.priority = priority
        self.accept = accept
        self.extras = extras
        self.value = value
    }

    /// This route carrying another value.
    package func with<Other>(value: Other) -> Route<Other> {
        Route<Other>(id: id, pattern: pattern, scheme: scheme, priority: priority, accept: accept, extras: extras, value: value)
    }
}
