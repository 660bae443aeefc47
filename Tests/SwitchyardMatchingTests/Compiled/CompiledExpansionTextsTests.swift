import Testing

@testable import SwitchyardCompiledTableWriter
@testable import SwitchyardCompiledTables
@testable import SwitchyardMatching

/// A compiled table keeps each full pattern's expansion texts after its text (format 2), so that a match names the
/// expansion it took without a pattern parser, which the run half no longer has (ADR 0040): the built table's
/// texts, and a block that does not fit its buffer is refused.
@Suite("Compiled table expansion texts")
struct CompiledExpansionTextsTests {
    static let patterns = ["shop://k.x/u/:name(/more)(/most)", "/a/:p([0-9]+)", "/plain/:id", "/h#/v/:id"]

    static func table() throws -> RouteTable<String> {
        var builder = RouteTableBuilder<String>()
        for pattern in patterns { try builder.add(pattern, value: pattern) }
        return try builder.build()
    }

    @Test func aLoadedTableNamesTheBuiltTablesExpansions() throws {
        let built = try Self.table()
        let loaded = try RouteTable<String>(compiled: built.compiled, values: Self.patterns)
        #expect(loaded.routes.map(\.pattern.expansionTexts) == built.routes.map(\.pattern.expansionTexts))
        #expect(built.routes[0].pattern.expansionTexts.count == 4)
        #expect(built.routes[0].pattern.expansionTexts.first == "/u/:name/more/most")
        for url in ["shop://k.x/u/ann/more", "shop://k.x/u/ann", "/a/12", "/plain/7", "app://h#/v/3"] {
            let description = try #require(built.match(url)?.description, "\(url)")
            #expect(loaded.match(url)?.description == description)
        }
        #expect(loaded.match("shop://k.x/u/ann/more")?.description.contains(#" as "/u/:name/more""#) == true)
    }

    @Test func anExpansionBlockPastItsBufferIsRefused() throws {
        let image = try Self.table().compiled
        var payload = Array(image.bytes[image.payloadStart...])
        let end = try #require(payload.firstRange(of: Array(Self.patterns[0].utf8))).upperBound
        // The block's count, a 32-bit little-endian number right after the text: more texts than the buffer holds.
        payload[end + 3] = 0x7F
        do {
            _ = try RouteTable<String>(
                compiled: CompiledRouteTable(bytes: CompiledRouteTable(payload: payload).bytes), values: Self.patterns)
            Issue.record("an image whose expansion texts run past their buffer loaded")
        } catch {
            #expect(error.description.hasPrefix("compiled table is damaged at byte "))
            #expect(error.description.hasSuffix(": route 0's record is out of range"))
        }
    }
}
