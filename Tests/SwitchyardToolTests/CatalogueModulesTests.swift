import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardTool
import Testing

/// `switchyard docs --components`: the app's modules, actions and services beside its routes, escaped, searchable,
/// and refused with a located error when the file is malformed.
@Suite("switchyard docs --components")
struct CatalogueModulesTests {
    static let shop = ["--table", "Examples/Shop/shop.routes.json", "--components", "Examples/Shop/components.json"]

    /// Writes the catalogue of `arguments` (`--table …`) into a fresh directory and returns the file's text.
    static func generate(_ arguments: [String], format: String = "html") async throws -> (path: URL, text: String) {
        let output = try CatalogueTests.directory()
        let run = try await ToolTests.run(["docs"] + arguments + ["--output", output.path, "--format", format])
        let path = output.appendingPathComponent(format == "html" ? "index.html" : "ROUTES.md")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == path.path + "\n")
        return (path, try String(contentsOf: path, encoding: .utf8))
    }

    /// A components file in a fresh directory.
    static func write(_ text: String) throws -> URL {
        let url = try CatalogueTests.directory().appendingPathComponent("components.json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func thePageListsTheShopsModules() async throws {
        let page = try await Self.generate(Self.shop).text
        #expect(page.contains("<p class=\"summary\">7 routes · 1 namespace · 2 rewrites · 4 modules · 2 actions · 1 service</p>"))
        #expect(page.contains("<a href=\"#modules\">Modules <span class=\"count\">4</span></a></nav>"))
        let section = try #require(CatalogueTests.between(page, "<section class=\"modules\" id=\"modules\">", "</section>"))
        #expect(section.hasPrefix("<h2>Modules and components <span class=\"count\">4 modules · 2 actions · 1 service</span></h2>"))
        #expect(section.components(separatedBy: "<article class=\"module\"").count - 1 == 4)
        let cart = try #require(CatalogueTests.between(section, "<article class=\"module\" id=\"module-cart\"", "</article>"))
        #expect(cart.contains("<dt>Depends on</dt><dd><code>user</code></dd>"))
        #expect(
            cart.contains(
                "<dt>Table routes</dt><dd><a href=\"#route-4\"><code>shop://cart</code></a> <span class=\"muted\">→ cart</span></dd>"))
        #expect(
            cart.contains(
                "<tr><td><code>cart/add</code></td><td><span class=\"badge public\">external</span></td>"
                    + "<td><span class=\"badge tag\">risk</span></td><td>Adds the product `id` to the cart and returns how many items it holds; "
                    + "partner apps may call it.</td></tr>"))
        #expect(
            cart.contains(
                "<tr><td><code>cart/clear</code></td><td><span class=\"badge internal\">internal</span></td><td></td>"
                    + "<td>Empties the cart (in-app code only).</td></tr>"))
        let user = try #require(CatalogueTests.between(section, "<article class=\"module\" id=\"module-user\"", "</article>"))
        #expect(user.contains("<th>Service</th>") && user.contains("<td><code>user.session</code></td>"))
        #expect(
            user.contains("data-search=\"user module shop://user/:uid([a-z0-9]{2,16}) user.profile user.session internal who is logged in;")
        )
        let goods = try #require(CatalogueTests.between(section, "<article class=\"module\" id=\"module-goods\"", "</article>"))
        #expect(goods.contains("<p class=\"muted\">No actions or services.</p>"))
        // Each route names the module that declares its handler, linked to the module's card.
        let route = try #require(CatalogueTests.between(page, "<article class=\"route\" id=\"route-4\"", "</article>"))
        #expect(route.contains("<dt>Module</dt><dd><a href=\"#module-cart\">cart</a></dd>"))
        // Without --components, nothing of it.
        let plain = try await CatalogueTests.generate("Examples/Shop/shop.routes.json").text
        #expect(!plain.contains("Modules and components") && !plain.contains("<dt>Module</dt>") && !plain.contains("class=\"module\""))
        #expect(plain.contains("<p class=\"summary\">7 routes · 1 namespace · 2 rewrites</p>"))
    }

    @Test func markdownListsTheShopsModules() async throws {
        let text = try await Self.generate(Self.shop, format: "markdown").text
        #expect(
            text.contains(
                "\n## Modules and components\n\nFrom `Examples/Shop/components.json`, which the app writes from its modules "
                    + "(`ModuleHost.componentCatalogueJSON()`): 4 modules, 2 actions, 1 service.\n"))
        #expect(
            text.contains(
                """

                ### Module `cart`

                - Depends on: `user`
                - Table routes: `shop://cart` (handler `cart`)

                | Action | Exposure | Tags | Description |
                |---|---|---|---|
                | `cart/add` | external | `risk` | Adds the product \\`id\\` to the cart and returns how many items it holds; partner apps may call it. |
                | `cart/clear` | internal |  | Empties the cart (in-app code only). |

                """))
        #expect(text.contains("\n### Module `goods`\n\n- Table routes: `shop://goods` (handler `goods.list`), "))
        #expect(text.contains("\n| `user.session` | internal |  | Who is logged in; the login gate asks it. |\n"))
        #expect(
            text.contains(
                "\n### `shop://cart`\n\nThe cart, on the Cart tab; behind the login gate (tag login), so a link waits for the login.\n\n"
                    + "- Handler: `cart`\n- Name: `cart`\n- Module: `cart`\n"))
    }

    /// Every route card says who owns it (issue #88 item 8): the module that declares its handler, linked to the
    /// module's card, or the app; the page and `ROUTES.md` open the modules with their dependency graph.
    @Test func everyRouteNamesItsOwnerAndTheGraphOpensTheModules() async throws {
        let page = try await Self.generate(Self.shop).text
        let owners = ["goods", "goods", "goods", "user", "cart", "address"]
        for (index, owner) in owners.enumerated() {
            let card = try #require(CatalogueTests.between(page, "<article class=\"route\" id=\"route-\(index)\"", "</article>"))
            #expect(card.contains("<dt>Module</dt><dd><a href=\"#module-\(owner)\">\(owner)</a></dd>"))
            #expect(page.contains("<article class=\"module\" id=\"module-\(owner)\""))
        }
        let web = try #require(CatalogueTests.between(page, "<article class=\"route\" id=\"route-6\"", "</article>"))
        #expect(web.contains("<dt>Module</dt><dd><span class=\"muted\">none, the app's: no module declares its handler</span></dd>"))
        let section = try #require(CatalogueTests.between(page, "<section class=\"modules\" id=\"modules\">", "<article class=\"module\""))
        #expect(section.contains("<figure class=\"graph\" id=\"module-graph\">\n<svg class=\"module-graph\""))
        #expect(section.contains("<title>cart: depends on user; 1 route · 2 actions</title>"))
        #expect(
            section.contains(
                "In words, by rows from the top: row 1: <a href=\"#module-goods\">goods</a>, <a href=\"#module-user\">user</a>; "
                    + "row 2: <a href=\"#module-cart\">cart</a>, <a href=\"#module-address\">address</a>.</figcaption>"))
        #expect(!section.contains("graph-problems"))
        let text = try await Self.generate(Self.shop, format: "markdown").text
        #expect(
            text.contains(
                "1 service.\n\nEach module points to the modules it depends on (drawn above it):\n\n```mermaid\ngraph BT\n"
                    + "  m0[\"goods\"]\n  m1[\"user\"]\n  m2[\"cart\"]\n  m3[\"address\"]\n  m2 --> m1\n  m3 --> m1\n```\n\n### Module `goods`"
            ))
        #expect(text.contains("\n- Handler: `web.page`\n- Name: `web.page`\n- Module: none, the app's (no module declares its handler)\n"))
    }

    /// A cycle and a missing module in the file: the page is written, the graph drawn as far as it goes, and the
    /// problems named in words.
    @Test func aBadGraphIsDrawnAndNamed() async throws {
        let file = try Self.write(
            #"{"version": 1, "modules": [{"name": "a", "dependencies": ["b", "ghost"], "handlers": [], "routes": []},"#
                + #" {"name": "b", "dependencies": ["a"], "handlers": [], "routes": []}], "components": []}"#)
        let page = try await Self.generate(["--table", "Examples/Shop/shop.routes.json", "--components", file.path]).text
        #expect(page.contains("<g class=\"node missing\" data-module=\"ghost\">"))
        #expect(
            page.contains(
                "<ul class=\"graph-problems\"><li><code>a</code> depends on <code>ghost</code>, which no module in the file provides.</li>"
                    + "<li>Dependency cycle: <code>a</code> → <code>b</code> → <code>a</code> (each depends on the next): no order can start "
                    + "them; the arrow that closes it is dashed.</li></ul>"))
        let text = try await Self.generate(["--table", "Examples/Shop/shop.routes.json", "--components", file.path], format: "markdown")
            .text
        #expect(text.contains("  m1 -.-> m0\n"))
    }

    /// A component whose module the file does not list (or that names none) still gets a card, after the listed ones.
    @Test func componentsOfUnlistedModulesAreShown() throws {
        let table = try RouteTableFile.load(contentsOf: ToolTests.root.appendingPathComponent("Examples/Shop/shop.routes.json").path)
        let catalogue = ComponentCatalogue(
            modules: [.init(name: "cart", handlers: ["cart"])],
            components: [
                ComponentInfo(call: .service(name: "late"), module: "promo", visibility: .internal),
                ComponentInfo(call: .action(target: "cart", action: "add"), module: "cart", visibility: .public),
                ComponentInfo(call: .service(name: "orphan"), module: nil, visibility: .internal),
            ])
        let modules = CatalogueModule.modules(catalogue, table: table)
        #expect(modules.map(\.title) == ["cart", "promo", "no module"])
        #expect(modules.map { $0.actions.count + $0.services.count } == [1, 1, 1])
        #expect(modules[0].tableRoutes.map(\.pattern) == ["shop://cart"])
    }

    /// The Tools article's transcript of the cart module's Markdown is what the tool writes.
    @Test func theToolsTranscriptIsCurrent() async throws {
        let lines = try await Self.generate(Self.shop, format: "markdown").text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "### Module `cart`"))
        let article = ToolTests.root.appendingPathComponent("Sources/SwitchyardConfig/SwitchyardConfig.docc/Tools.md")
        let tools = try String(contentsOf: article, encoding: .utf8)
        #expect(
            tools.contains(
                "$ grep -A8 '^### Module `cart`' /tmp/shop-docs/ROUTES.md\n"
                    + lines[start...(start + 8)].joined(separator: "\n") + "\n```"))
    }

    /// Text from the components file is escaped like the table's: a `<script>` anywhere stays text.
    @Test func componentTextCannotInjectMarkup() async throws {
        let file = try Self.write(
            #"""
            {"version": 1,
             "modules": [{"name": "x\"><script>alert('module')</script>", "dependencies": ["<i>dep</i>"], "handlers": [], "routes": ["/a/<b>"]}],
             "components": [{"kind": "action", "target": "t<script>", "action": "a&b", "module": "x\"><script>alert('module')</script>",
                             "exposure": "external", "tags": ["<b>tag</b>"], "description": "Does <script>alert('description')</script> | things."}]}
            """#)
        let arguments = ["--table", "Examples/Shop/shop.routes.json", "--components", file.path]
        let page = try await Self.generate(arguments).text
        #expect(!page.contains("<script>alert") && !page.contains("<i>dep") && !page.contains("<b>"))
        #expect(page.contains("<td>Does &lt;script&gt;alert('description')&lt;/script&gt; | things.</td>"))
        #expect(page.contains("<h3>x&quot;&gt;&lt;script&gt;alert('module')&lt;/script&gt;</h3>"))
        #expect(page.contains("<td><code>t&lt;script&gt;/a&amp;b</code></td>"))
        #expect(page.contains("<article class=\"module\" id=\"module-x---script-alert--module----script-\""))
        #expect(page.components(separatedBy: "<script").count - 1 == 3)
        let text = try await Self.generate(arguments, format: "markdown").text
        // Code spans show their text literally; outside them, no markup is left.
        #expect(text.contains("\n### Module `x\"><script>alert('module')</script>`\n"))
        let prose = text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
        #expect(!prose.contains("<"))
        #expect(text.contains("| Does &lt;script&gt;alert('description')&lt;/script&gt; \\| things. |"))
    }

    /// A malformed components file is an error at its line and column, and nothing is written: a page already
    /// there stays as it was.
    @Test func aMalformedFileIsALocatedError() async throws {
        let output = try CatalogueTests.directory()
        let existing = output.appendingPathComponent("index.html")
        try Data("the previous page".utf8).write(to: existing)
        let cases: [(String, String)] = [
            (
                "{\n  \"version\": 1,\n  \"modules\": [],\n  \"components\": [\n    {\"kind\": \"action\", \"target\": \"cart\", \"action\": \"add\", \"exposure\": \"public\"}\n  ]\n}\n",
                ":5:71: error: components[0].exposure: \"public\" is neither \"internal\" nor \"external\"\n"
            ),
            ("{\"version\": 1, \"modules\": [{\"name\": 3}], \"components\": []}", ":1:37: error: modules[0].name: expected a string\n"),
            (
                "{\"version\": 1, \"modules\": [], \"components\": [{\"kind\": \"service\", \"exposure\": \"internal\"}]}",
                ":1:46: error: components[0]: missing \"name\"\n"
            ),
            (
                "{\"version\": 2, \"modules\": [], \"components\": []}",
                ":1:13: error: version: version 2 is not supported; this reads version 1\n"
            ),
            ("{\"version\": 1, \"modules\": [", ":1:28: error: unexpected end of input; '[' at 1:27 is not closed\n"),
        ]
        for (text, expected) in cases {
            let file = try Self.write(text)
            let run = try await ToolTests.run([
                "docs", "--table", "Examples/Shop/shop.routes.json", "--components", file.path, "--output", output.path,
            ])
            #expect(run.status == 1)
            #expect(run.error == file.path + expected)
            #expect(run.output.isEmpty)
        }
        let missing = try await ToolTests.run([
            "docs", "--table", "Examples/Shop/shop.routes.json", "--components", "Examples/none.json",
            "--output", output.path, "--format", "markdown",
        ])
        #expect(missing.status == 1)
        #expect(missing.error == "Examples/none.json:1:1: error: cannot read file (No such file or directory)\n")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "the previous page")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["index.html"])
    }

    /// The search box filters module cards as it filters routes (Chromium, where installed).
    @Test(.enabled(if: Chromium.path != nil, "chromium is not installed"))
    func theSearchBoxFindsModules() async throws {
        let (page, _) = try await Self.generate(Self.shop)
        let dom = try await CatalogueBrowserTests.dom(page, fragment: "q=session")
        #expect(dom.contains("<body data-ready=\"true\">"))
        #expect(dom.contains("<span id=\"search-count\" class=\"muted\">0 of 7 routes, 1 of 4 modules</span>"))
        #expect(Self.moduleCards(dom) == ["goods": true, "user": false, "cart": true, "address": true])
        #expect(CatalogueBrowserTests.cards(dom).values.allSatisfy { $0 })
        let byModule = try await CatalogueBrowserTests.dom(page, fragment: "q=cart")
        #expect(byModule.contains("<span id=\"search-count\" class=\"muted\">1 of 7 routes, 1 of 4 modules</span>"))
        #expect(Self.moduleCards(byModule) == ["goods": true, "user": true, "cart": false, "address": true])
    }

    /// The module cards by name, and whether each is hidden.
    static func moduleCards(_ dom: String) -> [String: Bool] {
        var result: [String: Bool] = [:]
        for piece in dom.components(separatedBy: "<article class=\"module\" id=\"module-").dropFirst() {
            let tag = piece.prefix { $0 != ">" }
            result[String(tag.prefix { $0 != "\"" })] = tag.contains(" hidden=")
        }
        return result
    }
}
