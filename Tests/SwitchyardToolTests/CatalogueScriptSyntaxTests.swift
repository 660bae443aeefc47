import Foundation
import SwitchyardTestSupport
import SwitchyardTool
import Testing

/// The catalogue page's scripts are JavaScript files of their own (Sources/SwitchyardTool/Catalogue/PageAssets):
/// each parses (`node --check`, so a syntax error names its file and line before any page is generated), and
/// `switchyard docs` inlines them, and the style sheet, byte for byte.
@Suite("catalogue scripts")
struct CatalogueScriptSyntaxTests {
    static let folder = Repository.root.appendingPathComponent("Sources/SwitchyardTool/Catalogue/PageAssets")

    /// The matcher's ES modules (joined in this order), its types, then the page's behaviour; the web runtime's
    /// entries and what esbuild made of them (scripts/minify-web-runtime.sh), which `gen web` embeds.
    static let modules = ScriptModules.matcherModules
    static let webRuntime = [
        "web-runtime.js", "web-runtime-document.js", "web-runtime-table.js", "web-runtime.min.js", "web-runtime-document.min.js",
    ]
    static let scripts = modules + ["matcher-types.js", "page.js"] + webRuntime

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
        #expect(names == (Self.scripts + ["catalogue.css", "package.json", "web-module.d.ts", "web-runtime-globals.d.ts"]).sorted())
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

    /// Each module's text after its imports is in the page's matcher as written, `export ` before a declaration
    /// left out; the page's behaviour and style byte for byte.
    @Test func thePageInlinesTheFilesAsWritten() async throws {
        let (_, page) = try await CatalogueTests.generate("Examples/shop.json")
        let matcher = try #require(CatalogueTests.between(page, "<script id=\"switchyard-matcher\">", "</script>"))
        for name in Self.modules where name != "matcher.js" {
            let lines = try Self.text(name).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // After the last import (or the `// @ts-check` line of a module that imports nothing).
            let start = (lines.lastIndex { $0.hasPrefix("import ") } ?? 0) + 1
            let expected = lines[start...].map { $0.hasPrefix("export ") ? String($0.dropFirst("export ".count)) : $0 }
                .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(!expected.isEmpty && matcher.contains(expected), "\(name)")
        }
        #expect(matcher.hasSuffix("const SwitchyardMatcher = matcher;\n"))
        #expect(!matcher.contains("\nimport ") && !matcher.contains("\nexport "))
        #expect(CatalogueTests.between(page, "<script id=\"switchyard-page\">", "</script>") == (try Self.text("page.js")))
        #expect(CatalogueTests.between(page, "<style>", "</style>") == (try Self.text("catalogue.css")))
    }

    /// The join turns imports into the exports of the modules before, and refuses a form it does not read (a
    /// default export, a multi-line import), naming the file and line.
    @Test func theJoinReadsTheModulesFormsAndRefusesOthers() throws {
        let joined = try ScriptModules.join([
            ("matcher-a.js", "// @ts-check\nexport function one() { return 1; }\nexport const two = 2;\n"),
            (
                "matcher-b.js",
                "import { one, two as deux } from \"./matcher-a.js\";\nexport { two } from \"./matcher-a.js\";\nexport class Three {}\n"
            ),
        ])
        #expect(joined.contains("const matcherA = (() => {\nfunction one() { return 1; }\nconst two = 2;\nreturn { one, two };\n})();"))
        #expect(joined.contains("const { one, two: deux } = matcherA;\nconst { two } = matcherA;\nclass Three {}\nreturn { two, Three };"))
        for line in ["export default function () {}", "import {\n", "import * as a from \"./matcher-a.js\";", "export let x = 1;"] {
            #expect(throws: ScriptModules.UnsupportedLine.self) { try ScriptModules.join([("matcher-c.js", "\n" + line + "\n")]) }
        }
        let error = try #require(throws: ScriptModules.UnsupportedLine.self) { try ScriptModules.join([("m.js", "\nexport default 1;")]) }
        #expect(error.line == 2 && error.file == "m.js")
    }

    /// The modules' order comes from their `import` lines: each after those it imports, the entry last.
    @Test func theOrderFollowsTheImports() throws {
        let texts = [
            "e.js": "import { b } from \"./b.js\";\nexport { a } from \"./a.js\";\n", "b.js": "import { a } from \"./a.js\";\n",
            "a.js": "export const a = 1;\n",
        ]
        #expect(try ScriptModules.order(entry: "e.js") { texts[$0] ?? "" } == ["a.js", "b.js", "e.js"])
        #expect(ScriptModules.matcherModules.last == "matcher.js" && ScriptModules.matcherModules.first == "matcher-bytes.js")
        #expect(ScriptModules.matcherModules.count == 17)
    }
}
