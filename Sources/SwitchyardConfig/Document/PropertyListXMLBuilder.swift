// The `XMLParser` delegate that turns an XML property list's events into a `ConfigNode`, each node at the
// position of its start tag. `PropertyListDocumentReader` (in `PropertyListDocumentReader.swift`) runs the
// parser and reads binary property lists; this only builds from the events.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Builds a ``ConfigNode`` from `XMLParser` events.
final class PropertyListXMLBuilder: NSObject, XMLParserDelegate {
    private let bytes: [UInt8]
    private let file: String
    /// Byte offset of the first byte of each line (LF, CRLF and CR end a line).
    private let lineStarts: [Int]

    private enum TextKind: String {
        case key, string, integer, real, date, data
    }

    /// An open element. Kept in a struct on the stack so that appending mutates the
    /// arrays in place instead of copying them.
    private struct Frame {
        enum Kind {
            case plist, dict, array
            case text(TextKind)
            case boolean(Bool)
        }

        let kind: Kind
        let location: TextLocation
        /// Values of an `<array>`, or the single value of `<plist>`.
        var items: [ConfigNode] = []
        var members: [ConfigMember] = []
        var keys: Set<String> = []
        /// A `<key>` of a `<dict>` still waiting for its value.
        var pendingKey: (name: String, location: TextLocation)?
        var text = ""

        var elementName: String {
            switch kind {
            case .plist: "plist"
            case .dict: "dict"
            case .array: "array"
            case .text(let textKind): textKind.rawValue
            case .boolean(let value): value ? "true" : "false"
            }
        }

        var isDict: Bool {
            if case .dict = kind { true } else { false }
        }
    }

