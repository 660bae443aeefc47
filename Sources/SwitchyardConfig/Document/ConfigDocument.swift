/// Parses route-table documents into located ``ConfigNode`` trees.
package enum ConfigDocument {
    /// The deepest nesting of arrays and objects any parser accepts. The container that
    /// would be level 129 is reported as `nesting deeper than 128 levels`.
    package static let maximumNestingDepth = 128

    /// Parses a whole document.
    ///
    /// - JSON is parsed strictly (RFC 8259) by a hand-written, non-recursive parser.
    ///   A leading UTF-8 byte-order mark is skipped.
    /// - YAML is parsed with Yams, using its tag resolution for scalars. An empty YAML
    ///   document is a `null` node at 1:1.
    /// - Property lists may be XML (positions come from the XML parser) or binary
    ///   (`bplist00`). A binary plist has no text positions, so every node of it is
    ///   located at 1:1; dictionary members keep their stored order.
    ///
    /// - Parameters:
    ///   - bytes: The raw file contents.
    ///   - format: The syntax to parse.
    ///   - file: The name used in diagnostics.
    /// - Throws: The first syntax error, as a `Diagnostic` with a file and location and no severity
    ///   (`t.json:1:9: expected ':' after an object key`).
    package static func parse(_ bytes: [UInt8], format: ConfigFormat, file: String) throws(Diagnostic) -> ConfigNode {
        switch format {
        case .json:
            var parser = JSONDocumentParser(bytes: bytes, file: file)
            return try parser.parse()
        case .yaml:
            return try YAMLDocumentReader.parse(bytes, file: file)
        case .propertyList:
            return try PropertyListDocumentReader.parse(bytes, file: file)
        }
    }

    static var nestingMessage: String { ConfigText.jsonNesting(depth: maximumNestingDepth) }
}
