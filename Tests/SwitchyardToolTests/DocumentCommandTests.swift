import Foundation
import Testing

/// `switchyard keygen`, `sign` and `verify`: the release pipeline's side of routing documents.
@Suite("switchyard keygen, sign, verify")
struct DocumentCommandTests {
    func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aDocumentSignedWithANewKeyVerifiesAgainstItsPublicKeyOnly() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("release").path
        let keygen = try await ToolTests.run(["keygen", "--output", prefix])
        #expect(keygen.status == 0)
        let publicKey = try String(contentsOfFile: prefix + ".pub", encoding: .utf8)
        #expect(keygen.output == publicKey, "keygen prints the public key it wrote")
        #expect(Data(base64Encoded: publicKey.trimmingCharacters(in: .whitespacesAndNewlines))?.count == 32)
        let attributes = try FileManager.default.attributesOfItem(atPath: prefix + ".key")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try await ToolTests.run(["keygen", "--output", prefix]).status == 1, "a private key is never overwritten")

        let document = directory.appendingPathComponent("routing.json").path
        try #"{"format":1,"serial":4,"rewrites":[{"from":"/a","to":"/b"}]}"#.write(toFile: document, atomically: true, encoding: .utf8)
        let signed = directory.appendingPathComponent("routing.signed.json").path
        let sign = try await ToolTests.run(["sign", "--key", prefix + ".key", "--key-id", "2026-a", "--output", signed, document])
        #expect(sign.status == 0)
        let verify = try await ToolTests.run(["verify", "--key", "2026-a=\(prefix).pub", signed])
        #expect(verify.status == 0)
        #expect(verify.output == "document 4, signed by 2026-a: valid\n")

        let otherPrefix = directory.appendingPathComponent("other").path
        _ = try await ToolTests.run(["keygen", "--output", otherPrefix])
        let wrongKey = try await ToolTests.run(["verify", "--key", "2026-a=\(otherPrefix).pub", signed])
        #expect(wrongKey.status == 1)
        #expect(wrongKey.error == "badSignature: \(signed): the signature does not match the document for key \"2026-a\"\n")
        let unknown = try await ToolTests.run(["verify", "--key", "2027-b=\(prefix).pub", signed])
        #expect(unknown.error == "unknownKey: \(signed): signed by key \"2026-a\", which this app does not pin (pinned: 2027-b)\n")
    }

    @Test func aMalformedDocumentIsNotSigned() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("k").path
        _ = try await ToolTests.run(["keygen", "--output", prefix])
        let document = directory.appendingPathComponent("bad.json").path
        try #"{"format":1,"serial":"x"}"#.write(toFile: document, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out.json").path
        let sign = try await ToolTests.run(["sign", "--key", prefix + ".key", "--key-id", "k", "--output", output, document])
        #expect(sign.status == 1)
        #expect(
            sign.error
                == "\(document):1:1: missing \"serial\" (a number that grows with every document)\n\(document):1:22: \"serial\" must be an integer, not string\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
