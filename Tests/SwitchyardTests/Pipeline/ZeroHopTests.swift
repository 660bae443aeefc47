import Switchyard
import Testing

// An open never leaves its caller's actor (issue #65 item 1): match, policy, middleware, handler and navigator
// run on the actor that opened, and so do the dry run and component calls. Counted with executors that count
// their jobs (CountingExecutors.swift): none onto the caller's executor while it waits, none anywhere else.

/// A middleware conformance written without an isolation attribute: it takes on the protocol's
/// `nonisolated(nonsending)`.
private struct VisitingMiddleware: RouteMiddleware {
    let probe: ZeroHopProbe
    let label: String
    var name: String { label }

    func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        probe.visit(label)
        return try await next(request)
    }
}

/// A handler object that declines the URLs it is not for, so that the open goes on to the next candidate.
private struct VisitingHandler: RouteHandler {
    let probe: ZeroHopProbe

    func shouldHandle(_ request: RouteRequest) async -> Bool {
        probe.visit("shouldHandle")
        return request.parameters["id"] != "declined"
    }

    func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
        probe.visit("handler")
        return .navigate(.push(.goods(request.parameters["id"] ?? "")))
    }
}

private struct VisitingNavigator: Navigator {
    let probe: ZeroHopProbe

    func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) {
        probe.visit("navigator")
    }
}

private struct GoodsTitle: TypedAction {
    typealias Output = String
    struct Input: Codable, Sendable { var id: Int }
    static let target = "goods"
    static let action = "title"
}

/// The URLs each open test opens: a route that navigates, a redirect to it, a handler that declines (the next
/// candidate answers), a URL no route takes (the unmatched handler answers).
private let openedURLs = ["shop://goods/7", "shop://old/7", "shop://goods/declined", "shop://nowhere/at/all"]

/// A router whose every part records where it ran: `middleware` global, tag and route middleware (0, 1 or 3).
private func visitingRouter(middleware: Int, _ probe: ZeroHopProbe) throws -> Router<Screen> {
    var builder = RouterBuilder<Screen>()
    builder.navigator = VisitingNavigator(probe: probe)
    if middleware >= 1 {
        builder.use(
            AnyMiddleware<Screen>(name: "global") { request, next in
                probe.visit("global")
                return try await next(request)
            })
    }
    if middleware >= 3 { builder.use(VisitingMiddleware(probe: probe, label: "tag"), forTag: "goods") }
    let routeMiddleware: [AnyMiddleware<Screen>] =
        middleware >= 3 ? [AnyMiddleware(VisitingMiddleware(probe: probe, label: "route"))] : []
    try builder.route(
        "shop://goods/:id", RouteOptions(tags: ["goods"]), middleware: routeMiddleware, handler: VisitingHandler(probe: probe))
    try builder.route("shop://goods/*rest", RouteOptions(priority: -1)) { _ in
        probe.visit("next candidate")
        return .handled
    }
    try builder.route("shop://old/:id") { request in
        probe.visit("redirect")
        return .redirect("shop://goods/\(request.parameters["id"] ?? "")")
    }
    builder.unmatched { _ in
        probe.visit("unmatched")
        return .handled
    }
    try builder.module("goods") { module in
        module.register(target: "goods", action: "count", visibility: .public) { _ in
            probe.visit("action")
            return 3
        }
        module.register(GoodsTitle.self) { input, _ in
            probe.visit("typed action")
            return "goods \(input.id)"
        }
        module.register(named: "goods.featured") {
            probe.visitSynchronously("service factory")
            return [7, 42]
        }
    }
    return try builder.build()
}

/// What every open of `openedURLs` visits, for `middleware` middleware.
private func expectedVisits(middleware: Int) -> [String] {
    let global = middleware >= 1 ? ["global"] : []
    let own = middleware >= 3 ? ["tag", "route"] : []
    let goods = global + own + ["shouldHandle", "handler", "navigator"]
    return goods + global + ["redirect"] + goods + global + own + ["shouldHandle", "next candidate"] + ["unmatched"]
}

/// `nonisolated(nonsending)`, as the router's calls are: a plain `nonisolated` async function would itself leave the
/// caller's actor (see `leaveTheCallersActor`).
private nonisolated(nonsending) func openAll(_ router: Router<Screen>) async throws {
    for url in openedURLs { _ = try await router.open(url) }
}

