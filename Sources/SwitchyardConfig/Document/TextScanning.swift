/// Small UTF-8 and text-position helpers shared by the document parsers.
package enum TextScanning {
    /// Decodes the UTF-8 sequence starting at `index`. Returns `nil` for an invalid,
    /// overlong, truncated or surrogate sequence.
    static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var value: UInt32
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F); minimum = 0x80
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F); minimum = 0x800
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07); minimum = 0x10000
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// The position of the first byte that is not valid UTF-8, if any, as a 1-based
    /// line and scalar column (line breaks: LF, CRLF, CR). `startingAt` lets callers skip a BOM.
    static func firstInvalidUTF8(_ bytes: [UInt8], startingAt start: Int = 0) -> (location: TextLocation, byte: UInt8)? {
        var index = start
        var line = 1
        var column = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte != 0x0D {
                    column += 1
                }
                continue
            }
            guard let (_, length) = decodeScalar(bytes, at: index) else {
                return (TextLocation(line: line, column: column), byte)
            }
            index += length
            column += 1
        }
        return nil
    }

    /// The line and scalar column of the byte at `offset` (line breaks: LF, CRLF, CR).
    static func location(ofByte offset: Int, in bytes: [UInt8]) -> TextLocation {
        var index = 0
        var line = 1
        var column = 1
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            index += byte < 0x80 ? 1 : (decodeScalar(bytes, at: index)?.length ?? 1)
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D {
                column += 1
            }
        }
        return TextLocation(line: line, column: column)
    }

    /// Whether `bytes` begins with a UTF-8 byte-order mark.
    /// The line that holds `offset`, counted from 0, given where each line starts (`lineStarts`, ascending, the
    /// first 0): the last start at or before it, found by halving.
    static func line(holding offset: Int, lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    static func hasBOM(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// How a character is shown in a message: `'x'` when printable, `U+000A` otherwise.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        if isPrintable(scalar) { return "'\(scalar)'" }
        return codePoint(scalar.value)
    }

    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value > 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
            .lineSeparator, .paragraphSeparator, .spaceSeparator, .nonspacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }

    /// `U+XXXX`, at least four upper-case hex digits.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `0xAB`.
    static func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count < 2 ? "0" : "") + hex
    }
}

extension TextScanning {
    /// A string in double quotes for a message, with `"`, `\` and control characters escaped, and cut with
    /// `…` and its length when it is long (``DiagnosticText/quoted(_:escaped:)``).
    package static func quoted(_ text: String) -> String {
        DiagnosticText.quoted(text)
    }
}
