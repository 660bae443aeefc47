// MARK: - Compiled program

enum RegexOpcode: UInt8, Sendable {
    /// Consume one scalar equal to `x`.
    case scalar
    /// Consume one scalar contained in `sets[x]`.
    case set
    /// Consume any scalar.
    case any
    /// Continue at both `x` and `y`.
    case split
    /// Continue at `x`.
    case jump
    /// Accept if the input is exhausted.
    case match
}

struct RegexInstruction: Sendable {
    var op: RegexOpcode
    var x: Int32
    var y: Int32
}

/// A scalar set laid out for matching: an ASCII bitmap plus a slice of sorted
/// `[low, high]` pairs (for scalars >= 128) in a shared bounds array.
struct RegexMatchSet: Sendable {
    var asciiLow: UInt64
    var asciiHigh: UInt64
    /// Index of the first pair in the bounds array (in UInt32 elements).
    var boundsStart: Int32
    /// Number of pairs.
    var pairCount: Int32

    init(_ set: RegexScalarSet, bounds: inout [UInt32]) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for range in set.ranges where range.lowerBound < 128 {
            for scalar in range.lowerBound...Swift.min(range.upperBound, 127) {
                if scalar < 64 {
                    low |= 1 << UInt64(scalar)
                } else {
                    high |= 1 << UInt64(scalar - 64)
                }
            }
        }
        asciiLow = low
        asciiHigh = high
        boundsStart = Int32(bounds.count)
        var pairs: Int32 = 0
        for range in set.ranges where range.upperBound >= 128 {
            bounds.append(Swift.max(range.lowerBound, 128))
            bounds.append(range.upperBound)
            pairs += 1
        }
        pairCount = pairs
    }
}

/// One element of a sequence-strategy pattern: `set{min,max}`.
struct RegexSequenceItem: Sendable {
    var set: RegexMatchSet
    var min: Int32
    /// `Int32.max` when unbounded.
    var max: Int32
}
