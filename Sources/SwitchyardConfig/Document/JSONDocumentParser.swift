/// A strict RFC 8259 JSON parser that records the source position of every value.
///
/// The parser never recurses: open arrays and objects live on an explicit stack, which
/// is capped at ``ConfigDocument/maximumNestingDepth``. Columns count Unicode scalars.
struct JSONDocumentParser {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var column = 1

    /// An open array or object. Kept in a struct on the stack so that appending mutates
    /// the arrays in place instead of copying them.
    struct Container {
        let isObject: Bool
        let location: TextLocation
        var items: [ConfigNode] = []
        var members: [ConfigMember] = []
        var keys: Set<String> = []
        /// The key whose value is being parsed (objects only).
        var key = ""
        var keyLocation = TextLocation.start

        var opener: String { isObject ? "{" : "[" }
    }

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if TextScanning.hasBOM(bytes) { index = 3 }
    }

    var here: TextLocation { TextLocation(line: line, column: column) }

    func failure(_ location: TextLocation, _ message: String) -> Diagnostic {
        Diagnostic(file: file, location: location, message: message)
    }

    func endOfInput(_ stack: [Container]) -> Diagnostic {
        guard let open = stack.last else { return failure(here, ConfigText.jsonEndOfInput) }
        return failure(here, ConfigText.jsonEndOfInputOpen(opener: open.opener, place: open.location))
    }

    /// Parses the whole input as one JSON value.
    mutating func parse() throws(Diagnostic) -> ConfigNode {
        var stack: [Container] = []
        while true {
            // Expecting a value.
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput(stack) }
            guard let value = try valueOrOpenContainer(&stack) else { continue }
            guard let root = try attach(value, to: &stack) else { continue }
            skipWhitespace()
            if index < bytes.count {
                throw failure(here, ConfigText.jsonTrailingCharacters)
            }
            return root
        }
    }

    /// The value that starts at the current byte, or `nil` when it is an array or object with contents: that
    /// container is pushed on `stack` (an object's first key read) and its values come next.
    private mutating func valueOrOpenContainer(_ stack: inout [Container]) throws(Diagnostic) -> ConfigNode? {
        let location = here
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[index] == UInt8(ascii: "{")
            guard stack.count < ConfigDocument.maximumNestingDepth else {
                throw failure(location, ConfigDocument.nestingMessage)
            }
            advance()
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
                advance()
                return ConfigNode(isObject ? .object([]) : .array([]), location: location)
            }
            stack.append(Container(isObject: isObject, location: location))
            if isObject {
                let (key, keyLocation) = try parseKey(stack)
                stack[stack.count - 1].keys.insert(key)
                stack[stack.count - 1].key = key
                stack[stack.count - 1].keyLocation = keyLocation
            }
            return nil
        case UInt8(ascii: "\""):
            return ConfigNode(.string(try parseString(stack)), location: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return ConfigNode(try parseNumber(), location: location)
        default:
            return ConfigNode(try parseLiteral(), location: location)
        }
    }

    /// Attaches a completed value to the innermost open container and reads what follows it: a comma (and in
    /// an object the next key) before the next value, or the closers of the containers it completes. The
    /// document's root when the outermost value is complete; `nil` when a value comes next.
    private mutating func attach(_ value: ConfigNode, to stack: inout [Container]) throws(Diagnostic) -> ConfigNode? {
        var completed = value
        while let top = stack.indices.last {
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
                try readComma(before: closer, &stack)
                return nil
            }
            if bytes[index] == closer {
                advance()
                let container = stack.removeLast()
                completed =
                    container.isObject
                    ? ConfigNode(.object(container.members), location: container.location)
                    : ConfigNode(.array(container.items), location: container.location)
                continue
            }
            throw failure(
                here,
                stack[top].isObject
                    ? ConfigText.jsonExpectedCommaOrBrace
                    : ConfigText.jsonExpectedCommaOrBracket)
        }
        return completed
    }

    /// Reads the comma after a value of the innermost container (one before its closer is refused), and in
    /// an object the key that follows.
    private mutating func readComma(before closer: UInt8, _ stack: inout [Container]) throws(Diagnostic) {
        let top = stack.count - 1
        let comma = here
        advance()
        skipWhitespace()
        if index < bytes.count, bytes[index] == closer {
            throw failure(comma, ConfigText.jsonTrailingComma)
        }
        guard stack[top].isObject else { return }
        let (key, keyLocation) = try parseKey(stack)
        guard stack[top].keys.insert(key).inserted else {
            throw failure(keyLocation, ConfigText.jsonDuplicateKey(key: quoted(key)))
        }
        stack[top].key = key
        stack[top].keyLocation = keyLocation
    }

    // MARK: - Lexing

    mutating func advance() {
        index += 1
        column += 1
    }

    mutating func skipWhitespace() {
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

    func quoted(_ key: String) -> String {
        TextScanning.quoted(key)
    }
}
