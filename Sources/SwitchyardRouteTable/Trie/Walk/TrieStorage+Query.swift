// The query conditions' one production rule (ADR 0041): `QueryView` (declared with the scanned URL it views) finds
// and decodes the items a route's conditions name, and the permitted walk's sink checks them (`conditionalMatch`).
extension QueryView {
    /// The bytes before `end`.
    private func bytes(upTo end: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: Int(end))
    }

    /// Whether every condition of a route holds; `plus`: whether `+` reads as a space in names and values
    /// (the table's `decodePlus`).
    func meets(_ extras: RouteExtras, plus: Bool) -> Bool {
        for condition in extras.conditions where !meets(condition, plus: plus) { return false }
        return true
    }

    /// Whether one condition holds for the item a request reads under its key (the fragment query's first,
    /// else the query's first).
    func meets(_ condition: RouteExtras.Condition, plus: Bool) -> Bool {
        guard let raw = value(named: condition.keyBytes, plus: plus) else {
            if case .absent = condition.test { return true }
            return false
        }
        switch condition.test {
        case .present: return true
        case .absent: return false
        case .equals(let expected):
            return decoded(raw, plus: plus) { $0.count == expected.count && $0.elementsEqual(expected) }
        case .value(let pattern):
            return decoded(raw, plus: plus) { pattern.match($0) }
        }
    }

    /// The raw range of the value of the first item named `name` (empty for a flag), or `nil`.
    func value(named name: [UInt8], plus: Bool) -> Range<Int>? {
        if fragmentQueryStart >= 0, let found = value(named: name, in: Int(fragmentQueryStart)..<Int(fragmentEnd), plus: plus) {
            return found
        }
        guard queryStart >= 0 else { return nil }
        return value(named: name, in: Int(queryStart)..<Int(queryEnd), plus: plus)
    }

    /// ``value(named:plus:)`` within one range of items separated by `&`.
    private func value(named name: [UInt8], in range: Range<Int>, plus: Bool) -> Range<Int>? {
        let bytes = bytes(upTo: Int32(range.upperBound))
        var itemStart = range.lowerBound
        for k in range.lowerBound...range.upperBound where k == range.upperBound || bytes[k] == UInt8(ascii: "&") {
            defer { itemStart = k + 1 }
            guard k > itemStart else { continue }
            var equals = itemStart
            while equals < k, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
            let found = decoded(itemStart..<equals, plus: plus) { $0.count == name.count && $0.elementsEqual(name) }
            if found { return equals < k ? (equals + 1)..<k : k..<k }
        }
        return nil
    }

    /// `body` applied to the decoded bytes of `raw` (in place when decoding changes nothing).
    private func decoded(_ raw: Range<Int>, plus: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        let source = UnsafeBufferPointer(rebasing: bytes(upTo: Int32(raw.upperBound))[raw])
        guard PercentDecoding.needsDecoding(source, plus: plus) else { return body(source) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(source.count, 1)) { scratch in
            guard let base = scratch.baseAddress else { return false }
            let count = PercentDecoding.decode(source, plus: plus, into: base)
            return body(UnsafeBufferPointer(start: base, count: count))
        }
    }
}

// The best match of a table whose routes have query conditions: the permitted walk (RouteTable+Permitted.swift),
// whose sink checks a route's conditions, with no predicate: every route is permitted. It is out of line, so that
// the walk of a table without conditions is exactly what it was: each shape tried that let that one walk check
// conditions slowed every match (journal 0044; Benchmarks/README.md, "Query conditions"). It had a copy of the
// best-match walk of its own until the permitted walk could serve it: one walk fewer in every app (journal 0045).
// The differential tests run both: a table with conditions takes this one. The condition rule itself has one home
// (`QueryView.meets`).
extension TrieStorage {
    /// ``bestAcceptedMatch(_:)`` for a table with query conditions.
    @inline(never)
    func conditionalMatch(_ url: ScannedURL) -> RawMatch? {
        permittedAcceptedMatch(url, permitting: nil).match
    }
}