private nonisolated(nonsending) func callComponents(_ router: Router<Screen>) async throws {
    #expect(try await router.perform(target: "goods", action: "count").value(as: Int.self) == 3)
    #expect(try await router.perform(url: "shop://goods/count", from: .inApp).value(as: Int.self) == 3)
    #expect(try await router.perform(GoodsTitle.self, GoodsTitle.Input(id: 7)) == "goods 7")
    #expect(try await router.service(named: "goods.featured", as: [Int].self) == [7, 42])  // made: the factory runs
    #expect(try await router.service(named: "goods.featured", as: [Int].self) == [7, 42])  // the shared instance
}

private func planAll(_ router: Router<Screen>) {
    for url in openedURLs.dropLast() { #expect((try? router.canOpen(url).get()) != nil) }
    #expect((try? router.matches("shop://goods/declined").get())?.count == 2)
}

/// Runs on any executor but its caller's, as every plain `nonisolated` async function did before Swift 6.2's
/// `nonisolated(nonsending)` (what `open` was). It does something, so that the call is not optimised away.
@concurrent private func leaveTheCallersActor(_ probe: ZeroHopProbe) async {
    probe.visit("left")
}

/// What the tests run on the counting actor: each counts the jobs its work caused.
extension CountingActor {
    fileprivate func opening(_ router: Router<Screen>, _ elsewhere: CountingTaskExecutor) async throws -> Hops {
        let before = counts(elsewhere)
        try await openAll(router)
        return hops(since: before, elsewhere)
    }

    fileprivate func callingComponents(_ router: Router<Screen>, _ elsewhere: CountingTaskExecutor) async throws -> Hops {
        let before = counts(elsewhere)
        try await callComponents(router)
        return hops(since: before, elsewhere)
    }

    fileprivate func planning(_ router: Router<Screen>, _ elsewhere: CountingTaskExecutor) -> Hops {
        let before = counts(elsewhere)
        planAll(router)
        return hops(since: before, elsewhere)
    }

    fileprivate func leaving(_ probe: ZeroHopProbe, _ elsewhere: CountingTaskExecutor) async -> Hops {
        let before = counts(elsewhere)
        await leaveTheCallersActor(probe)
        return hops(since: before, elsewhere)
    }
}

/// The same on the main actor, whose executor cannot be replaced: only the jobs elsewhere are counted (where
/// each part ran is checked by ``ZeroHopProbe``, on the main thread or not).
@MainActor private enum OnMain {
    static func opening(_ router: Router<Screen>, _ elsewhere: CountingTaskExecutor) async throws -> Hops {
        let before = elsewhere.enqueued
        try await openAll(router)
        return Hops(ontoCaller: 0, elsewhere: elsewhere.enqueued - before)
    }

    static func callingComponents(_ router: Router<Screen>, _ elsewhere: CountingTaskExecutor) async throws -> Hops {
        let before = elsewhere.enqueued
        try await callComponents(router)
        return Hops(ontoCaller: 0, elsewhere: elsewhere.enqueued - before)
    }

    static func planning(_ router: Router<Screen>, _ elsewhere: CountingTaskExecutor) -> Hops {
        let before = elsewhere.enqueued
        planAll(router)
        return Hops(ontoCaller: 0, elsewhere: elsewhere.enqueued - before)
    }

    static func leaving(_ probe: ZeroHopProbe, _ elsewhere: CountingTaskExecutor) async -> Hops {
        let before = elsewhere.enqueued
        await leaveTheCallersActor(probe)
        return Hops(ontoCaller: 0, elsewhere: elsewhere.enqueued - before)
    }
}

/// The actor tests run twice: without a task executor preference, where a part that left the actor would come
/// back with a job onto its executor (`ontoCaller`), and with one, where a part that left would land on the
/// preferred executor (`elsewhere`). (With a preference, the runtime also re-enqueues onto a custom executor at
/// each of its own switches to the same actor, so `ontoCaller` is read without one.)
@Suite("Zero hops: an open stays on its caller's actor")
struct ZeroHopTests {
    @Test(arguments: [0, 1, 3])
    func anOpenFromAnActorRunsEveryPartOnIt(middleware: Int) async throws {
        let caller = CountingActor()
        let probe = ZeroHopProbe.on(caller)
        let router = try visitingRouter(middleware: middleware, probe)
        let elsewhere = CountingTaskExecutor()
        #expect(try await caller.opening(router, elsewhere).ontoCaller == 0)
        #expect(try await withTaskExecutorPreference(elsewhere) { try await caller.opening(router, elsewhere) }.elsewhere == 0)
        #expect(probe.visited == expectedVisits(middleware: middleware) + expectedVisits(middleware: middleware))
        #expect(probe.away == [])
    }

    @Test(arguments: [0, 1, 3])
    func anOpenFromTheMainActorRunsEveryPartOnIt(middleware: Int) async throws {
        let probe = ZeroHopProbe.onMainActor
        let router = try visitingRouter(middleware: middleware, probe)
        let elsewhere = CountingTaskExecutor()
        let hops = try await withTaskExecutorPreference(elsewhere) { try await OnMain.opening(router, elsewhere) }
        #expect(hops == .none)
        #expect(probe.visited == expectedVisits(middleware: middleware))
        #expect(probe.away == [])
    }

    @Test(arguments: [0, 1, 3])
    func componentCallsFromAnActorRunOnIt(middleware: Int) async throws {
        let caller = CountingActor()
        let probe = ZeroHopProbe.on(caller)
        let router = try visitingRouter(middleware: middleware, probe)
        let elsewhere = CountingTaskExecutor()
        #expect(try await caller.callingComponents(router, elsewhere).ontoCaller == 0)
        let global = middleware >= 1 ? ["global"] : []
        let calls = global + ["action"] + global + ["action"] + global + ["typed action"] + global + ["service factory"] + global
        #expect(probe.visited == calls)
        #expect(try await withTaskExecutorPreference(elsewhere) { try await caller.callingComponents(router, elsewhere) }.elsewhere == 0)
        #expect(probe.away == [])
    }

    @Test func componentCallsFromTheMainActorRunOnIt() async throws {
        let probe = ZeroHopProbe.onMainActor
        let router = try visitingRouter(middleware: 3, probe)
        let elsewhere = CountingTaskExecutor()
        let hops = try await withTaskExecutorPreference(elsewhere) { try await OnMain.callingComponents(router, elsewhere) }
        #expect(hops == .none)
        #expect(probe.visited.filter { $0 != "global" } == ["action", "action", "typed action", "service factory"])
        #expect(probe.away == [])
    }

    @Test func theDryRunFromAnActorOrTheMainActorCallsNothingAndStaysThere() async throws {
        let caller = CountingActor()
        let probe = ZeroHopProbe { _ in false }
        let router = try visitingRouter(middleware: 3, probe)
        let elsewhere = CountingTaskExecutor()
        #expect(await caller.planning(router, elsewhere) == .none)
        #expect(await withTaskExecutorPreference(elsewhere) { await OnMain.planning(router, elsewhere) } == .none)
        #expect(probe.visited == [])
    }

    /// The counting check itself: a plain `nonisolated` async call (what `open` was) is counted, once back onto
    /// the actor (once onto the preferred executor, with one), and seen running away from the caller's actor, so
    /// that the tests above would see an open that hops.
    @Test func aCallThatLeavesTheActorIsCounted() async throws {
        let caller = CountingActor()
        let fromActor = ZeroHopProbe.on(caller)
        let elsewhere = CountingTaskExecutor()
        #expect(await caller.leaving(fromActor, elsewhere) == Hops(ontoCaller: 1, elsewhere: 0))
        #expect(await withTaskExecutorPreference(elsewhere) { await caller.leaving(fromActor, elsewhere) }.elsewhere == 1)
        #expect(fromActor.away == ["left", "left"])
        let fromMainActor = ZeroHopProbe.onMainActor
        let fromMain = await withTaskExecutorPreference(elsewhere) { await OnMain.leaving(fromMainActor, elsewhere) }
        #expect(fromMain == Hops(ontoCaller: 0, elsewhere: 1))
        #expect(fromMainActor.away == ["left"])
    }
}
