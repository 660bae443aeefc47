import Foundation
import Testing

/// `switchyard lint --document`, `sign --table`, and the tools on rewrite chains and regex rules (issue 26).
/// A fresh directory for a test's files; `remove()` deletes it.
struct ScratchDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-doc-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` at `path`.
    func write(_ text: String, at path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

@Suite("switchyard lint --document")
struct LintDocumentTests {
    @Test func everyDocumentCheckAgainstTheTable() async throws {
        let run = try await ToolTests.run([
            "lint", "--table", "Examples/shop.json", "--handlers", "Examples/Tools/shop-handlers.txt",
            "--document", "Examples/Tools/document-problems.json",
        ])
        #expect(run.status == 1)
        #expect(
            run.output == """
                Examples/Tools/document-problems.json:6:5: error: rewrite "https://m.shop.example/old/:id" → "shop://gone/{id}" leads nowhere: https://m.shop.example/old/1 becomes shop://gone/1, and no route matches /gone/1 in namespaces shop and global
                Examples/Tools/document-problems.json:7:5: error: rewrites form a cycle: rewrite 3 of document 40 ("https://m.shop.example/a/:id") → rewrite 4 of document 40 ("https://m.shop.example/b/:id") → rewrite 3 of document 40 ("https://m.shop.example/a/:id") (https://m.shop.example/a/1 → https://m.shop.example/b/1 → https://m.shop.example/a/1); a router refuses such URLs (a rewrite loop) instead of opening them
                Examples/Tools/document-problems.json:13:5: warning: redirect 2 "shop://goods/:id" is never reached: shop://goods/1 opens route "/goods/:id" of the table, which comes first
                Examples/Tools/document-problems.json:17:5: error: degrade 2: no route named "basket" to degrade
                Examples/Tools/document-problems.json:18:5: error: degrade 3: "to": '{id}' is not a parameter of "from"; it has {uid}
                  https://m.shop.example/u/{id}
                                           ^
                Examples/Tools/document-problems.json:21:5: error: route 1 "shop://campaign/:slug": handler "web.page" is not bound by the app (not in Examples/Tools/shop-handlers.txt)
                Examples/Tools/document-problems.json:22:5: warning: route 2 "shop://search" is never reached: shop://search opens route "/search" of the table, which comes first
                Examples/Tools/document-problems.json:24:15: error: removal 1: no route "shop://legacy" to remove

                """)
        #expect(run.error == "Examples/shop.json with Examples/Tools/document-problems.json: 12 routes, 2 rewrites, 6 errors, 2 warnings\n")
    }

    @Test func aDocumentThatAppliesCleanlyHasNoFindings() async throws {
        let run = try await ToolTests.run([
            "lint", "--strict", "--table", "Examples/shop.json", "--handlers", "Examples/Tools/shop-handlers.txt",
            "--document", "Examples/Tools/document.json",
        ])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "Examples/shop.json with Examples/Tools/document.json: 12 routes, 2 rewrites, no errors, 0 warnings\n")
        let json = try await ToolTests.run([
            "lint", "--table", "Examples/shop.json", "--document", "Examples/Tools/document.json", "--format", "json",
        ])
        #expect(
            json.output
                == #"{"file":"Examples/shop.json","document":"Examples/Tools/document.json","loaded":true,"routes":12,"rewrites":2,"errors":0,"warnings":0,"diagnostics":[]}"#
                + "\n")
    }

    /// `document.format.nested-source`: a document's `{url:query.NAME}` rewrite that names the source its nested URL
    /// runs with is an error at the value (only the app's own rules vouch for a nested URL); the same rule without
    /// the source is not, and neither is said to lead nowhere (its target is the URL a link carries, which no sample
    /// has: the table's lint is silent on it too).
    @Test func aDocumentRewriteThatNamesANestedSourceIsAnError() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let inApp = scratch.path("in-app.json")
        let login = #"{"from": "https://m.shop.example/login", "to": "{url:query.redirect_to}""#
        try scratch.write(#"{"format": 1, "serial": 3, "rewrites": [\#(login), "nested": {"source": "in-app"}}]}"#, at: inApp)
        let run = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--document", inApp])
        #expect(run.status == 1)
        #expect(
            run.output == """
                \(inApp):1:136: error: "source" is not allowed in a routing document: a nested URL runs as a web page of the outer link's origin unless the app's own rule names its source

                """)
        let webPage = scratch.path("web-page.json")
        try scratch.write(#"{"format": 1, "serial": 3, "rewrites": [\#(login)}]}"#, at: webPage)
        let quiet = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--document", webPage])
        #expect(quiet.status == 0)
        #expect(quiet.output.isEmpty)
    }

    @Test func rulesThatDoNotApplyTogetherAreReported() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.path("doc.json")
        try scratch.write(
            """
            { "format": 1, "serial": 1,
              "degrades": [ { "name": "goods", "to": "https://m.shop.example/product/{id}.html" } ],
              "remove": [ { "name": "goods" } ] }
            """, at: path)
        let run = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--document", path])
        #expect(run.status == 1)
        #expect(
            run.output == "\(path):1:1: error: the document's rules do not apply together: degrade 1: no route named \"goods\" to degrade\n"
        )
        try scratch.write(#"{ "format": 1, "serial": 1, "remove": [ 7 ] }"#, at: path)
        let malformed = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--document", path])
        #expect(malformed.status == 1)
        #expect(malformed.output == "\(path):1:41: error: a removal (a pattern, or {\"name\": …}) must be a string, found integer\n")
    }

    @Test func aDocumentRuleOnThePatternOfATableRewriteWins() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.path("doc.json")
        try scratch.write(
            """
            { "format": 1, "serial": 3,
              "rewrites": [ { "from": "https://m.shop.example/u/:who", "to": "shop://goods/7" } ] }
            """, at: path)
        let run = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--document", path])
        #expect(run.output.isEmpty, "the app applies it: its rule comes before the table's rewrite 2")
        #expect(run.status == 0)
        let explain = try await ToolTests.run([
            "explain", "--table", "Examples/shop.json", "--document", path, "https://m.shop.example/u/ann",
        ])
        #expect(
            explain.output.hasPrefix(
                "document rewrite 1 (\"https://m.shop.example/u/:who\"): https://m.shop.example/u/ann → shop://goods/7\n"))
    }

    @Test func aDegradeThatComesBackToItsRouteIsALoop() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.path("doc.json")
        try scratch.write(
            """
            { "format": 1, "serial": 5,
              "degrades": [ { "name": "goods", "to": "https://m.shop.example/product/{id}.html" } ] }
            """, at: path)
        let run = try await ToolTests.run(["lint", "--table", "Examples/shop.json", "--document", path])
        #expect(run.status == 1)
        #expect(
            run.output == """
                \(path):2:17: error: degrade 1 never ends: a redirect loop: https://m.shop.example/product/1.html → shop://goods/1 → https://m.shop.example/product/1.html; a router stops it after 8 redirects; send it to a URL that no rewrite, redirect or degrade takes back

                """)
        let explain = try await ToolTests.run(["explain", "--table", "Examples/shop.json", "--document", path, "shop://goods/3"])
        #expect(
            explain.output == """
                degrade 1 (route named "goods" → "https://m.shop.example/product/{id}.html"): shop://goods/3 → https://m.shop.example/product/3.html
                rewrite 1 ("https://m.shop.example/product/:id.html"): https://m.shop.example/product/3.html → shop://goods/3
                degrade 1 (route named "goods" → "https://m.shop.example/product/{id}.html"): shop://goods/3 → https://m.shop.example/product/3.html
                stopped: a redirect loop: https://m.shop.example/product/3.html → shop://goods/3 → https://m.shop.example/product/3.html; a router stops it after 8 redirects

                """)
    }

    @Test func explainWithADocumentShowsItsRewritesRedirectsAndDegrades() async throws {
        let run = try await ToolTests.run([
            "explain", "--table", "Examples/shop.json", "--document", "Examples/Tools/document.json", "--limit", "0",
            "https://m.shop.example/p/7-red?utm_source=x&a=1",
        ])
        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                #"""
                document rewrite 1 (regex "^https://m\.shop\.example/p/(?<id>[0-9]+)(?:-[a-z-]+)?$"): https://m.shop.example/p/7-red?utm_source=x&a=1 → https://m.shop.example/product/7.html?a=1
                rewrite 1 ("https://m.shop.example/product/:id.html"): https://m.shop.example/product/7.html?a=1 → shop://goods/7?a=1
                degrade 1 (route named "goods" → "https://m.shop.example/item/{id}"): shop://goods/7?a=1 → https://m.shop.example/item/7
                url: https://m.shop.example/item/7

                """#))
        let redirect = try await ToolTests.run([
            "explain", "--table", "Examples/shop.json", "--document", "Examples/Tools/document.json", "--limit", "0", "shop://item/9",
        ])
        #expect(
            redirect.output.hasPrefix(
                """
                redirect 1 ("shop://item/<int:id>" → "shop://goods/{id}"): shop://item/9 → shop://goods/9
                degrade 1 (route named "goods" → "https://m.shop.example/item/{id}"): shop://goods/9 → https://m.shop.example/item/9

                """))
        #expect(
            redirect.output.hasSuffix("with the document: https://m.shop.example/item/9: no route matches /item/9 in namespace https\n"))
        let campaign = try await ToolTests.run([
            "explain", "--table", "Examples/shop.json", "--document", "Examples/Tools/document.json", "https://m.shop.example/promo/spring",
        ])
        #expect(campaign.output.hasSuffix("with the document: opens \"shop://campaign/:slug\" (shop)\n"))
        let refused = try await ToolTests.run([
            "explain", "--table", "Examples/shop.json", "--document", "Examples/Tools/document-problems.json", "shop://item/9",
        ])
        #expect(refused.status == 1)
        #expect(refused.error == "Examples/Tools/document-problems.json: document 40: removal 1: no route \"shop://legacy\" to remove\n")
        let withSource = try await ToolTests.run([
            "explain", "--table", "Examples/shop.json", "--document", "Examples/Tools/document.json", "--source", "push", "shop://item/9",
        ])
        #expect(withSource.status == 64)
    }

    /// Without --table, a document whose added route or redirect has optional-group expansions matching the same URLs
    /// is refused with the router's words (every reader refuses it as doesNotApply, over any table).
    @Test func signRefusesADocumentWhoseOwnExpansionsCollideWithoutATable() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let prefix = scratch.path("ops")
        #expect(try await ToolTests.run(["keygen", "--output", prefix]).status == 0)
        for (key, rule) in [
            ("routes", #"{"pattern": "shop://opt(/:a)(/:b)/:z", "handler": "cart"}"#),
            ("redirects", #"{"from": "shop://opt(/:a)(/:b)/:z", "to": "shop://cart"}"#),
        ] {
            let document = scratch.path("\(key).json")
            try Data("{\"format\": 1, \"serial\": 9,\n  \"\(key)\": [\(rule)]}\n".utf8).write(to: URL(fileURLWithPath: document))
            let output = scratch.path("\(key).signed")
            let run = try await ToolTests.run(["sign", "--key", prefix + ".key", "--key-id", "ops", "--output", output, document])
            #expect(run.status == 1)
            #expect(!FileManager.default.fileExists(atPath: output))
            #expect(
                run.error == """
                    \(document):2:\(key == "routes" ? 14 : 17): error: the routes conflict: error: route "shop://opt(/:a)(/:b)/:z" (shop) has optional-group expansions "/opt/:a/:z" and "/opt/:b/:z" that match the same URLs
                    \(document): not signed: no app applies it

                    """)
        }
    }

    @Test func signRefusesADocumentThatLintsWithErrorsAgainstTheTable() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let prefix = scratch.path("ops")
        #expect(try await ToolTests.run(["keygen", "--output", prefix]).status == 0)
        let refused = scratch.path("refused.signed")
        let run = try await ToolTests.run([
            "sign", "--key", prefix + ".key", "--key-id", "ops", "--output", refused, "--table", "Examples/shop.json",
            "Examples/Tools/document-problems.json",
        ])
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: refused))
        #expect(run.error.hasPrefix("Examples/Tools/document-problems.json:6:5: error: rewrite \"https://m.shop.example/old/:id\""))
        #expect(
            run.error.hasSuffix("\nExamples/Tools/document-problems.json: not signed: it does not apply cleanly over Examples/shop.json\n"))
        let signed = scratch.path("document.signed")
        let clean = try await ToolTests.run([
            "sign", "--key", prefix + ".key", "--key-id", "ops", "--output", signed, "--table", "Examples/shop.json",
            "Examples/Tools/document.json",
        ])
        #expect(clean.status == 0)
        #expect(clean.error.isEmpty)
        #expect(FileManager.default.fileExists(atPath: signed))
        let unbound = try await ToolTests.run([
            "sign", "--key", prefix + ".key", "--key-id", "ops", "--output", scratch.path("unbound.signed"), "--table",
            "Examples/shop.json",
            "--handlers", "Examples/Tools/handlers.txt", "Examples/Tools/document.json",
        ])
        #expect(unbound.status == 1)
        #expect(
            unbound.error == """
                Examples/Tools/document.json:11:15: error: route 1 "shop://campaign/:slug": handler "web.container" is not bound by the app (not in Examples/Tools/handlers.txt)
                Examples/Tools/document.json: not signed: it does not apply cleanly over Examples/shop.json

                """)
        let alone = try await ToolTests.run([
            "sign", "--key", prefix + ".key", "--key-id", "ops", "--output", signed, "--handlers", "Examples/Tools/handlers.txt",
            "Examples/Tools/document.json",
        ])
        #expect(alone.status == 64)
    }
}

@Suite("switchyard: rewrite chains and regex rules")
struct RewriteChainToolTests {
    @Test func matchListsTheStepsOfAChainAndRefusesALoop() async throws {
        let run = try await ToolTests.run([
            "match", "--table", "Examples/Tools/rewrites.json", "https://m.shop.example/p/7-red?utm=1", "https://m.shop.example/a/1",
            "https://m.shop.example/product/7.html",
        ])
        #expect(run.status == 0)
        #expect(
            run.output == """
                {"url":"https://m.shop.example/p/7-red?utm=1","matched":true,"route":{"pattern":"/goods/<int:id>","scheme":"shop","priority":0,"handler":"goods.detail"},"parameters":{"id":"7","utm":"1"},"wildcard":[],"rewrittenTo":"shop://goods/7?utm=1","rewrites":[{"rule":1,"from":"https://m.shop.example/p/7-red?utm=1","to":"legacy://item/7?utm=1"},{"rule":2,"from":"legacy://item/7?utm=1","to":"https://m.shop.example/product/7.html?utm=1"},{"rule":3,"from":"https://m.shop.example/product/7.html?utm=1","to":"shop://goods/7?utm=1"}]}
                {"url":"https://m.shop.example/a/1","matched":false,"reason":"rewrites form a cycle: rewrite 4 → rewrite 5 → rewrite 4 (https://m.shop.example/a/1 → https://m.shop.example/b/1 → https://m.shop.example/a/1)","rewrites":[{"rule":4,"from":"https://m.shop.example/a/1","to":"https://m.shop.example/b/1"},{"rule":5,"from":"https://m.shop.example/b/1","to":"https://m.shop.example/a/1"}]}
                {"url":"https://m.shop.example/product/7.html","matched":true,"route":{"pattern":"/goods/<int:id>","scheme":"shop","priority":0,"handler":"goods.detail"},"parameters":{"id":"7"},"wildcard":[],"rewrittenTo":"shop://goods/7","rewrites":[{"rule":3,"from":"https://m.shop.example/product/7.html","to":"shop://goods/7"}]}

                """)
    }

    @Test func explainShowsEachStep() async throws {
        let run = try await ToolTests.run(["explain", "--table", "Examples/Tools/rewrites.json", "https://m.shop.example/p/7-red?utm=1"])
        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                #"""
                rewrite 1 (regex "^https://m\.shop\.example/p/(?<id>[0-9]+)(?:-[a-z-]+)?$"): https://m.shop.example/p/7-red?utm=1 → legacy://item/7?utm=1
                rewrite 2 ("legacy://item/<int:id>"): legacy://item/7?utm=1 → https://m.shop.example/product/7.html?utm=1
                rewrite 3 ("https://m.shop.example/product/:id.html"): https://m.shop.example/product/7.html?utm=1 → shop://goods/7?utm=1
                url: shop://goods/7?utm=1

                """#))
        let loop = try await ToolTests.run(["explain", "--table", "Examples/Tools/rewrites.json", "https://m.shop.example/b/2"])
        #expect(
            loop.output == """
                rewrite 5 ("https://m.shop.example/b/:id"): https://m.shop.example/b/2 → https://m.shop.example/a/2
                rewrite 4 ("https://m.shop.example/a/:id"): https://m.shop.example/a/2 → https://m.shop.example/b/2
                stopped: rewrites form a cycle: rewrite 5 → rewrite 4 → rewrite 5 (https://m.shop.example/b/2 → https://m.shop.example/a/2 → https://m.shop.example/b/2); a router refuses the URL

                """)
    }

    @Test func aTableFileRewriteTakesFromOrRegexNotBoth() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.path("t.json")
        try scratch.write(
            """
            { "routes": [ { "pattern": "shop://goods/<int:id>", "handler": "goods" } ],
              "rewrites": [ { "from": "/x", "regex": "y", "to": "shop://goods/1" } ] }
            """, at: path)
        let both = try await ToolTests.run(["lint", "--table", path])
        #expect(both.status == 1)
        #expect(both.error == "\(path):2:33: error: rewrite has both \"from\" and \"regex\"; give one\n")
        try scratch.write(
            """
            { "routes": [ { "pattern": "shop://goods/<int:id>", "handler": "goods" } ],
              "rewrites": [ { "regex": "^https://a\\\\.example/(?<id>[0-9]+", "to": "shop://goods/{id}" } ] }
            """, at: path)
        let unbalanced = try await ToolTests.run(["lint", "--table", path])
        #expect(unbalanced.status == 1)
        #expect(
            unbalanced.error == """
                \(path):2:28: error: unbalanced '('
                  ^https://a\\.example/(?<id>[0-9]+
                                      ^

                """)
    }
}
