/// One segment as the walk sees it: decoded bytes (in the URL itself or in scratch space) and its raw range.
struct WalkSegment {
    var base: UnsafePointer<UInt8>?
    var count: Int32
    var rawStart: Int32
    var rawEnd: Int32
    var hash: UInt32
    var decoded: Bool
    var caseInsensitive: Bool

    @inline(__always)
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: Int(count)) }
}

protocol WalkSink {
    /// Called for every terminal reached, with the capture slots on the walk's stack.
    mutating func consider(_ terminal: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard: Range<Int>?)
}

/// Depth-first walk of the trie over the URL's segments. Literal children are found by hashing,
/// dynamic children are tried in rank order, and every terminal reached is offered to the sink.
struct Walker<Sink: WalkSink> {
    let storage: TrieStorage
    let segments: UnsafeMutableBufferPointer<WalkSegment>
    let pathCount: Int
    let hasFragmentPath: Bool
    let captures: UnsafeMutableBufferPointer<CaptureSlot>
    var top = 0
    var sink: Sink

    mutating func walk(_ nodeIndex: Int32, _ k: Int, fragment: Bool) {
        let node = storage.nodes[Int(nodeIndex)]
        let end = fragment ? segments.count : pathCount
        if k == end {
            for t in Int(node.endStart)..<Int(node.endStart + node.endCount) {
                sink.consider(storage.terminals[t], captures: captures, count: top, wildcard: nil)
            }
            if !fragment, hasFragmentPath, node.hashChild >= 0 {
                walk(node.hashChild, pathCount, fragment: true)
            }
            for t in Int(node.wildcardStart)..<Int(node.wildcardStart + node.wildcardCount)
            where storage.terminals[t].wildcardMinimum == 0 {
                sink.consider(storage.terminals[t], captures: captures, count: top, wildcard: k..<k)
            }
            return
        }
        let segment = segments[k]
        if node.literalCount > 0 {
            let mask = storage.slotMask
            var slot = TrieStorage.slotIndex(hash: segment.hash, parent: nodeIndex, mask: mask)
            while true {
                let entry = storage.slots[slot]
                if entry.parent < 0 { break }
                if entry.parent == nodeIndex, entry.hash == segment.hash, entry.length == segment.count,
                   literalEquals(entry, segment)
                {
                    walk(entry.child, k + 1, fragment: fragment)
                    if !segment.caseInsensitive { break }
                }
                slot = (slot + 1) & mask
            }
        }
        if node.dynamicCount > 0 {
            for e in Int(node.dynamicStart)..<Int(node.dynamicStart + node.dynamicCount) {
                let edge = storage.edges[e]
                let matcher = storage.matchers[Int(edge.matcher)]
                if matcher.match(segment.bytes, index: Int32(k), into: captures, at: top) {
                    top += matcher.captureCount
                    walk(edge.child, k + 1, fragment: fragment)
                    top -= matcher.captureCount
                }
            }
        }
        for t in Int(node.wildcardStart)..<Int(node.wildcardStart + node.wildcardCount)
        where end - k >= Int(storage.terminals[t].wildcardMinimum) {
            sink.consider(storage.terminals[t], captures: captures, count: top, wildcard: k..<end)
        }
    }

    @inline(__always)
    func literalEquals(_ entry: LiteralSlot, _ segment: WalkSegment) -> Bool {
        guard let base = segment.base, let literalBase = storage.literalBytes.baseAddress else { return entry.length == 0 }
        let literal = literalBase + Int(entry.start)
        if segment.caseInsensitive {
            for k in 0..<Int(entry.length) where asciiLower(literal[k]) != asciiLower(base[k]) { return false }
            return true
        }
        for k in 0..<Int(entry.length) where literal[k] != base[k] { return false }
        return true
    }
}

