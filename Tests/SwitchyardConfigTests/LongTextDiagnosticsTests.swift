import Testing
import SwitchyardConfig
import SwitchyardRoutingDocuments
import SwitchyardMatching

/// Hostile text in a route-table file: a diagnostic quotes it cut, with an ellipsis and its length, and the
/// "did you mean" suggestion measures no long key.
@Suite("Long text in diagnostics")
struct LongTextDiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var quoted: String
        var testDescription: String { name }
    }

    static let quoting: [Case] = [
        Case(name: "short text, whole", text: "handlr", quoted: #""handlr""#),
        Case(
            name: "100 characters, whole", text: String(repeating: "k", count: 100),
            quoted: "\"" + String(repeating: "k", count: 100) + "\""),
        Case(
            name: "101 characters, cut to 80", text: String(repeating: "k", count: 101),
            quoted: "\"" + String(repeating: "k", count: 80) + "…\" (101 characters)"),
        Case(
            name: "counted in characters, not bytes", text: String(repeating: "é", count: 60),
            quoted: "\"" + String(repeating: "é", count: 60) + "\""),
        Case(
            name: "escapes in the shown part", text: "a\"b\\c\n" + String(repeating: "x", count: 200),
            quoted: #""a\"b\\c\n"# + String(repeating: "x", count: 74) + "…\" (206 characters)"),
    ]

    @Test(arguments: quoting)
    func quotesTextCutWhenLong(_ example: Case) {
        #expect(DiagnosticText.quoted(example.text) == example.quoted)
    }

    @Test func quotesAPatternAsWritten() {
        #expect(DiagnosticText.quoted(#"/a/:id(\d+)"#, escaped: false) == #""/a/:id(\d+)""#)
        #expect(DiagnosticText.shortened(String(repeating: "/a", count: 60)) == String(repeating: "/a", count: 40) + "… (120 characters)")
        #expect(DiagnosticText.shortened("/a/b") == "/a/b")
    }

    @Test func anUnknownKeyOfAMegabyteIsQuotedCut() throws {
        let key = String(repeating: "k", count: 1_000_000)
        let text = #"{"routes": [{"pattern": "/a", "handler": "h", ""# + key + #"": 1}]}"#
        let error = try #require(throws: ConfigDocumentError.self) {
            try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        }
        #expect(
            error.diagnostics.map(\.description) == [
                "t.json:1:47: unknown key \"" + String(repeating: "k", count: 80)
                    + "…\" (1000000 characters) in route; expected one of: pattern, scheme, priority, handler, name, accept, tags, internal, description, parameters, "
                    + "query, lowercaseCaptures, queryOverridesPath"
            ])
    }

    @Test func aDuplicateKeyIsQuotedCut() {
        let key = String(repeating: "d", count: 500)
        #expect(
            documentError(#"{""# + key + #"": 1, ""# + key + #"": 2}"#, .json)
                == "t.json:1:509: duplicate key \"" + String(repeating: "d", count: 80) + "…\" (500 characters)")
    }

    @Test func identicalRoutesWithALongPatternAreNamedCut() throws {
        let pattern = "/" + String(repeating: "p", count: 300)
        let text = #"{"routes": [{"pattern": ""# + pattern + #"", "handler": "a"}, {"pattern": ""# + pattern + #"", "handler": "b"}]}"#
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        let file = try RouteTableFile.compile(spec, file: "t.json", source: text)
        let shown = "\"/" + String(repeating: "p", count: 79) + "…\" (301 characters)"
        #expect(
            file.warnings.map(\.description) == [
                "t.json:1:347: warning: route \(shown) (global) is identical to route \(shown) (global); it is reached only when that handler declines",
                "t.json:1:13: note: route \(shown) is here",
            ])
    }

    @Test func anUnknownPropertyListElementIsNamedCut() {
        let name = String(repeating: "e", count: 300)
        #expect(
            documentError("<plist><\(name)/></plist>", .propertyList)
                == "t.plist:1:8: unknown property-list element <" + String(repeating: "e", count: 80) + "… (300 characters)>")
    }

    @Test func aPatternErrorNamesALongParameterCut() {
        let name = String(repeating: "n", count: 200)
        let error = #expect(throws: PatternError.self) { try RoutePattern("/:\(name)/:\(name)") }
        #expect(error?.message == "duplicate parameter name '" + String(repeating: "n", count: 80) + "… (200 characters)'")
    }

    /// Issue #42, item 7: a number of 100,000 digits made a first diagnostic of 100,096 bytes.
    @Test func aHugeNumberIsQuotedCut() {
        let digits = String(repeating: "9", count: 100_000)
        #expect(
            documentError(#"{"routes": "# + digits + "}", .json)
                == "t.json:1:12: number " + String(repeating: "9", count: 80) + "… (100000 characters) is out of range")
    }

    /// Lengths count Unicode scalars: one character of 100,000 combining marks is cut like any long text
    /// (counted in characters, it was one character, and quoted whole).
    @Test func oneCharacterOfAMillionBytesIsCut() {
        let text = "a" + String(repeating: "\u{301}", count: 100_000)
        #expect(DiagnosticText.quoted(text) == "\"a" + String(repeating: "\u{301}", count: 79) + "…\" (100001 characters)")
    }

    @Test func aRoutingDocumentQuotesLongTextCut() {
        let key = String(repeating: "k", count: 300)
        let text = #"{"format": 1, "serial": 1, "expires": ""# + key + #"", ""# + key + #"": 1}"#
        let cut = "\"" + String(repeating: "k", count: 80) + "…\" (300 characters)"
        #expect {
            try RoutingDocument.parse(Array(text.utf8), file: "doc.json")
        } throws: { error in
            "\(error)" == """
                doc.json:1:39: "expires" must be a date and time such as 2026-12-31T00:00:00Z, found \(cut)
                doc.json:1:343: unknown key \(cut) in routing document; expected one of: format, serial, app, notBefore, expires, rollout, rewrites, redirects, degrades, routes, remove
                """
        }
    }

    /// The suggestion measures the distance to no known key for a key longer than 64 bytes, and to only the
    /// known keys within 2 of a short key's length (10,000 keys of 1,000 characters took seconds to refuse).
    @Test func suggestionsMeasureNoLongKey() {
        var measured: [String] = []
        func counting(_ a: String, _ b: String) -> Int {
            measured.append(b)
            return RouteTableSpecDecoder.editDistance(a, b)
        }
        let long = String(repeating: "k", count: 1_000)
        #expect(RouteTableSpecDecoder.suggestion(for: long, among: RouteTableSpecDecoder.routeKeys, distance: counting) == nil)
        #expect(measured.isEmpty)
        #expect(RouteTableSpecDecoder.suggestion(for: "tgs", among: RouteTableSpecDecoder.routeKeys, distance: counting) == "tags")
        // "tgs" is 3 long: "name", "tags", "query" (4 and 5) are measured, "scheme", "accept" (6, more than 2 longer) not.
        #expect(measured == ["name", "tags", "query"])
        measured = []
        let near = String(repeating: "k", count: 64)
        #expect(RouteTableSpecDecoder.suggestion(for: near, among: RouteTableSpecDecoder.routeKeys, distance: counting) == nil)
        #expect(measured.isEmpty)
    }
}
