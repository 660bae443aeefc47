/// Why a routing document was refused. The router keeps what it had.
///
/// ```swift
/// for await event in remote.events {
///     if case .refused(let error) = event, error.code == .badSignature { alertSecurityTeam(error) }
/// }
/// ```
///
/// New codes may be added in any release: ``Code`` is `@nonexhaustive`, so compare with `==`, or end a
/// `switch` with `@unknown default` (or `default`).
public struct RoutingDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of refusal, for programs: compare with its cases (`.badSignature`, `.expired`, …).
    ///
    /// ```swift
    /// if error.code == .downgrade { metrics.count("routing.replay") }
    /// print(error.code)   // downgrade
    /// switch error.code {
    /// case .transport, .tooLarge: retryLater()
    /// case .badSignature, .unknownKey, .unsigned: alertSecurityTeam(error)
    /// default: break   // also a code a later release adds
    /// }
    /// ```
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Code: String, Hashable, Sendable, CustomStringConvertible {
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
        /// Its changes do not apply to the router's routes (a degrade or removal of a route that does not
        /// exist, a pattern or template that does not parse, a conflict); the message names the rule.
        case doesNotApply
        /// The download failed (no connection, timeout, an HTTP error).
        case transport
        /// The body (or the cached file) is over the size limit: refused before it is parsed.
        case tooLarge

        /// The case's name, as logged: `badSignature`.
        public var description: String { rawValue }
    }

    /// The kind of refusal.
    public let code: Code
    /// What happened, in words.
    public let message: String

    /// An error.
    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The code and the message (`badSignature: routing.json: the signature does not match …`).
    public var description: String { "\(code): \(message)" }
}
