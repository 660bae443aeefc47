import Testing

/// How `SnippetProgram` turns a document's blocks and directives into the files of one client program.
@Suite("Documentation snippets: the client program")
struct SnippetProgramTests {
    static let markdown = """
        Text.

        ```swift
        import Switchyard
        let a = 1
        ```
        <!-- snippet: continues -->
        ```swift
        var c: Int = a   // a comment…
        builder.route("x") { _ in … }
        ```

        <!-- snippet: skip (UIKit only) -->
        ```swift
        UIApplication.shared.open(url)
        ```
        <!-- snippet: setup: let navigator = RecordingNavigator<Screen>() -->
        <!-- snippet: typo -->
        ```swift
        extension Screen { var title: String { "…" } }
        ```
        ```sh
        swift test
        ```
        """

    @Test func eachSnippetIsAFileOfItsOwnWithTheDocumentsLines() throws {
        let program = SnippetProgram(markdown: Self.markdown, document: SnippetDocument(path: "Docs/X.md"), prelude: "// prelude\n")
        #expect(program.files.map(\.name) == ["SnippetSupport.swift", "Prelude.swift", "snippet3.swift", "snippet19.swift"])
        #expect(program.snippetCount == 2)
        #expect(program.skipped == ["Docs/X.md:14: (UIKit only)"])
        #expect(program.files[1].source == "// prelude\n")
        #expect(
            program.files[2].source == """
                import Foundation
                import Switchyard

                @MainActor func snippet3() async throws {
                #sourceLocation(file: "Docs/X.md", line: 4)

                let a = 1
                #sourceLocation()
                #sourceLocation(file: "Docs/X.md", line: 9)
                var c: Int = a   // a comment…
                builder.route("x") { _ in fatalError() }
                #sourceLocation()
                _ = a
                _snippetKeep(&c)
                }

                """)
        #expect(
            program.files[3].source == """
                import Foundation
                import Switchyard

                #error("unknown snippet directive: typo")
                let navigator = RecordingNavigator<Screen>()
                #sourceLocation(file: "Docs/X.md", line: 20)
                extension Screen { var title: String { "…" } }
                #sourceLocation()

                """)
    }

    /// A standalone document's snippets get no prelude and no import they do not write.
    @Test func aStandaloneDocumentGetsNothingItDoesNotWrite() {
        let program = SnippetProgram(markdown: Self.markdown, document: SnippetDocument(path: "README.md"), prelude: "// prelude\n")
        #expect(program.files.map(\.name) == ["SnippetSupport.swift", "snippet3.swift", "snippet19.swift"])
        #expect(program.files[1].source.hasPrefix("import Switchyard\n\n@MainActor func snippet3() async throws {\n"))
        #expect(
            SnippetDocument(path: "Sources/SwitchyardConfig/SwitchyardConfig.docc/Tools.md").implicitImports == [
                "import Foundation", "import Switchyard", "import SwitchyardConfig",
            ])
    }
}
