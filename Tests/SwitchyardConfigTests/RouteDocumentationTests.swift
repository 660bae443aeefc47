import Foundation
import Testing
import SwitchyardConfig

/// A route's `description` and `parameters` (for `switchyard docs` and `lint --require-descriptions`): read in
/// every format, with located diagnostics like the rest of the file.
@Suite("Route documentation in tables")
struct RouteDocumentationTests {
    static let errorCases: [SpecErrorCase] = [
        SpecErrorCase(
            name: "a parameter's field of the wrong type, an unknown field, a parameter that is not an object",
            json: #"{"routes": [{"pattern": "/a/:id/:b", "parameters": {"id": {"type": ⟦1⟧7, ⟦2⟧"exmple": "x"}, "b": ⟦3⟧"text"}}]}"#,
            yaml: "routes:\n  - pattern: /a/:id/:b\n    parameters:\n      id: { type: ⟦1⟧7, ⟦2⟧exmple: x }\n      b: ⟦3⟧text",
            plist: "<dict><key>routes</key><array><dict><key>pattern</key><string>/a/:id/:b</string><key>parameters</key><dict>"
                + "<key>id</key><dict><key>type</key>⟦1⟧<integer>7</integer>⟦2⟧<key>exmple</key><string>x</string></dict>"
                + "<key>b</key>⟦3⟧<string>text</string></dict></dict></array></dict>",
            expected: [
                (1, #""type" must be a string, found integer"#),
                (2, #"unknown key "exmple" in parameter "id"; did you mean "example"?"#),
                (3, #"parameter "b" must be an object, found string"#),
            ]),
        SpecErrorCase(
            name: "description and parameters of the wrong type",
            json: #"{"routes": [{"pattern": "/a", "description": ⟦1⟧["x"], "parameters": ⟦2⟧[]}]}"#,
            yaml: "routes:\n  - pattern: /a\n    description: ⟦1⟧[x]\n    parameters: ⟦2⟧[]",
            plist:
                "<dict><key>routes</key><array><dict><key>pattern</key><string>/a</string><key>description</key>⟦1⟧<array><string>x</string></array>"
                + "<key>parameters</key>⟦2⟧<array/></dict></array></dict>",
            expected: [
                (1, #""description" must be a string, found array"#),
                (2, #""parameters" must be an object, found array"#),
            ]),
    ]

    @Test(arguments: errorCases, ConfigFormat.allCases)
    func reportsSchemaErrors(_ testCase: SpecErrorCase, format: ConfigFormat) {
        let document = testCase.document(format)
        let expected = testCase.expected.map { document.diagnostic($0.mark, $0.message, file: configTestFileName(format)) }
        #expect(specErrors(document.text, format) == expected)
    }

    @Test func readsDescriptionsAndParameters() throws {
        let json = """
            {"routes": [{"pattern": "/goods/<int:id>", "description": "A product.",
                         "parameters": {"id": {"type": "int", "description": "The number.", "example": "42"}}}]}
            """
        let spec = try RouteTableSpec.parse(Array(json.utf8), format: .json, file: "t.json")
        let route = try #require(spec.routes.first)
        #expect(route.description?.value == "A product.")
        #expect(route.parameters?.map(\.name.value) == ["id"])
        #expect(route.parameters?.first?.type?.value == "int")
        #expect(route.parameters?.first?.description?.value == "The number.")
        #expect(route.parameters?.first?.example?.value == "42")
        #expect(route.parameters?.first?.name.location == TextLocation(line: 2, column: 29))
    }

    /// A described parameter the pattern does not capture is an error at its name; a wildcard's name is captured.
    @Test(arguments: ConfigFormat.allCases)
    func aParameterThePatternDoesNotCaptureIsAnError(format: ConfigFormat) throws {
        let document: MarkedDocument
        switch format {
        case .json:
            document = MarkedDocument(#"{"routes": [{"pattern": "/a/:id/*rest", "parameters": {"id": {}, "rest": {}, ⟦1⟧"tab": {}}}]}"#)
        case .yaml:
            document = MarkedDocument(
                "routes:\n  - pattern: /a/:id/*rest\n    parameters:\n      id: {}\n      rest: {}\n      ⟦1⟧tab: {}\n")
        case .propertyList:
            document = MarkedDocument(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict><key>routes</key><array><dict>"
                    + "<key>pattern</key><string>/a/:id/*rest</string><key>parameters</key><dict><key>id</key><dict/><key>rest</key><dict/>"
                    + "⟦1⟧<key>tab</key><dict/></dict></dict></array></dict>\n</plist>\n")
        }
        let spec = try RouteTableSpec.parse(Array(document.text.utf8), format: format, file: configTestFileName(format))
        #expect(throws: RouteTableError.self) {
            try RouteTableFile.compile(spec, file: configTestFileName(format), source: document.text)
        }
        do {
            _ = try RouteTableFile.compile(spec, file: configTestFileName(format), source: document.text)
        } catch {
            let at = try #require(document.marks[1])
            #expect(
                error.description == "\(configTestFileName(format)):\(at.line):\(at.column): error: "
                    + #"parameter "tab" is described but "/a/:id/*rest" does not capture it; it captures id, rest"#)
        }
    }
}
