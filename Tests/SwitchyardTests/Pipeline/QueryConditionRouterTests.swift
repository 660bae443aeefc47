import Testing
import Switchyard

/// Query conditions, lowercased captures and the query over the path, through a router: in code (RouteOptions
/// and typed routes), as a handler sees them, and in rewrites that insert a value as a path.
@Suite("Routes with query conditions in a router")
struct QueryConditionRouterTests {
    struct SettingsRoute: TypedRoute, Equatable {
        static let pattern = "firefox://deep-link"
        static let query: [String: QueryCondition] = ["url": "/settings/<path:page>"]
        var page: String
    }

    @Test func routeOptionsSelectARouteByItsQuery() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("firefox://deep-link", RouteOptions(query: ["url": "/homepanel/:panel"])) { request in
            .value("panel " + (request.parameters["panel"] ?? "?"))
        }
        try builder.route(SettingsRoute.self) { route, _ in .value("settings " + route.page) }
        try builder.route("/projects/:id", RouteOptions(query: ["token": .absent])) { _ in .value("project") }
        try builder.route("/projects/:id") { _ in .value("preview") }
        try builder.route("/tags/:tag", RouteOptions(lowercaseCaptures: true)) { request in .value(request.parameters["tag"] ?? "") }
        try builder.route("/goods/:id", RouteOptions(queryOverridesPath: true)) { request in .value(request.parameters["id"] ?? "") }
        let router = try builder.build()
        #expect(try await router.open("firefox://deep-link?url=/homepanel/bookmarks", expecting: String.self) == "panel bookmarks")
        #expect(try await router.open("firefox://deep-link?url=%2Fsettings%2Fa%2Fb", expecting: String.self) == "settings a/b")
        await #expect(throws: RoutingError.self) { try await router.open("firefox://deep-link?url=/elsewhere") }
        #expect(try await router.open("app://projects/7", expecting: String.self) == "project")
        #expect(try await router.open("app://projects/7?token=x", expecting: String.self) == "preview")
        #expect(try await router.open("app://tags/Swift", expecting: String.self) == "swift")
        #expect(try await router.open("app://goods/7?id=9", expecting: String.self) == "9")
        // A typed route's URL meets its conditions, and comes back to it.
        let url = try router.url(for: SettingsRoute(page: "privacy"))
        #expect(url == "firefox://deep-link?url=%2Fsettings%2Fprivacy")
        #expect(try await router.open(url, expecting: String.self) == "settings privacy")
        let routes = try builder.build().routes
        #expect(
            routes.map(\.pattern) == [
                "firefox://deep-link", "firefox://deep-link", "/projects/:id", "/projects/:id", "/tags/:tag", "/goods/:id",
            ])
    }

    /// The same path with the same conditions is reported as a table warning, as two identical paths are.
    @Test func identicalConditionalRoutesAreReported() throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/p/:a", RouteOptions(query: ["t": .absent])) { _ in .handled }
        try builder.route("/p/:b", RouteOptions(query: ["t": .absent])) { _ in .handled }
        try builder.route("/p/:c", RouteOptions(query: ["t": .present])) { _ in .handled }
        let router = try builder.build()
        #expect(
            router.warnings.map(\.message) == [
                "route \"/p/:b\" (global) if t absent is identical to route \"/p/:a\" (global) if t absent; it is reached only when that handler declines"
            ])
    }

    struct PathCase: CustomTestStringConvertible, Sendable {
        var from = "https://w.example/open"
        var to: String
        var url: String
        var expected: String?
        var testDescription: String { "\(url) → \(to)" }
    }

    static let pathCases: [PathCase] = [
        PathCase(to: "shop://{path:query.url}", url: "https://w.example/open?url=/goods/7", expected: "shop://goods/7?url=/goods/7"),
        PathCase(
            to: "shop://{path:query.url}", url: "https://w.example/open?url=%2Fgoods%2F7%2F", expected: "shop://goods/7?url=%2Fgoods%2F7%2F"
        ),
        PathCase(to: "shop://x/{path:query.url}", url: "https://w.example/open?url=a//b%20c", expected: "shop://x/a/b%20c?url=a//b%20c"),
        PathCase(to: "shop://x/{path:query.url}", url: "https://w.example/open?url=a/../b", expected: "shop://x/a/%2E%2E/b?url=a/../b"),
        PathCase(to: "shop://x/{path:query.url}", url: "https://w.example/open?url=./a", expected: "shop://x/%2E/a?url=./a"),
        PathCase(
            to: "shop://x/{path:query.url}", url: "https://w.example/open?url=a%3Fb%23c", expected: "shop://x/a%3Fb%23c?url=a%3Fb%23c"),
        PathCase(to: "shop://x/{query.url}", url: "https://w.example/open?url=a/b", expected: "shop://x/a%2Fb?url=a/b"),
        PathCase(
            from: "https://w.example/open/<path:rest>", to: "shop://docs/{path:rest}", url: "https://w.example/open/a/b",
            expected: "shop://docs/a/b"),
        PathCase(
            from: "https://w.example/open/<path:rest>", to: "shop://docs/{rest}", url: "https://w.example/open/a/b",
            expected: "shop://docs/a%2Fb"),
    ]

    @Test(arguments: pathCases)
    func aTemplateInsertsAValueAsAPath(_ testCase: PathCase) throws {
        let rules = try RewriteRules([RewriteRule(from: testCase.from, to: testCase.to)])
        #expect(rules.rewrite(testCase.url) == testCase.expected)
    }

    /// A dot piece never reaches a handler: the rewritten URL is refused at intake.
    @Test func aDotPieceIsRefused() async throws {
        var builder = RouterBuilder<Screen>()
        builder.rewrites = try RewriteRules([RewriteRule(from: "https://w.example/open", to: "shop://files/{path:query.path}")])
        try builder.route("shop://files/<path:file>") { request in .value(request.parameters["file"] ?? "") }
        let router = try builder.build()
        #expect(try await router.open("https://w.example/open?path=a/b.txt", expecting: String.self) == "a/b.txt")
        do {
            _ = try await router.open("https://w.example/open?path=a/../../etc/passwd")
            Issue.record("a dot segment was opened")
        } catch {
            guard case .refused(let refusal) = error.reason, case .dotSegment = refusal.reason else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }

    @Test(arguments: [
        ("shop://{path:fragment}", "'{path:fragment}' is not a parameter of \"from\"; it has {id}"),
        ("shop://{path:nope}", "'{path:nope}' is not a parameter of \"from\"; it has {id}"),
        ("shop://{path:}", "'{path:}' is not a parameter of \"from\"; it has {id}"),
    ])
    func aPathPlaceholderMustNameACaptureOrAQueryItem(to: String, message: String) {
        #expect(throws: RewriteError.self) { try RewriteRules([RewriteRule(from: "/a/:id", to: to)]) }
        do {
            _ = try RewriteRules([RewriteRule(from: "/a/:id", to: to)])
        } catch {
            #expect(error.message == message)
        }
    }
}
