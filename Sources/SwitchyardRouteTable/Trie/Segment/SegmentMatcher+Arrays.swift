// A segment matcher run on an array of bytes, for callers off the hot path (the reference matcher and URL
// printing): the walk runs it on the URL's bytes in place, with the capture slots on its own stack space.
extension SegmentMatcher {
    /// The byte ranges of the captures in `segment` (its decoded bytes), or `nil` when the matcher does
    /// not match it. `values` is the segment as captures read it (`+` as a space with `decodePlus`), which
    /// their checks judge; by default the segment itself.
    package func captureRanges(in segment: [UInt8], values: [UInt8]? = nil) -> [Range<Int>]? {
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
    package func accepts(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { accepts($0) }
    }
}

extension SegmentMatcher {
    /// How many `+` of a literal ``acceptsEveryReading(of:plusIsSpace:into:)`` tries every reading of (2ⁿ);
    /// with more, the matcher is taken not to accept them all.
    static let mostPlusesRead = 6

    /// Whether the matcher accepts every URL segment that a route's literal segment `literal` matches (for
    /// the conflict check: whether its route can take every URL of the literal's). When a raw `+` is a space
    /// in a value (`plusIsSpace`), each `+` of the literal may arrive as `+` (a space in the value) or `%2B`
    /// (a plus): the literal `+1` is reached by `+1`, which `<int:…>` refuses, as well as by `%2B1`. Every
    /// reading must be accepted.
    package func acceptsEveryReading(
        of literal: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool, into scratch: UnsafeMutableBufferPointer<CaptureSlot>
    ) -> Bool {
        guard match(literal, index: 0, into: scratch, at: 0) else { return false }
        guard plusIsSpace, Self.mayJudgePlus(plusJudgement, literal) else { return true }
        let pluses = literal.indices.filter { literal[$0] == UInt8(ascii: "+") }
        guard pluses.count <= Self.mostPlusesRead else { return false }
        var reading = Array(literal)
        return reading.withUnsafeMutableBufferPointer { values in
            // Reading 0, every `+` a plus, was matched above.
            for mask in 1..<(1 << pluses.count) {
                for (bit, k) in pluses.enumerated() { values[k] = mask & (1 << bit) != 0 ? UInt8(ascii: " ") : UInt8(ascii: "+") }
                guard match(literal, values: UnsafeBufferPointer(values), index: 0, into: scratch, at: 0) else { return false }
            }
            return true
        }
    }
}
