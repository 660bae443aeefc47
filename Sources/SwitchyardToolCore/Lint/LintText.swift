// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// The texts lint's findings share with what a router prints, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
enum LintText {
    /// `match.rewrite-cycle`
    static func matchRewriteCycle(rules: some CustomStringConvertible, urls: some CustomStringConvertible) -> String { "rewrites form a cycle: \(rules) (\(urls))" }
}
