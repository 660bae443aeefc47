import Switchyard
import SwitchyardTesting
import Testing

/// Changes applied to a live router: degrades, redirects, new and removed routes, rewrites; whole or not at all.
@Suite struct RoutingChangesTests {
    enum Page: Hashable, Sendable { case goods(Int), web(String), error, campaign(String) }

    struct Broken: Error {}

    func router(middlewareCalls: CallCounter? = nil) throws -> Router<Page> {
        var builder = RouterBuilder<Page>()
        try builder.route("shop://goods/<int:id>", RouteOptions(name: "goods.detail")) {
            .navigate(.push(.goods(try $0.parameters.value("id", as: Int.self))))
        }
        try builder.route("shop://cart", RouteOptions(name: "cart")) { _ in throw Broken() }
        try builder.route("shop://error", RouteOptions(name: "error")) { _ in .navigate(.push(.error)) }
        try builder.route("https://m.shop.example/*", RouteOptions(name: "web")) { .navigate(.push(.web($0.url.string))) }
        if let middlewareCalls {
            builder.use(
                AnyMiddleware<Page>(name: "count") { request, next in
                    middlewareCalls.increment()
                    return try await next(request)
                })
        }
        builder.navigator = RecordingNavigator()  // the routes navigate
        return try builder.build()
    }

    @Test func aDegradedRouteGoesToItsWebPageKeepingItsCaptures() async throws {
        let router = try router()
        var changes = RoutingChanges<Page>(label: "doc 1")
        changes.degrades = [
            Degrade(route: .pattern("shop://goods/<int:id>"), to: "https://m.shop.example/product/{id}.html?from={query.from}")
        ]
        try router.apply(changes)
        let outcome = try await router.open("shop://goods/7?from=push")
        #expect(outcome.navigation == .push(.web("https://m.shop.example/product/7.html?from=push")))
        #expect(outcome.redirects == ["shop://goods/7?from=push", "https://m.shop.example/product/7.html?from=push"])
        #expect(router.appliedChanges == "doc 1")
    }

    @Test func aPatternSelectorComparesTheSchemeWithoutCase() async throws {
        let router = try router()
        var changes = RoutingChanges<Page>(label: "doc 1b")
        changes.degrades = [Degrade(route: .pattern("SHOP://goods/<int:id>"), to: "https://m.shop.example/item/{id}")]
        try router.apply(changes)
        #expect(try await router.open("shop://goods/2").navigation == .push(.web("https://m.shop.example/item/2")))
    }

    @Test func aRouteWhoseHandlerFailsFallsBackOnlyWhenItFails() async throws {
        let router = try router()
        var changes = RoutingChanges<Page>(label: "doc 2")
        changes.degrades = [
            Degrade(route: .name("cart"), to: "shop://error", when: .handlerFails),
            Degrade(route: .name("goods.detail"), to: "shop://error", when: .handlerFails),
        ]
        try router.apply(changes)
        #expect(try await router.open("shop://cart").navigation == .push(.error))
        #expect(try await router.open("shop://goods/3").navigation == .push(.goods(3)))
    }

    @Test func redirectsAddedRoutesRemovalsAndRewrites() async throws {
        let router = try router()
        var changes = RoutingChanges<Page>(label: "doc 3")
        changes.redirects = [Redirect(from: "shop://item/:sku", to: "shop://goods/{sku}")]
        changes.routes = [
            AddedRoute(
                pattern: "shop://campaign/:slug", name: "campaign",
                handler: AnyRouteHandler { .navigate(.push(.campaign(try $0.parameters.value("slug", as: String.self)))) })
        ]
        changes.removals = [.name("error")]
        changes.rewrites = [RewriteRule(from: "https://old.shop.example/p/:id", to: "shop://goods/{id}#{fragment}")]
        try router.apply(changes)
        #expect(try await router.open("shop://item/12").navigation == .push(.goods(12)))
        #expect(try await router.open("shop://campaign/black-friday").navigation == .push(.campaign("black-friday")))
        await #expect(throws: RoutingError.self) { try await router.open("shop://error") }
        #expect(try await router.open("https://old.shop.example/p/5#top").request.url.string == "shop://goods/5#top")
    }

