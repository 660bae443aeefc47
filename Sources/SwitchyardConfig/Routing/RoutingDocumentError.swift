/// Why a routing document was refused. The router keeps what it had.
///
/// ```swift
/// for await event in remote.events {
///     if case .refused(let error) = event, error.reason == .badSignature { alertSecurityTeam(error) }
/// }
/// ```
public struct RoutingDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of refusal, for programs.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// Not a well-formed document or envelope (a truncated download, a corrupted cache file).
        case malformed
        /// A bare document where a signed one is required.
        case unsigned
        /// Signed by a key the app does not pin.
        case unknownKey
        /// The signature does not match the document (tampered with, or signed by another key).
        case badSignature
        /// Past its `expires`.
        case expired
        /// Before its `notBefore`.
        case notYetValid
        /// For other app versions or platforms.
        case otherApp
        /// This user's bucket is outside the rollout percentage.
        case notInRollout
        /// Its serial number is below the floor (the highest this install accepted) or the app's
        /// `minimumSerial`, or equals the floor with other content (a serial reused for a changed document).
        case downgrade
        /// A route names a handler the app did not register.
        case unboundHandler
        /// Its changes do not apply to the router (see `RoutingChangesError`).
        case doesNotApply
        /// The download failed (no connection, timeout, an HTTP error).
        case transport
        /// The body (or the cached file) is over the size limit: refused before it is parsed.
        case tooLarge
    }

    /// The kind of refusal.
    public let reason: Reason
    /// What happened, in words.
    public let message: String

    /// An error.
    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { "\(reason.rawValue): \(message)" }
}
