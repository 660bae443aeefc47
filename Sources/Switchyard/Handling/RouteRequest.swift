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
    /// reference counts (journal 0044). Its fields are `let`, so reading one is a borrow: a `var` of a class
    /// is read under a dynamic exclusivity check, and `request.parameters["id"]` copied the parameters for it.
    /// Changing a field makes a new box (middleware rarely changes a request).
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let originalURL: String
        @usableFromInline let route: RouteInfo
        @usableFromInline let parameters: RouteParameters
        @usableFromInline let values: RouteValues
        @usableFromInline let source: RouteSource

        @usableFromInline
        init(originalURL: String, route: RouteInfo, parameters: RouteParameters, values: RouteValues, source: RouteSource) {
            self.originalURL = originalURL
            self.route = route
            self.parameters = parameters
            self.values = values
            self.source = source
        }

        /// A new box with `parameters` or `values` replaced.
        @usableFromInline
        func replacing(parameters: RouteParameters? = nil, values: RouteValues? = nil) -> Storage {
            Storage(
                originalURL: originalURL, route: route, parameters: parameters ?? self.parameters, values: values ?? self.values,
                source: source)
        }
    }

    @usableFromInline var storage: Storage

    /// A request for the URL the parameters were read from (`parameters.url`).
    @inlinable
    init(originalURL: String, route: RouteInfo, parameters: RouteParameters, values: RouteValues, source: RouteSource) {
        storage = Storage(originalURL: originalURL, route: route, parameters: parameters, values: values, source: source)
    }

    // The accessors yield borrows of the box's fields (`_read`), so reading `request.parameters["id"]`
    // does not copy the parameters and retain everything they hold.

    /// The URL as taken in (after rewrites).
    @inlinable public var url: RouteURL {
        _read { yield storage.parameters.url }
    }
    /// The URL the caller opened, before rewrites and redirects.
    @inlinable public var originalURL: String { storage.originalURL }
    /// The route that matched.
    @inlinable public var route: RouteInfo {
        _read { yield storage.route }
    }
    /// Parameters merged by precedence: query < fragment query < path < caller's string parameters.
    @inlinable public var parameters: RouteParameters {
        _read { yield storage.parameters }
        _modify {
            var parameters = storage.parameters
            // In a `defer`, so that a change made before an error is thrown is kept, as with a stored property.
            defer { storage = storage.replacing(parameters: parameters) }
            yield &parameters
        }
    }
    /// Typed values from the caller.
    @inlinable public var values: RouteValues {
        _read { yield storage.values }
        _modify {
            var values = storage.values
            defer { storage = storage.replacing(values: values) }
            yield &values
        }
    }
    /// Where the URL came from.
    @inlinable public var source: RouteSource { storage.source }
}
