/// Why a routing document was refused. The router keeps what it had.
///
/// ```swift
/// for await event in remote.events {
///     if case .refused(let error) = event, error.code == .badSignature { alertSecurityTeam(error) }
/// }
/// ```
///
/// New codes may be added in any release: compare with `==` (or `switch` with a `default`) rather than
/// expecting the list to be closed.
public struct RoutingDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of refusal, for programs: compare with the static members (`.badSignature`, `.expired`, …).
    ///
    /// ```swift
    /// if error.code == .downgrade { metrics.count("routing.replay") }
    /// print(error.code)   // downgrade
    /// ```
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The code's name, as logged (`badSignature`).
        public let description: String

        init(_ name: String) { description = name }

        /// Not a well-formed document or envelope (a truncated download, a corrupted cache file).
        public static let malformed = Code("malformed")
        /// A bare document where a signed one is required.
        public static let unsigned = Code("unsigned")
        /// Signed by a key the app does not pin.
        public static let unknownKey = Code("unknownKey")
        /// The signature does not match the document (tampered with, or signed by another key).
        public static let badSignature = Code("badSignature")
        /// Past its `expires`.
        public static let expired = Code("expired")
        /// Before its `notBefore`.
        public static let notYetValid = Code("notYetValid")
        /// For other app versions or platforms.
        public static let otherApp = Code("otherApp")
        /// This user's bucket is outside the rollout percentage.
        public static let notInRollout = Code("notInRollout")
        /// Its serial number is below the floor (the highest this install accepted) or the app's
        /// `minimumSerial`, or equals the floor with other content (a serial reused for a changed document).
        public static let downgrade = Code("downgrade")
        /// A route names a handler the app did not register.
        public static let unboundHandler = Code("unboundHandler")
        /// Its changes do not apply to the router's routes (a degrade or removal of a route that does not
        /// exist, a pattern or template that does not parse, a conflict); the message names the rule.
        public static let doesNotApply = Code("doesNotApply")
        /// The download failed (no connection, timeout, an HTTP error).
        public static let transport = Code("transport")
        /// The body (or the cached file) is over the size limit: refused before it is parsed.
        public static let tooLarge = Code("tooLarge")
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
