import Foundation
import SwitchyardTestSupport
import Testing

/// The testing articles' snippets compile as an app's test file sees the API: each block, with the imports
/// of every block of its document and the stand-ins below (the app's screens, router and services), is
/// typechecked as the `main.swift` of a package that depends on Switchyard, so a `package` declaration fails it.
@Suite("Testing articles' snippets")
struct TestingArticleSnippetTests {
    static let documents = [
        "Sources/Switchyard/Switchyard.docc/TestingYourRoutes.md",
        "Sources/SwitchyardTesting/SwitchyardTesting.docc/SwitchyardTesting.md",
        "Sources/SwitchyardConfigTesting/SwitchyardConfigTesting.docc/SwitchyardConfigTesting.md",
    ]

    /// What an app's test file has before the snippet: its screens, its router, a service type, a document.
    static let standIns = """
        enum Page: Hashable, Sendable { case home, cart, goods(Int), reviews(Int), web(String) }
        protocol CartStore: Sendable {}
        protocol Analytics: Sendable {}
        func makeRouter() throws -> Router<Page> { try RouterBuilder<Page>().build() }
        let router = try makeRouter()
        let documentText = #"{"format": 1, "serial": 1}"#
        """

    /// Each block of `markdown` as a program: the imports of the document's blocks, Switchyard's, Swift
    /// Testing's and those of the catalogue's own module (`module`), the stand-ins, then the block.
    static func programs(of markdown: String, module: String = "Switchyard") -> [(line: Int, source: String)] {
        let blocks = SnippetExtractor.blocks(in: markdown).filter { $0.skip == nil }
        let implicit = ["import Switchyard", "import Testing", "import \(module)"]
        let imports = Set(blocks.flatMap(\.lines).filter { $0.hasPrefix("import ") } + implicit).sorted()
        return blocks.map { block in
            let body = block.lines.filter { !$0.hasPrefix("import ") }
            return (block.line, (imports + ["", standIns, ""] + body).joined(separator: "\n") + "\n")
        }
    }

    @Test(arguments: documents)
    func everySnippetTypechecksAgainstThePublicAPI(document: String) async throws {
        let checker = try SnippetTypechecker()
        let markdown = String(decoding: try Data(contentsOf: Repository.root.appendingPathComponent(document)), as: UTF8.self)
        let module = URL(fileURLWithPath: document).deletingLastPathComponent().deletingPathExtension().lastPathComponent
        let programs = Self.programs(of: markdown, module: module)
        #expect(!programs.isEmpty, "\(document) has no Swift snippet")
        for program in programs {
            let said = try await checker.diagnostics(for: program.source)
            #expect(said.isEmpty, "\(document):\(program.line) does not compile as an app's test:\n\(said)")
        }
    }

    /// The check sees what an app sees: a `package` declaration (`Router.appliedChanges`) is refused.
    @Test func aPackageDeclarationIsRefused() async throws {
        let checker = try SnippetTypechecker()
        let programs = Self.programs(of: "```swift\nprint(router.appliedChanges ?? \"\")\n```\n")
        let said = try await checker.diagnostics(for: try #require(programs.first).source)
        #expect(said.contains("'appliedChanges' is inaccessible due to 'package' protection level"), "\(said)")
    }
}
