/// Where a scan records the segments it finds (start and end offsets, in pairs), so that the walk does
/// not look for them again. Segments past `capacity` are counted but not recorded.
struct SegmentRanges {
    var base: UnsafeMutablePointer<Int32>?
    var capacity: Int
    var count = 0

    static var none: SegmentRanges { SegmentRanges(base: nil, capacity: 0) }

    @inline(__always)
    mutating func record(_ start: Int, _ end: Int) {
        if count < capacity, let base {
            base[2 * count] = Int32(truncatingIfNeeded: start)
            base[2 * count + 1] = Int32(truncatingIfNeeded: end)
        }
        count += 1
    }
}
