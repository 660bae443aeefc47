import Switchyard
import Testing

/// Routes registered in code that can never win are reported by the built router, with the messages and
/// codes a route-table file's warnings and `switchyard lint` use (RouterWarningsAgreeTests compares them).
@Suite("Router warnings: identical and shadowed routes registered in code")
struct RouterWarningsTests {
    static func builder(accept: [LinkSource]? = nil) throws -> RouterBuilder<Screen> {
        var builder = RouterBuilder<Screen>(options: RouteTableOptions(accept: accept))
        try builder.route("/goods/:id") { _ in .value("goods") }
        try builder.route("/goods/:gid") { _ in .value("other goods") }
        try builder.route("/goods/<int:id>", RouteOptions(priority: -1)) { _ in .value("typed goods") }
        try builder.route("/help/*rest", RouteOptions(priority: 2)) { _ in .value("help") }
        try builder.route("/help/faq") { _ in .value("faq") }
        return builder
    }

    @Test func theBuiltRouterNamesEachRouteThatCanNeverWin() throws {
        let router = try Self.builder().build()
        #expect(
            router.warnings.map(\.description) == [
                #"warning: route "/goods/:gid" (global) is identical to route "/goods/:id" (global); it is reached only when that handler declines"#,
                #"warning: route "/goods/<int:id>" (global) can never match: route "/goods/:id" (global) matches every URL it matches and has a higher priority (0 > -1); it is reached only when that handler declines"#,
                #"warning: route "/help/faq" (global) can never match: route "/help/*rest" (global) matches every URL it matches and has a higher priority (2 > 0); it is reached only when that handler declines"#,
            ])
        #expect(router.warnings.map(\.code) == [.identicalRoute, .shadowedRoute, .shadowedRoute])
        let ids = router.routes.map(\.id)
        #expect(
            router.warnings.map(\.route) == [
                Diagnostic.RouteReference(routeID: ids[1], relatedRouteID: ids[0]),
                Diagnostic.RouteReference(routeID: ids[2], relatedRouteID: ids[0]),
                Diagnostic.RouteReference(routeID: ids[4], relatedRouteID: ids[3]),
            ])
    }

    /// What lint would fail on, an app can fail a test on: neither the identical route nor the shadowed ones
    /// (issue #57: a route reached when a higher one declines is a pattern some apps use on purpose).
    @Test func neitherTheIdenticalNorTheShadowedRoutesFailLint() throws {
        let router = try Self.builder().build()
        #expect(router.warnings.filter { $0.lintSeverity == .error }.isEmpty)
        #expect(router.warnings.map(\.linted.severity) == [.warning, .warning, .warning])
    }

    @Test func aRouteTheTableDoesNotAcceptIsReported() throws {
        var builder = try Self.builder(accept: ["shop"])
        try builder.route("evil://goods") { _ in .handled }
        let router = try builder.build()
        #expect(
            router.warnings.filter { $0.code == .registration }.map(\.description) == [
                #"warning: route "evil://goods" (evil) can never match: its origin evil is not among the table's link sources (shop)"#
            ])
    }

    @Test func theWarningsFollowTheRoutesNowRegistered() throws {
        let router = try Self.builder().build()
        try router.update { builder in
            builder.removeRoutes { $0.pattern == "/goods/:gid" || $0.pattern == "/help/faq" }
        }
        #expect(router.warnings.map(\.code) == [.shadowedRoute])
        try router.update { builder in builder.removeRoutes { $0.pattern == "/goods/<int:id>" } }
        #expect(router.warnings.isEmpty)
    }

    @Test func aRouterWithoutConflictsHasNoWarnings() throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/goods/<int:id>") { _ in .handled }
        try builder.route("/goods/new") { _ in .handled }
        #expect(try builder.build().warnings.isEmpty)
    }
}

extension RouterWarningsTests {
    /// Why an identical route is a warning and not an error when the router is built: it is still tried
    /// when the first one declines (as a route a file loads).
    @Test func anIdenticalRouteIsReachedWhenTheFirstDeclines() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/goods/:id") { _ in .declined }
        try builder.route("/goods/:gid") { _ in .value("second") }
        let router = try builder.build()
        #expect(router.warnings.map(\.code) == [.identicalRoute])
        #expect(try await router.open("/goods/7", expecting: String.self) == "second")
    }
}
