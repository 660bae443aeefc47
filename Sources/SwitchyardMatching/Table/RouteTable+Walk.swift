/// One segment as the walk sees it: decoded bytes (in the URL itself or in scratch space) and its raw range.
struct WalkSegment {
    var base: UnsafePointer<UInt8>?
    var count: Int32
    var rawStart: Int32
    var rawEnd: Int32
    /// The segment's hash, computed when a node with literal children first needs it (`hashed`).
    var hash: UInt32
    var hashed: Bool
    var decoded: Bool
    var caseInsensitive: Bool

    @inline(__always)
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: Int(count)) }
}

protocol WalkSink {
    /// Called for every terminal reached, with the capture slots on the walk's stack.
    mutating func consider(_ terminal: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard: Range<Int>?)
}

/// One pending piece of work of the walk: visit a node, try a node's dynamic edges from `cursor` on, or
/// go on probing a node's literal slots from `cursor` (only for a case-insensitive segment, which can
/// match several literal children).
struct WalkStep {
    enum Kind: UInt8 {
        case visit, edges, probe
    }

    var node: Int32
    var k: Int32
    var top: Int32
    var cursor: Int32
    var kind: Kind
    var fragment: Bool

    /// How many steps a walk over `segments` segments can hold at once: per level at most a pending edge
    /// cursor, a pending probe and the node being entered.
    static func capacity(segments: Int) -> Int { 2 * segments + 8 }
}

/// Depth-first walk of the trie over the URL's segments. Literal children are found by hashing,
/// dynamic children are tried in rank order, and every terminal reached is offered to the sink (which
/// keeps the best by ordinal, so the order they are offered in does not matter).
///
/// The walk is iterative, with its work list in `steps`: the depth is the number of pattern segments
/// (up to 256), and a table may be matched on a thread with a small stack (512 KiB) in a debug build.
struct Walker<Sink: WalkSink> {
    unowned(unsafe) let storage: TrieStorage
    let segments: UnsafeMutableBufferPointer<WalkSegment>
    let pathCount: Int
    let hasFragmentPath: Bool
    let captures: UnsafeMutableBufferPointer<CaptureSlot>
    let steps: UnsafeMutableBufferPointer<WalkStep>
    var sink: Sink

