// Membership tests of a match set, run by the regex matchers on every scalar.
extension RegexMatchSet {
    func containsASCII(_ byte: UInt8) -> Bool {
        byte < 64 ? (asciiLow >> UInt64(byte)) & 1 != 0 : (asciiHigh >> UInt64(byte &- 64)) & 1 != 0
    }

    package func contains(_ scalar: UInt32, bounds: UnsafeBufferPointer<UInt32>) -> Bool {
        if scalar < 128 {
            return containsASCII(UInt8(truncatingIfNeeded: scalar))
        }
        return containsNonASCII(scalar, bounds: bounds)
    }

    func containsNonASCII(_ scalar: UInt32, bounds: UnsafeBufferPointer<UInt32>) -> Bool {
        // Binary search over pairs [boundsStart + 2k, boundsStart + 2k + 1].
        var low = 0
        var high = Int(pairCount)
        let base = Int(boundsStart)
        while low < high {
            let mid = (low &+ high) >> 1
            let lower = bounds[base &+ 2 &* mid]
            let upper = bounds[base &+ 2 &* mid &+ 1]
            if scalar < lower {
                high = mid
            } else if scalar > upper {
                low = mid &+ 1
            } else {
                return true
            }
        }
        return false
    }
}
