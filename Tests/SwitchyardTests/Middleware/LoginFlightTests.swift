import Switchyard
import SwitchyardTesting
import Testing

/// Issue #42: each link parked behind the login gate started its own login flow at once (16,000 parked links,
/// 16,000 flows shown together). One login at a time, and (issue #57) each link judged by its own.
@Suite("Router: login gate, one login at a time", hangGuard)
struct LoginFlightTests {
    /// A router whose `/orders/:id` is behind `gate`.
    func router(_ gate: LoginGate<Screen>) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        builder.use(gate, forTag: "login")
        try builder.route("/orders/:id", RouteOptions(tags: ["login"])) { .value($0.parameters["id"] ?? "") }
        return try builder.build()
    }

    /// Issue #57, item 4: each parked link opens only on `logIn`'s answer about itself, one login at a time, in
    /// the order the links were parked.
    @Test func eachParkedLinkIsJudgedForItself() async throws {
        let shown = Log()
        let answer = Gate()
        let gate = LoginGate<Screen>(
            isLoggedIn: { false },
            logIn: { request in
                shown.append(request.originalURL)
                await answer.wait()
                return !request.originalURL.hasSuffix("/delete")  // the user logs in, but not to delete
            })
        var builder = RouterBuilder<Screen>()
        builder.use(gate, forTag: "login")
        try builder.route("/orders/:id", RouteOptions(tags: ["login"])) { .value($0.parameters["id"] ?? "") }
        try builder.route("/account/delete", RouteOptions(tags: ["login"])) { _ in .value("deleted") }
        let router = try builder.build()
        let first = Task { try await router.open("/orders/0", expecting: String.self) }
        while gate.parkedLinks.count < 1 { await Task.yield() }
        let delete = Task { try await router.open("/account/delete", from: .push, expecting: String.self) }
        while gate.parkedLinks.count < 2 { await Task.yield() }
        let others = (1..<200).map { index in Task { try await router.open("/orders/\(index)", expecting: String.self) } }
        while gate.parkedLinks.count < 201 { await Task.yield() }
        #expect(shown.all == ["/orders/0"], "one login at a time")
        answer.open()
        #expect(try await first.value == "0")
        do {
            _ = try await delete.value
            Issue.record("the deletion opened on the answer about /orders/0")
        } catch {
            #expect("\(error)" == "/account/delete: rejected by login gate: the user did not log in")
        }
        for (index, open) in others.enumerated() { #expect(try await open.value == "\(index + 1)") }
        // Each link was asked about once, in the order it was parked (the 199 tasks park in no set order).
        #expect(Array(shown.all.prefix(2)) == ["/orders/0", "/account/delete"])
        #expect(shown.all.count == 201)
        #expect(Set(shown.all.dropFirst(2)) == Set((1..<200).map { "/orders/\($0)" }))
        #expect(gate.parkedLinks.isEmpty)
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
        // The cancelled link's flow answered for nobody; the second link's own flow opened it.
        #expect(flows.count == 2)
        #expect(gate.parkedLinks.isEmpty)
    }
}
