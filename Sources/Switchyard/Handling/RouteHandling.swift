// The handler's side of an open (ADR 0041's layers): what a handler receives (the request, its route, the
// caller's typed values) and the handler itself. What it answers (the response, the open's outcome) is in
// RouteResponse.swift.

/// A key for typed values a caller passes with a URL (never `[String: Any]`): one value
/// (`values[key]`), or a listener for a stream of them that the handler reports
/// (``RouteValues/listen(_:_:)``, ``RouteRequest/report(_:_:)``).
///
/// ```swift
/// enum SelectedAddress: RouteValueKey { typealias Value = Address }
/// var values = RouteValues()
/// values[SelectedAddress.self] = current
/// try await router.open("/checkout", values: values)
/// // in the handler: request.values[SelectedAddress.self]
/// ```
public protocol RouteValueKey {
    /// What the key carries: the value, or each event reported to a listener.
    associatedtype Value: Sendable
}

/// Typed values a caller passes to a handler, keyed by ``RouteValueKey`` types: what `[String: Any]`
/// context dictionaries carry in other routers, checked by the compiler.
///
/// ```swift
/// enum Draft: RouteValueKey { typealias Value = String }
/// var values = RouteValues()
/// values[Draft.self] = "Hello"
/// try await router.open("/compose", values: values)
/// // in the handler:
/// let text = request.values[Draft.self] ?? ""     // "Hello"
/// ```
public struct RouteValues: Sendable {
    private var storage: [ObjectIdentifier: any Sendable] = [:]

    /// No values.
    public init() {}

    /// The value for a key.
    public subscript<Key: RouteValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether there are no values.
    package var isEmpty: Bool { storage.isEmpty }
    /// How many values there are.
    var count: Int { storage.count }
}

/// What the router knows about a matched route at run time: ``RouteRequest/route``, ``Router/routes``,
/// ``RoutePlan/route``.
///
/// ```swift
/// try builder.route("shop://orders/<uuid:id>", RouteOptions(name: "order", tags: ["login"])) { request in
///     request.route.pattern      // "shop://orders/<uuid:id>"
///     request.route.namespace    // "shop"
///     request.route.tags         // ["login"]
///     return .handled
/// }
/// ```
///
/// The fields live in one shared, immutable box, made once per route when the router is built: a request
/// carries its route's info through every open, and copying one reference is cheaper than copying three
/// strings and an array (four reference counts).
public struct RouteInfo: Sendable, Hashable {
    final class Fields: Sendable {
        let pattern: String
        let namespace: String?
        let priority: Int
        let name: String?
        let tags: [String]
        let visibility: RouteVisibility
        let id: Int
        /// The router's web origins (``RouteTableOptions/webOrigins``), for ``RouteRequest/webDestination(_:)``.
        /// Here rather than in the request: every route of a snapshot shares the one list, made once, so an
        /// open pays nothing for it. Not part of the route's identity (`==`, `hash`).
        let webOrigins: [LinkSource]

        init(
            pattern: String, namespace: String?, priority: Int, name: String?, tags: [String], visibility: RouteVisibility, id: Int,
            webOrigins: [LinkSource]
        ) {
            self.pattern = pattern
            self.namespace = namespace
            self.priority = priority
            self.name = name
            self.tags = tags
            self.visibility = visibility
            self.id = id
            self.webOrigins = webOrigins
        }
    }

    let fields: Fields

    /// The pattern as written.
    public var pattern: String { fields.pattern }
    /// The namespace that matched (`nil` for the global one).
    public var namespace: String? { fields.namespace }
    /// The route's priority.
    public var priority: Int { fields.priority }
    /// The route's name, for `url(for:)`.
    public var name: String? { fields.name }
    /// Tags that select per-tag middleware and policy rules.
    public var tags: [String] { fields.tags }
    /// Who may open it.
    public var visibility: RouteVisibility { fields.visibility }
    /// The registration id of the route in its table.
    public var id: Int { fields.id }

