// The query conditions' one production rule (ADR 0041): `QueryView` (declared with the scanned URL it views) finds
// and decodes the items a route's conditions name, and `conditionalMatch` walks with a sink that checks them.
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

// The best match of a table whose routes have query conditions: the best-match walk with a sink that also
// checks a route's conditions. A copy of `bestAcceptedMatch` with another sink, out of line, so that the
// walk of a table without conditions is exactly what it was: each shape tried that let the one walk check
// conditions slowed every match (journal 0044; Benchmarks/README.md, "Query conditions"). The differential
// tests run both: a table with conditions takes this one. The condition rule itself has this one home
// (`QueryView.meets`); the permitted walk's sink checks it too.
extension TrieStorage {
    /// ``BestSink`` that also checks query conditions.
    struct ConditionalSink: WalkSink {
        unowned(unsafe) let storage: TrieStorage
        let origin: Origin?
        let query: QueryView
        let kept: UnsafeMutableBufferPointer<CaptureSlot>
        var terminal: Terminal?
        var keptCount = 0
        var wildcard: Range<Int>?

        mutating func consider(
            _ candidate: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard range: Range<Int>?
        ) {
            if let terminal, terminal.ordinal <= candidate.ordinal { return }
            if candidate.flags != 0, !storage.routeAdmits(candidate, origin, query) { return }
            terminal = candidate
            for k in 0..<count { kept[k] = captures[k] }
            keptCount = count
            wildcard = range
        }
    }

    /// ``bestAcceptedMatch(_:)`` for a table with query conditions.
    @inline(never)
    func conditionalMatch(_ url: ScannedURL) -> RawMatch? {
        let (bytes, layout) = (url.bytes, url.layout)
        let (primary, fallback) = namespace(bytes, layout)
        let (hostRoot, anyRoot) = roots(bytes, layout, namespace: primary)
        let (hostSegmentRoot, hostFirst) = Self.hostFirst(bytes, layout, root: hostSegmentRoot(primary))
        let (globalHostRoot, globalAnyRoot) = fallback ? roots(bytes, layout, namespace: 0) : (-1, -1)
        if hostRoot < 0, anyRoot < 0, hostSegmentRoot < 0, globalHostRoot < 0, globalAnyRoot < 0 { return nil }
        let start: Int32 = hostFirst ? 1 : 0
        let origin = Origin(bytes, layout, self)
        let query = url.query
        return Self.withWalkSpace(url, maxCaptures: maxCaptures, hostFirst: hostFirst) { space in
            var walker = Walker(
                storage: self, segments: space.segments, pathCount: space.pathCount, hasFragmentPath: layout.hasFragmentPath,
                captures: space.captures, steps: space.steps, plusSource: url.decodePlus ? bytes.baseAddress : nil,
                sink: ConditionalSink(storage: self, origin: origin, query: query, kept: space.kept))
            if hostRoot >= 0 { walker.walk(hostRoot, from: start) }
            if anyRoot >= 0 { walker.walk(anyRoot, from: start) }
            if hostSegmentRoot >= 0 { walker.walk(hostSegmentRoot) }
            if walker.sink.terminal == nil {
                if globalHostRoot >= 0 { walker.walk(globalHostRoot, from: start) }
                if globalAnyRoot >= 0 { walker.walk(globalAnyRoot, from: start) }
            }
            let sink = walker.sink
            guard let terminal = sink.terminal else { return nil }
            let hit = Hit(
                terminal: terminal, captureCount: sink.keptCount, wildcard: hostFirst ? Self.shifted(sink.wildcard) : sink.wildcard)
            return raw(hit, url: url.routeURL(), kept: space.kept, segments: space.segments)
        }
    }
}
