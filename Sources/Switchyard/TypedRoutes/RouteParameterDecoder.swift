public import SwitchyardMatching

/// Decodes a `Decodable` value from route parameters: the typed form of a match's parameters, as
/// Crossroad's and URLNavigator's typed parameters are.
///
/// ```swift
/// struct GoodsRoute: Codable, Equatable {
///     var id: Int
///     var tab: Tab?          // enum Tab: String, Codable, CaseIterable { case info, reviews }
///     var sizes: [Int]       // ?sizes=38&sizes=39 or ?sizes=38,39
///     var gift: Bool         // true, false, yes, no, 1, 0; a flag (?gift) is true
/// }
/// let route = try RouteParameterDecoder().decode(GoodsRoute.self, from: [
///     "id": .string("7"), "sizes": .list(["38", "39"]), "gift": .string(""),
/// ])
/// // GoodsRoute(id: 7, tab: nil, sizes: [38, 39], gift: true)
/// ```
///
/// Only the top level has fields (a keyed container); each field is one parameter. The rules:
/// - **Text**: `String` takes any value, `Character` exactly one character.
/// - **Integers** (every `Int` and `UInt` width): an optional `+` or `-`, then decimal digits, in range.
/// - **`Double`, `Float`**: a finite decimal number (`3`, `-0.5`, `1e3`); no `inf`, `nan` or hex.
/// - **`Bool`**: `true`, `false`, `yes`, `no`, `1`, `0`, in any case; the empty string (a query flag
///   such as `?gift`) is `true`.
/// - **Enums** with `String` or `Int` raw values, and other types that decode from a single value.
/// - **Other `LosslessStringConvertible` types** convert with `init?(_:)`, bypassing their `Decodable`
///   conformance, as ``RouteParameterEncoder`` prints them with `description`.
/// - **Optionals**: an absent parameter is `nil`; a present one must convert.
/// - **Arrays and sets** of the types above: from a list (a repeated query key), or from one string
///   split on commas (`?ids=1,2,3`); the empty string is an empty array.
/// - A list given for a single value gives its first element, as `RouteParameters.subscript(_:)` does.
/// - Nested structs, dictionaries and arrays of arrays are refused with
///   ``ParameterError/Reason/nested``.
/// - A dictionary at the top level (`[String: Int]`) takes every parameter, each converted.
public struct RouteParameterDecoder: Sendable {
    /// Creates a decoder.
    ///
    /// ```swift
    /// let decoder = RouteParameterDecoder()
    /// ```
    public init() {}

    /// Decodes `type` from parameters.
    ///
    /// ```swift
    /// struct Page: Decodable { var id: Int; var q: String? }
    /// let page = try RouteParameterDecoder().decode(Page.self, from: ["id": .string("7")])   // Page(id: 7, q: nil)
    /// try RouteParameterDecoder().decode(Page.self, from: ["id": .string("abc")])
    /// // throws: parameter "id" is "abc", which is not an integer
    /// ```
    ///
    /// - Throws: ``ParameterError`` naming the parameter that is missing or does not convert.
    public func decode<T: Decodable>(
        _ type: T.Type, from parameters: [String: ParameterValue]
    ) throws(ParameterError) -> T {
        try decode(type, from: parameters, segments: [:])
    }

    /// Decodes `type` from parameters, where `segments` gives the path segments of the parameters that are a
    /// wildcard's: a list field reads them as they are, so that a `%2F` inside a segment stays inside its element.
    func decode<T: Decodable>(
        _ type: T.Type, from parameters: [String: ParameterValue], segments: [String: [String]]
    ) throws(ParameterError) -> T {
        do {
            let decoder = ParametersDecoder(parameters: parameters, segments: segments, typeName: String(describing: T.self))
            return try T(from: decoder)
        } catch let error as ParameterError {
            throw error
        } catch DecodingError.keyNotFound(let key, _) {
            throw ParameterError(parameter: key.stringValue, reason: .missing)
        } catch let error as DecodingError {
            let context = error.routeContext
            throw ParameterError(
                parameter: context?.codingPath.first?.stringValue, reason: .rejected(context?.debugDescription ?? "\(error)"))
        } catch {
            throw ParameterError(parameter: nil, reason: .rejected(String(describing: error)))
        }
    }
}

