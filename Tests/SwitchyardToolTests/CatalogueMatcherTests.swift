import Foundation
import SwitchyardTestSupport
import Testing

/// The catalogue page's matcher (JavaScript, run under node) against `switchyard match`, field by field, over
/// the demo's tables and two fixtures: every route's sample URLs (as Samples makes them, embedded in the page)
/// and URLs that miss, are rewritten, carry queries and fragments, percent-escapes, odd case, or are refused.
@Suite("switchyard docs: the page's matcher")
struct CatalogueMatcherTests {
    /// URLs besides the samples, for every table (a URL another table has no route for is a miss there). What
    /// a table means is the conformance corpus's to say (CatalogueConformanceTests holds the page to it); this
    /// list stays for what the corpus leaves out: the whole JSON line `match` prints on the demo's tables (the
    /// reasons' prose, `policy` notes, each rewrite step), compared field by field.
    static let urls = [
        "shop://goods/7?tab=a&tab=b", "shop://nowhere", "https://m.shop.example/product/12.html?x=1", "SHOP://GOODS/new",
        "Shop://Goods/42", "shop://goods/42/reviews", "shop://goods/4x", "shop://user/ada", "shop://user/A", "shop://cart?x=1#y=2",
        "https://m.shop.example/u/ada", "https://M.Shop.Example/product/9.html", "https://evil.example/product/9.html",
        "shop://web?url=https%3A%2F%2Fshop.example%2Fa%3Fb%3Dc", "shop://web/a/b%2Fc", "shop://goods/%00", "evil://goods/1",
        "app://files/report.pdf", "app://files/...pdf", "app://files/a%2Fb", "app://files/a+b", "app://files/a%2Bb", "APP://FILES/x",
        "app://user-12/posts", "app://user-12/posts/3", "app://user-x/posts", "app://price/1e400", "app://price/.5", "app://price/1.",
        "app://order/6F9619FF-8B86-D011-B42D-00C04FC964FF?x=1", "app://code/AB123", "app://code/ab123", "app://word/ABCxyz",
        "app://word/abcq", "app://space/a%20b", "app://space/a%09b", "app://space/a+b", "app://accent/%C3%A9", "app://accent/x",
        "app://any", "app://any/a/b/c", "app://docs", "app://docs/a/b", "app://search?q=1&q=2&flag", "app://search#a=1&b=2",
        "app://search?a=1#a=2", "app://admin/x", "app://spa#/view/4", "app://spa#/view/4/a/b?x=1", "app://spa", "app://hash#",
        "app://hash#/", "app://hash#top", "https://m.shop.example/goods/7", "https://M.SHOP.EXAMPLE/goods/7",
        "https://m.shop.example/other/path", "https://www.shop.example/search", "https://www.shop.example/p/12?ref=ad#frag",
        "https://www.shop.example/p/12", "https://m.shop.example/old/a/b?z=1", "https://user:pw@m.shop.example:8443/goods/7",
        "https://m.shop.example:80a/x", "https://m.shop.example\\@x/", "http://[::1]:8080/x", "http://[::1/x", "myapp://a.b/detail",
        "myapp://item/detail", "myapp:item/detail", "myapp://../detail", "myapp://%2e%2E/detail", "app://legacy/1", "/settings",
        "/settings/a/b", "/settings/a/b/c", "settings", "/%E6%90%9C%E7%B4%A2/x", "app://%E6%90%9C%E7%B4%A2/x", "app://a/../b",
        "app://a/%2e/b", "app://a/b%00", "app://x?%00", "APP2://home", "app2://Home", "/shared/%FF", "app://files/%zz%4",
        "app://files/%", "app://x/y#/z", "?a=1", "#/x", "app://a/b", "https://M.Shop.Example/goods/7", "a/b", "app://plus/a+b",
        "app://plus/a%2Bb?x=a+b", "app://x/1/2/3/4/5", "app://x/1/2/3/4/5/6", "app://x?a&b&c", "app://x?a&b&c&d", "app://x#a=1&b&c&d",
        "app://a/b?x=1#x=2", "app://word/abc%E2%84%AA", "app://accent/%C3%89%C3%A9", "app://code/AB%FF1",
        // A raw '+' in a constrained capture is a space in its value, and the constraint judges that value.
        "app://price/1e+5", "app://price/1e%2B5", "app://price/+1.5", "app://user-+12/posts", "app://user-%2B12/posts",
        "app://user-12/posts/+3",
        // Rewrite chains, loops and regex rules (catalogue-chains.json); a miss or a plain match elsewhere.
        "legacy://item/7?from=ad#top", "legacy://item/x", "https://a.example/x/1", "https://b.example/x/2?q=1", "hop://n/a",
        "hop://n/a-------", "https://m.shop.example/p/42-red-shoes?from=ad", "https://m.shop.example/p/42", "https://m.shop.example/p/x",
        "https://m.shop.example/u/ada%20l/x%2Fy", "https://m.shop.example/u/%FF/x#f", "https://cut.example/abcxy", "https://cut.example/xy",
        "https://cut.example/x", "https://intl.shop.example/éx", "https://INTL.shop.example/x", "https://CI.example/AbC",
        "https://ci.example/aſ", "https://ci.example/a1", "https://same.example/a", "https://same.example/a%20b",
        "https://www.shop.example/item/5?x=1", "https://www.shop.example/item/5#/x",
        // A rewrite that opens the URL a query item carries (issue #43): absolute only, with its own query.
        "https://login.shop.example/login?redirect_to=shop%3A%2F%2Fgoods%2F7%3Ftab%3Dreviews",
        "https://login.shop.example/login?redirect_to=legacy%3A%2F%2Fitem%2F9%23top",
        "https://login.shop.example/login?redirect_to=%2Fgoods%2F7",
        "https://login.shop.example/login?redirect_to=https%3A%2F%2Flogin.shop.example%2Flogin%3Fredirect_to%3Dshop%253A%252F%252Fuser%252Fada",
        "https://login.shop.example/login", "https://login.shop.example/login?redirect_to",
        // Issue 43: captures that may be empty, allowed values, placeholders in the host (catalogue-grammar.json).
        "app://v/prepost", "app://v/preXpost", "app://v/7.", "app://v/7.json", "app://lang/de", "app://lang/fr",
        "https://www.grammar.de/g/1", "https://www.grammar.fr/g/1", "https://empty.example/e", "https://www.empty.example/e",
        "https://listed.example/l", "https://m.listed.example/l", "https://evillisted.example/l",
        // Issue 43 item 1: a placeholder in the scheme.
        "http://scheme.example/s/1", "HTTPS://scheme.example/s/2", "https://scheme.example/s/x", "ftp://scheme.example/s/1",
        "gram-beta://tab/home", "gram://tab/home", "GRAM-BETA://tab/a?x=1", "gram-alpha://tab/home",
    ]

