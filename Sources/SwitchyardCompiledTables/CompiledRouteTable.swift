import SwitchyardRouteTable

/// A route table compiled ahead of time: its patterns parsed, its regular expressions compiled to their
/// automata, its trie grown and ordered, its conflicts and registration checks run, written as bytes that
/// `RouteTable(compiled:types:values:)` makes a working table of without doing any of that again.
///
/// The image starts with a header, every number little-endian: the magic bytes `SWYD`; the ``formatVersion``
/// (2 bytes, so base64 text of format 2 starts `U1dZRAIA`); the length of the writing library's version (1 byte)
/// and that version in UTF-8; the payload's length (4 bytes); and a checksum of the payload (8 bytes). A table
/// written by another version, or damaged, is refused with a ``CompiledTableError``, never a crash or a wrong match.
/// The payload's layout is the library's own and may change with any version.
///
/// The build plugin's generated `…RouteTable.builder(_:)` loads its image this way; an app that loads an image
/// itself (`switchyard gen compiled`, a file) gives one value per route, in the table's order:
///
/// ```swift
/// let compiled = try CompiledRouteTable(text: imageText)
/// let values = (0..<compiled.routeCount).map { "route \($0)" }
/// let table = try RouteTable(compiled: compiled, types: [.custom("sku") { $0.count == 8 }], values: values)
/// ```
public struct CompiledRouteTable: Sendable, Hashable {
    /// The version of the image format this library reads and writes. It changes whenever the layout or the
    /// meaning of the bytes does; a table of another format version is refused.
    ///
    /// ```swift
    /// CompiledRouteTable.formatVersion   // 2
    /// ```
    public static let formatVersion = 2
    /// The library version written into every image; an image written by another version is refused, even
    /// of the same format version (the walk's ordering rules can change without the layout changing).
    package static let libraryVersion = "1.0.0-dev"

    /// The image: header and payload.
    ///
    /// ```swift
    /// let bytes = table.compiled.bytes   // write them to a file, or keep the text form in the app's source
    /// ```
    public let bytes: [UInt8]
    /// Where the payload starts, after the header.
    let payloadStart: Int

    /// Checks the header of an image given as base64 text, the form generated Swift source holds (a string
    /// literal compiles in a fraction of the time an array literal of the bytes takes).
    ///
    /// ```swift
    /// let compiled = try CompiledRouteTable(image: """
    ///     U1dZRAIA…
    ///     """)
    /// ```
    ///
    /// - Throws: ``CompiledTableError`` when the text is not base64 or the bytes are not a table this library
    ///   reads: another format or library version, a truncated or changed image.
    public init(image: StaticString) throws(CompiledTableError) {
        try self.init(bytes: ImageText.decode(image))
    }

    /// Checks the header of an image given as base64 text (the writer's `text`) held in a string, such as one
    /// read from a file or a resource.
    ///
    /// ```swift
    /// let compiled = try CompiledRouteTable(text: String(contentsOf: url, encoding: .utf8))
    /// ```
    ///
    /// - Throws: ``CompiledTableError``, as ``init(image:)``.
    public init(text: String) throws(CompiledTableError) {
        try self.init(bytes: ImageText.decode(text))
    }

    /// Checks the header of an image given as its bytes: the magic, the format and library versions, the
    /// length and the checksum. The payload itself is checked as it is read, by
    /// `RouteTable(compiled:types:values:)`.
    ///
    /// ```swift
    /// let compiled = try CompiledRouteTable(bytes: Array(data))
    /// ```
    ///
    /// - Throws: ``CompiledTableError``.
    public init(bytes: [UInt8]) throws(CompiledTableError) {
        self.bytes = bytes
        self.payloadStart = try Self.checkHeader(bytes)
    }

    /// How many routes the table holds: the number of values `RouteTable(compiled:types:values:)` takes.
    ///
    /// ```swift
    /// let values = (0..<compiled.routeCount).map { "route \($0)" }
    /// ```
    ///
    /// 0 when the payload is too damaged to say; loading it then fails with the reason.
    public var routeCount: Int {
        var reader = ImageReader(bytes, at: payloadStart)
        guard (try? reader.options()) != nil, let namespaces = try? reader.count(elementSize: 5) else { return 0 }
        for _ in 0..<namespaces {
            guard (try? reader.string()) != nil, (try? reader.bool()) != nil else { return 0 }
        }
        guard (try? reader.int()) != nil else { return 0 }
        return (try? reader.count(elementSize: RouteRecords.size)) ?? 0
    }

    /// An image whose header the writer made (SwitchyardCompiledTableWriter): not checked again.
    package init(written bytes: [UInt8], payloadStart: Int) {
        self.bytes = bytes
        self.payloadStart = payloadStart
    }

    /// The offset of the payload, after checking the header (see ``CompiledTableError/Reason``).
    private static func checkHeader(_ bytes: [UInt8]) throws(CompiledTableError) -> Int {
        let magic = ImageLayout.magic
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else {
            if bytes.count < magic.count, Array(magic[0..<bytes.count]) == bytes {
                throw CompiledTableError.truncated(length: bytes.count, expected: magic.count + 3)
            }
            throw CompiledTableError.notACompiledTable
        }
        var reader = ImageReader(bytes, at: magic.count)
        guard bytes.count >= magic.count + 3 else { throw CompiledTableError.truncated(length: bytes.count, expected: magic.count + 3) }
        let format = Int((try? reader.u16()) ?? 0)
        let libraryLength = Int((try? reader.u8()) ?? 0)
        let headerEnd = reader.position + libraryLength + 12
        let library =
            bytes.count >= reader.position + libraryLength
            ? String(decoding: bytes[reader.position..<(reader.position + libraryLength)], as: UTF8.self) : "?"
        guard format == formatVersion else { throw CompiledTableError.formatVersion(found: format, library: library) }
        guard bytes.count >= headerEnd else { throw CompiledTableError.truncated(length: bytes.count, expected: headerEnd) }
        guard library == libraryVersion else { throw CompiledTableError.libraryVersion(found: library) }
        reader = ImageReader(bytes, at: headerEnd - 12)
        let payloadLength = Int((try? reader.u32()) ?? 0)
        let checksum = (try? reader.u64()) ?? 0
        let expected = headerEnd + payloadLength
        guard bytes.count >= expected else { throw CompiledTableError.truncated(length: bytes.count, expected: expected) }
        guard bytes.count == expected else {
            throw CompiledTableError.malformed(offset: expected, message: "\(bytes.count - expected) bytes follow the payload")
        }
        guard ImageChecksum.of(bytes, from: headerEnd) == checksum else { throw CompiledTableError.checksum }
        return headerEnd
    }
}
