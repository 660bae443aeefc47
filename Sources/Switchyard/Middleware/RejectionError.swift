/// Why a middleware (or a route's handler) stopped a request. The router wraps it in
/// ``RoutingError/Reason-swift.enum/rejected(_:)`` and names the middleware that threw it.
///
/// ```swift
/// builder.use(AnyMiddleware<Screen>(name: "vip only") { request, next in
///     guard await membership.isVIP else { throw RejectionError(.forbidden, message: "VIP members only") }
///     return try await next(request)
/// })
/// // try await router.open("shop://vip/lounge") throws:
/// // "shop://vip/lounge: rejected by vip only: VIP members only"
/// ```
public struct RejectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of reason, for programs to act on (people read ``message`` and ``problems``). New reasons may be added in any release (the enum is `@nonexhaustive`): a `switch` over it ends with
    /// `default` or `@unknown default`.
    ///
    /// ```swift
    /// if case .rejected(let rejection) = error.reason, case .invalidParameters(let names) = rejection.reason {
    ///     names          // ["page", "q"]: the parameters at fault
    ///     rejection.problems   // what is wrong with each, for people
    /// }
    /// ```
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Reason: Sendable, Hashable {
        /// The request needs credentials the user does not have (for example, no one is logged in and
        /// the middleware does not offer a login). The app may show its login screen.
        case unauthorized
        /// The user, or the link's source, may not open this route whatever they log in as.
        case forbidden
        /// Parameters are missing or do not have their declared types. The associated value holds the
        /// **names** of the parameters at fault, each once, in the order their problems are listed in
        /// ``RejectionError/problems`` (a list parameter is named once, without an index). It is empty
        /// when no single parameter is at fault (a typed route whose own `init(from:)` threw). Thrown by
        /// ``AnyMiddleware/parameterValidation(_:required:)`` and by typed routes (``TypedRoute``) whose parameters do not decode.
        case invalidParameters([String])
        /// A ``LoginGate`` asked the user to log in and they did not (the login flow answered `false`, or
        /// no user is logged in after it). x-callback answers this with x-cancel when the link has one.
        case loginFailed
        /// Anything else, named by the app (`.custom("feature off")`).
        case custom(String)
    }

    /// The kind of reason.
    public let reason: Reason
    /// What is wrong, in one line for people: ``problems`` joined by `"; "`.
    public let message: String
    /// What is wrong, one entry per problem (for ``Reason-swift.enum/invalidParameters(_:)``, one per
    /// parameter problem, such as `missing parameter "q"`). A rejection made with ``init(_:message:)``
    /// has one problem: its message.
    public let problems: [String]
    /// The middleware that rejected (set by the router); `nil` when the route itself rejected (a typed
    /// route whose parameters do not decode, or a handler that throws a rejection).
    public var middleware: String? {
        if case .middleware(let name) = origin { return name }
        return nil
    }

    /// Who threw the rejection, as far as the router knows.
    enum Origin: Sendable, Hashable {
        /// Not yet known (a rejection as made).
        case unknown
        /// This middleware.
        case middleware(String)
        /// A route's handler: no middleware it passes through takes it as its own.
        case handler
    }

    /// Who threw it. An enum over a string, no wider than the `String?` it replaced: a `Bool` field beside
    /// it made `RoutingError` one word larger, and Swift 6.3.1 then crashed destroying a `RoutingError?` in
    /// `#expect(throws:)` (a release of a null pointer, in `PolicyTests`).
    var origin = Origin.unknown

    /// This rejection, attributed to `name` unless a middleware is already named or a handler threw it.
    func attributed(to name: String) -> RejectionError {
        var copy = self
        if case .unknown = copy.origin { copy.origin = .middleware(name) }
        return copy
    }

    /// This rejection, marked as thrown by a route's handler (unless a middleware is already named).
    func thrownByHandler() -> RejectionError {
        var copy = self
        if case .unknown = copy.origin { copy.origin = .handler }
        return copy
    }

    /// `error`, marked as thrown by a route's handler when it is a rejection (``thrownByHandler()``).
    @inline(never)
    static func thrownByHandler(_ error: any Error) -> any Error {
        guard let rejection = error as? RejectionError else { return error }
        return rejection.thrownByHandler()
    }

    /// Creates a rejection with one problem.
    ///
    /// ```swift
    /// throw RejectionError(.unauthorized, message: "log in to see orders")
    /// ```
    public init(_ reason: Reason, message: String) {
        self.reason = reason
        self.message = message
        self.problems = [message]
    }

    /// Creates a rejection listing several problems; its ``message`` joins them with `"; "`.
    ///
    /// ```swift
    /// throw RejectionError(.invalidParameters(["q", "page"]),
    ///                      problems: ["missing parameter \"q\"", "parameter \"page\" is \"two\", which is not an int"])
    /// ```
    public init(_ reason: Reason, problems: [String]) {
        self.reason = reason
        self.message = problems.joined(separator: "; ")
        self.problems = problems
    }

    /// The ``message``.
    public var description: String { message }
}
