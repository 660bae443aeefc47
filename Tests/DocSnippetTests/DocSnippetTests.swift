import Foundation
import SwitchyardTestSupport
import Testing

/// Every ```` ```swift ```` block of the README and of every article of every DocC catalogue under `Sources/`
/// typechecks as an app (another package) sees the API: `swiftc` against the built modules, with no package
/// name, so that neither `package` nor `internal` declarations are visible (issue #42). One `swiftc` run per
/// document (`SnippetProgram`); the standalone documents' snippets each compile alone, the others' with the
/// stand-ins of `Prelude/Prelude.swift`, compiled in the same client program.
@Suite("Documentation snippets")
struct DocSnippetTests {
    static func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: Repository.root.appendingPathComponent(path)), as: UTF8.self)
    }

    /// The README and every `Sources/<module>/<module>.docc/*.md`, sorted.
    static let documents: [SnippetDocument] = {
        let manager = FileManager.default
        var paths = ["README.md"]
        let sources = Repository.root.appendingPathComponent("Sources")
        for module in (try? manager.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let catalogue = "Sources/\(module)/\(module).docc"
            let articles = (try? manager.contentsOfDirectory(atPath: Repository.root.appendingPathComponent(catalogue).path)) ?? []
            paths += articles.filter { $0.hasSuffix(".md") }.map { "\(catalogue)/\($0)" }
        }
        return paths.sorted().map(SnippetDocument.init(path:))
    }()

    static func program(of document: SnippetDocument) throws -> SnippetProgram {
        SnippetProgram(
            markdown: try read(document.path), document: document, prelude: try read("Tests/DocSnippetTests/Prelude/Prelude.swift"))
    }

    @Test(arguments: documents)
    func everySnippetTypechecksAsAnAppSeesTheAPI(document: SnippetDocument) async throws {
        let program = try Self.program(of: document)
        if document.isStandalone {
            #expect(program.snippetCount > 0, "\(document) has no Swift snippet")
            let blocks = SnippetExtractor.blocks(in: try Self.read(document.path))
            let hidden = blocks.filter { !$0.setup.isEmpty }.map(\.line)
            #expect(hidden.isEmpty, "\(document) is standalone: its snippets have no hidden setup lines (lines \(hidden))")
        }
        guard program.snippetCount > 0 else { return }
        let said = try await SnippetTypechecker().diagnostics(forFiles: program.files)
        #expect(said.isEmpty, "\(document): \(program.snippetCount) snippets do not typecheck as an app's code:\n\(said)")
    }

    /// The catalogues the test reads are the ones there are: each module's, and the Switchyard articles.
    @Test func theDocumentsAreEveryCatalogueArticle() {
        let paths = Self.documents.map(\.path)
        #expect(paths.contains("Sources/Switchyard/Switchyard.docc/Security.md"))
        #expect(paths.contains("Sources/SwitchyardRoutingDocuments/SwitchyardRoutingDocuments.docc/DynamicRouting.md"))
        #expect(paths.contains("Sources/SwitchyardTesting/SwitchyardTesting.docc/SwitchyardTesting.md"))
        #expect(SnippetDocument.standalone.isSubset(of: paths), "a standalone document was moved or renamed")
    }

    /// The checker sees what an app sees: a `package` declaration of Switchyard (`LinkSource.accepts`) is
    /// refused with the compiler's message, in a snippet of a standalone document and with the stand-ins alike.
    @Test(arguments: ["README.md", "Sources/Switchyard/Switchyard.docc/Security.md"])
    func aPackageDeclarationIsInvisibleToASnippet(path: String) async throws {
        let markdown = """
            Text.

            ```swift
            import Switchyard

            let source = LinkSource("shop")
            print(source.accepts(scheme: "shop", host: nil))
            ```
            """
        let program = SnippetProgram(
            markdown: markdown, document: SnippetDocument(path: path),
            prelude: try Self.read("Tests/DocSnippetTests/Prelude/Prelude.swift"))
        let said = try await SnippetTypechecker().diagnostics(forFiles: program.files)
        #expect(said.contains("\(path):7:14: error: 'accepts' is inaccessible due to 'package' protection level"), "\(said)")

        let publicOnly = SnippetProgram(
            markdown: markdown.replacingOccurrences(of: "source.accepts(scheme: \"shop\", host: nil)", with: "source"),
            document: SnippetDocument(path: path), prelude: try Self.read("Tests/DocSnippetTests/Prelude/Prelude.swift"))
        #expect(try await SnippetTypechecker().diagnostics(forFiles: publicOnly.files) == "")
    }
}
