import Testing
@testable import SwitchyardExplain
import SwitchyardMatching

/// Behaviours restated from JLRoutes', Crossroad's and URLNavigator's documentation and test suites
/// (issue 25): a table written for the peer builds and matches as the peer says, or differs on purpose
/// as Sources/Switchyard/Switchyard.docc/Migration.md writes down.
@Suite("Peer compatibility")
struct PeerCompatibilityTests {
    struct Case: Sendable, CustomStringConvertible {
        var routes: [String]
        var url: String
        var expected: String
        var description: String { "\(url) against \(routes)" }
    }

    /// JLRoutes: optional groups anywhere a segment may start, the unnamed variable `:`, `+` as a space
    /// in path variables, an empty fragment as zero fragment segments.
    static let jlroutes: [Case] = [
        Case(
            routes: ["/(rest/)(app/):object/:id"], url: "tests://rest/app/users/1", expected: "/(rest/)(app/):object/:id id=1 object=users"),
        Case(routes: ["/(rest/)(app/):object/:id"], url: "tests://rest/users/1", expected: "/(rest/)(app/):object/:id id=1 object=users"),
        Case(routes: ["/(rest/)(app/):object/:id"], url: "tests://app/users/1", expected: "/(rest/)(app/):object/:id id=1 object=users"),
        Case(routes: ["/(rest/)(app/):object/:id"], url: "tests://users/1", expected: "/(rest/)(app/):object/:id id=1 object=users"),
        Case(
            routes: ["/(rest/):object/(app/):id"], url: "tests://rest/users/app/1", expected: "/(rest/):object/(app/):id id=1 object=users"),
        Case(routes: ["/(rest/):object/(app/):id"], url: "tests://users/1", expected: "/(rest/):object/(app/):id id=1 object=users"),
        Case(routes: ["/the(/foo/:a)(/bar/:b)"], url: "tests://the/foo/x/bar/y", expected: "/the(/foo/:a)(/bar/:b) a=x b=y"),
        Case(routes: ["/the(/foo/:a)(/bar/:b)"], url: "tests://the/bar/y", expected: "/the(/foo/:a)(/bar/:b) b=y"),
        Case(routes: ["/:"], url: "tests://anything", expected: "/:"),
        Case(routes: ["/:/:"], url: "tests://a/b", expected: "/:/:"),
        Case(routes: ["/:/*"], url: "tests://a/b/c", expected: "/:/* *=[\"b\", \"c\"]"),
        Case(routes: ["/:"], url: "tests://a/b", expected: "-"),
        Case(routes: ["/path/:value"], url: "tests://path/with+plus", expected: "/path/:value value=with plus"),
        Case(routes: ["/path/:value"], url: "tests://path/with%2Bplus", expected: "/path/:value value=with+plus"),
        Case(routes: ["/xyz/wildcard#/*"], url: "tests://xyz/wildcard#", expected: "/xyz/wildcard#/*"),
        Case(routes: ["/xyz/wildcard#/*"], url: "tests://xyz/wildcard#/a/b", expected: "/xyz/wildcard#/* *=[\"a\", \"b\"]"),
        Case(routes: ["/xyz/wildcard#/*"], url: "tests://xyz/wildcard", expected: "-"),
        // From JLRoutes' README.
        Case(routes: ["/user/view/:userID"], url: "myapp://user/view/joeldev", expected: "/user/view/:userID userID=joeldev"),
        Case(
            routes: ["/:object/:action/:primaryKey"], url: "myapp://post/edit/123?debug=true",
            expected: "/:object/:action/:primaryKey action=edit debug=true object=post primaryKey=123"),
        Case(routes: ["/wildcard/*"], url: "myapp://wildcard/joker/batman", expected: "/wildcard/* *=[\"joker\", \"batman\"]"),
    ]

    @Test(arguments: jlroutes)
    func jlroutesBehaviour(_ c: Case) throws {
        #expect(render(try makeTable(c.routes).match(c.url)) == c.expected)
    }

    @Test func anUnnamedVariableGivesNoParameter() throws {
        let pattern = try RoutePattern("/:/:id")
        #expect(pattern.parameterNames == ["id"])
        let match = try #require(try makeTable(["/:/:id"]).match("app://x/7"))
        #expect(match.parameters.pathParameters == ["id": "7"])
        #expect(match.parameters[""] == nil)
    }

    @Test func plusStaysAPlusWithoutDecodePlus() throws {
        var options = RouteTableOptions()
        options.intake.decodePlus = false
        #expect(render(try makeTable(["/path/:value"], options: options).match("tests://path/with+plus")) == "/path/:value value=with+plus")
    }

