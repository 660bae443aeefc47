import Crypto
import Foundation
import SwitchyardRoutingDocuments
import Testing

/// Pinning and key ids as the Security article's rules say, with the JVM's words (`SignedEnvelopeTest`), and dates
/// as `document.format.dates` says (the JVM's `IsoDates`).
@Suite struct PinnedKeyRuleTests {
    @Test(arguments: [
        ("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "is a point of small order, for which anyone can make a signature"),
        ("AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "is a point of small order, for which anyone can make a signature"),
        ("JuiVj8KyJ7BFw/SJ8u+Y8NXfrAXTxjM5sTgCiG1T/AU=", "is a point of small order, for which anyone can make a signature"),
        ("7f///////////////////////////////////////38=", "is not a canonical Ed25519 public key: its y is not below 2^255 - 19"),
        ("AgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "is not an Ed25519 public key: no point of the curve has its y"),
        ("AAAA", "is not a base64 Ed25519 public key"),
    ])
    func aKeyThatIsNoKeyIsRefusedWithWhy(_ base64: String, _ why: String) {
        #expect(throws: RoutingDocumentError(.malformed, "pinned key \"k\" \(why)")) { try PinnedKeys(["k": base64]) }
    }

    @Test func aKeyMadeByKeygenIsPinned() throws {
        let key = SignedRoutingDocument.makeKeyPair().publicKey
        #expect(try PinnedKeys(["2026-a": key]).ids == ["2026-a"])
    }

    /// Issue #71, item 10: the valid 64 bytes and a 0x00 are not a signature.
    @Test func aSignatureOf65BytesIsABadSignature() throws {
        let key = Curve25519.Signing.PrivateKey()
        let sealed = try SignedRoutingDocument.seal(Array(#"{"format":1,"serial":7}"#.utf8), keyID: "k", key: key)
        var fields = try #require(try JSONSerialization.jsonObject(with: Data(sealed)) as? [String: Any])
        let signature = try #require(Data(base64Encoded: fields["signature"] as? String ?? ""))
        fields["signature"] = (signature + [0]).base64EncodedString()
        #expect(throws: RoutingDocumentError(.badSignature, "e.json: the signature does not match the document for key \"k\"")) {
            try SignedRoutingDocument.open(
                Array(try JSONSerialization.data(withJSONObject: fields)), keys: PinnedKeys(keys: ["k": key.publicKey]), file: "e.json")
        }
    }

    /// Issue #71, item 12: `clé` composed and decomposed are canonically equivalent, `==` in Swift, and two ids here.
    @Test func keyIdsAreComparedByTheirScalars() throws {
        let key = Curve25519.Signing.PrivateKey()
        let keys = PinnedKeys(keys: ["cl\u{E9}": key.publicKey])
        let decomposed = try SignedRoutingDocument.seal(Array(#"{"format":1,"serial":7}"#.utf8), keyID: "cle\u{301}", key: key)
        let refusal = RoutingDocumentError(
            .unknownKey, "document: signed by key \"cle\u{301}\", which this app does not pin (pinned: cl\u{E9})")
        #expect(throws: refusal) { try SignedRoutingDocument.open(decomposed, keys: keys) }
        let composed = try SignedRoutingDocument.seal(Array(#"{"format":1,"serial":7}"#.utf8), keyID: "cl\u{E9}", key: key)
        #expect(try SignedRoutingDocument.open(composed, keys: keys).serial == 7)
    }

    /// Two pinned ids that are canonically equivalent (`==` in Swift) are two keys: a dictionary would merge them, the
    /// pairs keep each id's own key (issue #71, item 12, as the JVM's map keeps them).
    @Test func canonicallyEquivalentIdsPinTwoKeys() throws {
        let composed = Curve25519.Signing.PrivateKey(), decomposed = Curve25519.Signing.PrivateKey()
        let pairs: KeyValuePairs = [
            "cl\u{E9}": composed.publicKey.rawRepresentation.base64EncodedString(),
            "cle\u{301}": decomposed.publicKey.rawRepresentation.base64EncodedString(),
        ]
        let keys = try PinnedKeys(pairs)
        #expect(keys.ids == ["cle\u{301}", "cl\u{E9}"])
        let document = Array(#"{"format":1,"serial":7}"#.utf8)
        #expect(
            try SignedRoutingDocument.open(SignedRoutingDocument.seal(document, keyID: "cl\u{E9}", key: composed), keys: keys).serial == 7)
        #expect(
            try SignedRoutingDocument.open(SignedRoutingDocument.seal(document, keyID: "cle\u{301}", key: decomposed), keys: keys).serial
                == 7)
        // Each id verifies with its own key only.
        #expect(throws: RoutingDocumentError(.badSignature, "document: the signature does not match the document for key \"cl\u{E9}\"")) {
            try SignedRoutingDocument.open(SignedRoutingDocument.seal(document, keyID: "cl\u{E9}", key: decomposed), keys: keys)
        }
        let twice: KeyValuePairs = [
            "k": composed.publicKey.rawRepresentation.base64EncodedString(),
            "k": decomposed.publicKey.rawRepresentation.base64EncodedString(),
        ]
        #expect(throws: RoutingDocumentError(.malformed, "pinned key \"k\" is given twice")) { try PinnedKeys(twice) }
    }

    @Test(arguments: [
        ("2026-12-31T23:00:00+01:00", 1_798_754_400_000), ("2028-02-29T00:00:00Z", 1_835_395_200_000),
        ("2026-12-01T00:00:00.0019Z", 1_796_083_200_001), ("0000-01-01T00:00:00Z", -62_167_219_200_000),
        ("2026-11-30T00:01:00-23:59", 1_796_083_200_000),
    ])
    func aDateIsRFC3339AsWritten(_ text: String, _ millisecondsSince1970: Int) {
        #expect(DocumentDate.read(text) == .date(Date(timeIntervalSince1970: Double(millisecondsSince1970) / 1000)))
    }

    @Test(arguments: [
        ("2027-02-29T00:00:00Z", DocumentDate.outOfRange("day 29 is not in February 2027 (28 days)")),
        ("2026-12-01T24:00:00Z", .outOfRange("hour 24 is not 00 to 23")),
        ("2026-12-31T23:59:60Z", .outOfRange("second 60 is not 00 to 59 (a leap second is not taken)")),
        ("2026-12-01T00:00:00+99:99", .outOfRange("offset +99:99 is not within ±23:59")),
        ("2026-12-01T00:00:00+05", .notADate), ("2026-12-01T00:00:00Z ", .notADate), ("2026-12-01t00:00:00z", .notADate),
        ("2026-12-01T00:00:00", .notADate), ("２026-12-01T00:00:00Z", .notADate),
    ])
    func aDateOutsideTheGrammarIsNone(_ text: String, _ expected: DocumentDate) {
        #expect(DocumentDate.read(text) == expected)
    }
}
