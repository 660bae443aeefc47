/// Strings and object keys: escapes, surrogate pairs, and where each problem is.
extension JSONDocumentParser {
    /// Parses `"key"` and the following `:`; the current byte is the first of the key.
    mutating func parseKey(_ stack: [Container]) throws(Diagnostic) -> (String, TextLocation) {
        guard index < bytes.count else { throw endOfInput(stack) }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw failure(here, ConfigText.jsonExpectedKey)
        }
        let location = here
        let key = try parseString(stack)
        skipWhitespace()
        guard index < bytes.count else { throw endOfInput(stack) }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw failure(here, ConfigText.jsonExpectedColon)
        }
        advance()
        return (key, location)
    }

    mutating func parseString(_ stack: [Container]) throws(Diagnostic) -> String {
        let start = here
        advance()  // opening quote
        var buffer: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure(start, ConfigText.jsonUnterminatedString) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer, stringStart: start)
            case 0x0A, 0x0D:
                throw failure(start, ConfigText.jsonUnterminatedString)
            case 0x00..<0x20:
                throw failure(here, ConfigText.jsonControlCharacter(character: TextScanning.codePoint(UInt32(byte))))
            case 0x80...:
                guard let (_, length) = TextScanning.decodeScalar(bytes, at: index) else {
                    throw failure(here, ConfigText.jsonInvalidUtf8InString(byte: TextScanning.hexByte(byte)))
                }
                buffer.append(contentsOf: bytes[index..<index + length])
                index += length
                column += 1
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8], stringStart: TextLocation) throws(Diagnostic) {
        let escape = here
        advance()  // backslash
        guard index < bytes.count else { throw failure(stringStart, ConfigText.jsonUnterminatedString) }
        let byte = bytes[index]
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            if let (scalar, _) = TextScanning.decodeScalar(bytes, at: index), TextScanning.isPrintable(scalar) {
                throw failure(escape, ConfigText.jsonInvalidEscape(character: scalar))
            }
            if byte == 0x0A || byte == 0x0D { throw failure(stringStart, ConfigText.jsonUnterminatedString) }
            throw failure(escape, ConfigText.jsonInvalidEscapeUnprintable(character: describeByteAt(index)))
        }
        if let simple {
            buffer.append(simple)
            advance()
            return
        }
        advance()  // u
        let (first, firstText) = try hexQuad(escape: escape)
        var value = first
        if (0xDC00...0xDFFF).contains(first) {
            throw failure(escape, ConfigText.jsonUnpairedSurrogate(digits: firstText))
        }
        if (0xD800...0xDBFF).contains(first) {
            guard index + 1 < bytes.count,
                bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw failure(escape, ConfigText.jsonUnpairedSurrogate(digits: firstText))
            }
            let lowEscape = here
            advance()
            advance()
            let (second, _) = try hexQuad(escape: lowEscape)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw failure(escape, ConfigText.jsonUnpairedSurrogate(digits: firstText))
            }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        }
        // Every remaining value is a valid scalar (surrogates were handled above).
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// Reads the four hex digits of a `\u` escape.
    private mutating func hexQuad(escape: TextLocation) throws(Diagnostic) -> (UInt32, String) {
        var value: UInt32 = 0
        var text = ""
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                var shown = text
                if index < bytes.count, let (scalar, _) = TextScanning.decodeScalar(bytes, at: index),
                    TextScanning.isPrintable(scalar), scalar != "\""
                {
                    shown.unicodeScalars.append(scalar)
                }
                throw failure(escape, ConfigText.jsonShortUnicodeEscape(digits: shown))
            }
            value = value << 4 | digit
            text.unicodeScalars.append(Unicode.Scalar(bytes[index]))
            advance()
        }
        return (value, text)
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func describeByteAt(_ position: Int) -> String {
        if let (scalar, _) = TextScanning.decodeScalar(bytes, at: position) {
            return TextScanning.describe(scalar)
        }
        return "byte \(TextScanning.hexByte(bytes[position]))"
    }
}