    /// JLRoutes' namespaces test: `/test` in the global routes and in the schemes `namespaceTest1` and
    /// `namespaceTest2`. A match reports the namespace as registered; the URL's scheme compares
    /// case-insensitively; a scheme without routes uses the global routes.
    static let namespaces: [(url: String, namespace: String?, pattern: String)] = [
        ("/test", nil, "/test"),
        ("namespaceTest1://test", "namespaceTest1", "namespaceTest1://test"),
        ("namespaceTest2://test", "namespaceTest2", "/test"),
        ("namespacetest1://test", "namespaceTest1", "namespaceTest1://test"),
        ("NAMESPACETEST2://test", "namespaceTest2", "/test"),
        ("unknownScheme://test", nil, "/test"),
    ]

    static func namespaceTable(removing removed: String? = nil) throws -> RouteTable<String> {
        var builder = RouteTableBuilder<String>()
        try builder.add("/test", value: "/test")
        try builder.add("namespaceTest1://test", value: "namespaceTest1://test")
        try builder.add("/test", scheme: "namespaceTest2", value: "/test")
        if let removed { builder.removeRoutes { $0.scheme == removed } }
        return try builder.build()
    }

    @Test(arguments: namespaces.indices)
    func namespacesKeepTheirSpelling(_ index: Int) throws {
        let c = Self.namespaces[index]
        let match = try #require(try Self.namespaceTable().match(c.url))
        #expect(match.namespace == c.namespace)
        #expect(match.route.scheme == c.namespace)
        #expect(match.route.namespaceName == c.namespace ?? "global")
        #expect(match.route.pattern.text == c.pattern)
    }

    /// As JLRoutes after `unregisterRouteScheme:`: a namespace whose routes are removed is one without
    /// routes, so its URLs use the global routes (also when the namespace was set to not fall back).
    @Test func removingANamespacesRoutesFallsBackToTheGlobalRoutes() throws {
        let before = try #require(try Self.namespaceTable().match("namespaceTest1://test"))
        #expect(before.namespace == "namespaceTest1")
        let table = try Self.namespaceTable(removing: "namespaceTest1")
        let after = try #require(table.match("namespaceTest1://test"))
        #expect(after.namespace == nil)
        #expect(after.route.value == "/test")
        #expect(table.candidates(for: "namespaceTest1://test").map(\.route.namespaceName) == ["global"])
        #expect(try #require(table.match("namespaceTest2://test")).namespace == "namespaceTest2")
        var strict = RouteTableBuilder(table)
        strict.namespace("NamespaceTest1", fallbackToGlobal: false)
        #expect(try strict.build().match("namespaceTest1://test")?.namespace == nil)
    }

