import Switchyard
import SwitchyardConfig
import Testing

/// Issue #42: a route-table file declares the app's web origins once (`options.webOrigins`), and a wrong
/// entry is an error at the entry.
@Suite("Route-table files: web origins")
struct WebOriginsFileTests {
    static func compile(_ text: String) throws -> RouteTableFile {
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        return try RouteTableFile.compile(spec, file: "t.json", source: text)
    }

    @Test func theFilesWebOriginsAreTheTablesAndTheRoutersOnes() async throws {
        let file = try Self.compile(
            #"{"options": {"webOrigins": ["https://m.shop.example", "https?://help.shop.example"]}, "routes": [{"pattern": "shop://web", "handler": "web"}]}"#
        )
        #expect(file.table.options.webOrigins == ["https://m.shop.example", "https?://help.shop.example"])
        var handlers = NamedHandlers<String>()
        handlers.register("web") { request in .value(try request.webDestination("url").url) }
        let router = try RouterBuilder<String>(file: file, handlers: handlers).build()
        #expect(
            try await router.open("shop://web?url=http%3A%2F%2Fhelp.shop.example%2Fa", expecting: String.self)
                == "http://help.shop.example/a")
        await #expect(throws: RoutingError.self) { try await router.open("shop://web?url=http%3A%2F%2Fm.shop.example%2Fa") }
    }

    @Test func anEntryThatIsNoWebOriginIsAnErrorAtTheEntry() throws {
        #expect {
            _ = try Self.compile(#"{"options": {"webOrigins": ["https://m.shop.example", "shop", "https//x.example"]}, "routes": []}"#)
        } throws: { error in
            guard let error = error as? RouteTableError else { return false }
            return error.diagnostics.map(\.description) == [
                #"t.json:1:55: error: web origin "shop" is not an http or https scheme with a host, such as "https://m.shop.example""#,
                "t.json:1:69: error: expected \"://\" after the scheme of a link source\n  https//x.example\n       ^",
            ]
        }
    }
}
