// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// The texts `switchyard match` and `explain` print for the source policy, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
enum PolicyText {
    /// `match.forbidden`
    static func matchForbidden(pattern: some CustomStringConvertible, why: some CustomStringConvertible) -> String { "route \"\(pattern)\" is forbidden: \(why)" }
    /// `policy.not-applied`
    static func policyNotApplied(notes: some CustomStringConvertible) -> String { "not applied: \(notes)" }
    /// `policy.note-internal`
    static let policyNoteInternal = "the route is internal; a router opens it only from inside the app"
    /// `policy.note-tags`
    static func policyNoteTags(tags: some CustomStringConvertible) -> String { "the app's source policy and middleware may restrict routes tagged \(tags)" }
    /// `policy.allowed-unruled`
    static func policyAllowedUnruled(tags: some CustomStringConvertible) -> String { "allowed; no --restrict rule for \(tags), which the app's policy and middleware may restrict" }
}
