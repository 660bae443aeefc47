/// A step of the async chain that runs before a handler. It passes (calls `next`, at most once), rejects
/// (throws a ``RouteRejection``), redirects (returns ``RouteResponse/redirect(_:)``) or defers (awaits
/// something, such as a login, before calling `next`).
///
/// ```swift
/// struct RequireFeatureFlag: RouteMiddleware {
///     let flags: FeatureFlags
///     func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
///         guard await flags.isOn("new-checkout") else { return .redirect("/checkout/legacy") }
///         return try await next(request)
///     }
/// }
/// builder.use(RequireFeatureFlag(flags: flags), forTag: "checkout")
/// ```
public protocol RouteMiddleware<Screen>: Sendable {
    associatedtype Screen: Hashable & Sendable
    /// A name for diagnostics, rejections (``RouteRejection/middleware``) and dry runs
    /// (``RoutePlan/middleware``). Default: the type's name (`String(describing: Self.self)`). The
    /// built-in middleware name themselves: ``LoggingMiddleware`` is `"logging"`, ``AnalyticsMiddleware``
    /// `"analytics"`, ``ParameterValidation`` `"parameter validation"`, ``LoginGate`` `"login gate"`.
    var name: String { get }
    /// How long the middleware may take before it calls `next` or returns; `nil` for no limit (the default).
    /// A middleware with a timeout runs in a task of its own, raced against the timeout and against
    /// cancellation of the opening task: either ends the open at once, even when the middleware ignores
    /// cancellation. To wait for something without a timeout, use ``RouteRequest/cancellableWait(_:)``.
    var timeout: Duration? { get }
    /// Runs the step.
    func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>
}

extension RouteMiddleware {
    public var name: String { String(describing: Self.self) }
    public var timeout: Duration? { nil }
}

