import Testing
@testable import SwitchyardExplain
import SwitchyardMatching

/// Routes that set conditions on query items, lowercase their captures or let the query win: what matches,
/// what the parameters are, and how such routes rank.
@Suite("Query conditions and parameter options")
struct QueryConditionTests {
    /// A route as a test writes it: the pattern, its conditions and options, and the value it returns.
    struct R: Sendable, CustomStringConvertible {
        var pattern: String
        var query: [String: QueryCondition] = [:]
        var lowercase = false
        var queryWins = false
        var priority = 0
        var value: String?

        var description: String { value ?? pattern }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var routes: [R]
        var url: String
        var expected: String
        var order: MatchOrder = .specificity
        var testDescription: String { "\(url) against \(routes)" }
    }

    static func table(_ routes: [R], order: MatchOrder = .specificity) throws -> RouteTable<String> {
        var builder = RouteTableBuilder<String>(options: RouteTableOptions(matchOrder: order))
        for route in routes {
            try builder.add(
                route.pattern, priority: route.priority, query: route.query, lowercaseCaptures: route.lowercase,
                queryOverridesPath: route.queryWins, value: route.description)
        }
        return try builder.build()
    }

    static let cases: [Case] = [
        // present, absent, exact value, value pattern
        Case(routes: [R(pattern: "/p", query: ["a": .present])], url: "app://p?a=1", expected: "/p a=1"),
        Case(routes: [R(pattern: "/p", query: ["a": .present])], url: "app://p?a", expected: "/p a="),
        Case(routes: [R(pattern: "/p", query: ["a": .present])], url: "app://p?b=1", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["a": .present])], url: "app://p", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["token": .absent])], url: "app://p?x=1", expected: "/p x=1"),
        Case(routes: [R(pattern: "/p", query: ["token": .absent])], url: "app://p?token=", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["token": .absent])], url: "app://p?token", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["token": .absent])], url: "app://p#token=1", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["tab": "reviews"])], url: "app://p?tab=reviews", expected: "/p tab=reviews"),
        Case(routes: [R(pattern: "/p", query: ["tab": "reviews"])], url: "app://p?tab=Reviews", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["tab": "reviews"])], url: "app://p?tab=photos", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["s": .equals("a:b/c")])], url: "app://p?s=a%3Ab%2Fc", expected: "/p s=a:b/c"),
        Case(routes: [R(pattern: "/p", query: ["s": .equals("a:b/c")])], url: "app://p?s=a:b/c/", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["s": "a\\:b"])], url: "app://p?s=a:b", expected: "/p s=a:b"),
        Case(routes: [R(pattern: "/p", query: ["q": .equals("a b")])], url: "app://p?q=a+b", expected: "/p q=a b"),
        Case(routes: [R(pattern: "/p", query: ["q": .equals("")])], url: "app://p?q", expected: "/p q="),
        Case(routes: [R(pattern: "/p", query: ["a": .present])], url: "app://p?%61=1", expected: "/p a=1"),
        // typed, regex and in-segment placeholders capture parameters
        Case(routes: [R(pattern: "/p", query: ["id": "<int:id>"])], url: "app://p?id=7", expected: "/p id=7"),
        Case(routes: [R(pattern: "/p", query: ["id": "<int:id>"])], url: "app://p?id=x", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["id": "<int:n>"])], url: "app://p?id=7", expected: "/p id=7 n=7"),
        Case(routes: [R(pattern: "/p", query: ["c": ":code([A-Z]{2})"])], url: "app://p?c=FR", expected: "/p c=FR code=FR"),
        Case(routes: [R(pattern: "/p", query: ["c": ":code([A-Z]{2})"])], url: "app://p?c=FRA", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["u": "user-<int:uid>"])], url: "app://p?u=user-42", expected: "/p u=user-42 uid=42"),
        Case(routes: [R(pattern: "/p", query: ["u": ":any"])], url: "app://p?u=", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["u": ":any"])], url: "app://p?u=a/b", expected: "-"),
        // a value read as a path: pieces between '/', empty ones ignored, dot pieces never matched
        Case(
            routes: [R(pattern: "firefox://deep-link", query: ["url": "<path:target>"])],
            url: "firefox://deep-link?url=/settings/clear-private-data",
            expected: "firefox://deep-link target=settings/clear-private-data url=/settings/clear-private-data"),
        Case(
            routes: [R(pattern: "firefox://deep-link", query: ["url": "/settings/:page"])],
            url: "firefox://deep-link?url=%2Fsettings%2Fgeneral%2F", expected: "firefox://deep-link page=general url=/settings/general/"),
        Case(
            routes: [R(pattern: "firefox://deep-link", query: ["url": "/settings/:page"])],
            url: "firefox://deep-link?url=/settings", expected: "-"),
        Case(
            routes: [R(pattern: "firefox://deep-link", query: ["url": "<path:target>"])], url: "firefox://deep-link?url=/a/../admin",
            expected: "-"),
        Case(routes: [R(pattern: "firefox://deep-link", query: ["url": "<path:target>"])], url: "firefox://deep-link?url=/", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["url": "/x/*rest"])], url: "app://p?url=/x", expected: "/p rest= url=/x"),
        // the item a request reads: the first of a repeated name, the fragment query's over the query's
        Case(routes: [R(pattern: "/p", query: ["tab": "a"])], url: "app://p?tab=a&tab=b", expected: "/p tab=[a, b]"),
        Case(routes: [R(pattern: "/p", query: ["tab": "b"])], url: "app://p?tab=a&tab=b", expected: "-"),
        Case(routes: [R(pattern: "/p", query: ["tab": "b"])], url: "app://p?tab=a#tab=b", expected: "/p tab=b"),
        // several conditions all hold
        Case(routes: [R(pattern: "/p", query: ["a": .present, "b": .absent])], url: "app://p?a=1", expected: "/p a=1"),
        Case(routes: [R(pattern: "/p", query: ["a": .present, "b": .absent])], url: "app://p?a=1&b=2", expected: "-"),
        // ranking: conditions that hold come before an equally specific route; the path decides first
        Case(
            routes: [R(pattern: "/projects/:id"), R(pattern: "/projects/:id", query: ["token": .absent], value: "no token")],
            url: "app://projects/7", expected: "no token id=7"),
        Case(
            routes: [R(pattern: "/projects/:id"), R(pattern: "/projects/:id", query: ["token": .absent], value: "no token")],
            url: "app://projects/7?token=t", expected: "/projects/:id id=7 token=t"),
        Case(
            routes: [R(pattern: "/p/:x", query: ["a": .present]), R(pattern: "/p/b")], url: "app://p/b?a=1", expected: "/p/b a=1"),
        Case(
            routes: [R(pattern: "/p", query: ["a": .present], value: "one"), R(pattern: "/p", query: ["a": .present, "b": .present])],
            url: "app://p?a=1&b=2", expected: "/p a=1 b=2"),
        Case(
            routes: [R(pattern: "/p"), R(pattern: "/p", query: ["a": .present], value: "a")], url: "app://p?a=1",
            expected: "/p a=1", order: .registration),
        Case(
            routes: [R(pattern: "/p", query: ["a": .present], value: "a"), R(pattern: "/p", priority: 1)], url: "app://p?a=1",
            expected: "/p a=1"),
        // captured values lowercased where the route asks
        Case(
            routes: [R(pattern: "/u/:name((?i)[a-z]+)/*rest", lowercase: true)], url: "app://u/Ann/X/Y?Q=Z",
            expected: "/u/:name((?i)[a-z]+)/*rest Q=Z name=ann rest=x/y *=[\"x\", \"y\"]"),
        Case(
            routes: [R(pattern: "/u", query: ["n": ":name"], lowercase: true)], url: "app://u?n=Ann", expected: "/u n=Ann name=ann"),
        Case(routes: [R(pattern: "/u/:name")], url: "app://u/Ann", expected: "/u/:name name=Ann"),
        // the query over the path's captures where the route asks
        Case(routes: [R(pattern: "/goods/:id")], url: "app://goods/7?id=9", expected: "/goods/:id id=7"),
        Case(routes: [R(pattern: "/goods/:id", queryWins: true)], url: "app://goods/7?id=9", expected: "/goods/:id id=9"),
        Case(routes: [R(pattern: "/goods/:id", queryWins: true)], url: "app://goods/7?id=9#id=8", expected: "/goods/:id id=8"),
        Case(routes: [R(pattern: "/goods/:id", queryWins: true)], url: "app://goods/7", expected: "/goods/:id id=7"),
    ]

    @Test(arguments: cases)
    func matches(_ c: Case) throws {
        let table = try Self.table(c.routes, order: c.order)
        #expect(render(table.match(c.url)) == c.expected)
        // The string path, the URL path and the reference matcher agree.
        let url = try table.scan(c.url)
        #expect(render(table.match(url)) == c.expected)
        let reference = ReferenceMatcher(table: table)
        let hit = reference.namespaces(url).lazy.compactMap { reference.run(url, namespace: $0).hits.first }.first
        #expect(hit?.route.value == table.match(url)?.route.value)
    }

    @Test func parameterReadsFollowThePrecedence() throws {
        let table = try Self.table([R(pattern: "/goods/:id", query: ["ref": ":source"], queryWins: true)])
        let match = try #require(table.match("app://goods/7?id=9&id=10&ref=ad"))
        #expect(match.parameters["id"] == "9")
        #expect(match.parameters.values("id") == ["9", "10"])
        #expect(match.parameters["source"] == "ad")
        #expect(match.parameters.pathParameters == ["id": "7"])
        #expect(match.parameters.queryCaptures == ["source": "ad"])
        var withCaller = match.parameters
        withCaller.callerValues = ["id": "1"]
        #expect(withCaller["id"] == "1")
        let plain = try #require(try Self.table([R(pattern: "/goods/:id", query: ["ref": ":source"])]).match("app://goods/7?id=9&ref=ad"))
        #expect(plain.parameters["id"] == "7")
        #expect(plain.parameters.values("id") == ["7"])
        #expect(plain.parameters["source"] == "ad")
    }

    @Test func routesReportWhatTheyWereRegisteredWith() throws {
        let table = try Self.table([
            R(pattern: "/p", query: ["url": "<path:target>", "token": .absent], lowercase: true), R(pattern: "/q"),
        ])
        #expect(table.routes[0].query == ["url": .matches("<path:target>"), "token": .absent])
        #expect(table.routes[0].lowercaseCaptures)
        #expect(!table.routes[0].queryOverridesPath)
        #expect(table.routes[1].query.isEmpty)
        // A builder made from the table keeps them.
        var builder = RouteTableBuilder(table)
        try builder.add("/r", value: "r")
        let rebuilt = try builder.build()
        #expect(rebuilt.routes[0].query == table.routes[0].query)
        #expect(rebuilt.match("app://p?url=/a/b")?.parameters["target"] == "a/b")
        #expect(rebuilt.match("app://p?url=/a/b&token=1") == nil)
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var query: [String: QueryCondition]
        var pattern = "/p/:id"
        var expected: String
        var testDescription: String { "\(query)" }
    }

    static let refusals: [Refusal] = [
        Refusal(query: ["v": "<int:x"], expected: "query item \"v\": unterminated placeholder: expected '>'\n  <int:x\n  ^"),
        Refusal(
            query: ["v": "<nope:x>"],
            expected: "query item \"v\": unknown parameter type 'nope'; known types: float, int, path, string, uuid\n  <nope:x>\n   ^"),
        Refusal(query: ["v": "a?b"], expected: "query item \"v\": '?' in a query condition's value must be escaped as '\\?'\n  a?b\n   ^"),
        Refusal(
            query: ["v": "a/(b)"], expected: "query item \"v\": a query condition's value cannot have an optional group\n  a/(b)\n    ^"),
        Refusal(query: ["v": "a#/b"], expected: "query item \"v\": a query condition's value cannot have '#'\n  a#/b\n   ^"),
        Refusal(query: ["v": "x-:id"], expected: "query item \"v\": the parameter 'id' is captured by the pattern\n  x-:id\n     ^"),
        Refusal(
            query: ["v": ":a", "w": ":a"], pattern: "/p", expected: "query item \"w\": the parameter 'a' is captured twice\n  :a\n   ^"),
        Refusal(query: ["": .present], expected: "query item \"\": a query condition needs an item name\n  \n  ^"),
    ]

    @Test(arguments: refusals)
    func badConditionsAreLocatedErrors(_ refusal: Refusal) throws {
        var builder = RouteTableBuilder<String>()
        #expect(throws: PatternError.self) { try builder.add(refusal.pattern, query: refusal.query, value: "x") }
        do {
            try builder.add(refusal.pattern, query: refusal.query, value: "x")
        } catch {
            #expect(error.description == refusal.expected)
            #expect(error.queryKey != nil)
        }
        // The builder is left as it was.
        #expect(builder.registeredRoutes.isEmpty)
    }
}

