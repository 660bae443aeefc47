/// A compiled table's image as text: base64 (RFC 4648, with padding) in lines of 76 characters, so that it
/// fits one Swift string literal. A literal compiles in a fraction of the time an array literal of the same
/// bytes takes (the type checker reads a string literal as one token, and an array literal's elements one by
/// one), and the bytes come out of it at load at about a byte a nanosecond.

import SwitchyardMatching
enum ImageText {
    static let lineLength = 76
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The value of each base64 character; 64 for `=`, 65 for a line break (skipped), 255 for any other byte.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, character) in alphabet.enumerated() { table[Int(character)] = UInt8(value) }
        table[Int(UInt8(ascii: "="))] = 64
        table[Int(UInt8(ascii: "\n"))] = 65
        table[Int(UInt8(ascii: "\r"))] = 65
        return table
    }()

    /// The bytes as base64 lines joined by `\n`.
    static func encode(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count / 3 * 4 + bytes.count / 57 + 8)
        var column = 0
        var k = 0
        while k < bytes.count {
            let b0 = UInt32(bytes[k])
            let b1 = k + 1 < bytes.count ? UInt32(bytes[k + 1]) : 0
            let b2 = k + 2 < bytes.count ? UInt32(bytes[k + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            text.append(alphabet[Int(group >> 18 & 63)])
            text.append(alphabet[Int(group >> 12 & 63)])
            text.append(k + 1 < bytes.count ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            text.append(k + 2 < bytes.count ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            k += 3
            column += 4
            if column == lineLength, k < bytes.count {
                text.append(UInt8(ascii: "\n"))
                column = 0
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of base64 text; line breaks are skipped, padding ends the text.
    ///
    /// - Throws: ``CompiledTableError/Reason/invalidText(offset:)`` at the first byte that is not base64, or
    ///   that follows the padding, or at the end of text whose characters do not make whole bytes.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) throws(CompiledTableError) -> [UInt8] {
        // Written in place (an append per byte was most of the time): at most 3 bytes per 4 characters.
        var failure: Int?
        let bytes = values.withUnsafeBufferPointer { values in
            [UInt8](unsafeUninitializedCapacity: text.count / 4 * 3 + 3) { out, written in
                var group: UInt32 = 0
                var filled = 0
                var padding = 0
                var count = 0
                for offset in 0..<text.count {
                    let value = values[Int(text[offset])]
                    if value < 64, padding == 0 {
                        group = group << 6 | UInt32(value)
                        filled += 1
                        if filled == 4 {
                            out[count] = UInt8(truncatingIfNeeded: group >> 16)
                            out[count + 1] = UInt8(truncatingIfNeeded: group >> 8)
                            out[count + 2] = UInt8(truncatingIfNeeded: group)
                            count += 3
                            group = 0
                            filled = 0
                        }
                    } else if value == 65 {
                        continue
                    } else if value == 64, filled >= 2, filled + padding < 4 {
                        // Padding completes a group of two or three characters.
                        padding += 1
                    } else {
                        failure = offset
                        break
                    }
                }
                if failure == nil {
                    switch filled {
                    case 0: break
                    case 2:
                        out[count] = UInt8(truncatingIfNeeded: group >> 4)
                        count += 1
                    case 3:
                        out[count] = UInt8(truncatingIfNeeded: group >> 10)
                        out[count + 1] = UInt8(truncatingIfNeeded: group >> 2)
                        count += 2
                    default: failure = text.count
                    }
                }
                written = count
            }
        }
        if let failure { throw CompiledTableError.invalidText(offset: failure) }
        return bytes
    }

    /// The bytes of a string literal holding base64 text.
    static func decode(_ text: StaticString) throws(CompiledTableError) -> [UInt8] {
        guard text.hasPointerRepresentation else { throw CompiledTableError.invalidText(offset: 0) }
        // `withUTF8Buffer` does not rethrow: the result comes out as a `Result`.
        return try text.withUTF8Buffer { buffer in Result { () throws(CompiledTableError) in try decode(buffer) } }.get()
    }

    /// The bytes of base64 text in a string.
    static func decode(_ text: String) throws(CompiledTableError) -> [UInt8] {
        var copy = text
        return try copy.withUTF8 { buffer in Result { () throws(CompiledTableError) in try decode(buffer) } }.get()
    }
}
