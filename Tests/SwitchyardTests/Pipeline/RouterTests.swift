import Testing
import Switchyard
import SwitchyardTesting

enum Screen: Hashable, Sendable {
    case goods(String), cart, login, settings, picker, notFound(String)
}

struct Address: Sendable, Equatable { var street: String }

@Suite("Router: handlers and responses")
struct RouterHandlerTests {
    @Test func closureHandlerNavigates() async throws {
        let navigator = RecordingNavigator<Screen>()
        var builder = RouterBuilder<Screen>()
        builder.navigator = navigator
        try builder.route("shop://goods/:id") { request in .navigate(.push(.goods(request.parameters["id"] ?? ""))) }
        let router = try builder.build()
        let outcome = try await router.open("shop://goods/7?tab=a")
        #expect(outcome.navigation == .push(.goods("7")))
        #expect(outcome.request.route.pattern == "shop://goods/:id")
        #expect(outcome.request.parameters["tab"] == "a")
        #expect(await navigator.performed == [.push(.goods("7"))])
    }

    @Test func typedValueReturnsToTheCaller() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/address/pick") { _ in .value(Address(street: "Main St")) }
        let router = try builder.build()
        let address = try await router.open("/address/pick", expecting: Address.self)
        #expect(address == Address(street: "Main St"))
        await #expect(throws: RoutingError.self) { try await router.open("/address/pick", expecting: Int.self) }
        do {
            _ = try await router.open("/address/pick", expecting: Int.self)
        } catch {
            #expect(error.description == "/address/pick: expected Int, the handler answered value of type Address")
        }
    }

    struct PickyHandler: RouteHandler {
        let calls: CallCounter
        func shouldHandle(_ request: RouteRequest) async -> Bool { request.parameters["id"] != "0" }
        func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
            calls.increment()
            return .navigate(.push(.goods("object")))
        }
    }

    /// A handler without state (what a static handler type was).
    struct SettingsHandler: RouteHandler {
        func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> { .navigate(.push(.settings)) }
    }

    @Test func declinedCandidatesFallThroughInRankOrder() async throws {
        let calls = CallCounter()
        var builder = RouterBuilder<Screen>()
        builder.namespace("shop", fallbackToGlobal: true)
        try builder.route("shop://goods/<int:id>", handler: PickyHandler(calls: calls))
        try builder.route("shop://goods/:id") { request in
            request.parameters["id"] == "0" && request.parameters["deep"] == nil ? .declined : .navigate(.push(.goods("plain")))
        }
        try builder.route("/goods/:id") { request in request.parameters["global"] == nil ? .declined : .navigate(.push(.goods("global"))) }
        try builder.route("shop://settings", handler: SettingsHandler())
        builder.unmatched { unmatched in .navigate(.push(.notFound(unmatched.error.description))) }
        builder.navigator = RecordingNavigator()  // the routes navigate
        let router = try builder.build()

        #expect(try await router.open("shop://goods/7").navigation == .push(.goods("object")))
        #expect(calls.count == 1)
        #expect(try await router.open("shop://goods/0?deep=1").navigation == .push(.goods("plain")))
        #expect(try await router.open("shop://goods/0?global=1").navigation == .push(.goods("global")))
        #expect(try await router.open("shop://goods/0").navigation == .push(.notFound("shop://goods/0: all 3 matching routes declined")))
        #expect(
            try await router.open("shop://nowhere").navigation
                == .push(.notFound("shop://nowhere: no route matches /nowhere in namespaces shop and global")))
        #expect(try await router.open("shop://settings").navigation == .push(.settings))
        #expect(calls.count == 1)
    }

    struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }

    /// The same errors whether the handler is called by the router (no middleware) or after a global middleware (by
    /// the chain's candidates step, which calls it without `invoke`'s frame and maps its errors the same way).
    @Test(arguments: [false, true]) func errorsSayWhy(throughMiddleware: Bool) async throws {
        var builder = RouterBuilder<Screen>()
        if throughMiddleware { builder.use(AnyMiddleware(name: "pass") { request, next in try await next(request) }) }
        try builder.route("/fail") { _ in throw Boom() }
        try builder.route("/decline") { _ in .declined }
        try builder.route("/picky/:id", handler: PickyHandler(calls: CallCounter()))
        let router = try builder.build()
        let cases: [(String, String)] = [
            ("/fail", "/fail: the handler of \"/fail\" failed: boom"),
            ("/decline", "/decline: all 1 matching route declined"),
            ("/picky/0", "/picky/0: all 1 matching route declined"),
            ("/missing", "/missing: no route matches /missing in namespace global"),
            ("/a/../b", "/a/../b: refused: URL contains a dot segment ('.' or '..') at byte 3"),
        ]
        for (url, message) in cases {
            do {
                try await router.open(url)
                Issue.record("\(url) opened")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    /// A middleware above a handler that throws gets the error as the router reports it (`handlerFailed`, naming
    /// the route), whether the handler has middleware of its own or not.
    @Test(arguments: [false, true]) func aMiddlewareSeesTheHandlersErrorAsReported(ownMiddleware: Bool) async throws {
        actor Seen {
            var errors: [String] = []
            func append(_ error: String) { errors.append(error) }
        }
        let seen = Seen()
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware(name: "watch") { request, next in
                do {
                    return try await next(request)
                } catch {
                    await seen.append("\(type(of: error)): \(error)")
                    throw error
                }
            })
        let own = ownMiddleware ? [AnyMiddleware<Screen>(name: "own") { request, next in try await next(request) }] : []
        try builder.route("/fail", middleware: own) { _ in throw Boom() }
        let router = try builder.build()
        await #expect(throws: RoutingError.self) { try await router.open("/fail") }
        #expect(await seen.errors == ["RoutingError: /fail: the handler of \"/fail\" failed: boom"])
    }

    @Test func callerParametersAndValuesReachTheHandler() async throws {
        enum Coupon: RouteValueKey { typealias Value = [Int] }
        var builder = RouterBuilder<Screen>()
        try builder.route("/checkout/:id") { request in
            .value("\(request.parameters["id"] ?? "-") \(request.parameters["step"] ?? "-") \(request.values[Coupon.self] ?? [])")
        }
        let router = try builder.build()
        var values = RouteValues()
        values[Coupon.self] = [5, 10]
        let text = try await router.open("/checkout/1?step=2&id=3", parameters: ["step": "9"], values: values, expecting: String.self)
        #expect(text == "1 9 [5, 10]")
    }

    /// `RouteRequest` keeps its fields in a shared box: a changed copy must not change the original.
    @Test func aRequestIsAValue() async throws {
        enum Note: RouteValueKey { typealias Value = String }
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware(name: "copier") { request, next in
                var copy = request
                copy.values[Note.self] = "changed"
                copy.parameters.callerValues["id"] = "copy"
                #expect(request.values[Note.self] == "original")
                #expect(request.parameters["id"] == "7")
                #expect(copy.parameters["id"] == "copy")
                return try await next(request)
            })
        try builder.route("/goods/:id") { request in
            .value("\(request.parameters["id"] ?? "-") \(request.values[Note.self] ?? "-")")
        }
        let router = try builder.build()
        var values = RouteValues()
        values[Note.self] = "original"
        #expect(try await router.open("/goods/7", values: values, expecting: String.self) == "7 original")
    }

    @Test func aMiddlewareCanChangeTheRequestItPasses() async throws {
        enum Note: RouteValueKey { typealias Value = String }
        struct Stop: Error {}
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware(name: "changer") { request, next in
                var changed = request
                changed.parameters.callerValues["id"] = "8"
                changed.values[Note.self] = "changed"
                // A change made through an access that then throws is kept, as with a stored property.
                func failAfterChanging(_ parameters: inout RouteParameters) throws {
                    parameters.callerValues["tab"] = "kept"
                    throw Stop()
                }
                #expect(throws: Stop.self) { try failAfterChanging(&changed.parameters) }
                #expect(changed.parameters["tab"] == "kept")
                #expect(request.parameters["tab"] == nil)
                return try await next(changed)
            })
        try builder.route("/goods/:id") { request in
            .value("\(request.parameters["id"] ?? "-") \(request.parameters["tab"] ?? "-") \(request.values[Note.self] ?? "-")")
        }
        let router = try builder.build()
        #expect(try await router.open("/goods/7", expecting: String.self) == "8 kept changed")
    }

    @Test func redirectsAreFollowedAndLoopsStopped() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/old/:id") { request in .redirect("/new/\(request.parameters["id"] ?? "")") }
        try builder.route("/new/:id") { request in .value(request.parameters["id"] ?? "") }
        try builder.route("/loop") { _ in .redirect("/loop") }
        let router = try builder.build()
        let outcome = try await router.open("/old/5")
        #expect(outcome.value as? String == "5")
        #expect(outcome.redirects == ["/old/5", "/new/5"])
        await #expect(throws: RoutingError.self) { try await router.open("/loop") }
    }

    @Test func rewritesApplyBeforeMatching() async throws {
        var builder = RouterBuilder<Screen>()
        builder.rewrites = try RewriteRules([RewriteRule(from: "https://m.shop.example/p/:id.html", to: "shop://goods/{id}")])
        try builder.route("shop://goods/:id") { request in .value(request.parameters["id"] ?? "") }
        let router = try builder.build()
        #expect(try await router.open("https://m.shop.example/p/9.html", expecting: String.self) == "9")
    }
}

