@testable import Switchyard
import Testing

/// An open keeps a ledger only for a router that reads one (an analytics sink, a login gate): the others make
/// nothing more per open.
@Suite struct OpenLedgerTests {
    @Test func aRouterWithoutASinkOrAGateKeepsNoLedger() throws {
        var builder = RouterBuilder<Screen>()
        builder.use(AnyMiddleware(name: "pass") { request, next in try await next(request) })
        try builder.route("shop://help") { _ in .handled }
        #expect(try builder.build().snapshot.keepsLedgers == false)
        var gated = builder
        gated.use(LoginGate(isLoggedIn: { true }, logIn: { _ in true }), forTag: "login")
        #expect(try gated.build().snapshot.keepsLedgers == true)
        var own = builder
        try own.route("shop://cart", middleware: [AnyMiddleware(LoginGate<Screen>(isLoggedIn: { true }, logIn: { _ in true }))]) { _ in
            .handled
        }
        #expect(try own.build().snapshot.keepsLedgers == true)
        var observed = builder
        observed.analytics { _ in }
        #expect(try observed.build().snapshot.keepsLedgers == true)
    }

    @Test func theOutcomeOfEachFailure() {
        let url = "shop://x"
        func outcome(_ reason: RoutingError.Reason) -> OpenEvent.Outcome { OpenEvent.Outcome(reason) }
        #expect(outcome(.allDeclined(count: 2)) == .declined)
        #expect(outcome(.noRoute(.originNotAccepted(url))) == .unmatched)
        #expect(outcome(.forbidden(route: "shop://x", why: "internal")) == .refused)
        #expect(outcome(.rejected(RejectionError(.unauthorized, message: "no"))) == .refused)
        #expect(outcome(.cancelled) == .failed)
        #expect(outcome(.middlewareFailed(middleware: "m", error: CancellationError())) == .failed)
        #expect(RoutingError.Reason.middlewareFailed(middleware: "m", error: CancellationError()).name == "middlewareFailed")
    }
}
