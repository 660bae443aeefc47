import Testing
import Switchyard

/// The source policy applied inside the one walk of an open (ADR 0041): for every kind of source, the best route
/// the policy permits answers, and when it permits none, `forbidden` names the best route it refused; the dry run
/// and the open agree.
@Suite("Router: the source policy inside the walk")
struct PolicyWalkTests {
    /// Each source, the route expected to answer `app://shop/goods/7?tab=a` (`nil`: none), and what the error says then.
    static let cases: [(RouteSource, String?, String?)] = [
        (.inApp, "app://shop/goods/:id", nil),
        (.universalLink, "app://shop/goods/:id", nil),
        (.push, "app://:section/*rest", nil),
        (.webPage(nil), "app://:section/*rest", nil),
        (.otherApp(bundleID: "com.example.partner"), "app://:a/:b/:c", nil),
        (
            .otherApp(bundleID: "com.evil.app"), nil,
            "app://shop/goods/7?tab=a: route \"app://shop/goods/:id\" is forbidden: links from another app (com.evil.app) are denied"
        ),
    ]

    func makeRouter() throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        try builder.route("app://shop/goods/:id", RouteOptions(priority: 2, tags: ["payment"])) { _ in .handled }
        // Internal: refused to every source but the app, which the payment route outranks for it.
        try builder.route("app://shop/*rest", RouteOptions(priority: 1, visibility: .internal)) { _ in .handled }
        try builder.route("app://:section/*rest", RouteOptions(tags: ["web"])) { _ in .handled }
        try builder.route("app://:a/:b/:c", RouteOptions(priority: -1)) { _ in .handled }
        builder.restrict(tag: "payment", to: [.inApp, .universalLink])
        builder.restrict(tag: "web", to: [.inApp, .universalLink, .push, .webPage])
        builder.deny(.otherApp(bundleID: "com.evil.app"))
        return try builder.build()
    }

    @Test(arguments: 0..<cases.count)
    func theBestPermittedRouteAnswersAndTheDryRunAgrees(index: Int) async throws {
        let (source, expected, message) = Self.cases[index]
        let router = try makeRouter()
        let url = "app://shop/goods/7?tab=a"
        switch router.canOpen(url, from: source) {
        case .success(let plan):
            #expect(plan.route.pattern == expected)
        case .failure(let error):
            #expect(expected == nil)
            #expect(error.description == message)
        }
        do {
            let outcome = try await router.open(url, from: source)
            #expect(outcome.request.route.pattern == expected)
        } catch {
            #expect(expected == nil)
            #expect(error.description == message)
        }
    }

    @Test func theDryRunListsOnlyPermittedRoutesInRankOrder() throws {
        let router = try makeRouter()
        guard case .success(let plans) = router.matches("app://shop/goods/7", from: .push) else {
            Issue.record("no plan")
            return
        }
        // The payment route and the internal one are refused to a push; the others follow in rank order.
        #expect(plans.map(\.route.pattern) == ["app://:section/*rest", "app://:a/:b/:c"])
    }
}
