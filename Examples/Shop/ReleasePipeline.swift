import Crypto
import Foundation

/// The release pipeline's side of dynamic routing, in the demo's own process: a key pair (`switchyard keygen`) and
/// documents signed with it (`switchyard sign`). It writes the envelope the dynamic-routing article describes,
/// with swift-crypto, so that it is what a release pipeline in any language does: an app never signs.
struct ReleasePipeline {
    let keyID: String
    private let key = Curve25519.Signing.PrivateKey()

    init(keyID: String) { self.keyID = keyID }

    /// The public key the app pins, as base64 (what `switchyard keygen` writes to the `.pub` file).
    var publicKey: String { key.publicKey.rawRepresentation.base64EncodedString() }

    /// `document` signed: `{ "format": 1, "keyId", "signature", "document" }`, the signature and the document as
    /// base64, the signature Ed25519's over the document's bytes.
    func sign(_ document: String) throws -> [UInt8] {
        try envelope(signing: Array(document.utf8), carrying: Array(document.utf8))
    }

    /// `document` signed, then changed after signing (a tampered copy on the host).
    func signThenTamper(_ document: String, _ change: (String) -> String) throws -> [UInt8] {
        try envelope(signing: Array(document.utf8), carrying: Array(change(document).utf8))
    }

    private func envelope(signing signed: [UInt8], carrying document: [UInt8]) throws -> [UInt8] {
        let envelope: [String: Any] = [
            "format": 1, "keyId": keyID, "signature": try key.signature(for: Data(signed)).base64EncodedString(),
            "document": Data(document).base64EncodedString(),
        ]
        return [UInt8](try JSONSerialization.data(withJSONObject: envelope, options: [.sortedKeys]))
    }
}
