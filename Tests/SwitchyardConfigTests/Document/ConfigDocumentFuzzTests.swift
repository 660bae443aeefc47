import Foundation
import Testing
import SwitchyardConfig
import SwitchyardTestSupport

@Suite("Fuzzing")
struct ConfigDocumentFuzzTests {
    /// Bytes that tend to matter to at least one of the parsers.
    static let interestingBytes: [UInt8] =
        Array("{}[]\"':,\\<>/&*!-#?|>%@`=\n\r\t 0123456789eE.+ntfuxX".utf8)
        + [0x00, 0x01, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xEF, 0xF0, 0xFF]

    fileprivate static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(4) {
            let position = bytes.isEmpty ? 0 : random.below(bytes.count)
            switch random.below(8) {
            case 0 where !bytes.isEmpty:
                bytes[position] ^= UInt8(1 << random.below(8))
            case 1 where !bytes.isEmpty:
                bytes[position] = UInt8(truncatingIfNeeded: random.next())
            case 2 where !bytes.isEmpty:
                bytes[position] = interestingBytes[random.below(interestingBytes.count)]
            case 3:
                bytes.insert(interestingBytes[random.below(interestingBytes.count)], at: position)
            case 4 where !bytes.isEmpty:
                let end = min(bytes.count, position + 1 + random.below(16))
                bytes.removeSubrange(position..<end)
            case 5 where !bytes.isEmpty:
                let end = min(bytes.count, position + 1 + random.below(32))
                let chunk = Array(bytes[position..<end])
                bytes.insert(contentsOf: chunk, at: random.below(bytes.count + 1))
            case 6 where !bytes.isEmpty:
                bytes.removeSubrange(position...)
            default:
                let a = random.below(bytes.count + 1)
                let b = random.below(bytes.count + 1)
                if a < b { bytes[a..<b].reverse() }
            }
        }
        return bytes
    }

    fileprivate static func fixtures() throws -> [(name: String, bytes: [UInt8])] {
        let xmlPlist = ConfigFixtures.bytes("example", "plist")
        let object = try PropertyListSerialization.propertyList(from: Data(xmlPlist), options: [], format: nil)
        let binaryPlist = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        return [
            ("example.json", ConfigFixtures.bytes("example", "json")),
            ("example.yaml", ConfigFixtures.bytes("example", "yaml")),
            ("example.plist", xmlPlist),
            ("example.bplist", [UInt8](binaryPlist)),
        ]
    }

    /// Feeds 3,200 seeded mutations of the fixtures (800 per fixture) to every parser and
    /// to the spec decoder. Reaching the end without a crash, hang or trap is the test.
    @Test func mutatedFixturesNeverCrashAnyParser() throws {
        let fixtures = try Self.fixtures()
        #expect(fixtures.allSatisfy { !$0.bytes.isEmpty })
        var random = SplitMix64(seed: 0x5EED_CAFE_F00D)
        var parsed = 0
        var rejected = 0
        for fixture in fixtures {
            for _ in 0..<800 {
                let input = Self.mutate(fixture.bytes, &random)
                for format in ConfigFormat.allCases {
                    do {
                        let root = try ConfigDocument.parse(input, format: format, file: fixture.name)
                        parsed += 1
                        if let diagnostics = try? RouteTableSpec.decode(root, file: fixture.name) {
                            _ = diagnostics
                        }
                    } catch {
                        rejected += 1
                        #expect((error.location?.line ?? 0) >= 1 && (error.location?.column ?? 0) >= 1)
                        #expect(!error.message.isEmpty)
                    }
                }
            }
        }
        #expect(parsed + rejected == 4 * 800 * 3)
        #expect(parsed > 0)
        #expect(rejected > 0)
    }

    /// Random bytes, not derived from any fixture.
    @Test func randomBytesNeverCrashAnyParser() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let length = random.below(64)
            let input = (0..<length).map { _ in Self.interestingBytes[random.below(Self.interestingBytes.count)] }
            for format in ConfigFormat.allCases {
                _ = try? ConfigDocument.parse(input, format: format, file: "random")
            }
        }
    }

    @Test func splitMixIsDeterministic() {
        var a = SplitMix64(seed: 1)
        var b = SplitMix64(seed: 1)
        #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
        var zero = SplitMix64(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    }
}
