// A segment matcher run on an array of bytes, for callers off the hot path (the reference matcher and URL
// printing): the walk runs it on the URL's bytes in place, with the capture slots on its own stack space.
extension SegmentMatcher {
    /// The byte ranges of the captures in `segment` (its decoded bytes), or `nil` when the matcher does
    /// not match it. `values` is the segment as captures read it (`+` as a space with `decodePlus`), which
    /// their checks judge; by default the segment itself.
    func captureRanges(in segment: [UInt8], values: [UInt8]? = nil) -> [Range<Int>]? {
        segment.withUnsafeBufferPointer { bytes in
            (values ?? segment).withUnsafeBufferPointer { values in
                withUnsafeTemporaryAllocation(of: CaptureSlot.self, capacity: max(captureCount, 1)) { slots in
                    guard values.count == bytes.count, match(bytes, values: values, index: 0, into: slots, at: 0) else { return nil }
                    return (0..<captureCount).map { Int(slots[$0].start)..<Int(slots[$0].end) }
                }
            }
        }
    }
}

extension SegmentMatcher.Check {
    /// Whether the check accepts `bytes`, a capture's decoded value.
    func accepts(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { accepts($0) }
    }
}