@Suite("Router: route info")
struct RouteInfoTests {
    /// Each snapshot makes its routes' infos once; infos from different snapshots still compare and hash
    /// by value, and a request carries the info of the route that matched.
    @Test func infoComparesByValueAcrossSnapshots() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("shop://goods/:id", RouteOptions(name: "goods", tags: ["catalog"])) { request in .value(request.route) }
        try builder.route("/help") { request in .value(request.route) }
        let router = try builder.build()
        let before = router.routes
        try router.update { _ in }
        let after = router.routes
        #expect(before == after)
        #expect(before.map(\.hashValue) == after.map(\.hashValue))
        #expect(before[0] != before[1])
        let seen = try await router.open("shop://goods/7", expecting: RouteInfo.self)
        #expect(seen == after[0])
        #expect(seen.pattern == "shop://goods/:id" && seen.namespace == "shop" && seen.name == "goods" && seen.tags == ["catalog"])
        #expect(try await router.open("/help", expecting: RouteInfo.self).namespace == nil)
    }

    /// A handler sees the namespace spelled as registered (JLRoutes' `namespaceTest1`), whatever the URL's case,
    /// and a placeholder in the host position takes the host (URLNavigator's `https://<path:url>`).
    @Test func requestsSeeTheRegisteredNamespaceAndTheTakenHost() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("namespaceTest1://test") { request in .value(request.route.namespace ?? "global") }
        try builder.route("https://<path:url>") { request in .value(request.parameters["url"] ?? "") }
        let router = try builder.build()
        #expect(try await router.open("NAMESPACETEST1://test", expecting: String.self) == "namespaceTest1")
        #expect(try await router.open("https://google.com/search?q=a", expecting: String.self) == "google.com/search")
    }
}
