import Testing
import SwitchyardMatching

/// The one diagnostic type every layer reports with (ADR 0027): how each shape prints, what lint makes of
/// it.
@Suite("Diagnostic")
struct DiagnosticTests {
    static let here = TextLocation(line: 12, column: 27)

    /// Each part is printed when present, in a compiler's order: file, line and column, severity, message.
    @Test(arguments: [
        (Diagnostic(severity: .warning, message: "route \"/b\" can never match"), "warning: route \"/b\" can never match"),
        (Diagnostic(file: "t.json", location: here, message: "unknown key \"handlr\""), "t.json:12:27: unknown key \"handlr\""),
        (Diagnostic(severity: .error, file: "t.json", location: here, message: "bad"), "t.json:12:27: error: bad"),
        (Diagnostic(severity: .error, file: "t.json", message: "cannot read file"), "t.json: error: cannot read file"),
        (Diagnostic(severity: .note, location: here, message: "route \"/a\" is here"), "12:27: note: route \"/a\" is here"),
        (Diagnostic(message: "plain"), "plain"),
    ])
    func eachShapePrintsTheParts(_ diagnostic: Diagnostic, _ text: String) {
        #expect(diagnostic.description == text)
    }

    /// `line` and `column` are the location's, and `nil` for a diagnostic placed in no text.
    @Test func lineAndColumnAreTheLocations() {
        let located = Diagnostic(file: "t.json", location: Self.here, message: "bad")
        #expect(located.line == 12)
        #expect(located.column == 27)
        let unplaced = Diagnostic(severity: .warning, message: "route \"/b\" can never match")
        #expect(unplaced.line == nil)
        #expect(unplaced.column == nil)
    }

    @Test func notesAndExcerptsFollowOnTheirOwnLines() {
        let note = Diagnostic(
            severity: .note, file: "t.json", location: TextLocation(line: 3, column: 5), message: "route \"/a\" is here")
        let diagnostic = Diagnostic(
            severity: .error, file: "t.json", location: Self.here, message: "unbalanced '('\n/a(/:b\n  ^", notes: [note, note])
        #expect(
            diagnostic.description == """
                t.json:12:27: error: unbalanced '('
                /a(/:b
                  ^
                t.json:3:5: note: route "/a" is here
                t.json:3:5: note: route "/a" is here
                """)
    }

    /// Registration checks are errors to lint; other codes keep their severity, identical routes included
    /// (issue #57).
    @Test func lintSeverityFollowsTheCode() {
        let registration = Diagnostic(
            severity: .warning, message: "m", code: .registration, notes: [Diagnostic(severity: .note, message: "n")])
        #expect(registration.lintSeverity == .error)
        #expect(registration.linted.severity == .error)
        #expect(registration.linted.notes.map(\.severity) == [.note])
        #expect(registration.linted.description == "error: m\nnote: n")
        let identical = Diagnostic(severity: .warning, message: "m", code: .identicalRoute)
        #expect(identical.lintSeverity == .warning)
        let shadowed = Diagnostic(severity: .warning, message: "m", code: .shadowedRoute)
        #expect(shadowed.lintSeverity == .warning)
        #expect(shadowed.linted == shadowed)
        #expect(Diagnostic(file: "t.json", message: "m").lintSeverity == nil)
    }

    @Test func aParsersFindingIsReportedWithASeverity() {
        let finding = Diagnostic(file: "t.yaml", location: TextLocation(line: 3, column: 5), message: "unknown key \"handlr\"")
        #expect(finding.reported(as: .error).description == "t.yaml:3:5: error: unknown key \"handlr\"")
        #expect(finding.reported(as: .error).severity == .error)
    }

    @Test func aDiagnosticIsAnError() {
        do throws(Diagnostic) {
            throw Diagnostic(file: "t.yaml", location: .start, message: "cannot parse YAML")
        } catch {
            #expect(error.description == "t.yaml:1:1: cannot parse YAML")
        }
    }

    @Test func aTableErrorPrintsEachDiagnostic() {
        let error = RouteTableError(diagnostics: [
            Diagnostic(severity: .error, message: "a", route: Diagnostic.RouteReference(routeID: 0)),
            Diagnostic(severity: .warning, message: "b", route: Diagnostic.RouteReference(routeID: 1, relatedRouteID: 0)),
        ])
        #expect(error.description == "error: a\nwarning: b")
        #expect(error.errors.map(\.message) == ["a"])
    }
}
