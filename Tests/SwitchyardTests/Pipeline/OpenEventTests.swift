import Switchyard
import SwitchyardTesting
import Testing

/// The analytics sink observes opens (`router.analytics`, `router.analytics.outcome`): one event an open, when it
/// has ended, whatever ended it, naming the route that ended it.
@Suite("Router: analytics observes opens", hangGuard)
struct OpenEventTests {
    /// The events a sink received, in order.
    final class Sink: Sendable {
        let events = Locked<[OpenEvent]>([])
        let log: Log?
        init(log: Log? = nil) { self.log = log }
        var all: [OpenEvent] { events.withLock { $0 } }
        func receive(_ event: OpenEvent) {
            log?.append("analytics \(event.outcome)")
            events.withLock { $0.append(event) }
        }
    }

    struct Broken: Error, CustomStringConvertible {
        var description: String { "boom" }
    }

    /// A navigator that writes each navigation to `log`.
    struct LoggingNavigator: Navigator {
        let log: Log
        func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) { log.append("navigator") }
    }

    static func router(_ sink: Sink, _ build: (inout RouterBuilder<Screen>) throws -> Void) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        builder.analytics { sink.receive($0) }
        try build(&builder)
        return try builder.build()
    }

    @Test func anAnsweredOpenIsHandledAndItsPropertiesAreFlat() async throws {
        let sink = Sink()
        let router = try Self.router(sink) { try $0.route("shop://goods/<int:id>") { _ in .value("goods") } }
        try await router.open("shop://goods/7", from: .push)
        let event = try #require(sink.all.first)
        #expect(sink.all.count == 1)
        #expect(event.url == "shop://goods/7")
        #expect(event.source == .push)
        #expect(event.route == "shop://goods/<int:id>")
        #expect(event.outcome == .handled)
        #expect(event.reason == nil)
        #expect(event.redirects.isEmpty)
        #expect(
            event.properties == [
                "url": "shop://goods/7", "source": "push notification", "route": "shop://goods/<int:id>", "outcome": "handled",
            ])
    }

    @Test func aDeclinedCandidateHandsTheEventToTheOneThatAnswered() async throws {
        let sink = Sink()
        let router = try Self.router(sink) {
            $0.use(AnyMiddleware(name: "outer") { request, next in try await next(request) })
            try $0.route("shop://goods/<int:id>") { _ in .declined }
            try $0.route("shop://goods/:id") { _ in .value("web") }
        }
        #expect(try await router.open("shop://goods/7", expecting: String.self) == "web")
        #expect(sink.all.map(\.route) == ["shop://goods/:id"])
        #expect(sink.all.map(\.outcome) == [.handled])
    }

    @Test func everyOpenGivesOneEventWhateverEndedIt() async throws {
        let sink = Sink()
        let router = try Self.router(sink) {
            $0.use(
                AnyMiddleware(name: "risk") { request, next in
                    if request.route.pattern == "shop://risky" { throw Broken() }
                    return try await next(request)
                })
            try $0.route("shop://help") { _ in .value("help") }
            try $0.route("shop://risky") { _ in .value("risky") }
            try $0.route("shop://nothing") { _ in .declined }
        }
        for url in ["shop://help", "shop://risky", "shop://nowhere", "shop://nothing", "shop://%00"] {
            _ = try? await router.open(url)
        }
        #expect(
            sink.all.map(\.properties) == [
                ["url": "shop://help", "source": "in-app", "route": "shop://help", "outcome": "handled"],
                ["url": "shop://risky", "source": "in-app", "route": "shop://risky", "outcome": "failed", "reason": "middlewareFailed"],
                ["url": "shop://nowhere", "source": "in-app", "outcome": "unmatched"],
                ["url": "shop://nothing", "source": "in-app", "route": "shop://nothing", "outcome": "declined"],
                ["url": "shop://%00", "source": "in-app", "outcome": "refused", "reason": "refused"],
            ])
    }

    @Test func theUnmatchedHandlersAnswerIsUnmatched() async throws {
        let sink = Sink()
        let router = try Self.router(sink) {
            try $0.route("shop://help") { _ in .declined }
            $0.unmatched { _ in .value("not found") }
        }
        try await router.open("shop://nowhere", from: .universalLink)
        try await router.open("shop://help")
        #expect(
            sink.all.map(\.properties) == [
                ["url": "shop://nowhere", "source": "universal link", "route": "(unmatched)", "outcome": "unmatched"],
                ["url": "shop://help", "source": "in-app", "route": "(unmatched)", "outcome": "unmatched"],
            ])
    }

    @Test func aRejectionAndAForbiddenRouteAreRefused() async throws {
        let sink = Sink()
        let router = try Self.router(sink) {
            $0.use(AnyMiddleware(name: "vip") { _, _ in throw RejectionError(.forbidden, message: "VIP only") }, forTag: "vip")
            try $0.route("shop://lounge", RouteOptions(tags: ["vip"])) { _ in .handled }
            try $0.route("shop://debug", RouteOptions(visibility: .internal)) { _ in .handled }
        }
        _ = try? await router.open("shop://lounge")
        _ = try? await router.open("shop://debug", from: .push)
        #expect(
            sink.all.map(\.properties) == [
                ["url": "shop://lounge", "source": "in-app", "route": "shop://lounge", "outcome": "refused", "reason": "rejected"],
                ["url": "shop://debug", "source": "push notification", "outcome": "refused", "reason": "forbidden"],
            ])
    }

    @Test func theEventComesAfterTheNavigatorAndListsTheRedirects() async throws {
        let sink = Sink(log: Log())
        let log = try #require(sink.log)
        let router = try Self.router(sink) {
            $0.navigator = LoggingNavigator(log: log)
            try $0.route("shop://old/<int:id>") { request in .redirect("shop://goods/\(request.parameters["id"] ?? "")") }
            try $0.route("shop://goods/<int:id>") { _ in .navigate(.push(.cart)) }
        }
        try await router.open("shop://old/7")
        #expect(log.all == ["navigator", "analytics handled"])
        #expect(
            sink.all.map(\.properties) == [
                [
                    "url": "shop://old/7", "source": "in-app", "route": "shop://goods/<int:id>", "outcome": "handled",
                    "redirects": "shop://goods/7",
                ]
            ])
    }

    @Test func theNinthRedirectFailsAndTheEventListsNineTargets() async throws {
        let sink = Sink()
        let router = try Self.router(sink) { try $0.route("shop://loop") { _ in .redirect("shop://loop") } }
        do {
            try await router.open("shop://loop")
            Issue.record("opened")
        } catch {
            guard case .tooManyRedirects(let chain) = error.reason else { Issue.record("\(error)"); return }
            #expect(chain.count == 10)
        }
        let event = try #require(sink.all.first)
        #expect(sink.all.count == 1)
        #expect(event.redirects == Array(repeating: "shop://loop", count: 9))
        #expect((event.outcome, event.reason, event.route) == (.failed, "tooManyRedirects", "shop://loop"))
    }

    @Test func aNavigatorFailureIsFailedAndNamesTheRoute() async throws {
        let sink = Sink()
        let router = try Self.router(sink) { try $0.route("shop://cart") { _ in .navigate(.push(.cart)) } }
        _ = try? await router.open("shop://cart")  // no navigator: navigationFailed
        #expect(
            sink.all.map(\.properties) == [
                ["url": "shop://cart", "source": "in-app", "route": "shop://cart", "outcome": "failed", "reason": "navigationFailed"]
            ])
    }

    @Test func aDegradeMarksTheOpenDegraded() async throws {
        let sink = Sink()
        let router = try Self.router(sink) {
            try $0.route("shop://cart", RouteOptions(name: "cart")) { _ in throw Broken() }
            try $0.route("shop://goods/<int:id>", RouteOptions(name: "goods")) { _ in .value("goods") }
            $0.unmatched { request in .value("web \(request.url)") }
        }
        var changes = RoutingChanges<Screen>(label: "doc 1")
        changes.degrades = [
            Degrade(route: .name("cart"), to: "https://m.shop.example/cart", when: .handlerFails),
            Degrade(route: .name("goods"), to: "https://m.shop.example/goods/{id}"),
        ]
        try router.apply(changes)
        try await router.open("shop://cart", from: .push)
        try await router.open("shop://goods/7")
        #expect(
            sink.all.map(\.properties) == [
                [
                    "url": "shop://cart", "source": "push notification", "route": "(unmatched)", "outcome": "degraded",
                    "redirects": "https://m.shop.example/cart",
                ],
                [
                    "url": "shop://goods/7", "source": "in-app", "route": "(unmatched)", "outcome": "degraded",
                    "redirects": "https://m.shop.example/goods/7",
                ],
            ])
    }

}
