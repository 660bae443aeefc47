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
    }

    /// Lays out the URL's segments (decoding percent escapes into scratch space) and runs `body` with the
    /// walk's working memory. Everything but the scratch space comes from one temporary allocation (nested
    /// ones cost more per match: journal 0044).
    /// (Static, like ``captured(_:_:)``: calling a method of the storage from the walk's closures retained it.)
    ///
    /// `hostFirst` lays a host that is not a path segment out first all the same (see ``hostFirst(_:_:)``):
    /// routes that take the host walk from segment 0, the others from 1, and a wildcard's range is then one
    /// past the URL's segments (``shifted(_:)``).
    @inline(__always)
    // Long: one stack allocation carved into four regions, and the segment layout as local functions over
    // them and the scratch cursor; apart, they would pass the regions between functions on every match (journal
    // note 0014).
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
                        steps: UnsafeMutableBufferPointer(start: steps, count: stepCount)))
            }
            guard decode else { return run(nil) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { run($0.baseAddress) }
        }
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
}
