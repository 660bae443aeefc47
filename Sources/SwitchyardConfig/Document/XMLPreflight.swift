/// Checks an XML property list before `XMLParser` sees it, refusing what a property list never
/// contains and what crashes or endangers the XML stack underneath (libxml2 through FoundationXML).
///
/// Refused, each with a located diagnostic:
/// - bytes that are not UTF-8, and control characters XML does not allow (NUL among them: three NUL
///   bytes make libxml2 guess UCS-4 and then crash — finding F11);
/// - an `encoding` declaration other than UTF-8 (libxml2 switching decoders mid-document crashed — F11);
/// - processing instructions other than the XML declaration (FoundationXML on Linux calls `strlen` on
///   the NULL data of `<?pi?>` — F12);
/// - entity declarations (`<!ENTITY`): a property list has no use for them, and expanding them is the
///   "billion laughs" attack.
///
/// Comments and CDATA sections are skipped, so text inside them is never mistaken for markup.
enum XMLPreflight {
    static func check(_ bytes: [UInt8], file: String) throws(Diagnostic) {
        let start = TextScanning.hasBOM(bytes) ? 3 : 0
        if let (location, byte) = TextScanning.firstInvalidUTF8(bytes, startingAt: start) {
            throw Diagnostic(file: file, location: location, message: ConfigText.jsonInvalidUtf8(byte: TextScanning.hexByte(byte)))
        }
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                throw failure(bytes, index, file, "control character \(TextScanning.codePoint(UInt32(byte))) is not allowed in XML")
            }
            guard byte == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if has(bytes, "<!--", at: index) {
                index = skip(bytes, past: "-->", from: index + 4)
            } else if has(bytes, "<![CDATA[", at: index) {
                index = skip(bytes, past: "]]>", from: index + 9)
            } else if has(bytes, "<?", at: index) {
                guard index == start, has(bytes, "<?xml", at: index), index + 5 < bytes.count, isSpace(bytes[index + 5]) else {
                    throw failure(bytes, index, file, "processing instructions are not allowed in a property list")
                }
                let end = skip(bytes, past: "?>", from: index + 5)
                try checkDeclaration(bytes, from: index, to: end, file: file)
                index = end
            } else if has(bytes, "<!ENTITY", at: index) {
                throw failure(bytes, index, file, "entity declarations are not allowed in a property list")
            } else {
                index += 1
            }
        }
    }

    /// Refuses an `encoding="…"` other than UTF-8 in the XML declaration `bytes[from..<to]`.
    private static func checkDeclaration(_ bytes: [UInt8], from: Int, to: Int, file: String) throws(Diagnostic) {
        var index = from
        while index < to, !has(bytes, "encoding", at: index) { index += 1 }
        guard index < to else { return }
        var k = index + 8
        while k < to, isSpace(bytes[k]) || bytes[k] == UInt8(ascii: "=") { k += 1 }
        guard k < to, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") else { return }
        let quote = bytes[k]
        let valueStart = k + 1
        var valueEnd = valueStart
        while valueEnd < to, bytes[valueEnd] != quote { valueEnd += 1 }
        let name = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
        if !["utf-8", "utf8"].contains(name.lowercased()) {
            throw failure(bytes, valueStart, file, "encoding \(TextScanning.quoted(name)) is not supported; a property list must be UTF-8")
        }
    }

    private static func has(_ bytes: [UInt8], _ text: StaticString, at index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { text in
            for k in 0..<count where bytes[index + k] != text[k] { return false }
            return true
        }
    }

    /// The index just past the first `terminator` at or after `from`, or the end of `bytes` (the XML
    /// parser then reports the unterminated construct).
    private static func skip(_ bytes: [UInt8], past terminator: StaticString, from: Int) -> Int {
        var index = from
        while index < bytes.count {
            if has(bytes, terminator, at: index) { return index + terminator.utf8CodeUnitCount }
            index += 1
        }
        return bytes.count
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func failure(_ bytes: [UInt8], _ offset: Int, _ file: String, _ message: String) -> Diagnostic {
        Diagnostic(file: file, location: TextScanning.location(ofByte: offset, in: bytes), message: message)
    }
}
