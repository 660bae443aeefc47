package import Crypto
import Foundation

/// A routing document signed with Ed25519, as a team's release pipeline publishes it on any static host:
///
/// ```json
/// {"format":1,"keyId":"2026-a","signature":"<base64>","document":"<base64 of the document's bytes>"}
/// ```
///
/// The app pins one or more public keys by id (several during a key rotation); a document signed by
/// another key, with a signature that does not match, or not signed at all is refused. An app never calls
/// this: ``RemoteRoutingDocuments`` opens what it fetches, and `switchyard keygen`, `sign` and `verify` do
/// the rest.
///
/// ```swift
/// let keys = try PinnedKeys(["2026-a": "mHc…=", "2026-b": "p4Q…="])
/// let document = try SignedRoutingDocument.open(Array(data), keys: keys)
/// document.serial
/// ```
package enum SignedRoutingDocument {
    /// The envelope's `format`, the only one this version reads.
    static let envelopeFormat = 1

    /// The envelope's bytes for `document`, signed with `key` under `keyID` (what `switchyard sign` writes).
    package static func seal(_ document: [UInt8], keyID: String, key: Curve25519.Signing.PrivateKey) throws -> [UInt8] {
        let signature = try key.signature(for: Data(document))
        let envelope: [String: Any] = [
            "format": envelopeFormat, "keyId": keyID, "signature": signature.base64EncodedString(),
            "document": Data(document).base64EncodedString(),
        ]
        return [UInt8](try JSONSerialization.data(withJSONObject: envelope, options: [.sortedKeys]))
    }

    /// A new Ed25519 key pair, as base64 raw representations (what `switchyard keygen` writes).
    package static func makeKeyPair() -> (privateKey: String, publicKey: String) {
        let key = Curve25519.Signing.PrivateKey()
        return (key.rawRepresentation.base64EncodedString(), key.publicKey.rawRepresentation.base64EncodedString())
    }

    /// ``seal(_:keyID:key:)`` with the private key given as base64.
    ///
    /// - Throws: ``RoutingDocumentError`` (code `malformed`) when the key is not a base64 Ed25519 private key.
    package static func seal(_ document: [UInt8], keyID: String, privateKeyBase64: String) throws -> [UInt8] {
        guard let data = Data(base64Encoded: privateKeyBase64.trimmingCharacters(in: .whitespacesAndNewlines)),
            let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: data)
        else { throw RoutingDocumentError(.malformed, DocumentText.signingKey) }
        return try seal(document, keyID: keyID, key: key)
    }

    /// What a verified envelope held.
    package struct Opened: Sendable {
        /// The document.
        package let document: RoutingDocument
        /// Its bytes, as signed.
        package let payload: [UInt8]
        /// The key that signed it.
        package let keyID: String
    }

    /// Verifies an envelope against the pinned keys and parses the document inside (what `switchyard verify`
    /// and ``RemoteRoutingDocuments`` do before they check the document's conditions).
    ///
    /// ```swift
    /// let document = try SignedRoutingDocument.open(Array(data), keys: try PinnedKeys(["2026-a": publicKey]))
    /// print(document.serial)
    /// ```
    ///
    /// - Throws: ``RoutingDocumentError`` with code `malformed` (also for an envelope `format` other than 1),
    ///   `unsigned`, `unknownKey` or `badSignature`.
    package static func open(_ bytes: [UInt8], keys: PinnedKeys, file: String = "document") throws(RoutingDocumentError) -> RoutingDocument
    {
        try openEnvelope(bytes, keys: keys, file: file).document
    }

    /// ``open(_:keys:file:)``, with the signed bytes and the key id beside the document.
    package static func openEnvelope(
        _ bytes: [UInt8], keys: PinnedKeys, file: String = "document"
    ) throws(RoutingDocumentError) -> Opened {
        let fields = try envelopeFields(bytes, file: file)
        guard let signatureText = fields["signature"]?.text else {
            if fields["serial"] != nil {
                throw RoutingDocumentError(.unsigned, DocumentText.unsigned(file: file))
            }
            throw RoutingDocumentError(.malformed, DocumentText.noSignature(file: file))
        }
        guard case .int(envelopeFormat)? = fields["format"]?.value else {
            let message =
                switch fields["format"]?.value {
                case nil: DocumentText.envelopeNoFormat(file: file, format: envelopeFormat)
                case let other?: DocumentText.envelopeFormat(file: file, found: shown(other), format: envelopeFormat)
                }
            throw RoutingDocumentError(.malformed, message)
        }
        guard let keyID = fields["keyId"]?.text, let documentText = fields["document"]?.text,
            let signature = Data(base64Encoded: signatureText), let payload = Data(base64Encoded: documentText)
        else {
            throw RoutingDocumentError(.malformed, DocumentText.envelopeFields(file: file))
        }
        guard let raw = keys.raw(for: keyID) else {
            throw RoutingDocumentError(
                .unknownKey, DocumentText.keyNotPinned(file: file, key: TextScanning.quoted(keyID), keys: keys.ids.joined(separator: ", ")))
        }
        guard Ed25519Rules.verify(key: [UInt8](raw), message: payload, signature: signature) else {
            throw RoutingDocumentError(.badSignature, DocumentText.badSignature(file: file, key: TextScanning.quoted(keyID)))
        }
        do {
            return Opened(document: try RoutingDocument.parse([UInt8](payload), file: file), payload: [UInt8](payload), keyID: keyID)
        } catch {
            throw RoutingDocumentError(.malformed, "\(error)")
        }
    }
}

