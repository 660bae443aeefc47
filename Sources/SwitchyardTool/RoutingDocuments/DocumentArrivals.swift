package import Foundation
package import Switchyard
package import SwitchyardRoutingDocuments
import SwitchyardToolCore

/// `match --document`: documents arriving one after another on one fresh install (no floor, nothing cached),
/// each verified, checked and applied as `RemoteRoutingDocuments` does (Conformance/README.md, and the
/// DynamicRouting article's `document.*` rules): the floor and `minimumSerial`, the document in force
/// arriving again, the time window, the app range, the rollout, then the apply. A condition whose value the
/// command line does not give is not checked (as `switchyard verify`).
package struct DocumentArrivals {
    /// What the app is and binds, and the clock.
    package struct Device {
        /// The pinned keys, by id (base64), ids compared by their scalars; `nil`: documents are read unsigned.
        package var keys: [(key: String, value: String)]?
        package var appVersion: String?
        package var platform: String?
        package var userID: String?
        package var now: Date
        package var minimumSerial = 1
        /// The handler names the app binds (`nil`: every name).
        package var handlers: Set<String>?
        /// The source policy links are judged by on every leg (`match --document --source`; `nil`: the router's default).
        package var policy: SourcePolicy?

        package init(
            keys: [(key: String, value: String)]?, appVersion: String?, platform: String?, userID: String?, now: Date,
            minimumSerial: Int = 1,
            handlers: Set<String>? = nil, policy: SourcePolicy? = nil
        ) {
            (self.keys, self.appVersion, self.platform, self.userID) = (keys, appVersion, platform, userID)
            (self.now, self.minimumSerial, self.handlers, self.policy) = (now, minimumSerial, handlers, policy)
        }
    }

    /// What one arrival gave.
    package enum Arrival: Equatable {
        case applied(Int)
        case unchanged(Int)
        case refused(RoutingDocumentError)
    }

    /// `RemoteRoutingDocuments`' default `maximumSize`, 1 MiB.
    static let maximumSize = 1 << 20

    let file: RouteTableFile
    let device: Device
    let keys: PinnedKeys?
    /// The document in force and its way through the table; `nil`: the table alone.
    package private(set) var inForce: (serial: Int, explain: DocumentExplain)?
    /// The highest serial applied and the digest of its bytes (the floor: one install, all keys pinned).
    private var floor: (serial: Int, digest: String)?

    /// - Throws: `RoutingDocumentError` (`malformed`) naming a key that is not a base64 Ed25519 public key.
    package init(file: RouteTableFile, device: Device) throws(RoutingDocumentError) {
        self.file = file
        self.device = device
        keys = try device.keys.map { keys throws(RoutingDocumentError) in try PinnedKeys(keys) }
    }

    /// One document arriving, as its text; `label` names it in messages.
    package mutating func arrive(_ bytes: [UInt8], label: String) -> Arrival {
        // The app's default `maximumSize`: a larger body is refused before it is parsed.
        guard bytes.count <= Self.maximumSize else {
            return .refused(RoutingDocumentError(.tooLarge, DocumentText.tooLarge(file: label, limit: Self.maximumSize)))
        }
        do throws(RoutingDocumentError) {
            let (document, payload) = try open(bytes, label: label)
            let digest = RoutingDocument.digest(payload)
            try checkFloor(document.serial, digest: digest)
            if let inForce, inForce.serial == document.serial { return .unchanged(document.serial) }
            if let refusal = document.refusal(
                at: device.now, appVersion: device.appVersion, platform: device.platform, userID: device.userID)
            {
                throw refusal
            }
            let explain: DocumentExplain
            do {
                explain = try DocumentExplain(
                    file: file, document: checked(document), handlers: device.handlers, context: context, policy: device.policy)
            } catch let error as RoutingDocumentError where error.code == .unboundHandler {
                // The app's words place each route by line and column; the file is known here, so it is named as a
                // malformed document's place is (`hotfix.json:3:5: no handler named …`).
                let lines = error.message.split(separator: "\n", omittingEmptySubsequences: false)
                throw RoutingDocumentError(.unboundHandler, lines.map { "\(label):\($0)" }.joined(separator: "\n"))
            } catch let error as RoutingDocumentError {
                throw error
            } catch {
                throw RoutingDocumentError(.doesNotApply, "\(error)")
            }
            inForce = (document.serial, explain)
            if floor.map({ $0.serial < document.serial }) ?? true { floor = (document.serial, digest) }
            return .applied(document.serial)
        } catch {
            return .refused(error)
        }
    }

    /// The document and the bytes its floor digest is of: the envelope opened with the keys, or the text read unsigned.
    private func open(_ bytes: [UInt8], label: String) throws(RoutingDocumentError) -> (RoutingDocument, [UInt8]) {
        if let keys {
            let opened = try SignedRoutingDocument.openEnvelope(bytes, keys: keys, file: label)
            return (opened.document, opened.payload)
        }
        do {
            return (try RoutingDocument.parse(bytes, file: label), bytes)
        } catch {
            throw RoutingDocumentError(.malformed, "\(error)")
        }
    }

    /// `minimumSerial`, then the floor: below it, or at it with other bytes, is a downgrade (`RemoteRoutingDocuments`' words).
    private func checkFloor(_ serial: Int, digest: String) throws(RoutingDocumentError) {
        if serial < device.minimumSerial {
            throw RoutingDocumentError(.downgrade, DocumentText.belowMinimum(serial: serial, minimum: device.minimumSerial))
        }
        guard let floor else { return }
        if serial < floor.serial {
            let message =
                inForce?.serial == floor.serial
                ? DocumentText.belowFloorInForce(serial: serial, floor: floor.serial)
                : DocumentText.belowFloor(serial: serial, floor: floor.serial)
            throw RoutingDocumentError(.downgrade, message)
        }
        if serial == floor.serial, digest != floor.digest {
            throw RoutingDocumentError(.downgrade, DocumentText.serialReused(serial: serial))
        }
    }

    /// The device degrades are limited by: with `--app-version` only (without it every degrade applies).
    private var context: DeviceContext? {
        device.appVersion.map { DeviceContext(appVersion: $0, platform: device.platform ?? "", userID: device.userID ?? "") }
    }

    /// `document` with its degrades' platforms left unchecked when `--platform` is not given.
    private func checked(_ document: RoutingDocument) -> RoutingDocument {
        guard device.platform == nil else { return document }
        var document = document
        for index in document.degrades.indices { document.degrades[index].app?.platforms = [] }
        return document
    }
}
