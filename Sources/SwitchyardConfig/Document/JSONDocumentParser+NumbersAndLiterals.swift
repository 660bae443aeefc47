/// Numbers and the literals `true`, `false` and `null`, and what an unexpected character is called.
extension JSONDocumentParser {
    /// The message for an unexpected byte at the current position.
    private func unexpectedCharacter() -> Diagnostic {
        guard let (scalar, _) = TextScanning.decodeScalar(bytes, at: index) else {
            return failure(here, ConfigText.jsonInvalidUtf8(byte: TextScanning.hexByte(bytes[index])))
        }
        return failure(here, ConfigText.jsonUnexpectedCharacter(character: TextScanning.describe(scalar)))
    }

    private func isDigit(_ position: Int) -> Bool {
        position < bytes.count && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
    }

    mutating func parseNumber() throws(Diagnostic) -> ConfigNode.Value {
        let start = index
        let startLocation = here
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") {
            advance()
            guard isDigit(index) else { throw failure(here, ConfigText.jsonDigitAfterMinus) }
        }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if isDigit(index) { throw failure(startLocation, ConfigText.jsonLeadingZero) }
        } else {
            while isDigit(index) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            advance()
            guard isDigit(index) else { throw failure(here, ConfigText.jsonDigitAfterPoint) }
            while isDigit(index) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                advance()
            }
            guard isDigit(index) else { throw failure(here, ConfigText.jsonDigitInExponent) }
            while isDigit(index) { advance() }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) {
            return .int(integer)
        }
        guard let double = Double(text), double.isFinite else {
            throw failure(startLocation, ConfigText.jsonNumberOutOfRange(number: DiagnosticText.shortened(text)))
        }
        return .double(double)
    }

    mutating func parseLiteral() throws(Diagnostic) -> ConfigNode.Value {
        let start = index
        let location = here
        var end = index
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        let value: ConfigNode.Value?
        switch word {
        case "true": value = .bool(true)
        case "false": value = .bool(false)
        case "null": value = .null
        default: value = nil
        }
        if let value {
            index = end
            column += word.count
            return value
        }
        let lowered = word.lowercased()
        if !word.isEmpty, let literal = ["true", "false", "null"].first(where: { $0.hasPrefix(lowered) || lowered == $0 }) {
            throw failure(
                location,
                lowered == literal
                    ? ConfigText.jsonInvalidLiteralCase(word: word, literal: literal) : ConfigText.jsonInvalidLiteral(word: word))
        }
        throw unexpectedCharacter()
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