extension SignedRoutingDocument {
    /// The envelope's fields, read as every reader reads JSON (`ConfigDocument`, as the JVM's `ConfigJson`): a duplicate
    /// key makes the text malformed (said with its place, as in a table), and a string keeps every character (Foundation's `JSONSerialization` drops a raw
    /// U+FEFF on Linux, and reads `true` or `1.0` as the format 1).
    static func envelopeFields(_ bytes: [UInt8], file: String) throws(RoutingDocumentError) -> [String: ConfigNode] {
        let root: ConfigNode
        do {
            root = try ConfigDocument.parse(bytes, format: .json, file: file)
        } catch {
            // Where and why, as a table's JSON error says it (a truncated download ends early: "unexpected end of input").
            let message =
                if let place = error.location {
                    DocumentText.notJson(file: file, line: place.line, column: place.column, problem: error.message, count: bytes.count)
                } else {
                    DocumentText.notJsonUnplaced(file: file, problem: error.message, count: bytes.count)
                }
            throw RoutingDocumentError(.malformed, message)
        }
        guard case .object(let members) = root.value else {
            throw RoutingDocumentError(.malformed, DocumentText.envelopeNotObject(file: file))
        }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// A format value in a message: quoted text, `<null>`, a number as Swift prints it, or the type of an array or
    /// object (as the JVM's `SignedEnvelope` shows it).
    static func shown(_ value: ConfigNode.Value) -> String {
        switch value {
        case .null: "<null>"
        case .bool(let flag): "\(flag)"
        case .int(let number): "\(number)"
        case .double(let number): "\(number)"
        case .string(let text): TextScanning.quoted(text)
        case .array, .object: value.typeName
        }
    }
}

extension ConfigNode {
    /// The string this node holds; `nil` for any other value.
    fileprivate var text: String? {
        guard case .string(let text) = value else { return nil }
        return text
    }
}

/// The public keys an app accepts documents from, by key id.
///
/// ```swift
/// let keys = try PinnedKeys(["2026-a": "mHcU5ld4cQ0c2YgV0rQb6KxJtY4yQ1y5m7bX1d0vJ0s="])
/// ```
package struct PinnedKeys: Sendable {
    /// A key id as written, and its raw 32-byte public key (Crypto's key type is not `Sendable`).
    struct Entry: Sendable {
        let id: String
        let raw: Data
    }

    /// The keys, sorted by id.
    let entries: [Entry]

    /// Keys given as base64 raw Ed25519 public keys (what `switchyard keygen` prints), by id. The ids are compared by
    /// their Unicode scalars (`document.signature.key`): pairs (a `KeyValuePairs`, `--key` options) keep a composed
    /// `clé` and a decomposed `cle\u{301}` apart, which a `[String: String]` holds as one key.
    ///
    /// - Throws: ``RoutingDocumentError`` (code `malformed`) naming a key that is not 32 bytes of base64, not a
    ///   canonical encoding of a point of the curve, or a point of small order (the Security article's key rules),
    ///   or an id given twice.
    package init(_ base64Keys: some Sequence<(key: String, value: String)>) throws(RoutingDocumentError) {
        var entries: [Entry] = []
        for (id, text) in base64Keys.sorted(by: { Self.scalarOrder($0.key, $1.key) }) {
            let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines))
            let problem = data.map { Ed25519Rules.keyProblem([UInt8]($0)) } ?? .notBase64
            guard let data, problem == nil else {
                throw RoutingDocumentError(.malformed, (problem ?? .notBase64).message(key: TextScanning.quoted(id)))
            }
            if let last = entries.last, last.id.unicodeScalars.elementsEqual(id.unicodeScalars) {
                throw RoutingDocumentError(.malformed, DocumentText.keyTwice(key: TextScanning.quoted(id)))
            }
            entries.append(Entry(id: id, raw: data))
        }
        self.entries = entries
    }

    /// Ids in the order of their scalars (canonically equivalent ids are two ids, kept apart and in one order).
    static func scalarOrder(_ left: String, _ right: String) -> Bool {
        left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
    }

    /// Keys already made (the tests').
    package init(keys: [String: Curve25519.Signing.PublicKey]) {
        entries = keys.sorted(by: { Self.scalarOrder($0.key, $1.key) }).map { Entry(id: $0.key, raw: $0.value.rawRepresentation) }
    }

    /// The key pinned under `keyID`, the ids compared by their Unicode scalars, as written: Swift's `==` on strings
    /// is canonical equivalence, under which a composed `clé` and a decomposed `cle\u{301}` are one id, and the JVM
    /// and the corpus (`document.signature.key`) hold them apart.
    func raw(for keyID: String) -> Data? {
        entries.first { $0.id.unicodeScalars.elementsEqual(keyID.unicodeScalars) }?.raw
    }

    /// The pinned key ids, sorted.
    package var ids: [String] { entries.map(\.id) }
}
