// What a walk hands on (ADR 0041's layers, one file): the match, the box its captures live in, and the
// parameters read from them, decoded only when read.

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

    /// The match of a hit of a walk, its captures made from the walk's capture slots (`kept`, of which the
    /// hit's first `captureCount`) over the walk's segments: the walk hands its slots on, and the captures go
    /// straight into the match's box.
    func raw(
        _ hit: Hit, url: RouteURL, kept: UnsafeMutableBufferPointer<CaptureSlot>, segments: UnsafeMutableBufferPointer<WalkSegment>
    ) -> RawMatch {
        let count = hit.captureCount
        return raw(hit, url: url) { values in
            for k in 0..<count { (values + k).initialize(to: CapturedValue(kept[k], in: segments)) }
        }
    }

    /// The match of a hit whose captures were made already (every match of a URL, sorted once the walk
    /// space is gone).
    func raw(_ hit: Hit, url: RouteURL, captures: [CapturedValue]) -> RawMatch {
        raw(hit, url: url) { values in
            for (k, value) in captures.enumerated() { (values + k).initialize(to: value) }
        }
    }

    /// The match of a hit of a walk; `fill` initialises its captures.
    private func raw(_ hit: Hit, url: RouteURL, fill: (UnsafeMutablePointer<CapturedValue>) -> Void) -> RawMatch {
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
    func field<T>(_ path: KeyPath<MatchHeader, T>) -> T {
        buffer.withUnsafeMutablePointerToHeader { $0.pointee[keyPath: path] }
    }
}

/// The captures are plain data (``CapturedValue``), so freeing a match destroys only its header.
final class MatchBuffer: ManagedBuffer<MatchHeader, CapturedValue> {}

/// A captured value: a raw byte range of the URL, decoded when read. A capture that is only part of a
/// percent-encoded segment (`:a-:b` in `x%2Dy-z`) keeps the segment's raw range and the capture's range in
/// the segment's decoded bytes. Plain data, so that a match's captures need no clean-up when it is freed.
struct CapturedValue: Sendable, Hashable {
    var rawStart: Int32
    var rawEnd: Int32
    /// The capture's range in the decoded bytes of `rawStart..<rawEnd`; -1 when the capture is the whole
    /// raw range.
    var decodedStart: Int32 = -1
    var decodedEnd: Int32 = -1
}

extension CapturedValue {
    /// The value a walk's capture slot holds, over the walk's segments: a byte range of the URL as written,
    /// with the slot's range in the decoded bytes when its segment was percent-decoded.
    init(_ slot: CaptureSlot, in segments: UnsafeMutableBufferPointer<WalkSegment>) {
        let segment = segments[Int(slot.segment)]
        if slot.whole {
            self.init(rawStart: segment.rawStart, rawEnd: segment.rawEnd)
        } else if !segment.decoded {
            self.init(rawStart: segment.rawStart + slot.start, rawEnd: segment.rawStart + slot.end)
        } else {
            self.init(rawStart: segment.rawStart, rawEnd: segment.rawEnd, decodedStart: slot.start, decodedEnd: slot.end)
        }
    }
}

/// The parameters of a match, decoded only when read, merged by precedence, lowest to highest:
/// query < fragment query < captures (the path's, and the route's query conditions') < values the caller
/// passes. A route registered with `queryOverridesPath` puts the query items above its captures: captures <
/// query < fragment query < values the caller passes.
///
/// ```swift
/// let match = table.match("shop://goods/7?tab=a&tab=b&id=9")!
/// match.parameters["id"]            // "7": the path capture beats the query
/// match.parameters.values("tab")    // ["a", "b"]
/// match.parameters["tab"]           // "a": the first of a repeated key
/// ```
///
/// A query flag (`?debug`, no `=`) has the value `""`.
public struct RouteParameters: Sendable {
    /// Everything a match located, in one allocation: the URL, the table's storage and which of its name
    /// lists the captures have (the capture names and the wildcard's name are read from them only when a
    /// parameter is read, so a match does not touch them: at 100,000 routes each is a cache miss) and the
    /// captures themselves.
    /// One reference, so that copying parameters (a router does, several times per open) costs one retain.
    let box: MatchBox

