import Testing
import Switchyard
import SwitchyardTesting

@Suite("Router: source policy, dry runs, x-callback, updates")
struct PolicyTests {
    static let untrusted: [RouteSource] = [
        .otherApp(bundleID: nil), .otherApp(bundleID: "com.example.partner"), .universalLink, .push,
        .webPage(nil), .webPage("https://m.shop.example/promo"),
    ]

    @Test(arguments: untrusted)
    func anUntrustedSourceNeverReachesAnInternalRoute(source: RouteSource) async throws {
        let calls = CallCounter()
        let middlewareCalls = CallCounter()
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware(name: "counter") { request, next in
                middlewareCalls.increment(); return try await next(request)
            })
        try builder.route("shop://debug/:action", RouteOptions(visibility: .internal)) { _ in
            calls.increment(); return .handled
        }
        try builder.route("shop://debug/*", RouteOptions(priority: 5, visibility: .internal)) { _ in
            calls.increment(); return .handled
        }
        try builder.route("/admin/<path:p>", RouteOptions(visibility: .internal)) { _ in
            calls.increment(); return .handled
        }
        builder.restrict(tag: "debug", to: Set(RouteSource.Kind.allCases))  // no rule can open an internal route
        let router = try builder.build()
        for url in [
            "shop://debug/reset", "shop://debug/a/b", "shop://DEBUG/reset", "shop://debug/reset?x-success=shop://x", "/admin/users",
            "shop://admin/x",
        ] {
            await #expect(throws: RoutingError.self) { try await router.open(url, from: source) }
            if case .success = router.canOpen(url, from: source) { Issue.record("\(url) is openable from \(source)") }
        }
        #expect(calls.count == 0)
        #expect(middlewareCalls.count == 0)
        try await router.open("shop://debug/reset", from: .inApp)
        #expect(calls.count == 1)
    }

    @Test func aForbiddenRouteFallsThroughToAPublicOne() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("/goods/new", RouteOptions(visibility: .internal)) { _ in .value("editor") }
        try builder.route("/goods/:id") { request in .value("goods \(request.parameters["id"] ?? "")") }
        try builder.route("/pay/:id", RouteOptions(tags: ["payment"])) { _ in .value("pay") }
        builder.restrict(tag: "payment", to: [.inApp, .universalLink])
        builder.deny(.otherApp(bundleID: "com.evil.app"))
        builder.deny(kind: .webPage)
        let router = try builder.build()
        #expect(try await router.open("/goods/new", expecting: String.self) == "editor")
        #expect(try await router.open("/goods/new", from: .push, expecting: String.self) == "goods new")
        #expect(try await router.open("/pay/1", from: .universalLink, expecting: String.self) == "pay")
        let refusals: [(String, RouteSource, String)] = [
            (
                "/pay/1", .push,
                "/pay/1: route \"/pay/:id\" is forbidden: routes tagged \"payment\" are not open to links from push notification"
            ),
            (
                "/goods/1", .otherApp(bundleID: "com.evil.app"),
                "/goods/1: route \"/goods/:id\" is forbidden: links from another app (com.evil.app) are denied"
            ),
            ("/goods/1", .webPage("https://x"), "/goods/1: route \"/goods/:id\" is forbidden: links from web page (https://x) are denied"),
        ]
        for (url, source, message) in refusals {
            do {
                try await router.open(url, from: source)
                Issue.record("opened \(url)")
            } catch {
                #expect(error.description == message)
            }
        }
        #expect(try await router.open("/goods/1", from: .otherApp(bundleID: "com.good.app"), expecting: String.self) == "goods 1")
    }

    @Test func canOpenCallsNothing() async throws {
        let calls = CallCounter()
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware(name: "m") { request, next in
                calls.increment(); return try await next(request)
            })
        try builder.route("/goods/<int:id>") { _ in
            calls.increment(); return .handled
        }
        try builder.route("/goods/:slug") { _ in
            calls.increment(); return .handled
        }
        builder.unmatched { _ in
            calls.increment(); return .handled
        }
        let router = try builder.build()
        guard case .success(let plan) = router.canOpen("/goods/7?x=1", parameters: ["x": "2"]) else {
            Issue.record("cannot open")
            return
        }
        #expect(plan.route.pattern == "/goods/<int:id>")
        #expect(plan.parameters["id"] == "7")
        #expect(plan.parameters["x"] == "2")
        #expect(plan.middleware == ["m"])
        #expect(plan.fallbacks.map(\.pattern) == ["/goods/:slug"])
        guard case .failure(let error) = router.canOpen("/nothing") else {
            Issue.record("can open /nothing")
            return
        }
        #expect(error.description == "/nothing: no route matches /nothing in namespace global")
        #expect(calls.count == 0)
    }

    @Test func xCallbackAnswersOnlyAllowedDestinations() async throws {
        let opened = Locked<[String]>([])
        let refused = Locked<[String]>([])
        var builder = RouterBuilder<Screen>()
        builder.callbacks = XCallbackSettings(
            allowed: [try LinkSource(parsing: "partner")], onRefused: { url in refused.withLock { $0.append(url) } },
            opener: { url in opened.withLock { $0.append(url) } })
        try builder.route("shop://pay/:id") { request in
            request.parameters["id"] == "0"
                ? .declined : .value(XCallbackParameters([("orderID", request.parameters["id"] ?? ""), ("note", "a b&c")]))
        }
        let router = try builder.build()
        try await router.open("shop://pay/7?x-success=partner://done%3Fref%3D1&x-error=partner://failed")
        await #expect(throws: RoutingError.self) { try await router.open("shop://pay/0?x-success=partner://done&x-error=partner://failed") }
        try await router.open("shop://pay/8?x-success=https://evil.example/steal")
        #expect(
            opened.withLock { $0 } == [
                "partner://done?ref=1&orderID=7&note=a%20b%26c",
                "partner://failed?errorCode=declined&errorMessage=the%20link%20cannot%20be%20opened",
            ])
        #expect(refused.withLock { $0 } == ["https://evil.example/steal"])
    }

    @Test func routesChangeAtomicallyWhileManyTasksOpen() async throws {
        var builder = RouterBuilder<Screen>()
        for index in 0..<50 {
            try builder.route("/stable/\(index)/:id", RouteOptions(module: "stable")) { request in
                .value("stable \(request.parameters["id"] ?? "")")
            }
        }
        let router = try builder.build()
        let failures = Locked<[String]>([])
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 0..<200 {
                        let url = step % 2 == 0 ? "/stable/\(step % 50)/\(worker)" : "/lazy/\(step % 20)/\(worker)"
                        do {
                            let value = try await router.open(url, expecting: String.self)
                            let expected = step % 2 == 0 ? "stable \(worker)" : "lazy \(worker)"
                            if value != expected { failures.withLock { $0.append("\(url) gave \(value)") } }
                        } catch {
                            if step % 2 == 0 { failures.withLock { $0.append("\(url): \(error)") } }
                            guard let routing = error as? RoutingError, case .noRoute = routing.reason else {
                                failures.withLock { $0.append("\(url): \(error)") }
                                continue
                            }
                        }
                    }
                }
            }
            group.addTask {
                for round in 0..<40 {
                    do {
                        try router.update { builder in
                            if round % 2 == 0 {
                                for index in 0..<20 {
                                    try builder.route("/lazy/\(index)/:id", RouteOptions(module: "lazy")) { request in
                                        .value("lazy \(request.parameters["id"] ?? "")")
                                    }
                                }
                            } else {
                                builder.removeModule("lazy")
                            }
                        }
                    } catch {
                        failures.withLock { $0.append("update: \(error)") }
                    }
                    await Task.yield()
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(router.routes.count == 50)
        // A conflicting update is refused and leaves the routes as they were.
        #expect(throws: RouteTableError.self) {
            try router.update { builder in try builder.route("/stable/0/:other(/:a)(/:b)") { _ in .handled } }
        }
        #expect(router.routes.count == 50)
        #expect(try await router.open("/stable/3/x", expecting: String.self) == "stable x")
    }
}
