/// What one open records while it runs, for the parts that must see the whole open rather than one pass or one
/// candidate: the login gate (a login that succeeded lets every later run of the gate in the open through, without
/// asking `isLoggedIn`: `router.login-gate.once`) and the analytics sink (the route running when the open ended,
/// whether a routing document's degrade moved the link: `router.analytics`). Carried by every request of the open
/// (``RouteRequest/ledger``).
///
/// Made only for a router that reads it (an analytics sink or a login gate: ``RouterSnapshot/keepsLedgers``), so that
/// an open of any other router makes nothing more. One allocation: its state is the header of a `ManagedBuffer` whose
/// tail words hold the package's mutex, as ``Locked``'s storage does. The parts of an open run one after another,
/// but some in tasks of their own (a timed middleware's body, a login flow), so the state is read and written under
/// the mutex.
final class OpenLedger: ManagedBuffer<OpenLedger.State, UInt64> {
    struct State {
        /// A login through the login gate succeeded in this open.
        var loggedIn = false
        /// A routing document's degrade answered a redirect in this open.
        var degraded = false
        /// The pattern of the candidate running in the pass under way (the last one a request was made for),
        /// `"(unmatched)"` once the unmatched handler was asked, `nil` before either.
        var route: String?
    }

    /// A ledger for an open that has not started.
    static func make() -> OpenLedger {
        let buffer = create(minimumCapacity: TailMutex.words) { _ in State() }
        buffer.initializeTailMutex()
        // `create` on a final subclass returns that subclass; the cast cannot fail.
        return unsafeDowncast(buffer, to: OpenLedger.self)
    }

    deinit {
        destroyTailMutex()
    }

    /// The state now.
    var state: State { withTailMutexLocked { $0 } }

    /// Whether a login through the login gate succeeded in this open (what a gate asks on every run).
    var loggedIn: Bool { withTailMutexLocked { $0.loggedIn } }

    /// Records a change of the state.
    func record(_ change: (inout State) -> Void) {
        withTailMutexLocked { change(&$0) }
    }

    /// The route the unmatched handler answers as.
    static let unmatchedRoute = "(unmatched)"

    /// Tells the analytics sink, when there is one, how the open of `url` from `source` ended: with an answer
    /// (`failure` `nil`) or with `failure`, its links redacted as the app asked (`router.analytics.redact`).
    /// `redirectedTo`: the links it was redirected to (a failure's own list for
    /// ``RoutingError/Reason-swift.enum/tooManyRedirects(_:)``). Out of line: only an observed open calls it.
    @inline(never)
    nonisolated(nonsending) func report(
        to analytics: AnalyticsSettings, url: String, source: RouteSource, redirectedTo: [String]?,
        failure: RoutingError? = nil
    ) async {
        guard let sink = analytics.sink else { return }
        let event = event(url: url, source: source, redirectedTo: redirectedTo ?? [], failure: failure)
        await sink(event.redacted(by: analytics.links))
    }

    /// The event of an open that ended as the ledger and `failure` say.
    func event(url: String, source: RouteSource, redirectedTo: [String], failure: RoutingError?) -> OpenEvent {
        let state = self.state
        guard let failure else {
            let outcome: OpenEvent.Outcome =
                state.degraded ? .degraded : state.route == Self.unmatchedRoute ? .unmatched : .handled
            return OpenEvent(
                url: url, source: source, route: state.route, outcome: outcome, reason: nil, redirects: redirectedTo)
        }
        var redirects = redirectedTo
        if case .tooManyRedirects(let chain) = failure.reason { redirects = Array(chain.dropFirst()) }
        let outcome = OpenEvent.Outcome(failure.reason)
        let reason = outcome == .refused || outcome == .failed ? failure.reason.name : nil
        return OpenEvent(url: url, source: source, route: state.route, outcome: outcome, reason: reason, redirects: redirects)
    }
}

/// The app's analytics sink (``RouterBuilder/analytics(_:)``) and how the events it is given write links
/// (``RouterBuilder/analyticsKeepsQueryValues(named:)``, ``RouterBuilder/analyticsRecordsFullLinks()``).
struct AnalyticsSettings: Sendable {
    /// The sink; `nil`: the router makes no event.
    var sink: (nonisolated(nonsending) @Sendable (OpenEvent) async -> Void)?
    /// How the events write their links: redacted by default.
    var links = LinkRedaction()
}

extension OpenEvent.Outcome {
    /// How an open that failed with `reason` ended (`router.analytics.outcome`).
    init(_ reason: RoutingError.Reason) {
        switch reason {
        case .allDeclined: self = .declined
        case .noRoute: self = .unmatched
        case .refused, .forbidden, .rejected: self = .refused
        default: self = .failed
        }
    }
}
