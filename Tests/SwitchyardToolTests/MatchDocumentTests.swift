import Foundation
import SwitchyardTestSupport
import Testing

/// `switchyard match --document`: documents arriving over a table, one stderr line each, and the match lines with
/// `refusal`, `followed`, `degrade` and `document` (Conformance/README.md, "`switchyard match --document`"). The
/// meaning is held by the corpus's document cases; these hold the command line's spelling, byte for byte.
@Suite("switchyard match --document")
struct MatchDocumentTests {
    static let table = """
        {"routes": [
          {"pattern": "shop://goods/:id", "handler": "goods.detail", "name": "goods.detail"},
          {"pattern": "shop://cart", "handler": "cart", "name": "cart"},
          {"pattern": "shop://legacy", "handler": "legacy"},
          {"pattern": "shop://error", "handler": "error"}],
         "rewrites": [{"from": "https://m.shop.example/p/:id", "to": "shop://goods/{id}"}]}
        """

    static let fix = """
        {"format": 1, "serial": 12,
         "degrades": [{"name": "goods.detail", "to": "https://m.shop.example/item/{id}"},
                      {"name": "cart", "to": "shop://error?from=cart", "when": "handlerFails"}],
         "redirects": [{"from": "shop://item/:id", "to": "shop://goods/{id}"}],
         "routes": [{"pattern": "shop://campaign/:slug", "handler": "campaign", "tags": ["promo"]}],
         "remove": ["shop://legacy"]}
        """

