import Testing

@testable import SwitchyardCompiledTableWriter
@testable import SwitchyardCompiledTables
@testable import SwitchyardMatching

/// A compiled table's intake limits are within the ceilings a table file may ask for (issue #64): an image
/// that holds one past them was not written from a table that loaded, and is refused, located.
@Suite("Compiled table: intake limits")
struct CompiledLimitsTests {
    static func image(_ set: (inout IntakeOptions) -> Void) throws -> [UInt8] {
        var options = RouteTableOptions()
        set(&options.intake)
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("/a", value: "a")
        return try builder.build().compiled.bytes
    }

    @Test func limitsAtTheirCeilingsLoad() throws {
        let bytes = try Self.image {
            $0.maxURLLength = 65_536; $0.maxSegments = 1_024; $0.maxQueryItems = 2_048
        }
        let table = try RouteTable<String>(compiled: CompiledRouteTable(bytes: bytes), values: ["a"])
        #expect(table.options.intake == IntakeOptions(maxURLLength: 65_536, maxSegments: 1_024, maxQueryItems: 2_048))
    }

    @Test(arguments: [(65_537, 256, 512), (16_384, 1 << 40, 512), (16_384, 256, 2_049), (-1, 256, 512)])
    func aLimitPastItsCeilingIsRefused(_ length: Int, _ segments: Int, _ items: Int) throws {
        let bytes = try Self.image {
            $0.maxURLLength = length; $0.maxSegments = segments; $0.maxQueryItems = items
        }
        let error = try #require(throws: CompiledTableError.self) {
            try RouteTable<String>(compiled: CompiledRouteTable(bytes: bytes), values: ["a"])
        }
        #expect("\(error)".contains("a limit below 0 or past its ceiling (URL length, segments or query items)"))
    }
}
