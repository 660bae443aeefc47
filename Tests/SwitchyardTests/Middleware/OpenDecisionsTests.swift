import Switchyard
import SwitchyardTesting
import Testing

/// Issue #78's decisions on what an open does: a middleware's own error, the unmatched handler's errors and its
/// `.declined`, and the login gate asked at most once an open (`router.middleware.error`, `router.unmatched.*`,
/// `router.login-gate.once`).
@Suite("Router: a middleware's error, the unmatched handler, one login an open", hangGuard)
struct OpenDecisionsTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "boom" }
    }

    /// The error an open of `url` fails with; records an issue when it opens.
    static func failure(_ router: Router<Screen>, _ url: String) async -> RoutingError? {
        do {
            try await router.open(url)
            Issue.record("\(url) opened")
            return nil
        } catch {
            return error
        }
    }

    @Test func aMiddlewaresOwnErrorIsMiddlewareFailedNamingIt() async throws {
        var builder = RouterBuilder<Screen>()
        builder.use(AnyMiddleware(name: "risk") { _, _ in throw Broken() }, forTag: "login")
        try builder.route("shop://cart", RouteOptions(name: "cart", tags: ["login"])) { _ in .handled }
        let router = try builder.build()
        let error = try #require(await Self.failure(router, "shop://cart"))
        #expect(error.description == "shop://cart: middleware risk failed: boom")
        guard case .middlewareFailed(let middleware, let cause) = error.reason else { Issue.record("\(error.reason)"); return }
        #expect(middleware == "risk")
        #expect(cause is Broken)
    }

    @Test func anErrorFromNextGoesUpUnchangedAndAMiddlewaresErrorIsNeverDegraded() async throws {
        var builder = RouterBuilder<Screen>()
        // The outer middleware throws again what `next` gave it: the handler's failure, unchanged.
        builder.use(AnyMiddleware(name: "outer") { request, next in try await next(request) })
        builder.use(
            AnyMiddleware(name: "risk") { request, next in
                if request.route.pattern == "shop://cart" { throw Broken() }
                return try await next(request)
            })
        try builder.route("shop://cart", RouteOptions(name: "cart")) { _ in .handled }
        try builder.route("shop://help", RouteOptions(name: "help")) { _ in throw Broken() }
        builder.unmatched { _ in .value("web") }
        let router = try builder.build()
        var changes = RoutingChanges<Screen>(label: "doc")
        changes.degrades = [Degrade(route: .name("cart"), to: "https://m.shop.example/cart", when: .handlerFails)]
        try router.apply(changes)
        let risk = try #require(await Self.failure(router, "shop://cart"))
        #expect(risk.description == "shop://cart: middleware risk failed: boom")
        let help = try #require(await Self.failure(router, "shop://help"))
        #expect(help.description == "shop://help: the handler of \"shop://help\" failed: boom")
    }

    @Test func theUnmatchedHandlersErrorsKeepTheirMeaning() async throws {
        func router(_ body: @escaping @Sendable () throws -> RouteResponse<Screen>) throws -> Router<Screen> {
            var builder = RouterBuilder<Screen>()
            try builder.route("shop://help") { _ in .handled }
            builder.unmatched { _ in try body() }
            return try builder.build()
        }
        let rejected = try #require(
            await Self.failure(try router { throw RejectionError(.unauthorized, message: "log in") }, "shop://nowhere"))
        guard case .rejected(let rejection) = rejected.reason else { Issue.record("\(rejected.reason)"); return }
        #expect(rejection.middleware == nil)
        #expect(rejected.description == "shop://nowhere: rejected by the route: log in")
        let cancelled = try #require(await Self.failure(try router { throw CancellationError() }, "shop://nowhere"))
        #expect(cancelled.description == "shop://nowhere: cancelled")
        let failed = try #require(await Self.failure(try router { throw Broken() }, "shop://nowhere"))
        #expect(failed.description == "shop://nowhere: the handler of \"(unmatched)\" failed: boom")
        let declined = try #require(await Self.failure(try router { .declined }, "shop://nowhere"))
        guard case .noRoute = declined.reason else { Issue.record("\(declined.reason)"); return }
    }

    @Test func theUnmatchedHandlersDeclineEndsTheOpenWithTheErrorItWasAskedFor() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("shop://goods/<int:id>") { _ in .declined }
        try builder.route("shop://goods/:id") { _ in .declined }
        builder.unmatched { _ in .declined }
        let router = try builder.build()
        let error = try #require(await Self.failure(router, "shop://goods/7"))
        guard case .allDeclined(let count) = error.reason else { Issue.record("\(error.reason)"); return }
        #expect(count == 2)
    }

    final class Session: Sendable {
        let asked = CallCounter()
        let logIns = CallCounter()
    }

    /// A gate whose session never says the user logged in (a stale `isLoggedIn`), and whose login succeeds.
    static func staleGate(_ session: Session) -> LoginGate<Screen> {
        LoginGate(
            isLoggedIn: {
                session.asked.increment()
                return false
            },
            logIn: { _ in
                session.logIns.increment()
                return true
            })
    }

    @Test func theGateAsksForOneLoginWhenTheNextCandidateIsGatedToo() async throws {
        let session = Session()
        var builder = RouterBuilder<Screen>()
        builder.use(Self.staleGate(session), forTag: "login")
        try builder.route("shop://goods/<int:id>", RouteOptions(tags: ["login"])) { _ in .declined }
        try builder.route("shop://goods/:id", RouteOptions(tags: ["login"])) { _ in .value("web") }
        let router = try builder.build()
        #expect(try await router.open("shop://goods/7", expecting: String.self) == "web")
        #expect(session.logIns.count == 1)
        #expect(session.asked.count == 1, "the second run of the gate passes without asking the session")
        // A new open asks again.
        #expect(try await router.open("shop://goods/8", expecting: String.self) == "web")
        #expect((session.logIns.count, session.asked.count) == (2, 2))
    }

    @Test func theGateAsksForOneLoginAcrossARedirect() async throws {
        let session = Session()
        var builder = RouterBuilder<Screen>()
        builder.use(Self.staleGate(session), forTag: "login")
        try builder.route("shop://orders", RouteOptions(tags: ["login"])) { _ in .redirect("shop://cart") }
        try builder.route("shop://cart", RouteOptions(tags: ["login"])) { _ in .value("cart") }
        let router = try builder.build()
        #expect(try await router.open("shop://orders", expecting: String.self) == "cart")
        #expect((session.logIns.count, session.asked.count) == (1, 1))
    }
}
