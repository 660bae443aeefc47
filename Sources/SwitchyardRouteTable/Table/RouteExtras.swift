/// What a route asks beyond its pattern: conditions on query items, and how its parameters are read
/// (captured values lowercased, query items over path captures). Made once when the route is added; a
/// route that asks none of these has none (`nil`), and nothing about it changes.
@usableFromInline
package final class RouteExtras: Sendable {
    /// One condition, compiled.
    package struct Condition: Sendable {
        package enum Test: Sendable {
            case present
            case absent
            case equals([UInt8])
            case value(ValuePattern)
        }

        package let key: String
        let keyBytes: [UInt8]
        package let test: Test
        /// The condition as written.
        package let written: QueryCondition

        package init(key: String, keyBytes: [UInt8], test: Test, written: QueryCondition) {
            self.key = key
            self.keyBytes = keyBytes
            self.test = test
            self.written = written
        }

        /// `url=<path:target>`, `debug present`, `token absent`.
        var text: String { QueryCondition.text(key, written) }
    }

    /// The conditions, by key.
    package let conditions: [Condition]
    package let lowercaseCaptures: Bool
    package let queryOverridesPath: Bool
    /// The names the conditions' value patterns capture, in condition order.
    let parameterNames: [String]
    /// The placeholder in the route's scheme, whose parameter is read from the URL's scheme.
    package let schemeCapture: SchemeCapture?

    /// The conditions as registered.
    var query: [String: QueryCondition] {
        Dictionary(uniqueKeysWithValues: conditions.map { ($0.key, $0.written) })
    }

    /// The conditions as messages show them: `url=<path:target>, token absent`.
    package var conditionText: String { conditions.map(\.text).joined(separator: ", ") }

    /// A key that identifies the conditions: two routes with equal keys test the same items the same way.
    package var conditionKey: [String] {
        conditions.map { condition in
            switch condition.test {
            case .present: return condition.key + "\u{0}present"
            case .absent: return condition.key + "\u{0}absent"
            case .equals(let bytes): return condition.key + "\u{0}=" + String(decoding: bytes, as: UTF8.self)
            case .value(let pattern): return condition.key + "\u{0}~" + pattern.text
            }
        }
    }

    package init(
        conditions: [Condition], lowercaseCaptures: Bool, queryOverridesPath: Bool, parameterNames: [String],
        schemeCapture: SchemeCapture? = nil
    ) {
        self.schemeCapture = schemeCapture
        self.conditions = conditions
        self.lowercaseCaptures = lowercaseCaptures
        self.queryOverridesPath = queryOverridesPath
        self.parameterNames = parameterNames
    }

    /// Whether every condition of `mine` that a URL must meet is implied by `other`'s: each of this route's
    /// conditions is one of `other`'s, or, for `present`, `other` tests the same item's value. So a URL that
    /// meets `other`'s conditions meets these (used to find a route that always outranks another).
    package func isImplied(by other: RouteExtras?) -> Bool {
        let mine = conditionKey
        guard !mine.isEmpty else { return true }
        guard let other else { return false }
        let theirs = Set(other.conditionKey)
        return zip(mine, conditions).allSatisfy { key, condition in
            if theirs.contains(key) { return true }
            guard case .present = condition.test else { return false }
            return other.conditions.contains { theirs in
                guard theirs.key == condition.key else { return false }
                if case .absent = theirs.test { return false }
                return true
            }
        }
    }
}
