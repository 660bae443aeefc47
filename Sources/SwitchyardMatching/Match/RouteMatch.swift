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
    @usableFromInline let expansionIndex: Int
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
    public var namespace: String? { list.routes.withUnsafeBufferPointer { $0[routeIndex].scheme } }

    /// The route that matched.
    public var route: Route<Value> { list.routes[routeIndex] }

    /// The value the route was registered with: `route.value` without copying the route (a copy retains
    /// its pattern, scheme and link sources, and at 100,000 routes each of those is a cache miss).
    ///
    /// ```swift
    /// if let screen = table.match("shop://goods/7")?.value { show(screen) }
    /// ```
    @inlinable
    public var value: Value { list.routes.withUnsafeBufferPointer { $0[routeIndex].value } }

    /// The URL as taken in.
    public var url: RouteURL { parameters.url }

    /// The concrete pattern that matched, optional groups resolved (for example `/goods/:id/reviews`).
    public var expansion: String { route.pattern.expansionText(expansionIndex) }

    /// The segments a trailing wildcard took.
    public var wildcard: [String] { parameters.wildcard }
}

/// A table's routes behind one reference, shared by the table and every match it makes.
@usableFromInline
final class RouteList<Value: Sendable>: Sendable {
    @usableFromInline let routes: [Route<Value>]

    /// Keeps `routes`, copied to their exact size when more than an eighth of the array is spare: a
    /// builder's array grows by doubling, and the table would otherwise keep the spare capacity for its
    /// whole life (about 36 bytes per route at 10,000 routes).
    init(_ routes: [Route<Value>]) {
        if routes.capacity - routes.count > routes.count / 8 {
            self.routes = routes.withUnsafeBufferPointer { Array($0) }
        } else {
            self.routes = routes
        }
    }
}

/// Why a URL did not match.
///
/// ```swift
/// if case .failure(let failure) = table.lookup("evil://goods/1") {
///     print(failure)   // origin evil://goods is not accepted
/// }
/// ```
public enum MatchFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string could not be taken in.
    case refused(URLRefusal)
    /// The URL comes from an origin the table does not accept.
    case originNotAccepted(String)
    /// No route matches the path in the namespaces consulted.
    case noRoute(path: String, namespaces: [String])

    public var description: String {
        switch self {
        case .refused(let refusal):
            return "refused: \(refusal)"
        case .originNotAccepted(let origin) where origin == RouteURL.noOrigin:
            return "a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')"
        case .originNotAccepted(let origin):
            return "origin \(origin) is not accepted"
        case let .noRoute(path, namespaces):
            let names = namespaces.count == 1 ? "namespace \(namespaces[0])" : "namespaces " + namespaces.joined(separator: " and ")
            return "no route matches \(path) in \(names)"
        }
    }
}
