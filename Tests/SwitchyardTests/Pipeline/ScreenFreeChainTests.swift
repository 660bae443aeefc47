@testable import Switchyard
import SwitchyardMatching
import Testing

/// The open reads each route's handler and chain without looking up generic metadata (issue #65): a snapshot
/// keeps its chains in an array of a class that does not depend on `Screen`, and without middleware takes the
/// handler from the match's binding, both cast back unchecked. The casts hold because `RouterSnapshot.compose`
/// makes chains whenever a binding is not a `TypedBinding` of the router's `Screen`. These tests build such a
/// table (no public API makes one) and open it: in a debug build `unsafeDowncast` checks each cast, so a wrong
/// one would stop the test.
@Suite struct ScreenFreeChainTests {
    enum Page: Hashable, Sendable { case goods }
    enum Other: Hashable, Sendable { case elsewhere }

    static func snapshot(middleware: [AnyMiddleware<Page>] = []) throws -> RouterSnapshot<Page> {
        var builder = RouteTableBuilder<RouteBinding>()
        try builder.add(
            "/other",
            value: TypedBinding<Other>(
                handler: AnyRouteHandler { _ in .navigate(.push(.elsewhere)) }, name: "other", tags: [], visibility: .public,
                middleware: [], module: nil))
        try builder.add(
            "/goods",
            value: TypedBinding<Page>(
                handler: AnyRouteHandler { _ in .value("goods") }, name: "goods", tags: [], visibility: .public, middleware: [],
                module: nil))
        return RouterSnapshot(
            table: try builder.build(), global: middleware, tagged: [], policy: SourcePolicy(), rewrites: nil, navigator: nil,
            callbacks: nil, unmatched: nil, components: ComponentTable())
    }

    @Test func aBindingOfAnotherScreenMakesChainsAndDeclines() async throws {
        let snapshot = try Self.snapshot()
        #expect(snapshot.chains.count == 2, "without middleware, chains are made only because a binding is of another Screen")
        let router = Router(snapshot: snapshot)
        #expect(try await router.open("/goods").value as? String == "goods")
        let error = await #expect(throws: RoutingError.self) { try await router.open("/other") }
        #expect(error?.description == RoutingError(.allDeclined(count: 1), url: "/other").description)
    }

    @Test func withoutMiddlewareEveryBindingOfTheRoutersScreenMakesNoChains() async throws {
        var builder = RouterBuilder<Page>()
        try builder.route("/goods") { _ in .value("goods") }
        try builder.route("/goods/:id") { _ in .declined }
        let router = try builder.build()
        #expect(router.snapshot.chains.isEmpty)
        #expect(try await router.open("/goods").value as? String == "goods")
        let error = await #expect(throws: RoutingError.self) { try await router.open("/goods/7") }
        #expect(error?.description == RoutingError(.allDeclined(count: 1), url: "/goods/7").description)
    }

    @Test func theGlobalLevelsAreSharedAndTheLastLeadsToTheCandidates() async throws {
        let log = Locked<[String]>([])
        let middleware = ["a", "b"].map { name in
            AnyMiddleware<Page>(name: name) { request, next in
                log.withLock { $0.append(name) }
                return try await next(request)
            }
        }
        let snapshot = try Self.snapshot(middleware: middleware)
        let first = snapshot.chain(0)
        let second = snapshot.chain(1)
        #expect(first.firstGlobal === second.firstGlobal, "one list of global levels for every route")
        #expect(first.firstGlobal?.endsGlobal == false && first.firstGlobal?.next?.endsGlobal == true)
        #expect(try await Router(snapshot: snapshot).open("/goods").value as? String == "goods")
        #expect(log.value == ["a", "b"])
    }
}
