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

    /// The matcher's ES modules (joined in this order), its types, then the page's behaviour.
    static let modules = ScriptModules.matcherModules
    static let scripts = modules + ["matcher-types.js", "page.js"]

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
        #expect(names == (Self.scripts + ["catalogue.css", "package.json", "web-module.d.ts"]).sorted())
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

    /// The flat join (gen web's ES module) puts every module in one scope: imports and re-exports dropped, a
    /// renamed import a `const`, comment lines and indentation left out, each line squeezed (ScriptSqueeze), and a
    /// name declared twice refused.
    @Test func theFlatJoinHoistsTheModulesAndRefusesANameDeclaredTwice() throws {
        let a = ("matcher-a.js", "// @ts-check\n/**\n * One.\n */\nexport function one() {\n  return 1; // why\n}\nexport const two = 2;\n")
        let b = (
            "matcher-b.js",
            "import { one, two as deux } from \"./matcher-a.js\";\nexport { one } from \"./matcher-a.js\";\nclass Three {}\n"
        )
        let joined = try ScriptModules.joinFlat([a, b], reserved: [])
        #expect(joined == "function one(){return 1}let two=2;let deux=two;class Three{}\n")
        let twice = try #require(throws: ScriptModules.UnsupportedLine.self) {
            try ScriptModules.joinFlat([a, ("matcher-c.js", "\nfunction one() {}\n")], reserved: [])
        }
        #expect(twice.description == "matcher-c.js:2: `one` is declared twice in the module's one scope: function one() {}")
        #expect(throws: ScriptModules.UnsupportedLine.self) { try ScriptModules.joinFlat([b], reserved: ["Three"]) }
    }

    /// With the names the caller's code calls, the flat join writes only the declarations they reach and gives the
    /// others' names, and each function's parameters, a letter or two: a key, a method's name and a property keep
    /// theirs, a shorthand becomes `key:name`, and no new name is a word of the code or the caller's.
    @Test func theFlatJoinWritesWhatTheRootsReachWithShorterNames() throws {
        let a = (
            "matcher-a.js",
            "export function helperUsed(value) {\n  return value + 1;\n}\nexport function helperUnused() {\n  return 2;\n}\n"
                + "export function entry(x) {\n  return { helperUsed, y: helperUsed(x), o: { helperUsed: 1 }.helperUsed };\n}\n"
                + "class Box {\n  helperUsed() { return helperUsed; }\n}\nexport const box = new Box();\n"
        )
        let joined = try ScriptModules.joinFlat([a], reserved: ["b"], roots: ["entry", "box"])
        #expect(
            joined == "function c(a){return a+1}function entry(x){return{helperUsed:c,y:c(x),o:{helperUsed:1}.helperUsed}}"
                + "class d{helperUsed(){return c}}let box=new d();\n")
    }

    /// The squeeze leaves strings and regular expressions as written, keeps the spaces tokens need, drops inline
    /// comments, and refuses what it does not read (a template literal, a string that does not end on its line).
    @Test func theSqueezeKeepsLiteralsAndTheSpacesTokensNeed() throws {
        #expect(
            try ScriptSqueeze.line(#"const a = b + +c - -d / e; return /a b/g.test(" x  y ") ? typeof f : 'g  h'; // why"#)
                == #"let a=b+ +c- -d/e;return/a b/g.test(" x  y ")?typeof f:'g  h';"#)
        #expect(try ScriptSqueeze.line("x = f(/** @type {T} */ (y)) / 2 in z; if (k) { n++; }") == "x=f(y)/2 in z;if(k){n++}")
        #expect(try ScriptSqueeze.line("return /** @type {T} */ (a.b); f(/** @type {T} */ (g(y)))") == "return a.b;f((g(y)))")
        #expect(try ScriptSqueeze.line(#"s = "a\"b // c"; t = [/[/]x/, 1 .toFixed()];"#) == #"s="a\"b // c";t=[/[/]x/,1 .toFixed()];"#)
        #expect(throws: ScriptSqueeze.Unsupported.self) { try ScriptSqueeze.line("const t = `a${b}`;") }
        #expect(throws: ScriptSqueeze.Unsupported.self) { try ScriptSqueeze.line("const s = \"open") }
        #expect(ScriptSqueeze.joinable("f(){", "x();") && ScriptSqueeze.joinable("a;", "}") && ScriptSqueeze.joinable("}", "let y;"))
        #expect(!ScriptSqueeze.joinable("}", "(x)") && !ScriptSqueeze.joinable("return", "x") && !ScriptSqueeze.joinable("a", "++b"))
        #expect(ScriptSqueeze.joined("a;", "}") == "a}" && ScriptSqueeze.joined("a{", "b") == "a{b")
    }

    /// The modules' order comes from their `import` lines: each after those it imports, the entry last.
    @Test func theOrderFollowsTheImports() throws {
        let texts = [
            "e.js": "import { b } from \"./b.js\";\nexport { a } from \"./a.js\";\n", "b.js": "import { a } from \"./a.js\";\n",
            "a.js": "export const a = 1;\n",
        ]
        #expect(try ScriptModules.order(entry: "e.js") { texts[$0] ?? "" } == ["a.js", "b.js", "e.js"])
        #expect(ScriptModules.matcherModules.last == "matcher.js" && ScriptModules.matcherModules.first == "matcher-bytes.js")
        #expect(ScriptModules.matcherModules.count == 14)
    }
}