    /// Walks from `root`, the URL's segments from `start` on (1 skips a host laid out first for routes that
    /// take it, see ``TrieStorage/withWalkSpace(_:_:_:maxCaptures:hostFirst:_:)``).
    mutating func walk(_ root: Int32, from start: Int32 = 0) {
        var depth = 0
        // The step to take next. A step that leads straight to the next one (a child found) hands it over
        // here instead of pushing it and popping it again at once.
        var step = WalkStep(node: root, k: start, top: 0, cursor: 0, kind: .visit, fragment: false)
        var handed = true
        while handed || depth > 0 {
            if handed {
                handed = false
            } else {
                depth -= 1
                step = steps[depth]
            }
            let k = Int(step.k)
            let top = Int(step.top)
            let end = step.fragment ? segments.count : pathCount
            switch step.kind {
            case .visit:
                let node = storage.nodes[Int(step.node)]
                // (The storage is asked only for a wide node: calling it from the walk retains it.)
                let counts = node.isWide ? storage.wideCounts(of: step.node) : node.counts
                let wildcardStart = node.terminalStart + counts.end
                if k == end {
                    for t in Int(node.terminalStart)..<Int(wildcardStart) {
                        sink.consider(storage.terminals[t], captures: captures, count: top, wildcard: nil)
                    }
                    for t in Int(wildcardStart)..<Int(wildcardStart + counts.wildcard)
                    where storage.terminals[t].wildcardMinimum == 0 {
                        sink.consider(storage.terminals[t], captures: captures, count: top, wildcard: k..<k)
                    }
                    if !step.fragment, hasFragmentPath, node.hashChild >= 0 {
                        step = WalkStep(node: node.hashChild, k: Int32(pathCount), top: step.top, cursor: 0, kind: .visit, fragment: true)
                        handed = true
                    }
                    continue
                }
                for t in Int(wildcardStart)..<Int(wildcardStart + counts.wildcard)
                where end - k >= Int(storage.terminals[t].wildcardMinimum) {
                    sink.consider(storage.terminals[t], captures: captures, count: top, wildcard: k..<end)
                }
                if counts.dynamic > 0 {
                    steps[depth] = WalkStep(node: step.node, k: step.k, top: step.top, cursor: node.dynamicStart, kind: .edges, fragment: step.fragment)
                    depth += 1
                }
                if node.hasLiterals {
                    if !segments[k].hashed {
                        segments[k].hash = TrieStorage.hash(segments[k].bytes)
                        segments[k].hashed = true
                    }
                    let segment = segments[k]
                    let slot = TrieStorage.slotIndex(hash: segment.hash, parent: step.node, mask: storage.slotMask)
                    if segment.caseInsensitive, storage.caseFoldedTwins {
                        steps[depth] = WalkStep(node: step.node, k: step.k, top: step.top, cursor: Int32(slot), kind: .probe, fragment: step.fragment)
                        depth += 1
                    } else if let (child, _) = probe(step.node, segment, from: slot) {
                        step = WalkStep(node: child, k: step.k + 1, top: step.top, cursor: 0, kind: .visit, fragment: step.fragment)
                        handed = true
                    }
                }
            case .edges:
                let node = storage.nodes[Int(step.node)]
                let e = Int(step.cursor)
                let dynamicCount = node.isWide ? storage.wideCounts(of: step.node).dynamic : node.counts.dynamic
                if step.cursor + 1 < node.dynamicStart + dynamicCount {
                    steps[depth] = WalkStep(node: step.node, k: step.k, top: step.top, cursor: step.cursor + 1, kind: .edges, fragment: step.fragment)
                    depth += 1
                }
                let edge = storage.edges[e]
                let matcher = storage.matchers.baseAddress.unsafelyUnwrapped + Int(edge.matcher)
                let fast = matcher.pointee.fast
                let matched = fast != .none
                    ? SegmentMatcher.matchFast(fast, segments[k].bytes, index: step.k, into: captures, at: top)
                    : matcher.pointee.match(segments[k].bytes, index: step.k, into: captures, at: top)
                if matched {
                    let count = Int32(matcher.pointee.captureCount)
                    step = WalkStep(node: edge.child, k: step.k + 1, top: step.top + count, cursor: 0, kind: .visit, fragment: step.fragment)
                    handed = true
                }
            case .probe:
                if let (child, slot) = probe(step.node, segments[k], from: Int(step.cursor)) {
                    steps[depth] = WalkStep(node: step.node, k: step.k, top: step.top, cursor: Int32((slot + 1) & storage.slotMask), kind: .probe, fragment: step.fragment)
                    depth += 1
                    step = WalkStep(node: child, k: step.k + 1, top: step.top, cursor: 0, kind: .visit, fragment: step.fragment)
                    handed = true
                }
            }
        }
    }

