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
    /// The URL's bytes when a raw `+` is a space in a capture's value (its `decodePlus`), `nil` otherwise: a
    /// segment with a `+` where a capture's check judges it is then matched with its value read from them
    /// (``SegmentMatcher/matchReadingPlus(_:_:url:index:into:at:)``), so that a handler never receives a
    /// value its check did not accept.
    let plusSource: UnsafePointer<UInt8>?
    var sink: Sink

    /// Walks the routes that take the host from `root`, with `host` (``TrieStorage/WalkSpace/takenHost``), when
    /// given, in the first segment's place meanwhile.
    mutating func walkTakingHost(_ root: Int32, host: WalkSegment?) {
        guard let host else { return walk(root) }
        let first = segments[0]
        segments[0] = host
        walk(root)
        segments[0] = first
    }

    /// Walks from `root`, the URL's segments from `start` on (1 skips a host laid out first for routes that
    /// take it, see ``TrieStorage/withWalkSpace(_:maxCaptures:hostFirst:_:)``).
    // Long: the innermost loop of every match. The three step kinds share the hand-over state (`step`, `handed`,
    // `depth`) that the optimiser keeps in registers (journal notes 0012 and 0014); split into methods they would
    // pass it by `inout` on every step. Split it only with a callgrind count before and after.
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
                    steps[depth] = WalkStep(
                        node: step.node, k: step.k, top: step.top, cursor: node.dynamicStart, kind: .edges, fragment: step.fragment)
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
                        steps[depth] = WalkStep(
                            node: step.node, k: step.k, top: step.top, cursor: Int32(slot), kind: .probe, fragment: step.fragment)
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
                    steps[depth] = WalkStep(
                        node: step.node, k: step.k, top: step.top, cursor: step.cursor + 1, kind: .edges, fragment: step.fragment)
                    depth += 1
                }
                let edge = storage.edges[e]
                let matcher = storage.matchers.baseAddress.unsafelyUnwrapped + Int(edge.matcher)
                let fast = matcher.pointee.fast
                let matched: Bool
                if let plusSource, SegmentMatcher.mayJudgePlus(matcher.pointee.plusJudgement, segments[k].bytes) {
                    matched = SegmentMatcher.matchReadingPlus(matcher, segments[k], url: plusSource, index: step.k, into: captures, at: top)
                } else {
                    matched =
                        fast != .none
                        ? SegmentMatcher.matchFast(fast, segments[k].bytes, index: step.k, into: captures, at: top)
                        : matcher.pointee.match(segments[k].bytes, index: step.k, into: captures, at: top)
                }
                if matched {
                    let count = Int32(matcher.pointee.captureCount)
                    step = WalkStep(
                        node: edge.child, k: step.k + 1, top: step.top + count, cursor: 0, kind: .visit, fragment: step.fragment)
                    handed = true
                }
            case .probe:
                if let (child, slot) = probe(step.node, segments[k], from: Int(step.cursor)) {
                    steps[depth] = WalkStep(
                        node: step.node, k: step.k, top: step.top, cursor: Int32((slot + 1) & storage.slotMask), kind: .probe,
                        fragment: step.fragment)
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

// The working memory of a walk: one stack allocation per match (Benchmarks/Journal/0014).
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
        /// The host ASCII-lowercased, for the routes that take it, when it is a path segment by `hostAsPath`
        /// `always` and not lowercase already: they judge it as a host (``Walker/walkTakingHost(_:host:)``).
        var takenHost: WalkSegment?
    }

    /// Lays out the URL's segments (decoding percent escapes into scratch space) and runs `body` with the
    /// walk's working memory, all of it from one temporary allocation (nested ones cost more per match, and
    /// a second path into `body` copied what it captures twice: journal 0044).
    /// (Static: calling a method of the storage from the walk's closures retained it.)
    ///
    /// `hostFirst` lays a host that is not a path segment out first all the same (see ``hostFirst(_:_:root:)``):
    /// routes that take the host walk from segment 0, the others from 1, and a wildcard's range is then one
    /// past the URL's segments (``shifted(_:)``).
    @inline(__always)
    // Long: one stack allocation carved into five regions, and the segment layout as local functions over
    // them and the scratch cursor; apart, they would pass the regions between functions on every match (journal
    // note 0014).
    static func withWalkSpace<R>(
        _ url: ScannedURL, maxCaptures: Int, hostFirst: Bool = false, takesHost: Bool = false, _ body: (WalkSpace) -> R
    ) -> R {
        let (bytes, layout, ranges) = (url.bytes, url.layout, url.ranges)
        let pathCount = layout.matchSegmentCount + (hostFirst ? 1 : 0)
        let total = max(pathCount + (layout.hasFragmentPath ? Int(layout.fragmentSegmentCount) : 0), 1)
        let captureCount = max(maxCaptures, 1)
        let stepCount = WalkStep.capacity(segments: total)
        // Regions in decreasing alignment order, each rounded up to 8 bytes.
        func size<T>(_: T.Type, _ count: Int) -> Int { (MemoryLayout<T>.stride * count + 7) & ~7 }
        let segmentBytes = size(WalkSegment.self, total)
        let captureBytes = size(CaptureSlot.self, captureCount)
        let stepBytes = size(WalkStep.self, stepCount)
        // Scratch space for decoding, when a segment the walk sees has a `%` (most URLs have none, and their
        // segments are then not scanned for one).
        // A host that a pattern takes but that is not a path segment is laid out ASCII-lowercased: hosts compare
        // case-insensitively everywhere, also beside a placeholder in the host (issue #59). Values are read
        // from the URL itself later, so they keep the case the URL wrote them in. A host with an escape is
        // lowercased once decoded (`www.%53hop.com` is `www.shop.com`, issue #64).
        let lowerHost =
            hostFirst && !layout.hostIsPath
            && (layout.hostHasPercent || Self.hasUppercase(bytes, Int(layout.hostStart), Int(layout.hostEnd)))
        // Under `hostAsPath` `always` every route sees the host as a path segment, and a route that takes it
        // judges it lowercased all the same, whatever mode (issue #64): those routes walk a lowercased copy.
        let lowerTakenHost =
            takesHost && layout.hostIsPath && url.options.hostAsPath == .always
            && (layout.hostHasPercent || Self.hasUppercase(bytes, Int(layout.hostStart), Int(layout.hostEnd)))
        let decode =
            layout.pathHasPercent || ((layout.hostIsPath || hostFirst) && layout.hostHasPercent) || lowerHost || lowerTakenHost
        let scratchCount = bytes.count + (lowerTakenHost ? Int(layout.hostEnd - layout.hostStart) : 0)
        let scratchBytes = decode ? size(UInt8.self, scratchCount) : 0
        let byteCount = segmentBytes + 2 * captureBytes + stepBytes + scratchBytes
        return withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: 8) { raw in
            // Never nil: the byte count is at least one segment's.
            let base = raw.baseAddress.unsafelyUnwrapped
            let segments = (base).bindMemory(to: WalkSegment.self, capacity: total)
            let captures = (base + segmentBytes).bindMemory(to: CaptureSlot.self, capacity: captureCount)
            let kept = (base + segmentBytes + captureBytes).bindMemory(to: CaptureSlot.self, capacity: captureCount)
            let steps = (base + segmentBytes + 2 * captureBytes).bindMemory(to: WalkStep.self, capacity: stepCount)
            let scratchStart = base + segmentBytes + 2 * captureBytes + stepBytes
            let scratch = decode ? scratchStart.bindMemory(to: UInt8.self, capacity: scratchCount) : nil
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
                (segments + count).initialize(
                    to: WalkSegment(
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
            if lowerHost, let scratch { lowercaseHost(segments, scratch: scratch, used: &used) }
            let takenHost = lowerTakenHost ? scratch.map { lowercasedCopy(segments.pointee, scratch: $0, used: &used) } : nil
            if let recorded = ranges.base, ranges.count <= ranges.capacity {
                // The scan recorded them.
                for k in 0..<ranges.count { add(Int(recorded[2 * k]), Int(recorded[2 * k + 1]), caseInsensitive: false) }
            } else {
                addSegments(Int(layout.pathStart), Int(layout.pathEnd))
                if layout.hasFragmentPath { addSegments(Int(layout.fragmentStart), Int(layout.fragmentPathEnd)) }
            }
            return body(
                WalkSpace(
                    segments: UnsafeMutableBufferPointer(start: segments, count: count), pathCount: pathCount,
                    captures: UnsafeMutableBufferPointer(start: captures, count: captureCount),
                    kept: UnsafeMutableBufferPointer(start: kept, count: captureCount),
                    steps: UnsafeMutableBufferPointer(start: steps, count: stepCount), takenHost: takenHost))
        }
    }

    /// Whether `bytes[start..<end]` has an ASCII capital letter.
    static func hasUppercase(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        for k in start..<end where (0x41...0x5A).contains(bytes[k]) { return true }
        return false
    }

    /// Lowercases the walk's first segment (the host) in scratch space, copying it there when it was not decoded.
    static func lowercaseHost(_ segments: UnsafeMutablePointer<WalkSegment>, scratch: UnsafeMutablePointer<UInt8>, used: inout Int) {
        let host = segments.pointee
        let target = scratch + used
        if !host.decoded {
            for k in 0..<Int(host.count) { target[k] = host.base.unsafelyUnwrapped[k] }
            used += Int(host.count)
            segments.pointee.base = UnsafePointer(target)
            segments.pointee.decoded = true
        }
        let bytes = UnsafeMutablePointer(mutating: segments.pointee.base.unsafelyUnwrapped)
        for k in 0..<Int(host.count) where (0x41...0x5A).contains(bytes[k]) { bytes[k] += 0x20 }
    }

    /// The host segment ASCII-lowercased in scratch space, the segment itself left as it is.
    static func lowercasedCopy(_ host: WalkSegment, scratch: UnsafeMutablePointer<UInt8>, used: inout Int) -> WalkSegment {
        let target = scratch + used
        if let base = host.base {
            for k in 0..<Int(host.count) { target[k] = (0x41...0x5A).contains(base[k]) ? base[k] + 0x20 : base[k] }
        }
        used += Int(host.count)
        var copy = host
        copy.base = UnsafePointer(target)
        copy.decoded = true
        copy.hashed = false
        return copy
    }

    /// A wildcard's range in a walk space laid out host first, in the URL's own segments: one less, so that
    /// a wildcard that took the host starts at -1 (``RouteParameters/wildcard`` reads the host there).
    @inline(__always)
    static func shifted(_ range: Range<Int>?) -> Range<Int>? {
        range.map { ($0.lowerBound - 1)..<($0.upperBound - 1) }
    }
}
