/// An immutable, `Sendable` route table: a trie built once by `RouteTableBuilder` (SwitchyardMatching) and shared by every
/// thread. The cost of a match depends on the URL and the routes that share its prefixes, not on how many
/// routes the table holds.
///
/// ```swift
/// var builder = RouteTableBuilder<String>()
/// try builder.add("shop://goods/<int:id>", value: "goods.detail")
/// let table = try builder.build()
/// switch table.lookup("shop://goods/7") {
/// case .success(let match): print(match.route.value, match.parameters["id"]!)
/// case .failure(let failure): print(failure)   // "no route matches /goods/x in namespace shop"
/// }
/// ```
public struct RouteTable<Value: Sendable>: Sendable {
    /// The options the table was built with.
    public let options: RouteTableOptions
    /// Every route, in registration order.
    public var routes: [Route<Value>] { list.routes }
    /// The routes behind one reference, which every match keeps.
    @usableFromInline let list: RouteList<Value>
    /// Problems that do not stop the table from working, such as a route that can never win.
    public let warnings: [Diagnostic]
    package let types: [ParameterType]
    /// Each namespace's options, by scheme lowercased.
    package let namespaces: [String: NamespaceOptions]
    @usableFromInline package let storage: TrieStorage
    package let nextID: Int

    package init(
        options: RouteTableOptions, types: [ParameterType], routes: [Route<Value>],
        namespaces: [String: NamespaceOptions], storage: TrieStorage, warnings: [Diagnostic], nextID: Int
    ) {
        self.nextID = nextID
        self.options = options
        self.types = types
        self.list = RouteList(routes)
        self.namespaces = namespaces
        self.storage = storage
        self.warnings = warnings
    }

    /// This table with `routes` for its own: the same routes, in the same order, carrying other values.
    /// The trie holds no value, so it is shared.
    package func replacingRoutes<Other>(_ routes: [Route<Other>]) -> RouteTable<Other> {
        RouteTable<Other>(
            options: options, types: types, routes: routes, namespaces: namespaces, storage: storage, warnings: warnings,
            nextID: nextID)
    }

    /// Scans a string into a ``RouteURL`` with the table's intake options, or says why the contract refuses it.
    ///
    /// ```swift
    /// let url = try table.scan("shop://goods/7?tab=a")
    /// table.lookup(url)      // the same answer as table.lookup("shop://goods/7?tab=a"), without scanning again
    /// ```
    @usableFromInline
    package func scan(_ string: String) throws(URLIntakeError) -> RouteURL {
        try RouteURL(string, options: options.intake)
    }

    /// The best match for a string, or `nil`. See ``lookup(_:)-(String)`` for the reason when there is none.
    @inlinable
    public func match(_ string: String) -> RouteMatch<Value>? {
        guard let raw = storage.bestMatch(string, options: options.intake) else { return nil }
        return RouteMatch(raw, list: list)
    }

    /// The best match for a URL, or `nil`.
    @inlinable
    public func match(_ url: RouteURL) -> RouteMatch<Value>? {
        guard let raw = storage.bestMatch(url) else { return nil }
        return RouteMatch(raw, list: list)
    }

    /// The best match for a string, or why there is none. The string is scanned once: the `RouteURL` of
    /// the match (`match.url`) and of a failure's reason come from that scan.
    @inlinable
    public func lookup(_ string: String) -> Result<RouteMatch<Value>, MatchError> {
        var failure: MatchError?
        if let raw = storage.resolve(string, options: options.intake, failure: &failure, explain: true) {
            return .success(RouteMatch(raw, list: list))
        }
        // Never `nil` here: `resolve` explains every miss when asked to.
        return .failure(failure ?? .refused(.empty))
    }

    /// The best match for a URL, or why there is none. Inlinable for the same reason as the string's: a
    /// router opening a URL its rewrite rules scanned calls it with its own value type.
    @inlinable
    public func lookup(_ url: RouteURL) -> Result<RouteMatch<Value>, MatchError> {
        guard isAccepted(url) else { return .failure(.originNotAccepted(url.origin)) }
        if let found = match(url) { return .success(found) }
        return .failure(storage.noRouteFailure(url))
    }

    /// Every route that matches, best first: the URL's namespace, then the global one when it falls back.
    /// A router tries them in this order when a handler declines.
    @usableFromInline
    package func candidates(for url: RouteURL) -> [RouteMatch<Value>] {
        storage.allMatches(url).map { RouteMatch($0, list: list) }
    }

    /// Every route that matches a string, best first; empty when it is refused.
    package func candidates(for string: String) -> [RouteMatch<Value>] {
        guard let url = try? scan(string) else { return [] }
        return candidates(for: url)
    }

    /// Whether the table's link sources accept the URL's origin. Relative URLs come from the app itself.
    @usableFromInline
    package func isAccepted(_ url: RouteURL) -> Bool { storage.isAccepted(url) }

    /// The custom parameter types registered on the builder.
    package var parameterTypes: [ParameterType] { types }

    /// Whether the two tables share one trie: a table rebuilt from an unchanged builder, or with other
    /// values (`RouteTableBuilder(_:mappingValues:)`), keeps the trie it was made from.
    package func sharesTrie<Other>(with other: RouteTable<Other>) -> Bool { storage === other.storage }

    /// Memory held by the trie's buffers, in bytes (route values and pattern text not counted): what a
    /// table costs an app's memory beyond its routes, for sizing a large table.
    ///
    /// ```swift
    /// print(table.trieByteCount / table.routes.count)   // bytes a route (about 150 at 100,000 routes)
    /// ```
    public var trieByteCount: Int { storage.byteCount }
}

extension NamespaceRoots {
    /// The namespace's name in messages: the scheme as its first route spells it, or `"global"`.
    var name: String { spelling ?? "global" }
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

    /// The value of route `index`, read in place: copying the route would retain its pattern, scheme and
    /// link sources, and at 100,000 routes each of those is a cache miss.
    @inlinable
    func value(at index: Int) -> Value { routes.withUnsafeBufferPointer { $0[index].value } }

    /// The scheme of route `index`, read in place.
    func scheme(at index: Int) -> String? { routes.withUnsafeBufferPointer { $0[index].scheme } }
}
