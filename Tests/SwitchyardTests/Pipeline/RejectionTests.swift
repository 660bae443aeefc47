import Testing
import Switchyard
import SwitchyardTesting

/// The rejection an open ended with; records an issue when it ended otherwise.
func rejection(opening url: String, on router: Router<Screen>) async -> (RoutingError, RejectionError)? {
    do {
        try await router.open(url)
        Issue.record("\(url) opened")
    } catch {
        if case .rejected(let rejection) = error.reason { return (error, rejection) }
        Issue.record("\(url): not a rejection: \(error)")
    }
    return nil
}

@Suite("Router: rejections name parameters and who rejected")
struct RejectionTests {
    struct GoodsRoute: TypedRoute {
        static let pattern = "shop://goods/<int:id>"
        enum Tab: String, Codable, Sendable { case detail, reviews }
        var id: Int
        var tab: Tab?
        var pages: [Int]?
    }

    struct NeedsQuery: TypedRoute {
        static let pattern = "/search"
        var q: String
    }

    @Test func typedRouteNamesTheParameterAndTheRoute() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route(GoodsRoute.self) { _, _ in .handled }
        try builder.route(NeedsQuery.self) { _, _ in .handled }
        let router = try builder.build()

        let (tabError, tab) = try #require(await rejection(opening: "shop://goods/8?tab=photos", on: router))
        #expect(tab.reason == .invalidParameters(["tab"]))
        #expect(tab.problems == [#"parameter "tab" is "photos", which is not a valid Tab"#])
        #expect(tab.message == #"parameter "tab" is "photos", which is not a valid Tab"#)
        #expect(tab.middleware == nil)
        #expect(
            tabError.description
                == #"shop://goods/8?tab=photos: rejected by the route: parameter "tab" is "photos", which is not a valid Tab"#)

        let (_, pages) = try #require(await rejection(opening: "shop://goods/8?pages=1&pages=x", on: router))
        #expect(pages.reason == .invalidParameters(["pages"]))
        #expect(pages.problems == [#"parameter "pages[1]" is "x", which is not an integer"#])

        let (missingError, missing) = try #require(await rejection(opening: "/search", on: router))
        #expect(missing.reason == .invalidParameters(["q"]))
        #expect(missingError.description == #"/search: rejected by the route: missing parameter "q""#)
    }

    /// A middleware the request passes through does not take the route's rejection as its own.
    @Test(arguments: [false, true])
    func aMiddlewareAroundATypedRouteDoesNotClaimItsRejection(global: Bool) async throws {
        var builder = RouterBuilder<Screen>()
        let pass = AnyMiddleware<Screen>(name: "pass") { request, next in try await next(request) }
        if global { builder.use(pass) } else { builder.use(pass, forTag: "goods") }
        try builder.route(GoodsRoute.self, RouteOptions(tags: ["goods"])) { _, _ in .handled }
        try builder.route("/plain") { _ in throw RejectionError(.custom("closed"), message: "the shop is closed") }
        let router = try builder.build()
        let (error, typed) = try #require(await rejection(opening: "shop://goods/8?tab=photos", on: router))
        #expect(typed.middleware == nil)
        #expect(
            error.description == #"shop://goods/8?tab=photos: rejected by the route: parameter "tab" is "photos", which is not a valid Tab"#
        )
        let (plainError, plain) = try #require(await rejection(opening: "/plain", on: router))
        #expect(plain.middleware == nil)
        #expect(plain.reason == .custom("closed"))
        #expect(plainError.description == "/plain: rejected by the route: the shop is closed")
    }

    @Test func parameterValidationNamesEachParameterOnceAndListsEveryProblem() async throws {
        var builder = RouterBuilder<Screen>()
        builder.use(.parameterValidation(["page": .int, "id": .uuid], required: ["q", "id"]), forTag: "search")
        try builder.route("/search", RouteOptions(tags: ["search"])) { _ in .handled }
        let router = try builder.build()
        let (error, rejection) = try #require(await rejection(opening: "/search?page=two&page=x&id=1", on: router))
        #expect(rejection.reason == .invalidParameters(["q", "id", "page"]))
        #expect(
            rejection.problems == [
                #"missing parameter "q""#,
                #"parameter "id" is "1", which is not a uuid"#,
                #"parameter "page" is "two", which is not an int"#,
                #"parameter "page" is "x", which is not an int"#,
            ])
        #expect(rejection.middleware == "parameter validation")
        #expect(
            error.description
                == #"/search?page=two&page=x&id=1: rejected by parameter validation: missing parameter "q"; parameter "id" is "1", which is not a uuid; parameter "page" is "two", which is not an int; parameter "page" is "x", which is not an int"#
        )
    }

    @Test func aMiddlewaresOwnRejectionIsStillItsOwnBehindAnother() async throws {
        var builder = RouterBuilder<Screen>()
        builder.use(AnyMiddleware<Screen>(name: "outer") { request, next in try await next(request) })
        builder.use(
            AnyMiddleware<Screen>(name: "vip only") { _, _ in throw RejectionError(.forbidden, message: "VIP members only") }, forTag: "vip"
        )
        try builder.route("/lounge", RouteOptions(tags: ["vip"])) { _ in .handled }
        let router = try builder.build()
        let (error, rejection) = try #require(await rejection(opening: "/lounge", on: router))
        #expect(rejection.middleware == "vip only")
        #expect(rejection.problems == ["VIP members only"])
        #expect(error.description == "/lounge: rejected by vip only: VIP members only")
    }

    @Test func builtInMiddlewareNames() {
        #expect(LoginGate<Screen>(isLoggedIn: { true }, logIn: { _ in true }).name == "login gate")
        #expect(AnyMiddleware<Screen>.parameterValidation([:]).name == "parameter validation")
        struct Custom: RouteMiddleware {
            func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
                try await next(request)
            }
        }
        #expect(Custom().name == "Custom")
    }

    @Test func rejectionMadeFromProblemsJoinsThem() {
        let rejection = RejectionError(.invalidParameters(["a", "b"]), problems: ["bad a", "bad b"])
        #expect(rejection.message == "bad a; bad b")
        #expect(rejection.description == "bad a; bad b")
        #expect(RejectionError(.unauthorized, message: "log in").problems == ["log in"])
    }
}
