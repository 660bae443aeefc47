// MARK: - Compiled program

package enum RegexOpcode: UInt8, Sendable {
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

package struct RegexInstruction: Sendable {
    package var op: RegexOpcode
    package var x: Int32
    package var y: Int32

    package init(op: RegexOpcode, x: Int32, y: Int32) {
        self.op = op
        self.x = x
        self.y = y
    }
}

/// A scalar set laid out for matching: an ASCII bitmap plus a slice of sorted
/// `[low, high]` pairs (for scalars >= 128) in a shared bounds array.
package struct RegexMatchSet: Sendable {
    package var asciiLow: UInt64
    package var asciiHigh: UInt64
    /// Index of the first pair in the bounds array (in UInt32 elements).
    package var boundsStart: Int32
    /// Number of pairs.
    package var pairCount: Int32

    package init(asciiLow: UInt64, asciiHigh: UInt64, boundsStart: Int32, pairCount: Int32) {
        self.asciiLow = asciiLow
        self.asciiHigh = asciiHigh
        self.boundsStart = boundsStart
        self.pairCount = pairCount
    }
}

/// One element of a sequence-strategy pattern: `set{min,max}`.
package struct RegexSequenceItem: Sendable {
    package var set: RegexMatchSet
    package var min: Int32
    /// `Int32.max` when unbounded.
    package var max: Int32

    package init(set: RegexMatchSet, min: Int32, max: Int32) {
        self.set = set
        self.min = min
        self.max = max
    }
}