    static let tables = [
        "Examples/Shop/shop.routes.json", "Examples/shop.json", "Examples/Tools/catalogue.json",
        "Examples/Tools/catalogue-registration.yaml",
        "Examples/Tools/catalogue-chains.json", "Examples/Tools/catalogue-grammar.json",
    ]

    /// The answers the page may leave open, and why: only a route with a custom parameter type (the app gives
    /// its check) that might take the URL. Regular expressions and query conditions it always decides.
    static func mayBeOpen(_ url: String, reason: String) -> Bool {
        reason.hasSuffix("is not known to the page") || reason.hasSuffix("which the page does not know")
    }

    /// Loads the page's matcher and table from a generated page and answers each URL of a JSON array on stdin.
    /// Reads a JSON array of URLs, or of `{url, options}` (a source and the app's rules, `match`'s second argument).
    static let harness = """
        const fs = require("fs");
        const page = fs.readFileSync(process.argv[2], "utf8");
        function between(start) { const at = page.indexOf(start) + start.length; return page.slice(at, page.indexOf("</script>", at)); }
        const SwitchyardMatcher = new Function(between('<script id="switchyard-matcher">') + "\\nreturn SwitchyardMatcher;")();
        const table = JSON.parse(between('<script type="application/json" id="switchyard-table">'));
        for (const item of JSON.parse(fs.readFileSync(0, "utf8"))) {
          const answer = typeof item === "string" ? SwitchyardMatcher.match(table, item) : SwitchyardMatcher.match(table, item.url, item.options);
          delete answer.routeIndex;
          console.log(JSON.stringify(answer));
        }
        """

