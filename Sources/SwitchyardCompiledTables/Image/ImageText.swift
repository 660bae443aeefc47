import SwitchyardRouteTable

/// A compiled table's image as text: base64 (RFC 4648, with padding) in lines of 76 characters, so that it
/// fits one Swift string literal. A literal compiles in a fraction of the time an array literal of the same
/// bytes takes (the type checker reads a string literal as one token, and an array literal's elements one by
/// one), and the bytes come out of it at load in one pass, four characters at a time.
package enum ImageText {
    /// The length of a line of the text (SwitchyardCompiledTableWriter writes it).
    package static let lineLength = 76
    /// The base64 alphabet, in the order of the values.
    package static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The value of each base64 character; 64 for `=`, 65 for a line break (skipped), 255 for any other byte.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, character) in alphabet.enumerated() { table[Int(character)] = UInt8(value) }
        table[Int(UInt8(ascii: "="))] = 64
        table[Int(UInt8(ascii: "\n"))] = 65
        table[Int(UInt8(ascii: "\r"))] = 65
        return table
    }()

    /// Four tables of 256 entries, one per place in a group of four characters: each data character's 6 bits
    /// already where they land in the group's three bytes (read as a little-endian word), so that a group is
    /// four loads and three ORs; `notData` for any character that is not data, so that one comparison checks all four.
    private static let placed: [UInt32] = {
        var table = [UInt32](repeating: notData, count: 4 * 256)
        for (v, character) in alphabet.enumerated() {
            let value = UInt32(v), c = Int(character)
            table[c] = value << 2
            table[256 + c] = value >> 4 | (value & 0x0F) << 12
            table[512 + c] = (value >> 2) << 8 | (value & 0x03) << 22
            table[768 + c] = value << 16
        }
        return table
    }()
    private static let notData: UInt32 = 0x0100_0000

    /// The bytes of base64 text; line breaks are skipped, padding ends the text.
    ///
    /// - Throws: ``CompiledTableError/Reason/invalidText(offset:)`` at the first byte that is not base64, or
    ///   that follows the padding, or at the end of text whose characters do not make whole bytes.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) throws(CompiledTableError) -> [UInt8] {
        guard let input = text.baseAddress else { return [] }
        let end = text.count
        var failure: Int?
        // Written in place (an append per byte was most of the time): at most 3 bytes per 4 characters.
        let bytes = values.withUnsafeBufferPointer { values in
            placed.withUnsafeBufferPointer { placed in
                [UInt8](unsafeUninitializedCapacity: end / 4 * 3 + 3) { out, written in
                    guard let base = out.baseAddress else { return }
                    var group = Group()
                    var offset = 0
                    while offset < end {
                        if group.filled == 0 {
                            // Groups of four data characters, three bytes each, as many as come in a row (a line is
                            // 19): four loads and three ORs a group. Four bytes are stored, the fourth overwritten by
                            // the next group (the buffer has 3 to spare).
                            var at = offset
                            var count = group.count
                            while end &- at >= 4 {
                                let word =
                                    placed[Int(input[at])] | placed[256 &+ Int(input[at &+ 1])]
                                    | placed[512 &+ Int(input[at &+ 2])] | placed[768 &+ Int(input[at &+ 3])]
                                if word >= notData { break }
                                UnsafeMutableRawPointer(base + count).storeBytes(of: word.littleEndian, as: UInt32.self)
                                count &+= 3
                                at &+= 4
                            }
                            offset = at
                            group.count = count
                            if offset == end { break }
                        }
                        // A line break, padding, the last group's characters or a character that is not base64.
                        guard group.take(values[Int(input[offset])], to: out) else {
                            failure = offset
                            break
                        }
                        offset += 1
                    }
                    if failure == nil, !group.finish(to: out) { failure = end }
                    written = group.count
                }
            }
        }
        if let failure { throw CompiledTableError.invalidText(offset: failure) }
        return bytes
    }

    /// The decoder's state between characters: the group of up to four characters being filled, the padding
    /// seen, and the bytes written.
    private struct Group {
        var bits: UInt32 = 0
        var filled = 0
        var padding = 0
        var count = 0

        /// Takes one character's value; `false` when the character cannot come here.
        @inline(__always)
        mutating func take(_ value: UInt8, to out: UnsafeMutableBufferPointer<UInt8>) -> Bool {
            if value < 64, padding == 0 {
                bits = bits << 6 | UInt32(value)
                filled += 1
                if filled == 4 {
                    out[count] = UInt8(truncatingIfNeeded: bits >> 16)
                    out[count + 1] = UInt8(truncatingIfNeeded: bits >> 8)
                    out[count + 2] = UInt8(truncatingIfNeeded: bits)
                    count += 3
                    bits = 0
                    filled = 0
                }
                return true
            }
            // A line break is skipped; padding completes a group of two or three characters.
            if value == 65 { return true }
            guard value == 64, filled >= 2, filled + padding < 4 else { return false }
            padding += 1
            return true
        }

        /// Writes the bytes of the last group, two or three characters; `false` when its characters do not
        /// make whole bytes.
        mutating func finish(to out: UnsafeMutableBufferPointer<UInt8>) -> Bool {
            switch filled {
            case 0: return true
            case 2:
                out[count] = UInt8(truncatingIfNeeded: bits >> 4)
                count += 1
                return true
            case 3:
                out[count] = UInt8(truncatingIfNeeded: bits >> 10)
                out[count + 1] = UInt8(truncatingIfNeeded: bits >> 2)
                count += 2
                return true
            default: return false
            }
        }
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
