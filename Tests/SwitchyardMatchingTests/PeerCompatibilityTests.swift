import Testing
@testable import SwitchyardMatching

/// Behaviours restated from JLRoutes', Crossroad's and URLNavigator's documentation and test suites
/// (issue 25): a table written for the peer builds and matches as the peer says, or differs on purpose
/// as Docs/Migration.md writes down.
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
        Case(routes: ["/(rest/)(app/):object/:id"], url: "tests://rest/app/users/1", expected: "/(rest/)(app/):object/:id id=1 object=users"),
        Case(routes: ["/(rest/)(app/):object/:id"], url: "tests://rest/users/1", expected: "/(rest/)(app/):object/:id id=1 object=users"),
        Case(routes: ["/(rest/)(app/):object/:id"], url: "tests://app/users/1", expected: "/(rest/)(app/):object/:id id=1 object=users"),
        Case(routes: ["/(rest/)(app/):object/:id"], url: "tests://users/1", expected: "/(rest/)(app/):object/:id id=1 object=users"),
        Case(routes: ["/(rest/):object/(app/):id"], url: "tests://rest/users/app/1", expected: "/(rest/):object/(app/):id id=1 object=users"),
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
        Case(routes: ["/:object/:action/:primaryKey"], url: "myapp://post/edit/123?debug=true",
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

    /// Crossroad's README table: a custom scheme and a universal link; a URL with no scheme (`static`,
    /// `foo/bar`) is from no accepted source.
    static let crossroad: [Case] = [
        Case(routes: ["/pokemons/:pokedexID"], url: "pokedex://pokemons/25", expected: "/pokemons/:pokedexID pokedexID=25"),
        Case(routes: ["/pokemons/:pokedexID"], url: "https://my-awesome-pokedex.com/pokemons/25", expected: "/pokemons/:pokedexID pokedexID=25"),
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
        #expect(failure.description == "a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')")
        #expect(try makeTable(["/static"]).match("static") != nil)   // a table that accepts every origin takes it
    }

    /// URLNavigator's README table (the typed placeholders; host-position placeholders are not supported).
    static let urlnavigator: [Case] = [
        Case(routes: ["myapp://user/<int:id>"], url: "myapp://user/123", expected: "myapp://user/<int:id> id=123"),
        Case(routes: ["myapp://user/<int:id>"], url: "myapp://user/hello", expected: "-"),
        Case(routes: ["myapp://post/<title>"], url: "myapp://post/hello-world", expected: "myapp://post/<title> title=hello-world"),
        Case(routes: ["myapp://search/<path:rest>"], url: "myapp://search/a/b", expected: "myapp://search/<path:rest> rest=a/b *=[\"a\", \"b\"]"),
    ]

    @Test(arguments: urlnavigator)
    func urlnavigatorBehaviour(_ c: Case) throws {
        #expect(render(try makeTable(c.routes).match(c.url)) == c.expected)
    }

    /// Crossroad's registration checks, as warnings at build (errors to lint), exact text.
    static let registration: [(routes: [(String, [LinkSource]?)], accept: [LinkSource]?, expected: [String])] = [
        ([("/a", nil)], ["https"],
         ["warning: link source \"https\" in the table's options is the well-known scheme 'https', not an app's own: accept a universal link as \"https://<host>\""]),
        ([("/a", nil)], ["mailto", "file://host"],
         ["warning: link source \"mailto\" in the table's options is the well-known scheme 'mailto', not an app's own: accept a universal link as \"https://<host>\"",
          "warning: link source \"file://host\" in the table's options is not an https URL: a universal-link source is \"https://<host>\""]),
        ([("mgj://goods/:id", nil)], ["shop"],
         ["warning: route \"mgj://goods/:id\" (mgj) can never match: its origin mgj is not among the table's link sources (shop)"]),
        ([("shop://goods/:id", ["https://m.shop.example"])], nil,
         ["warning: route \"shop://goods/:id\" (shop) can never match: its origin shop is not among the route's link sources (https://m.shop.example)"]),
        ([("/goods/:id", ["mall"])], ["shop"],
         ["warning: route \"/goods/:id\" (global) accepts link source \"mall\", which the table does not accept (shop)"]),
        ([("/a//b", nil)], nil,
         ["warning: route \"/a//b\" (global) has an empty segment ('//' at offset 2); URLs never have one, so it matches as if written with one '/'"]),
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
}
