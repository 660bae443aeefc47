import Foundation
import SwitchyardTestSupport
import SwitchyardTool
import Testing

/// The web runtime's files the tool embeds (Web/dist, esbuild's output from Web/src: Web/build.sh, whose `--check`
/// scripts/check-js.sh runs): the folder holds what the tool reads and nothing else; every script of it and of the
/// sources parses (`node --check`, so a syntax error names its file and line before any page is generated); and
/// `switchyard docs` inlines the page's matcher, behaviour and style byte for byte.
@Suite("catalogue scripts")
struct CatalogueScriptSyntaxTests {
    static let sources = Repository.root.appendingPathComponent("Web/src")
    static let folder = Repository.root.appendingPathComponent("Web/dist")

    /// The built scripts: the page's matcher and behaviour, and the runtime `gen web` embeds.
    static let built = ["catalogue-matcher.js", "page.js", "web-runtime.min.js", "web-runtime-document.min.js"]
    /// The runtime's ES modules, the page's behaviour among them.
    static let sourceScripts = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
        .filter { $0.hasSuffix(".js") }.sorted()
    static let scripts = built.map { "dist/" + $0 } + sourceScripts.map { "src/" + $0 }

    /// `node ARGUMENTS`, after making sure node is there (saying so plainly when it is not).
    static func node(_ arguments: [String]) async throws -> BuiltExecutable.Run {
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let version = try await ChildProcess.run(env, ["node", "--version"])
        try #require(
            version.status == 0,
            "node is not installed, so the catalogue's scripts cannot be checked: install it (apt-get install nodejs; .ci/run does)")
        return try await ChildProcess.run(env, ["node"] + arguments)
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theBuiltFolderHoldsWhatTheToolReadsAndTheSourcesAreThere() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == (Self.built + ["catalogue.css", "web-module.d.ts"]).sorted())
        #expect(Self.sourceScripts.contains("matcher.js") && Self.sourceScripts.contains("page.js") && Self.sourceScripts.count >= 20)
    }

    @Test(arguments: scripts)
    func parses(script: String) async throws {
        let run = try await Self.node(["--check", Repository.root.appendingPathComponent("Web/" + script).path])
        #expect(run.status == 0, "\(script) does not parse: \(run.error)")
    }

    /// The check fails on a script that does not parse (it is not a check that passes whatever it reads).
    @Test func theCheckRefusesABrokenScript() async throws {
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-broken-\(UUID().uuidString).js")
        let script = try Self.text("page.js").replacingOccurrences(of: "function filter() {", with: "function filter( {")
        try Data(script.utf8).write(to: broken)
        defer { try? FileManager.default.removeItem(at: broken) }
        let run = try await Self.node(["--check", broken.path])
        #expect(run.status != 0)
        #expect(run.error.contains("SyntaxError"))
    }

    /// The page holds the built matcher, behaviour and style as they are, the matcher one script that declares
    /// `SwitchyardMatcher` and imports nothing; the built behaviour and style are the sources' copies.
    @Test func thePageInlinesTheBuiltFilesAsTheyAre() async throws {
        let (_, page) = try await CatalogueTests.generate("Examples/shop.json")
        let matcher = try #require(CatalogueTests.between(page, "<script id=\"switchyard-matcher\">", "</script>"))
        #expect(matcher == (try Self.text("catalogue-matcher.js")))
        #expect(matcher.hasPrefix("\"use strict\";\nvar SwitchyardMatcher = "))
        #expect(!matcher.contains("\nimport ") && !matcher.contains("\nexport "))
        #expect(CatalogueTests.between(page, "<script id=\"switchyard-page\">", "</script>") == (try Self.text("page.js")))
        #expect(CatalogueTests.between(page, "<style>", "</style>") == (try Self.text("catalogue.css")))
        for name in ["page.js", "catalogue.css", "web-module.d.ts"] {
            let source = try String(contentsOf: Self.sources.appendingPathComponent(name), encoding: .utf8)
            #expect(try Self.text(name) == source, "Web/dist/\(name) is not Web/src's: run Web/build.sh")
        }
    }
}
