// What a handler answers and what an open gives back: the response a handler returns (and the router performs or
// passes on), and the open's outcome around the request that answered. Split from RouteHandling.swift (issue #80),
// which keeps what a handler receives and the handler itself.

/// What a handler answers.
///
/// ```swift
/// try builder.route("/address/pick") { request in
///     let address = try await picker.pick()
///     return .value(address)           // the caller of `open` gets it, typed
/// }
/// try builder.route("/goods/<int:id>") { request in
///     .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
/// }
/// ```
public enum RouteResponse<Screen: Hashable & Sendable>: Sendable {
    /// Navigate; the router's navigator performs it, and `open` returns when it has. Without a navigator
    /// attached, `open` fails with `RoutingError.Reason.navigationFailed` (`NavigationError.Code.unavailable`).
    case navigate(Navigation<Screen>)
    /// A value returned to the caller of `open` (a picker's choice, a computed object).
    indirect case value(any Sendable)
    /// Handled, with nothing to return.
    case handled
    /// Not this handler's business: the router tries the next candidate, then the fallback. The candidates,
    /// in the order they are tried, are what ``Router/matches(_:from:parameters:)`` lists (for an app that
    /// runs every route that matches, as WordPress's router does).
    case declined
    /// Open another URL instead (at most 8 redirects per open).
    case redirect(String)

    /// What the response is, for a log line (`LoggingMiddleware` of SwitchyardLogging): `navigate`, `handled`, ….
    package var kind: String {
        switch self {
        case .navigate: return "navigate"
        case .value(let value): return "value of type \(type(of: value))"
        case .handled: return "handled"
        case .declined: return "declined"
        case .redirect(let url): return "redirect to \(url)"
        }
    }
}

/// The outcome of a successful `open`: the request that was handled (after redirects and declined
/// candidates), the handler's answer, and the URLs the open went through.
///
/// ```swift
/// let outcome = try await router.open("shop://goods/7", from: .push)
/// outcome.navigation             // .push(.goods(7)), already performed by the router's navigator
/// outcome.request.route.pattern  // "shop://goods/<int:id>"
/// outcome.redirects              // ["shop://goods/7"] (and every URL redirected to)
/// let address = try await router.open("/address/pick").value as? Address   // or open(_:expecting:)
/// ```
public struct RouteOutcome<Screen: Hashable & Sendable>: Sendable {
    /// The request that was finally handled (after redirects).
    public let request: RouteRequest
    /// The handler's answer (never ``RouteResponse/declined``).
    public let response: RouteResponse<Screen>
    /// The URLs this open went through, the first one included.
    public var redirects: [String] { [opened] + redirectedTo }

    /// The URL opened, and the URLs redirected to (empty without redirects, so an open builds no array).
    let opened: String
    let redirectedTo: [String]

    init(request: RouteRequest, response: RouteResponse<Screen>, opened: String, redirectedTo: [String]) {
        self.request = request
        self.response = response
        self.opened = opened
        self.redirectedTo = redirectedTo
    }

    /// The navigation, if the handler navigated.
    public var navigation: Navigation<Screen>? {
        if case .navigate(let navigation) = response { return navigation }
        return nil
    }

    /// The value, if the handler returned one.
    public var value: (any Sendable)? {
        if case .value(let value) = response { return value }
        return nil
    }
}
