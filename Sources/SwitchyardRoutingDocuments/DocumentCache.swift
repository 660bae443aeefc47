import Foundation

/// What ``RemoteRoutingDocuments`` keeps on disk, in the directory it is given:
///
/// - `routing-document.json`: the last document applied, the signed envelope as fetched (verified again when
///   read), and `routing-document.etag`, its ETag. Deleted when the document can never be valid again.
/// - `routing-document.floor.json`: the floor (``DocumentFloor``), the highest serial accepted per signing
///   key. Never deleted: refusing the envelope, losing it or changing its layout leaves the floor as it was.
///
/// Each file is written atomically, so a crash mid-write leaves the previous one.
struct DocumentCache: Sendable {
    let directory: URL?
    /// The largest file read back (the same limit as a fetched body).
    let maximumSize: Int

    var documentURL: URL? { directory?.appendingPathComponent("routing-document.json") }
    var etagURL: URL? { directory?.appendingPathComponent("routing-document.etag") }
    var floorURL: URL? { directory?.appendingPathComponent("routing-document.floor.json") }

    /// The cached envelope and its ETag; `nil` when there is none. A file over the size limit is read as
    /// its first `maximumSize + 1` bytes, which the caller refuses as too large.
    func load() -> (envelope: [UInt8], etag: String?)? {
        guard let documentURL, let envelope = read(documentURL) else { return nil }
        let etag = etagURL.flatMap { read($0) }.map { String(decoding: $0, as: UTF8.self) }
        return (envelope, etag)
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

    /// Deletes the cached envelope and its ETag; the floor stays.
    func clear() {
        for url in [documentURL, etagURL].compactMap({ $0 }) { try? FileManager.default.removeItem(at: url) }
    }

    /// The floor record: `nil` when there is none (or no directory), else what it holds or why it is unreadable.
    func loadFloor() -> Result<DocumentFloor, FloorRecordError>? {
        guard let floorURL else { return nil }
        let bytes: [UInt8]
        switch RegularFile.read(floorURL.path, limit: maximumSize) {
        case .success(let read): bytes = read
        case .failure(.missing): return nil
        case .failure(let why): return .failure(FloorRecordError("the file cannot be read (\(why))"))
        }
        guard bytes.count <= maximumSize else { return .failure(FloorRecordError("over \(maximumSize) bytes")) }
        return DocumentFloor.decode(bytes)
    }

    func storeFloor(_ floor: DocumentFloor) throws {
        guard let directory, let floorURL else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(try floor.encoded()).write(to: floorURL, options: .atomic)
    }

    /// At most `maximumSize + 1` bytes of `url`, so that a huge file is never read whole; `nil` for a file that is
    /// missing, unreadable or not a regular file (a FIFO put in its place is never waited on).
    private func read(_ url: URL) -> [UInt8]? {
        try? RegularFile.read(url.path, limit: maximumSize).get()
    }
}
