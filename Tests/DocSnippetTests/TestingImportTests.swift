import Switchyard
import SwitchyardConfig
import SwitchyardTesting
import Testing

// An app's test file: it imports Swift Testing beside every Switchyard module and writes its own
// expectation helper the way Swift Testing's documentation does, with `SourceLocation` unqualified.
// The file compiles only when no Switchyard module declares (or re-exports) a type of that name.

/// Expects `url` to open and answer `expected`, reporting a failure at the caller's line.
private func expectOpens(
    _ url: String, in router: Router<String>, answering expected: String, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let answer = try await router.open(url, expecting: String.self)
    #expect(answer == expected, sourceLocation: sourceLocation)
}

@Suite("Swift Testing and Switchyard imported together")
struct TestingImportTests {
    @Test func sourceLocationIsSwiftTestingsAndTextLocationIsSwitchyards() async throws {
        var builder = RouterBuilder<String>()
        try builder.route("/goods/<int:id>") { request in .value("goods \(request.parameters["id"] ?? "")") }
        try await expectOpens("/goods/7", in: try builder.build(), answering: "goods 7")

        let here: SourceLocation = #_sourceLocation
        #expect(here.fileName == "TestingImportTests.swift")
        let at: TextLocation = TextLocation(line: 3, column: 5)
        #expect(Diagnostic(severity: .error, file: "routes.json", location: at, message: "no").description == "routes.json:3:5: error: no")
    }
}
