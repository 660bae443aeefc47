import Foundation
import SwitchyardTool
import Testing

/// `switchyard docs`: what the page and the Markdown file hold, that table text cannot inject markup, and the
/// refusals. (The page's matcher: CatalogueMatcherTests; the page in a browser: CatalogueBrowserTests.)
@Suite("switchyard docs")
struct CatalogueTests {
    /// A fresh directory under the system's temporary directory.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes the catalogue of `table` and returns the file's text.
    static func generate(_ table: String, format: String = "html") async throws -> (path: URL, text: String) {
        let output = try directory()
        let run = try await ToolTests.run(["docs", "--table", table, "--output", output.path, "--format", format])
        let name = format == "html" ? "index.html" : "ROUTES.md"
        let path = output.appendingPathComponent(name)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == path.path + "\n")
        return (path, try String(contentsOf: path, encoding: .utf8))
    }

    /// The text between `start` and the next `end`, or `nil`.
    static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    @Test func thePageShowsEveryRouteWithItsDocumentation() async throws {
        let page = try await Self.generate("Examples/Shop/shop.routes.json").text
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.components(separatedBy: "<article class=\"route\"").count - 1 == 7)
        #expect(page.contains("<p class=\"summary\">7 routes · 1 namespace · 2 rewrites</p>"))
        #expect(page.contains("<code class=\"pattern\">shop://goods/&lt;int:id&gt;</code> <span class=\"arrow\">→ goods.detail</span>"))
        #expect(page.contains("<tr><td><code>id</code></td><td>int</td><td>The product number.</td><td><code>42</code></td></tr>"))
        #expect(page.contains("<dt>Middleware tags</dt><dd><code>login</code></dd>"))
        #expect(page.contains("<span class=\"badge internal\">internal</span>"))
        #expect(page.contains("<dt>Accepts</dt><dd><code>shop</code> <code>https://m.shop.example</code></dd>"))
        #expect(
            page.contains(
                "<li>rewrite 1: <code>https://m.shop.example/product/:id.html</code> → <code>shop://goods/{id}</code> "
                    + "<span class=\"muted\">(<code>https://m.shop.example/product/1.html</code> becomes <code>shop://goods/1</code>)</span></li>"
            ))
        // The URL the documented examples make comes first, then lint's samples.
        #expect(
            page.contains(
                "<p class=\"samples\"><span class=\"label\">Try</span> <button type=\"button\" class=\"sample\" data-url=\"shop://goods/42\">shop://goods/42</button> "
                    + "<button type=\"button\" class=\"sample\" data-url=\"shop://goods/1\">shop://goods/1</button>"))
        // Self-contained: nothing is loaded from elsewhere.
        #expect(!page.contains("src=") && !page.contains("<link") && !page.contains("http://") && !page.contains("@import"))
    }

    /// A description or pattern with markup stays text: escaped in HTML, `\u003c` in the embedded JSON.
    @Test func tableTextCannotInjectMarkup() async throws {
        let page = try await Self.generate("Examples/Tools/catalogue.json").text
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("<p class=\"description\">Opens a file &lt;script&gt;alert('pattern')&lt;/script&gt; &amp; shows it.</p>"))
        #expect(page.contains("<td>The file, as &lt;b&gt;written&lt;/b&gt; | escaped.</td>"))
        let json = try #require(Self.between(page, "<script type=\"application/json\" id=\"switchyard-table\">", "</script>"))
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        let table = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let routes = try #require(table["routes"] as? [[String: Any]])
        #expect(routes.count == 23)
        #expect(routes.first?["pattern"] as? String == "/files/:name")
        // Exactly three script elements: the table, the matcher and the page's behaviour.
        #expect(page.components(separatedBy: "<script").count - 1 == 3)
        #expect(page.components(separatedBy: "</script>").count - 1 == 3)
    }

    @Test func markdownIsOneReadmeLikeFile() async throws {
        let text = try await Self.generate("Examples/Tools/catalogue.json", format: "markdown").text
        #expect(
            text.hasPrefix(
                "# Route catalogue\n\nGenerated by `switchyard docs --format markdown` from `Examples/Tools/catalogue.json`: 23 routes, 3 rewrites."
            ))
        #expect(
            text.contains(
                "\n## app:// (falls back to global)\n\n### `/files/:name`\n\nOpens a file &lt;script&gt;alert('pattern')&lt;/script&gt; &amp; shows it.\n"
            ))
        #expect(text.contains("\n| `name` | file name | The file, as &lt;b&gt;written&lt;/b&gt; \\| escaped. | `report.pdf` |\n"))
        #expect(text.contains("\n- Middleware tags: `login`, `audit`\n"))
        #expect(text.contains("\n- Reached by rewrite 2: `https://m.shop.example/old/*rest` → `app://any/{rest}`"))
        #expect(text.contains("\n| 1 | `https://www.shop.example/p/:id` | `app://files/{id}?from={query.ref}#{fragment}` |\n"))
        #expect(!text.contains("<script") && !text.contains("<b>"))
        #expect(CatalogueMarkdown.text("# 1. *a* [b](c) <i>") == "\\# 1. \\*a\\* \\[b\\](c) &lt;i&gt;")
        #expect(CatalogueMarkdown.text("1. first") == "1\\. first")
        #expect(CatalogueMarkdown.code("a`b") == "``a`b``")
        #expect(CatalogueMarkdown.code("`a") == "`` `a ``")
    }

    /// Regex rules are embedded as regex rules, cut where the package cuts them, and shown as regex rules in the
    /// rewrites table and among the rewrites that lead to a route (reached through a pattern rule's chain).
    @Test func regexRulesAndChainsOnThePage() async throws {
        let page = try await Self.generate("Examples/Tools/catalogue-chains.json").text
        let json = try #require(Self.between(page, "<script type=\"application/json\" id=\"switchyard-table\">", "</script>"))
        let table = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rules = try #require(table["rewrites"] as? [[String: Any]])
        #expect(
            rules.map { $0["kind"] as? String ?? "" } == Array(repeating: "pattern", count: 7) + Array(repeating: "regex", count: 5) + [
                "pattern", "pattern",
            ])
        let cut = rules[9]
        #expect(cut["names"] as? [String] == ["a", "b", "c", "d"])
        #expect(
            (cut["pieces"] as? [[String: Any]])?.map { $0["r"] as? String ?? "" } == [
                "https://cut\\.example/", "[a-z]*?", "", "[a-z]*", "", "x|xy", "", "y?", "",
            ])
        #expect(rules[10]["caseInsensitive"] as? Bool == true && rules[9]["caseInsensitive"] as? Bool == false)
        #expect(rules[9]["expansions"] == nil && rules[0]["expansions"] != nil)
        #expect(
            page.contains(
                "<li>rewrite 8: <span class=\"badge regex\">regex</span> <code>^https://m\\.shop\\.example/p/(?&lt;id&gt;[0-9]+)(?:-[a-z-]+)?$</code> → "
                    + "<code>legacy://item/{id}</code> <span class=\"muted\">(<code>https://m.shop.example/p/1</code> becomes <code>shop://goods/1</code>)</span></li>"
            ))
        #expect(page.contains("<li>rewrite 13: <code>https://www.shop.example/item/&lt;int:id&gt;</code>"))
        #expect(page.contains("<tr id=\"rewrite-7\" data-index=\"7\"><td>8</td><td><span class=\"badge regex\">regex</span> <code>"))
        #expect(page.contains("offered to the rules again, up to 8 steps"))
        let text = try await Self.generate("Examples/Tools/catalogue-chains.json", format: "markdown").text
        #expect(
            text.contains(
                "\n- Reached by rewrite 8: regex `^https://m\\.shop\\.example/p/(?<id>[0-9]+)(?:-[a-z-]+)?$` → `legacy://item/{id}`"))
        #expect(text.contains("\n| 12 | regex `(?i)^https://ci\\.example/(?<w>[a-z]+)$` | `shop://page/{w}` |\n"))
        #expect(text.contains("A result is offered to the rules again, up to 8 steps; a cycle or a longer chain is an error."))
    }

    /// The transcript of `docs --format markdown` in the Tools article (SwitchyardConfig.docc/Tools.md) is what the tool writes.
    @Test func theToolGuidesTranscriptIsCurrent() async throws {
        let text = try await Self.generate("Examples/Shop/shop.routes.json", format: "markdown").text
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "### `shop://cart`"))
        let article = ToolTests.root.appendingPathComponent("Sources/SwitchyardConfig/SwitchyardConfig.docc/Tools.md")
        let guide = try String(contentsOf: article, encoding: .utf8)
        #expect(
            guide.contains(
                "$ grep -A4 '^### `shop://cart`' /tmp/shop-docs/ROUTES.md\n" + lines[start...(start + 4)].joined(separator: "\n") + "\n```")
        )
    }

    @Test func refusals() async throws {
        let missing = try await ToolTests.run(["docs", "--table", "Examples/none.json", "--output", try Self.directory().path])
        #expect(missing.status == 1)
        #expect(missing.error.hasPrefix("Examples/none.json:1:1: error: cannot read file"))
        let format = try await ToolTests.run(["docs", "--table", "Examples/shop.json", "--output", "/tmp", "--format", "pdf"])
        #expect(format.status == 64)
        #expect(format.error.contains("The value 'pdf' is invalid for '--format <format>'"))
        let blocker = try Self.directory().appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let unwritable = try await ToolTests.run(["docs", "--table", "Examples/shop.json", "--output", blocker.path])
        #expect(unwritable.status == 1)
        #expect(unwritable.error.hasPrefix("cannot write \(blocker.path)/index.html: "))
        #expect(unwritable.output.isEmpty)
    }

    /// `--require-types` accepts a type declared in `parameters`; `--require-descriptions` reports captures without one.
    @Test func lintReadsTheDocumentation() async throws {
        let run = try await ToolTests.run([
            "lint", "--table", "Examples/Shop/shop.routes.json", "--require-types", "--require-descriptions",
        ])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "Examples/Shop/shop.routes.json: 7 routes, 2 rewrites, no errors, 0 warnings\n")
        let bare = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--require-descriptions"])
        #expect(
            bare.output.hasPrefix(
                """
                Examples/shop.json:10:26: warning: parameter "id" of "/goods/:id" has no description: describe it in the route's "parameters"
                Examples/shop.json:11:26: warning: parameter "id" of "/goods/<int:id>/reviews(/<int:page>)" has no description: describe it in the route's "parameters"

                """))
    }
}
