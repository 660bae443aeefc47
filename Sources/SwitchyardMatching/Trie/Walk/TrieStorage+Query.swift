/// A URL's query as the walk reads it for routes with query conditions: its bytes and the ranges of its
/// fragment query and query. An item is found and decoded only when a condition asks for it, into stack
/// space: checking a route's conditions allocates nothing.
struct QueryView {
    let bytes: UnsafeBufferPointer<UInt8>
    let fragmentQuery: Range<Int>?
    let query: Range<Int>?
    /// Whether `+` reads as a space in names and values (the table's `decodePlus`).
    let plus: Bool

    /// The query of a URL for `storage`'s routes, or `nil` when none of them has conditions.
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, _ storage: TrieStorage) -> QueryView? {
        storage.hasRouteQuery ? QueryView(bytes, layout, plus: storage.decodePlus) : nil
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, plus: Bool) {
        self.bytes = bytes
        self.fragmentQuery = layout.fragmentQueryStart >= 0 ? Int(layout.fragmentQueryStart)..<Int(layout.fragmentEnd) : nil
        self.query = layout.queryStart >= 0 ? Int(layout.queryStart)..<Int(layout.queryEnd) : nil
        self.plus = plus
    }

    /// Whether every condition of a route holds.
    func meets(_ extras: RouteExtras) -> Bool {
        for condition in extras.conditions where !meets(condition) { return false }
        return true
    }

    /// Whether one condition holds for the item a request reads under its key (the fragment query's first,
    /// else the query's first).
    func meets(_ condition: RouteExtras.Condition) -> Bool {
        guard let raw = value(named: condition.keyBytes) else {
            if case .absent = condition.test { return true }
            return false
        }
        switch condition.test {
        case .present: return true
        case .absent: return false
        case .equals(let expected):
            return decoded(raw) { $0.count == expected.count && $0.elementsEqual(expected) }
        case .value(let pattern):
            return decoded(raw) { pattern.match($0) }
        }
    }

    /// The raw range of the value of the first item named `name` (empty for a flag), or `nil`.
    func value(named name: [UInt8]) -> Range<Int>? {
        if let fragmentQuery, let found = value(named: name, in: fragmentQuery) { return found }
        guard let query else { return nil }
        return value(named: name, in: query)
    }

    /// ``value(named:)`` within one range of items separated by `&`.
    private func value(named name: [UInt8], in range: Range<Int>) -> Range<Int>? {
        var itemStart = range.lowerBound
        for k in range.lowerBound...range.upperBound where k == range.upperBound || bytes[k] == UInt8(ascii: "&") {
            defer { itemStart = k + 1 }
            guard k > itemStart else { continue }
            var equals = itemStart
            while equals < k, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
            let found = decoded(itemStart..<equals) { $0.count == name.count && $0.elementsEqual(name) }
            if found { return equals < k ? (equals + 1)..<k : k..<k }
        }
        return nil
    }

    /// `body` applied to the decoded bytes of `raw` (in place when decoding changes nothing).
    private func decoded(_ raw: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        let source = UnsafeBufferPointer(rebasing: bytes[raw])
        guard PercentDecoding.needsDecoding(source, plus: plus) else { return body(source) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(source.count, 1)) { scratch in
            guard let base = scratch.baseAddress else { return false }
            let count = PercentDecoding.decode(source, plus: plus, into: base)
            return body(UnsafeBufferPointer(start: base, count: count))
        }
    }
}
