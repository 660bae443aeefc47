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

// What the walk makes a match from, before it is tied to the table's values (`RouteMatch.init(_:list:)`): the
// route and expansion it reached, and one box with the URL, the captures and the wildcard, which the
// match's parameters keep.

/// A match before it is tied to the table's values: which route and expansion, and the box with the
/// URL, captures and wildcard.
@usableFromInline
struct RawMatch: Sendable {
    @usableFromInline var routeIndex: Int
    @usableFromInline var expansion: Int
    /// The URL, captures and wildcard, as the match's parameters will hold them.
    @usableFromInline var box: MatchBox
}

extension TrieStorage {
    /// A terminal reached by a walk: how many captures it has and the wildcard's segments.
    struct Hit {
        var terminal: Terminal
        var captureCount: Int
        var wildcard: Range<Int>?
    }

    /// The match of a hit of a walk; `fill` initialises its captures.
    @inline(__always)
    func raw(_ hit: Hit, url: RouteURL, fill: (UnsafeMutablePointer<CapturedValue>) -> Void) -> RawMatch {
        let box = MatchBox.make(
            url: url, storage: self, nameList: hit.terminal.names, wildcard: hit.wildcard, captureCount: hit.captureCount, fill: fill)
        return RawMatch(routeIndex: Int(hit.terminal.route), expansion: Int(hit.terminal.expansion), box: box)
    }
}

/// What ``MatchBox`` holds besides its captures.
struct MatchHeader {
    let url: RouteURL
    let storage: TrieStorage?
    let nameList: Int32
    let captureCount: Int32
    let wildcard: Range<Int>?
}

/// A match's immutable parts with its captures allocated behind them: one allocation per match, and a
/// class whose metadata is not generic (an `[CapturedValue]` looked its storage type up on every match).
/// Immutable once made, hence `Sendable` (`ManagedBuffer` itself is not, so the reference is wrapped).
@usableFromInline
struct MatchBox: @unchecked Sendable {
    let buffer: MatchBuffer

    /// A box for `captureCount` captures; `fill` initialises all of them.
    static func make(
        url: RouteURL, storage: TrieStorage?, nameList: Int32, wildcard: Range<Int>?, captureCount: Int,
        fill: (UnsafeMutablePointer<CapturedValue>) -> Void
    ) -> MatchBox {
        let header = MatchHeader(url: url, storage: storage, nameList: nameList, captureCount: Int32(captureCount), wildcard: wildcard)
        let buffer = unsafeDowncast(MatchBuffer.create(minimumCapacity: captureCount) { _ in header }, to: MatchBuffer.self)
        buffer.withUnsafeMutablePointerToElements(fill)
        return MatchBox(buffer: buffer)
    }

    /// Capture `index`.
    func capture(_ index: Int) -> CapturedValue { buffer.withUnsafeMutablePointerToElements { $0[index] } }

    /// One field of the header, read in place (copying the whole header would retain the URL's string and
    /// the storage on every parameter read).
    @inline(__always)
    func field<T>(_ path: KeyPath<MatchHeader, T>) -> T {
        buffer.withUnsafeMutablePointerToHeader { $0.pointee[keyPath: path] }
    }
}

/// The captures are plain data (``CapturedValue``), so freeing a match destroys only its header.
final class MatchBuffer: ManagedBuffer<MatchHeader, CapturedValue> {}
