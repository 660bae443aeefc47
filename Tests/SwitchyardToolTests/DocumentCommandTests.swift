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

    @Test func aDocumentEveryAppRefusesIsSignedAndVerifiedWithAWarning() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("k").path
        _ = try await ToolTests.run(["keygen", "--output", prefix])
        let document = directory.appendingPathComponent("old.json").path
        try #"{"format":1,"serial":4,"expires":"2020-01-01T00:00:00Z","app":{"minVersion":"3.0","maxVersion":"2.9"}}"#
            .write(toFile: document, atomically: true, encoding: .utf8)
        let signed = directory.appendingPathComponent("old.signed.json").path
        let sign = try await ToolTests.run(["sign", "--key", prefix + ".key", "--key-id", "k", "--output", signed, document])
        #expect(sign.status == 0)
        #expect(
            sign.error == """
                warning: \(document): document 4 expired at 2020-01-01T00:00:00Z: every app refuses it
                warning: \(document): "app": minVersion 3.0 is above maxVersion 2.9: every app version refuses the document

                """)
        let verify = try await ToolTests.run(["verify", "--key", "k=\(prefix).pub", signed])
        #expect(verify.status == 0)
        #expect(verify.output == "document 4, signed by k: valid\n")
        #expect(verify.error.hasPrefix("warning: \(signed): document 4 expired at 2020-01-01T00:00:00Z: every app refuses it\n"))
    }

    @Test func verifyAnswersAsAnAppWould() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("k").path
        _ = try await ToolTests.run(["keygen", "--output", prefix])
        let document = directory.appendingPathComponent("d.json").path
        try #"""
        {"format":1,"serial":9,"notBefore":"2026-12-01T00:00:00Z","expires":"2027-01-01T00:00:00Z",
         "app":{"minVersion":"2.0","maxVersion":"2.9","platforms":["ios"]},"rollout":{"percent":0}}
        """#.write(toFile: document, atomically: true, encoding: .utf8)
        let signed = directory.appendingPathComponent("d.signed.json").path
        _ = try await ToolTests.run(["sign", "--key", prefix + ".key", "--key-id", "k", "--output", signed, document])
        func verify(_ options: String...) async throws -> (status: Int32, output: String, error: String) {
            let run = try await ToolTests.run(["verify", "--key", "k=\(prefix).pub"] + options + [signed])
            return (run.status, run.output, run.error)
        }
        let inTime = try await verify("--at", "2026-12-15", "--app-version", "2.4.0", "--platform", "ios")
        #expect(inTime.status == 0)
        #expect(inTime.output == "document 9, signed by k: valid\n")
        #expect(inTime.error == "warning: \(signed): \"rollout\" reaches 0% of users: no app takes the document\n")
        #expect(try await verify("--at", "2026-11-30T23:59:59Z").error == "notYetValid: document 9 is valid from 2026-12-01T00:00:00Z\n")
        #expect(try await verify("--at", "2027-01-01").error == "expired: document 9 expired at 2027-01-01T00:00:00Z\n")
        let newer = try await verify("--at", "2026-12-15", "--app-version", "3.0")
        #expect(newer.status == 1)
        #expect(newer.error == "otherApp: document 9 is for app versions 2.0…2.9; this is 3.0\n")
        #expect(try await verify("--at", "2026-12-15", "--app-version", "2.4", "--platform", "android").status == 1)
        #expect(try await verify("--at", "2026-12-15", "--user-id", "u1").error.hasPrefix("notInRollout: document 9 reaches 0.0% of users"))
        #expect(try await verify("--at", "soon").status == 64)
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
                == "\(document):1:22: \"serial\" must be a whole number, 1 or more, found a string\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Issue #71, item 11: a date outside RFC 3339 as written is refused where the document is signed, so it never
    /// reaches a phone (`document.format.dates`); `verify --at` reads the same grammar.
    @Test func aDocumentWithADateOutsideRFC3339IsNotSigned() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("k").path
        _ = try await ToolTests.run(["keygen", "--output", prefix])
        let document = directory.appendingPathComponent("dates.json").path
        try #"{"format":1,"serial":5,"notBefore":"2027-02-29T00:00:00Z","expires":"2027-03-01T00:00:00Z "}"#
            .write(toFile: document, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out.json").path
        let sign = try await ToolTests.run(["sign", "--key", prefix + ".key", "--key-id", "k", "--output", output, document])
        #expect(sign.status == 1)
        #expect(
            sign.error == """
                \(document):1:36: "notBefore" must be a date and time such as 2026-12-31T00:00:00Z, found "2027-02-29T00:00:00Z": \
                day 29 is not in February 2027 (28 days)
                \(document):1:69: "expires" must be a date and time such as 2026-12-31T00:00:00Z, found "2027-03-01T00:00:00Z "

                """)
        #expect(!FileManager.default.fileExists(atPath: output))
        let valid = directory.appendingPathComponent("valid.json").path
        try #"{"format":1,"serial":6,"expires":"2028-02-29T00:00:00.5+01:00"}"#.write(toFile: valid, atomically: true, encoding: .utf8)
        #expect(try await ToolTests.run(["sign", "--key", prefix + ".key", "--key-id", "k", "--output", output, valid]).status == 0)
        let day = try await ToolTests.run(["verify", "--key", "k=\(prefix).pub", "--at", "2028-02-30", output])
        #expect(day.status == 64)
        let late = try await ToolTests.run(["verify", "--key", "k=\(prefix).pub", "--at", "2028-02-28T23:00:00.5Z", output])
        #expect(late.error == "expired: document 6 expired at 2028-02-28T23:00:00Z\n")
    }

    /// A pinned key of small order is refused with why, before any document (issue #71, item 3).
    @Test func verifyRefusesAKeyOfSmallOrder() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zero = directory.appendingPathComponent("zero.pub").path
        try "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n".write(toFile: zero, atomically: true, encoding: .utf8)
        let envelope = directory.appendingPathComponent("e.json").path
        try #"{"format":1,"keyId":"z","signature":"","document":""}"#.write(toFile: envelope, atomically: true, encoding: .utf8)
        let verify = try await ToolTests.run(["verify", "--key", "z=\(zero)", envelope])
        #expect(verify.status == 1)
        #expect(verify.error == "malformed: pinned key \"z\" is a point of small order, for which anyone can make a signature\n")
    }
}