    init(
        pattern: String, namespace: String?, priority: Int, name: String?, tags: [String], visibility: RouteVisibility, id: Int,
        webOrigins: [LinkSource] = []
    ) {
        fields = Fields(
            pattern: pattern, namespace: namespace, priority: priority, name: name, tags: tags, visibility: visibility, id: id,
            webOrigins: webOrigins)
    }

    /// This info with `namespace` as the namespace that matched (a route whose scheme has a placeholder is
    /// registered in several); itself when it already says so.
    func matched(in namespace: String?) -> RouteInfo {
        guard namespace != self.namespace else { return self }
        return RouteInfo(
            pattern: pattern, namespace: namespace, priority: priority, name: name, tags: tags, visibility: visibility, id: id,
            webOrigins: fields.webOrigins)
    }

    public static func == (lhs: RouteInfo, rhs: RouteInfo) -> Bool {
        lhs.fields === rhs.fields
            || (lhs.pattern == rhs.pattern && lhs.namespace == rhs.namespace && lhs.priority == rhs.priority
                && lhs.name == rhs.name && lhs.tags == rhs.tags && lhs.visibility == rhs.visibility && lhs.id == rhs.id)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(namespace)
        hasher.combine(priority)
        hasher.combine(name)
        hasher.combine(tags)
        hasher.combine(visibility)
        hasher.combine(id)
    }
}

/// A request to a handler: the URL, the route, its parameters, the caller's values and where it came from.
///
/// ```swift
/// try builder.route("/goods/<int:id>") { request in
///     let id = try request.parameters.value("id", as: Int.self)   // typed accessors
///     let tab = request.parameters["tab"] ?? "detail"
///     print(request.source)                             // in-app, another app, universal link, …
///     return .navigate(.push(.goods(id)))
/// }
/// ```
public struct RouteRequest: Sendable {
    /// The fields live in one shared, immutable box: a request is passed by value through every middleware
    /// level and async frame, and copying one reference is cheaper than copying every field with its
    /// reference counts. Its fields are `let`, so reading one is a borrow: a `var` of a class
    /// is read under a dynamic exclusivity check, and `request.parameters["id"]` copied the parameters for it.
    /// Changing a field makes a new box (middleware rarely changes a request).
    final class Storage: Sendable {
        let originalURL: String
        let route: RouteInfo
        let parameters: RouteParameters
        let values: RouteValues
        let source: RouteSource
        /// What the open records for the login gate and analytics; `nil` when the router reads neither. Unsafe only
        /// to the checker: a `ManagedBuffer` never conforms to `Sendable`, and the ledger's state is behind its mutex.
        nonisolated(unsafe) let ledger: OpenLedger?

        init(
            originalURL: String, route: RouteInfo, parameters: RouteParameters, values: RouteValues, source: RouteSource,
            ledger: OpenLedger?
        ) {
            self.originalURL = originalURL
            self.route = route
            self.parameters = parameters
            self.values = values
            self.source = source
            self.ledger = ledger
        }

        /// A new box with `parameters` or `values` replaced.
        func replacing(parameters: RouteParameters? = nil, values: RouteValues? = nil) -> Storage {
            Storage(
                originalURL: originalURL, route: route, parameters: parameters ?? self.parameters, values: values ?? self.values,
                source: source, ledger: ledger)
        }
    }

    var storage: Storage

    /// A request for the URL the parameters were read from (`parameters.url`), in the open that keeps `ledger`.
    init(
        originalURL: String, route: RouteInfo, parameters: RouteParameters, values: RouteValues, source: RouteSource,
        ledger: OpenLedger? = nil
    ) {
        storage = Storage(originalURL: originalURL, route: route, parameters: parameters, values: values, source: source, ledger: ledger)
    }

    // The accessors yield borrows of the box's fields (`_read`), so reading `request.parameters["id"]`
    // does not copy the parameters and retain everything they hold.

