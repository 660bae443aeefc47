import Foundation
import SwitchyardTestSupport
import Testing

/// `switchyard gen web`: the page's matcher as an ES module with the table embedded, imported by node as a web
/// page's script would import it, against the conformance corpus and `switchyard match`.
@Suite("switchyard gen web: the ES module")
struct WebModuleTests {
    /// Imports the module named by the first argument and prints `match`'s answer to each item of a JSON array
    /// on stdin (a URL, or `{url, options}` with a source and the app's rules), one JSON line each.
    static let harness = """
        import { readFileSync } from "node:fs";
        import { pathToFileURL } from "node:url";
        const { match } = await import(pathToFileURL(process.argv[2]).href);
        for (const item of JSON.parse(readFileSync(0, "utf8"))) {
          console.log(JSON.stringify(typeof item === "string" ? match(item) : match(item.url, item.options)));
        }
        """

    /// Writes the module of `table` into `folder` and answers `urls` through it.
    static func answers(table: String, urls: [Any], folder: URL) async throws -> [[String: Any]] {
        let module = folder.appendingPathComponent("routes.mjs")
        let run = try await ToolTests.run(["gen", "web", "--table", table, "--output", module.path])
        #expect(run.status == 0, "\(run.error)")
        let written = [module.path, folder.appendingPathComponent("routes.d.mts").path, folder.appendingPathComponent("package.json").path]
        #expect(run.output == written.joined(separator: "\n") + "\n")
        let script = folder.appendingPathComponent("harness.mjs")
        try Data(harness.utf8).write(to: script)
        let input = String(decoding: try JSONSerialization.data(withJSONObject: urls), as: UTF8.self)
        return try CatalogueMatcherTests.objects(try await CatalogueMatcherTests.node([script.path, module.path], input: input))
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the module gives the corpus's answers", arguments: CatalogueConformanceTests.files)
    func matchConformance(_ file: CatalogueConformanceTests.File) async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent(file.name)
        try file.table.write(to: table)
        let answers = try await Self.answers(table: table.path, urls: CatalogueConformanceTests.inputs(file), folder: folder)
        try CatalogueConformanceTests.compare(file, answers: answers)
    }

