import Switchyard
import SwitchyardTesting

/// Prints the story: each link, what the router decided and why, and the window afterwards.
struct Narrator {
    let app: ShopApp
    private(set) var chapter = 0

    init(app: ShopApp) { self.app = app }

    mutating func chapter(_ title: String) {
        chapter += 1
        print("\n\(chapter). \(title)")
    }

    func say(_ line: String) { print("   " + line) }

    /// What the router would do with the link, found by a dry run that calls nothing.
    func plan(_ url: String, from source: RouteSource) {
        say("link     \(url)  (\(source))")
        // A refused origin reaches nothing, so the open's outcome says it: said once, there.
        if case .failure(let error) = app.router.canOpen(url, from: source), error.isOriginRefused { return }
        switch app.router.canOpen(url, from: source) {
        case .success(let plan):
            // Each rewrite of a chain on its own line (a regex rule, then the rule it leads to).
            for rewritten in plan.rewrites { say("rewrite  → \(rewritten)") }
            say("route    \(plan.route.name ?? plan.route.pattern)  (\(plan.route.pattern))")
            if !plan.middleware.isEmpty { say("through  \(plan.middleware.joined(separator: ", "))") }
        case .failure(let error):
            say(Self.why(error))
        }
    }

    /// What became of a link delivered by the pending-link queue, then the window.
    func report(_ delivery: PendingLinks<Screen>.Delivery) async {
        outcome(delivery)
        await window()
    }

    /// What became of a link delivered by the pending-link queue.
    func outcome(_ delivery: PendingLinks<Screen>.Delivery) {
        switch (delivery.result, delivery.dropped) {
        case (.success(let outcome)?, _):
            switch outcome.response {
            case .navigate(let navigation): say("opened   \(navigation)")
            case .value(let value): say("returned \(value)")
            case .handled: say("handled  nothing to show")
            default: say("answered \(outcome.response)")
            }
        case (.failure(let error)?, _):
            say(Self.why(error))
        case (nil, let why):
            say("dropped  \(why ?? "")")
        }
    }

    /// Why a link did not reach a route, as a line of the story.
    static func why(_ error: RoutingError) -> String {
        switch error.reason {
        case .noRoute(.originNotAccepted(let origin)): return "refused  origin \(origin) is not accepted: no handler sees the link"
        case .noRoute(let failure): return "no match \(failure); the unmatched handler decides"
        case .rejected(let rejection): return "refused  \(rejection.message)"
        case let .forbidden(route, why): return "refused  \(route): \(why)"
        default: return "failed   \(error)"
        }
    }

    func window() async {
        let lines = await app.window.rendered.split(separator: "\n")
        say("window")
        for line in lines { say("  " + line) }
    }
}

extension Narrator {
    /// A component call through the router's pipeline (source policy, then middleware), and its answer.
    func call(target: String, action: String, parameters: [String: ParameterValue] = [:], from source: RouteSource) async {
        say("call     \(target)/\(action)  (\(source))")
        do {
            let result = try await app.router.perform(target: target, action: action, parameters: parameters, from: source)
            say("returned \(try result.value(as: (any Sendable).self))")
        } catch {
            if let routing = error.routingError { say(Self.why(routing)) } else { say("failed   \(error)") }
        }
    }
}

extension RoutingError {
    /// Whether the table does not accept the link's origin.
    var isOriginRefused: Bool {
        if case .noRoute(.originNotAccepted) = reason { return true }
        return false
    }
}
