import Crypto
package import Foundation

/// What a document's conditions are checked against: this app build, this device, this user.
///
/// ```swift
/// let context = DeviceContext(appVersion: "2.4.0", platform: "ios", userID: session.stableID)
/// ```
public struct DeviceContext: Sendable, Hashable {
    /// The app's version (`CFBundleShortVersionString`).
    public var appVersion: String
    /// `ios`, `android`, `macos`, `linux`, …
    public var platform: String
    /// A stable id for the user or install: it decides the rollout bucket, so the same user stays in or out.
    public var userID: String

    /// A context.
    public init(appVersion: String, platform: String, userID: String) {
        self.appVersion = appVersion
        self.platform = platform.lowercased()
        self.userID = userID
    }

    /// Whether this app build and platform are in `range`.
    package func isIn(_ range: RoutingDocument.AppRange) -> Bool {
        if !range.platforms.isEmpty, !range.platforms.contains(platform) { return false }
        guard let version = AppVersion(appVersion) else { return range.minVersion == nil && range.maxVersion == nil }
        if let min = range.minVersion.flatMap(AppVersion.init), version < min { return false }
        if let max = range.maxVersion.flatMap(AppVersion.init), max < version { return false }
        return true
    }

    /// This user's bucket for `salt`, in [0, 100): the first four bytes of SHA-256(salt ":" userID).
    package func rolloutBucket(salt: String) -> Double {
        let digest = SHA256.hash(data: Data("\(salt):\(userID)".utf8))
        let word = digest.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Double(word % 10_000) / 100
    }
}

/// A dotted version (`2`, `2.10`, `2.10.1`), compared number by number (`2.10` is after `2.9`).
struct AppVersion: Comparable {
    let parts: [Int]

    init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !pieces.isEmpty, pieces.count <= 4 else { return nil }
        var parts: [Int] = []
        for piece in pieces {
            guard let number = Int(piece), number >= 0, piece.allSatisfy(\.isASCII) else { return nil }
            parts.append(number)
        }
        self.parts = parts
    }

    static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        let count = max(lhs.parts.count, rhs.parts.count)
        for index in 0..<count {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}

extension RoutingDocument {
    /// Why this document does not apply to `context` at `now`, or `nil` when it does (what
    /// ``RemoteRoutingDocuments`` checks before it applies a document).
    ///
    /// ```swift
    /// if let refusal = document.refusal(for: DeviceContext(appVersion: "2.4.0", platform: "ios", userID: id)) {
    ///     print(refusal.code)   // otherApp, notInRollout, expired, notYetValid
    /// }
    /// ```
    package func refusal(for context: DeviceContext, at now: Date = Date()) -> RoutingDocumentError? {
        if let notBefore, now < notBefore {
            return RoutingDocumentError(.notYetValid, DocumentText.notYetValid(serial: serial, date: Self.format(notBefore)))
        }
        if let expires, now >= expires {
            return RoutingDocumentError(.expired, DocumentText.expired(serial: serial, date: Self.format(expires)))
        }
        if let app, !context.isIn(app) {
            let versions = "\(app.minVersion ?? "any")…\(app.maxVersion ?? "any")"
            let platforms = app.platforms.isEmpty ? "" : " on \(app.platforms.joined(separator: ", "))"
            let device = context.appVersion + (context.platform.isEmpty ? "" : " on \(context.platform)")
            return RoutingDocumentError(.otherApp, DocumentText.otherApp(serial: serial, versions: versions + platforms, device: device))
        }
        if let rollout {
            // In when the bucket is below the percentage: 5 % takes buckets 0 to 4.99.
            let bucket = context.rolloutBucket(salt: rollout.salt ?? "\(serial)")
            if bucket >= rollout.percent {
                return RoutingDocumentError(
                    .notInRollout, DocumentText.notInRollout(serial: serial, percent: rollout.percent, bucket: bucket))
            }
        }
        return nil
    }

    static func format(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
