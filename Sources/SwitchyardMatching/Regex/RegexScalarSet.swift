// MARK: - Scalar sets

/// A set of Unicode scalar values as sorted, disjoint, non-adjacent ranges.
struct RegexScalarSet: Hashable, Sendable {
    private(set) var ranges: [ClosedRange<UInt32>]

    static let maxScalar: UInt32 = 0x10FFFF

    init(_ ranges: [ClosedRange<UInt32>]) {
        self.ranges = RegexScalarSet.normalize(ranges)
    }

    init(scalar: UInt32) {
        self.ranges = [scalar...scalar]
    }

    static let all = RegexScalarSet([0...maxScalar])
    static let digits = RegexScalarSet([0x30...0x39])
    static let word = RegexScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    static let whitespace = RegexScalarSet([0x09...0x0D, 0x20...0x20])

    private static func normalize(_ input: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = input.stablySorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<UInt32>] = []
        result.reserveCapacity(sorted.count)
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                if range.upperBound > last.upperBound {
                    result[result.count - 1] = last.lowerBound...range.upperBound
                }
            } else {
                result.append(range)
            }
        }
        return result
    }

    func inverted() -> RegexScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next {
                result.append(next...(range.lowerBound - 1))
            }
            if range.upperBound >= RegexScalarSet.maxScalar {
                next = RegexScalarSet.maxScalar + 1
            } else {
                next = range.upperBound + 1
            }
        }
        if next <= RegexScalarSet.maxScalar {
            result.append(next...RegexScalarSet.maxScalar)
        }
        var set = RegexScalarSet([])
        set.ranges = result
        return set
    }

    /// Adds the other-case counterpart of every ASCII letter in the set.
    func asciiCaseFolded() -> RegexScalarSet {
        let upper: ClosedRange<UInt32> = 0x41...0x5A
        let lower: ClosedRange<UInt32> = 0x61...0x7A
        var extra: [ClosedRange<UInt32>] = []
        for range in ranges {
            if range.overlaps(upper) {
                let part = range.clamped(to: upper)
                extra.append((part.lowerBound + 0x20)...(part.upperBound + 0x20))
            }
            if range.overlaps(lower) {
                let part = range.clamped(to: lower)
                extra.append((part.lowerBound - 0x20)...(part.upperBound - 0x20))
            }
        }
        return extra.isEmpty ? self : RegexScalarSet(ranges + extra)
    }

    func isDisjoint(with other: RegexScalarSet) -> Bool {
        var i = 0
        var j = 0
        while i < ranges.count && j < other.ranges.count {
            let a = ranges[i]
            let b = other.ranges[j]
            if a.overlaps(b) { return false }
            if a.upperBound < b.upperBound { i += 1 } else { j += 1 }
        }
        return true
    }

    var isFull: Bool { ranges.count == 1 && ranges[0] == 0...RegexScalarSet.maxScalar }

    var singleScalar: UInt32? {
        if ranges.count == 1 && ranges[0].lowerBound == ranges[0].upperBound {
            return ranges[0].lowerBound
        }
        return nil
    }
}