    /// The demo's table: every answer is `switchyard match`'s JSON line, field for field.
    @Test func theModuleAnswersAsSwitchyardMatch() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = [
            "shop://goods/7?tab=a&tab=b", "https://m.shop.example/product/42.html?from=ad", "shop://nowhere", "evil://goods/1",
            "shop://goods/%00", "https://m.shop.example/u/ada",
        ]
        let module = try await Self.answers(table: "Examples/shop.json", urls: urls, folder: folder)
        let match = try await ToolTests.run(["match", "--table", "Examples/shop.json"], input: urls.joined(separator: "\n") + "\n")
        let lines = try CatalogueMatcherTests.objects(match.output)
        try #require(module.count == urls.count && lines.count == urls.count)
        for (mine, theirs) in zip(module, lines) {
            #expect(CatalogueMatcherTests.canonical(mine) == CatalogueMatcherTests.canonical(theirs))
        }
        #expect(module[1]["rewrittenTo"] as? String == "shop://goods/42?from=ad")
    }

    /// An internal route, asked from a web page, the app and a universal link: the module answers as
    /// `switchyard match --source` does, field for field, so a page never offers "open in app" for it.
    @Test func anInternalRouteIsRefusedToAWebPageAsSwitchyardMatchRefusesIt() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("t.json")
        try Data(
            #"{"routes": [{"pattern": "/admin/:id", "handler": "admin", "internal": true}, {"pattern": "/pay/:id", "handler": "pay", "tags": ["pay"]}]}"#
                .utf8
        ).write(to: table)
        let asked: [(String, [String])] = [
            ("web:https://m.shop.example/a", []), ("in-app", []), ("universal-link", ["--restrict", "pay=in-app"]),
            ("push", ["--deny", "push"]),
            // A detail the reason quotes is cut and escaped as DiagnosticText cuts and escapes it.
            ("other-app:com." + String(repeating: "é", count: 120), []), ("web:https://m.shop.example/\u{202E}x", []),
        ]
        for (source, rules) in asked {
            var options: [String: Any] = ["source": source]
            if rules.first == "--restrict" { options["restrict"] = [rules[1]] }
            if rules.first == "--deny" { options["deny"] = [rules[1]] }
            let urls = ["app://admin/7", "app://pay/7"]
            let module = try await Self.answers(table: table.path, urls: urls.map { ["url": $0, "options": options] }, folder: folder)
            let match = try await ToolTests.run(["match", "--table", table.path, "--source", source] + rules + urls)
            let lines = try CatalogueMatcherTests.objects(match.output)
            try #require(module.count == 2 && lines.count == 2)
            for (mine, theirs) in zip(module, lines) {
                #expect(CatalogueMatcherTests.canonical(mine) == CatalogueMatcherTests.canonical(theirs), "from \(source)")
            }
            #expect(module[0]["matched"] as? Bool == (source == "in-app"), "from \(source)")
        }
    }

    /// The runtime esbuild made of the sources, as committed (Web/build.sh): `name` of Web/dist.
    static func committedRuntime(_ name: String) throws -> String {
        try String(contentsOf: CatalogueScriptSyntaxTests.folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The runtime's licence notice (issue #79 item 1) in a file gen web wrote: a legal comment (`/*! @license`, which
    /// bundlers keep) naming Switchyard's web runtime, the Apache License 2.0 and its URL, on the lines after the
    /// header; nil when there is none.
    static func notice(in text: String) -> String? {
        guard let start = text.range(of: "\n/*! @license Switchyard web runtime"),
            let end = text.range(of: "*/\n", range: start.upperBound..<text.endIndex)
        else { return nil }
        let notice = String(text[start.upperBound..<end.upperBound])
        let header = text[..<start.lowerBound].split(separator: "\n")
        guard header.allSatisfy({ $0.hasPrefix("// ") }), notice.contains("Apache License, Version 2.0"),
            notice.contains("https://www.apache.org/licenses/LICENSE-2.0")
        else { return nil }
        return notice
    }

    /// The module names its table, holds the table's two constants and then the committed runtime byte for byte
    /// (the tool runs no minifier); a table that does not load writes nothing.
    @Test func theModuleIsTheTableAndTheCommittedRuntimeAndATableErrorWritesNothing() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = folder.appendingPathComponent("routes.mjs")
        #expect(try await ToolTests.run(["gen", "web", "--table", "Examples/shop.json", "--output", module.path]).status == 0)
        let text = try String(contentsOf: module, encoding: .utf8)
        #expect(text.hasPrefix("// Generated by `switchyard gen web` from Examples/shop.json: do not edit."))
        let runtime = try Self.committedRuntime("web-runtime.min.js")
        #expect(Self.notice(in: text) != nil, "no licence notice before the table")
        let table = try #require(text.range(of: "\nconst switchyardTable='{\"file\":\"Examples/shop.json\","))
        let routes = try #require(text.range(of: "';\nconst switchyardRoutes='[{", range: table.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "}]';\n", range: routes.upperBound..<text.endIndex))
        #expect(String(text[end.upperBound...]) == runtime)
        // esbuild's one scope: no module wrapper, no comment, no type; the five exports; without --document, none of
        // the document preview's texts.
        #expect(!runtime.contains("from\"./") && !runtime.contains("@param") && !runtime.contains("matcherIntake"))
        for name in ["documentInForce", "documents", "match", "tableFile", "urlFor"] {
            #expect(runtime.range(of: "[{,]\\w+ as \(name)[,}]", options: .regularExpression) != nil, "\(name)")
        }
        #expect(runtime.hasSuffix("};\n") && !runtime.contains("past its allowance"))
        #expect(!text.contains("\"samples\""))
        let broken = folder.appendingPathComponent("broken.json")
        try Data(#"{"routes": [{"pattern": "/a/:b(", "handler": "x"}]}"#.utf8).write(to: broken)
        let other = folder.appendingPathComponent("other.mjs")
        let run = try await ToolTests.run(["gen", "web", "--table", broken.path, "--output", other.path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: other.path))
    }

    /// With --document (here one that is refused: the table answers alone), the module embeds the runtime whose
    /// `match` is `match --document`'s, as committed.
    @Test func aModuleWithDocumentsEmbedsTheDocumentRuntime() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("doc.json")
        try Data("{}".utf8).write(to: document)
        let module = folder.appendingPathComponent("preview.mjs")
        let run = try await ToolTests.run(
            ["gen", "web", "--table", "Examples/shop.json", "--output", module.path, "--document", document.path])
        #expect(run.status == 0 && run.error.contains("refused (malformed)"))
        let text = try String(contentsOf: module, encoding: .utf8)
        let runtime = try Self.committedRuntime("web-runtime-document.min.js")
        #expect(text.hasSuffix("}]';\n" + runtime) && runtime.contains("past its allowance"))
        #expect(Self.notice(in: text) != nil, "no licence notice in the module --document writes")
    }
}

