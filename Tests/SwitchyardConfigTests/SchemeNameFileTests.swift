import SwitchyardConfig
import Testing

/// A route's `"scheme"` and a `namespaces` key name a URL scheme (issue #64's residual): one that cannot be a scheme
/// (RFC 3986: an ASCII letter, then ASCII letters, digits, `+`, `-`, `.`) is refused where it is written, a
/// `"scheme"` at its value and a namespace at its key, in every format (the format article, "Errors").
@Suite("Route-table file: scheme names")
struct SchemeNameFileTests {
    static let rule = "(an ASCII letter, then ASCII letters, digits, '+', '-' or '.')"

    static let errorCases: [SpecErrorCase] = [
        SpecErrorCase(
            name: "a namespace key and a route scheme that are no schemes",
            json: #"{"namespaces": {⟦1⟧"a b": {}}, "routes": [{"pattern": "/a", "scheme": ⟦2⟧"</script>"}]}"#,
            yaml: "namespaces:\n  ⟦1⟧a b: {}\nroutes:\n  - pattern: /a\n    scheme: ⟦2⟧</script>",
            plist:
                "<dict><key>namespaces</key><dict>⟦1⟧<key>a b</key><dict/></dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>scheme</key>⟦2⟧<string>&lt;/script&gt;</string></dict></array></dict>",
            expected: [
                (1, #"namespace name must be a URL scheme \#(rule), found "a b""#),
                (2, #""scheme" must be a URL scheme \#(rule), found "</script>""#),
            ]),
        SpecErrorCase(
            name: "empty names keep their own errors",
            json: #"{"namespaces": {⟦1⟧"": {}}, "routes": [{"pattern": "/a", "scheme": ⟦2⟧""}]}"#,
            yaml: "namespaces:\n  ⟦1⟧\"\": {}\nroutes:\n  - pattern: /a\n    scheme: ⟦2⟧\"\"",
            plist:
                "<dict><key>namespaces</key><dict>⟦1⟧<key></key><dict/></dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>scheme</key>⟦2⟧<string></string></dict></array></dict>",
            expected: [
                (1, "namespace name must not be empty"),
                (2, #""scheme" must not be empty"#),
            ]),
    ]

    @Test(arguments: errorCases, ConfigFormat.allCases)
    func refusesNamesThatAreNoSchemes(_ testCase: SpecErrorCase, format: ConfigFormat) {
        let document = testCase.document(format)
        let expected = testCase.expected.map {
            document.diagnostic($0.mark, $0.message, file: configTestFileName(format))
        }
        #expect(specErrors(document.text, format) == expected)
    }

    /// Control characters, a digit first, a colon, non-ASCII letters: each shown escaped, as every message shows text.
    @Test(arguments: [
        (#"\u0000"#, #""\u{0}""#), (#"shop\n"#, #""shop\n""#), ("1app", #""1app""#), ("shop:", #""shop:""#),
        ("ÉCOLE", #""ÉCOLE""#), (#"\u212Aey"#, "\"\u{212A}ey\""), ("x_y", #""x_y""#), (" shop", #"" shop""#),
    ])
    func eachNoSchemeIsNamed(_ written: String, _ shown: String) {
        let text = #"{"routes": [{"pattern": "/a", "scheme": "\#(written)"}]}"#
        #expect(specErrors(text, .json) == [#"t.json:1:41: "scheme" must be a URL scheme \#(Self.rule), found \#(shown)"#])
        let key = #"{"namespaces": {"\#(written)": {}}, "routes": []}"#
        #expect(specErrors(key, .json) == [#"t.json:1:17: namespace name must be a URL scheme \#(Self.rule), found \#(shown)"#])
    }

    @Test func schemesLoad() throws {
        let text = #"""
            {"namespaces": {"x-Y.z+1": {"fallbackToGlobal": true}, "global": {}},
             "routes": [{"pattern": "/s/:id", "scheme": "X-y.Z+1", "handler": "odd"},
                        {"pattern": "/g/:id", "scheme": "global", "handler": "g"}]}
            """#
        #expect(specErrors(text, .json) == [])
    }
}
