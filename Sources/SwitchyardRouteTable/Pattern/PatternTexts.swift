/// The texts of a table's thin patterns, one after another in one immutable buffer. A built table keeps its
/// plain path patterns here; a compiled table (`CompiledRouteTable`) keeps every pattern here, its other
/// patterns in a second buffer whose `hostAsPath` is the table's, with which they are read when asked for.
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
}
