// Writing an image: its header around a payload, and its text form (base64 in lines, what the loader's
// `init(image:)` and `init(text:)` read back; ImageText.swift in SwitchyardCompiledTables decodes it).

public import SwitchyardCompiledTables

extension CompiledRouteTable {
    /// An image of `payload`, with its header.
    init(payload: [UInt8]) {
        var writer = ImageWriter()
        writer.bytes = ImageLayout.magic
        writer.u16(UInt16(Self.formatVersion))
        writer.u8(UInt8(Self.libraryVersion.utf8.count))
        writer.bytes.append(contentsOf: Self.libraryVersion.utf8)
        writer.count(payload.count)
        writer.u64(ImageChecksum.of(payload, from: 0))
        let payloadStart = writer.bytes.count
        writer.bytes += payload
        self.init(written: writer.bytes, payloadStart: payloadStart)
    }

    /// The image as base64 text in lines of 76 characters, the form `init(image:)` and `init(text:)`
    /// read back.
    ///
    /// ```swift
    /// try table.compiled.text.write(toFile: "Routes.compiled", atomically: true, encoding: .utf8)
    /// ```
    public var text: String { ImageText.encode(bytes) }

    /// The image as a Swift raw multi-line string literal, for generated source: `let image: StaticString = `
    /// followed by this. Its lines and closing delimiter are indented by `indent` spaces (which the literal strips).
    package func swiftLiteral(indent: Int = 0) -> String {
        let margin = String(repeating: " ", count: indent)
        let lines = text.split(separator: "\n").map { margin + $0 }
        return "#\"\"\"\n" + lines.joined(separator: "\n") + "\n" + margin + "\"\"\"#"
    }
}

extension ImageText {
    /// The bytes as base64 lines joined by `\n`.
    package static func encode(_ bytes: [UInt8]) -> String {
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
}
