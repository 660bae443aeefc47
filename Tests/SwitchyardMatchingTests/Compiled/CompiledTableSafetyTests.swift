import Testing

@testable import SwitchyardCompiledTableWriter
@testable import SwitchyardCompiledTables
@testable import SwitchyardExplain
@testable import SwitchyardMatching

/// A damaged or foreign compiled table is refused with a located error, never a crash or a wrong match:
/// every truncation and every changed byte of a small image, the same changes with the checksum made to
/// agree (so that only the loader's own checks stand between the bytes and the walk), and the exact text of
/// each refusal.
@Suite("Compiled table safety")
struct CompiledTableSafetyTests {
    static let sku = ParameterType.custom("sku") { $0.count == 3 }

    /// A small table with a regex, a host, an optional group, a custom type, a wildcard, a capture inside a
    /// segment, a query condition and link sources.
    static func table() throws -> RouteTable<String> {
        var builder = RouteTableBuilder<String>(options: RouteTableOptions(accept: ["shop", "https://k.x"]))
        builder.register(sku)
        builder.namespace("shop", fallbackToGlobal: true)
        try builder.add("/goods/<int:id>", value: "goods")
        try builder.add("shop://k.x/u/:name([a-z]+)(/more)", value: "user")
        try builder.add("/sku/<sku:code>/*rest", accept: ["shop"], query: ["q": "<int:n>"], value: "sku")
        try builder.add("/a/x-:p.html", priority: 1, value: "page")
        return try builder.build()
    }

    static let urls = [
        "/goods/7", "shop://goods/x", "shop://k.x/u/abc/more", "shop://sku/abc/d/e?q=4", "/a/x-1.html", "/sku/ab/c", "evil://a",
    ]

    /// Everything a loaded table can be asked, so that a bad index anywhere would be reached.
    static func exercise(_ table: RouteTable<String>) -> Int {
        var seen = 0
        for url in urls {
            if case .success(let match) = table.lookup(url) {
                seen += match.parameters.pathParameters.count + match.parameters.queryCaptures.count + match.wildcard.count
                seen += match.route.pattern.parameterNames.count + match.expansion.count + match.value.count
            }
            seen += table.candidates(for: url).count + table.explain(url).count
        }
        return seen
    }

    static func load(_ bytes: [UInt8]) throws(CompiledTableError) -> RouteTable<String> {
        try RouteTable<String>(compiled: CompiledRouteTable(bytes: bytes), types: [sku], values: ["a", "b", "c", "d"])
    }

    @Test func smallImageLoadsAndAnswers() throws {
        let image = try Self.table().compiled
        #expect(image.bytes.count < 4_096)
        let loaded = try Self.load(image.bytes)
        #expect(Self.urls.map { try? loaded.lookup($0).get().value } == ["a", nil, "b", "c", "d", nil, nil])
        #expect(Self.exercise(loaded) == Self.exercise(try Self.table().replacingRoutes(loaded.routes)))
    }

    @Test func everyTruncationIsRefused() throws {
        let bytes = try Self.table().compiled.bytes
        for length in 0..<bytes.count {
            #expect(throws: CompiledTableError.self, "\(length) bytes") { try Self.load(Array(bytes.prefix(length))) }
        }
    }

