/// How the app takes a link, as `switchyard match` answers for it from the plan's source (with a document,
/// `match --document`): what a jump plan is computed from (`jump.decision.refused` to `jump.decision.degrade`).
public struct JumpAnswer: Sendable, Hashable {
    /// Why no route opens the link, as the corpus names it (`intake`, `origin`, `no-route`, `rewrite`, `redirect`,
    /// `policy`, `internal`), or `nil` when a route opens it.
    public var refusal: String?
    /// The target of an `always` degrade the document in force sends the link through on its way, or `nil`.
    public var degradedTo: String?
    /// The page the router's unmatched handler is offered (the table's `webOrigins`), or `nil`.
    public var webDestination: String?

    /// An answer given member by member; the defaults are a link a route opens, with no degrade and no web page.
    ///
    /// ```swift
    /// let refused = JumpAnswer(refusal: "internal")   // an internal route: the plan is `web`
    /// ```
    public init(refusal: String? = nil, degradedTo: String? = nil, webDestination: String? = nil) {
        self.refusal = refusal
        self.degradedTo = degradedTo
        self.webDestination = webDestination
    }
}
