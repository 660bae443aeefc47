import Testing
import Switchyard

@Suite("Rewrite rules")
struct RewriteTests {
    static let rules = [
        RewriteRule(from: "https://m.shop.example/product/:id.html", to: "shop://goods/{id}"),
        RewriteRule(from: "https://m.shop.example/s/:q", to: "shop://search?q={q}"),
        RewriteRule(from: "https://m.shop.example/c/:cat(/:sub)", to: "shop://category/{cat}/{sub}#top"),
        RewriteRule(from: "legacy://item/<int:id>", to: "shop://goods/{id}"),
    ]

    @Test(
        arguments: [
            ("https://m.shop.example/product/7.html", "shop://goods/7"),
            ("https://m.shop.example/product/7.html?from=ad#x", "shop://goods/7?from=ad#x"),
            ("https://M.SHOP.example/product/7.html", "shop://goods/7"),
            ("https://m.shop.example/s/a%2Fb%20c", "shop://search?q=a%2Fb%20c"),
            ("https://m.shop.example/s/x?ignored=1", "shop://search?q=x"),
            ("https://m.shop.example/c/shoes", "shop://category/shoes/#top"),
            ("https://m.shop.example/c/shoes/red", "shop://category/shoes/red#top"),
            ("legacy://item/42", "shop://goods/42"),
            ("legacy://item/abc", nil),
            ("https://other.example/product/7.html", nil),
            ("https://m.shop.example/product/7", nil),
            ("https://m.shop.example/../x", nil),
        ] as [(String, String?)])
    func rewrite(_ url: String, _ expected: String?) throws {
        let rules = try RewriteRules(Self.rules)
        #expect(rules.rewrite(url) == expected)
    }

    @Test func aValueStaysOneSegment() throws {
        let rules = try RewriteRules([RewriteRule(from: "/open/:target", to: "app://web/{target}")])
        #expect(
            rules.rewrite("/open/https%3A%2F%2Fevil.example%2F%3Fa%3D1%26b%3D2")
                == "app://web/https%3A%2F%2Fevil.example%2F%3Fa%3D1%26b%3D2")
    }

    @Test(arguments: [
        (
            RewriteRule(from: "/a/:id", to: "shop://b/{idx}"),
            "rewrite 1 \"to\": '{idx}' is not a parameter of \"from\"; it has {id}\n  shop://b/{idx}\n           ^"
        ),
        (
            RewriteRule(from: "/a", to: "shop://b/{x}"),
            "rewrite 1 \"to\": '{x}' is not a parameter of \"from\"; it has none\n  shop://b/{x}\n           ^"
        ),
        (
            RewriteRule(from: "/a/:id", to: "shop://b/{id"),
            "rewrite 1 \"to\": unterminated placeholder: expected '}'\n  shop://b/{id\n           ^"
        ),
        (
            RewriteRule(from: "/a/:id", to: "shop://b/id}"),
            "rewrite 1 \"to\": unexpected '}'\n  shop://b/id}\n             ^"
        ),
        (
            RewriteRule(from: "/a(b", to: "shop://b"),
            "rewrite 1 \"from\": an optional group must start with '/'\n  /a(b\n     ^"
        ),
        (
            RewriteRule(from: "/a", to: ""),
            "rewrite 1 \"to\": empty rewrite target\n  \n  ^"
        ),
    ])
    func errors(_ rule: RewriteRule, _ message: String) throws {
        let error = try #require(throws: RewriteError.self) {
            try RewriteRules([RewriteRule(from: "/ok", to: "x://y")].dropLast() + [rule])
        }
        #expect(error.description == message)
    }

    @Test func overlappingRulesAreRefused() throws {
        let error = try #require(throws: RewriteError.self) {
            try RewriteRules([RewriteRule(from: "/a/:x", to: "s://1"), RewriteRule(from: "/a/:y", to: "s://2")])
        }
        #expect(error.ruleIndex == 1)
        #expect(error.message == "matches the same URLs as rewrite 1, which comes first")
    }
}
