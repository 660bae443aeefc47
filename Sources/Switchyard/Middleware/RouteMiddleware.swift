/// A step of the async chain that runs before a handler. It passes (calls `next`, at most once), rejects
/// (throws a ``RejectionError``), redirects (returns ``RouteResponse/redirect(_:)``) or defers (awaits
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
    /// A name for diagnostics, rejections (``RejectionError/middleware``) and dry runs
    /// (``RoutePlan/middleware``). Default: the type's name (`String(describing: Self.self)`). The
    /// built-in middleware name themselves: ``AnyMiddleware/parameterValidation(_:required:)`` is
    /// `"parameter validation"`, ``LoginGate`` `"login gate"`, and SwitchyardLogging's `LoggingMiddleware`
    /// `"logging"`.
    var name: String { get }
    /// How long the middleware may take before it calls `next` or returns; `nil` for no limit (the default).
    /// A middleware with a timeout runs in a task of its own, raced against the timeout and against
    /// cancellation of the opening task until it calls `next`: either ends the open at once, even when the
    /// middleware ignores cancellation. Once it has called `next` it is no longer raced: a cancellation
    /// reaches the rest of the chain through its task, and it answers what `next` throws, as a middleware
    /// without a timeout does. The deadline lasts as long as the middleware's part of the open: once
    /// `handle` returns or throws, nothing of that open is kept waiting for the timeout. To wait for
    /// something without a timeout, use ``RouteRequest/cancellableWait(_:)``.
    var timeout: Duration? { get }
    /// Runs the step, on the actor the open runs on (`nonisolated(nonsending)`: an open from the main actor
    /// runs its middleware there, without a hop). A middleware that needs the main actor's state says
    /// `@MainActor func handle`; work that must leave the caller's actor goes in a `@concurrent` function
    /// (<doc:Pipeline#Where-an-open-runs>).
    nonisolated(nonsending) func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>
}

extension RouteMiddleware {
    public var name: String { String(describing: Self.self) }
    public var timeout: Duration? { nil }
}

/// Any middleware, stored: a ``RouteMiddleware`` value or a closure with a name. Its fields live in one
/// immutable box, so taking it out of a chain costs one retain, whatever the middleware holds.
///
/// ```swift
/// builder.use(AnyMiddleware<Screen>(name: "maintenance", timeout: .seconds(2)) { request, next in
///     if await status.isDown { throw RejectionError(.custom("maintenance"), message: "back soon") }
///     return try await next(request)
/// })
/// builder.use(AnyMiddleware(AuditMiddleware<Screen>()), forTag: "orders")   // any middleware, stored
/// ```
public struct AnyMiddleware<Screen: Hashable & Sendable>: Sendable {
    package final class Box: Sendable {
        let name: String
        let timeout: Duration?
        /// The middleware, called through its protocol in place: one async frame per call, and no copy of
        /// the value (an enum holding it had to be copied to take the value out, on every call).
        let object: any RouteMiddleware<Screen>
        /// A closure middleware's body, called directly (`object` wraps the same closure).
        let closure: Body?
        /// The deadlines of this middleware's opens in flight, when it has a timeout: one timer for all of
        /// them, so that an open that ends leaves nothing behind until its timeout. Last, so that the fields
        /// every open reads keep their places.
        package let timer: DeadlineTimer?

        init(name: String, timeout: Duration?, object: any RouteMiddleware<Screen>, closure: Body?) {
            self.name = name
            self.timeout = timeout
            self.timer = timeout.map(DeadlineTimer.init(timeout:))
            self.object = object
            self.closure = closure
        }
    }

    typealias Body = nonisolated(nonsending) @Sendable (RouteRequest, MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>

    /// A closure as a middleware value.
    struct ClosureMiddleware: RouteMiddleware {
        let body: Body
        nonisolated(nonsending) func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
            try await body(request, next)
        }
    }

    package let box: Box

    /// The middleware's name.
    package var name: String { box.name }
    /// Its timeout.
    package var timeout: Duration? { box.timeout }

    /// Wraps a middleware.
    public init<Middleware: RouteMiddleware>(_ middleware: Middleware) where Middleware.Screen == Screen {
        box = Box(name: middleware.name, timeout: middleware.timeout, object: middleware, closure: nil)
    }

    /// Wraps a closure.
    public init(
        name: String, timeout: Duration? = nil,
        _ body: nonisolated(nonsending) @escaping @Sendable (RouteRequest, MiddlewareNext<Screen>) async throws -> RouteResponse<Screen>
    ) {
        box = Box(name: name, timeout: timeout, object: ClosureMiddleware(body: body), closure: body)
    }

    /// Runs the middleware.
    nonisolated(nonsending) func handle(_ request: RouteRequest, _ next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        if let closure = box.closure { return try await closure(request, next) }
        return try await box.object.handle(request, next: next)
    }
}
