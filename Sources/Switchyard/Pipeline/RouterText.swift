// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// The texts the router prints for a link: its refusals, its policy, its rewrites and applied changes, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
enum RouterText {
    /// `rewrite.unterminated-placeholder`
    static var rewriteUnterminatedPlaceholder: String { "unterminated placeholder: expected '}'" }
    /// `rewrite.unexpected-brace`
    static var rewriteUnexpectedBrace: String { "unexpected '}'" }
    /// `rewrite.not-a-parameter`
    @inline(__always) static func rewriteNotAParameter(name: some CustomStringConvertible, known: some CustomStringConvertible) -> String { "'{\(name)}' is not a parameter of \"from\"; it has \(known)" }
    /// `rewrite.not-a-group`
    @inline(__always) static func rewriteNotAGroup(name: some CustomStringConvertible, known: some CustomStringConvertible) -> String { "'{\(name)}' is not a named group of \"regex\"; it has \(known)" }
    /// `rewrite.nested-url-whole`
    static var rewriteNestedUrlWhole: String { "'{url:query.NAME}' must be the whole target: it is the URL the query item carries" }
    /// `document.link-allowance`
    @inline(__always) static func linkAllowance(rule: some CustomStringConvertible, count: some CustomStringConvertible, limit: some CustomStringConvertible) -> String { "\(rule) would take the link's regex work to \(count), past its allowance of \(limit) (a routing document's regex rewrites and capture regexes spend their weight times the length of each URL they are tried on, along the link's whole way)" }
    /// `match.intake-refused`
    @inline(__always) static func matchIntakeRefused(refusal: some CustomStringConvertible) -> String { "refused: \(refusal)" }
    /// `match.forbidden`
    @inline(__always) static func matchForbidden(pattern: some CustomStringConvertible, why: some CustomStringConvertible) -> String { "route \"\(pattern)\" is forbidden: \(why)" }
    /// `policy.internal`
    @inline(__always) static func policyInternal(source: some CustomStringConvertible) -> String { "the route is internal and the link came from \(source)" }
    /// `policy.denied`
    @inline(__always) static func policyDenied(source: some CustomStringConvertible) -> String { "links from \(source) are denied" }
    /// `policy.tag-restricted`
    @inline(__always) static func policyTagRestricted(tag: some CustomStringConvertible, source: some CustomStringConvertible) -> String { "routes tagged \"\(tag)\" are not open to links from \(source)" }
    /// `rewrite.same-urls`
    @inline(__always) static func rewriteSameUrls(earlier: some CustomStringConvertible) -> String { "matches the same URLs as \(earlier), which comes first" }
    /// `rewrite.expansions`
    static var rewriteExpansions: String { "has optional-group expansions that match the same URLs" }
    /// `match.at-url`
    @inline(__always) static func matchAtUrl(url: some CustomStringConvertible, reason: some CustomStringConvertible) -> String { "\(url): \(reason)" }
    /// `match.rewrite-cycle`
    @inline(__always) static func matchRewriteCycle(rules: some CustomStringConvertible, urls: some CustomStringConvertible) -> String { "rewrites form a cycle: \(rules) (\(urls))" }
    /// `match.rewrite-too-many`
    @inline(__always) static func matchRewriteTooMany(limit: some CustomStringConvertible, rules: some CustomStringConvertible, urls: some CustomStringConvertible) -> String { "more than \(limit) rewrites: \(rules) (\(urls))" }
    /// `router.middleware-failed`
    @inline(__always) static func routerMiddlewareFailed(middleware: some CustomStringConvertible, error: some CustomStringConvertible) -> String { "middleware \(middleware) failed: \(error)" }
    /// `router.all-declined`
    @inline(__always) static func routerAllDeclined(count: some CustomStringConvertible, routes: some CustomStringConvertible) -> String { "all \(count) matching \(routes) declined" }
    /// `router.rejected`
    @inline(__always) static func routerRejected(by: some CustomStringConvertible, message: some CustomStringConvertible) -> String { "rejected by \(by): \(message)" }
    /// `router.next-called-twice`
    @inline(__always) static func routerNextCalledTwice(middleware: some CustomStringConvertible) -> String { "middleware \(middleware) called next more than once" }
    /// `router.timed-out`
    @inline(__always) static func routerTimedOut(middleware: some CustomStringConvertible, after: some CustomStringConvertible) -> String { "middleware \(middleware) timed out after \(after)" }
    /// `router.cancelled`
    static var routerCancelled: String { "cancelled" }
    /// `router.handler-failed`
    @inline(__always) static func routerHandlerFailed(route: some CustomStringConvertible, error: some CustomStringConvertible) -> String { "the handler of \(route) failed: \(error)" }
    /// `router.navigation-failed`
    @inline(__always) static func routerNavigationFailed(error: some CustomStringConvertible) -> String { "navigation failed: \(error)" }
    /// `router.unexpected-response`
    @inline(__always) static func routerUnexpectedResponse(expected: some CustomStringConvertible, got: some CustomStringConvertible) -> String { "expected \(expected), the handler answered \(got)" }
    /// `router.web-parameter-missing`
    @inline(__always) static func routerWebParameterMissing(name: some CustomStringConvertible) -> String { "missing parameter \"\(name)\"" }
    /// `router.web-parameter-not-a-page`
    @inline(__always) static func routerWebParameterNotAPage(name: some CustomStringConvertible, why: some CustomStringConvertible) -> String { "parameter \"\(name)\" is not a page the app may show: \(why)" }
    /// `router.link-dropped-full`
    @inline(__always) static func routerLinkDroppedFull(capacity: some CustomStringConvertible) -> String { "more than \(capacity) links were waiting" }
    /// `router.link-dropped-replaced`
    @inline(__always) static func routerLinkDroppedReplaced(url: some CustomStringConvertible) -> String { "replaced by the newer link \(url)" }
    /// `router.link-dropped-cancelled`
    static var routerLinkDroppedCancelled: String { "cancelled before it was opened" }
    /// `web.bad-character`
    @inline(__always) static func webBadCharacter(what: some CustomStringConvertible, offset: some CustomStringConvertible) -> String { "it has \(what) at offset \(offset)" }
    /// `web.not-http`
    static var webNotHttp: String { "it is not an http or https URL" }
    /// `web.host-not-plain`
    static var webHostNotPlain: String { "its host is not plain (userinfo, a port, an escape or another script)" }
    /// `web.origin-not-allowed`
    @inline(__always) static func webOriginNotAllowed(origin: some CustomStringConvertible) -> String { "its origin \(origin) is not one of the app's web origins" }
    /// `document.too-many-redirects`
    @inline(__always) static func tooManyRedirects(path: some CustomStringConvertible) -> String { "too many redirects: \(path)" }
    /// `document.nothing-to-remove`
    @inline(__always) static func nothingToRemove(index: some CustomStringConvertible, selector: some CustomStringConvertible) -> String { "removal \(index): no \(selector) to remove" }
    /// `document.nothing-to-degrade`
    @inline(__always) static func nothingToDegrade(index: some CustomStringConvertible, route: some CustomStringConvertible) -> String { "degrade \(index): no \(route) to degrade" }
    /// `document.routes-conflict`
    @inline(__always) static func routesConflict(conflict: some CustomStringConvertible) -> String { "the routes conflict: \(conflict)" }
}
