import Testing
import SwitchyardConfig

/// Findings of `ConfigFuzzer` (Fuzz/Harnesses/ConfigFuzzer), each with the behaviour the fix must produce.
@Suite("Route-table fuzzing findings")
struct ConfigFuzzFindingsTests {
    /// ConfigFuzzer, crash-f862bd1d35a72d6abc681668d260a6088395ba16 (the example property list with
    /// `encoding="UTF.8"` and a run of 0xFF bytes in a key). Minimal: an unknown encoding declaration
    /// and one byte that is not UTF-8. libxml2 reports the encoding, `PropertyListDocumentReader` calls
    /// `abortParsing()` from `parseErrorOccurred`, and libxml2 then dereferences NULL (SIGSEGV in
    /// `xmlParseChunk`): a hostile route-table file crashes the app. A plain `XMLParser` that does not
    /// abort from the error callback parses the same bytes without crashing.
    @Test(.disabled("bug: this XML property list crashes the process (SIGSEGV in libxml2): PropertyListDocumentReader calls abortParsing() inside parseErrorOccurred"))
    func anUnknownEncodingWithANonUTF8ByteIsADiagnosticNotACrash() {
        let bytes = Array(#"<?xml version="1.0" encoding="UTF.8"?><plist>"#.utf8) + [0xFF] + Array("</plist>".utf8)
        #expect(throws: ConfigDiagnostics.self) {
            try RouteTableSpec.parse(bytes, format: .propertyList, file: "routes.plist")
        }
        // crash-a54b6a171b8dea925b3a536a49a7a7102a38fce6: three NUL bytes make libxml2 guess UCS-4; the
        // same abort from the error callback then crashes.
        let guessed: [UInt8] = [0, 0, 0] + Array("<?p{list>\n</d>".utf8)
        #expect(throws: ConfigDiagnostics.self) {
            try RouteTableSpec.parse(guessed, format: .propertyList, file: "routes.plist")
        }
    }

    /// ConfigFuzzer, crash-e010b337dfb8a8bca8a0b11295953946be3751fc (`<?xm?>` then the example's DOCTYPE).
    /// swift-corelibs-foundation's `XMLParser` (FoundationXML, Linux) calls `strlen` on the NULL data of
    /// a processing instruction that has none, so any `<?name?>` crashes the process; a plain
    /// `XMLParser` with no delegate does too. Switchyard can refuse such documents before parsing.
    @Test(.disabled("bug (FoundationXML on Linux, reachable through SwitchyardConfig): a processing instruction without data, <?pi?>, crashes XMLParser (strlen(NULL))"))
    func aProcessingInstructionWithoutDataIsADiagnosticNotACrash() {
        #expect(throws: ConfigDiagnostics.self) {
            try RouteTableSpec.parse(Array("<plist><?pi?></plist>".utf8), format: .propertyList, file: "routes.plist")
        }
    }
}
