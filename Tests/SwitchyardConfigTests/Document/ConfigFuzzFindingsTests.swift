import Testing
import SwitchyardConfig

/// Findings of `ConfigFuzzer` (Fuzz/Harnesses/ConfigFuzzer), each pinned to the diagnostic it now gets.
/// XML property lists go through `XMLPreflight` before `XMLParser`, which refuses what a property list
/// never holds and what crashes libxml2 / FoundationXML underneath.
@Suite("Route-table fuzzing findings")
struct ConfigFuzzFindingsTests {
    static func diagnostics(_ bytes: [UInt8]) -> String {
        do {
            _ = try RouteTableSpec.parse(bytes, format: .propertyList, file: "routes.plist")
            return "(parsed)"
        } catch {
            return error.description
        }
    }

    /// ConfigFuzzer, crash-f862bd1d35a72d6abc681668d260a6088395ba16 (the example property list with
    /// `encoding="UTF.8"` and a run of 0xFF bytes in a key). libxml2 reported the encoding,
    /// `PropertyListDocumentReader` called `abortParsing()` from `parseErrorOccurred`, and libxml2 then
    /// dereferenced NULL (SIGSEGV in `xmlParseChunk`). Now: the reader never aborts from the error
    /// callback, and the preflight refuses bytes that are not UTF-8 and encodings other than UTF-8.
    @Test func anUnknownEncodingWithANonUTF8ByteIsADiagnosticNotACrash() {
        let bytes = Array(#"<?xml version="1.0" encoding="UTF.8"?><plist>"#.utf8) + [0xFF] + Array("</plist>".utf8)
        #expect(Self.diagnostics(bytes) == "routes.plist:1:46: invalid UTF-8 byte 0xFF")
        let declared = Array(#"<?xml version="1.0" encoding="UTF.8"?><plist><dict/></plist>"#.utf8)
        #expect(Self.diagnostics(declared) == #"routes.plist:1:31: encoding "UTF.8" is not supported; a property list must be UTF-8"#)
        // "UTF8" without the hyphen is another spelling of UTF-8, accepted (the schema then complains).
        let spelled = Array(#"<?xml version="1.0" encoding="UTF8"?><plist><dict/></plist>"#.utf8)
        #expect(!Self.diagnostics(spelled).contains("encoding"))
        let latin1 = Array("<?xml version='1.0' encoding='ISO-8859-1'?>\n<plist><dict/></plist>".utf8)
        #expect(Self.diagnostics(latin1) == #"routes.plist:1:31: encoding "ISO-8859-1" is not supported; a property list must be UTF-8"#)
        // crash-a54b6a171b8dea925b3a536a49a7a7102a38fce6: three NUL bytes made libxml2 guess UCS-4; the
        // same abort from the error callback then crashed.
        let guessed: [UInt8] = [0, 0, 0] + Array("<?p{list>\n</d>".utf8)
        #expect(Self.diagnostics(guessed) == "routes.plist:1:1: control character U+0000 is not allowed in XML")
    }

    /// ConfigFuzzer, crash-e010b337dfb8a8bca8a0b11295953946be3751fc (`<?xm?>` then the example's DOCTYPE).
    /// swift-corelibs-foundation's `XMLParser` (FoundationXML, Linux) calls `strlen` on the NULL data of
    /// a processing instruction that has none, so any `<?name?>` crashed the process.
    @Test func aProcessingInstructionIsADiagnosticNotACrash() {
        #expect(
            Self.diagnostics(Array("<plist><?pi?></plist>".utf8))
                == "routes.plist:1:8: processing instructions are not allowed in a property list")
        #expect(
            Self.diagnostics(Array("<?xm?>\n<!DOCTYPE plist>\n<plist/>".utf8))
                == "routes.plist:1:1: processing instructions are not allowed in a property list")
        #expect(
            Self.diagnostics(Array("<?xml version=\"1.0\"?>\n<plist>\n  <?target data?>\n</plist>".utf8))
                == "routes.plist:3:3: processing instructions are not allowed in a property list")
    }

    static func yaml(_ text: String) -> String {
        do {
            let spec = try RouteTableSpec.parse(Array(text.utf8), format: .yaml, file: "routes.yaml")
            return spec.routes.map { "\($0.pattern.value) priority \($0.priority?.value.description ?? "-")" }.joined(separator: "; ")
        } catch {
            return error.description
        }
    }

    /// ConfigFuzzer, crash-1d9c5f93fb21813f5b4ca60e4644d74dc033f304: a YAML flow sequence holding
    /// `9723322304702306885:3`. Yams resolves it as a YAML 1.1 sexagesimal integer and computes it with
    /// trapping arithmetic ("arithmetic overflow" in `String.sexagesimal()`), which killed the process. A
    /// route table from a server is attacker-controlled input (T8). Now such integers are converted by
    /// `YAMLNodeConverter` with overflow checks; one that does not fit is read as a float, as a too-large
    /// decimal integer already was.
    @Test func anOverflowingSexagesimalIntegerIsNotACrash() {
        #expect(
            Self.yaml("[9723322304702306885:3, 1.0, -85470z7]")
                == "routes.yaml:1:1: route table must be an object, found array")
        #expect(
            Self.yaml("routes:\n  - pattern: /a\n    handler: h\n    priority: 9723322304702306885:3\n")
                == #"routes.yaml:4:15: "priority" must be an integer, found number"#)
        #expect(
            Self.yaml("routes:\n  - pattern: /a\n    handler: h\n    priority: 1:0:0:0:0:0:0:0:0:0:0:0\n")
                == #"routes.yaml:4:15: "priority" must be an integer, found number"#)
        // Eleven components: 60^10 fits, but Yams' running base went on to 60^11 and trapped.
        #expect(
            Self.yaml("routes:\n  - pattern: /a\n    handler: h\n    priority: 1:0:0:0:0:0:0:0:0:0:0\n")
                == "/a priority 604661760000000000")
        // Sexagesimal integers that fit keep their YAML 1.1 value.
        #expect(Self.yaml("routes:\n  - pattern: /a\n    handler: h\n    priority: 1:30\n") == "/a priority 90")
        #expect(Self.yaml("routes:\n  - pattern: /a\n    handler: h\n    priority: -1:0:0\n") == "/a priority -3600")
    }

    /// Markup inside comments and CDATA is text, not refused.
    @Test func commentsAndCDATAAreSkipped() {
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- <?pi?> <!ENTITY x "y"> -->
            <plist><dict><key>routes</key><array><dict><key>pattern</key><string><![CDATA[/a/<?b?>]]></string><key>handler</key><string>h</string></dict></array></dict></plist>
            """
        #expect(Self.diagnostics(Array(text.utf8)) == "(parsed)")
    }

    /// "Billion laughs": entity declarations are refused before libxml2 can expand them.
    @Test func entityDeclarationsAreRefused() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
              <!ENTITY a "aaaaaaaaaa">
              <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            ]>
            <plist><string>&b;</string></plist>
            """
        #expect(Self.diagnostics(Array(text.utf8)) == "routes.plist:3:3: entity declarations are not allowed in a property list")
    }

    /// Control characters other than tab, CR and LF are not XML.
    @Test func controlCharactersAreRefusedWhereTheyAre() {
        #expect(
            Self.diagnostics(Array("<plist>\n<string>a\u{1}b</string></plist>".utf8))
                == "routes.plist:2:10: control character U+0001 is not allowed in XML")
    }
}
