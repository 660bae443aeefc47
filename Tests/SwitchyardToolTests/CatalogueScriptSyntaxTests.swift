import Foundation
import SwitchyardTestSupport
import Testing

/// The catalogue page's scripts are JavaScript files of their own (Sources/SwitchyardTool/Catalogue/PageAssets):
/// each parses (`node --check`, so a syntax error names its file and line before any page is generated), and
/// `switchyard docs` inlines them, and the style sheet, byte for byte.
@Suite("catalogue scripts")
struct CatalogueScriptSyntaxTests {
    static let folder = Repository.root.appendingPathComponent("Sources/SwitchyardTool/Catalogue/PageAssets")

    /// The matcher's files in the page's order, then the page's behaviour, then the web module's links.
    static let scripts = [
        "matcher-intake.js", "matcher-regex.js", "matcher-matching.js", "matcher-conditions.js", "matcher-rewrites.js", "matcher-policy.js",
        "page.js",
        "matcher-links.js",
    ]

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

    @Test func theFolderHoldsThePageScriptsAndStyle() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == (Self.scripts + ["catalogue.css"]).sorted())
    }

    @Test(arguments: scripts)
    func parses(script: String) async throws {
        let run = try await Self.node(["--check", Self.folder.appendingPathComponent(script).path])
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

    @Test func thePageInlinesTheFilesAsWritten() async throws {
        let (_, page) = try await CatalogueTests.generate("Examples/shop.json")
        let matcher = try Self.scripts.prefix(6).map(Self.text).joined()
        #expect(CatalogueTests.between(page, "<script id=\"switchyard-matcher\">", "</script>") == matcher)
        #expect(CatalogueTests.between(page, "<script id=\"switchyard-page\">", "</script>") == (try Self.text("page.js")))
        #expect(CatalogueTests.between(page, "<style>", "</style>") == (try Self.text("catalogue.css")))
    }
}