extension RouteTable {
    /// Lays out the URL's segments (decoding percent escapes into scratch space) and runs `body`.
    func withSegments<R>(
        _ url: RouteURL,
        _ body: (UnsafeMutableBufferPointer<WalkSegment>, Int, UnsafeMutableBufferPointer<CaptureSlot>) -> R
    ) -> R {
        let layout = url.layout
        let pathCount = layout.matchSegmentCount
        let total = pathCount + (layout.hasFragmentPath ? Int(layout.fragmentSegmentCount) : 0)
        return url.withBytes { bytes in
            let scratchSize = layout.pathHasPercent || layout.hostIsPath ? bytes.count : 0
            return withUnsafeTemporaryAllocation(of: WalkSegment.self, capacity: max(total, 1)) { segments in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(scratchSize, 1)) { scratch in
                    withUnsafeTemporaryAllocation(of: CaptureSlot.self, capacity: max(storage.maxCaptures, 1)) { captures in
                        var count = 0
                        var used = 0
                        func add(_ start: Int, _ end: Int, caseInsensitive: Bool) {
                            var raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
                            var decoded = false
                            if scratchSize > 0, PercentDecoding.needsDecoding(raw, plus: false), let target = scratch.baseAddress {
                                let written = PercentDecoding.decode(raw, plus: false, into: target + used)
                                raw = UnsafeBufferPointer(start: target + used, count: written)
                                used += written
                                decoded = true
                            }
                            segments[count] = WalkSegment(
                                base: raw.baseAddress, count: Int32(raw.count), rawStart: Int32(start), rawEnd: Int32(end),
                                hash: TrieStorage.hash(raw), decoded: decoded, caseInsensitive: caseInsensitive)
                            count += 1
                        }
                        func addSegments(_ start: Int, _ end: Int) {
                            var segmentStart = start
                            var k = start
                            while k < end {
                                if bytes[k] == UInt8(ascii: "/") {
                                    if k > segmentStart { add(segmentStart, k, caseInsensitive: false) }
                                    segmentStart = k + 1
                                }
                                k += 1
                            }
                            if end > segmentStart { add(segmentStart, end, caseInsensitive: false) }
                        }
                        if layout.hostIsPath { add(Int(layout.hostStart), Int(layout.hostEnd), caseInsensitive: true) }
                        addSegments(Int(layout.pathStart), Int(layout.pathEnd))
                        if layout.hasFragmentPath { addSegments(Int(layout.fragmentStart), Int(layout.fragmentPathEnd)) }
                        let view = UnsafeMutableBufferPointer(rebasing: segments[0..<count])
                        return body(view, pathCount, captures)
                    }
                }
            }
        }
    }

    /// Calls `body` with each root of a namespace that the URL's host can reach: host-constrained roots
    /// first, then the any-host root.
    @inline(__always)
    func forEachRoot(_ url: RouteURL, namespace: Int, _ body: (Int32) -> Void) {
        let roots = storage.namespaces[namespace]
        if !roots.hosts.isEmpty, url.layout.hasHost, !url.layout.hostIsPath, let host = url.host {
            let hostBytes = Array(host.utf8)
            for entry in roots.hosts where entry.host == hostBytes { body(entry.root) }
        }
        if roots.anyHost >= 0 { body(roots.anyHost) }
    }

    func hasRoots(_ url: RouteURL, namespace: Int) -> Bool {
        let roots = storage.namespaces[namespace]
        return roots.anyHost >= 0 || (!roots.hosts.isEmpty && url.layout.hasHost && !url.layout.hostIsPath)
    }

    func captured(_ slot: CaptureSlot, _ segments: UnsafeMutableBufferPointer<WalkSegment>) -> CapturedValue {
        let segment = segments[Int(slot.segment)]
        if slot.whole { return CapturedValue(rawStart: segment.rawStart, rawEnd: segment.rawEnd, decoded: nil) }
        if !segment.decoded {
            return CapturedValue(rawStart: segment.rawStart + slot.start, rawEnd: segment.rawStart + slot.end, decoded: nil)
        }
        let bytes = UnsafeBufferPointer(rebasing: segment.bytes[Int(slot.start)..<Int(slot.end)])
        return CapturedValue(rawStart: 0, rawEnd: 0, decoded: String(decoding: bytes, as: UTF8.self))
    }

    func makeMatch(
        _ terminal: Terminal, _ captures: [CapturedValue], _ wildcard: Range<Int>?, url: RouteURL, namespace: Int
    ) -> RouteMatch<Value> {
        let info = storage.infos[Int(terminal.info)]
        let route = routes[info.routeIndex]
        let parameters = RouteParameters(
            url: url, names: info.names, captures: captures, wildcardName: info.wildcardName, wildcardRange: wildcard)
        return RouteMatch(
            route: route, url: url, namespace: storage.namespaces[namespace].schemeName,
            expansion: route.pattern.expansions[info.expansionIndex].text, parameters: parameters)
    }

    /// Whether a route's own link sources accept the URL.
    func routeAccepts(_ terminal: Terminal, _ url: RouteURL) -> Bool {
        guard terminal.hasAccept else { return true }
        let route = routes[storage.infos[Int(terminal.info)].routeIndex]
        guard let accept = route.accept, let scheme = url.scheme else { return true }
        let host = url.host
        return accept.contains { $0.accepts(scheme: scheme, host: host) }
    }

    struct BestSink: WalkSink {
        let table: RouteTable
        let url: RouteURL
        let kept: UnsafeMutableBufferPointer<CaptureSlot>
        var terminal: Terminal?
        var keptCount = 0
        var wildcard: Range<Int>?

        mutating func consider(_ candidate: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard range: Range<Int>?) {
            if let terminal, terminal.ordinal <= candidate.ordinal { return }
            guard table.routeAccepts(candidate, url) else { return }
            terminal = candidate
            for k in 0..<count { kept[k] = captures[k] }
            keptCount = count
            wildcard = range
        }
    }

    func best(_ url: RouteURL, namespace: Int) -> RouteMatch<Value>? {
        guard hasRoots(url, namespace: namespace) else { return nil }
        return withSegments(url) { segments, pathCount, captures in
            withUnsafeTemporaryAllocation(of: CaptureSlot.self, capacity: max(storage.maxCaptures, 1)) { kept in
                var walker = Walker(
                    storage: storage, segments: segments, pathCount: pathCount, hasFragmentPath: url.layout.hasFragmentPath,
                    captures: captures, sink: BestSink(table: self, url: url, kept: kept))
                forEachRoot(url, namespace: namespace) { walker.walk($0, 0, fragment: false) }
                let sink = walker.sink
                guard let terminal = sink.terminal else { return nil }
                let values = (0..<sink.keptCount).map { captured(kept[$0], segments) }
                return makeMatch(terminal, values, sink.wildcard, url: url, namespace: namespace)
            }
        }
    }

    struct AllSink: WalkSink {
        let table: RouteTable
        let url: RouteURL
        let segments: UnsafeMutableBufferPointer<WalkSegment>
        var found: [(Terminal, [CapturedValue], Range<Int>?)] = []

        mutating func consider(_ candidate: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard: Range<Int>?) {
            guard table.routeAccepts(candidate, url) else { return }
            let values = (0..<count).map { table.captured(captures[$0], segments) }
            found.append((candidate, values, wildcard))
        }
    }

    func all(_ url: RouteURL, namespace: Int) -> [RouteMatch<Value>] {
        guard hasRoots(url, namespace: namespace) else { return [] }
        let found = withSegments(url) { segments, pathCount, captures in
            var walker = Walker(
                storage: storage, segments: segments, pathCount: pathCount, hasFragmentPath: url.layout.hasFragmentPath,
                captures: captures, sink: AllSink(table: self, url: url, segments: segments))
            forEachRoot(url, namespace: namespace) { walker.walk($0, 0, fragment: false) }
            return walker.sink.found
        }
        return found.sorted { $0.0.ordinal < $1.0.ordinal }.map { makeMatch($0.0, $0.1, $0.2, url: url, namespace: namespace) }
    }
}