    /// The URL the parameters come from.
    @usableFromInline
    package var url: RouteURL { box.field(\.url) }
    var storage: TrieStorage? { box.field(\.storage) }
    var nameList: Int32 { box.field(\.nameList) }
    var wildcardRange: Range<Int>? { box.field(\.wildcard) }
    var captureCount: Int { Int(box.field(\.captureCount)) }
    func capture(_ index: Int) -> CapturedValue { box.capture(index) }

    var names: [String] { storage.map { $0.nameLists[Int(nameList)].names } ?? [] }
    /// The name of the route's named wildcard (`*rest`, `<path:rest>`), if it has one.
    package var wildcardName: String? { storage.flatMap { $0.nameLists[Int(nameList)].wildcardName } }
    /// The route's query conditions and parameter options, when it has any.
    var extras: RouteExtras? { storage.flatMap { $0.nameLists[Int(nameList)].extras } }
    /// Values the caller passed; they override everything else.
    @usableFromInline
    package var callerValues: [String: String] = Dictionary()

    @usableFromInline
    init(box: MatchBox) {
        self.box = box
    }

    /// Parameters of a URL that matched no route: its query and fragment query only.
    package init(url: RouteURL) {
        self.box = MatchBox.make(url: url, storage: nil, nameList: 0, wildcard: nil, captureCount: 0) { _ in }
    }

    /// The path captures alone, decoded (a named wildcard's segments joined by `/`), lowercased when the
    /// route asks for it.
    public var pathParameters: [String: String] {
        var result: [String: String] = [:]
        let lowercase = extras?.lowercaseCaptures ?? false
        for (index, name) in names.prefix(captureCount).enumerated() where name != RoutePattern.unnamed {
            result[name] = read(capture(index), lowercase: lowercase)
        }
        if let wildcardName { result[wildcardName] = wildcard.joined(separator: "/") }
        if let (name, value) = schemeParameter(extras) { result[name] = value }
        return result
    }

    /// What the route's query conditions capture (see ``QueryCondition``), lowercased when the route asks for it.
    ///
    /// ```swift
    /// try builder.add("firefox://deep-link", query: ["url": "/settings/<path:page>"], value: "settings")
    /// let match = try builder.build().match("firefox://deep-link?url=/settings/privacy/data")!
    /// match.parameters.queryCaptures   // ["page": "privacy/data"]
    /// match.parameters["url"]          // "/settings/privacy/data": the item itself is a parameter too
    /// ```
    package var queryCaptures: [String: String] {
        guard let extras, !extras.parameterNames.isEmpty else { return [:] }
        var result: [String: String] = [:]
        for condition in extras.conditions {
            guard case .value(let pattern) = condition.test, let value = url.conditionValue(condition.key),
                let captured = pattern.parameters(Array(value.utf8))
            else { continue }
            for (name, text) in captured { result[name] = extras.lowercaseCaptures ? text.lowercased() : text }
        }
        return result
    }

    /// The parameters that are paths beside the route's named wildcard: its query conditions' wildcards
    /// (`"url": "/settings/<path:page>"`), whose values are their decoded text. A typed route reads them as lists.
    package var queryWildcardNames: [String] {
        guard let extras, !extras.parameterNames.isEmpty else { return [] }
        return extras.conditions.compactMap { condition in
            if case .value(let pattern) = condition.test { pattern.wildcard?.name } else { nil }
        }
    }

    /// The segments a trailing wildcard took, decoded (lowercased when the route asks for it); empty when the
    /// route has none.
    public var wildcard: [String] {
        guard let wildcardRange else { return [] }
        let all = url.pathSegments + url.fragmentPathSegments
        var taken = Array(all[wildcardRange.clamped(to: 0..<all.count)])
        // From -1: the wildcard took the URL's host first (a pattern whose host position is a placeholder,
        // `https://<path:url>`, on a host that is not a path segment).
        if wildcardRange.lowerBound < 0, let host = url.hostSegment { taken.insert(host, at: 0) }
        return extras?.lowercaseCaptures == true ? taken.map { $0.lowercased() } : taken
    }

