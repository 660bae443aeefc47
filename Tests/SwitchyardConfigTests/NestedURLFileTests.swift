import Switchyard
import SwitchyardConfig
import Testing

/// Issue #63, item 3: a rewrite's `"nested"` object writes in a table file what `RewriteRule.NestedURL` says in
/// code (RouteTableFileFormat, "A rewrite's nested URL"), and every wrong value is an error where it is written.
@Suite("Route-table files: a rewrite's nested URL")
struct NestedURLFileTests {
    static func compile(_ text: String) throws -> RouteTableFile {
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        return try RouteTableFile.compile(spec, file: "t.json", source: text)
    }

    /// The table's routes and one rewrite written as `rewrite`.
    static func table(_ rewrite: String) -> String {
        #"{"routes": [{"pattern": "/post/:id", "handler": "post"}], "rewrites": ["# + rewrite + "]}"
    }

    @Test func theOptionsAreTheRulesOnes() throws {
        let file = try Self.compile(
            Self.table(
                #"{"from": "https://m.shop.example/login", "to": "{url:query.redirect_to}", "nested": {"resolvesRelative": true, "carriedQueryItems": ["login_reason"], "source": "other-app:com.example.partner"}}"#
            ))
        #expect(
            file.rewrites.rules[0].nested
                == RewriteRule.NestedURL(
                    source: .otherApp(bundleID: "com.example.partner"), resolvesRelative: true, carriedQueryItems: ["login_reason"]))
        #expect(
            file.rewrites.rewrite("https://m.shop.example/login?login_reason=expired&redirect_to=%2Fpost%2F7")
                == "https://m.shop.example/post/7?login_reason=expired")
    }

    @Test func withoutTheObjectTheDefaultsHold() throws {
        let file = try Self.compile(Self.table(#"{"from": "https://m.shop.example/login", "to": "{url:query.redirect_to}", "nested": {}}"#))
        #expect(file.rewrites.rules[0].nested == RewriteRule.NestedURL())
        #expect(file.rewrites.rewrite("https://m.shop.example/login?redirect_to=%2Fpost%2F7") == nil)
    }

    @Test func aRegexRuleTakesTheOptionsToo() throws {
        let file = try Self.compile(
            Self.table(#"{"regex": "^https://m\\.shop\\.example/login$", "to": "{url:query.next}", "nested": {"resolvesRelative": true}}"#))
        #expect(file.rewrites.rewrite("https://m.shop.example/login?next=/post/1") == "https://m.shop.example/post/1")
    }

    @Test(
        "every source spelling",
        arguments: [
            ("in-app", RouteSource.inApp), ("push", .push), ("universal-link", .universalLink), ("other-app", .otherApp(bundleID: nil)),
            ("other-app:com.example", .otherApp(bundleID: "com.example")), ("web", .webPage(nil)),
            ("web:https://m.shop.example", .webPage("https://m.shop.example")),
        ])
    func sourceSpellings(_ spelling: String, _ source: RouteSource) throws {
        let file = try Self.compile(
            Self.table(#"{"from": "https://m.shop.example/login", "to": "{url:query.next}", "nested": {"source": ""# + spelling + #""}}"#))
        #expect(file.rewrites.rules[0].nested.source == source)
        #expect(source.spelling == spelling)
    }

    @Test(
        "wrong values, located",
        arguments: [
            (
                #"{"from": "/login", "to": "{url:query.next}", "nested": {"resolveRelative": true}}"#,
                #"t.json:1:128: unknown key "resolveRelative" in "nested"; did you mean "resolvesRelative"?"#
            ),
            (
                #"{"from": "/login", "to": "{url:query.next}", "nested": {"origin": true}}"#,
                #"t.json:1:128: unknown key "origin" in "nested"; expected one of: resolvesRelative, carriedQueryItems, source"#
            ),
            (
                #"{"from": "/login", "to": "{url:query.next}", "nested": {"resolvesRelative": "yes"}}"#,
                #"t.json:1:148: "resolvesRelative" must be a boolean, found string"#
            ),
            (
                #"{"from": "/login", "to": "{url:query.next}", "nested": {"carriedQueryItems": "login_reason"}}"#,
                #"t.json:1:149: "carriedQueryItems" must be an array of strings, found string"#
            ),
            (
                #"{"from": "/login", "to": "{url:query.next}", "nested": {"carriedQueryItems": ["a", 1, ""]}}"#,
                #"t.json:1:155: "carriedQueryItems[1]" must be a string, found integer"#
                    + "\n" + #"t.json:1:158: "carriedQueryItems[2]" must not be empty"#
            ),
            (
                #"{"from": "/login", "to": "{url:query.next}", "nested": {"source": "intent"}}"#,
                #"t.json:1:138: "source" must be in-app, push, universal-link, other-app[:BUNDLE_ID] or web[:PAGE_URL], found "intent""#
            ),
            (
                #"{"from": "/login", "to": "{url:query.next}", "nested": {"source": "push:x"}}"#,
                #"t.json:1:138: "source" must be in-app, push, universal-link, other-app[:BUNDLE_ID] or web[:PAGE_URL], found "push:x""#
            ),
            (
                #"{"from": "/login", "to": "{url:query.next}", "nested": {"source": true}}"#,
                #"t.json:1:138: "source" must be a string, found boolean"#
            ),
            (
                #"{"from": "/login", "to": "{url:query.next}", "nested": true}"#,
                #"t.json:1:127: "nested" must be an object, found boolean"#
            ),
            (
                #"{"from": "/login", "to": "/post/{query.next}", "nested": {"resolvesRelative": true}}"#,
                #"t.json:1:119: "nested" needs a "to" that is "{url:query.NAME}" (the URL a query item carries), found "/post/{query.next}""#
            ),
            (
                #"{"from": "/login", "to": "{url:query.next}#top", "nested": {}}"#,
                #"t.json:1:121: "nested" needs a "to" that is "{url:query.NAME}" (the URL a query item carries), found "{url:query.next}#top""#
            ),
        ])
    func wrongValues(_ rewrite: String, _ expected: String) {
        #expect(specErrors(Self.table(rewrite), .json).joined(separator: "\n") == expected)
    }

    @Test func yamlWritesTheSameObject() throws {
        let yaml = """
            routes:
              - pattern: /post/:id
                handler: post
            rewrites:
              - from: https://m.shop.example/login
                to: "{url:query.redirect_to}"
                nested:
                  resolvesRelative: true
                  carriedQueryItems: [login_reason]
                  source: in-app
            """
        let spec = try RouteTableSpec.parse(Array(yaml.utf8), format: .yaml, file: "t.yaml")
        #expect(spec.rewrites[0].rule.nested == .init(source: .inApp, resolvesRelative: true, carriedQueryItems: ["login_reason"]))
        #expect(spec.rewrites[0].nested?.location == TextLocation(line: 7, column: 5))
    }
}
