package import Foundation

/// What the release pipeline's tools (`switchyard sign`, `verify`) say about a document before any app
/// sees it.
extension RoutingDocument {
    /// Why every app refuses this document at `now` (or a degrade of it never applies), in words: it has
    /// expired, its `app` range holds no version, its rollout reaches nobody. Empty when some app takes it.
    package func everyAppRefuses(at now: Date) -> [String] {
        var reasons: [String] = []
        if let expires, now >= expires {
            reasons.append("document \(serial) expired at \(Self.format(expires)): every app refuses it")
        }
        if let app, let empty = Self.emptyRange(app) {
            reasons.append("\"app\": \(empty): every app version refuses the document")
        }
        if let rollout, rollout.percent <= 0 {
            reasons.append("\"rollout\" reaches 0% of users: no app takes the document")
        }
        for (index, degrade) in degrades.enumerated() {
            if let app = degrade.app, let empty = Self.emptyRange(app) {
                reasons.append("degrade \(index + 1) \"app\": \(empty): the degrade applies to no app version")
            }
        }
        return reasons
    }

    /// Why `range` holds no version (`minVersion` above `maxVersion`), or `nil`.
    static func emptyRange(_ range: AppRange) -> String? {
        guard let min = range.minVersion, let max = range.maxVersion, let low = AppVersion(min), let high = AppVersion(max), high < low
        else { return nil }
        return "minVersion \(min) is above maxVersion \(max)"
    }

    /// Why an app would refuse this document at `now`, checking only what is given: the app range when
    /// `appVersion` is (its platforms when `platform` is too), the rollout when `userID` is. `nil` when such an
    /// app takes it.
    package func refusal(at now: Date, appVersion: String?, platform: String?, userID: String?) -> RoutingDocumentError? {
        var checked = self
        if appVersion == nil {
            checked.app = nil
        } else if platform == nil {
            checked.app?.platforms = []
        }
        if userID == nil { checked.rollout = nil }
        let context = DeviceContext(appVersion: appVersion ?? "", platform: platform ?? "", userID: userID ?? "")
        return checked.refusal(for: context, at: now)
    }
}

extension RoutingDocument {
    /// SHA-256 of a document's bytes, hex: what the floor keeps of the document accepted at its serial (for
    /// the tools, which replay `RemoteRoutingDocuments`' floor: `match --document`).
    package static func digest(_ bytes: [UInt8]) -> String { DocumentFloor.digest(bytes) }
}

extension RoutingDocument.AppRange {
    /// Whether `text` is a version an app range compares (`2`, `2.10`, `2.10.1`).
    package static func isVersion(_ text: String) -> Bool { AppVersion(text) != nil }
}
