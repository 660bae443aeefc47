import SwitchyardRouteTable

/// Collects routes, validates them, and freezes them into an immutable, `Sendable` `RouteTable`.
///
/// ```swift
/// var builder = RouteTableBuilder<String>()
/// try builder.add("/goods/<int:id>", scheme: "shop", value: "goods.detail")
/// try builder.add("/goods/:id(/reviews)", scheme: "shop", value: "goods.reviews")
/// let table = try builder.build()           // conflicts are reported here, naming both routes
/// table.match("shop://goods/7")?.route.value // "goods.detail"
/// ```
///
/// A pattern that does not parse is refused by ``add(_:scheme:priority:accept:query:lowercaseCaptures:queryOverridesPath:value:)`` and leaves the
/// builder as it was.
public struct RouteTableBuilder<Value: Sendable>: Sendable {
    /// Options fixed for the table.
    public let options: RouteTableOptions
    private(set) var types: [ParameterType] = []
    /// `types` by name over the built-in ones, made when they change: every pattern parsed shares this one
    /// object (a dictionary made per pattern cost thousands of instructions and a dictionary's memory per
    /// route; a table's thin patterns hold it to be read again).
    private var registry = TypeRegistry.builtIn
    @usableFromInline var routes: [Route<Value>] = []
    /// `routes` without their values, kept in step with them: `build()` hands these to the trie builder and
    /// the conflict checker, which are not generic (mapping `routes` at each build copied every route
    /// through unspecialised generic code).
    @usableFromInline var shapes: [RouteShape] = []
    /// The table this builder was made from (``init(_:mappingValues:)``), with this builder's values, while
    /// its routes, types and namespaces are still the table's: ``build()`` returns it rather than build the
    /// same trie again. While it is kept, `shapes` is empty: a table keeps plain patterns as their text, and
    /// reading every one again was most of what a builder made from a table cost. The first change makes
    /// them (``prepareForChange()``).
    var unchanged: RouteTable<Value>?
    /// Whether `unchanged` is kept (a flag the inlinable ``add(_:scheme:priority:accept:query:lowercaseCaptures:queryOverridesPath:value:)`` can read
    /// without generic code).
    @usableFromInline var keepsTable = false
    private(set) var namespaces: [String: NamespaceOptions] = [:]
    /// The names given to ``namespace(_:fallbackToGlobal:)`` that are no URL scheme (``SchemeName``), as given:
    /// ``build()`` refuses them (the call cannot throw).
    private(set) var namesThatAreNoSchemes: [String] = []
    /// What ``build()`` runs when `unchanged` is not kept: `build(countLimit:)`, held as a closure that only the
    /// builder's changes install, so that a builder made from a table and never changed (a router from compiled
    /// tables) names none of the trie's growth or the checks, and an app that does only that can drop them
    /// (ADR 0040, third amendment).
    private var buildChanged: @Sendable (Self) throws(RouteTableError) -> RouteTable<Value>
    /// Ids are never reused, also after routes are removed.
    @usableFromInline var nextID = 0

    /// Creates an empty builder.
    public init(options: RouteTableOptions = RouteTableOptions()) {
        self.options = options
        buildChanged = Self.buildRoutes
    }

    /// Creates a builder holding a table's routes, types and namespaces, to add or remove routes and
    /// build a new table. The table itself never changes. Built before anything changes, it gives the
    /// table back without building it again.
    package init(_ table: RouteTable<Value>) {
        self.init(table, mappingValues: \.value)
    }

    /// Creates a builder holding a table's routes with other values, in the table's order and with its
    /// ids, patterns, namespaces, priorities, accept lists, types and options. No pattern is parsed: built
    /// before anything changes, the builder gives the table's trie and warnings back with the new values.
    ///
    /// ```swift
    /// var builder = RouteTableBuilder<String>()
    /// try builder.add("shop://goods/<int:id>", value: "goods.detail")
    /// let names = try builder.build()
    /// let lengths = RouteTableBuilder<Int>(names) { $0.value.count }
    /// try lengths.build().match("shop://goods/7")?.route.value   // 12, from the same trie
    /// ```
    package init<Source>(_ table: RouteTable<Source>, mappingValues transform: (Route<Source>) throws -> Value) rethrows {
        self.options = table.options
        self.types = table.types
        self.registry = TypeRegistry(RoutePattern.registry(table.types))
        self.routes = try table.routes.map { route in route.with(value: try transform(route)) }
        self.namespaces = table.namespaces
        self.nextID = table.nextID
        let kept = table.replacingRoutes(routes)
        self.unchanged = kept
        self.keepsTable = true
        // Not run while `unchanged` is kept: the first change installs `buildRoutes` (prepareForChange()).
        self.buildChanged = { _ in kept }
    }

