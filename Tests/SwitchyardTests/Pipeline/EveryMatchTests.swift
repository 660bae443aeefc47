import Switchyard
import Testing

/// Issue #43 item 5: every route that matches, in rank order, with its own parameters: the order in which
/// `.declined` passes a link on, and what `canOpen` reports first.
@Suite("Router: every route that matches")
struct EveryMatchTests {
    func router() throws -> Router<String> {
        var builder = RouterBuilder<String>()
        try builder.route("wp://post/:slug") { _ in .handled }
        try builder.route("wp://post/<int:id>") { _ in .handled }
        try builder.route("wp://post/*rest", RouteOptions(priority: -1)) { _ in .handled }
        try builder.route("wp://post/7", RouteOptions(tags: ["staff"])) { _ in .handled }
        try builder.route("wp://stats/:id", RouteOptions(visibility: .internal)) { _ in .handled }
        builder.restrict(tag: "staff", to: [.inApp])
        builder.rewrites = try RewriteRules([RewriteRule(from: "https://blog.example/p/:n", to: "wp://post/{n}")])
        return try builder.build()
    }

    func summary(_ plans: [RoutePlan]) -> [String] {
        plans.map { plan in
            let values = ["slug", "id", "rest"].compactMap { name in plan.parameters[name].map { "\(name)=\($0)" } }
            return ([plan.route.pattern] + values + ["then \(plan.fallbacks.map(\.pattern))"]).joined(separator: " ")
        }
    }

    @Test func everyRouteThatMatchesBestFirstEachWithItsParameters() throws {
        let router = try router()
        let plans = try router.matches("wp://post/7", from: .inApp).get()
        #expect(
            summary(plans) == [
                #"wp://post/7 then ["wp://post/<int:id>", "wp://post/:slug", "wp://post/*rest"]"#,
                #"wp://post/<int:id> id=7 then ["wp://post/:slug", "wp://post/*rest"]"#,
                #"wp://post/:slug slug=7 then ["wp://post/*rest"]"#,
                #"wp://post/*rest rest=7 then []"#,
            ])
        // The first is what `canOpen` reports, with the others as its fallbacks.
        let plan = try router.canOpen("wp://post/7").get()
        #expect(plan.route == plans[0].route && plan.fallbacks == plans.dropFirst().map(\.route))
    }

    @Test func theSourcePolicyAndRewritesApplyAsToAnOpen() throws {
        let router = try router()
        let plans = try router.matches("https://blog.example/p/7", from: .universalLink).get()
        #expect(plans.map(\.route.pattern) == ["wp://post/<int:id>", "wp://post/:slug", "wp://post/*rest"])
        #expect(plans.allSatisfy { $0.rewrites == ["wp://post/7"] })
        guard case .failure(let error) = router.matches("wp://stats/1", from: .push) else {
            Issue.record("an internal route was listed for a push")
            return
        }
        guard case .forbidden = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(error.description == "\(try #require(router.canOpen("wp://stats/1", from: .push).failureDescription))")
    }
}

extension Result {
    /// The failure's description, or `nil` for a success.
    fileprivate var failureDescription: String? {
        if case .failure(let error) = self { return "\(error)" }
        return nil
    }
}
