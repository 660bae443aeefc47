import Foundation
import SwitchyardTestSupport
import Testing

/// `switchyard jump` (Docs/Rules/jump.md, issue #90): the plan the web module's `jump` computes, printed as one JSON
/// object with its keys; a document's `always` degrade sends the page to the web; an argument it cannot read is a
/// usage error that names it.
@Suite("switchyard jump")
struct JumpCommandTests {
    static let table = """
        { "options": { "accept": ["shop", "https://m.shop.example"], "webOrigins": ["https://m.shop.example"],
                       "apps": { "hosts": ["m.shop.example"],
                                 "ios": { "appStoreId": "1234567890", "teamId": "ABCDE12345", "bundleId": "com.shop.app" },
                                 "android": { "package": "com.shop.app" } } },
          "routes": [ { "pattern": "/goods/:id", "handler": "goods" }, { "pattern": "/sale/:id", "handler": "sale", "name": "sale" },
                      { "pattern": "/admin", "handler": "admin", "internal": true } ] }
        """
    static let document = """
        { "format": 1, "serial": 3, "degrades": [ { "name": "sale", "to": "https://help.shop.example/sale/{id}", "when": "always" } ] }
        """

    @Test func printsThePlanOnAndroidWithTheIntentAndTheReferrer() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.write(Self.table, at: scratch.path("t.json"))
        let run = try await ToolTests.run([
            "jump", "--table", scratch.path("t.json"), "--platform", "android-chrome", "--page-url", "https://www.shop.example/landing",
            "--referrer", "utm_source=x y", "https://m.shop.example/goods/7",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output == """
                {"decision":"app","appLink":"https://m.shop.example/goods/7",\
                "intentHref":"intent://m.shop.example/goods/7#Intent;scheme=https;package=com.shop.app;\
                S.browser_fallback_url=https%3A%2F%2Fm.shop.example%2Fgoods%2F7;end",\
                "storeURL":"https://play.google.com/store/apps/details?id=com.shop.app&referrer=utm_source%3Dx%20y",\
                "webURL":"https://m.shop.example/goods/7","sameHost":false,"why":[]}

                """)
    }

    @Test func anInternalRouteAndADegradedLinkStayOnTheWeb() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.write(Self.table, at: scratch.path("t.json"))
        try scratch.write(Self.document, at: scratch.path("doc.json"))
        let page = "https://www.shop.example/landing"
        let degraded = try await ToolTests.run([
            "jump", "--table", scratch.path("t.json"), "--document", scratch.path("doc.json"), "--platform", "ios-safari",
            "--page-url", page, "shop://sale/5",
        ])
        #expect(degraded.status == 0, "\(degraded.error)")
        #expect(degraded.error == "\(scratch.path("doc.json")): applied document 3\n")
        #expect(
            degraded.output == """
                {"decision":"web","appLink":null,"intentHref":null,"storeURL":null,\
                "webURL":"https://help.shop.example/sale/5","sameHost":false,"why":["degrade"]}

                """)
        let internalRoute = try await ToolTests.run([
            "jump", "--table", scratch.path("t.json"), "--platform", "ios-safari", "--page-url", page, "shop://admin",
        ])
        #expect(
            internalRoute.output == """
                {"decision":"web","appLink":null,"intentHref":null,"storeURL":null,\
                "webURL":"https://www.shop.example/landing","sameHost":false,"why":["internal"]}

                """)
    }

    @Test func withoutAURLItPlansEachLineOfStandardInputInOrder() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.write(Self.table, at: scratch.path("t.json"))
        let page = "https://www.shop.example/landing"
        let arguments = ["jump", "--table", scratch.path("t.json"), "--platform", "ios-safari", "--page-url", page]
        let piped = try await ToolTests.run(arguments, input: "shop://admin\r\nshop://sale/5\n")
        let one = try await ToolTests.run(arguments + ["shop://admin"])
        let other = try await ToolTests.run(arguments + ["shop://sale/5"])
        #expect(piped.status == 0, "\(piped.error)")
        #expect(piped.output == one.output + other.output)
        #expect(one.output.hasPrefix("{\"decision\":\"web\"") && other.output != one.output)
        let both = try await ToolTests.run(arguments + ["shop://admin", "shop://sale/5"])
        #expect(both.output == piped.output)
    }

    @Test func anArgumentItCannotReadIsAUsageErrorThatNamesIt() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.write(Self.table, at: scratch.path("t.json"))
        let platform = try await ToolTests.run(["jump", "--table", scratch.path("t.json"), "--platform", "blackberry", "shop://goods/7"])
        #expect(platform.status == 64)
        #expect(platform.output.isEmpty)
        #expect(
            platform.error.contains(
                "Error: platform must be one of \"ios-safari\", \"ios-safari-view\", \"android-chrome\", "
                    + "\"wechat\", \"in-app\", \"desktop\", found \"blackberry\""), "\(platform.error)")
        let source = try await ToolTests.run([
            "jump", "--table", scratch.path("t.json"), "--platform", "ios-safari", "--source", "in-app", "shop://goods/7",
        ])
        #expect(source.status == 64)
        #expect(source.error.contains("Error: source cannot be \"in-app\": a web page is never inside the app"), "\(source.error)")
        let rule = try await ToolTests.run([
            "jump", "--table", scratch.path("t.json"), "--platform", "ios-safari", "--restrict", "bad", "shop://goods/7",
        ])
        #expect(rule.status == 64)
        #expect(rule.error.contains("Error: policy: --restrict expects TAG=KIND,KIND, got 'bad'\n"), "\(rule.error)")
    }
}
