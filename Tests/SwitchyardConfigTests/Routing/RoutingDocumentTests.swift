import Crypto
import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import Testing

/// Reading documents, their conditions, and their signatures.
@Suite struct RoutingDocumentTests {
    static let full = """
        { "format": 1, "serial": 12,
          "app": { "minVersion": "2.0", "maxVersion": "2.9", "platforms": ["iOS"] },
          "notBefore": "2026-11-20T00:00:00Z", "expires": "2026-12-31T00:00:00Z",
          "rollout": { "percent": 50, "salt": "web" },
          "rewrites": [ { "from": "https://m.shop.example/p/:id", "to": "shop://goods/{id}" } ],
          "redirects": [ { "from": "shop://item/:id", "to": "shop://goods/{id}" } ],
          "degrades": [ { "route": "shop://goods/<int:id>", "to": "https://m.shop.example/product/{id}.html", "app": { "platforms": ["android"] } },
                        { "name": "cart", "to": "shop://error", "when": "handlerFails" } ],
          "routes": [ { "pattern": "shop://campaign/:slug", "handler": "campaign", "tags": ["promo"] } ],
          "remove": [ "shop://legacy", { "name": "old" } ] }
        """

    @Test func readsEveryField() throws {
        let document = try RoutingDocument.parse(Array(Self.full.utf8), file: "doc.json")
        #expect(document.serial == 12)
        #expect(document.app?.platforms == ["ios"])
        #expect(document.rollout == RoutingDocument.Rollout(percent: 50, salt: "web"))
        #expect(document.rewrites == [RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://goods/{id}")])
        #expect(document.redirects == [Redirect(from: "shop://item/:id", to: "shop://goods/{id}")])
        #expect(
            document.degrades.map(\.degrade) == [
                Degrade(route: .pattern("shop://goods/<int:id>"), to: "https://m.shop.example/product/{id}.html"),
                Degrade(route: .name("cart"), to: "shop://error", when: .handlerFails),
            ])
        #expect(document.routes.map(\.handler) == ["campaign"])
        #expect(document.removals == [.pattern("shop://legacy"), .name("old")])
    }

    @Test func aRuleOnlyDocumentIsValid() throws {
        let document = try RoutingDocument.parse(Array(#"{"format":1,"serial":3,"rewrites":[{"from":"/a","to":"/b"}]}"#.utf8), file: "d")
        #expect(document.rewrites.count == 1)
        let changes: RoutingChanges<Int> = try document.changes(handlers: NamedHandlers())
        #expect(changes.label == "document 3")
    }

    @Test func rewritesMapTheirQuery() throws {
        let text =
            #"{"format":1,"serial":1,"rewrites":[{"from":"/a","to":"/b","query":{"keep":["x","y"],"drop":["y"],"rename":{"x":"z"},"add":{"k":"v"}}}]}"#
        let document = try RoutingDocument.parse(Array(text.utf8), file: "d")
        #expect(
            document.rewrites == [
                RewriteRule(from: "/a", to: "/b", query: QueryRewrite(keep: ["x", "y"], drop: ["y"], rename: ["x": "z"], add: ["k": "v"]))
            ])
        #expect(throws: ConfigDocumentError.self) {
            try RoutingDocument.parse(
                Array(#"{"format":1,"serial":1,"rewrites":[{"from":"/a","to":"/b","query":{"move":[]}}]}"#.utf8), file: "d")
        }
    }

    @Test func regexRewritesAreReadAndLocated() throws {
        let text = """
            { "format": 1, "serial": 1,
              "rewrites": [ { "regex": "^https://m\\\\.shop\\\\.example/p/(?<id>[0-9]+)$", "to": "shop://goods/{id}", "query": { "drop": ["utm"] } },
                            { "from": "/a", "to": "/b" } ],
              "remove": [ "shop://legacy" ] }
            """
        let document = try RoutingDocument.parse(Array(text.utf8), file: "d")
        #expect(
            document.rewrites == [
                RewriteRule(
                    regex: #"^https://m\.shop\.example/p/(?<id>[0-9]+)$"#, to: "shop://goods/{id}", query: QueryRewrite(drop: ["utm"])),
                RewriteRule(from: "/a", to: "/b"),
            ])
        #expect(document.locations.rewrites == [TextLocation(line: 2, column: 17), TextLocation(line: 3, column: 17)])
        #expect(document.locations.removals == [TextLocation(line: 4, column: 15)])
        let rules = try RewriteRules(document.rewrites)
        #expect(rules.rewrite("https://m.shop.example/p/42?utm=x&tab=2") == "shop://goods/42?tab=2")
        let both = #"{"format":1,"serial":1,"rewrites":[{"from":"/a","regex":"b","to":"/c"},{"to":"/c"}]}"#
        let error = try #require(throws: ConfigDocumentError.self) { try RoutingDocument.parse(Array(both.utf8), file: "d") }
        #expect(
            error.description == """
                d:1:36: rewrite has both "from" and "regex"; give one
                d:1:72: a rewrite needs "from" (or "regex") and "to"
                """)
    }

    @Test func problemsAreLocated() {
        let text = """
            { "format": 2,
              "serial": "twelve",
              "expires": "tomorrow",
              "degrades": [ { "route": "/a" } ],
              "rollout": { "percent": 120 },
              "extra": true }
            """
        #expect {
            try RoutingDocument.parse(Array(text.utf8), file: "doc.json")
        } throws: { error in
            "\(error)" == """
                doc.json:1:1: format 2 is not supported; this version reads format 1
                doc.json:2:13: "serial" must be a whole number, 1 or more, found a string
                doc.json:3:14: "expires" must be a date and time such as 2026-12-31T00:00:00Z, found "tomorrow"
                doc.json:4:17: a degrade needs "route" (or "name") and "to"
                doc.json:5:27: "percent" must be between 0 and 100
                doc.json:6:3: unknown key "extra" in routing document; expected one of: format, serial, app, notBefore, expires, rollout, rewrites, redirects, degrades, routes, remove
                """
        }
    }

    @Test func conditionsSayWhyADocumentDoesNotApply() throws {
        let document = try RoutingDocument.parse(Array(Self.full.utf8), file: "doc.json")
        let iso = ISO8601DateFormatter()
        let now = try #require(iso.date(from: "2026-11-25T00:00:00Z"))
        let ios = DeviceContext(appVersion: "2.4.0", platform: "ios", userID: "u1")
        let inside = (1...400).map { DeviceContext(appVersion: "2.4.0", platform: "ios", userID: "user-\($0)") }
            .filter { $0.rolloutBucket(salt: "web") < 50 }
        #expect((150...250).contains(inside.count), "about half of 400 users are in a 50 % rollout: \(inside.count)")
        let member = try #require(inside.first)
        #expect(document.refusal(for: member, at: now) == nil)
        #expect(document.refusal(for: member, at: try #require(iso.date(from: "2026-11-01T00:00:00Z")))?.code == .notYetValid)
        #expect(document.refusal(for: member, at: try #require(iso.date(from: "2027-01-01T00:00:00Z")))?.code == .expired)
        let old = DeviceContext(appVersion: "1.9.9", platform: "ios", userID: member.userID)
        #expect(
            document.refusal(for: old, at: now)?.message
                == "document 12 is for app versions 2.0…2.9 on ios; this is 1.9.9 on ios")
        #expect(
            document.refusal(for: DeviceContext(appVersion: "2.10", platform: "ios", userID: member.userID), at: now)?.code == .otherApp)
        #expect(
            document.refusal(for: DeviceContext(appVersion: "2.4", platform: "android", userID: member.userID), at: now)?.code
                == .otherApp)
        let outsider = try #require(
            (1...400).map { DeviceContext(appVersion: "2.4.0", platform: "ios", userID: "user-\($0)") }
                .first { $0.rolloutBucket(salt: "web") >= 50 })
        #expect(document.refusal(for: outsider, at: now)?.code == .notInRollout)
        #expect(
            ios.rolloutBucket(salt: "web") == DeviceContext(appVersion: "9", platform: "android", userID: "u1").rolloutBucket(salt: "web"),
            "the bucket depends on the user and the salt only")
    }

    @Test func degradesForOtherPlatformsAreLeftOut() throws {
        let document = try RoutingDocument.parse(Array(Self.full.utf8), file: "doc.json")
        var handlers = NamedHandlers<Int>()
        handlers.register("campaign") { _ in .handled }
        let ios: RoutingChanges<Int> = try document.changes(
            handlers: handlers, context: DeviceContext(appVersion: "2.1", platform: "ios", userID: "u"))
        #expect(ios.degrades.map(\.route) == [.name("cart")])
        let android: RoutingChanges<Int> = try document.changes(
            handlers: handlers, context: DeviceContext(appVersion: "2.1", platform: "android", userID: "u"))
        #expect(android.degrades.count == 2)
        #expect(throws: RoutingDocumentError(.unboundHandler, "9:15: no handler named \"campaign\" for \"shop://campaign/:slug\"")) {
            let _: RoutingChanges<Int> = try document.changes(handlers: NamedHandlers())
        }
    }

    @Test func signaturesAreCheckedAgainstPinnedKeys() throws {
        let key = Curve25519.Signing.PrivateKey()
        let other = Curve25519.Signing.PrivateKey()
        let keys = PinnedKeys(keys: ["2026-a": key.publicKey, "2026-b": other.publicKey])
        let document = Array(#"{"format":1,"serial":7}"#.utf8)
        let sealed = try SignedRoutingDocument.seal(document, keyID: "2026-a", key: key)
        #expect(try SignedRoutingDocument.open(sealed, keys: keys).serial == 7)
        let rotated = try SignedRoutingDocument.seal(document, keyID: "2026-b", key: other)
        #expect(try SignedRoutingDocument.openEnvelope(rotated, keys: keys).keyID == "2026-b", "either pinned key, during a rotation")

        func reason(_ bytes: [UInt8], _ keys: PinnedKeys = keys) -> RoutingDocumentError.Code? {
            do { _ = try SignedRoutingDocument.open(bytes, keys: keys); return nil } catch { return error.code }
        }
        let wrongKey = try SignedRoutingDocument.seal(document, keyID: "2026-a", key: other)
        #expect(reason(wrongKey) == .badSignature)
        var tampered = try #require(try JSONSerialization.jsonObject(with: Data(sealed)) as? [String: Any])
        tampered["document"] = Data(#"{"format":1,"serial":8}"#.utf8).base64EncodedString()
        #expect(reason(Array(try JSONSerialization.data(withJSONObject: tampered))) == .badSignature)
        #expect(reason(try SignedRoutingDocument.seal(document, keyID: "2025-x", key: key)) == .unknownKey)
        #expect(reason(document) == .unsigned)
        #expect(reason(Array(sealed.prefix(sealed.count / 2))) == .malformed)
        #expect(reason(try SignedRoutingDocument.seal(Array("{".utf8), keyID: "2026-a", key: key)) == .malformed)
        #expect(throws: RoutingDocumentError.self) { try PinnedKeys(["k": "not base64!"]) }
    }

    /// A refusal's code compares with its static members and prints as its name, which leads the error's text
    /// (the form the log and `switchyard verify` show).
    @Test func aRefusalsCodeNamesIt() throws {
        let key = Curve25519.Signing.PrivateKey()
        let sealed = try SignedRoutingDocument.seal(Array(#"{"format":1,"serial":7}"#.utf8), keyID: "2025-x", key: key)
        #expect {
            try SignedRoutingDocument.open(sealed, keys: PinnedKeys(keys: ["2026-a": key.publicKey]), file: "d.json")
        } throws: { error in
            guard let error = error as? RoutingDocumentError else { return false }
            return error.code == .unknownKey && error.code != .badSignature && "\(error.code)" == "unknownKey"
                && error.description == "unknownKey: d.json: signed by key \"2025-x\", which this app does not pin (pinned: 2026-a)"
        }
    }

    /// The format is the integer 1: anything else is refused, shown as the JVM's `SignedEnvelope` shows it.
    @Test(arguments: [
        (#"2"#, "envelope: format 2 is not supported; this version reads envelope format 1"),
        (#""1""#, "envelope: format \"1\" is not supported; this version reads envelope format 1"),
        (#"true"#, "envelope: format true is not supported; this version reads envelope format 1"),
        (#"1.0"#, "envelope: format 1.0 is not supported; this version reads envelope format 1"),
        (#"null"#, "envelope: format <null> is not supported; this version reads envelope format 1"),
        (#"[1]"#, "envelope: format array is not supported; this version reads envelope format 1"),
        (nil, "envelope: no \"format\"; this version reads envelope format 1"),
    ])
    func anEnvelopeOfAnotherFormatIsRefused(_ format: String?, _ message: String) throws {
        let key = Curve25519.Signing.PrivateKey()
        let (sealed, changed) = try Self.envelope(key: key, keyID: "k") { text in
            text.replacingOccurrences(of: #""format":1"#, with: format.map { #""format":\#($0)"# } ?? #""unused":0"#)
        }
        #expect(changed != sealed)
        #expect(throws: RoutingDocumentError(.malformed, message)) {
            try SignedRoutingDocument.open(changed, keys: PinnedKeys(keys: ["k": key.publicKey]), file: "envelope")
        }
    }

    /// The envelope is read as every reader reads JSON: a key twice is not JSON, and an id keeps every character
    /// (Foundation's reader on Linux dropped a raw U+FEFF, so the id below was the pinned one).
    @Test func anEnvelopeIsReadAsEveryReaderReadsJSON() throws {
        let key = Curve25519.Signing.PrivateKey()
        let keys = PinnedKeys(keys: ["k": key.publicKey])
        let (sealed, twice) = try Self.envelope(key: key, keyID: "k") {
            $0.replacingOccurrences(of: #","keyId""#, with: #","keyId":"x","keyId""#)
        }
        #expect(twice.count == sealed.count + #","keyId":"x""#.utf8.count)
        // The second key is where the duplicate is reported (the envelope is ASCII: a byte is a column).
        let text = String(decoding: twice, as: UTF8.self)
        let second = try #require(text.firstRange(of: #""keyId":"k""#)).lowerBound.utf16Offset(in: text)
        let duplicate = "envelope: not JSON at 1:\(second + 1): duplicate key \"keyId\" (\(twice.count) bytes)"
        #expect(throws: RoutingDocumentError(.malformed, duplicate)) {
            try SignedRoutingDocument.open(twice, keys: keys, file: "envelope")
        }
        let truncated = "envelope: not JSON at 1:13: unexpected end of input; '{' at 1:1 is not closed (12 bytes)"
        #expect(throws: RoutingDocumentError(.malformed, truncated)) {
            try SignedRoutingDocument.open(Array(#"{"format":1,"#.utf8), keys: keys, file: "envelope")
        }
        let (_, marked) = try Self.envelope(key: key, keyID: "k\u{FEFF}") { $0 }
        #expect {
            try SignedRoutingDocument.open(marked, keys: keys, file: "envelope")
        } throws: { error in
            (error as? RoutingDocumentError)?.code == .unknownKey
        }
    }

    /// An envelope sealed with `key` under `keyID`, and its text changed by `change`.
    static func envelope(key: Curve25519.Signing.PrivateKey, keyID: String, _ change: (String) -> String) throws -> ([UInt8], [UInt8]) {
        let sealed = try SignedRoutingDocument.seal(Array(#"{"format":1,"serial":7}"#.utf8), keyID: keyID, key: key)
        return (sealed, Array(change(String(decoding: sealed, as: UTF8.self)).utf8))
    }

    @Test(arguments: [0, -3])
    func aSerialIsOneOrMore(_ serial: Int) {
        #expect {
            try RoutingDocument.parse(Array(#"{"format":1,"serial":\#(serial)}"#.utf8), file: "d")
        } throws: { error in
            "\(error)" == "d:1:22: \"serial\" must be 1 or more, found \(serial)"
        }
    }
}
