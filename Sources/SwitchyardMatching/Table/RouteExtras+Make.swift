// A route's query conditions compiled from what the app wrote (their value patterns parsed): the build half
// (ADR 0040). A compiled table reads them back from its image.
import SwitchyardRouteTable

extension RouteExtras {
    /// Compiles a route's conditions with the builder's types, or gives `nil` when the route asks nothing.
    ///
    /// - Throws: ``PatternError`` for a value pattern that does not parse, an empty key, or a capture named
    ///   like one of the pattern's (`pathNames`) or another condition's; its `queryKey` names the item.
    package static func make(
        query: [String: QueryCondition], lowercaseCaptures: Bool, queryOverridesPath: Bool, pathNames: [String],
        schemeCapture: SchemeCapture? = nil, registry: TypeRegistry
    ) throws(PatternError) -> RouteExtras? {
        if query.isEmpty, !lowercaseCaptures, !queryOverridesPath, schemeCapture == nil { return nil }
        var conditions: [Condition] = []
        var names = Set(pathNames)
        var parameterNames: [String] = []
        // The names sorted as an array of strings: that sort is shared with the other string sorts (ADR 0031).
        for key in Array(query.keys).sorted() {
            guard let written = query[key] else { continue }
            func failure(_ text: String, _ offset: Int, _ message: String) -> PatternError {
                var error = PatternError(pattern: text, offset: offset, message: "query item \"\(key)\": \(message)")
                error.queryKey = key
                return error
            }
            if key.isEmpty { throw failure(key, 0, "a query condition needs an item name") }
            let test: Condition.Test
            switch written {
            case .present: test = .present
            case .absent: test = .absent
            case .equals(let text): test = .equals(Array(text.utf8))
            case .matches(let text):
                let pattern: ValuePattern
                do {
                    pattern = try ValuePattern(text, registry: registry)
                } catch {
                    throw failure(text, error.offset, error.message)
                }
                for name in pattern.parameterNames where !names.insert(name).inserted {
                    let offset = Self.offset(of: name, in: text)
                    throw failure(
                        text, offset, "the parameter '\(name)' is captured \(pathNames.contains(name) ? "by the pattern" : "twice")")
                }
                parameterNames += pattern.parameterNames
                test = .value(pattern)
            }
            conditions.append(Condition(key: key, keyBytes: Array(key.utf8), test: test, written: written))
        }
        return RouteExtras(
            conditions: conditions, lowercaseCaptures: lowercaseCaptures, queryOverridesPath: queryOverridesPath,
            parameterNames: parameterNames, schemeCapture: schemeCapture)
    }

    /// The scalar offset of the first occurrence of `name` in `text`, or 0.
    private static func offset(of name: String, in text: String) -> Int {
        let haystack = Array(text.unicodeScalars)
        let needle = Array(name.unicodeScalars)
        guard !needle.isEmpty, haystack.count >= needle.count else { return 0 }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
            return start
        }
        return 0
    }
}