    @Test func everyChangedByteIsRefused() throws {
        let bytes = try Self.table().compiled.bytes
        for offset in bytes.indices {
            for change: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = bytes
                damaged[offset] ^= change
                #expect(throws: CompiledTableError.self, "byte \(offset) ^ \(change)") { try Self.load(damaged) }
            }
        }
    }

    /// With the checksum recomputed, a changed payload reaches the loader's checks: it is refused, or it loads
    /// a table that answers every question without crashing.
    @Test func changedPayloadWithValidChecksumNeverCrashes() throws {
        let image = try Self.table().compiled
        let payload = Array(image.bytes[image.payloadStart...])
        var refused = 0
        for offset in payload.indices {
            for change: UInt8 in [0x01, 0x02, 0x10, 0x80, 0xFF] {
                var damaged = payload
                damaged[offset] ^= change
                do {
                    _ = Self.exercise(try Self.load(CompiledRouteTable(payload: damaged).bytes))
                } catch {
                    refused += 1
                }
            }
        }
        #expect(refused > payload.count)
    }

    /// Header bytes replaced (offset -1: the payload's last byte, flipped) and what the refusal says.
    @Test(
        arguments: [
            (
                4, 3,
                "compiled table has format version 3 (written by Switchyard 1.0.0-dev), this library (Switchyard 1.0.0-dev) "
                    + "reads format version 2: compile the table again with this library"
            ),
            (
                15, UInt8(ascii: "x"),
                "compiled table was written by Switchyard 1.0.0-dex, this is Switchyard 1.0.0-dev: compile the table again with this library"
            ),
            (0, UInt8(ascii: "X"), "compiled table expected: the image does not start with \"SWYD\""),
            (-1, 0, "compiled table is damaged: its checksum does not match its contents"),
        ] as [(Int, UInt8, String)])
    func headerRefusalsSayWhy(offset: Int, byte: UInt8, message: String) throws {
        var bytes = try Self.table().compiled.bytes
        if offset < 0 { bytes[bytes.count - 1] ^= 1 } else { bytes[offset] = byte }
        do {
            _ = try Self.load(bytes)
            Issue.record("a changed header loaded")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func truncationSaysHowShort() throws {
        let bytes = try Self.table().compiled.bytes
        do {
            _ = try Self.load(Array(bytes.dropLast(2)))
            Issue.record("a truncated image loaded")
        } catch {
            #expect(error.description == "compiled table is truncated: \(bytes.count - 2) bytes where its header announces \(bytes.count)")
        }
    }

    @Test func trailingPayloadByteIsLocated() throws {
        let image = try Self.table().compiled
        let payload = Array(image.bytes[image.payloadStart...]) + [0]
        let bytes = CompiledRouteTable(payload: payload).bytes
        do {
            _ = try Self.load(bytes)
            Issue.record("a payload with a byte too many loaded")
        } catch {
            #expect(error.description == "compiled table is damaged at byte \(bytes.count - 1): 1 byte is left unread")
        }
    }

    @Test func missingCustomTypeIsNamed() throws {
        let compiled = try Self.table().compiled
        #expect(throws: CompiledTableError.missingType(name: "sku")) {
            try RouteTable<String>(compiled: compiled, values: ["a", "b", "c", "d"])
        }
        #expect(
            CompiledTableError.missingType(name: "sku").description
                == "compiled table uses the parameter type 'sku', which was not given: pass ParameterType.custom(\"sku\") { … } in `types`")
    }

    @Test func valuesMustMatchTheRoutes() throws {
        let compiled = try Self.table().compiled
        do {
            _ = try RouteTable<String>(compiled: compiled, types: [Self.sku], values: ["a", "b"])
            Issue.record("two values for four routes loaded")
        } catch {
            #expect(error.description == "compiled table has 4 routes, and 2 values were given: one per route, in route order")
        }
    }

    @Test(arguments: [
        ("U1dZ!A==", "compiled table text has a character that is not base64 at byte 4"),
        ("U1dZRQ==", "compiled table expected: the image does not start with \"SWYD\""),
        ("U1c", "compiled table is truncated: 2 bytes where its header announces 7"),
    ])
    func textRefusalsSayWhy(text: String, message: String) {
        do {
            _ = try CompiledRouteTable(text: text)
            Issue.record("\(text) was taken for a compiled table")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func textRoundTripsThroughASwiftLiteral() throws {
        let compiled = try Self.table().compiled
        #expect(try CompiledRouteTable(text: compiled.text) == compiled)
        let literal = compiled.swiftLiteral()
        #expect(literal.hasPrefix("#\"\"\"\n") && literal.hasSuffix("\n\"\"\"#"))
        #expect(literal.split(separator: "\n").allSatisfy { $0.count <= ImageText.lineLength })
        #expect(try CompiledRouteTable(text: String(literal.dropFirst(5).dropLast(5))) == compiled)
        // Indented as generated code writes it: each line and the closing delimiter, which Swift strips.
        let indented = compiled.swiftLiteral(indent: 4)
        #expect(indented.hasSuffix("\n    \"\"\"#"))
        let body = indented.dropFirst(5).dropLast(9).split(separator: "\n")
        #expect(body.allSatisfy { $0.hasPrefix("    ") })
        #expect(try CompiledRouteTable(text: body.map { $0.dropFirst(4) }.joined(separator: "\n")) == compiled)
    }
}