    /// Runs node off the concurrency pool (see `ChildProcess`).
    static func node(_ arguments: [String], input: String) async throws -> String {
        let run = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["node"] + arguments, input: input)
        #expect(run.status == 0, "node failed (is node installed?): \(run.error)")
        return run.output
    }

    /// A JSON value as text with sorted keys, so that equal values compare equal; "none" for a missing key.
    static func canonical(_ value: Any?) -> String {
        guard let value,
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        else { return "none" }
        return String(decoding: data, as: UTF8.self)
    }

    static func objects(_ lines: String) throws -> [[String: Any]] {
        try lines.split(separator: "\n").map { line in
            // Foundation's JSONSerialization on Linux drops a U+FEFF it reads inside a string (the bug issue #64
            // found in the web module's decoder); as an escape it is kept. JSON has U+FEFF only inside strings.
            var escaped = String.UnicodeScalarView()
            for scalar in line.unicodeScalars {
                if scalar == "\u{FEFF}" { escaped.append(contentsOf: "\\uFEFF".unicodeScalars) } else { escaped.append(scalar) }
            }
            return try #require(try JSONSerialization.jsonObject(with: Data(String(escaped).utf8)) as? [String: Any])
        }
    }

    /// The page's answers and `switchyard match`'s, for the samples of `table` and `urls`.
    static func answers(_ table: String) async throws -> (urls: [String], page: [[String: Any]], match: [[String: Any]]) {
        let (path, page) = try await CatalogueTests.generate(table)
        let json = try #require(CatalogueTests.between(page, "<script type=\"application/json\" id=\"switchyard-table\">", "</script>"))
        let model = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let samples = (model["routes"] as? [[String: Any]] ?? []).flatMap { $0["samples"] as? [String] ?? [] }
        let urls = samples + Self.urls
        let script = path.deletingLastPathComponent().appendingPathComponent("harness.js")
        try Data(harness.utf8).write(to: script)
        let input = String(decoding: try JSONSerialization.data(withJSONObject: urls), as: UTF8.self)
        let fromPage = try objects(try await node([script.path, path.path], input: input))
        let run = try await ToolTests.run(["match", "--table", table], input: urls.joined(separator: "\n") + "\n")
        return (urls, fromPage, try objects(run.output))
    }

    @Test(arguments: tables)
    func thePageAnswersAsSwitchyardMatch(table: String) async throws {
        let (urls, page, match) = try await Self.answers(table)
        try #require(page.count == urls.count && match.count == urls.count)
        var compared = 0
        for (index, url) in urls.enumerated() {
            let mine = page[index], theirs = match[index]
            #expect(mine["url"] as? String == url)
            if mine["undetermined"] as? Bool == true {
                // Only a route with a custom type may leave an answer open.
                #expect(Self.mayBeOpen(url, reason: mine["reason"] as? String ?? ""), "\(url): \(mine["reason"] ?? "")")
                continue
            }
            for key in Set(mine.keys).union(theirs.keys) {
                let (a, b) = (Self.canonical(mine[key]), Self.canonical(theirs[key]))
                #expect(a == b, "\(url): \(key): page \(a), match \(b)")
            }
            compared += 1
        }
        #expect(compared == urls.count)
        #expect(urls.count > Self.urls.count)
    }

    /// Regexes a JavaScript RegExp would judge otherwise (a case-insensitive non-ASCII letter, U+212A, which
    /// JavaScript folds to k, invalid UTF-8) are decided, as `switchyard match` decides them: the page runs the
    /// package's compiled program.
    @Test func regexesAJavaScriptRegExpWouldMisjudgeAreDecided() async throws {
        let (urls, page, match) = try await Self.answers("Examples/Tools/catalogue.json")
        for url in ["app://accent/%C3%A9", "app://accent/%C3%89%C3%A9", "app://accent/x", "app://word/abc%E2%84%AA", "app://code/AB%FF1"] {
            let index = try #require(urls.firstIndex(of: url))
            #expect(page[index]["undetermined"] == nil, "\(url)")
            #expect(Self.canonical(page[index]) == Self.canonical(match[index]), "\(url)")
        }
        let accent = try #require(urls.firstIndex(of: "app://accent/%C3%A9"))
        #expect((page[accent]["route"] as? [String: Any])?["handler"] as? String == "accent")
        let kelvin = try #require(urls.firstIndex(of: "app://word/abc%E2%84%AA"))
        #expect(page[kelvin]["matched"] as? Bool == false)
    }

    /// The chains fixture exercises what it is for, and the page gives `match`'s answers: a chain of three, a
    /// regex rule into the pattern rules (and a pattern rule into it), a cycle, more than 8 steps, a rule that
    /// gives back its input, cut points JavaScript's backtracking would choose otherwise, and percent-decoded
    /// groups. Case-insensitive rules on non-ASCII text and on U+017F, which JavaScript would fold to s, are decided.
    @Test func chainsLoopsAndRegexRules() async throws {
        let (urls, page, _) = try await Self.answers("Examples/Tools/catalogue-chains.json")
        func answer(_ url: String) throws -> [String: Any] { try #require(urls.firstIndex(of: url).map { page[$0] }) }
        func rules(_ url: String) throws -> [Int] {
            (try answer(url)["rewrites"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? Int }
        }
        #expect(try rules("legacy://item/7?from=ad#top") == [1, 2, 3])
        #expect(try answer("legacy://item/7?from=ad#top")["rewrittenTo"] as? String == "shop://goods/7?from=ad#top")
        #expect(try rules("https://m.shop.example/p/42-red-shoes?from=ad") == [8, 1, 2, 3])
        #expect(try rules("https://www.shop.example/item/5?x=1") == [13, 8, 1, 2, 3])
        #expect(
            try answer("https://a.example/x/1")["reason"] as? String
                == "rewrites form a cycle: rewrite 4 → rewrite 5 → rewrite 4 (https://a.example/x/1 → https://b.example/x/1 → https://a.example/x/1)"
        )
        #expect(try answer("https://a.example/x/1")["rewrittenTo"] == nil)
        #expect(try rules("hop://n/a") == Array(repeating: 6, count: 9))
        #expect((try answer("hop://n/a")["reason"] as? String)?.hasPrefix("more than 8 rewrites: rewrite 6 → rewrite 6") == true)
        #expect(try answer("https://same.example/a")["rewrittenTo"] == nil)
        #expect(try answer("https://cut.example/abcxy")["rewrittenTo"] as? String == "shop://page/abc--xy-")
        #expect(try answer("https://m.shop.example/u/ada%20l/x%2Fy")["rewrittenTo"] as? String == "shop://user/ada%20l?tab=x%2Fy")
        let open = urls.indices.filter { page[$0]["undetermined"] as? Bool == true }.map { urls[$0] }
        #expect(open == [])
        #expect(try answer("https://intl.shop.example/éx")["rewrittenTo"] as? String == "shop://page/%C3%A9x")
        #expect(try answer("https://ci.example/aſ")["rewrittenTo"] == nil)
    }
}
