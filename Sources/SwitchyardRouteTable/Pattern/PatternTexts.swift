/// The texts of a table's thin patterns, one after another in one immutable buffer. A built table keeps its
/// plain path patterns here; a compiled table (`CompiledRouteTable`) keeps every pattern here, its other
/// patterns in a second buffer whose `hostAsPath` is the table's, with which they are read when asked for.
///
/// In that second buffer each pattern's text is followed by its expansions' texts (``expansionTexts(after:)``):
/// a match names its expansion (`RouteMatch`'s description), and the run half has no parser to read it from
/// the pattern (ADR 0040).
@usableFromInline
package final class PatternTexts: Sendable {
    package let bytes: [UInt8]
    /// `nil` for plain path patterns; the host reading for patterns that the full parser reads.
    package let hostAsPath: HostAsPath?

    package init(_ bytes: [UInt8], hostAsPath: HostAsPath? = nil) {
        self.bytes = bytes
        self.hostAsPath = hostAsPath
    }

    /// The text of `count` bytes at `start` (valid UTF-8: it was a `String`).
    func text(_ start: Int32, _ count: Int32) -> String {
        String(decoding: bytes[Int(start)..<Int(start + count)], as: UTF8.self)
    }

    /// The expansion texts written after a pattern's text that ends at `end`: a 32-bit count, then each text as
    /// a 32-bit length and its bytes (little-endian); a count of 0 when the one expansion's text is the
    /// pattern's. `nil` for that, and for a block that does not fit the buffer (the loader refuses those).
    package func expansionTexts(after end: Int) -> [String]? {
        guard hostAsPath != nil, let (count, first) = Self.u32(bytes, at: end), count > 0 else { return nil }
        var texts: [String] = []
        var position = first
        for _ in 0..<count {
            guard let (length, start) = Self.u32(bytes, at: position), length <= bytes.count - start else { return nil }
            texts.append(String(decoding: bytes[start..<(start + length)], as: UTF8.self))
            position = start + length
        }
        return texts
    }

    /// The block of expansion texts after a pattern's text that ends at `end`, checked: the offset after it, or
    /// `nil` when it does not fit in `bytes`.
    package static func expansionBlockEnd(_ bytes: [UInt8], after end: Int) -> Int? {
        guard let (count, first) = u32(bytes, at: end) else { return nil }
        var position = first
        for _ in 0..<count {
            guard let (length, start) = u32(bytes, at: position), length <= bytes.count - start else { return nil }
            position = start + length
        }
        return position
    }

    /// The little-endian 32-bit value at `offset` and the offset after it, or `nil` past the end.
    private static func u32(_ bytes: [UInt8], at offset: Int) -> (Int, Int)? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        var value = 0
        for k in 0..<4 { value |= Int(bytes[offset + k]) << (8 * k) }
        return (value, offset + 4)
    }
}
