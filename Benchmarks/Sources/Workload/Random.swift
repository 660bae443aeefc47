/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast generator whose output depends only on the seed,
/// on every platform and Swift version. Every workload is generated from one of these, so every router
/// sees exactly the same routes and URLs, run after run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        self.state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_4768_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`. (Not `Int.random(in:using:)`, whose algorithm may change between Swift
    /// versions; the tiny modulo bias does not matter here.)
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// `true` with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element, uniformly.
    public mutating func pick<T>(_ array: [T]) -> T {
        array[below(array.count)]
    }

    /// Fisher–Yates shuffle.
    public mutating func shuffle<T>(_ array: inout [T]) {
        guard array.count > 1 else { return }
        for i in stride(from: array.count - 1, to: 0, by: -1) {
            array.swapAt(i, below(i + 1))
        }
    }
}
