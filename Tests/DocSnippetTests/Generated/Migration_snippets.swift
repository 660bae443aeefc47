// Generated from Sources/Switchyard/Switchyard.docc/Migration.md by scripts/extract-snippets.sh: do not edit. Each ```swift block is compiled
// (never run) in a function below; DocSnippetTests fails when this file is not what the script makes.

import Foundation
import Switchyard

// snippet 8: skipped (URLNavigator's own API, the code being replaced)
// snippet 10: skipped (Crossroad's own API, the code being replaced)

extension SnippetStandIns {
    mutating func migration1() async throws {
        // snippet 1
        enum Screen: Hashable, Sendable { case user(Int), goods(Int), settings, picker, web(URL) }
        var builder = RouterBuilder<Screen>()

        // the values the snippet made, used
        keep(&builder)
    }

    mutating func migration2() async throws {
        // snippet 2
        var options = RouteTableOptions()
        options.matchOrder = .registration          // JLRoutes' order: priority, then registration
        var builder = RouterBuilder<Screen>(options: options)
        try builder.route("/user/view/<int:userID>") { request in
            .navigate(.push(.user(try request.parameters.value("userID", as: Int.self))))   // `.declined` = return NO
        }
        try builder.route("thing://foo(/:bar)", RouteOptions(priority: 5)) { _ in .handled }
        builder.namespace("thing", fallbackToGlobal: true)
        try await router.open(url, parameters: ["extra": "1"], values: values)   // typed values, not NSDictionary

        // the values the snippet made, used
        keep(&options)
        keep(&builder)
    }

    mutating func migration3() async throws {
        // snippet 3
        try builder.route("mgj://foo/bar/<int:id>") { request in .value(try await work(request)) }
        let receipt = try await router.open("mgj://foo/bar/7", values: values, expecting: Receipt.self)   // the completion is the return value
        let url = try RoutePattern("mgj://foo/bar/<int:id>").url(filling: ["id": .string("7")])           // type-checked
        try router.update { $0.removeRoutes { $0.pattern == "mgj://foo/bar/<int:id>" } }                 // atomic

        // the values the snippet made, used
        _ = receipt
        _ = url
    }

    mutating func migration4() async throws {
        // snippet 4
        try builder.route("/user/<int:userId>") { request in .navigate(.push(.user(try request.parameters.value("userId", as: Int.self)))) }
        try builder.route("/block") { _ in .value("ok") }
        let plan = router.canOpen("/user/1")      // which route, which parameters; builds nothing

        // the values the snippet made, used
        _ = plan
    }

    mutating func migration5() async throws {
        // snippet 5
        try builder.route("/users/<int:id>") { request in
            .navigate(.show(.user(try request.parameters.value("id", as: Int.self)), transition: .present(.formSheet)))
        }
        try await router.open("/users/4")
    }

    mutating func migration6() async throws {
        // snippet 6
        struct SignInHandler: RouteHandler {
            func shouldHandle(_ request: RouteRequest) async -> Bool { true }           // WLRRouteHandler lifecycle
            func handle(_ request: RouteRequest) async throws -> RouteResponse<Screen> {
                .navigate(.show(.settings, transition: .present(.automatic)))           // target / transition as data
            }
        }
        try builder.route("/signin/:phone([0-9]+)", handler: SignInHandler())          // regex, linear time
        builder.use(loginGate, forTag: "login")                                         // async middleware, exactly-once next
        let outcome = try await router.open(url, values: values)                        // targetCallBack = the returned value

        // the values the snippet made, used
        _ = outcome
    }

    mutating func migration7() async throws {
        // snippet 7
        try builder.module("A") { module in
            module.register(target: "A", action: "viewController", visibility: .internal) { _ in Screen.settings }
            module.register(target: "A", action: "show", visibility: .public) { call in "shown \(call.parameters["key"]?.first ?? "")" }
        }
        let calls = try builder.build()
        let screen = try await calls.perform(target: "A", action: "viewController", parameters: ["key": .string("value")], from: .inApp)
        let shown = try await calls.perform(url: "app://A/show?key=value", from: .otherApp(bundleID: nil))   // internal actions never run from outside
        print(screen.value, shown.value)                                                       // settings shown value

        // the values the snippet made, used
        _ = calls
        _ = screen
        _ = shown
    }

    mutating func migration8() async throws {
        // snippet 9
        try builder.route("myapp://user/<int:id>") { request in .navigate(.push(.user(try request.parameters.value("id", as: Int.self)))) }
        try builder.route("myapp://alert") { _ in .handled }
        var values = RouteValues(); values[FromScreen.self] = "home"                 // typed, not `context: Any?`
        try await router.open("myapp://user/10", values: values)

        // the values the snippet made, used
        keep(&values)
    }

    mutating func migration9() async throws {
        // snippet 11
        var sources = RouteTableOptions()
        sources.accept = ["pokedex", "https://my-awesome-pokedex.com"]     // Crossroad's link sources
        var pokedex = RouterBuilder<Screen>(options: sources)
        try pokedex.route("/pokemons/<int:pokedexID>") { request in       // typed: a non-number never reaches the handler
            .navigate(.push(.goods(try request.parameters.value("pokedexID", as: Int.self))))
        }

        // the values the snippet made, used
        keep(&sources)
        keep(&pokedex)
    }

    mutating func migration10() async throws {
        // snippet 12
        var blog = RouterBuilder<Screen>()
        try blog.route("wp://post/<int:id>") { request in .navigate(.push(.goods(try request.parameters.value("id", as: Int.self)))) }
        try blog.route("wp://post/:slug") { _ in .declined }     // after the typed route: its turn comes when that one declines
        if case .success(let plans) = try blog.build().matches("wp://post/7", from: .universalLink) {
            print(plans.map(\.route.pattern))                      // ["wp://post/<int:id>", "wp://post/:slug"]
        }

        // the values the snippet made, used
        keep(&blog)
    }
}
