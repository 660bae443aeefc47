// The walk's way out for a segment with a raw `+` where a capture's check judges it: with `decodePlus` a
// capture's value reads that `+` as a space, and the check must judge the value the handler receives.
extension SegmentMatcher {
    /// `matcher` on `segment` with each capture's check judging the capture's value, in which a raw `+` is
    /// a space (`decodePlus`); literal text still compares with the segment as written. The value is
    /// decoded from the segment's raw bytes in `url`, so a `%2B` stays a plus. Out of line: a `+` in a
    /// constrained segment is rare, and the walk's own loop stays as it was.
    @inline(never)
    static func matchReadingPlus(
        _ matcher: UnsafePointer<SegmentMatcher>, _ segment: WalkSegment, url: UnsafePointer<UInt8>, index: Int32,
        into out: UnsafeMutableBufferPointer<CaptureSlot>, at offset: Int
    ) -> Bool {
        let raw = UnsafeBufferPointer(start: url + Int(segment.rawStart), count: Int(segment.rawEnd - segment.rawStart))
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { buffer in
            guard let base = buffer.baseAddress else { return false }
            let values = UnsafeBufferPointer(start: base, count: PercentDecoding.decode(raw, plus: true, into: base))
            // As long as the segment: a `+` and a space are one byte each.
            guard values.count == Int(segment.count) else { return false }
            return matcher.pointee.match(segment.bytes, values: values, index: index, into: out, at: offset)
        }
    }
}