extension WebModuleTests {
    /// The corpus's files with `urlFor` cases, each reduced to its id, rule, request (the route's name, the scheme
    /// when given, the parameters) and expected outcome (`{"url": …}` or `{"error": KIND}`), as JSON text.
    static let linkFiles = CatalogueConformanceTests.files(
        keeping: { $0["kind"] as? String == "urlFor" },
        reducing: { item in
            var request: [String: Any] = ["route": item["route"] ?? "", "parameters": item["parameters"] ?? [:]]
            if let scheme = item["scheme"] { request["scheme"] = scheme }
            return [
                "id": item["id"] as? String ?? "", "rule": item["rule"] as? String ?? "",
                "request": CatalogueMatcherTests.canonical(request), "expect": CatalogueMatcherTests.canonical(item["expect"]),
            ]
        })

    static let linkHarness = """
        import { readFileSync } from "node:fs";
        import { pathToFileURL } from "node:url";
        const { urlFor } = await import(pathToFileURL(process.argv[2]).href);
        for (const request of JSON.parse(readFileSync(0, "utf8"))) {
          const answer = urlFor(request.route, request.parameters, { scheme: request.scheme });
          console.log(JSON.stringify(answer.url !== undefined ? { url: answer.url } : { error: answer.error }));
        }
        """

    @Test("urlFor gives the corpus's links", arguments: linkFiles)
    func linkConformance(_ file: CatalogueConformanceTests.File) async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent(file.name)
        try file.table.write(to: table)
        let module = folder.appendingPathComponent("routes.mjs")
        #expect(try await ToolTests.run(["gen", "web", "--table", table.path, "--output", module.path]).status == 0)
        let script = folder.appendingPathComponent("links.mjs")
        try Data(Self.linkHarness.utf8).write(to: script)
        let input = "[" + file.cases.map { $0["request"] ?? "" }.joined(separator: ",") + "]"
        let answers = try CatalogueMatcherTests.objects(try await CatalogueMatcherTests.node([script.path, module.path], input: input))
        try #require(answers.count == file.cases.count)
        for (item, answer) in zip(file.cases, answers) {
            let label = "\(file.name)#\(item["id"] ?? "") [\(item["rule"] ?? "")] \(item["request"] ?? "")"
            #expect(CatalogueMatcherTests.canonical(answer) == item["expect"], "\(label)")
        }
    }

    /// Links for the demo's routes, read back by `match` to the same route and values: optional groups, a
    /// query item, a value that needs escaping, and the errors a caller sees.
    @Test func linksRoundTripThroughMatch() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = folder.appendingPathComponent("routes.mjs")
        #expect(try await ToolTests.run(["gen", "web", "--table", "Examples/shop.json", "--output", module.path]).status == 0)
        let script = folder.appendingPathComponent("links.mjs")
        try Data(
            """
            import { urlFor, match } from "./routes.mjs";
            const links = [urlFor("goods", { id: "7", tab: ["a b", "c&d"] }), urlFor("goods", {}), urlFor("nope", {})];
            console.log(JSON.stringify(links));
            console.log(JSON.stringify(match(links[0].url)));
            """.utf8
        ).write(to: script)
        let lines = try await CatalogueMatcherTests.node([script.path], input: "")
        let parts = lines.split(separator: "\n").map(String.init)
        try #require(parts.count == 2)
        #expect(
            parts[0]
                == #"[{"url":"shop://goods/7?tab=a%20b&tab=c%26d"},{"error":"missing-parameter","parameter":"id","message":"missing parameter \"id\" for \"/goods/:id\""},{"error":"no-such-route","parameter":null,"message":"no route named \"nope\""}]"#
        )
        let matched = try #require(try JSONSerialization.jsonObject(with: Data(parts[1].utf8)) as? [String: Any])
        #expect((matched["route"] as? [String: Any])?["name"] as? String == "goods")
        #expect(CatalogueMatcherTests.canonical(matched["parameters"]) == #"{"id":"7","tab":["a b","c&d"]}"#)
    }
}

