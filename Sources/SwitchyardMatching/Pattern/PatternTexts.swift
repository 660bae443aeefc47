/// The texts of a table's plain patterns, one after another in one immutable buffer.
final class PatternTexts: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The text of `count` bytes at `start` (valid UTF-8: it was a `String`).
    func text(_ start: Int32, _ count: Int32) -> String {
        String(decoding: bytes[Int(start)..<Int(start + count)], as: UTF8.self)
    }
}
