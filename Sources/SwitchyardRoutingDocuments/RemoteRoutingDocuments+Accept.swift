import Foundation
import Switchyard

/// The document applied to the router, and whether its end was reported.
struct DocumentInForce: Sendable {
    let serial: Int
    /// The label of its changes in the router (the router's `appliedChanges`).
    let label: String
    let expires: Date?
    /// Set once, by whichever sees the end first: the router's check before an open, or a refresh.
    private let ended = Locked(false)

    init(serial: Int, label: String, expires: Date?) {
        self.serial = serial
        self.label = label
        self.expires = expires
    }

    /// Whether its end was reported.
    var hasRunOut: Bool { ended.value }

    /// Marks its end; `true` only the first time, so that the end is reported once.
    func markEnded() -> Bool {
        ended.withLock { ended in
            defer { ended = true }
            return !ended
        }
    }
}

extension RemoteRoutingDocuments {
    /// Verifies, checks and applies one envelope (fetched, or read from the cache).
    func accept(_ envelope: [UInt8], etag: String?, fromCache: Bool) -> Event {
        let file = fromCache ? "the cached document" : url.absoluteString
        // Checked before anything is parsed: an unsigned body costs no more than its size.
        guard envelope.count <= maximumSize else {
            return report(.refused(RoutingDocumentError(.tooLarge, DocumentText.tooLarge(file: file, limit: maximumSize))))
        }
        let opened: SignedRoutingDocument.Opened
        do {
            opened = try SignedRoutingDocument.openEnvelope(envelope, keys: keys, file: file)
        } catch {
            return report(.refused(error))
        }
        let document = opened.document
        let digest = DocumentFloor.digest(opened.payload)
        endExpiredDocument()
        if let refusal = floorRefusal(document.serial, digest: digest) { return report(.refused(refusal)) }
        if let inForce, inForce.serial == document.serial {
            self.etag = etag ?? self.etag
            return report(.unchanged(serial: document.serial))
        }
        if let refusal = document.refusal(for: context, at: clock()) { return report(.refused(refusal)) }
        let applied = DocumentInForce(serial: document.serial, label: "document \(document.serial)", expires: document.expires)
        do {
            try document.apply(to: router, handlers: handlers, context: context, hasExpired: expiryCheck(applied))
        } catch {
            return report(.refused(error))
        }
        inForce = applied
        self.etag = etag
        let failures = store(opened, digest: digest, envelope: fromCache ? nil : envelope, etag: etag)
        if !failures.isEmpty { return report(.appliedNotCached(serial: document.serial, reason: failures.joined(separator: "; "))) }
        return report(.applied(serial: document.serial, fromCache: fromCache))
    }

    /// Why a document with this serial and digest is refused by the floor or `minimumSerial`, or `nil`.
    func floorRefusal(_ serial: Int, digest: String) -> RoutingDocumentError? {
        if serial < minimumSerial {
            return RoutingDocumentError(.downgrade, DocumentText.belowMinimum(serial: serial, minimum: minimumSerial))
        }
        guard let top = floor.highest(among: keys.fingerprints) else { return nil }
        if serial < top.serial {
            let inForce = inForce?.serial == top.serial
            return RoutingDocumentError(
                .downgrade,
                inForce
                    ? DocumentText.belowFloorInForce(serial: serial, floor: top.serial)
                    : DocumentText.belowFloor(serial: serial, floor: top.serial))
        }
        if serial == top.serial, digest != top.digest {
            return RoutingDocumentError(.downgrade, DocumentText.serialReused(serial: serial))
        }
        return nil
    }

    /// Raises the floor to `opened` and writes it, then the envelope (when fetched); what failed, in words.
    private func store(_ opened: SignedRoutingDocument.Opened, digest: String, envelope: [UInt8]?, etag: String?) -> [String] {
        var failures: [String] = []
        let before = floor
        if let key = keys.fingerprint(of: opened.keyID) { floor.raise(key: key, serial: opened.document.serial, digest: digest) }
        if floor != before {
            do {
                try cache.storeFloor(floor)
            } catch {
                failures.append("the floor record: \(error.localizedDescription)")
            }
        }
        if let envelope {
            do {
                try cache.store(envelope, etag: etag)
            } catch {
                failures.append("the document: \(error.localizedDescription)")
            }
        }
        return failures
    }

    /// The router's check of `document`'s expiry: a comparison against the clock; the first `true` reports it.
    private func expiryCheck(_ document: DocumentInForce) -> (@Sendable () -> Bool)? {
        guard let expires = document.expires else { return nil }
        let clock = self.clock
        return { [weak self] in
            guard clock() >= expires else { return false }
            if document.markEnded() { self?.report(.expired(serial: document.serial)) }
            return true
        }
    }

    /// Ends the document in force when it has expired (or the router ended it): the router runs its own
    /// routes, the cache and the ETag are dropped (a relaunch would refuse it too); the floor stays.
    func endExpiredDocument() {
        guard let current = inForce else { return }
        guard current.hasRunOut || current.expires.map({ clock() >= $0 }) == true else { return }
        if router.appliedChanges == current.label { router.revertChanges() }
        inForce = nil
        etag = nil
        cache.clear()
        if current.markEnded() { report(.expired(serial: current.serial)) }
    }

    /// Reads the floor record once: a missing one beside a cached document, or an unreadable one, is rebuilt.
    func loadFloorIfNeeded() {
        guard !floorLoaded else { return }
        floorLoaded = true
        switch cache.loadFloor() {
        case .success(let record)?:
            for (key, entry) in record.entries { floor.raise(key: key, serial: entry.serial, digest: entry.digest) }
        case nil:
            // A fresh install has neither; the floor is written with the first document accepted.
            guard cache.load() != nil else { return }
            rebuildFloor(because: "no floor record beside the cached document")
        case .failure(let error)?:
            rebuildFloor(because: "the floor record is unreadable (\(error.message))")
        }
    }

    /// The floor from the cached document (accepted once, so at most the lost floor), written again.
    private func rebuildFloor(because reason: String) {
        var how = "no cached document to rebuild it from"
        if let cached = cache.load() {
            how = "the cached document does not verify"
            if cached.envelope.count <= maximumSize,
                let opened = try? SignedRoutingDocument.openEnvelope(cached.envelope, keys: keys, file: "the cached document"),
                let key = keys.fingerprint(of: opened.keyID)
            {
                floor.raise(key: key, serial: opened.document.serial, digest: DocumentFloor.digest(opened.payload))
                how = "rebuilt from document \(opened.document.serial) in the cache"
            }
        }
        if floor.highest(among: keys.fingerprints) == nil { how += ": documents from serial \(minimumSerial) on are taken" }
        do {
            try cache.storeFloor(floor)
        } catch {
            how += "; writing it failed: \(error.localizedDescription)"
        }
        report(.floorRebuilt(reason: "\(reason); \(how)"))
    }
}

extension RoutingDocumentError.Code {
    /// Whether a cached document refused for this reason can never be valid again (so it is deleted):
    /// not for a clock behind `notBefore`, a rollout bucket or app build that may change, or handlers and
    /// routes a later build may have (`notYetValid`, `otherApp`, `notInRollout`, `unboundHandler`,
    /// `doesNotApply`, `transport`).
    var isPermanent: Bool {
        [.malformed, .unsigned, .unknownKey, .badSignature, .tooLarge, .downgrade, .expired].contains(self)
    }
}
