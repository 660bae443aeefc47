import Crypto
import Foundation

/// The floor: the highest serial this install ever accepted, whatever pinned key signed it (``highest(among:)``),
/// and a digest of the document accepted at it: a document below it is a downgrade, whichever key signed it, and
/// one at it with other content reuses its serial (DynamicRouting, `document.floor.lower`). Kept in a
/// record of its own beside the cached envelope, so that refusing or losing the envelope (an app update
/// past its `app` range, a key no longer pinned, a corrupted file) never lowers it.
///
/// Recorded per key, so that a key the app no longer pins no longer counts: a release that drops a leaked key also
/// drops whatever serial that key pushed the floor to (`Int.max` included).
struct DocumentFloor: Sendable, Hashable {
    /// What was accepted from one key.
    struct Entry: Sendable, Hashable {
        /// The highest serial accepted from this key.
        var serial: Int
        /// SHA-256 of the document's bytes accepted at `serial`, hex.
        var digest: String
    }

    /// By the key's fingerprint (`PinnedKeys.fingerprint(of:)`).
    var entries: [String: Entry] = [:]

    /// The entry with the highest serial among `pinned` keys' (a tie goes to the first fingerprint in order).
    func highest(among pinned: Set<String>) -> Entry? {
        entries.filter { pinned.contains($0.key) }.sorted { $0.key < $1.key }.max { $0.value.serial < $1.value.serial }?.value
    }

    /// Raises `key`'s entry to `serial` (never lowers it).
    mutating func raise(key: String, serial: Int, digest: String) {
        if let entry = entries[key], entry.serial >= serial { return }
        entries[key] = Entry(serial: serial, digest: digest)
    }

    /// SHA-256 of `bytes`, hex.
    static func digest(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    }

    /// The record's format: `{"format":1,"keys":{"<fingerprint>":{"serial":12,"document":"<digest>"}}}`.
    static let format = 1

    /// The record's bytes.
    func encoded() throws -> [UInt8] {
        let keys = entries.mapValues { ["serial": $0.serial, "document": $0.digest] as [String: Any] }
        let object: [String: Any] = ["format": Self.format, "keys": keys]
        return [UInt8](try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    }

    /// A record read back, or why it cannot be.
    static func decode(_ bytes: [UInt8]) -> Result<DocumentFloor, FloorRecordError> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            return .failure(FloorRecordError("not a JSON object (\(bytes.count) bytes)"))
        }
        guard let format = object["format"] as? Int, format == Self.format else {
            return .failure(FloorRecordError("format \(object["format"].map { "\($0)" } ?? "missing") is not \(Self.format)"))
        }
        guard let keys = object["keys"] as? [String: Any] else { return .failure(FloorRecordError("no \"keys\"")) }
        var floor = DocumentFloor()
        for (key, value) in keys {
            guard let fields = value as? [String: Any], let serial = fields["serial"] as? Int, serial > 0,
                let digest = fields["document"] as? String, digest.count == 64
            else { return .failure(FloorRecordError("the entry of key \(key.prefix(12))… is not a serial and a digest")) }
            floor.entries[key] = Entry(serial: serial, digest: digest)
        }
        return .success(floor)
    }
}

/// Why the floor record could not be read.
struct FloorRecordError: Error, Sendable, Hashable {
    let message: String
    init(_ message: String) { self.message = message }
}

extension PinnedKeys {
    /// The fingerprint a key's floor is kept under: SHA-256 of its raw public key, hex. Not its id, which a
    /// team may give to a new key after a leak.
    func fingerprint(of keyID: String) -> String? {
        raw(for: keyID).map { DocumentFloor.digest([UInt8]($0)) }
    }

    /// Every pinned key's fingerprint.
    var fingerprints: Set<String> { Set(entries.map { DocumentFloor.digest([UInt8]($0.raw)) }) }
}