    /// The URL as taken in (after rewrites).
    public var url: RouteURL {
        _read { yield storage.parameters.url }
    }
    /// The URL the caller opened, before rewrites and redirects.
    public var originalURL: String { storage.originalURL }
    /// The route that matched.
    public var route: RouteInfo {
        _read { yield storage.route }
    }
    /// Parameters merged by precedence: query < fragment query < path < caller's string parameters.
    public var parameters: RouteParameters {
        _read { yield storage.parameters }
        _modify {
            var parameters = storage.parameters
            // In a `defer`, so that a change made before an error is thrown is kept, as with a stored property.
            defer { storage = storage.replacing(parameters: parameters) }
            yield &parameters
        }
    }
    /// Typed values from the caller.
    public var values: RouteValues {
        _read { yield storage.values }
        _modify {
            var values = storage.values
            defer { storage = storage.replacing(values: values) }
            yield &values
        }
    }
    /// Where the URL came from.
    public var source: RouteSource { storage.source }
}

/// A handler object with a lifecycle: asked whether it handles a request, then asked to handle it.
///
/// ```swift
/// struct GoodsHandler: RouteHandler {
///     func shouldHandle(_ request: RouteRequest) async -> Bool { request.parameters["id"] != "0" }
///     func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
///         .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
///     }
/// }
/// try builder.route("/goods/<int:id>", handler: GoodsHandler())
/// ```
///
/// Both calls run on the actor the open runs on (`nonisolated(nonsending)`), as closure handlers do; a handler
/// that needs the main actor's state says `@MainActor` on them.
public protocol RouteHandler<Screen>: Sendable {
    associatedtype Screen: Hashable & Sendable
    /// Whether to handle the request at all; `false` declines it (the next candidate is tried). Default `true`.
    nonisolated(nonsending) func shouldHandle(_ request: RouteRequest) async -> Bool
    /// Handles the request.
    nonisolated(nonsending) func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen>
}

extension RouteHandler {
    public nonisolated(nonsending) func shouldHandle(_ request: RouteRequest) async -> Bool { true }
}

/// A route's handler, whatever form it was given in (a closure, a handler object, a handler type): what
/// the router keeps and calls. Package-only: apps pass the closure or the ``RouteHandler`` itself.
package struct AnyRouteHandler<Screen: Hashable & Sendable>: Sendable {
    /// `nil` when the handler always handles (closures and static handler types): the router then skips
    /// the call.
    let shouldHandle: (nonisolated(nonsending) @Sendable (RouteRequest) async -> Bool)?
    let handle: nonisolated(nonsending) @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    /// The name it was registered under in ``NamedHandlers``, `nil` for a handler given in code.
    package var registeredName: String?

    /// Wraps a closure.
    package init(_ handle: nonisolated(nonsending) @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>) {
        self.shouldHandle = nil
        self.handle = handle
    }

    /// Wraps a handler object.
    package init<Handler: RouteHandler>(_ handler: Handler) where Handler.Screen == Screen {
        self.shouldHandle = { await handler.shouldHandle($0) }
        self.handle = { try await handler.handle($0) }
    }
}

/// What the router's table keeps for each route: its name, tags, visibility and module, what the plan of an open
/// reads (rewrite rules, walk, source policy). Not generic, so that the plan is compiled once, in this module, for
/// this type; every binding is a ``TypedBinding``, which holds the handler and the route's own middleware.
/// Immutable: `@unchecked` only because a class that has a subclass cannot be checked as `Sendable`; its fields
/// are `let`s of `Sendable` types, and so are the subclass's.
package class RouteBinding: @unchecked Sendable {
    let name: String?
    let tags: [String]
    let visibility: RouteVisibility
    /// A module name, to remove a whole module's routes at once.
    let module: String?

    init(name: String?, tags: [String], visibility: RouteVisibility, module: String?) {
        self.name = name
        self.tags = tags
        self.visibility = visibility
        self.module = module
    }
}

/// A route's binding with what runs when it is opened: its handler and its own middleware.
package final class TypedBinding<Screen: Hashable & Sendable>: RouteBinding, @unchecked Sendable {
    let handler: AnyRouteHandler<Screen>
    let middleware: [AnyMiddleware<Screen>]

    init(
        handler: AnyRouteHandler<Screen>, name: String?, tags: [String], visibility: RouteVisibility,
        middleware: [AnyMiddleware<Screen>], module: String?
    ) {
        self.handler = handler
        self.middleware = middleware
        super.init(name: name, tags: tags, visibility: visibility, module: module)
    }
}
