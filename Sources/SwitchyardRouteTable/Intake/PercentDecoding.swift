@inline(__always)
package func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
    default: return nil
    }
}

@inline(__always)
package func asciiLower(_ byte: UInt8) -> UInt8 {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) ? byte | 0x20 : byte
}

package enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` when `plus` is set) from `source` into `target`, returning the
    /// number of bytes written. `target` must hold at least `source.count` bytes. An escape that is not
    /// `%` followed by two hex digits is copied through unchanged.
    @inline(__always)
    package static func decode(
        _ source: UnsafeBufferPointer<UInt8>, plus: Bool, into target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var read = 0
        var written = 0
        let count = source.count
        while read < count {
            let byte = source[read]
            if byte == UInt8(ascii: "%"), read + 2 < count {
                if let high = hexValue(source[read + 1]), let low = hexValue(source[read + 2]) {
                    target[written] = high << 4 | low
                    written += 1
                    read += 3
                    continue
                }
            }
            target[written] = (plus && byte == UInt8(ascii: "+")) ? UInt8(ascii: " ") : byte
            written += 1
            read += 1
        }
        return written
    }

    /// Whether decoding can change the bytes at all.
    @inline(__always)
    package static func needsDecoding(_ source: UnsafeBufferPointer<UInt8>, plus: Bool) -> Bool {
        for byte in source where byte == UInt8(ascii: "%") || (plus && byte == UInt8(ascii: "+")) {
            return true
        }
        return false
    }

    /// Decodes a byte range into a `String`. Invalid UTF-8 after decoding becomes U+FFFD.
    static func string(_ source: UnsafeBufferPointer<UInt8>, plus: Bool) -> String {
        if !needsDecoding(source, plus: plus) {
            return String(decoding: source, as: UTF8.self)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(source.count, 1)) { scratch in
            guard let base = scratch.baseAddress else { return "" }
            let count = decode(source, plus: plus, into: base)
            return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
    }

    /// Decodes a byte range and returns the bytes at `slice` of the result as a `String` (a capture that is
    /// part of a percent-encoded segment). A slice outside the decoded bytes is clamped to them.
    static func string(_ source: UnsafeBufferPointer<UInt8>, plus: Bool, slice: Range<Int>) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(source.count, 1)) { scratch in
            guard let base = scratch.baseAddress else { return "" }
            let decoded = UnsafeBufferPointer(start: base, count: decode(source, plus: plus, into: base))
            return String(decoding: UnsafeBufferPointer(rebasing: decoded[slice.clamped(to: 0..<decoded.count)]), as: UTF8.self)
        }
    }

    /// Decodes a string's percent escapes (used for pattern literals).
    package static func string(_ text: some StringProtocol, plus: Bool) -> String {
        var copy = String(text)
        return copy.withUTF8 { string($0, plus: plus) }
    }
}
