import Testing
@testable import SwitchyardExplain
import SwitchyardMatching

/// `https?://host`: one link source for a host's `https` and `http` links.
@Suite("https? link sources")
struct WebSourceTests {
    @Test func aSourceTakesBothSchemesOfItsHost() throws {
        let source: LinkSource = "HTTPS?://WWW.Shop.Example/"
        #expect(source.parseError == nil)
        #expect(source.scheme == "https")
        #expect(source.host == "www.shop.example")
        #expect(source.description == "https?://www.shop.example")
        #expect(source.accepts(scheme: "https", host: "www.shop.example"))
        #expect(source.accepts(scheme: "http", host: "www.shop.example"))
        #expect(!source.accepts(scheme: "http", host: "evil.example"))
        #expect(!source.accepts(scheme: "ftp", host: "www.shop.example"))
        #expect(source != LinkSource(stringLiteral: "https://www.shop.example"))
        let plain: LinkSource = "https://www.shop.example"
        #expect(!plain.accepts(scheme: "http", host: "www.shop.example"))
    }

    @Test(arguments: [
        ("https?", "\"https?\" needs a host: \"https?://example.com\"", 5),
        ("http?://a.example", "expected \"://\" after the scheme of a link source", 4),
        ("https?:/a.example", "expected \"://\" after the scheme of a link source", 6),
    ])
    func otherSpellingsAreRefused(text: String, message: String, offset: Int) {
        #expect(throws: PatternError(pattern: text, offset: offset, message: message)) { try LinkSource(parsing: text) }
    }

    @Test func tablesAndRoutesAcceptBothSchemes() throws {
        var options = RouteTableOptions()
        options.accept = ["shop", "https?://www.shop.example"]
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("/goods/:id", value: "goods")
        try builder.add("/cart", accept: ["https?://www.shop.example"], value: "cart")
        try builder.add("/help", accept: ["https://www.shop.example"], value: "help")
        let table = try builder.build()
        // Neither route source is reported: the table's `https?` covers both.
        #expect(table.warnings.isEmpty)
        #expect(LinkSource(stringLiteral: "https?://www.shop.example").covers("http://www.shop.example"))
        #expect(!LinkSource(stringLiteral: "https://www.shop.example").covers("https?://www.shop.example"))
        #expect(table.match("https://www.shop.example/goods/7")?.value == "goods")
        #expect(table.match("http://www.shop.example/goods/7")?.value == "goods")
        #expect(table.match("http://WWW.SHOP.EXAMPLE/goods/7")?.value == "goods")
        #expect(table.match("http://evil.example/goods/7") == nil)
        #expect(table.match("http://www.shop.example/cart")?.value == "cart")
        #expect(table.match("shop://cart") == nil)
        #expect(table.match("https://www.shop.example/help")?.value == "help")
        #expect(table.match("http://www.shop.example/help") == nil)
        #expect(table.candidates(for: "http://www.shop.example/cart").map(\.value) == ["cart"])
        #expect(table.explain("http://www.shop.example/cart").hasSuffix("result: \"/cart\" (global) → cart\n  parameters: (none)"))
    }

    @Test func aRouteUnderAnHTTPSOnlyTableIsReported() throws {
        var options = RouteTableOptions()
        options.accept = ["https://www.shop.example"]
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("/cart", accept: ["https?://www.shop.example"], value: "cart")
        #expect(
            try builder.build().warnings.map(\.message) == [
                "route \"/cart\" (global) accepts link source \"https?://www.shop.example\", which the table does not accept (https://www.shop.example)"
            ])
    }
}
