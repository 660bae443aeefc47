import Switchyard
import SwitchyardTesting
import Testing

/// Issue #42: each link parked behind the login gate started its own login flow (16,000 parked links, 16,000
/// flows). One login at a time, with the links waiting on it.
@Suite("Router: login gate, one login at a time", hangGuard)
struct LoginFlightTests {
    /// A router whose `/orders/:id` is behind `gate`.
    func router(_ gate: LoginGate<Screen>) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        builder.use(gate, forTag: "login")
        try builder.route("/orders/:id", RouteOptions(tags: ["login"])) { .value($0.parameters["id"] ?? "") }
        return try builder.build()
    }

    @Test func linksParkedWhileTheLoginIsUpWaitForItsAnswer() async throws {
        let flows = CallCounter()
        let shown = Log()
        let answer = Gate()
        let gate = LoginGate<Screen>(
            isLoggedIn: { false },
            logIn: { request in
                flows.increment()
                shown.append(request.originalURL)
                await answer.wait()
                return request.originalURL == "/orders/0"  // the first flow says yes, the next no
            })
        let router = try router(gate)
        let first = Task { try await router.open("/orders/0", expecting: String.self) }
        while gate.parkedLinks.count < 1 { await Task.yield() }
        let others = (1..<200).map { index in Task { try await router.open("/orders/\(index)", expecting: String.self) } }
        while gate.parkedLinks.count < 200 { await Task.yield() }
        answer.open()
        #expect(try await first.value == "0")
        for (index, open) in others.enumerated() { #expect(try await open.value == "\(index + 1)") }
        #expect(flows.count == 1)
        #expect(shown.all == ["/orders/0"])
        // A link parked after the flow answered starts the next one, whose answer is its own.
        await #expect(throws: RoutingError.self) { try await router.open("/orders/9") }
        #expect(shown.all == ["/orders/0", "/orders/9"])
    }

    @Test func aCancelledLinkLeavesTheFlowToTheOthers() async throws {
        let flows = CallCounter()
        let answer = Gate()
        let gate = LoginGate<Screen>(
            isLoggedIn: { false },
            logIn: { _ in
                flows.increment()
                await answer.wait()
                return !Task.isCancelled
            })
        let router = try router(gate)
        let first = Task { try await router.open("/orders/1", expecting: String.self) }
        while gate.parkedLinks.count < 1 { await Task.yield() }
        let second = Task { try await router.open("/orders/2", expecting: String.self) }
        while gate.parkedLinks.count < 2 { await Task.yield() }
        first.cancel()
        await #expect(throws: RoutingError.self) { try await first.value }
        answer.open()
        #expect(try await second.value == "2")
        #expect(flows.count == 1)
        #expect(gate.parkedLinks.isEmpty)
    }
}