    @Test func changesReplaceEachOtherAndRevertGoesBackToTheApp() async throws {
        let router = try router()
        var first = RoutingChanges<Page>(label: "doc 4")
        first.removals = [.name("error")]
        try router.apply(first)
        var second = RoutingChanges<Page>(label: "doc 5")
        second.redirects = [Redirect(from: "shop://old", to: "shop://error")]
        try router.apply(second)
        #expect(try await router.open("shop://old").navigation == .push(.error), "doc 4's removal is gone with doc 5")
        router.revertChanges()
        #expect(router.appliedChanges == nil)
        await #expect(throws: RoutingError.self) { try await router.open("shop://old") }
    }

    @Test func middlewarePolicyAndNavigatorAreKept() async throws {
        let calls = CallCounter()
        let router = try router(middlewareCalls: calls)
        let window = HeadlessNavigator<Page>(.stack([.error]))
        router.attach(window)
        var changes = RoutingChanges<Page>(label: "doc 6")
        changes.redirects = [Redirect(from: "shop://old/<int:id>", to: "shop://goods/{id}")]
        try router.apply(changes)
        try await router.open("shop://old/9")
        #expect(calls.count == 2, "the middleware ran for the redirect and for its target")
        #expect(await window.tree.visibleScreen == .goods(9))
        try router.update { try $0.route("shop://late", RouteOptions(name: "late")) { _ in .handled } }
        #expect(router.appliedChanges == "doc 6", "an update of the app's routes keeps the changes")
        #expect(try await router.open("shop://late").request.route.name == "late")
        #expect(try await router.open("shop://old/1").navigation == .push(.goods(1)))
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        let changes: RoutingChanges<Page>
        let message: String
        var testDescription: String { message }
    }

    static let refused: [Refused] = {
        func changes(_ edit: (inout RoutingChanges<Page>) -> Void) -> RoutingChanges<Page> {
            var changes = RoutingChanges<Page>(label: "doc 7")
            changes.redirects = [Redirect(from: "shop://fine", to: "shop://goods/1")]  // applies; must not stay
            edit(&changes)
            return changes
        }
        return [
            Refused(
                changes: changes { $0.degrades = [Degrade(route: .pattern("shop://nope"), to: "https://x.example")] },
                message: "doc 7: degrade 1: no route \"shop://nope\" to degrade"),
            Refused(
                changes: changes { $0.removals = [.name("ghost")] },
                message: "doc 7: removal 1: no route named \"ghost\" to remove"),
            Refused(
                changes: changes { $0.degrades = [Degrade(route: .name("goods.detail"), to: "https://x.example/{sku}")] },
                message:
                    "doc 7: degrade 1: \"to\": '{sku}' is not a parameter of \"from\"; it has {id}\n  https://x.example/{sku}\n                    ^"
            ),
            Refused(
                changes: changes { $0.redirects.append(Redirect(from: "shop://a(/b", to: "shop://b")) },
                message: "doc 7: redirect 2: \"from\": unbalanced '(': this optional group is never closed\n  shop://a(/b\n          ^"),
        ]
    }()

    @Test(arguments: refused)
    func changesThatDoNotApplyLeaveTheRouterAsItWas(_ refused: Refused) async throws {
        let router = try router()
        #expect(throws: RoutingChangesError.self) { try router.apply(refused.changes) }
        do { try router.apply(refused.changes) } catch { #expect(error.description == refused.message) }
        #expect(router.appliedChanges == nil)
        await #expect(throws: RoutingError.self) { try await router.open("shop://fine") }
    }

    @Test func noOpenSeesHalfAppliedChanges() async throws {
        let router = try router()
        // Each version rewrites shop://entry to a route that exists only in the same version: an open that
        // saw the rewrite of one version and the routes of another would find no route.
        func version(_ n: Int) -> RoutingChanges<Page> {
            var changes = RoutingChanges<Page>(label: "v\(n)")
            changes.rewrites = [RewriteRule(from: "shop://entry", to: "shop://v\(n)/goods")]
            changes.routes = [AddedRoute(pattern: "shop://v\(n)/goods", handler: AnyRouteHandler { _ in .navigate(.push(.goods(n))) })]
            return changes
        }
        try router.apply(version(0))
        try await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask {
                for n in 1...60 { try router.apply(version(n)); await Task.yield() }
                return 0
            }
            for _ in 0..<4 {
                group.addTask {
                    var failures = 0
                    for _ in 0..<150 {
                        do { _ = try await router.open("shop://entry") } catch { failures += 1 }
                    }
                    return failures
                }
            }
            var failures = 0
            for try await count in group { failures += count }
            #expect(failures == 0)
        }
        #expect(router.appliedChanges == "v60")
    }
}
