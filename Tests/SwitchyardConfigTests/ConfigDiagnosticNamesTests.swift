import Testing
import SwitchyardConfig

/// An app that imports SwitchyardConfig alone still names the diagnostic types, which now live in
/// SwitchyardMatching (ADR 0027).
@Suite("Config diagnostics after the move")
struct ConfigDiagnosticNamesTests {
    @Test func theTypesAreVisibleThroughSwitchyardConfig() {
        let problems = ConfigDocumentError([Diagnostic(file: "a.json", location: TextLocation(line: 1, column: 2), message: "one")])
        #expect(problems.description == "a.json:1:2: one")
    }

    /// A parse error is caught as before, and prints as before: no severity.
    @Test func aParseErrorIsADiagnosticWithoutASeverity() throws {
        let error = try #require(throws: Diagnostic.self) { try ConfigDocument.parse(Array("{".utf8), format: .json, file: "t.json") }
        #expect(error.severity == nil)
        #expect(error.file == "t.json")
        #expect(error.description.hasPrefix("t.json:1:2: "))
    }
}
