/// SplitMix64 (Steele, Lea & Flood): the one seeded generator of the test suites, so that every random test
/// (differential matching, typed-route round trips, parser fuzzing) repeats exactly on every run and platform.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let index = rng.below(10)             // 0..<10, the same on every run
/// let coin = Bool.random(using: &rng)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (`bound` > 0), by the modulo of the next value (the tests need repeatable
    /// values, not an unbiased distribution).
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
