/// A route that matched a URL, with its parameters.
///
/// ```swift
/// if let match = table.match("shop://goods/7?tab=reviews") {
///     match.route.value             // what the route was registered with
///     match.parameters["id"]        // "7"
///     match.parameters["tab"]       // "reviews"
/// }
/// ```
public struct RouteMatch<Value: Sendable>: Sendable {
    /// The table's routes (one reference: copying or freeing an array of routes in a match went through
    /// its type's value witnesses, looked up by mangled name on every match).
    @usableFromInline let list: RouteList<Value>
    /// The route's index in the table's `routes` (its registration order among the routes kept).
    @usableFromInline package let routeIndex: Int
    @usableFromInline package let expansionIndex: Int
    /// The parameters, decoded when read.
    public var parameters: RouteParameters

    @inlinable
    init(_ raw: RawMatch, list: RouteList<Value>) {
        self.list = list
        self.routeIndex = raw.routeIndex
        self.expansionIndex = raw.expansion
        self.parameters = RouteParameters(box: raw.box)
    }

    /// The namespace that matched: a scheme spelled as the route registered it (`namespaceTest1`, also for
    /// the URL `NAMESPACETEST1://test`), or `nil` for the global one (after a fallback, too). It is the
    /// route's own namespace: a walk of a namespace finds only that namespace's routes.
    package var namespace: String? {
        let scheme = list.scheme(at: routeIndex)
        // A placeholder in the scheme registers the route in several namespaces: the URL's is the one it matched in.
        // The route's extras hold the placeholder (read from the image for a compiled table), so that no pattern is
        // parsed here.
        guard let key = url.scheme?.lowercased(), let schemes = list.routes[routeIndex].extras?.schemeCapture?.schemes,
            schemes.count > 1, schemes.contains(key)
        else {
            return scheme
        }
        return key
    }

    /// The route that matched.
    public var route: Route<Value> { list.routes[routeIndex] }

    /// The value the route was registered with: `route.value` without copying the route (a copy retains
    /// its pattern, scheme and link sources, and at 100,000 routes each of those is a cache miss).
    ///
    /// ```swift
    /// if let screen = table.match("shop://goods/7")?.value { show(screen) }
    /// ```
    @inlinable
    public var value: Value { list.value(at: routeIndex) }

    /// The URL as taken in.
    public var url: RouteURL { parameters.url }

    /// The segments a trailing wildcard took.
    package var wildcard: [String] { parameters.wildcard }
}
