import Foundation
import SwitchyardTestSupport
import Testing

/// The ```` ```swift ```` examples of the DocC comments of these source files typecheck as an app's code, as the
/// articles' do (`DocSnippetTests`): each file's `///` lines are read as a document, with the stand-ins of
/// `Prelude/Prelude.swift`, so that an example that names a renamed parameter (`exposure: .external` for
/// `visibility: .public`) fails here rather than in a reader's app.
@Suite("Documentation snippets in source comments")
struct SourceCommentSnippetTests {
    /// The sources whose comment examples are held; add a file once its examples typecheck with the stand-ins.
    static let sources = [
        "Sources/Switchyard/Modules/AppModule.swift",
        "Sources/Switchyard/Modules/ModuleRequirement.swift",
        "Sources/Switchyard/Modules/ModuleError.swift",
        "Sources/Switchyard/Modules/ModuleHost.swift",
    ]

    /// The file's `///` lines, each without `///` and the space after it; every other line empty, so that a
    /// snippet's lines keep their numbers in the file.
    static func commentText(of source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return "" }
            let text = trimmed.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }.joined(separator: "\n")
    }

    @Test(arguments: sources)
    func everyCommentExampleTypechecksAsAnAppSeesTheAPI(path: String) async throws {
        let markdown = Self.commentText(of: try DocSnippetTests.read(path))
        let program = SnippetProgram(
            markdown: markdown, document: SnippetDocument(path: path),
            prelude: try DocSnippetTests.read("Tests/DocSnippetTests/Prelude/Prelude.swift"))
        #expect(program.snippetCount > 0, "\(path) has no Swift example in its comments")
        let said = try await SnippetTypechecker().diagnostics(forFiles: program.files)
        #expect(said.isEmpty, "\(path): \(program.snippetCount) examples do not typecheck as an app's code:\n\(said)")
    }

    @Test func aCommentExampleWithARenamedParameterIsCaught() async throws {
        let source = """
            /// ```swift
            /// module.register(target: "cart", action: "add", exposure: .external) { _ in 1 }
            /// ```
            struct Example {}
            """
        let path = "Sources/Switchyard/Modules/AppModule.swift"
        let program = SnippetProgram(
            markdown: Self.commentText(of: source), document: SnippetDocument(path: path),
            prelude: try DocSnippetTests.read("Tests/DocSnippetTests/Prelude/Prelude.swift"))
        let said = try await SnippetTypechecker().diagnostics(forFiles: program.files)
        #expect(said.contains("\(path):2:"), "\(said)")
    }
}
