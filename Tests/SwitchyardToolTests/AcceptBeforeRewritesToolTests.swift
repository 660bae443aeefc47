import Foundation
import SwitchyardTestSupport
import Testing

/// `match`, `explain` and `explain --document` judge the table's `accept` before any rewrite, as a router does
/// (`file.rewrites.accept-first`; issue #57, item 2): a rule without a scheme does not turn a refused origin into
/// an accepted link.
@Suite("switchyard: accept before rewrites")
struct AcceptBeforeRewritesToolTests {
    static let table = """
        { "options": { "accept": ["shop"] },
          "routes": [ { "pattern": "shop://goods/:id", "handler": "goods" } ],
          "rewrites": [ { "from": "/login", "to": "shop://goods/7" } ] }
        """
    static let document = """
        { "format": 1, "serial": 2, "rewrites": [ { "from": "/sale", "to": "shop://goods/9" } ] }
        """

    @Test func aRefusedOriginIsMatchedAsItIs() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let table = scratch.path("t.json")
        try scratch.write(Self.table, at: table)
        let match = try await ToolTests.run(["match", "--table", table, "evil://login", "shop://login"])
        #expect(
            match.output == """
                {"url":"evil://login","matched":false,"reason":"origin evil://login is not accepted"}
                {"url":"shop://login","matched":true,"route":{"pattern":"shop://goods/:id","scheme":"shop","priority":0,"handler":"goods"},"parameters":{"id":"7"},"wildcard":[],"rewrittenTo":"shop://goods/7","rewrites":[{"rule":1,"from":"shop://login","to":"shop://goods/7"}]}

                """)
        let explain = try await ToolTests.run(["explain", "--table", table, "evil://login"])
        #expect(explain.output.hasPrefix("url: evil://login\n"), "\(explain.output)")
        #expect(!explain.output.contains("rewrite 1"))
    }

    @Test func aDocumentsRewriteIsJudgedTheSameWay() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let table = scratch.path("t.json")
        let document = scratch.path("doc.json")
        try scratch.write(Self.table, at: table)
        try scratch.write(Self.document, at: document)
        let refused = try await ToolTests.run(["explain", "--table", table, "--document", document, "evil://sale"])
        #expect(!refused.output.contains("rewrite"), "\(refused.output)")
        let taken = try await ToolTests.run(["explain", "--table", table, "--document", document, "shop://sale"])
        #expect(taken.output.hasPrefix("document rewrite 1 (\"/sale\"): shop://sale → shop://goods/9\n"), "\(taken.output)")
    }
}