/// Why a middleware (or a route's handler) stopped a request. The router wraps it in
/// ``RoutingError/Reason-swift.enum/rejected(_:)`` and names the middleware that threw it.
///
/// ```swift
/// builder.use(AnyMiddleware<Screen>(name: "vip only") { request, next in
///     guard await membership.isVIP else { throw RouteRejection(.forbidden, message: "VIP members only") }
///     return try await next(request)
/// })
/// // try await router.open("shop://vip/lounge") throws:
/// // "shop://vip/lounge: rejected by vip only: VIP members only"
/// ```
public struct RouteRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of reason, for programs to act on (people read ``message`` and ``problems``).
    ///
    /// ```swift
    /// if case .rejected(let rejection) = error.reason, case .invalidParameters(let names) = rejection.reason {
    ///     names          // ["page", "q"]: the parameters at fault
    ///     rejection.problems   // what is wrong with each, for people
    /// }
    /// ```
    public enum Reason: Sendable, Hashable {
        /// The request needs credentials the user does not have (for example, no one is logged in and
        /// the middleware does not offer a login). The app may show its login screen.
        case unauthorized
        /// The user, or the link's source, may not open this route whatever they log in as.
        case forbidden
        /// Parameters are missing or do not have their declared types. The associated value holds the
        /// **names** of the parameters at fault, each once, in the order their problems are listed in
        /// ``RouteRejection/problems`` (a list parameter is named once, without an index). It is empty
        /// when no single parameter is at fault (a typed route whose own `init(from:)` threw). Thrown by
        /// ``ParameterValidation`` and by typed routes (``TypedRoute``) whose parameters do not decode.
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
    @usableFromInline
    func attributed(to name: String) -> RouteRejection {
        var copy = self
        if case .unknown = copy.origin { copy.origin = .middleware(name) }
        return copy
    }

    /// This rejection, marked as thrown by a route's handler (unless a middleware is already named).
    @usableFromInline
    func thrownByHandler() -> RouteRejection {
        var copy = self
        if case .unknown = copy.origin { copy.origin = .handler }
        return copy
    }

    /// Creates a rejection with one problem.
    ///
    /// ```swift
    /// throw RouteRejection(.unauthorized, message: "log in to see orders")
    /// ```
    public init(_ reason: Reason, message: String) {
        self.reason = reason
        self.message = message
        self.problems = [message]
    }

    /// Creates a rejection listing several problems; its ``message`` joins them with `"; "`.
    ///
    /// ```swift
    /// throw RouteRejection(.invalidParameters(["q", "page"]),
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

/// The rest of the chain. Call it at most once; a second call throws
/// ``RoutingError/Reason-swift.enum/nextCalledTwice(middleware:)``.
///
/// ```swift
/// builder.use(AnyMiddleware<Screen>(name: "beta") { request, next in
///     guard await features.isOn("beta") else { return .redirect("/beta/closed") }
///     return try await next(request)          // pass on (possibly a changed request)
/// })
/// ```
///
/// `@unchecked Sendable`: the run it points to is a `ManagedBuffer` (which the compiler never treats as
/// `Sendable`); its chain and terminal never change after it is made, and its shared state is read and
/// written only under its mutex.
public struct MiddlewareNext<Screen: Hashable & Sendable>: @unchecked Sendable {
    /// The chain this level belongs to; copying `next` costs one retain.
    @usableFromInline let run: MiddlewareRun<Screen>
    /// The level of the middleware this `next` was given to.
    @usableFromInline let level: Int

    @inlinable
    init(run: MiddlewareRun<Screen>, level: Int) {
        self.run = run
        self.level = level
    }

    /// Whether this level has called `next`.
    @inlinable
    var entered: Bool { run.locked { $0.hasEntered(level) } }

    /// Passes the request (possibly changed) on. It runs on the caller's executor
    /// (`nonisolated(nonsending)`): the rest of the chain starts where the middleware is, without a hop.
    @inlinable
    public nonisolated(nonsending) func callAsFunction(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
        guard run.locked({ $0.enter(level) }) else {
            throw RoutingError(.nextCalledTwice(middleware: run.middleware(level).name), url: request.originalURL)
        }
        // Checked here, when a middleware passes the request on (it may have waited for something), so
        // neither the next middleware nor the handler runs for a cancelled task. The router checks once
        // before the first level.
        try MiddlewareChain.checkCancellation(request)
        return try await run.step(level + 1, request)
    }
}

/// Any middleware, stored: a ``RouteMiddleware`` value or a closure with a name. Its fields live in one
/// immutable box, so taking it out of a chain costs one retain, whatever the middleware holds.
///
/// ```swift
/// builder.use(AnyMiddleware<Screen>(name: "maintenance", timeout: .seconds(2)) { request, next in
///     if await status.isDown { throw RouteRejection(.custom("maintenance"), message: "back soon") }
///     return try await next(request)
/// })
/// let stored = AnyMiddleware(LoggingMiddleware<Screen>())
/// stored.name      // "logging"
/// ```
public struct AnyMiddleware<Screen: Hashable & Sendable>: Sendable {
    @usableFromInline
    final class Box: Sendable {
        @usableFromInline let name: String
        @usableFromInline let timeout: Duration?
        /// The middleware, called through its protocol in place: one async frame per call, and no copy of
        /// the value (an enum holding it had to be copied to take the value out, on every call).
        @usableFromInline let object: any RouteMiddleware<Screen>
        /// A closure middleware's body, called directly (`object` wraps the same closure).
        @usableFromInline let closure: Body?

        @usableFromInline
        init(name: String, timeout: Duration?, object: any RouteMiddleware<Screen>, closure: Body?) {
            self.name = name
            self.timeout = timeout
            self.object = object
            self.closure = closure
        }
    }

    @usableFromInline
    typealias Body = @Sendable (RouteRequest, MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>

    /// A closure as a middleware value.
    struct ClosureMiddleware: RouteMiddleware {
        let body: Body
        func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
            try await body(request, next)
        }
    }

    @usableFromInline let box: Box

    /// The middleware's name.
    public var name: String { box.name }
    /// Its timeout.
    public var timeout: Duration? { box.timeout }

    /// Wraps a middleware.
    @inlinable
    public init<Middleware: RouteMiddleware>(_ middleware: Middleware) where Middleware.Screen == Screen {
        box = Box(name: middleware.name, timeout: middleware.timeout, object: middleware, closure: nil)
    }

    /// Wraps a closure.
    public init(
        name: String, timeout: Duration? = nil,
        _ body: @escaping @Sendable (RouteRequest, MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>
    ) {
        box = Box(name: name, timeout: timeout, object: ClosureMiddleware(body: body), closure: body)
    }

    /// Runs the middleware.
    @inlinable @inline(__always)
    nonisolated(nonsending) func handle(_ request: RouteRequest, _ next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        if let closure = box.closure { return try await closure(request, next) }
        return try await box.object.handle(request, next: next)
    }
}