    /// The routes added so far, in registration order.
    package var registeredRoutes: [Route<Value>] { routes }

    /// Registers a parameter type for `<name:parameter>` placeholders in patterns added afterwards.
    ///
    /// Registering a name again replaces the type for patterns added afterwards; routes added before keep
    /// the check they were added with.
    public mutating func register(_ type: ParameterType) {
        prepareForChange()
        var registered = type
        // Registrations only grow, so the highest one held is the highest ever given out.
        registered.registration = (types.map(\.registration).max() ?? 0) + 1
        types.removeAll { $0.name == type.name }
        types.append(registered)
        registry = TypeRegistry(RoutePattern.registry(types))
    }

    /// Sets a scheme namespace's options. With `fallbackToGlobal`, URLs of this scheme also try the global
    /// routes (those registered without a scheme): when none of the scheme's own routes match, and, in a
    /// router, when every one of the scheme's own candidates declines (`RouteTable.candidates(for:)` lists
    /// the scheme's matches first, then the global ones). Without it (the default), a URL of this scheme
    /// reaches only the scheme's routes. `scheme` is a URL scheme (an ASCII letter, then ASCII letters, digits,
    /// `+`, `-` or `.`); ``build()`` refuses another name.
    ///
    /// ```swift
    /// builder.namespace("shop", fallbackToGlobal: true)
    /// try builder.add("shop://settings/:page", value: "shop settings")   // tried first
    /// try builder.add("/settings/:page", value: "app settings")          // then this one, for shop:// URLs too
    /// ```
    public mutating func namespace(_ scheme: String, fallbackToGlobal: Bool) {
        prepareForChange()
        guard SchemeName.isValid(scheme) else {
            namesThatAreNoSchemes.append(scheme)
            return
        }
        namespaces[scheme.lowercased()] = NamespaceOptions(fallbackToGlobal: fallbackToGlobal)
    }

    /// Adds a route.
    ///
    /// ```swift
    /// try builder.add("shop://goods/<int:id>", value: "goods.detail")
    /// try builder.add("firefox://deep-link", query: ["url": "/settings/<path:page>"], value: "settings")
    /// try builder.add("/projects/:creator/:slug", query: ["token": .absent], lowercaseCaptures: true, value: "project")
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern. A full-URL pattern (`shop://goods/:id`) names its scheme itself.
    ///   - scheme: The scheme namespace; `nil` or `"global"` for the global namespace.
    ///   - priority: Higher priorities are tried first. Default 0.
    ///   - accept: Origins this route accepts, narrowing the table's.
    ///   - query: Conditions on query items (see `QueryCondition`): the route matches only a URL that meets
    ///     them all, and ranks before an equally specific route with fewer. Default none.
    ///   - lowercaseCaptures: Whether the route's captured values are lowercased (a case-insensitive route
    ///     whose handler compares lowercase values). Default `false`.
    ///   - queryOverridesPath: Whether the URL's query items override the route's captures of the same name.
    ///     Default `false`: captures override query items.
    ///   - value: What a match returns.
    /// - Returns: The route's id (its registration index).
    /// - Throws: `PatternError` when the pattern or a query condition's value does not parse, `scheme` is
    ///   no URL scheme, or the pattern's scheme contradicts `scheme`.
    @inlinable @discardableResult
    public mutating func add(
        _ pattern: String, scheme: String? = nil, priority: Int = 0, accept: [LinkSource]? = nil,
        query: [String: QueryCondition] = [:], lowercaseCaptures: Bool = false, queryOverridesPath: Bool = false, value: Value
    ) throws(PatternError) -> Int {
        // Inlinable, so that the caller's module makes a `Route` of its own `Value`: unspecialised, each
        // call looked up the metadata of `Route<Value>` and its array (about 1,400 instructions a route).
        let (parsed, namespace, key) = try parse(pattern, scheme: scheme)
        let extras = try extras(query, lowercaseCaptures: lowercaseCaptures, queryOverridesPath: queryOverridesPath, pattern: parsed)
        if keepsTable { prepareForChange() }
        let id = nextID
        nextID += 1
        routes.append(Route(id: id, pattern: parsed, scheme: namespace, priority: priority, accept: accept, extras: extras, value: value))
        shapes.append(
            RouteShape(id: id, pattern: parsed, scheme: key, spelling: namespace, priority: priority, accept: accept, extras: extras))
        return id
    }

