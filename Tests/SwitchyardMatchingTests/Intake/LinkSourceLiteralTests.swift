import Testing
import SwitchyardMatching

@Suite("Link sources written as string literals")
struct LinkSourceLiteralTests {
    @Test func aLiteralIsTheSourceItParsesTo() throws {
        var options = RouteTableOptions()
        options.accept = ["myapp", "https://m.example.com"]
        #expect(options.accept == [try LinkSource(parsing: "myapp"), try LinkSource(parsing: "https://m.example.com")])
        let source: LinkSource = "HTTPS://M.Example.COM/"
        #expect(source.scheme == "https")
        #expect(source.host == "m.example.com")
        #expect(source.parseError == nil)
        #expect(source.description == "https://m.example.com")
        let table = try makeTable(["/goods/:id"], options: options)
        #expect(table.match("myapp://goods/7")?.parameters["id"] == "7")
        #expect(table.match("https://m.example.com/goods/7") != nil)
        #expect(table.match("evil://goods/7") == nil)
    }

    @Test(arguments: [
        ("https//m.example.com", "expected \"://\" after the scheme of a link source"),
        ("https://m.example.com/app", "a link source is a scheme and a host, with no path"),
        ("", "a link source must start with a scheme such as \"myapp\" or \"https://example.com\""),
        ("://host", "a link source must start with a scheme such as \"myapp\" or \"https://example.com\""),
    ])
    func aLiteralThatDoesNotParseAcceptsNothingAndSaysWhy(text: String, message: String) {
        let source = LinkSource(stringLiteral: text)
        #expect(source.parseError?.message == message)
        #expect(source.description == text)
        #expect(!source.accepts(scheme: "https", host: "m.example.com"))
        #expect(!source.accepts(scheme: "", host: nil))
        #expect(source != LinkSource(stringLiteral: "https"))
    }

    @Test func aTableWithAnUnparsedSourceDoesNotBuild() {
        var options = RouteTableOptions()
        options.accept = ["myapp", "https://m.example.com/app"]
        var builder = RouteTableBuilder<String>(options: options)
        #expect(throws: Never.self) { try builder.add("/goods/:id", value: "goods") }
        do {
            _ = try builder.build()
            Issue.record("built")
        } catch {
            #expect(
                error.description
                    == #"error: link source "https://m.example.com/app" in the table's options does not parse: a link source is a scheme and a host, with no path"#
            )
            #expect(error.errors.map(\.route?.routeID) == [nil])
        }
    }

    @Test func aRouteWithAnUnparsedSourceDoesNotBuild() throws {
        var builder = RouteTableBuilder<String>()
        try builder.add("/a", value: "a")
        let id = try builder.add("shop://goods/:id", accept: ["https//m.example.com"], value: "goods")
        do {
            _ = try builder.build()
            Issue.record("built")
        } catch {
            #expect(
                error.description
                    == #"error: link source "https//m.example.com" of route "shop://goods/:id" (shop) does not parse: expected "://" after the scheme of a link source"#
            )
            #expect(error.errors.map(\.route?.routeID) == [id])
        }
    }
}