extension RouteParameters {
    /// Decodes a `Decodable` value from every parameter of the match (`all`), with
    /// ``RouteParameterDecoder``'s rules.
    ///
    /// ```swift
    /// struct Goods: Decodable { var id: Int; var tab: [String]? }
    /// let match = table.match("shop://goods/7?tab=a&tab=b")!
    /// let goods = try match.parameters.decode(Goods.self)   // Goods(id: 7, tab: ["a", "b"])
    /// ```
    ///
    /// A named wildcard (`*rest`, `<path:rest>`) decodes as a `String` to its segments joined by `/`, and as
    /// an array (`[String]`) to its segments, each decoded on its own: `shop://web/a%2Fb/c` gives
    /// `["a/b", "c"]` for `*rest`, never a list split on `/` or on commas. A query condition's wildcard
    /// (`"url": "/settings/<path:page>"`) decodes as an array to its text split on `/`.
    public func decode<T: Decodable>(_ type: T.Type) throws(ParameterError) -> T {
        let parameters = all
        return try RouteParameterDecoder().decode(type, from: parameters, segments: pathSegments(in: parameters))
    }

    /// The parameters of `merged` (``all``) that are paths and hold the path's own value (not a query item or a
    /// caller's value that overrides it), each as its segments: the route's named wildcard as the URL has them (a
    /// `%2F` stays inside its segment), a query condition's wildcard as its decoded text split on `/` (that text has
    /// no other segments). Here, not beside the captures: only typed routes read it, and an app that matches
    /// without the router links none of it.
    func pathSegments(in merged: [String: ParameterValue]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        let queryNames = queryWildcardNames
        let captures = queryNames.isEmpty ? [:] : queryCaptures
        for name in queryNames {
            guard let text = captures[name], merged[name] == .string(text) else { continue }
            result[name] = text.split(separator: "/").map(String.init)
        }
        if let name = wildcardName {
            let taken = wildcard
            if merged[name] == .string(taken.joined(separator: "/")) { result[name] = taken }
        }
        return result
    }

    /// One parameter converted with ``RouteParameterDecoder``'s rules (the first value of a list).
    ///
    /// ```swift
    /// let match = table.match("shop://goods/7?price=9.5")!
    /// try match.parameters.value("id", as: Int.self)         // 7
    /// try match.parameters.value("price", as: Double.self)   // 9.5
    /// try match.parameters.value("page", as: Int.self)       // throws: missing parameter "page"
    /// ```
    ///
    /// A `Bool` is `true`, `false`, `yes`, `no`, `1` or `0` in any case, or a query flag (`?animated`, the
    /// empty string), which is `true`:
    ///
    /// ```swift
    /// let flags = table.match("shop://goods/7?animated&share=NO")!
    /// try flags.parameters.value("animated", as: Bool.self)   // true
    /// try flags.parameters.value("share", as: Bool.self)      // false
    /// ```
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(ParameterError) -> T {
        guard let text = values(name).first else { throw ParameterError(parameter: name, reason: .missing) }
        switch ScalarText.convert(text, to: T.self) {
        case .value(let value)?: return value
        case .failure(let reason)?: throw ParameterError(parameter: name, reason: reason)
        case nil: throw ParameterError(parameter: name, reason: .notValid(text, type: String(describing: T.self)))
        }
    }

    /// A list parameter: every value of a repeated query key, or one value split on commas
    /// (`?ids=1,2,3`; the empty string is an empty list), each converted with ``RouteParameterDecoder``'s
    /// rules.
    ///
    /// ```swift
    /// let match = table.match("shop://goods?id=1&id=2&size=38,39")!
    /// try match.parameters.list("id", as: Int.self)      // [1, 2]
    /// try match.parameters.list("size", as: Int.self)    // [38, 39]
    /// try match.parameters.list("color", as: String.self)  // throws: missing parameter "color"
    /// ```
    public func list<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(ParameterError) -> [T] {
        let values = values(name)
        if values.isEmpty { throw ParameterError(parameter: name, reason: .missing) }
        let items = ScalarText.items(values.count == 1 ? .string(values[0]) : .list(values))
        var result: [T] = []
        result.reserveCapacity(items.count)
        for (index, text) in items.enumerated() {
            switch ScalarText.convert(text, to: T.self) {
            case .value(let value)?:
                result.append(value)
            case .failure(let reason)?:
                throw ParameterError(parameter: name, index: index, reason: reason)
            case nil:
                throw ParameterError(parameter: name, index: index, reason: .notValid(text, type: String(describing: T.self)))
            }
        }
        return result
    }
}