    /// A route's query conditions compiled with the builder's types, and its parameter options.
    @usableFromInline
    func extras(
        _ query: [String: QueryCondition], lowercaseCaptures: Bool, queryOverridesPath: Bool, pattern: RoutePattern
    ) throws(PatternError) -> RouteExtras? {
        try RouteExtras.make(
            query: query, lowercaseCaptures: lowercaseCaptures, queryOverridesPath: queryOverridesPath,
            pathNames: pattern.parameterNames, schemeCapture: pattern.schemeCapture, registry: registry)
    }

    /// The part of ``add(_:scheme:priority:accept:query:lowercaseCaptures:queryOverridesPath:value:)`` that does not depend on `Value`: the pattern
    /// parsed with the builder's types, and the route's namespace as registered and as its key, lowercased
    /// (`nil` for the global one). The pattern's own scheme is spelled as the pattern writes it.
    @usableFromInline
    func parse(_ pattern: String, scheme: String?) throws(PatternError) -> (RoutePattern, String?, String?) {
        if let scheme, !SchemeName.isValid(scheme) {
            throw PatternError(pattern: pattern, offset: 0, message: SchemeName.refusal("scheme", found: scheme))
        }
        let parsed = try RoutePattern(pattern, hostAsPath: options.intake.hostAsPath, registry: registry)
        var namespace = scheme
        var key = scheme?.lowercased()
        if key == "global" {
            namespace = nil
            key = nil
        }
        if let patternScheme = parsed.scheme {
            if let key, !parsed.schemes.contains(key) {
                throw PatternError(
                    pattern: pattern, offset: 0,
                    message: MatchingText.routeSchemeContradicts(
                        pattern: DiagnosticText.shortened(patternScheme), route: DiagnosticText.shortened(key)))
            }
            // A scheme is ASCII: its spelling is the pattern's first bytes (a placeholder's first value's, lowercased).
            namespace =
                parsed.schemeCapture != nil
                ? patternScheme : String(decoding: pattern.utf8.prefix(patternScheme.utf8.count), as: UTF8.self)
            key = patternScheme
        }
        return (parsed, namespace, key)
    }

    /// Removes routes; returns how many were removed.
    @discardableResult
    package mutating func removeRoutes(where shouldRemove: (Route<Value>) throws -> Bool) rethrows -> Int {
        var kept: [Int] = []
        for index in routes.indices where try !shouldRemove(routes[index]) { kept.append(index) }
        let removed = routes.count - kept.count
        guard removed > 0 else { return 0 }
        prepareForChange()
        routes = kept.map { routes[$0] }
        shapes = kept.map { shapes[$0] }
        return removed
    }

    /// Before the routes, types or namespaces change: drops the table kept from ``init(_:mappingValues:)``
    /// and makes the shapes a build needs, reading the table's plain patterns again (once, for the builds
    /// to come).
    @usableFromInline
    mutating func prepareForChange() {
        guard keepsTable else { return }
        keepsTable = false
        unchanged = nil
        buildChanged = Self.buildRoutes
        shapes = routes.map(RouteShape.init)
    }

    /// Validates every route and freezes the table.
    ///
    /// - Throws: ``RouteTableError`` listing every error (colliding optional-group expansions); warnings
    ///   (an identical route, a route that can never win, a failed registration check such as a route
    ///   whose scheme the table does not accept) are kept on the table instead. A link source
    ///   written as a string literal that does not parse, in the options or on
    ///   a route, is an error too, reported before anything else is checked.
    public func build() throws(RouteTableError) -> RouteTable<Value> {
        if let unchanged { return unchanged }
        return try buildChanged(self)
    }

