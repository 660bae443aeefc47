import SwitchyardCompiledTableWriter
import SwitchyardCompiledTables
import SwitchyardMatching
import Testing

/// What `CompiledRouteTable`'s documentation promises about an image an app loads itself (issue #58): its header's
/// first bytes, and the number of values the loader takes, read from the image.
@Suite("Compiled table: header and route count")
struct CompiledHeaderTests {
    static func table(_ patterns: [String]) throws -> RouteTable<String> {
        var builder = RouteTableBuilder<String>()
        for pattern in patterns { try builder.add(pattern, value: pattern) }
        return try builder.build()
    }

    @Test(arguments: [[], ["/a"], ["/goods/<int:id>", "shop://cart", "/files/*", "/u/:id(/<int:page>)"]])
    func routeCountIsTheNumberOfValuesTheLoaderTakes(patterns: [String]) throws {
        let compiled = try CompiledRouteTable(text: try Self.table(patterns).compiled.text)
        #expect(compiled.routeCount == patterns.count)
        let values = (0..<compiled.routeCount).map { "route \($0)" }
        let loaded = try RouteTable(compiled: compiled, values: values)
        #expect(loaded.routes.map(\.value) == values)
        #expect(throws: CompiledTableError.self) { try RouteTable(compiled: compiled, values: values + ["one too many"]) }
    }

    /// `SWYD`, then format 2 as two little-endian bytes: the base64 text of every image starts `U1dZRAIA`.
    @Test func theTextStartsWithTheMagicAndTheFormat() throws {
        let compiled = try Self.table(["/a"]).compiled
        #expect(Array(compiled.bytes.prefix(6)) == Array("SWYD".utf8) + [UInt8(CompiledRouteTable.formatVersion), 0])
        #expect(compiled.text.hasPrefix("U1dZRAIA"))
    }
}