extension WebModuleTests {
    /// Beside the module: its declarations (where TypeScript looks for them) and a package.json naming both; an
    /// app's own package.json is left alone, with a note.
    @Test func theModuleComesWithDeclarationsAndAPackageFile() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = folder.appendingPathComponent("routes.js")
        let run = try await ToolTests.run(["gen", "web", "--table", "Examples/shop.json", "--output", module.path])
        #expect(run.status == 0)
        let declarations = try String(contentsOf: folder.appendingPathComponent("routes.d.ts"), encoding: .utf8)
        #expect(Self.notice(in: declarations) != nil, "no licence notice in the declarations")
        #expect(declarations.contains("export function match(url: string, options?: MatchOptions): Answer | Undetermined;"))
        let package = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("package.json"))) as? [String: Any])
        #expect(package["type"] as? String == "module" && package["types"] as? String == "./routes.d.ts")
        // A second run rewrites its own package.json; an app's stays as it is.
        #expect(try await ToolTests.run(["gen", "web", "--table", "Examples/shop.json", "--output", module.path]).status == 0)
        let own = Data(#"{"name": "my-app", "type": "module"}"#.utf8)
        try own.write(to: folder.appendingPathComponent("package.json"))
        let again = try await ToolTests.run(["gen", "web", "--table", "Examples/shop.json", "--output", module.path])
        #expect(again.status == 0)
        #expect(again.error.contains("exists and was not written by switchyard gen web: left alone"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("package.json")) == own)
    }

    /// `--redact-internal`: an internal route's handler and name are not in the module, and its URLs are still
    /// refused to a web page with the same answer, but the handler.
    @Test func redactInternalLeavesOutInternalHandlersAndKeepsTheAnswers() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("t.json")
        try Data(
            #"{"routes": [{"pattern": "/admin/:id", "handler": "secretAdminPanel", "name": "adminPanel", "internal": true}, {"pattern": "/pay/:id", "handler": "pay"}]}"#
                .utf8
        ).write(to: table)
        let module = folder.appendingPathComponent("routes.mjs")
        let run = try await ToolTests.run(["gen", "web", "--table", table.path, "--output", module.path, "--redact-internal"])
        #expect(run.status == 0)
        let text = try String(contentsOf: module, encoding: .utf8)
        #expect(!text.contains("secretAdminPanel") && !text.contains("adminPanel"))
        let script = folder.appendingPathComponent("h.mjs")
        try Data(Self.harness.utf8).write(to: script)
        let input = #"[{"url": "app://admin/7", "options": {"source": "web"}}, "app://admin/7", "app://pay/7"]"#
        let answers = try CatalogueMatcherTests.objects(try await CatalogueMatcherTests.node([script.path, module.path], input: input))
        let match = try CatalogueMatcherTests.objects(
            try await ToolTests.run(["match", "--table", table.path, "--source", "web", "app://admin/7"]).output)
        try #require(answers.count == 3 && match.count == 1)
        #expect(CatalogueMatcherTests.canonical(answers[0]) == CatalogueMatcherTests.canonical(match[0]))
        #expect((answers[1]["route"] as? [String: Any])?["handler"] is NSNull)
        #expect((answers[2]["route"] as? [String: Any])?["handler"] as? String == "pay")
    }
}
