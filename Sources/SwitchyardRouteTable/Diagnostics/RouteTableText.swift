// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// The texts the route table's intake, match and link sources print, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
enum RouteTableText {
    /// `source.https-needs-host`
    static var sourceHttpsNeedsHost: String { "\"https?\" needs a host: \"https?://example.com\"" }
    /// `source.separator`
    static var sourceSeparator: String { "expected \"://\" after the scheme of a link source" }
    /// `source.path`
    static var sourcePath: String { "a link source is a scheme and a host, with no path" }
    /// `source.no-scheme`
    static var sourceNoScheme: String { "a link source must start with a scheme such as \"myapp\" or \"https://example.com\"" }
    /// `intake.empty`
    static var intakeEmpty: String { "URL is empty" }
    /// `intake.too-long`
    @inline(__always) static func intakeTooLong(length: some CustomStringConvertible, limit: some CustomStringConvertible) -> String { "URL is \(length) bytes long; the limit is \(limit)" }
    /// `intake.control-character`
    @inline(__always) static func intakeControlCharacter(character: some CustomStringConvertible, offset: some CustomStringConvertible) -> String { "URL contains control character \(character) at byte \(offset)" }
    /// `intake.encoded-nul`
    @inline(__always) static func intakeEncodedNul(offset: some CustomStringConvertible) -> String { "URL contains an encoded NUL (%00) at byte \(offset)" }
    /// `intake.malformed-authority`
    @inline(__always) static func intakeMalformedAuthority(offset: some CustomStringConvertible, problem: some CustomStringConvertible) -> String { "URL has a malformed authority at byte \(offset): \(problem)" }
    /// `intake.bad-port`
    @inline(__always) static func intakeBadPort(offset: some CustomStringConvertible) -> String { "URL has a malformed authority at byte \(offset): port is not a number" }
    /// `intake.dot-segment`
    @inline(__always) static func intakeDotSegment(offset: some CustomStringConvertible) -> String { "URL contains a dot segment ('.' or '..') at byte \(offset)" }
    /// `intake.too-many-segments`
    @inline(__always) static func intakeTooManySegments(limit: some CustomStringConvertible) -> String { "URL has more than \(limit) path segments" }
    /// `intake.too-many-query-items`
    @inline(__always) static func intakeTooManyQueryItems(limit: some CustomStringConvertible) -> String { "URL has more than \(limit) query items" }
    /// `match.intake-refused`
    @inline(__always) static func matchIntakeRefused(refusal: some CustomStringConvertible) -> String { "refused: \(refusal)" }
    /// `match.no-route`
    @inline(__always) static func matchNoRoute(path: some CustomStringConvertible, namespaces: some CustomStringConvertible) -> String { "no route matches \(path) in \(namespaces)" }
    /// `match.origin-not-accepted`
    @inline(__always) static func matchOriginNotAccepted(origin: some CustomStringConvertible) -> String { "origin \(origin) is not accepted" }
    /// `match.no-scheme`
    static var matchNoScheme: String { "a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')" }
}