extension QueryConditionTests {
    /// `explain` lists a route's conditions and, for a route whose path matched, the condition that failed.
    @Test func explainSaysWhichConditionFailed() throws {
        let table = try Self.table([
            R(pattern: "firefox://deep-link", query: ["url": "/settings/<path:page>"], value: "settings"),
            R(pattern: "firefox://deep-link", query: ["url": .present, "private": .absent], value: "open"),
            R(pattern: "firefox://deep-link", query: ["tab": .equals("new")], value: "tab"),
        ])
        #expect(
            table.explain("firefox://deep-link?url=/open/x&private=1") == """
                url: firefox://deep-link?url=/open/x&private=1
                intake:
                  scheme: firefox
                  host: deep-link, matched as the first path segment (no dot, not localhost)
                  path segments: ["deep-link"]
                  query: url=/open/x, private=1
                namespace firefox (3 routes):
                  ✗ "firefox://deep-link" if url=/settings/<path:page>: query item "url" "/open/x" does not match /settings/<path:page>
                  ✗ "firefox://deep-link" if private absent, url present: query item "private" is present; the route needs it absent
                  ✗ "firefox://deep-link" if tab=new: query item "tab" is absent; the route needs it to be "new"
                result: no route matches /deep-link in namespace firefox
                """)
        // The route with more conditions ranks first.
        #expect(
            table.explain("firefox://deep-link?url=/settings/general").hasSuffix(
                """
                  ✓ #1 "firefox://deep-link" if private absent, url present
                  ✓ #2 "firefox://deep-link" if url=/settings/<path:page>: page=general
                  ✗ "firefox://deep-link" if tab=new: query item "tab" is absent; the route needs it to be "new"
                result: "firefox://deep-link" (firefox) if private absent, url present → open
                  parameters: url=/settings/general
                """))
    }
}