    @Test func messagesNameTheNamespaceAsRegistered() throws {
        let table = try Self.namespaceTable()
        guard case .failure(let failure) = table.lookup("NAMESPACETEST1://nothing") else { Issue.record("matched"); return }
        #expect(failure.description == "no route matches /nothing in namespace namespaceTest1")
        #expect(
            table.explain("NamespaceTest1://test") == """
                url: NamespaceTest1://test
                intake:
                  scheme: namespacetest1
                  host: test, matched as the first path segment (no dot, not localhost)
                  path segments: ["test"]
                namespace namespaceTest1 (1 route):
                  ✓ #1 "namespaceTest1://test"
                result: "namespaceTest1://test" (namespaceTest1) → namespaceTest1://test
                  parameters: (none)
                """)
    }

    /// Routes that spell one namespace differently share it; each reports its own spelling, and messages
    /// about the namespace use the first route's.
    @Test func oneNamespaceSpelledTwoWays() throws {
        let table = try makeTable(["Shop://a", "shop://b", "SHOP://c"])
        #expect(table.match("shop://a")?.namespace == "Shop")
        #expect(table.match("SHOP://b")?.namespace == "shop")
        #expect(table.match("shop://c")?.namespace == "SHOP")
        guard case .failure(let failure) = table.lookup("shop://d") else { Issue.record("matched"); return }
        #expect(failure.description == "no route matches /d in namespace Shop")
        #expect(throws: PatternError.self) {
            var other = RouteTableBuilder<Int>()
            try other.add("Shop://a", scheme: "mall", value: 0)
        }
        var builder = RouteTableBuilder<Int>()
        #expect(try builder.add("Shop://a", scheme: "SHOP", value: 0) == 0)
        #expect(try builder.build().match("shop://a")?.namespace == "Shop")
    }

    /// Crossroad's README table: a custom scheme and a universal link; a URL with no scheme (`static`,
    /// `foo/bar`) is from no accepted source.
    static let crossroad: [Case] = [
        Case(routes: ["/pokemons/:pokedexID"], url: "pokedex://pokemons/25", expected: "/pokemons/:pokedexID pokedexID=25"),
        Case(
            routes: ["/pokemons/:pokedexID"], url: "https://my-awesome-pokedex.com/pokemons/25",
            expected: "/pokemons/:pokedexID pokedexID=25"),
        Case(routes: ["/search/:keyword"], url: "pokedex://search/Pikachu", expected: "/search/:keyword keyword=Pikachu"),
        Case(routes: ["/pokemons"], url: "pokedex://pokemons?type=fire", expected: "/pokemons type=fire"),
        Case(routes: ["/pokemons/:pokedexID"], url: "http://my-awesome-pokedex.com/pokemons/25", expected: "-"),
        Case(routes: ["/static"], url: "static", expected: "-"),
        Case(routes: ["/foo/bar"], url: "foo/bar", expected: "-"),
        Case(routes: ["/foo/bar"], url: "/foo/bar", expected: "/foo/bar"),
    ]

    static var pokedex: RouteTableOptions {
        var options = RouteTableOptions()
        options.accept = ["pokedex", "https://my-awesome-pokedex.com"]
        return options
    }

    @Test(arguments: crossroad)
    func crossroadBehaviour(_ c: Case) throws {
        #expect(render(try makeTable(c.routes, options: Self.pokedex).match(c.url)) == c.expected)
    }

    @Test func aURLWithoutASchemeSaysWhyItIsNotAccepted() throws {
        let table = try makeTable(["/static"], options: Self.pokedex)
        guard case .failure(let failure) = table.lookup("static") else { Issue.record("static matched"); return }
        #expect(
            failure.description == "a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')")
        #expect(try makeTable(["/static"]).match("static") != nil)  // a table that accepts every origin takes it
    }

    /// URLNavigator's README table and its matcher's documented cases: typed placeholders, and
    /// placeholders in the host position, which take the URL's host as their first segment, also a host
    /// with a dot (`http://<path:_>` is how its README opens every web URL in a web view).
    static let urlnavigator: [Case] = [
        Case(routes: ["myapp://user/<int:id>"], url: "myapp://user/123", expected: "myapp://user/<int:id> id=123"),
        Case(routes: ["myapp://user/<int:id>"], url: "myapp://user/hello", expected: "-"),
        Case(routes: ["myapp://post/<title>"], url: "myapp://post/hello-world", expected: "myapp://post/<title> title=hello-world"),
        Case(
            routes: ["myapp://search/<path:rest>"], url: "myapp://search/a/b",
            expected: "myapp://search/<path:rest> rest=a/b *=[\"a\", \"b\"]"),
        Case(
            routes: ["https://<path:url>"], url: "https://google.com/search?q=test",
            expected: "https://<path:url> q=test url=google.com/search *=[\"google.com\", \"search\"]"),
        Case(routes: ["https://<path:url>"], url: "https://google.com", expected: "https://<path:url> url=google.com *=[\"google.com\"]"),
        Case(
            routes: ["https://<path:url>"], url: "https://Google.COM/A%20b",
            expected: "https://<path:url> url=Google.COM/A b *=[\"Google.COM\", \"A b\"]"),
        Case(
            routes: ["https://<path:url>"], url: "https://localhost:8080/a",
            expected: "https://<path:url> url=localhost/a *=[\"localhost\", \"a\"]"),
        Case(routes: ["https://<path:url>"], url: "https:///a", expected: "https://<path:url> url=a *=[\"a\"]"),
        Case(routes: ["https://<path:url>"], url: "http://google.com/search", expected: "-"),
        Case(
            routes: ["http://<path:_>"], url: "http://example.com/a/b",
            expected: "http://<path:_> _=example.com/a/b *=[\"example.com\", \"a\", \"b\"]"),
        Case(routes: ["myapp://<id>/detail"], url: "myapp://a.b/detail", expected: "myapp://<id>/detail id=a.b"),
        Case(routes: ["myapp://<id>/detail"], url: "myapp://item/detail", expected: "myapp://<id>/detail id=item"),
        Case(routes: ["myapp://<id>/detail"], url: "myapp:item/detail", expected: "myapp://<id>/detail id=item"),
        Case(routes: ["myapp://<id>/detail"], url: "myapp://a.b/other", expected: "-"),
        Case(routes: ["myapp://<id>/detail"], url: "myapp://a.b", expected: "-"),
        Case(routes: ["myapp://<int:id>/detail"], url: "myapp://12/detail", expected: "myapp://<int:id>/detail id=12"),
        Case(routes: ["myapp://<int:id>/detail"], url: "myapp://1.5/detail", expected: "-"),
        Case(routes: ["myapp://:id/detail"], url: "myapp://a.b/detail", expected: "myapp://:id/detail id=a.b"),
        Case(routes: ["myapp://<id>(/detail)"], url: "myapp://a.b", expected: "myapp://<id>(/detail) id=a.b"),
        Case(routes: ["https://<sub>.example.com/x"], url: "https://a.example.com/x", expected: "https://<sub>.example.com/x sub=a"),
        Case(routes: ["https://<sub>.example.com/x"], url: "https://a.example.org/x", expected: "-"),
        // A host that is a dot segment is never taken (no capture is ever `.` or `..`).
        Case(routes: ["myapp://<id>/detail"], url: "myapp://../detail", expected: "-"),
        Case(routes: ["myapp://<id>/detail"], url: "myapp://%2e%2E/detail", expected: "-"),
        // A host constraint comes first; a route that does not take the host sees the path alone, and a
        // literal ranks before a placeholder.
        Case(
            routes: ["https://<path:url>", "https://m.shop.example/goods/:id"], url: "https://m.shop.example/goods/7",
            expected: "https://m.shop.example/goods/:id id=7"),
        Case(routes: ["https://<path:url>", "https://search"], url: "https://google.com/search", expected: "https://search"),
        Case(
            routes: ["https://<path:url>", "https://search"], url: "https://google.com/a",
            expected: "https://<path:url> url=google.com/a *=[\"google.com\", \"a\"]"),
        Case(routes: ["myapp://<id>/detail", "myapp://:x/:y"], url: "myapp://a.b/detail", expected: "myapp://<id>/detail id=a.b"),
        Case(routes: ["myapp://<id>/detail", "myapp://:x/:y"], url: "myapp://a.b/c", expected: "myapp://:x/:y x=a.b y=c"),
        Case(routes: ["myapp://<id>/detail", "myapp://:x/:y"], url: "myapp://c/d", expected: "myapp://:x/:y x=c y=d"),
    ]

    @Test(arguments: urlnavigator)
    func urlnavigatorBehaviour(_ c: Case) throws {
        #expect(render(try makeTable(c.routes).match(c.url)) == c.expected)
    }

    /// How a host-position placeholder meets `hostAsPath` and link sources: it takes the host in every mode
    /// (with `always` the host is a path segment anyway; with `never` the placeholder is not a host
    /// constraint, which must be literal); link sources still check the URL's origin first.
    @Test(arguments: [HostAsPath.auto, .always, .never])
    func aHostPlaceholderTakesTheHostInEveryMode(_ mode: HostAsPath) throws {
        var options = RouteTableOptions()
        options.intake.hostAsPath = mode
        let table = try makeTable(["myapp://<id>/detail", "https://<path:url>"], options: options)
        #expect(render(table.match("myapp://a.b/detail")) == "myapp://<id>/detail id=a.b")
        #expect(render(table.match("myapp://item/detail")) == "myapp://<id>/detail id=item")
        #expect(
            render(table.match("https://google.com/search")) == "https://<path:url> url=google.com/search *=[\"google.com\", \"search\"]")
        #expect(try RoutePattern("myapp://<id>/detail", hostAsPath: mode).takesHost)
        #expect(try !RoutePattern("myapp://item/:id", hostAsPath: mode).takesHost)
    }

    @Test func aHostPlaceholderAnswersToLinkSources() throws {
        var options = RouteTableOptions()
        options.accept = ["https://m.shop.example"]
        let table = try makeTable(["https://<path:url>"], options: options) { builder in
            try builder.add("https://<host>/only/:x", accept: ["https://a.example"], value: "narrowed")
        }
        #expect(render(table.match("https://m.shop.example/a")) == "https://<path:url> url=m.shop.example/a *=[\"m.shop.example\", \"a\"]")
        #expect(table.match("https://evil.example/a") == nil)
        guard case .failure(let failure) = table.lookup("https://evil.example/a") else { Issue.record("matched"); return }
        #expect(failure.description == "origin https://evil.example is not accepted")
        // The route's own source (a.example) is not the table's: it never matches, and says so at build.
        #expect(table.match("https://m.shop.example/only/1")?.route.value == "https://<path:url>")
        #expect(
            table.warnings.map(\.description) == [
                "warning: route \"https://<host>/only/:x\" (https) accepts link source \"https://a.example\", which the table does not accept (https://m.shop.example)"
            ])
    }

    /// Every match lists both kinds of route, best first, with the wildcard each took.
    @Test func candidatesOfAURLWithAHostTheRouteTakes() throws {
        let table = try makeTable(["https://<path:url>", "https://search", "https://search/*", "https://*"])
        let found = table.candidates(for: "https://google.com/search").map { "\($0.route.value) \($0.wildcard)" }
        #expect(
            found == [
                "https://search []", "https://search/* []",
                "https://<path:url> [\"google.com\", \"search\"]", "https://* [\"google.com\", \"search\"]",
            ])
    }

    /// A route that takes the host is shadowed only by another such route.
    @Test func shadowingAmongRoutesThatTakeTheHost() throws {
        let table = try makeTable(["myapp://<a>/*", "myapp://<b>/detail", "myapp://c/detail"])
        #expect(table.warnings.map(\.description) == [])
        #expect(render(table.match("myapp://c/detail")) == "myapp://c/detail")
        #expect(render(table.match("myapp://c.d/detail")) == "myapp://<b>/detail b=c.d")
        var options = RouteTableOptions()
        options.matchOrder = .registration
        let shadowed = try makeTable(["myapp://<a>/:b", "myapp://<c>/detail"], options: options)
        #expect(
            shadowed.warnings.map(\.description) == [
                "warning: route \"myapp://<c>/detail\" (myapp) can never match: route \"myapp://<a>/:b\" (myapp) matches every URL it matches and was registered earlier (registration order); it is reached only when that handler declines"
            ])
    }

    /// Crossroad's registration checks, as warnings at build (errors to lint), exact text.
    static let registration: [(routes: [(String, [LinkSource]?)], accept: [LinkSource]?, expected: [String])] = [
        (
            [("/a", nil)], ["https"],
            [
                "warning: link source \"https\" in the table's options is the well-known scheme 'https', not an app's own: accept a universal link as \"https://<host>\""
            ]
        ),
        (
            [("/a", nil)], ["mailto", "file://host"],
            [
                "warning: link source \"mailto\" in the table's options is the well-known scheme 'mailto', not an app's own: accept a universal link as \"https://<host>\"",
                "warning: link source \"file://host\" in the table's options is not an https URL: a universal-link source is \"https://<host>\"",
            ]
        ),
        (
            [("mgj://goods/:id", nil)], ["shop"],
            ["warning: route \"mgj://goods/:id\" (mgj) can never match: its origin mgj is not among the table's link sources (shop)"]
        ),
        (
            [("shop://goods/:id", ["https://m.shop.example"])], nil,
            [
                "warning: route \"shop://goods/:id\" (shop) can never match: its origin shop is not among the route's link sources (https://m.shop.example)"
            ]
        ),
        (
            [("/goods/:id", ["mall"])], ["shop"],
            ["warning: route \"/goods/:id\" (global) accepts link source \"mall\", which the table does not accept (shop)"]
        ),
        (
            [("/a//b", nil)], nil,
            [
                "warning: route \"/a//b\" (global) has an empty segment ('//' at offset 2); URLs never have one, so it matches as if written with one '/'"
            ]
        ),
        ([("shop://goods/:id([a/]+)", nil), ("https://m.shop.example/x", nil)], ["shop", "https://m.shop.example"], []),
    ]

    @Test(arguments: registration.indices)
    func registrationChecks(_ index: Int) throws {
        let c = Self.registration[index]
        var options = RouteTableOptions()
        options.accept = c.accept
        var builder = RouteTableBuilder<Int>(options: options)
        for (k, route) in c.routes.enumerated() { try builder.add(route.0, accept: route.1, value: k) }
        let table = try builder.build()
        #expect(table.warnings.map(\.description) == c.expected)
        #expect(table.warnings.allSatisfy { $0.code == .registration && $0.lintSeverity == .error })
    }

    /// An `http://host` link source: apps route the http links of their own web views through the router, so
    /// it is a warning with its reason, to lint too (an `http` source without a host is still an error to lint).
    @Test func anHTTPSourceWithAHostIsAWarningToLintToo() throws {
        var options = RouteTableOptions()
        options.accept = ["shop", "http://www.shop.example", "http"]
        var builder = RouteTableBuilder<Int>(options: options)
        try builder.add("/a", value: 0)
        let warnings = try builder.build().warnings
        #expect(
            warnings.map(\.linted.description) == [
                "warning: link source \"http://www.shop.example\" in the table's options is not https: universal links are https only, so http links come only from the app's own web views and code (https://<host> accepts universal links)",
                "error: link source \"http\" in the table's options is the well-known scheme 'http', not an app's own: accept a universal link as \"https://<host>\"",
            ])
        #expect(warnings.map(\.code) == [.registration, .registration])
    }
}
