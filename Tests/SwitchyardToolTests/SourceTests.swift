import Foundation
import Testing

/// `match --source` and `explain --source`: the router's source policy applied to a link's journey.
@Suite("switchyard --source")
struct SourceTests {
    @Test func anInternalRouteIsRefusedToAnotherAppAndSaysWhy() async throws {
        let run = try await ToolTests.run([
            "match", "--table", "Examples/Shop/shop.routes.json", "--source", "other-app:com.partner",
            "shop://address/pick", "shop://goods/7",
        ])
        #expect(run.status == 0)
        #expect(
            run.output == """
                {"url":"shop://address/pick","matched":false,"reason":"route \\"shop://address/pick\\" is forbidden: the route is internal and the link came from another app (com.partner)","source":"other-app:com.partner","refused":[{"pattern":"shop://address/pick","scheme":"shop","why":"the route is internal and the link came from another app (com.partner)"}],"policy":"refused"}
                {"url":"shop://goods/7","matched":true,"route":{"pattern":"shop://goods/<int:id>","scheme":"shop","priority":0,"handler":"goods.detail","name":"goods.detail"},"parameters":{"id":"7"},"wildcard":[],"source":"other-app:com.partner","policy":"allowed"}

                """)
    }

    /// As `Router.open` does: a refused best match is passed over for the next candidate the source may reach.
    @Test func aRefusedRouteIsPassedOverForTheNextCandidate() async throws {
        let run = try await ToolTests.run(["match", "--table", "Examples/shop.json", "--source", "push", "shop://goods/new"])
        #expect(
            run.output == """
                {"url":"shop://goods/new","matched":true,"route":{"pattern":"/goods/:id","scheme":"shop","priority":0,"handler":"goods.detail","name":"goods"},"parameters":{"id":"new"},"wildcard":[],"source":"push","refused":[{"pattern":"/goods/new","scheme":"shop","why":"the route is internal and the link came from push notification"}],"policy":"allowed"}

                """)
        let inApp = try await ToolTests.run(["match", "--table", "Examples/shop.json", "--source", "in-app", "shop://goods/new"])
        #expect(inApp.output.contains(#""route":{"pattern":"/goods/new","#))
        #expect(inApp.output.hasSuffix(#""wildcard":[],"source":"in-app","policy":"allowed"}"# + "\n"))
    }

    /// `policy.nested-url`: the URL a `{url:query.NAME}` rewrite opens runs as a web page of the outer origin,
    /// whatever source opened the outer link, as the router runs it; `explain` says so.
    @Test func aNestedURLRunsAsAWebPageOfTheOuterOrigin() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-nested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("t.json")
        try Data(
            #"{"routes": [{"pattern": "/admin/:id", "handler": "admin", "internal": true}], "rewrites": [{"from": "https://m.shop.example/login", "to": "{url:query.next}"}]}"#
                .utf8
        ).write(to: table)
        let link = "https://m.shop.example/login?next=app%3A%2F%2Fadmin%2F7"
        let run = try await ToolTests.run(["match", "--table", table.path, "--source", "in-app", link])
        let why = "the route is internal and the link came from web page (https://m.shop.example)"
        #expect(
            run.output == """
                {"url":"\(link)","matched":false,"reason":"route \\"/admin/:id\\" is forbidden: \(why)","rewrittenTo":"app://admin/7","rewrites":[{"rule":1,"from":"\(link)","to":"app://admin/7"}],"source":"in-app","refused":[{"pattern":"/admin/:id","scheme":"global","why":"\(why)"}],"policy":"refused"}

                """)
        let explain = try await ToolTests.run(["explain", "--table", table.path, "--source", "in-app", link])
        #expect(explain.output.contains("the nested URL runs as a link from web page (https://m.shop.example)\n"))
        #expect(explain.output.contains("policy result: refused: route \"/admin/:id\" is forbidden: \(why)"))
    }

    @Test func restrictAndDenyMirrorTheAppsPolicy() async throws {
        let order = "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF"
        let unruled = try await ToolTests.run(["match", "--table", "Examples/shop.json", "--source", "web:https://evil.example", order])
        #expect(
            unruled.output.hasSuffix(
                #""source":"web:https://evil.example","policy":"allowed; no --restrict rule for tag login, which the app's policy and middleware may restrict"}"#
                    + "\n"))
        let restricted = try await ToolTests.run([
            "match", "--table", "Examples/shop.json", "--source", "push", "--restrict", "login=in-app,universal-link", order,
        ])
        #expect(
            restricted.output.contains(
                #""matched":false,"reason":"route \"/order/<uuid:orderID>\" is forbidden: routes tagged \"login\" are not open to links from push notification""#
            ))
        let allowed = try await ToolTests.run([
            "match", "--table", "Examples/shop.json", "--source", "universal-link", "--restrict", "login=in-app,universal-link", order,
        ])
        #expect(allowed.output.hasSuffix(#""source":"universal-link","policy":"allowed"}"# + "\n"))
        let denied = try await ToolTests.run([
            "match", "--table", "Examples/shop.json", "--source", "other-app:com.evil", "--deny", "other-app:com.evil", "shop://goods/1",
        ])
        #expect(denied.output.contains(#""reason":"route \"/goods/:id\" is forbidden: links from another app (com.evil) are denied""#))
        let otherApp = try await ToolTests.run([
            "match", "--table", "Examples/shop.json", "--source", "other-app:com.friend", "--deny", "other-app:com.evil", "shop://goods/1",
        ])
        #expect(otherApp.output.contains(#""matched":true"#))
    }

    @Test func aLinkThatMatchesNothingNamesItsSourceOnly() async throws {
        let run = try await ToolTests.run(["match", "--table", "Examples/shop.json", "--source", "push", "shop://nowhere"])
        #expect(
            run.output == """
                {"url":"shop://nowhere","matched":false,"reason":"no route matches /nowhere in namespaces shop and global","source":"push"}

                """)
    }

    @Test func badSourcesAndRulesAreRefusedWithAMessage() async throws {
        let unknown = try await ToolTests.run(["match", "--table", "Examples/shop.json", "--source", "email", "shop://goods/1"])
        #expect(unknown.status == 64)
        #expect(
            unknown.error.hasPrefix(
                "Error: The value 'email' is invalid for '--source <SOURCE>': unknown source 'email'; known: in-app, push, universal-link, other-app[:BUNDLE_ID], web[:PAGE_URL]\n"
            ))
        let detail = try await ToolTests.run(["match", "--table", "Examples/shop.json", "--source", "push:x", "shop://goods/1"])
        #expect(detail.error.contains("source 'push' takes no detail after ':'"))
        let rule = try await ToolTests.run(["match", "--table", "Examples/shop.json", "--source", "push", "--restrict", "login=fax", "x"])
        #expect(rule.error.hasPrefix("Error: --restrict: unknown source kind 'fax'; known: in-app, push, universal-link, other-app, web\n"))
        let alone = try await ToolTests.run(["match", "--table", "Examples/shop.json", "--restrict", "login=push", "x"])
        #expect(alone.error.hasPrefix("Error: --restrict and --deny need --source\n"))
        for page in ["evil.example", "https://e.example:99999"] {
            let noOrigin = try await ToolTests.run([
                "match", "--table", "Examples/shop.json", "--source", "push", "--deny", "web:" + page, "x",
            ])
            #expect(noOrigin.status == 64)
            #expect(
                noOrigin.error.hasPrefix(
                    "Error: --deny 'web:\(page)': a web source is denied by its origin (web:SCHEME://HOST[:PORT]), and this one has none\n")
            )
        }
    }

    @Test func explainShowsThePolicyDecision() async throws {
        let run = try await ToolTests.run([
            "explain", "--table", "Examples/shop.json", "--limit", "0", "--source", "other-app", "shop://goods/new",
        ])
        #expect(run.status == 0)
        #expect(
            run.output.hasSuffix(
                """
                result: "/goods/new" (shop) → goods.new
                  parameters: (none)
                source: other-app (another app)
                  ✗ "/goods/new" (shop) refused: the route is internal and the link came from another app
                  ✓ "/goods/:id" (shop) allowed
                policy result: "/goods/:id" (shop) → goods.detail

                """))
        let refused = try await ToolTests.run([
            "explain", "--table", "Examples/Shop/shop.routes.json", "--limit", "0", "--source", "push", "shop://address/pick",
        ])
        #expect(
            refused.output.hasSuffix(
                """
                source: push (push notification)
                  ✗ "shop://address/pick" (shop) refused: the route is internal and the link came from push notification
                policy result: refused: route "shop://address/pick" is forbidden: the route is internal and the link came from push notification

                """))
    }
}
