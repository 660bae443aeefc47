import Testing

@testable import SwitchyardCompiledTableWriter
@testable import SwitchyardCompiledTables
@testable import SwitchyardMatching

/// The base64 reader takes whole groups of four characters at once and falls back to one character at a
/// time at a line break, padding or a bad character: both ways must agree with the writer, and a bad
/// character must be located exactly, wherever it falls in a group or a line.
@Suite("Compiled table text")
struct ImageTextTests {
    static func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ $0 >> 3) } }

    @Test func everyLengthRoundTrips() throws {
        for count in 0..<200 {
            let bytes = Self.bytes(count)
            let text = ImageText.encode(bytes)
            #expect(try ImageText.decode(text) == bytes, "\(count) bytes")
            // Lines ended with CRLF, as a file checked out on Windows has them.
            #expect(
                try ImageText.decode(String(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")))
                    == bytes, "\(count) bytes, CRLF")
        }
    }

    @Test func aBadCharacterIsLocatedWhereverItFalls() {
        let text = Array(ImageText.encode(Self.bytes(120)).utf8)
        for offset in text.indices where text[offset] != UInt8(ascii: "\n") {
            var damaged = text
            damaged[offset] = UInt8(ascii: "!")
            #expect(throws: CompiledTableError.invalidText(offset: offset)) {
                try ImageText.decode(String(decoding: damaged, as: UTF8.self))
            }
        }
    }

    @Test func dataAfterPaddingIsRefused() {
        // "QQ==" is one byte; whatever follows the padding is refused at its first character.
        #expect(throws: CompiledTableError.invalidText(offset: 4)) { try ImageText.decode("QQ==QUFB") }
        #expect(throws: CompiledTableError.invalidText(offset: 3)) { try ImageText.decode("QQ=A") }
        #expect(throws: CompiledTableError.invalidText(offset: 1)) { try ImageText.decode("Q===") }
        #expect(throws: CompiledTableError.invalidText(offset: 5)) { try ImageText.decode("QUFBQ") }
    }
}
