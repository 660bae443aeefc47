import Foundation
import SwitchyardTestSupport
import Testing

/// Where Debian's package puts Chromium, when it is installed.
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The generated page in headless Chromium (Debian's `chromium`; `.ci/run` installs it): the page's fragment
/// types into the search and try boxes (`#q=…&try=…`, through their input listeners), and the test reads the
/// DOM Chromium prints after the scripts ran. Skipped, with the reason, only where Chromium is not installed.
@Suite(
    "switchyard docs in a browser",
    .enabled(
        if: Chromium.path != nil,
        "chromium is not installed (apt-get install chromium; .ci/run installs it before swift test)"))
struct CatalogueBrowserTests {
    static var chromium: String? { Chromium.path }

    /// The DOM of `page` after its scripts ran with `fragment` (Chromium runs off the concurrency pool).
    static func dom(_ page: URL, fragment: String) async throws -> String {
        // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        let arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--virtual-time-budget=5000",
            "--user-data-dir=" + page.deletingLastPathComponent().appendingPathComponent("profile").path,
            "--dump-dom", page.absoluteString + "#" + fragment,
        ]
        let run = try await ChildProcess.run(URL(fileURLWithPath: try #require(chromium)), arguments)
        #expect(run.status == 0)
        return run.output
    }

    /// Fragment text: the value percent-encoded as encodeURIComponent would.
    static func encoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-_.!~*'()"))) ?? value
    }

    /// The opening tags of the route cards, by index, and whether each is hidden.
    static func cards(_ dom: String) -> [Int: Bool] {
        var result: [Int: Bool] = [:]
        for piece in dom.components(separatedBy: "<article class=\"route").dropFirst() {
            let tag = piece.prefix { $0 != ">" }
            guard let id = tag.range(of: "id=\"route-"), let index = Int(tag[id.upperBound...].prefix { $0.isNumber }) else { continue }
            result[index] = tag.contains(" hidden=")
        }
        return result
    }

    @Test func searchingAndTryingAURLInTheBrowser() async throws {
        let (page, _) = try await CatalogueTests.generate("Examples/Shop/shop.routes.json")
        let dom = try await Self.dom(page, fragment: "q=reviews&try=" + Self.encoded("https://m.shop.example/product/42.html?from=ad"))
        #expect(dom.contains("<body data-ready=\"true\">"))
        // The search left one route: goods.reviews (index 2).
        #expect(Self.cards(dom) == [0: true, 1: true, 2: false, 3: true, 4: true, 5: true, 6: true])
        #expect(dom.contains("<span id=\"search-count\" class=\"muted\">1 of 7 routes</span>"))
        // The try box: rewritten, then matched to goods.detail with its parameters, as switchyard match says.
        #expect(
            dom.contains(
                "<div id=\"try-result\" class=\"result matched\" aria-live=\"polite\" data-url=\"https://m.shop.example/product/42.html?from=ad\" data-state=\"matched\">"
            ))
        #expect(dom.contains("<a class=\"route-link\" href=\"#route-1\" id=\"try-route\">shop://goods/&lt;int:id&gt;</a>"))
        #expect(dom.contains("<dt>Rewritten to</dt><dd><code>shop://goods/42?from=ad</code></dd>"))
        #expect(
            dom.contains("<tr data-parameter=\"from\"><td>from</td><td>ad</td></tr><tr data-parameter=\"id\"><td>id</td><td>42</td></tr>"))
        #expect(dom.contains("<article class=\"route hit\" id=\"route-1\""))
        let line =
            #"{"url":"https://m.shop.example/product/42.html?from=ad","matched":true,"route":{"pattern":"shop://goods/&lt;int:id&gt;","scheme":"shop","priority":0,"handler":"goods.detail","name":"goods.detail"},"parameters":{"from":"ad","id":"42"},"wildcard":[],"rewrittenTo":"shop://goods/42?from=ad","rewrites":[{"rule":1,"from":"https://m.shop.example/product/42.html?from=ad","to":"shop://goods/42?from=ad"}]}"#
        #expect(dom.contains(line))
    }

    @Test func aMissAndAnUndecidableRouteInTheBrowser() async throws {
        let (page, _) = try await CatalogueTests.generate("Examples/Tools/catalogue.json")
        let miss = try await Self.dom(page, fragment: "try=" + Self.encoded("app://nowhere/1"))
        #expect(miss.contains("data-state=\"unmatched\""))
        #expect(miss.contains("<dt>Reason</dt><dd><code>no route matches /nowhere/1 in namespaces app and global</code></dd>"))
        #expect(!Self.cards(miss).values.contains(true))
        // A regex JavaScript's RegExp would fold otherwise is decided (the page runs the package's program).
        let accent = try await Self.dom(page, fragment: "q=accent&try=" + Self.encoded("app://accent/%C3%A9"))
        #expect(accent.contains("data-state=\"matched\""))
        #expect(!accent.contains("data-unportable="))
        // A custom type (the app gives its check): the route says so, and an answer it could change is left open.
        let folder = try CatalogueTests.directory()
        let table = folder.appendingPathComponent("custom.json")
        try Data(
            #"{"types": {"sku": {}}, "routes": [{"pattern": "/plain/:id", "handler": "plain"}, {"pattern": "/sku/<sku:code>", "handler": "sku"}]}"#
                .utf8
        ).write(to: table)
        let (custom, _) = try await CatalogueTests.generate(table.path)
        let open = try await Self.dom(custom, fragment: "q=sku&try=" + Self.encoded("app://sku/ABCDEFGH"))
        #expect(open.contains("data-state=\"undetermined\""))
        #expect(open.contains("<h3>The page cannot answer this one</h3>"))
        #expect(
            open.contains(
                "<p class=\"unportable\">The try box does not know the custom type &lt;sku&gt;, which the app registers: URLs this route "
                    + "might take get no answer here; use switchyard match.</p>"))
        #expect(open.components(separatedBy: "data-unportable=\"true\"").count == 2)
        #expect(Self.cards(open).filter { !$0.value }.map(\.key) == [1])
        // Markup in the table stays text in the browser too.
        #expect(!accent.contains("<script>alert"))
    }

    /// A chain of five rewrites (a pattern rule, a regex rule, three pattern rules) as the try box shows it; no
    /// regex rule is marked as one the page cannot evaluate.
    @Test func aChainedRewriteInTheBrowser() async throws {
        let (page, _) = try await CatalogueTests.generate("Examples/Tools/catalogue-chains.json")
        let dom = try await Self.dom(page, fragment: "try=" + Self.encoded("https://www.shop.example/item/5?x=1"))
        #expect(dom.contains("data-state=\"matched\""))
        #expect(dom.contains("<dt>Rewritten to</dt><dd><code>shop://goods/5?x=1</code></dd>"))
        #expect(
            dom.contains(
                "<dt>Rewrites</dt><dd><ol class=\"steps\"><li data-rule=\"13\">rewrite 13: <code>https://www.shop.example/item/5?x=1</code> → "
                    + "<code>https://m.shop.example/p/5?x=1</code></li><li data-rule=\"8\">rewrite 8: <code>https://m.shop.example/p/5?x=1</code> → "
                    + "<code>legacy://item/5?x=1</code></li><li data-rule=\"1\">"))
        #expect(
            dom.contains(
                #""rewrittenTo":"shop://goods/5?x=1","rewrites":[{"rule":13,"from":"https://www.shop.example/item/5?x=1","to":"https://m.shop.example/p/5?x=1"},"#
            ))
        // Every regex rule is evaluated, the one with a case-insensitive non-ASCII letter too: none is marked.
        #expect(!dom.contains("data-unportable="))
    }

    /// The module graph (issue #88 item 8) as Chromium parses it: one box per module, each box a link to an id on
    /// the page, one arrow per dependency.
    @Test func theModuleGraphInTheBrowser() async throws {
        let (page, _) = try await CatalogueModulesTests.generate(CatalogueModulesTests.shop)
        let dom = try await Self.dom(page, fragment: "")
        #expect(dom.contains("<body data-ready=\"true\">"))
        let svg = try #require(CatalogueTests.between(dom, "<svg class=\"module-graph\"", "</svg>"))
        let links = svg.components(separatedBy: "<a href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(links == ["module-goods", "module-user", "module-cart", "module-address"])
        for id in links { #expect(dom.contains("<article class=\"module\" id=\"\(id)\"")) }
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 4)
        #expect(svg.components(separatedBy: "<title>").count - 1 == 4 + 2)
        #expect(svg.components(separatedBy: "<line class=\"edge\"").count - 1 == 2)
    }
}
