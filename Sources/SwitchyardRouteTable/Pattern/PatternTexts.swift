/// The texts of a table's thin patterns, one after another in one immutable buffer. A built table keeps its
/// plain path patterns here; a compiled table (`CompiledRouteTable`) keeps every pattern here, its other
/// patterns in a second buffer whose `hostAsPath` is the table's, with which they are read when asked for.
///
/// In that second buffer each pattern's text is followed by its expansions' texts (``expansionTexts(after:)``):
/// a match names its expansion (`RouteMatch`'s description), and the run half has no parser to read it from
/// the pattern (ADR 0040).
///
/// The buffer also holds the types its patterns were read with, as runs: the registry of the patterns from
/// each run's start on (a builder makes a new one only when types are registered between its routes). A
/// pattern held as text is then its buffer and its range alone, 16 bytes instead of 24 with a registry of
/// its own, which is 8 bytes less per route in every table.
@usableFromInline
package final class PatternTexts: Sendable {
    package let bytes: [UInt8]
    /// `nil` for plain path patterns; the host reading for patterns that the full parser reads.
    package let hostAsPath: HostAsPath?
    /// The registries by the offset of the first text read with each, in increasing order of offset.
    private let registries: [(start: Int32, registry: TypeRegistry)]

    /// A buffer whose texts were all read with `registry`.
    package convenience init(_ bytes: [UInt8], hostAsPath: HostAsPath? = nil, registry: TypeRegistry) {
        self.init(bytes, hostAsPath: hostAsPath, registries: [(0, registry)])
    }

    /// A buffer whose texts from each run's `start` on were read with its `registry` (the first run starts at 0).
    package init(_ bytes: [UInt8], hostAsPath: HostAsPath? = nil, registries: [(start: Int32, registry: TypeRegistry)]) {
        self.bytes = bytes
        self.hostAsPath = hostAsPath
        self.registries = registries
    }

    /// The registry the text at `start` was read with: the last run that starts at or before it.
    func registry(at start: Int32) -> TypeRegistry {
        var low = 0
        var high = registries.count
        while low < high {
            let middle = (low + high) / 2
            if registries[middle].start <= start { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? registries[low - 1].registry : .builtIn
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