    private var stack: [Frame] = []
    private var containerDepth = 0
    private var root: ConfigNode?
    private var failure: Diagnostic?

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
        lineStarts = starts
    }

    // MARK: Result

    func result() throws(Diagnostic) -> ConfigNode {
        if let failure { throw failure }
        guard let root else {
            throw Diagnostic(file: file, location: .start, message: "property list is empty")
        }
        return root
    }

    /// Turns an error of the XML parser into the diagnostic, at the parser's position.
    /// Only the first problem counts; later callbacks are ignored.
    func recordXMLError(_ error: any Error, parser: XMLParser) {
        guard failure == nil else { return }
        let code = (error as NSError).code
        if code == 512 { return }  // NSXMLParserDelegateAbortedParseError: we stopped it ourselves.
        var location = currentLocation(parser)
        if code == 76 {  // mismatched end tag: point at its `<`
            location = tagStart(before: parser)
        }
        failure = Diagnostic(file: file, location: location, message: xmlMessage(for: code))
        // No `abortParsing()` here: called from libxml2's error callback it makes libxml2 dereference
        // NULL (finding F11). The parser stops by itself after a fatal error; later callbacks are ignored.
    }

    private func xmlMessage(for code: Int) -> String {
        let open = stack.last.map { "<\($0.elementName)>" }
        switch code {
        case 4: return "start tag expected, '<' not found"
        case 5, 77, 85:
            if let open { return "unexpected end of document; \(open) is not closed" }
            return root == nil ? "unexpected end of document" : "extra content after the root element"
        case 9: return "invalid character in XML"
        case 23: return "entity reference is missing ';'"
        case 26, 27: return "undefined entity"
        case 38: return "'<' is not allowed in attribute values"
        case 39, 40, 41, 75: return "malformed attribute"
        case 42: return "duplicate attribute"
        case 45: return "unterminated comment"
        case 63: return "unterminated CDATA section"
        case 64: return "misplaced XML declaration"
        case 65, 66, 67, 68, 72, 73, 74: return "malformed tag"
        case 76:
            if let name = stack.last?.elementName { return "mismatched end tag; expected </\(name)>" }
            return "mismatched end tag"
        case 86: return "extra content after the root element"
        case 89: return "entity reference loop"
        default: return "malformed XML (XML parser error \(code))"
        }
    }

    // MARK: Positions

    /// Converts a position reported by the XML parser (line, character column) to a byte offset.
    private func byteOffset(line: Int, column: Int) -> Int {
        guard !bytes.isEmpty else { return 0 }
        let lineIndex = min(max(line, 1), lineStarts.count) - 1
        let lineEnd = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
        var offset = lineStarts[lineIndex]
        var remaining = max(column, 1) - 1
        while remaining > 0, offset < lineEnd {
            offset += TextScanning.decodeScalar(bytes, at: offset)?.length ?? 1
            remaining -= 1
        }
        return min(offset, bytes.count - 1)
    }

    private func location(ofByte offset: Int) -> TextLocation {
        let line = TextScanning.line(holding: offset, lineStarts: lineStarts)
        var column = 1
        var index = lineStarts[line]
        while index < offset {
            index += TextScanning.decodeScalar(bytes, at: index)?.length ?? 1
            column += 1
        }
        return TextLocation(line: line + 1, column: column)
    }

    /// The location of the `<` of the element whose start tag the parser just read.
    private func elementLocation(_ parser: XMLParser) -> TextLocation {
        tagStart(before: parser)
    }

    /// The location of the nearest `<` at or before the parser's position. A `<` cannot
    /// occur inside a tag, so this is the start of the tag the parser is in or just read.
    private func tagStart(before parser: XMLParser) -> TextLocation {
        guard !bytes.isEmpty else { return .start }
        var offset = byteOffset(line: parser.lineNumber, column: parser.columnNumber)
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return location(ofByte: offset)
    }

    /// Where text that the parser reported just now starts: its position is just past the
    /// text, so step back over the text's characters, then skip leading whitespace.
    private func textStart(_ parser: XMLParser, text: String) -> TextLocation {
        guard !bytes.isEmpty else { return .start }
        var offset = byteOffset(line: parser.lineNumber, column: parser.columnNumber)
        if offset == bytes.count - 1, bytes[offset] != UInt8(ascii: "<") { offset = bytes.count }
        var remaining = text.unicodeScalars.count
        while remaining > 0, offset > 0 {
            offset -= 1
            while offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            remaining -= 1
        }
        while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A || bytes[offset] == 0x0D {
            offset += 1
        }
        return location(ofByte: min(offset, bytes.count - 1))
    }

    private func currentLocation(_ parser: XMLParser) -> TextLocation {
        TextLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
    }

    private func fail(_ parser: XMLParser, _ location: TextLocation, _ message: String) {
        guard failure == nil else { return }
        failure = Diagnostic(file: file, location: location, message: message)
        parser.abortParsing()
    }

    // MARK: XMLParserDelegate

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        let location = elementLocation(parser)
        if let top = stack.last {
            switch top.kind {
            case .text, .boolean:
                return fail(parser, location, "unexpected element <\(DiagnosticText.shortened(elementName))> inside <\(top.elementName)>")
            case .dict:
                if elementName == "key", let pendingKey = top.pendingKey {
                    return fail(parser, pendingKey.location, "missing value for key \(TextScanning.quoted(pendingKey.name))")
                }
                if elementName != "key", top.pendingKey == nil {
                    return fail(parser, location, "expected <key> in <dict>, found <\(DiagnosticText.shortened(elementName))>")
                }
            case .plist:
                if !top.items.isEmpty {
                    return fail(parser, location, "<plist> must contain exactly one value")
                }
            case .array:
                break
            }
        }
        if elementName == "key", stack.last?.isDict != true {
            return fail(parser, location, "<key> is only allowed inside <dict>")
        }
        switch elementName {
        case "plist":
            guard stack.isEmpty, root == nil else {
                return fail(parser, location, "<plist> is only allowed as the root element")
            }
            stack.append(Frame(kind: .plist, location: location))
        case "dict", "array":
            guard containerDepth < ConfigDocument.maximumNestingDepth else {
                return fail(parser, location, ConfigDocument.nestingMessage)
            }
            containerDepth += 1
            stack.append(Frame(kind: elementName == "dict" ? .dict : .array, location: location))
        case "true", "false":
            stack.append(Frame(kind: .boolean(elementName == "true"), location: location))
        default:
            guard let kind = TextKind(rawValue: elementName) else {
                return fail(parser, location, "unknown property-list element <\(DiagnosticText.shortened(elementName))>")
            }
            stack.append(Frame(kind: .text(kind), location: location))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil else { return }
        appendText(parser, string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil else { return }
        appendText(parser, String(decoding: CDATABlock, as: UTF8.self))
    }

    private func appendText(_ parser: XMLParser, _ string: String) {
        guard let top = stack.last else { return }
        if case .text = top.kind {
            stack[stack.count - 1].text += string
            return
        }
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        let shown = trimmed.count > 24 ? String(trimmed.prefix(24)) + "…" : trimmed
        fail(parser, textStart(parser, text: string), "unexpected text \(TextScanning.quoted(shown)) in <\(top.elementName)>")
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, let frame = stack.popLast() else { return }
        let value: ConfigNode
        switch frame.kind {
        case .plist:
            guard let content = frame.items.first else {
                return fail(parser, frame.location, "<plist> must contain a value")
            }
            root = content
            return
        case .dict:
            if let pendingKey = frame.pendingKey {
                return fail(parser, pendingKey.location, "missing value for key \(TextScanning.quoted(pendingKey.name))")
            }
            containerDepth -= 1
            value = ConfigNode(.object(frame.members), location: frame.location)
        case .array:
            containerDepth -= 1
            value = ConfigNode(.array(frame.items), location: frame.location)
        case .boolean(let flag):
            value = ConfigNode(.bool(flag), location: frame.location)
        case .text(.key):
            // `<key>` is only ever pushed onto a `<dict>`.
            let top = stack.count - 1
            guard top >= 0, stack[top].isDict else { return }
            guard stack[top].keys.insert(frame.text).inserted else {
                return fail(parser, frame.location, "duplicate key \(TextScanning.quoted(frame.text))")
            }
            stack[top].pendingKey = (frame.text, frame.location)
            return
        case .text(let kind):
            guard let scalar = scalarValue(kind, frame.text) else {
                let shown = frame.text.trimmingCharacters(in: .whitespacesAndNewlines)
                return fail(parser, frame.location, "invalid <\(kind.rawValue)> value \(TextScanning.quoted(shown))")
            }
            value = ConfigNode(scalar, location: frame.location)
        }
        attach(value)
    }

    private func scalarValue(_ kind: TextKind, _ text: String) -> ConfigNode.Value? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch kind {
        case .key, .string:
            return .string(text)
        case .integer:
            if let value = Int(trimmed) { return .int(value) }
            if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X"), let value = Int(trimmed.dropFirst(2), radix: 16) {
                return .int(value)
            }
            return nil
        case .real:
            return Double(trimmed).map { .double($0) }
        case .date:
            return .string(trimmed)
        case .data:
            return .string(String(String.UnicodeScalarView(trimmed.unicodeScalars.filter { !$0.properties.isWhitespace })))
        }
    }

    /// Adds a finished value to the element that contains it.
    private func attach(_ value: ConfigNode) {
        let top = stack.count - 1
        guard top >= 0 else {
            root = value
            return
        }
        switch stack[top].kind {
        case .plist, .array:
            stack[top].items.append(value)
        case .dict:
            // A value in a `<dict>` is only started after its `<key>`.
            guard let pendingKey = stack[top].pendingKey else { return }
            stack[top].members.append(ConfigMember(key: pendingKey.name, keyLocation: pendingKey.location, value: value))
            stack[top].pendingKey = nil
        case .text, .boolean:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        recordXMLError(parseError, parser: parser)
    }
}