    /// The parameter of a placeholder in the route's scheme (`http<scheme=|s>://…`), read from the URL's
    /// scheme (`"s"` for `https`), given the route's `extras`.
    func schemeParameter(_ extras: RouteExtras?) -> (name: String, value: String)? {
        guard let capture = extras?.schemeCapture, let value = url.scheme.flatMap(capture.value(ofScheme:)) else { return nil }
        return (capture.name, value)
    }

    /// A capture's value as the route reads it: decoded, and lowercased when `lowercase` is set.
    func read(_ value: CapturedValue, lowercase: Bool) -> String {
        lowercase ? decode(value).lowercased() : decode(value)
    }

    /// A capture's text, percent-decoded, and with `+` as a space when the URL was taken in with
    /// `decodePlus` (JLRoutes decodes path variables so). This is the value the capture's check judged in the
    /// walk (literal text around it compared with `+` as written; `+` and a space are one byte each, so the
    /// capture's offsets hold either way).
    func decode(_ value: CapturedValue) -> String {
        let plus = url.options.decodePlus
        guard value.decodedStart >= 0 else { return url.slice(value.rawStart, value.rawEnd, decode: true, plus: plus) }
        return url.decodedSlice(value.rawStart, value.rawEnd, Int(value.decodedStart)..<Int(value.decodedEnd), plus: plus)
    }

    /// The highest-precedence value for `name` (the first one of a repeated query key), or `nil`.
    public subscript(name: String) -> String? {
        // The precedence of `values(_:)`, without building arrays.
        if !callerValues.isEmpty, let value = callerValues[name] { return value }
        let extras = self.extras
        if let extras, extras.queryOverridesPath, let value = url.conditionValue(name) { return value }
        if let value = capturedValue(name, extras) { return value }
        if extras?.queryOverridesPath == true { return nil }
        return url.conditionValue(name)
    }

    /// The value a capture named `name` has (a path capture, the wildcard, a query condition's capture), or `nil`.
    private func capturedValue(_ name: String, _ extras: RouteExtras?) -> String? {
        if name != RoutePattern.unnamed, let index = names.firstIndex(of: name), index < captureCount {
            return read(capture(index), lowercase: extras?.lowercaseCaptures ?? false)
        }
        if name == wildcardName { return wildcard.joined(separator: "/") }
        if let (schemeName, value) = schemeParameter(extras), schemeName == name { return value }
        guard let extras, extras.parameterNames.contains(name) else { return nil }
        return queryCaptures[name]
    }

    /// Every value for `name` from the highest-precedence source that has it.
    public func values(_ name: String) -> [String] {
        if let value = callerValues[name] { return [value] }
        let extras = self.extras
        func query() -> [String] {
            let fragment = url.fragmentQueryItems.filter { $0.name == name }
            if !fragment.isEmpty { return fragment.map { $0.value ?? "" } }
            return url.queryItems.filter { $0.name == name }.map { $0.value ?? "" }
        }
        if extras?.queryOverridesPath == true {
            let items = query()
            if !items.isEmpty { return items }
        }
        if let value = capturedValue(name, extras) { return [value] }
        return extras?.queryOverridesPath == true ? [] : query()
    }

    /// Every parameter merged by precedence. Repeated query keys give lists.
    public var all: [String: ParameterValue] {
        var result: [String: ParameterValue] = [:]
        let captures = pathParameters.merging(queryCaptures) { path, _ in path }
        let queryFirst = extras?.queryOverridesPath ?? false
        if queryFirst { for (name, value) in captures { result[name] = .string(value) } }
        for items in [url.queryItems, url.fragmentQueryItems] {
            var layer: [String: [String]] = [:]
            var order: [String] = []
            for item in items {
                if layer[item.name] == nil { order.append(item.name) }
                layer[item.name, default: []].append(item.value ?? "")
            }
            for name in order {
                let values = layer[name] ?? []
                result[name] = values.count == 1 ? .string(values[0]) : .list(values)
            }
        }
        if !queryFirst { for (name, value) in captures { result[name] = .string(value) } }
        for (name, value) in callerValues { result[name] = .string(value) }
        return result
    }
}
