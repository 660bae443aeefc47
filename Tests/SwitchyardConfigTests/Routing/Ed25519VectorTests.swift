import Foundation
import SwitchyardRoutingDocuments
import SwitchyardTestSupport
import Testing

/// Every vector of `Conformance/vectors/` (Wycheproof's EdDSA vectors and this project's rule vectors): the Swift
/// reader (swift-crypto after the key and S checks of `Ed25519Rules`) gives each one's `result`, and pins or refuses
/// each key as its group says. The JVM's `Ed25519VectorTest` checks the same files against the same results, so
/// both readers accept exactly the same set.
@Suite struct Ed25519VectorTests {
    struct Vector {
        let place: String
        let key: [UInt8]
        let message: Data
        let signature: Data
        let valid: Bool
    }

    static func groups(_ file: String) throws -> [[String: Any]] {
        let url = Repository.root.appendingPathComponent("Conformance/vectors/\(file)")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return root?["testGroups"] as? [[String: Any]] ?? []
    }

    static func key(of group: [String: Any]) -> [UInt8] {
        hex((group["publicKey"] as? [String: Any])?["pk"] as? String ?? "")
    }

    static func vectors(_ file: String) throws -> [Vector] {
        try groups(file).flatMap { group in
            (group["tests"] as? [[String: Any]] ?? []).map { test in
                Vector(
                    place: "\(file)#\(test["tcId"] ?? "") \(test["comment"] ?? "")", key: key(of: group),
                    message: Data(hex(test["msg"] as? String ?? "")), signature: Data(hex(test["sig"] as? String ?? "")),
                    valid: test["result"] as? String == "valid")
            }
        }
    }

    static func hex(_ text: String) -> [UInt8] {
        let digits = Array(text.utf8)
        return stride(from: 0, to: digits.count - 1, by: 2).compactMap {
            UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16)
        }
    }

    func check(_ file: String) throws -> (valid: Int, invalid: Int) {
        let vectors = try Self.vectors(file)
        for vector in vectors {
            #expect(
                Ed25519Rules.verify(key: vector.key, message: vector.message, signature: vector.signature) == vector.valid,
                "\(vector.place)")
        }
        return (vectors.filter(\.valid).count, vectors.filter { !$0.valid }.count)
    }

    @Test func wycheproofsVectorsGiveTheirResult() throws {
        let counts = try check("ed25519_test.json")
        #expect(counts.valid == 88)
        #expect(counts.invalid == 63)
    }

    @Test func theRuleVectorsGiveTheirResult() throws {
        let counts = try check("ed25519-rules.json")
        #expect(counts.valid == 5)
        #expect(counts.invalid == 34)
    }

    @Test func eachKeyIsPinnedOrRefusedWithItsWords() throws {
        var refused = 0
        for file in ["ed25519_test.json", "ed25519-rules.json"] {
            for group in try Self.groups(file) {
                let base64 = Data(Self.key(of: group)).base64EncodedString()
                guard let pin = group["pin"] as? [String: Any], let words = pin["refused"] as? String else {
                    #expect(try PinnedKeys(["k": base64]).ids == ["k"])
                    continue
                }
                #expect(throws: RoutingDocumentError(.malformed, "pinned key \"k\" \(words)")) {
                    try PinnedKeys(["k": base64])
                }
                refused += 1
            }
        }
        #expect(refused == 17)
    }
}
