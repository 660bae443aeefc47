/// A captured value: a raw byte range of the URL decoded when read, or a value decoded during matching
/// (a capture inside a percent-encoded segment).
@usableFromInline
struct CapturedValue: Sendable, Hashable {
    var rawStart: Int32
    var rawEnd: Int32
    var decoded: String?
}

/// A parameter's value as `switchyard match` prints it: one string, or a list for a repeated query key.
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case list([String])

    /// The first value.
    public var first: String {
        switch self {
        case .string(let value): return value
        case .list(let values): return values.first ?? ""
        }
    }

    /// Every value.
    public var all: [String] {
        switch self {
        case .string(let value): return [value]
        case .list(let values): return values
        }
    }

    public var description: String {
        switch self {
        case .string(let value): return value
        case .list(let values): return "[" + values.joined(separator: ", ") + "]"
        }
    }
}

/// The parameters of a match, decoded only when read, merged by precedence, lowest to highest:
/// query < fragment query < path captures < values the caller passes.
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
    /// The URL the parameters come from.
    public let url: RouteURL
    /// The table's storage and the matched terminal's info: capture names and the wildcard's name are read
    /// from them when a parameter is read, so a match does not touch them (at 100,000 routes, each is a
    /// cache miss). `nil` for a URL that matched no route.
    let storage: TrieStorage?
    let info: Int32
    let captures: [CapturedValue]
    let wildcardRange: Range<Int>?

    var names: [String] { storage.map { $0.infos[Int(info)].names } ?? [] }
    var wildcardName: String? { storage.flatMap { $0.infos[Int(info)].wildcardName } }
    /// Values the caller passed; they override everything else.
    public var callerValues: [String: String] = [:]

    @usableFromInline
    init(url: RouteURL, raw: RawMatch, storage: TrieStorage) {
        self.init(url: url, storage: storage, info: raw.info, captures: raw.captures, wildcardRange: raw.wildcard)
    }

    /// Parameters of a URL that matched no route: its query and fragment query only.
    public init(url: RouteURL) {
        self.init(url: url, storage: nil, info: 0, captures: [], wildcardRange: nil)
    }

    init(url: RouteURL, storage: TrieStorage?, info: Int32, captures: [CapturedValue], wildcardRange: Range<Int>?) {
        self.url = url
        self.storage = storage
        self.info = info
        self.captures = captures
        self.wildcardRange = wildcardRange
    }

    /// The path captures alone, decoded (a named wildcard's segments joined by `/`).
    public var pathParameters: [String: String] {
        var result: [String: String] = [:]
        for (name, value) in zip(names, captures) { result[name] = decode(value) }
        if let wildcardName { result[wildcardName] = wildcard.joined(separator: "/") }
        return result
    }

    /// The segments a trailing wildcard took, decoded; empty when the route has none.
    public var wildcard: [String] {
        guard let wildcardRange else { return [] }
        let all = url.pathSegments + url.fragmentPathSegments
        return Array(all[wildcardRange.clamped(to: 0..<all.count)])
    }

    func decode(_ value: CapturedValue) -> String {
        value.decoded ?? url.slice(value.rawStart, value.rawEnd, decode: true)
    }

    /// The highest-precedence value for `name` (the first one of a repeated query key), or `nil`.
    public subscript(name: String) -> String? {
        // The precedence of `values(_:)`, without building arrays.
        if !callerValues.isEmpty, let value = callerValues[name] { return value }
        if let index = names.firstIndex(of: name) { return decode(captures[index]) }
        if name == wildcardName { return wildcard.joined(separator: "/") }
        if url.layout.fragmentQueryStart >= 0,
           let value = url.queryValue(named: name, url.layout.fragmentQueryStart, url.layout.fragmentEnd) {
            return value
        }
        guard url.layout.queryStart >= 0 else { return nil }
        return url.queryValue(named: name, url.layout.queryStart, url.layout.queryEnd)
    }

    /// Every value for `name` from the highest-precedence source that has it.
    public func values(_ name: String) -> [String] {
        if let value = callerValues[name] { return [value] }
        if let index = names.firstIndex(of: name) { return [decode(captures[index])] }
        if name == wildcardName { return [wildcard.joined(separator: "/")] }
        let fragment = url.fragmentQueryItems.filter { $0.name == name }
        if !fragment.isEmpty { return fragment.map { $0.value ?? "" } }
        return url.queryItems.filter { $0.name == name }.map { $0.value ?? "" }
    }

    /// Every parameter merged by precedence. Repeated query keys give lists.
    public var all: [String: ParameterValue] {
        var result: [String: ParameterValue] = [:]
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
        for (name, value) in pathParameters { result[name] = .string(value) }
        for (name, value) in callerValues { result[name] = .string(value) }
        return result
    }
}
