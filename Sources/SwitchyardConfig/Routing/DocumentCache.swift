import Foundation

/// The last known good document on disk: the signed envelope as fetched (it is verified again when read)
/// and its ETag. Written atomically, so a crash mid-write leaves the previous one.
struct DocumentCache: Sendable {
    let directory: URL?

    var documentURL: URL? { directory?.appendingPathComponent("routing-document.json") }
    var etagURL: URL? { directory?.appendingPathComponent("routing-document.etag") }

    func load() -> (envelope: [UInt8], etag: String?)? {
        guard let documentURL, let data = try? Data(contentsOf: documentURL) else { return nil }
        let etag = etagURL.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        return ([UInt8](data), etag)
    }

    func store(_ envelope: [UInt8], etag: String?) throws {
        guard let directory, let documentURL, let etagURL else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(envelope).write(to: documentURL, options: .atomic)
        if let etag {
            try Data(etag.utf8).write(to: etagURL, options: .atomic)
        } else if FileManager.default.fileExists(atPath: etagURL.path) {
            try FileManager.default.removeItem(at: etagURL)
        }
    }

    func clear() {
        for url in [documentURL, etagURL].compactMap({ $0 }) { try? FileManager.default.removeItem(at: url) }
    }
}
