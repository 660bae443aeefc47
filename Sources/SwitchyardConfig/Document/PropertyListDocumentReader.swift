// Reading a property list: binary ones go to `BinaryPropertyListDecoder`, XML ones to `XMLParser` with
// `PropertyListXMLBuilder` (in `PropertyListXMLBuilder.swift`) as its delegate, which builds the nodes.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML and binary property lists.
///
/// XML property lists are parsed with `XMLParser`, so every element gets a position: the
/// parser reports where a start tag ends, and the reader walks back to its `<`.
/// `<date>` and `<data>` become strings (the ISO 8601 text and the base64 text).
///
/// Binary property lists (`bplist00`) are decoded by ``BinaryPropertyListDecoder``; they
/// carry no text positions, so every node is located at 1:1.
enum PropertyListDocumentReader {
    /// Serializes use of `XMLParser`, whose libxml2 glue keeps some global state.
    private static let xmlLock = NSLock()

    /// The largest XML property list read, in bytes. The XML parser underneath (libxml2) stops on more input
    /// than this ("huge input lookup") and reports only an internal error, so a larger file is refused
    /// before it sees it, saying so.
    static let maximumXMLBytes = 10_000_000

    static func parse(_ bytes: [UInt8], file: String) throws(Diagnostic) -> ConfigNode {
        if BinaryPropertyListDecoder.isBinaryPropertyList(bytes) {
            var decoder = BinaryPropertyListDecoder(bytes: bytes, file: file)
            return try decoder.decode()
        }
        guard bytes.count <= maximumXMLBytes else {
            // Located at the first byte past the limit.
            throw Diagnostic(
                file: file, location: TextScanning.location(ofByte: maximumXMLBytes, in: bytes),
                message:
                    "XML property list is \(bytes.count) bytes long; the limit is \(maximumXMLBytes) (the XML parser's), passed here: "
                    + "write the table as a binary property list, JSON or YAML")
        }
        try XMLPreflight.check(bytes, file: file)
        let builder = PropertyListXMLBuilder(bytes: bytes, file: file)
        xmlLock.lock()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        _ = parser.parse()
        if let parserError = parser.parserError {
            builder.recordXMLError(parserError, parser: parser)
        }
        xmlLock.unlock()
        return try builder.result()
    }
}