    private static var buildRoutes: @Sendable (Self) throws(RouteTableError) -> RouteTable<Value> {
        { builder throws(RouteTableError) in try builder.build(countLimit: TrieNode.countLimit) }
    }

    /// ``build()``, with trie nodes whose counts reach `countLimit` kept wide (tests lower it, so that the
    /// wide path, which only pathological tables take, is checked on every table).
    func build(countLimit: Int) throws(RouteTableError) -> RouteTable<Value> {
        let shapes = keepsTable ? routes.map(RouteShape.init) : self.shapes
        let unparsed = namespaceNameErrors() + linkSourceErrors(shapes)
        if !unparsed.isEmpty { throw RouteTableError(diagnostics: unparsed) }
        let (storage, matchers) = TrieBuilder.build(routes: shapes, namespaces: namespaces, options: options, countLimit: countLimit)
        let diagnostics =
            RegistrationChecker(routes: shapes, accept: options.accept).check()
            + ConflictChecker(routes: shapes, storage: storage, matcherIndex: matchers, options: options).check()
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw RouteTableError(diagnostics: diagnostics) }
        // The table keeps plain patterns as their text, in one buffer (Benchmarks/Journal/0017); the builder keeps its own.
        // Made in one loop through the inlinable initialiser: `with(pattern:)` per route, run unspecialised, looked
        // up `Route<Value>`'s metadata on every call, and replacing routes in a copy of `routes` copied each twice
        // (together about 1,100 instructions a route). By index: `zip`'s iterator, unspecialised, cost more.
        let patterns = RoutePattern.thin(shapes.map(\.parsed))
        var kept: [Route<Value>] = []
        kept.reserveCapacity(routes.count)
        for index in routes.indices {
            let route = routes[index]
            kept.append(
                Route(
                    id: route.id, pattern: patterns[index], scheme: route.scheme, priority: route.priority, accept: route.accept,
                    extras: route.extras, value: route.value))
        }
        return RouteTable(
            options: options, types: types, routes: kept, namespaces: namespaces,
            storage: storage, warnings: diagnostics, nextID: nextID)
    }

    /// An error for each name given to ``namespace(_:fallbackToGlobal:)`` that is no URL scheme.
    func namespaceNameErrors() -> [Diagnostic] {
        namesThatAreNoSchemes.map {
            Diagnostic(severity: .error, message: SchemeName.refusal("namespace name", found: $0))
        }
    }

    /// An error for each link source, of the table's options or of a route (of `shapes`), written as a
    /// literal that does not parse, and for each web origin that is no `http` or `https` origin (about the
    /// table's options: no route ID).
    func linkSourceErrors(_ shapes: [RouteShape]) -> [Diagnostic] {
        func diagnostics(_ sources: [LinkSource]?, routeID: Int?, of owner: String) -> [Diagnostic] {
            guard let sources else { return [] }
            return sources.compactMap { source in
                source.parseError.map {
                    Diagnostic(
                        severity: .error,
                        message:
                            "link source \(DiagnosticText.quoted(source.description, escaped: false)) \(owner) does not parse: \($0.message)",
                        code: .unparsedLinkSource, route: Diagnostic.RouteReference(routeID: routeID))
                }
            }
        }
        var result = diagnostics(options.accept, routeID: nil, of: "in the table's options")
        result += diagnostics(options.webOrigins, routeID: nil, of: "in the table's web origins")
        result += options.webOrigins.compactMap { origin in
            guard origin.parseError == nil, !origin.isWebOrigin else { return nil }
            return Diagnostic(
                severity: .error,
                message: "web origin \(DiagnosticText.quoted(origin.description, escaped: false)) is not an http or https "
                    + "scheme with a host, such as \"https://m.shop.example\"",
                code: .invalidWebOrigin, route: Diagnostic.RouteReference(routeID: nil))
        }
        for shape in shapes where shape.accept != nil {
            result += diagnostics(
                shape.accept, routeID: shape.id,
                of: "of route \(DiagnosticText.quoted(shape.pattern.text, escaped: false)) (\(shape.namespaceName))")
        }
        return result
    }
}