    /// A folder with `routes.json` and the documents, by name.
    func folder(_ documents: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-match-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.table.write(to: directory.appendingPathComponent("routes.json"), atomically: true, encoding: .utf8)
        for (name, text) in documents { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return directory
    }

    @Test func aSignedDocumentIsVerifiedAppliedAndFollowed() async throws {
        let directory = try folder(["fix.json": Self.fix])
        defer { try? FileManager.default.removeItem(at: directory) }
        let keys = Repository.root.appendingPathComponent("Conformance/keys").path
        let (fix, signed) = (directory.appendingPathComponent("fix.json").path, directory.appendingPathComponent("fix.signed.json").path)
        let sign = try await ToolTests.run([
            "sign", "--key", "\(keys)/conformance-1.key", "--key-id", "conformance-1", "--output", signed, fix,
        ])
        #expect(sign.status == 0)
        let run = try await ToolTests.run([
            "match", "--table", directory.appendingPathComponent("routes.json").path, "--document", signed,
            "--key", "conformance-1=\(keys)/conformance-1.pub",
            "shop://goods/7", "shop://item/7?ref=mail", "shop://cart", "shop://campaign/xmas", "shop://legacy",
        ])
        #expect(run.status == 0)
        #expect(run.error == "\(signed): applied document 12\n")
        let web = #""reason":"https://m.shop.example/item/7: no route matches /item/7 in namespace global""#
        let degrade = #"{"kind":"degrade","from":"shop://goods/7","to":"https://m.shop.example/item/7"}"#
        #expect(
            run.output == """
                {"url":"shop://goods/7","matched":false,"refusal":"no-route",\(web),"followed":[\(degrade)],"document":12}
                {"url":"shop://item/7?ref=mail","matched":false,"refusal":"no-route",\(web),"followed":[{"kind":"redirect","from":"shop://item/7?ref=mail","to":"shop://goods/7"},\(degrade)],"document":12}
                {"url":"shop://cart","matched":true,"route":{"pattern":"shop://cart","scheme":"shop","priority":0,"handler":"cart","name":"cart"},"parameters":{},"wildcard":[],"degrade":{"to":"shop://error?from=cart","when":"handlerFails"},"document":12}
                {"url":"shop://campaign/xmas","matched":true,"route":{"pattern":"shop://campaign/:slug","scheme":"shop","priority":0,"handler":"campaign","tags":["promo"]},"parameters":{"slug":"xmas"},"wildcard":[],"policy":"not applied: the app's source policy and middleware may restrict routes tagged promo","document":12}
                {"url":"shop://legacy","matched":false,"refusal":"no-route","reason":"shop://legacy: no route matches /legacy in namespace shop","document":12}

                """)

        // The same bare document where a key is pinned: refused, and the table alone answers.
        let bare = try await ToolTests.run([
            "match", "--table", directory.appendingPathComponent("routes.json").path, "--document", fix,
            "--key", "conformance-1=\(keys)/conformance-1.pub", "shop://legacy",
        ])
        #expect(bare.status == 0)
        #expect(bare.error == "\(fix): refused (unsigned): \(fix): a bare document; this app takes signed documents only\n")
        #expect(
            bare.output == """
                {"url":"shop://legacy","matched":true,"route":{"pattern":"shop://legacy","scheme":"shop","priority":0,"handler":"legacy"},"parameters":{},"wildcard":[],"document":null}

                """)
    }

    @Test func documentsArriveInOrderAndTheLastGoodOneStays() async throws {
        let documents = [
            "d3.json": #"{"format": 1, "serial": 3, "remove": ["shop://legacy"]}"#,
            "d2.json": #"{"format": 1, "serial": 2}"#,
            "d4.json": #"{"format": 1, "serial": 4, "rollout": {"percent": 0}}"#,
            "bad.json": #"{"format": 1}"#,
        ]
        let directory = try folder(documents)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = { (name: String) in directory.appendingPathComponent(name).path }
        let run = try await ToolTests.run(
            ["match", "--table", path("routes.json"), "--user-id", "u-1", "--at", "2026-12-01"]
                + ["d3.json", "d2.json", "d3.json", "d4.json", "bad.json"].flatMap { ["--document", path($0)] } + ["shop://legacy"])
        #expect(run.status == 0)
        // u-1's bucket for salt "4": SHA-256("4:u-1"), its first four bytes mod 10,000, / 100 = 90.59.
        #expect(
            run.error == """
                \(path("d3.json")): applied document 3
                \(path("d2.json")): refused (downgrade): document 2 is older than document 3, which is in force
                \(path("d3.json")): document 3 is already in force
                \(path("d4.json")): refused (notInRollout): document 4 reaches 0.0% of users; this user is in bucket 90.59
                \(path("bad.json")): refused (malformed): \(path("bad.json")):1:1: missing "serial" (a number that grows with every document)

                """)
        #expect(
            run.output == """
                {"url":"shop://legacy","matched":false,"refusal":"no-route","reason":"shop://legacy: no route matches /legacy in namespace shop","document":3}

                """)
    }

    @Test func usageErrorsBadFilesAndTooLargeDocuments() async throws {
        let directory = try folder([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = directory.appendingPathComponent("routes.json").path
        for arguments in [
            ["--key", "k=x.pub"], ["--user-id", "u"], ["--document", "d.json", "--platform", "ios"],
            ["--document", "d.json", "--minimum-serial", "0"], ["--document", "d.json", "--key", "nothing"],
        ] {
            let run = try await ToolTests.run(["match", "--table", table] + arguments + ["shop://cart"])
            #expect(run.status == 64, "\(arguments): \(run.error)")
        }
        let missing = directory.appendingPathComponent("missing.json").path
        let unreadable = try await ToolTests.run(["match", "--table", table, "--document", missing, "shop://cart"])
        #expect(unreadable.status == 1)
        #expect(unreadable.output.isEmpty)
        #expect(unreadable.error.hasPrefix("\(missing): cannot read the file"))
        let notAKey = directory.appendingPathComponent("k.pub").path
        try "nonsense\n".write(toFile: notAKey, atomically: true, encoding: .utf8)
        try #"{"format": 1, "serial": 1}"#.write(to: directory.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
        let badKey = try await ToolTests.run([
            "match", "--table", table, "--document", directory.appendingPathComponent("d.json").path, "--key", "k=\(notAKey)",
            "shop://cart",
        ])
        #expect(badKey.status == 1)
        #expect(badKey.error == "\(notAKey): pinned key \"k\" is not a base64 Ed25519 public key\n")
        #expect(badKey.output.isEmpty)

        let large = directory.appendingPathComponent("large.json").path
        try (#"{"format": 1, "serial": 1, "remove": []}"# + String(repeating: " ", count: 1 << 20)).write(
            toFile: large, atomically: true, encoding: .utf8)
        let tooLarge = try await ToolTests.run(["match", "--table", table, "--document", large, "shop://cart"])
        #expect(tooLarge.status == 0)
        #expect(tooLarge.error == "\(large): refused (tooLarge): \(large): over 1048576 bytes; not read\n")
    }

    /// A user id is any text an app reports, a leading '-' included: `--user-id -x` and `--user-id=-x` read it as the
    /// value (issue 71, item 17), as the JVM tool does; the rollout is then checked for it.
    @Test func aUserIDMayStartWithADash() async throws {
        let directory = try folder(["d.json": #"{"format": 1, "serial": 5, "rollout": {"percent": 100}}"#])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = { (name: String) in directory.appendingPathComponent(name).path }
        for spelling in [["--user-id", "-x"], ["--user-id=-x"], ["--user-id", "--table"]] {
            let run = try await ToolTests.run(
                ["match", "--table", path("routes.json"), "--document", path("d.json")] + spelling + ["--at", "2026-12-01", "shop://cart"])
            #expect(run.status == 0, "\(spelling): \(run.error)")
            #expect(run.error == "\(path("d.json")): applied document 5\n", "\(spelling)")
        }
    }
}
