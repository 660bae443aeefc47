// A segment matcher run on an array of bytes, for callers off the hot path (the reference matcher and URL
// printing): the walk runs it on the URL's bytes in place, with the capture slots on its own stack space.
extension SegmentMatcher {
    /// The byte ranges of the captures in `segment` (its decoded bytes), or `nil` when the matcher does
    /// not match it.
    func captureRanges(in segment: [UInt8]) -> [Range<Int>]? {
        segment.withUnsafeBufferPointer { bytes in
            withUnsafeTemporaryAllocation(of: CaptureSlot.self, capacity: max(captureCount, 1)) { slots in
                guard match(bytes, index: 0, into: slots, at: 0) else { return nil }
                return (0..<captureCount).map { Int(slots[$0].start)..<Int(slots[$0].end) }
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
