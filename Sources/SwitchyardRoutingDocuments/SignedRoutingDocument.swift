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
        else { throw RoutingDocumentError(.malformed, "the signing key is not a base64 Ed25519 private key") }
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
        let fields: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                throw RoutingDocumentError(.malformed, "\(file): not a JSON object")
            }
            fields = object
        } catch let error as RoutingDocumentError {
            throw error
        } catch {
            throw RoutingDocumentError(.malformed, "\(file): not JSON (\(bytes.count) bytes; a truncated download?)")
        }
        guard let signatureText = fields["signature"] as? String else {
            if fields["serial"] != nil {
                throw RoutingDocumentError(.unsigned, "\(file): a bare document; this app takes signed documents only")
            }
            throw RoutingDocumentError(.malformed, "\(file): no \"signature\"")
        }
        guard let format = fields["format"] as? Int, format == envelopeFormat else {
            let found =
                switch fields["format"] {
                case nil: "no \"format\""
                case let text as String: "format \(TextScanning.quoted(text)) is not supported"
                case let other?: "format \(other) is not supported"
                }
            throw RoutingDocumentError(.malformed, "\(file): \(found); this version reads envelope format \(envelopeFormat)")
        }
        guard let keyID = fields["keyId"] as? String, let documentText = fields["document"] as? String,
            let signature = Data(base64Encoded: signatureText), let payload = Data(base64Encoded: documentText)
        else {
            throw RoutingDocumentError(.malformed, "\(file): the envelope needs \"keyId\", and base64 \"signature\" and \"document\"")
        }
        guard let raw = keys.keys[keyID], let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else {
            throw RoutingDocumentError(
                .unknownKey,
                "\(file): signed by key \(TextScanning.quoted(keyID)), which this app does not pin (pinned: \(keys.ids.joined(separator: ", ")))"
            )
        }
        guard key.isValidSignature(signature, for: payload) else {
            throw RoutingDocumentError(
                .badSignature, "\(file): the signature does not match the document for key \(TextScanning.quoted(keyID))")
        }
        do {
            return Opened(document: try RoutingDocument.parse([UInt8](payload), file: file), payload: [UInt8](payload), keyID: keyID)
        } catch {
            throw RoutingDocumentError(.malformed, "\(error)")
        }
    }
}

/// The public keys an app accepts documents from, by key id.
///
/// ```swift
/// let keys = try PinnedKeys(["2026-a": "mHcU5ld4cQ0c2YgV0rQb6KxJtY4yQ1y5m7bX1d0vJ0s="])
/// ```
package struct PinnedKeys: Sendable {
    /// Raw 32-byte public keys by id (Crypto's key type is not `Sendable`).
    let keys: [String: Data]

    /// Keys given as base64 raw Ed25519 public keys (what `switchyard keygen` prints).
    ///
    /// - Throws: ``RoutingDocumentError`` (code `malformed`) naming a key that is not 32 bytes of base64.
    package init(_ base64Keys: [String: String]) throws(RoutingDocumentError) {
        var keys: [String: Data] = [:]
        for (id, text) in base64Keys {
            guard let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)),
                (try? Curve25519.Signing.PublicKey(rawRepresentation: data)) != nil
            else { throw RoutingDocumentError(.malformed, "pinned key \"\(id)\" is not a base64 Ed25519 public key") }
            keys[id] = data
        }
        self.keys = keys
    }

    /// Keys already made (the tests').
    package init(keys: [String: Curve25519.Signing.PublicKey]) {
        self.keys = keys.mapValues(\.rawRepresentation)
    }

    /// The pinned key ids, sorted.
    package var ids: [String] { keys.keys.sorted() }
}
