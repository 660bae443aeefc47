import Foundation
import SwitchyardTestSupport
import Testing

/// Runs the built `switchyard` tool on the shipped example tables, as a user would.
@Suite("switchyard tool")
struct ToolTests {
    static let root = Repository.root

    /// What one run printed and how it ended (the suites of this target read it without importing the support
    /// module).
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs the built `switchyard` in the repository's root, as a user would.
    static func run(_ arguments: [String], input: String? = nil) async throws -> Run {
        let run = try await BuiltExecutable(named: "switchyard").run(arguments, input: input)
        return Run(status: run.status, output: run.output, error: run.error)
    }

    @Test func matchPrintsTheDocumentedAnswer() async throws {
        let run = try await Self.run([
            "match", "--table", "Examples/shop.json",
            "shop://goods/7?tab=a&tab=b", "shop://nowhere", "https://m.shop.example/product/42.html?from=ad",
            "shop://user/12345", "shop://user/me", "shop://web/a/b%2Fc", "evil://goods/1", "shop://goods/%00",
        ])
        #expect(run.status == 0)
        #expect(
            run.output == """
                {"url":"shop://goods/7?tab=a&tab=b","matched":true,"route":{"pattern":"/goods/:id","scheme":"shop","priority":0,"handler":"goods.detail","name":"goods"},"parameters":{"id":"7","tab":["a","b"]},"wildcard":[]}
                {"url":"shop://nowhere","matched":false,"reason":"no route matches /nowhere in namespaces shop and global"}
                {"url":"https://m.shop.example/product/42.html?from=ad","matched":true,"route":{"pattern":"/goods/:id","scheme":"shop","priority":0,"handler":"goods.detail","name":"goods"},"parameters":{"from":"ad","id":"42"},"wildcard":[],"rewrittenTo":"shop://goods/42?from=ad","rewrites":[{"rule":1,"from":"https://m.shop.example/product/42.html?from=ad","to":"shop://goods/42?from=ad"}]}
                {"url":"shop://user/12345","matched":true,"route":{"pattern":"/user/:uid([0-9]{4,12})","scheme":"shop","priority":0,"handler":"user.profile"},"parameters":{"uid":"12345"},"wildcard":[]}
                {"url":"shop://user/me","matched":true,"route":{"pattern":"/user/me","scheme":"shop","priority":0,"handler":"user.me"},"parameters":{},"wildcard":[]}
                {"url":"shop://web/a/b%2Fc","matched":true,"route":{"pattern":"/web/*rest","scheme":"shop","priority":0,"handler":"web.container"},"parameters":{"rest":"a/b/c"},"wildcard":["a","b/c"]}
                {"url":"evil://goods/1","matched":false,"reason":"origin evil://goods is not accepted"}
                {"url":"shop://goods/%00","matched":false,"reason":"refused: URL contains an encoded NUL (%00) at byte 13"}

                """)
    }

    /// `match` cannot know where a link comes from: for an internal or tagged route it says that the source
    /// policy was not applied (keys added after the existing ones, which stay as they were).
    @Test func matchSaysTheSourcePolicyWasNotApplied() async throws {
        let run = try await Self.run([
            "match", "--table", "Examples/shop.json",
            "shop://goods/new", "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF", "shop://user/me",
        ])
        #expect(run.status == 0)
        #expect(
            run.output == """
                {"url":"shop://goods/new","matched":true,"route":{"pattern":"/goods/new","scheme":"shop","priority":0,"handler":"goods.new","visibility":"internal"},"parameters":{},"wildcard":[],"policy":"not applied: the route is internal; a router opens it only from inside the app"}
                {"url":"shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF","matched":true,"route":{"pattern":"/order/<uuid:orderID>","scheme":"shop","priority":0,"handler":"order.detail","tags":["login"]},"parameters":{"orderID":"6F9619FF-8B86-D011-B42D-00C04FC964FF"},"wildcard":[],"policy":"not applied: the app's source policy and middleware may restrict routes tagged login"}
                {"url":"shop://user/me","matched":true,"route":{"pattern":"/user/me","scheme":"shop","priority":0,"handler":"user.me"},"parameters":{},"wildcard":[]}

                """)
        let help = try await Self.run(["match", "--help"])
        let words = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("the router's source policy is not, since match does not know where a link comes from"))
    }

    @Test func matchReadsStandardInputAndFallsBackToGlobal() async throws {
        let run = try await Self.run(["match", "--table", "Examples/shop.json"], input: "shop://settings\n/help/a/b\r\n\n")
        #expect(run.status == 0)
        #expect(
            run.output == """
                {"url":"shop://settings","matched":true,"route":{"pattern":"/settings","scheme":"global","priority":0,"handler":"settings"},"parameters":{},"wildcard":[]}
                {"url":"/help/a/b","matched":true,"route":{"pattern":"/help/<path:topic>","scheme":"global","priority":0,"handler":"help.article"},"parameters":{"topic":"a/b"},"wildcard":["a","b"]}
                {"url":"","matched":false,"reason":"refused: URL is empty"}

                """)
    }

    @Test func callerParametersOverrideTheURL() async throws {
        let run = try await Self.run([
            "match", "--table", "Examples/shop.json", "--param", "id=99", "--param", "extra=x=y", "shop://goods/7?id=3",
        ])
        #expect(run.status == 0)
        #expect(run.output.contains(#""parameters":{"extra":"x=y","id":"99"}"#))
        let bad = try await Self.run(["match", "--table", "Examples/shop.json", "--param", "novalue", "shop://goods/7"])
        #expect(bad.status != 0)
        #expect(bad.error.contains("--param expects KEY=VALUE, got 'novalue'"))
    }

    @Test func yamlTablesWork() async throws {
        let run = try await Self.run(["match", "--table", "Examples/shop.yaml", "shop://live/9", "shop://live/9/3"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                {"url":"shop://live/9","matched":true,"route":{"pattern":"/live/:room(/:seat)","scheme":"shop","priority":10,"handler":"live.room"},"parameters":{"room":"9"},"wildcard":[]}
                {"url":"shop://live/9/3","matched":true,"route":{"pattern":"/live/:room(/:seat)","scheme":"shop","priority":10,"handler":"live.room"},"parameters":{"room":"9","seat":"3"},"wildcard":[]}

                """)
    }

    @Test func lintReportsEveryProblemWithItsLocation() async throws {
        let run = try await Self.run(["lint", "--table", "Examples/broken.json"])
        #expect(run.status == 1)
        #expect(
            run.error == """
                Examples/broken.json:4:5: warning: route "/goods/:gid" (global) is identical to route "/goods/:id" (global); it is reached only when that handler declines
                Examples/broken.json:3:5: note: route "/goods/:id" is here
                Examples/broken.json:5:28: error: unbalanced '(': this optional group is never closed
                  /user/:id(/posts
                           ^
                Examples/broken.json:6:26: error: unterminated regular expression: expected ')'
                  /tel/:n([0-9]+
                         ^
                Examples/broken.json:7:23: error: unknown parameter type 'long'; known types: float, int, path, string, uuid
                  /a/<long:x>
                      ^
                Examples/broken.json:7:53: error: a link source is a scheme and a host, with no path
                  https://
                          ^

                """)
        let clean = try await Self.run(["lint", "--table", "Examples/shop.json"])
        #expect(clean.status == 0)
        #expect(clean.error == "Examples/shop.json: 12 routes, 2 rewrites, no errors, 0 warnings\n")
    }

    @Test func explainShowsTheRewriteAndTheWinner() async throws {
        let run = try await Self.run([
            "explain", "--table", "Examples/shop.json", "--limit", "1", "https://m.shop.example/product/7.html?from=ad#/x",
        ])
        #expect(run.status == 0)
        #expect(
            run.output == """
                rewrite 1 ("https://m.shop.example/product/:id.html"): https://m.shop.example/product/7.html?from=ad#/x → shop://goods/7?from=ad#/x
                url: shop://goods/7?from=ad#/x
                intake:
                  scheme: shop
                  host: goods, matched as the first path segment (no dot, not localhost)
                  path segments: ["goods", "7"]
                  query: from=ad
                  fragment: #/x: a fragment path ["x"], matched by hash routes
                namespace shop (9 routes):
                  ✓ #1 "/goods/:id": id=7
                  ✗ "/goods/<int:id>/reviews(/<int:page>)" as "/goods/<int:id>/reviews/<int:page>": the path ends after 2 segments
                  … and 8 more that match less of the URL
                result: "/goods/:id" (shop) → goods.detail
                  parameters: from=ad id=7

                """)
    }

    @Test func lintStrictTreatsWarningsAsErrors() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "switchyard-lint-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("shadow.yaml").path
        try """
        options: { matchOrder: registration }
        routes:
          - { pattern: "/a/*", handler: any }
          - { pattern: /a/b, handler: b }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let relaxed = try await Self.run(["lint", "--table", path])
        #expect(relaxed.status == 0)
        #expect(
            relaxed.output == """
                \(path):4:5: warning: route "/a/b" (global) can never match: route "/a/*" (global) matches every URL it matches and was registered earlier (registration order); it is reached only when that handler declines
                \(path):3:5: note: route "/a/*" is here

                """)
        let strict = try await Self.run(["lint", "--strict", "--table", path])
        #expect(strict.status == 1)
    }

    /// A namespace keeps the spelling it was registered with (JLRoutes' `namespaceTest1`): `route.scheme`,
    /// reasons and explain name it so, whatever the URL's case.
    @Test func matchAndExplainNameTheNamespaceAsRegistered() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-ns-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("namespaces.json").path
        try """
        { "routes": [
            { "pattern": "/test", "handler": "global.test" },
            { "pattern": "namespaceTest1://test", "handler": "one.test" },
            { "pattern": "/test", "scheme": "namespaceTest2", "handler": "two.test" } ] }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let match = try await Self.run([
            "match", "--table", path, "NAMESPACETEST1://test", "namespacetest2://test", "namespaceTest1://none", "other://test",
        ])
        #expect(match.status == 0)
        #expect(
            match.output == """
                {"url":"NAMESPACETEST1://test","matched":true,"route":{"pattern":"namespaceTest1://test","scheme":"namespaceTest1","priority":0,"handler":"one.test"},"parameters":{},"wildcard":[]}
                {"url":"namespacetest2://test","matched":true,"route":{"pattern":"/test","scheme":"namespaceTest2","priority":0,"handler":"two.test"},"parameters":{},"wildcard":[]}
                {"url":"namespaceTest1://none","matched":false,"reason":"no route matches /none in namespace namespaceTest1"}
                {"url":"other://test","matched":true,"route":{"pattern":"/test","scheme":"global","priority":0,"handler":"global.test"},"parameters":{},"wildcard":[]}

                """)
        let explain = try await Self.run(["explain", "--table", path, "namespacetest2://test"])
        #expect(explain.status == 0)
        #expect(
            explain.output == """
                url: namespacetest2://test
                intake:
                  scheme: namespacetest2
                  host: test, matched as the first path segment (no dot, not localhost)
                  path segments: ["test"]
                namespace namespaceTest2 (1 route):
                  ✓ #1 "/test"
                result: "/test" (namespaceTest2) → two.test
                  parameters: (none)

                """)
    }

    @Test func matchRefusesABrokenTable() async throws {
        let run = try await Self.run(["match", "--table", "Examples/missing.json", "shop://goods/1"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("Examples/missing.json:1:1: error: cannot read file"))
    }

    @Test func explainShowsEachCandidate() async throws {
        let run = try await Self.run(["explain", "--table", "Examples/shop.json", "shop://goods/x/reviews"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                url: shop://goods/x/reviews
                intake:
                  scheme: shop
                  host: goods, matched as the first path segment (no dot, not localhost)
                  path segments: ["goods", "x", "reviews"]
                namespace shop (9 routes):
                  ✗ "/goods/:id": the path has 1 more segment than the pattern
                  ✗ "/goods/<int:id>/reviews(/<int:page>)" as "/goods/<int:id>/reviews/<int:page>": path segment 2 'x' does not match <int>
                  ✗ "/goods/<int:id>/reviews(/<int:page>)" as "/goods/<int:id>/reviews": path segment 2 'x' does not match <int>
                  ✗ "/goods/new": path segment 2 'x' is not 'new'
                  ✗ "/user/:uid([0-9]{4,12})": path segment 1 'goods' is not 'user'
                  ✗ "/user/me": path segment 1 'goods' is not 'user'
                  ✗ "/order/<uuid:orderID>": path segment 1 'goods' is not 'order'
                  ✗ "/shop/shop-<int:shopID>": path segment 1 'goods' is not 'shop'
                  ✗ "/search": path segment 1 'goods' is not 'search'
                  ✗ "/web/*rest": path segment 1 'goods' is not 'web'
                namespace global (2 routes):
                  ✗ "/help/<path:topic>": path segment 1 'goods' is not 'help'
                  ✗ "/settings": path segment 1 'goods' is not 'settings'
                result: no route matches /goods/x/reviews in namespaces shop and global

                """)
    }
}
