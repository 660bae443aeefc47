/// A key for a typed value a caller passes with a URL (never `[String: Any]`).
///
/// ```swift
/// enum SelectedAddress: RouteValueKey { typealias Value = Address }
/// var values = RouteValues()
/// values[SelectedAddress.self] = current
/// try await router.open("/checkout", values: values)
/// // in the handler: request.values[SelectedAddress.self]
/// ```
public protocol RouteValueKey {
    associatedtype Value: Sendable
}

/// Typed values a caller passes to a handler.
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
    public var isEmpty: Bool { storage.isEmpty }
}

/// What the router knows about a matched route at run time.
public struct RouteInfo: Sendable, Hashable {
    /// The pattern as written.
    public let pattern: String
    /// The namespace that matched (`nil` for the global one).
    public let namespace: String?
    /// The route's priority.
    public let priority: Int
    /// The route's name, for `url(for:)`.
    public let name: String?
    /// Tags that select per-tag middleware and policy rules.
    public let tags: [String]
    /// Who may open it.
    public let visibility: RouteVisibility
    /// The registration id of the route in its table.
    public let id: Int
}

/// A request to a handler: the URL, the route, its parameters, the caller's values and where it came from.
///
/// ```swift
/// builder.route("/goods/<int:id>") { request in
///     let id = try request.parameters.value("id", as: Int.self)   // typed accessors
///     let tab = request.parameters["tab"] ?? "detail"
///     print(request.source)                             // in-app, another app, universal link, …
///     return .navigate(.push(.goods(id)))
/// }
/// ```
public struct RouteRequest: Sendable {
    /// The URL as taken in (after rewrites).
    public let url: RouteURL
    /// The URL the caller opened, before rewrites and redirects.
    public let originalURL: String
    /// The route that matched.
    public let route: RouteInfo
    /// Parameters merged by precedence: query < fragment query < path < caller's string parameters.
    public var parameters: RouteParameters
    /// Typed values from the caller.
    public var values: RouteValues
    /// Where the URL came from.
    public let source: RouteSource
    /// The segments a trailing wildcard took.
    public var wildcard: [String] { parameters.wildcard }
}
