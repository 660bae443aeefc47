import Foundation
import SwitchyardTestSupport
import Testing

/// The README's first snippet is the hello-router, word for word the program `swift run hello-router` runs, and
/// the snippet checker refuses what a new package could not compile (`DocSnippetTests` checks every snippet).
@Suite("Standalone documentation snippets")
struct StandaloneSnippetTests {
    static func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: Repository.root.appendingPathComponent(path)), as: UTF8.self)
    }

    /// The checker itself: a snippet that uses a name it never declares is refused, with the compiler's words.
    @Test func aSnippetUsingAnUndeclaredNameIsRefused() async throws {
        let checker = try SnippetTypechecker()
        let said = try await checker.diagnostics(
            for: """
                import Switchyard
                var builder = RouterBuilder<Int>()
                builder.navigator = navigator
                """)
        #expect(said.contains("main.swift:3:21: error: cannot find 'navigator' in scope"), "\(said)")
        #expect(try await checker.diagnostics(for: "import Switchyard\nprint(RouterBuilder<Int>().navigator == nil)\n") == "")
    }

    /// The README leads with the hello-router: its first snippet is `Examples/HelloRouter/main.swift`.
    @Test func theReadmeLeadsWithTheHelloRouter() throws {
        let first = try #require(SnippetExtractor.blocks(in: try Self.read("README.md")).first)
        let program = try Self.read("Examples/HelloRouter/main.swift")
        #expect(
            first.lines.joined(separator: "\n") + "\n" == program, "README.md's first snippet and Examples/HelloRouter/main.swift differ")
    }

    /// `swift run hello-router` prints what the README says it prints.
    @Test func theHelloRouterPrintsWhatTheReadmeSays() async throws {
        let run = try await BuiltExecutable(named: "hello-router").run()
        #expect(run.status == 0, "\(run.error)")
        let readme = try Self.read("README.md")
        let shown = try #require(Self.block(after: "`swift run hello-router` prints:", in: readme))
        #expect(run.output == shown)
    }

    /// The text of the fenced block that follows the line `marker`.
    static func block(after marker: String, in markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == marker }),
            let open = lines[start...].firstIndex(where: { $0.hasPrefix("```") }),
            let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
        else { return nil }
        return lines[(open + 1)..<close].joined(separator: "\n") + "\n"
    }
}