    /// The first literal child of `parent` equal to `segment`, probing the slots from `slot` on, and the
    /// slot it was found in.
    @inline(__always)
    func probe(_ parent: Int32, _ segment: WalkSegment, from slot: Int) -> (Int32, Int)? {
        let mask = storage.slotMask
        var slot = slot
        while true {
            let entry = storage.slots[slot]
            if entry.parent < 0 { return nil }
            if entry.parent == parent, entry.hash == segment.hash, entry.length == segment.count, literalEquals(entry, segment) {
                return (entry.child, slot)
            }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    func literalEquals(_ entry: LiteralSlot, _ segment: WalkSegment) -> Bool {
        guard let base = segment.base, let literalBase = storage.literalBytes.baseAddress else { return entry.length == 0 }
        return TrieStorage.equal(
            literalBase + Int(entry.start), base, count: Int(entry.length), foldingCase: segment.caseInsensitive)
    }
}

/// A match before it is tied to the table's values: which route and expansion, and the box with the
/// URL, captures and wildcard.
@usableFromInline
struct RawMatch: Sendable {
    @usableFromInline var routeIndex: Int
    @usableFromInline var expansion: Int
    /// The URL, captures and wildcard, as the match's parameters will hold them.
    @usableFromInline var box: MatchBox
}

// The walk is not generic: a generic walk would look up type metadata on every match when the table's
// value type is not known to the caller's module. It works on the URL's bytes and layout, never on a
// `RouteURL`: copying one retains its string, and a match used to copy it about fifteen times.
extension TrieStorage {
    /// The working memory of one walk, carved out of one stack allocation: the URL's segments, the
    /// captures of the path being tried, the captures of the best terminal so far, and the step list.
    struct WalkSpace {
        var segments: UnsafeMutableBufferPointer<WalkSegment>
        /// Segments before the fragment path.
        var pathCount: Int
        var captures: UnsafeMutableBufferPointer<CaptureSlot>
        var kept: UnsafeMutableBufferPointer<CaptureSlot>
        var steps: UnsafeMutableBufferPointer<WalkStep>
    }

    /// Lays out the URL's segments (decoding percent escapes into scratch space) and runs `body` with the
    /// walk's working memory. Everything but the scratch space comes from one temporary allocation (seven
    /// nested ones cost about 150 instructions per match).
    /// (Static, like ``captured(_:_:)``: calling a method of the storage from the walk's closures retained it.)
    ///
    /// `hostFirst` lays a host that is not a path segment out first all the same (see ``hostFirst(_:_:)``):
    /// routes that take the host walk from segment 0, the others from 1, and a wildcard's range is then one
    /// past the URL's segments (``shifted(_:)``).
    @inline(__always)
    static func withWalkSpace<R>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, _ ranges: SegmentRanges, maxCaptures: Int,
        hostFirst: Bool = false, _ body: (WalkSpace) -> R
    ) -> R {
        let pathCount = layout.matchSegmentCount + (hostFirst ? 1 : 0)
        let total = max(pathCount + (layout.hasFragmentPath ? Int(layout.fragmentSegmentCount) : 0), 1)
        let captureCount = max(maxCaptures, 1)
        let stepCount = WalkStep.capacity(segments: total)
        // Regions in decreasing alignment order, each rounded up to 8 bytes.
        func size<T>(_: T.Type, _ count: Int) -> Int { (MemoryLayout<T>.stride * count + 7) & ~7 }
        let segmentBytes = size(WalkSegment.self, total)
        let captureBytes = size(CaptureSlot.self, captureCount)
        let stepBytes = size(WalkStep.self, stepCount)
        return withUnsafeTemporaryAllocation(byteCount: segmentBytes + 2 * captureBytes + stepBytes, alignment: 8) { raw in
            // Never nil: the byte count is at least one segment's.
            let base = raw.baseAddress.unsafelyUnwrapped
            let segments = (base).bindMemory(to: WalkSegment.self, capacity: total)
            let captures = (base + segmentBytes).bindMemory(to: CaptureSlot.self, capacity: captureCount)
            let kept = (base + segmentBytes + captureBytes).bindMemory(to: CaptureSlot.self, capacity: captureCount)
            let steps = (base + segmentBytes + 2 * captureBytes).bindMemory(to: WalkStep.self, capacity: stepCount)
            // Scratch space for decoding, when a segment the walk sees has a `%` (most URLs have none, and
            // their segments are then not scanned for one).
            let decode = layout.pathHasPercent || ((layout.hostIsPath || hostFirst) && layout.hostHasPercent)
            func run(_ scratch: UnsafeMutablePointer<UInt8>?) -> R {
                var count = 0
                var used = 0
                func add(_ start: Int, _ end: Int, caseInsensitive: Bool) {
                    var raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    var decoded = false
                    if let scratch, PercentDecoding.needsDecoding(raw, plus: false) {
                        let written = PercentDecoding.decode(raw, plus: false, into: scratch + used)
                        raw = UnsafeBufferPointer(start: scratch + used, count: written)
                        used += written
                        decoded = true
                    }
                    (segments + count).initialize(to: WalkSegment(
                        base: raw.baseAddress, count: Int32(raw.count), rawStart: Int32(start), rawEnd: Int32(end),
                        hash: 0, hashed: false, decoded: decoded, caseInsensitive: caseInsensitive))
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
                if layout.hostIsPath || hostFirst { add(Int(layout.hostStart), Int(layout.hostEnd), caseInsensitive: true) }
                if let recorded = ranges.base, ranges.count <= ranges.capacity {
                    // The scan recorded them.
                    for k in 0..<ranges.count { add(Int(recorded[2 * k]), Int(recorded[2 * k + 1]), caseInsensitive: false) }
                } else {
                    addSegments(Int(layout.pathStart), Int(layout.pathEnd))
                    if layout.hasFragmentPath { addSegments(Int(layout.fragmentStart), Int(layout.fragmentPathEnd)) }
                }
                return body(WalkSpace(
                    segments: UnsafeMutableBufferPointer(start: segments, count: count), pathCount: pathCount,
                    captures: UnsafeMutableBufferPointer(start: captures, count: captureCount),
                    kept: UnsafeMutableBufferPointer(start: kept, count: captureCount),
                    steps: UnsafeMutableBufferPointer(start: steps, count: stepCount)))
            }
            guard decode else { return run(nil) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { run($0.baseAddress) }
        }
    }

    /// The roots of a namespace that the URL's host can reach: the root of routes constrained to the URL's
    /// host (when there is one), then the root of routes without a host constraint; -1 for none.
    @inline(__always)
    func roots(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, namespace: Int) -> (Int32, Int32) {
        // Read in place: copying a NamespaceRoots out of the array would retain its arrays and strings.
        namespaces.withUnsafeBufferPointer { namespaces in
            var hostRoot: Int32 = -1
            if !namespaces[namespace].hosts.isEmpty, layout.hasHost, !layout.hostIsPath {
                let raw = UnsafeBufferPointer(rebasing: bytes[Int(layout.hostStart)..<Int(layout.hostEnd)])
                if TrieStorage.isPlainASCII(raw) {
                    // ASCII without escapes (nearly every host): compared in place, lowercased byte by byte,
                    // which is what `String.lowercased()` does to ASCII. No allocation.
                    hostRoot = namespaces[namespace].hosts.first { entry in
                        entry.host.withUnsafeBufferPointer { TrieStorage.lowercased(raw, equals: $0) }
                    }?.root ?? -1
                } else if let host = layout.host(bytes) {
                    let hostBytes = Array(host.utf8)
                    hostRoot = namespaces[namespace].hosts.first { $0.host == hostBytes }?.root ?? -1
                }
            }
            return (hostRoot, namespaces[namespace].anyHost)
        }
    }

    func hasRoots(_ url: RouteURL, namespace: Int) -> Bool {
        let roots = namespaces[namespace]
        return roots.anyHost >= 0 || roots.hostSegment >= 0 || (!roots.hosts.isEmpty && url.layout.hasHost && !url.layout.hostIsPath)
    }

    /// The root of a namespace's routes that take the URL's host as their first segment; -1 for none.
    @inline(__always)
    func hostSegmentRoot(_ namespace: Int) -> Int32 {
        namespaces.withUnsafeBufferPointer { $0[namespace].hostSegment }
    }

    /// The root of the routes that take the host to walk (`root`, or -1) and whether the walk lays the
    /// URL's host out as a segment of its own for them: when the host is not a path segment already. A
    /// host that is a dot segment (`..`, `%2e`) is never taken, and those routes then match nothing: no
    /// capture is ever `.` or `..` (Docs/Normalization.md §3).
    @inline(__always)
    static func hostFirst(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, root: Int32) -> (Int32, Bool) {
        guard root >= 0, layout.hasHost, !layout.hostIsPath else { return (root, false) }
        let host = UnsafeBufferPointer(rebasing: bytes[Int(layout.hostStart)..<Int(layout.hostEnd)])
        if host.first != UInt8(ascii: "."), !layout.hostHasPercent { return (root, true) }
        let decoded = RouteURL.decodedBytes(host)
        return decoded == Array(".".utf8) || decoded == Array("..".utf8) ? (-1, false) : (root, true)
    }

    /// A wildcard's range in a walk space laid out host first, in the URL's own segments: one less, so that
    /// a wildcard that took the host starts at -1 (``RouteParameters/wildcard`` reads the host there).
    @inline(__always)
    static func shifted(_ range: Range<Int>?) -> Range<Int>? {
        range.map { ($0.lowerBound - 1)..<($0.upperBound - 1) }
    }

    static func captured(_ slot: CaptureSlot, _ segments: UnsafeMutableBufferPointer<WalkSegment>) -> CapturedValue {
        let segment = segments[Int(slot.segment)]
        if slot.whole { return CapturedValue(rawStart: segment.rawStart, rawEnd: segment.rawEnd) }
        if !segment.decoded {
            return CapturedValue(rawStart: segment.rawStart + slot.start, rawEnd: segment.rawStart + slot.end)
        }
        return CapturedValue(rawStart: segment.rawStart, rawEnd: segment.rawEnd, decodedStart: slot.start, decodedEnd: slot.end)
    }

    /// The URL's origin, for routes with link sources of their own (computed only when some route has them).
    struct Origin {
        var scheme: String?
        var host: String?

        init?(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, _ storage: TrieStorage) {
            guard storage.hasRouteAccept else { return nil }
            scheme = layout.scheme(bytes)
            host = layout.host(bytes)
        }
    }

    /// Whether a route's own link sources accept the URL.
    @inline(__always)
    func routeAccepts(_ terminal: Terminal, _ origin: Origin?) -> Bool {
        guard terminal.hasAccept, let origin, let accept = routeAccept[Int(terminal.route)],
              let scheme = origin.scheme
        else { return true }
        return accept.contains { $0.accepts(scheme: scheme, host: origin.host) }
    }

    /// Whether the table's link sources accept the URL's origin. A relative URL with an absolute path
    /// (`/goods/7`) comes from the app itself; one without a scheme or `/` (`static`, `foo/bar`) comes from
    /// no link source, and is accepted only by a table that accepts every origin (Crossroad).
    @usableFromInline
    func isAccepted(_ url: RouteURL) -> Bool {
        guard tableAccept != nil else { return true }
        return url.withBytes { isAccepted($0, url.layout) }
    }

    func isAccepted(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout) -> Bool {
        guard let accept = tableAccept else { return true }
        guard layout.schemeEnd >= 0 else { return layout.isInAppPath(bytes) }
        let host = layout.hasHost ? UnsafeBufferPointer(rebasing: bytes[Int(layout.hostStart)..<Int(layout.hostEnd)]) : nil
        if let host, !TrieStorage.isPlainASCII(host) {
            // Escapes or non-ASCII bytes: compare the decoded, lowercased host.
            guard let scheme = layout.scheme(bytes) else { return true }
            let decoded = layout.host(bytes)
            return accept.contains { $0.accepts(scheme: scheme, host: decoded) }
        }
        // A scheme is ASCII, and so is this host: compared in place, lowercased byte by byte (what
        // `String.lowercased()` does to ASCII). No allocation per match.
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<Int(layout.schemeEnd)])
        return accept.contains { source in
            guard TrieStorage.lowercased(scheme, equals: source.scheme) else { return false }
            guard let sourceHost = source.host else { return true }
            guard let host else { return false }
            return TrieStorage.lowercased(host, equals: sourceHost)
        }
    }

    /// Whether every byte is ASCII and none is `%`: such bytes decode to themselves.
    @inline(__always)
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "%") }
    }

    /// Whether `bytes`, ASCII-lowercased, equal `lowered` (a scheme or host already lowercased).
    @inline(__always)
    static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, equals lowered: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lowered.count == bytes.count else { return false }
        for k in 0..<lowered.count where lowered[k] != asciiLower(bytes[k]) { return false }
        return true
    }

    /// Whether `bytes`, ASCII-lowercased, are the UTF-8 of `text`.
    @inline(__always)
    static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, equals text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == bytes.count else { return false }
        // Native strings lend their bytes (small ones through a stack copy); iterating `UTF8View` itself
        // cost about 15 instructions a byte.
        if let same = utf8.withContiguousStorageIfAvailable({ lowercased(bytes, equals: $0) }) { return same }
        return zip(utf8, bytes).allSatisfy { $0 == asciiLower($1) }
    }

    /// The URL's namespace (0 is the global one) and whether it falls back to the global one.
    @usableFromInline
    func namespace(for url: RouteURL) -> (Int, Bool) {
        url.withBytes { namespace($0, url.layout) }
    }

    func namespace(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout) -> (Int, Bool) {
        guard layout.schemeEnd > 0, namespaces.count > 1 else { return (0, false) }
        // (Fields are read in place: copying a NamespaceRoots would retain its arrays.)
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<Int(layout.schemeEnd)])
        let found = namespaces.indices.dropFirst().first { index in
            guard let name = namespaces[index].scheme else { return false }
            return name.withUnsafeBufferPointer { TrieStorage.lowercased(scheme, equals: $0) }
        }
        guard let found else { return (0, false) }
        return (found, namespaces[found].fallbackToGlobal)
    }

    struct BestSink: WalkSink {
        unowned(unsafe) let storage: TrieStorage
        /// Points at the URL's origin (read only for routes with link sources of their own); a pointer, so
        /// that copying the sink retains nothing.
        let origin: UnsafePointer<Origin?>
        let kept: UnsafeMutableBufferPointer<CaptureSlot>
        var terminal: Terminal?
        var keptCount = 0
        var wildcard: Range<Int>?

        mutating func consider(_ candidate: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard range: Range<Int>?) {
            if let terminal, terminal.ordinal <= candidate.ordinal { return }
            if candidate.hasAccept, !storage.routeAccepts(candidate, origin.pointee) { return }
            terminal = candidate
            for k in 0..<count { kept[k] = captures[k] }
            keptCount = count
            wildcard = range
        }
    }

    /// A terminal reached by ``all(_:namespace:)``: how many captures it has and the wildcard's segments.
    struct Hit {
        var terminal: Terminal
        var captureCount: Int
        var wildcard: Range<Int>?
    }

    /// The best match of an accepted URL: the URL's namespace is walked, then the global one when the
    /// namespace falls back and found nothing. `url` makes the match's URL, only for a hit.
    ///
    /// The match is made inside the walk's working memory, so the captures go straight from the walk into
    /// the match's box.
    @inline(__always)
    func bestAcceptedMatch(
        _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, _ ranges: SegmentRanges, url: () -> RouteURL
    ) -> RawMatch? {
        let (primary, fallback) = namespace(bytes, layout)
        let (hostRoot, anyRoot) = roots(bytes, layout, namespace: primary)
        // Only a scheme's namespace has routes that take the host (a pattern that has one names its scheme).
        let (hostSegmentRoot, hostFirst) = Self.hostFirst(bytes, layout, root: hostSegmentRoot(primary))
        let (globalHostRoot, globalAnyRoot) = fallback ? roots(bytes, layout, namespace: 0) : (-1, -1)
        if hostRoot < 0, anyRoot < 0, hostSegmentRoot < 0, globalHostRoot < 0, globalAnyRoot < 0 { return nil }
        let start: Int32 = hostFirst ? 1 : 0
        var origin = Origin(bytes, layout, self)
        let hasFragmentPath = layout.hasFragmentPath
        // The closures below capture an unowned reference: `self` outlives the call, and a strong capture
        // retained and released the storage several times per match.
        unowned(unsafe) let storage = self
        return withUnsafePointer(to: &origin) { origin in
            Self.withWalkSpace(bytes, layout, ranges, maxCaptures: maxCaptures, hostFirst: hostFirst) { space in
                var walker = Walker(
                    storage: storage, segments: space.segments, pathCount: space.pathCount, hasFragmentPath: hasFragmentPath,
                    captures: space.captures, steps: space.steps, sink: BestSink(storage: storage, origin: origin, kept: space.kept))
                if hostRoot >= 0 { walker.walk(hostRoot, from: start) }
                if anyRoot >= 0 { walker.walk(anyRoot, from: start) }
                if hostSegmentRoot >= 0 { walker.walk(hostSegmentRoot) }
                if walker.sink.terminal == nil {
                    if globalHostRoot >= 0 { walker.walk(globalHostRoot, from: start) }
                    if globalAnyRoot >= 0 { walker.walk(globalAnyRoot, from: start) }
                }
                let sink = walker.sink
                guard let terminal = sink.terminal else { return nil }
                let box = MatchBox.make(
                    url: url(), storage: storage, nameList: terminal.names,
                    wildcard: hostFirst ? Self.shifted(sink.wildcard) : sink.wildcard, captureCount: sink.keptCount
                ) { values in
                    for k in 0..<sink.keptCount { (values + k).initialize(to: Self.captured(space.kept[k], space.segments)) }
                }
                return RawMatch(routeIndex: Int(terminal.route), expansion: Int(terminal.expansion), box: box)
            }
        }
    }

    /// The match of a hit of ``all(_:namespace:)``; `fill` initialises its captures.
    @inline(__always)
    func raw(_ hit: Hit, url: RouteURL, fill: (UnsafeMutablePointer<CapturedValue>) -> Void) -> RawMatch {
        let box = MatchBox.make(
            url: url, storage: self, nameList: hit.terminal.names, wildcard: hit.wildcard, captureCount: hit.captureCount, fill: fill)
        return RawMatch(routeIndex: Int(hit.terminal.route), expansion: Int(hit.terminal.expansion), box: box)
    }

    /// The best match for a URL, or `nil`.
    @usableFromInline
    func bestMatch(_ url: RouteURL) -> RawMatch? {
        url.withBytes { bytes in
            guard isAccepted(bytes, url.layout) else { return nil }
            return bestAcceptedMatch(bytes, url.layout, .none) { url }
        }
    }

    /// The best match for a string taken in with `options`, or `nil` when it is refused or nothing matches.
    /// The URL is scanned and walked as bytes; a `RouteURL` is made only for a hit.
    @usableFromInline
    func bestMatch(_ string: String, options: IntakeOptions) -> RawMatch? {
        var failure: MatchFailure?
        return resolve(string, options: options, failure: &failure, explain: false)
    }

    /// Scans `string` once and walks its bytes: the best match, or `nil`, with why in `failure` when
    /// `explain` is set. A `RouteURL` is made from the scan, never by a second one, and only for a hit or
    /// to explain a miss.
    ///
    /// The match comes back as an optional and the reason through `failure` rather than as one enum: a
    /// `RouteURL` in an enum payload made each caller's switch copy the enum through an outlined value
    /// witness, on the hit path too.
    @usableFromInline
    func resolve(_ string: String, options: IntakeOptions, failure: inout MatchFailure?, explain: Bool) -> RawMatch? {
        /// How the scan ended. The layout is written to a variable outside the closures rather than
        /// returned through them: each closure level copied a returned layout (about 80 bytes).
        enum Scan {
            case refused(URLRefusal)
            case notAccepted
            /// Accepted and walked: `found` says whether a route matched.
            case accepted
        }
        var layout = URLLayout()
        var found: RawMatch?
        let scan: Scan? = string.utf8.withContiguousStorageIfAvailable { bytes in
            // Room for every segment the limits allow (a segment takes at least two bytes with its `/`);
            // a longer list is refused by the scan, or, past the room, found again by the walk.
            let room = min(bytes.count / 2 + 1, options.limits.maxSegments) + 1
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * room) { buffer in
                var ranges = SegmentRanges(base: buffer.baseAddress, capacity: room)
                if let refusal = URLLayout.scan(bytes, options: options, ranges: &ranges, into: &layout) {
                    return .refused(refusal)
                }
                guard isAccepted(bytes, layout) else { return .notAccepted }
                found = bestAcceptedMatch(bytes, layout, ranges) { RouteURL(string: string, options: options, layout: layout) }
                return .accepted
            }
        }
        switch scan {
        case nil:
            // Not stored as contiguous UTF-8 (a bridged string): match a native copy.
            var native = string
            native.makeContiguousUTF8()
            return resolve(native, options: options, failure: &failure, explain: explain)
        case .refused(let refusal):
            failure = .refused(refusal)
            return nil
        case .notAccepted:
            if explain { failure = .originNotAccepted(RouteURL(string: string, options: options, layout: layout).origin) }
            return nil
        case .accepted:
            if found == nil, explain { failure = noRouteFailure(RouteURL(string: string, options: options, layout: layout)) }
            return found
        }
    }

    /// Why an accepted URL matched nothing, without matching it again (for callers that already know).
    @usableFromInline @inline(never)
    func noRouteFailure(_ url: RouteURL) -> MatchFailure {
        let (primary, fallback) = namespace(for: url)
        let chain = fallback ? [primary, 0] : [primary]
        return .noRoute(path: Self.displayPath(url), namespaces: chain.map { namespaces[$0].name })
    }

    /// The path as diagnostics show it: `/goods/7`, with `#/fragment/path` when there is one.
    static func displayPath(_ url: RouteURL) -> String {
        var path = "/" + url.pathSegments.joined(separator: "/")
        if url.layout.hasFragmentPath { path += "#/" + url.fragmentPathSegments.joined(separator: "/") }
        return path
    }

    struct AllSink: WalkSink {
        let storage: TrieStorage
        let origin: Origin?
        let segments: UnsafeMutableBufferPointer<WalkSegment>
        var found: [(Terminal, [CapturedValue], Range<Int>?)] = []

        mutating func consider(_ candidate: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard: Range<Int>?) {
            guard storage.routeAccepts(candidate, origin) else { return }
            let values = (0..<count).map { TrieStorage.captured(captures[$0], segments) }
            found.append((candidate, values, wildcard))
        }
    }

    func all(_ url: RouteURL, namespace: Int) -> [RawMatch] {
        url.withBytes { bytes in
            let layout = url.layout
            let (hostRoot, anyRoot) = roots(bytes, layout, namespace: namespace)
            let (hostSegmentRoot, hostFirst) = Self.hostFirst(bytes, layout, root: hostSegmentRoot(namespace))
            if hostRoot < 0, anyRoot < 0, hostSegmentRoot < 0 { return [] }
            let start: Int32 = hostFirst ? 1 : 0
            let origin = Origin(bytes, layout, self)
            let found = Self.withWalkSpace(bytes, layout, .none, maxCaptures: maxCaptures, hostFirst: hostFirst) { space in
                var walker = Walker(
                    storage: self, segments: space.segments, pathCount: space.pathCount, hasFragmentPath: layout.hasFragmentPath,
                    captures: space.captures, steps: space.steps, sink: AllSink(storage: self, origin: origin, segments: space.segments))
                if hostRoot >= 0 { walker.walk(hostRoot, from: start) }
                if anyRoot >= 0 { walker.walk(anyRoot, from: start) }
                if hostSegmentRoot >= 0 { walker.walk(hostSegmentRoot) }
                return walker.sink.found
            }
            return found.sorted { $0.0.ordinal < $1.0.ordinal }.map { terminal, captures, wildcard in
                let hit = Hit(terminal: terminal, captureCount: captures.count, wildcard: hostFirst ? Self.shifted(wildcard) : wildcard)
                return raw(hit, url: url) { target in
                    for (k, value) in captures.enumerated() { (target + k).initialize(to: value) }
                }
            }
        }
    }

    /// Every match, best first, across the namespace chain.
    @usableFromInline
    func allMatches(_ url: RouteURL) -> [RawMatch] {
        guard isAccepted(url) else { return [] }
        let (primary, fallback) = namespace(for: url)
        return all(url, namespace: primary) + (fallback ? all(url, namespace: 0) : [])
    }
}
