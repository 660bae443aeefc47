import Foundation
import Testing

/// The migration guide's Swift snippets are compiled as written, with the stand-ins of `Prelude.swift`: `Generated/` holds them,
/// one function per snippet, and this test fails when those files are not what `SnippetExtractor` makes
/// from the documents now (a snippet was edited without running `scripts/extract-snippets.sh`).
@Suite("Documentation snippets")
struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test(arguments: SnippetExtractor.documents.map(\.markdown))
    func generatedSnippetsAreUpToDate(markdown: String) throws {
        let document = try #require(SnippetExtractor.documents.first { $0.markdown == markdown })
        let expected = SnippetExtractor.generate(markdown: try Self.read(markdown), document: markdown, prefix: document.prefix)
        let actual = try Self.read(document.generated)
        #expect(actual == expected, "\(document.generated) is out of date: run scripts/extract-snippets.sh")
    }

    @Test func directivesSkipContinueAndSetUp() {
        let markdown = """
            Text.

            ```swift
            import Switchyard
            let a = 1
            ```
            <!-- snippet: continues -->
            ```swift
            let b = a
            var c: Int = b
            c += 1
            ```

            <!-- snippet: skip (UIKit only) -->
            ```swift
            UIApplication.shared.open(url)
            ```
            <!-- snippet: setup: let navigator = RecordingNavigator<Screen>() -->
            ```swift
            enum Screen: Hashable, Sendable { case home }

            builder.navigator = navigator
            ```
            <!-- snippet: typo -->
            ```swift
            ```
            ```sh
            swift test
            ```
            """
        #expect(
            SnippetExtractor.generate(markdown: markdown, document: "X.md", prefix: "x") == """
                // Generated from X.md by scripts/extract-snippets.sh: do not edit. Each ```swift block is compiled
                // (never run) in a function below; DocSnippetTests fails when this file is not what the script makes.

                import Switchyard

                // snippet 3: skipped (UIKit only)

                extension SnippetStandIns {
                    mutating func x1() async throws {
                        // snippet 1
                        let a = 1

                        // snippet 2, continued
                        let b = a
                        var c: Int = b
                        c += 1

                        // the values the snippet made, used
                        _ = a
                        _ = b
                        keep(&c)
                    }

                    mutating func x2() async throws {
                        // snippet 4
                        let navigator = RecordingNavigator<Screen>()
                        enum Screen: Hashable, Sendable { case home }

                        builder.navigator = navigator

                        // the values the snippet made, used
                        _ = navigator
                    }

                    mutating func x3() async throws {
                        // snippet 5
                        #error("unknown snippet directive: typo")
                    }
                }

                """)
    }
}
