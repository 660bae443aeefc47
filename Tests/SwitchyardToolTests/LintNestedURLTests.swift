import Foundation
import Testing

/// `switchyard lint` on a rewrite's `nested` object (issue #63, item 3): a wrong value is the reader's located
/// error, and a rule whose nested URLs run in-app is a warning at its `to`.
@Suite("switchyard lint: a rewrite's nested URL")
struct LintNestedURLTests {
    static func lint(_ text: String) async throws -> (status: Int32, output: String, error: String, table: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-nested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = folder.appendingPathComponent("t.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: table))
        let run = try await ToolTests.run(["lint", "--table", table])
        return (run.status, run.output, run.error, table)
    }

    static let routes = #"{"routes": [{"pattern": "shop://admin/:id", "handler": "admin", "internal": true}], "rewrites": ["#

    @Test func aRuleWhoseNestedURLsRunInAppIsAWarning() async throws {
        let run = try await Self.lint(
            Self.routes + #"{"from": "https://m.shop.example/open", "to": "{url:query.u}", "nested": {"source": "in-app"}}]}"#)
        #expect(run.status == 0)
        #expect(
            run.output == """
                \(run.table):1:144: warning: rewrite "https://m.shop.example/open" → "{url:query.u}" opens the URL it carries as in-app ("nested": {"source": "in-app"}): any link it takes, from any source, reaches internal routes; leave "source" out unless only the app writes such links

                """)
    }

    @Test func theDefaultSourceIsQuiet() async throws {
        let run = try await Self.lint(
            Self.routes + #"{"from": "https://m.shop.example/open", "to": "{url:query.u}", "nested": {"resolvesRelative": true}}]}"#)
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
    }

    @Test func aWrongValueIsTheReadersError() async throws {
        let run = try await Self.lint(
            Self.routes + #"{"from": "https://m.shop.example/open", "to": "{url:query.u}", "nested": {"sorce": "push"}}]}"#)
        #expect(run.status == 1)
        #expect(
            (run.output + run.error).contains(
                #"\#(run.table):1:172: error: unknown key "sorce" in "nested"; did you mean "source"?"#), "\(run.output)\(run.error)")
    }
}
