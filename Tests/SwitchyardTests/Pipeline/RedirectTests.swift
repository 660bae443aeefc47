import Testing
import Switchyard
import SwitchyardTesting

/// An open whose handler redirects continues out of line (ADR 0031): these pin what the passes after the
/// first one do, which the tests of a single pass do not reach.
@Suite("Router: redirects")
struct RedirectTests {
    struct Boom: Error {}

    /// A router whose `/hop/:n` redirects to `/hop/n+1` until `n` reaches `last`, which answers `n`.
    func hops(to last: Int) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        try builder.route("/hop/:n") { request in
            let n = Int(request.parameters["n"] ?? "") ?? 0
            return n < last ? .redirect("/hop/\(n + 1)") : .value(n)
        }
        return try builder.build()
    }

    @Test func eightRedirectsAreFollowedAndTheNinthFails() async throws {
        let outcome = try await hops(to: 8).open("/hop/0")
        #expect(outcome.value as? Int == 8)
        #expect(outcome.redirects == (0...8).map { "/hop/\($0)" })

        let error = await #expect(throws: RoutingError.self) { try await hops(to: 9).open("/hop/0") }
        guard case .tooManyRedirects(let chain) = error?.reason else {
            Issue.record("expected tooManyRedirects, got \(String(describing: error))")
            return
        }
        #expect(chain == (0...9).map { "/hop/\($0)" })
        #expect(error?.url == "/hop/0")
    }

    @Test func aRedirectedNavigationIsPerformed() async throws {
        let navigator = RecordingNavigator<Screen>()
        var builder = RouterBuilder<Screen>()
        builder.navigator = navigator
        try builder.route("/old/:id") { request in .redirect("/goods/\(request.parameters["id"] ?? "")") }
        try builder.route("/goods/:id") { request in .navigate(.push(.goods(request.parameters["id"] ?? ""))) }
        let outcome = try await builder.build().open("/old/3")
        #expect(outcome.navigation == .push(.goods("3")))
        #expect(outcome.request.route.pattern == "/goods/:id")
        #expect(outcome.request.originalURL == "/old/3")
        #expect(outcome.redirects == ["/old/3", "/goods/3"])
        #expect(await navigator.performed == [.push(.goods("3"))])
    }

    @Test func aRedirectNoRouteTakesIsAnsweredAroundItsTarget() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/old") { _ in .redirect("/gone/x?y=1") }
        builder.unmatched { request in .value(request.url) }
        let outcome = try await builder.build().open("/old")
        #expect(outcome.value as? String == "/gone/x?y=1")
        // The outcome's request is made from the URL the last pass looked up, not the one opened.
        #expect(outcome.request.route.pattern == "(unmatched)")
        #expect(outcome.request.parameters["y"] == "1")
        #expect(outcome.redirects == ["/old", "/gone/x?y=1"])
    }

    @Test func aHandlerFailingAfterARedirectIsNamed() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/old") { _ in .redirect("/boom") }
        try builder.route("/boom") { _ in throw Boom() }
        let error = await #expect(throws: RoutingError.self) { try await builder.build().open("/old") }
        guard case .handlerFailed(let route, let inner) = error?.reason else {
            Issue.record("expected handlerFailed, got \(String(describing: error))")
            return
        }
        #expect(route == "/boom")
        #expect(inner is Boom)
        #expect(error?.url == "/old")
    }

    /// A route whose tags have no middleware, in a router that has tagged middleware, runs its handler
    /// without a chain of its own; a rejection it throws is still the handler's, not the global middleware's.
    @Test func aRejectionFromARouteWithoutItsOwnMiddlewareIsTheHandlers() async throws {
        let tagged = CallCounter()
        var builder = RouterBuilder<Screen>()
        builder.use(AnyMiddleware(name: "outer") { request, next in try await next(request) })
        builder.use(
            AnyMiddleware(name: "tagged") { request, next in
                tagged.increment(); return try await next(request)
            }, forTag: "a")
        try builder.route("/b", RouteOptions(tags: ["b"])) { _ in throw RejectionError(.unauthorized, message: "no") }
        let error = await #expect(throws: RoutingError.self) { try await builder.build().open("/b") }
        guard case .rejected(let rejection) = error?.reason else {
            Issue.record("expected rejected, got \(String(describing: error))")
            return
        }
        #expect(rejection.reason == .unauthorized)
        #expect(rejection.middleware == nil)
        #expect(tagged.count == 0)
    }
}
