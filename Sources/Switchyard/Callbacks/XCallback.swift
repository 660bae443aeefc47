/// x-callback-url support: a request carrying `x-success`, `x-error` or `x-cancel` is answered by opening
/// that URL through an opener the app supplies, **only** when the destination is allowed. Destinations
/// are attacker-controlled redirects, so nothing is allowed unless listed.
///
/// ```swift
/// builder.callbacks = XCallbackSettings(allowed: ["partnerapp"]) { url in
///     guard let url = URL(string: url) else { return }
///     await UIApplication.shared.open(url)   // the app's own opener
/// }
/// // "shop://pay/7?x-success=partnerapp://done&x-error=partnerapp://failed"
/// ```
///
/// On success the x-success URL is opened (with the handler's ``XCallbackParameters`` appended to its
/// query when it returned some); on failure x-error with `errorCode` and `errorMessage`; on cancellation
/// (a cancelled task, or a login the user abandoned) x-cancel.
public struct XCallbackSettings: Sendable {
    /// Destinations that may be opened.
    package var allowed: [LinkSource]
    /// Opens a callback URL (for example through `UIApplication.open`).
    package var opener: nonisolated(nonsending) @Sendable (String) async -> Void
    /// Told about callbacks that were not opened because their destination is not allowed.
    package var onRefused: (@Sendable (String) -> Void)?

    /// Creates settings: the destinations that may be opened (nothing else is), what opens them, and what is
    /// told about callbacks that were not opened because their destination is not allowed.
    ///
    /// ```swift
    /// XCallbackSettings(allowed: ["partnerapp"], onRefused: { log("refused \($0)") }) { url in await open(url) }
    /// ```
    public init(
        allowed: [LinkSource], onRefused: (@Sendable (String) -> Void)? = nil,
        opener: nonisolated(nonsending) @escaping @Sendable (String) async -> Void
    ) {
        self.allowed = allowed
        self.onRefused = onRefused
        self.opener = opener
    }

    /// Whether the router would open `destination` as an x-callback answer: its scheme (and host, for a
    /// web origin) is one of `allowed`. The router asks exactly this before it opens an `x-success`,
    /// `x-error` or `x-cancel` URL; a destination it refuses goes to `onRefused` instead.
    ///
    /// ```swift
    /// let settings = XCallbackSettings(allowed: ["partnerapp", "https://partner.example"]) { _ in }
    /// settings.allows("partnerapp://done?order=7")        // true
    /// settings.allows("https://partner.example/back")     // true
    /// settings.allows("https://evil.example/phish")       // false: another origin
    /// settings.allows("javascript:alert(1)")              // false: not listed
    /// ```
    public func allows(_ destination: String) -> Bool {
        guard let url = try? RouteURL(destination), let scheme = url.scheme else { return false }
        return allowed.contains { $0.accepts(scheme: scheme, host: url.host) }
    }
}

/// Values a handler returns to be appended to the x-success URL's query (percent-encoded, after the
/// destination's own query items, before its fragment).
///
/// ```swift
/// try builder.route("shop://pay/<int:order>") { request in
///     let order = try request.parameters.value("order", as: Int.self)
///     return .value(XCallbackParameters([("order", String(order)), ("status", "paid")]))
/// }
/// // shop://pay/7?x-success=partnerapp://done opens partnerapp://done?order=7&status=paid
/// ```
public struct XCallbackParameters: Sendable, Hashable {
    /// Name-value pairs, in order.
    package var items: [(String, String)] {
        get { storage.map { ($0.name, $0.value ?? "") } }
        set { storage = newValue.map { QueryItem(name: $0.0, value: $0.1) } }
    }

    var storage: [QueryItem]

    /// Creates parameters.
    public init(_ items: [(String, String)]) {
        storage = items.map { QueryItem(name: $0.0, value: $0.1) }
    }
}

extension Router {
    /// Opens the x-callback destination the outcome calls for, when callbacks are enabled and it is allowed.
    nonisolated(nonsending) func answerCallback(
        _ url: String, response: RouteResponse<Screen>? = nil, error: RoutingError? = nil, source: RouteSource,
        _ snapshot: RouterSnapshot<Screen>
    ) async {
        guard let settings = snapshot.callbacks, let parsed = try? snapshot.table.scan(url) else { return }
        let items = parsed.queryItems
        func destination(_ key: String) -> String? { items.first { $0.name == key }?.value }
        var target: String?
        var extra: [(String, String)] = []
        if let error {
            switch error.reason {
            case .cancelled:
                target = destination("x-cancel")
            case .rejected(let rejection) where rejection.reason == .loginFailed:
                target = destination("x-cancel") ?? destination("x-error")
                extra = [("errorCode", "loginFailed"), ("errorMessage", rejection.message)]
            default:
                target = destination("x-error")
                // A fixed message: the full description names routes (internal ones too) and echoes the URL,
                // and the destination is another app.
                extra = [("errorCode", Self.code(error.reason)), ("errorMessage", Self.publicMessage(error.reason))]
            }
        } else if let response {
            target = destination("x-success")
            if case .value(let value) = response, let parameters = value as? XCallbackParameters { extra = parameters.items }
        }
        guard let target else { return }
        guard settings.allows(target) else {
            settings.onRefused?(target)
            return
        }
        var result = target
        if !extra.isEmpty {
            let query = extra.map { Template.encode($0.0) + "=" + Template.encode($0.1) }.joined(separator: "&")
            if let hash = result.firstIndex(of: "#") {
                result.insert(contentsOf: (result[..<hash].contains("?") ? "&" : "?") + query, at: hash)
            } else {
                result += (result.contains("?") ? "&" : "?") + query
            }
        }
        await settings.opener(result)
    }

    /// What an x-error destination is told: nothing about the app's routes.
    static func publicMessage(_ reason: RoutingError.Reason) -> String {
        switch reason {
        case .refused: return "the link is malformed"
        case .noRoute, .allDeclined, .forbidden: return "the link cannot be opened"
        case .rejected(let rejection): return rejection.reason == .loginFailed ? "the user did not log in" : "the link was rejected"
        case .timedOut: return "the link timed out"
        case .cancelled: return "the link was cancelled"
        default: return "the link failed"
        }
    }

    static func code(_ reason: RoutingError.Reason) -> String {
        switch reason {
        case .refused: return "refused"
        case .noRoute: return "noRoute"
        case .allDeclined: return "declined"
        case .forbidden: return "forbidden"
        case .rejected: return "rejected"
        case .nextCalledTwice, .middlewareFailed: return "middlewareError"
        case .timedOut: return "timedOut"
        case .cancelled: return "cancelled"
        case .handlerFailed: return "failed"
        case .tooManyRedirects: return "tooManyRedirects"
        case .rewriteLoop: return "rewriteLoop"
        case .unexpectedResponse: return "unexpectedResponse"
        case .navigationFailed: return "navigationFailed"
        }
    }
}
