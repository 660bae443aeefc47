/// A strict RFC 8259 JSON parser that records the source position of every value.
///
/// The parser never recurses: open arrays and objects live on an explicit stack, which
/// is capped at ``ConfigDocument/maximumNestingDepth``. Columns count Unicode scalars.
struct JSONDocumentParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1

    /// An open array or object. Kept in a struct on the stack so that appending mutates
    /// the arrays in place instead of copying them.
    private struct Container {
        let isObject: Bool
        let location: SourceLocation
        var items: [ConfigNode] = []
        var members: [ConfigMember] = []
        var keys: Set<String> = []
        /// The key whose value is being parsed (objects only).
        var key = ""
        var keyLocation = SourceLocation.start

        var opener: String { isObject ? "{" : "[" }
    }

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if TextScanning.hasBOM(bytes) { index = 3 }
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private func failure(_ location: SourceLocation, _ message: String) -> ConfigDiagnostic {
        ConfigDiagnostic(file: file, location: location, message: message)
    }

    private func endOfInput(_ stack: [Container]) -> ConfigDiagnostic {
        guard let open = stack.last else { return failure(here, "unexpected end of input") }
        return failure(here, "unexpected end of input; '\(open.opener)' at \(open.location) is not closed")
    }

    /// Parses the whole input as one JSON value.
    mutating func parse() throws(ConfigDiagnostic) -> ConfigNode {
        var stack: [Container] = []
        var root: ConfigNode?

        parsing: while true {
            // Expecting a value.
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput(stack) }
            let location = here
            var completed: ConfigNode
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard stack.count < ConfigDocument.maximumNestingDepth else {
                    throw failure(location, ConfigDocument.nestingMessage)
                }
                advance()
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    advance()
                    completed = ConfigNode(.object([]), location: location)
                } else {
                    stack.append(Container(isObject: true, location: location))
                    let (key, keyLocation) = try parseKey(stack)
                    stack[stack.count - 1].keys.insert(key)
                    stack[stack.count - 1].key = key
                    stack[stack.count - 1].keyLocation = keyLocation
                    continue parsing
                }
            case UInt8(ascii: "["):
                guard stack.count < ConfigDocument.maximumNestingDepth else {
                    throw failure(location, ConfigDocument.nestingMessage)
                }
                advance()
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    advance()
                    completed = ConfigNode(.array([]), location: location)
                } else {
                    stack.append(Container(isObject: false, location: location))
                    continue parsing
                }
            case UInt8(ascii: "\""):
                completed = ConfigNode(.string(try parseString(stack)), location: location)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                completed = ConfigNode(try parseNumber(), location: location)
            default:
                completed = ConfigNode(try parseLiteral(), location: location)
            }

            // Attach the completed value to its container, closing containers as needed.
            while true {
                guard !stack.isEmpty else {
                    root = completed
                    break parsing
                }
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members.append(
                        ConfigMember(key: stack[top].key, keyLocation: stack[top].keyLocation, value: completed))
                } else {
                    stack[top].items.append(completed)
                }
                skipWhitespace()
                guard index < bytes.count else { throw endOfInput(stack) }
                let closer = UInt8(ascii: stack[top].isObject ? "}" : "]")
                if bytes[index] == UInt8(ascii: ",") {
                    let comma = here
                    advance()
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == closer {
                        throw failure(comma, "trailing comma is not allowed")
                    }
                    if stack[top].isObject {
                        let (key, keyLocation) = try parseKey(stack)
                        guard stack[top].keys.insert(key).inserted else {
                            throw failure(keyLocation, "duplicate key \(quoted(key))")
                        }
                        stack[top].key = key
                        stack[top].keyLocation = keyLocation
                    }
                    continue parsing
                }
                if bytes[index] == closer {
                    advance()
                    let container = stack.removeLast()
                    completed = container.isObject
                        ? ConfigNode(.object(container.members), location: container.location)
                        : ConfigNode(.array(container.items), location: container.location)
                    continue
                }
                throw failure(here, stack[top].isObject
                    ? "expected ',' or '}' after object member"
                    : "expected ',' or ']' after array element")
            }
        }

        skipWhitespace()
        if index < bytes.count {
            throw failure(here, "trailing characters after the JSON value")
        }
        // `root` is always set when the loop ends without throwing.
        return root ?? ConfigNode(.null, location: .start)
    }

    // MARK: - Lexing

    private mutating func advance() {
        index += 1
        column += 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                advance()
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                column = 1
            case UInt8(ascii: "\r"):
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                column = 1
            default:
                return
            }
        }
    }

    /// The message for an unexpected byte at the current position.
    private func unexpectedCharacter() -> ConfigDiagnostic {
        guard let (scalar, _) = TextScanning.decodeScalar(bytes, at: index) else {
            return failure(here, "invalid UTF-8 byte \(TextScanning.hexByte(bytes[index]))")
        }
        return failure(here, "unexpected character \(TextScanning.describe(scalar))")
    }

    /// Parses `"key"` and the following `:`; the current byte is the first of the key.
    private mutating func parseKey(_ stack: [Container]) throws(ConfigDiagnostic) -> (String, SourceLocation) {
        guard index < bytes.count else { throw endOfInput(stack) }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw failure(here, "expected a string key")
        }
        let location = here
        let key = try parseString(stack)
        skipWhitespace()
        guard index < bytes.count else { throw endOfInput(stack) }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw failure(here, "expected ':' after object key")
        }
        advance()
        return (key, location)
    }

    private mutating func parseString(_ stack: [Container]) throws(ConfigDiagnostic) -> String {
        let start = here
        advance() // opening quote
        var buffer: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure(start, "unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer, stringStart: start)
            case 0x0A, 0x0D:
                throw failure(start, "unterminated string")
            case 0x00..<0x20:
                throw failure(here, "unescaped control character \(TextScanning.codePoint(UInt32(byte))) in string")
            case 0x80...:
                guard let (_, length) = TextScanning.decodeScalar(bytes, at: index) else {
                    throw failure(here, "invalid UTF-8 byte \(TextScanning.hexByte(byte)) in string")
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

    private mutating func parseEscape(into buffer: inout [UInt8], stringStart: SourceLocation) throws(ConfigDiagnostic) {
        let escape = here
        advance() // backslash
        guard index < bytes.count else { throw failure(stringStart, "unterminated string") }
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
                throw failure(escape, "invalid escape '\\\(scalar)'")
            }
            if byte == 0x0A || byte == 0x0D { throw failure(stringStart, "unterminated string") }
            throw failure(escape, "invalid escape: '\\' followed by \(describeByteAt(index))")
        }
        if let simple {
            buffer.append(simple)
            advance()
            return
        }
        advance() // u
        let (first, firstText) = try hexQuad(escape: escape)
        var value = first
        if (0xDC00...0xDFFF).contains(first) {
            throw failure(escape, "unpaired surrogate '\\u\(firstText)'")
        }
        if (0xD800...0xDBFF).contains(first) {
            guard index + 1 < bytes.count,
                  bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure(escape, "unpaired surrogate '\\u\(firstText)'")
            }
            let lowEscape = here
            advance()
            advance()
            let (second, _) = try hexQuad(escape: lowEscape)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw failure(escape, "unpaired surrogate '\\u\(firstText)'")
            }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        }
        // Every remaining value is a valid scalar (surrogates were handled above).
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// Reads the four hex digits of a `\u` escape.
    private mutating func hexQuad(escape: SourceLocation) throws(ConfigDiagnostic) -> (UInt32, String) {
        var value: UInt32 = 0
        var text = ""
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                var shown = text
                if index < bytes.count, let (scalar, _) = TextScanning.decodeScalar(bytes, at: index),
                   TextScanning.isPrintable(scalar), scalar != "\"" {
                    shown.unicodeScalars.append(scalar)
                }
                throw failure(escape, "invalid escape '\\u\(shown)'; expected four hex digits")
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

    private func isDigit(_ position: Int) -> Bool {
        position < bytes.count && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
    }

    private mutating func parseNumber() throws(ConfigDiagnostic) -> ConfigNode.Value {
        let start = index
        let startLocation = here
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") {
            advance()
            guard isDigit(index) else { throw failure(here, "expected a digit after '-'") }
        }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if isDigit(index) { throw failure(startLocation, "leading zeros are not allowed in numbers") }
        } else {
            while isDigit(index) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            advance()
            guard isDigit(index) else { throw failure(here, "expected a digit after '.'") }
            while isDigit(index) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                advance()
            }
            guard isDigit(index) else { throw failure(here, "expected a digit in the exponent") }
            while isDigit(index) { advance() }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) {
            return .int(integer)
        }
        guard let double = Double(text), double.isFinite else {
            throw failure(startLocation, "number \(text) is out of range")
        }
        return .double(double)
    }

    private mutating func parseLiteral() throws(ConfigDiagnostic) -> ConfigNode.Value {
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
            let hint = lowered == literal ? "; did you mean '\(literal)'?" : ""
            throw failure(location, "invalid literal '\(word)'\(hint)")
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

    private func quoted(_ key: String) -> String {
        TextScanning.quoted(key)
    }
}
