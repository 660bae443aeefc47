import Testing
import SwitchyardMatching

@Suite("Matching")
struct MatchingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var routes: [String]
        var url: String
        var expected: String
        var testDescription: String { "\(url) against \(routes)" }
    }

    static let cases: [Case] = [
        // literals and captures
        Case(routes: ["/user/profile"], url: "app://user/profile", expected: "/user/profile"),
        Case(routes: ["/user/profile"], url: "app://user/Profile", expected: "-"),
        Case(routes: ["/user/:id"], url: "app://user/42", expected: "/user/:id id=42"),
        Case(routes: ["/user/:id"], url: "app://user", expected: "-"),
        Case(routes: ["/user/:id"], url: "app://user/42/more", expected: "-"),
        Case(routes: ["/user/:id", "/user/me"], url: "app://user/me", expected: "/user/me"),
        Case(routes: ["/user/:id", "/user/me"], url: "app://user/you", expected: "/user/:id id=you"),
        // literal text: backslash escapes, percent escapes, non-ASCII (an ASCII pattern's literal is read
        // from its bytes, any other from its scalars; both must give the same bytes)
        Case(routes: ["/x/a\\:b/:id"], url: "app://x/a:b/7", expected: "/x/a\\:b/:id id=7"),
        Case(routes: ["/x/a\\:b/:id"], url: "app://x/ab/7", expected: "-"),
        Case(routes: ["/x\\(y/:id"], url: "app://x(y/7", expected: "/x\\(y/:id id=7"),
        Case(routes: ["/a%2Fb/:id"], url: "app://a%2Fb/7", expected: "/a%2Fb/:id id=7"),
        Case(routes: ["/a%2Fb/:id"], url: "app://a/b/7", expected: "-"),
        Case(routes: ["/%61b/:id"], url: "app://ab/7", expected: "/%61b/:id id=7"),
        Case(routes: ["/caf%C3%A9/:id"], url: "app://café/7", expected: "/caf%C3%A9/:id id=7"),
        Case(routes: ["/café/:id"], url: "app://caf%C3%A9/7", expected: "/café/:id id=7"),
        Case(routes: ["/café/x\\:y"], url: "app://café/x:y", expected: "/café/x\\:y"),
        Case(routes: ["/v\\%61/:id"], url: "app://v%61/7", expected: "/v\\%61/:id id=7"),
        Case(routes: ["/x/p-:id.html"], url: "app://x/p-7.html", expected: "/x/p-:id.html id=7"),
        // host as path and real hosts
        Case(routes: ["/goods/:id"], url: "shop://goods/7", expected: "/goods/:id id=7"),
        Case(routes: ["/goods/:id"], url: "shop://GOODS/7", expected: "/goods/:id id=7"),
        Case(routes: ["/goods/:id"], url: "https://m.shop.example/goods/7", expected: "/goods/:id id=7"),
        Case(routes: ["/goods/:id"], url: "shop:///goods/7", expected: "/goods/:id id=7"),
        Case(routes: ["/goods/:id"], url: "/goods/7", expected: "/goods/:id id=7"),
        Case(routes: ["/goods/:id"], url: "http://localhost/goods/7", expected: "/goods/:id id=7"),
        Case(
            routes: ["https://m.shop.example/goods/:id"], url: "https://m.shop.example/goods/7",
            expected: "https://m.shop.example/goods/:id id=7"),
        Case(
            routes: ["https://m.shop.example/goods/:id"], url: "https://M.Shop.Example/goods/7",
            expected: "https://m.shop.example/goods/:id id=7"),
        Case(routes: ["https://m.shop.example/goods/:id"], url: "https://evil.example/goods/7", expected: "-"),
        Case(routes: ["https://m.shop.example/goods/:id"], url: "https://m.shop.exampla/goods/7", expected: "-"),
        Case(routes: ["https://m.shop.example/goods/:id"], url: "https://m.shop.exampl/goods/7", expected: "-"),
        Case(routes: ["https://m.shop.example/goods/:id"], url: "https://m.shop.example.evil/goods/7", expected: "-"),
        Case(
            routes: ["https://m.shop.example/goods/:id"], url: "https://m.shop.%45xample/goods/7",
            expected: "https://m.shop.example/goods/:id id=7"),
        Case(
            routes: ["https://m.shop.example/goods/:id"], url: "https://m.shop.example:8443/goods/7",
            expected: "https://m.shop.example/goods/:id id=7"),
        Case(
            routes: ["https://m.shop.example/goods/:id", "https://m.shop.example/goods/7"], url: "https://m.shop.example/goods/7",
            expected: "https://m.shop.example/goods/7"),
        // slashes
        Case(routes: ["/a/b"], url: "app://a//b/", expected: "/a/b"),
        Case(routes: ["/"], url: "app://", expected: "/"),
        Case(routes: ["/"], url: "/", expected: "/"),
        // percent decoding
        Case(routes: ["/search/:q"], url: "app://search/%E4%B8%AD%E6%96%87", expected: "/search/:q q=中文"),
        Case(routes: ["/搜索/:q"], url: "app://%E6%90%9C%E7%B4%A2/x", expected: "/搜索/:q q=x"),
        Case(routes: ["/搜索/:q"], url: "app://搜索/x", expected: "/搜索/:q q=x"),
        Case(routes: ["/files/:name"], url: "app://files/a%2Fb", expected: "/files/:name name=a/b"),
        Case(routes: ["/files/:a/:b"], url: "app://files/a%2Fb", expected: "-"),
        Case(routes: ["/files/:name"], url: "app://files/100%zz", expected: "/files/:name name=100%zz"),
        Case(routes: ["/files/:name"], url: "app://files/a+b", expected: "/files/:name name=a b"),
        Case(routes: ["/files/a+b"], url: "app://files/a+b", expected: "/files/a+b"),
        // regex and typed
        Case(routes: ["/tel/:phone([0-9]+)"], url: "app://tel/12345", expected: "/tel/:phone([0-9]+) phone=12345"),
        Case(routes: ["/tel/:phone([0-9]+)"], url: "app://tel/12a45", expected: "-"),
        Case(routes: ["/goods/<int:id>"], url: "app://goods/-42", expected: "/goods/<int:id> id=-42"),
        Case(routes: ["/goods/<int:id>"], url: "app://goods/4.2", expected: "-"),
        Case(routes: ["/goods/<int:id>"], url: "app://goods/99999999999999999999", expected: "-"),
        Case(routes: ["/p/<float:x>"], url: "app://p/4.5e3", expected: "/p/<float:x> x=4.5e3"),
        Case(routes: ["/p/<float:x>"], url: "app://p/nan", expected: "-"),
        Case(
            routes: ["/u/<uuid:u>"], url: "app://u/3F2504E0-4F89-11D3-9A0C-0305E82C3301",
            expected: "/u/<uuid:u> u=3F2504E0-4F89-11D3-9A0C-0305E82C3301"),
        Case(routes: ["/u/<uuid:u>"], url: "app://u/3F2504E0-4F89-11D3-9A0C-0305E82C330", expected: "-"),
        Case(routes: ["/s/<string:s>"], url: "app://s/x", expected: "/s/<string:s> s=x"),
        Case(routes: ["/s/<name>"], url: "app://s/x", expected: "/s/<name> name=x"),
        Case(routes: ["/goods/<int:id>", "/goods/:slug"], url: "app://goods/7", expected: "/goods/<int:id> id=7"),
        Case(routes: ["/goods/<int:id>", "/goods/:slug"], url: "app://goods/seven", expected: "/goods/:slug slug=seven"),
        // captures inside a segment
        Case(routes: ["/user-<int:id>"], url: "app://user-42", expected: "/user-<int:id> id=42"),
        Case(routes: ["/user-<int:id>"], url: "app://user-x", expected: "-"),
        Case(routes: ["/item/:id.html"], url: "app://item/a.b.html", expected: "/item/:id.html id=a.b"),
        Case(routes: ["/item/:id.html"], url: "app://item/.html", expected: "-"),
        Case(routes: ["/size/<int:w>x<int:h>"], url: "app://size/640x480", expected: "/size/<int:w>x<int:h> h=480 w=640"),
        Case(routes: ["/size/<int:w>x<int:h>"], url: "app://size/640x480x2", expected: "-"),
        Case(routes: ["/v/:a-:b"], url: "app://v/x-y-z", expected: "/v/:a-:b a=x b=y-z"),
        Case(routes: ["/item/:id.html", "/item/:id"], url: "app://item/7.html", expected: "/item/:id.html id=7"),
        Case(routes: ["/item/:id.html"], url: "app://item/%E4%B8%AD.html", expected: "/item/:id.html id=中"),
        // part of a percent-encoded segment: located in the decoded bytes, whose offsets differ from the raw ones
        Case(routes: ["/v/:a-:b"], url: "app://v/%C3%A9-%C3%A8x", expected: "/v/:a-:b a=é b=èx"),
        Case(routes: ["/v/:a-:b"], url: "app://v/x%2Dy-z", expected: "/v/:a-:b a=x b=y-z"),
        Case(routes: ["/v/<int:a>-:b"], url: "app://v/12-%41%42", expected: "/v/<int:a>-:b a=12 b=AB"),
        // wildcards
        Case(routes: ["/docs/*"], url: "app://docs", expected: "/docs/*"),
        Case(routes: ["/docs/*"], url: "app://docs/a/b", expected: "/docs/* *=[\"a\", \"b\"]"),
        Case(routes: ["/docs/*rest"], url: "app://docs/a/b", expected: "/docs/*rest rest=a/b *=[\"a\", \"b\"]"),
        Case(routes: ["/docs/<path:rest>"], url: "app://docs", expected: "-"),
        Case(routes: ["/docs/<path:rest>"], url: "app://docs/a", expected: "/docs/<path:rest> rest=a *=[\"a\"]"),
        Case(routes: ["/docs/*", "/docs/intro"], url: "app://docs/intro", expected: "/docs/intro"),
        Case(routes: ["/docs/*", "/docs"], url: "app://docs", expected: "/docs"),
        Case(routes: ["/docs/*", "/docs/:page"], url: "app://docs/x", expected: "/docs/:page page=x"),
        Case(routes: ["/docs/*", "/docs/<path:p>"], url: "app://docs/x", expected: "/docs/<path:p> p=x *=[\"x\"]"),
        // optional groups
        Case(routes: ["/goods/:id(/reviews)"], url: "app://goods/7", expected: "/goods/:id(/reviews) id=7"),
        Case(routes: ["/goods/:id(/reviews)"], url: "app://goods/7/reviews", expected: "/goods/:id(/reviews) id=7"),
        Case(routes: ["/a(/b/:c)(/d)"], url: "app://a/d", expected: "/a(/b/:c)(/d)"),
        Case(routes: ["/a(/b/:c)(/d)"], url: "app://a/b/1/d", expected: "/a(/b/:c)(/d) c=1"),
        Case(routes: ["/a(/b(/c))"], url: "app://a/b/c", expected: "/a(/b(/c))"),
        Case(routes: ["/a(/b(/c))"], url: "app://a/c", expected: "-"),
        // hash routing
        Case(routes: ["/user#/view/:id"], url: "app://user#/view/42", expected: "/user#/view/:id id=42"),
        Case(routes: ["/user#/view/:id"], url: "app://user", expected: "-"),
        Case(routes: ["/user#/view/:id", "/user"], url: "app://user#/view/42", expected: "/user#/view/:id id=42"),
        Case(routes: ["/user#/view/:id", "/user"], url: "app://user#/other", expected: "/user"),
        Case(routes: ["/user#/view/:id"], url: "app://user#/view/42?tab=a", expected: "/user#/view/:id id=42 tab=a"),
        Case(routes: ["/#/*"], url: "https://web.example/#/a/b", expected: "/#/* *=[\"a\", \"b\"]"),
        // query and fragment parameters, precedence
        Case(routes: ["/goods/:id"], url: "shop://goods/7?tab=a&tab=b", expected: "/goods/:id id=7 tab=[a, b]"),
        Case(routes: ["/goods/:id"], url: "shop://goods/7?id=9", expected: "/goods/:id id=7"),
        Case(routes: ["/goods/:id"], url: "shop://goods/7?q=a+b%20c", expected: "/goods/:id id=7 q=a b c"),
        Case(routes: ["/goods/:id"], url: "shop://goods/7?debug", expected: "/goods/:id debug= id=7"),
        Case(routes: ["/goods/:id"], url: "shop://goods/7?a=1#a=2&b=3", expected: "/goods/:id a=2 b=3 id=7"),
        Case(routes: ["/goods/:id"], url: "shop://goods/7#section", expected: "/goods/:id id=7"),
        Case(routes: ["/goods/:id"], url: "shop://goods/7?=x&&y=", expected: "/goods/:id id=7 y="),
        Case(
            routes: ["/goods/:id"], url: "shop://goods/7?url=shop%3A%2F%2Fother%2F1%3Fa%3Db",
            expected: "/goods/:id id=7 url=shop://other/1?a=b"),
    ]

    @Test(arguments: cases)
    func matches(_ c: Case) throws {
        let table = try makeTable(c.routes)
        #expect(render(table.match(c.url)) == c.expected)
    }

    @Test func decodePlusOffKeepsPlus() throws {
        var options = RouteTableOptions()
        options.intake.decodePlus = false
        let table = try makeTable(["/s"], options: options)
        #expect(table.match("app://s?q=a+b")?.parameters["q"] == "a+b")
    }

    @Test(arguments: [
        (HostAsPath.auto, "app://goods/7", "/goods/:id id=7"),
        (HostAsPath.auto, "https://goods.example/7", "-"),
        (HostAsPath.always, "https://goods/7", "/goods/:id id=7"),
        (HostAsPath.always, "https://m.example/goods/7", "-"),
        (HostAsPath.never, "app://goods/7", "-"),
        (HostAsPath.never, "app://x/goods/7", "/goods/:id id=7"),
    ])
    func hostAsPathModes(mode: HostAsPath, url: String, expected: String) throws {
        var options = RouteTableOptions()
        options.intake.hostAsPath = mode
        let table = try makeTable(["/goods/:id"], options: options)
        #expect(render(table.match(url)) == expected)
    }

    /// Literals around and past the trie hash's word sizes (8 and 16 bytes): a URL segment that differs from
    /// a literal in one byte, early or late, in case, or in length, finds another route; an escaped byte
    /// that decodes to the literal's finds the literal.
    @Test(arguments: [
        ("app://example.com/abcdefghijklmnop", "/abcdefghijklmnop"),
        ("app://example.com/abcdefghijklmnopq", "/abcdefghijklmnopq"),
        ("app://example.com/abcdefghijklmnopr", "/:other other=abcdefghijklmnopr"),
        ("app://example.com/abcdefghijklmnopqrstuvwxyz-0123", "/abcdefghijklmnopqrstuvwxyz-0123"),
        ("app://example.com/abcdefghijklmnopqrstuvwxyz-0124", "/:other other=abcdefghijklmnopqrstuvwxyz-0124"),
        ("app://example.com/abcdefghijklmnopqrstuvwxyz-012", "/:other other=abcdefghijklmnopqrstuvwxyz-012"),
        ("app://example.com/Abcdefghijklmnop", "/:other other=Abcdefghijklmnop"),
        ("app://example.com/abcdefghijklmnoP", "/:other other=abcdefghijklmnoP"),
        ("app://example.com/abcdefghijklmno", "/:other other=abcdefghijklmno"),
        ("app://example.com/abcdefghijklmnopqrstuvwxyz-0123%41", "/:other other=abcdefghijklmnopqrstuvwxyz-0123A"),
        ("app://example.com/abcdefghijklmnopq%72stuvwxyz-0123", "/abcdefghijklmnopqrstuvwxyz-0123"),
    ])
    func longLiteralsCompareEveryByte(url: String, expected: String) throws {
        let table = try makeTable([
            "/abcdefghijklmnop", "/abcdefghijklmnopq", "/abcdefghijklmnopqrstuvwxyz-0123", "/:other",
        ])
        #expect(render(table.match(url)) == expected)
    }

    @Test func customParameterType() throws {
        let table = try makeTable(["/goods/<sku:code>", "/goods/:other"]) { builder in
            builder.register(.custom("sku") { $0.count == 3 && $0.allSatisfy(\.isUppercase) })
        }
        #expect(render(table.match("app://goods/ABC")) == "/goods/<sku:code> code=ABC")
        #expect(render(table.match("app://goods/abc")) == "/goods/:other other=abc")
    }

    /// A builder made from a table keeps the table's types (the builder shares one registry among its
    /// patterns; it must be made from the table's types, not only when a type is registered), and a type
    /// registered again applies to the routes added after it.
    @Test func customTypesCarryOverToABuilderMadeFromATable() throws {
        let table = try makeTable(["/goods/<sku:code>"]) { builder in
            builder.register(.custom("sku") { $0.count == 3 })
        }
        var next = RouteTableBuilder(table)
        try next.add("/shelf/<sku:code>", value: "/shelf/<sku:code>")
        next.register(.custom("sku") { $0.count == 2 })
        try next.add("/bin/<sku:code>", value: "/bin/<sku:code>")
        let rebuilt = try next.build()
        #expect(render(rebuilt.match("app://goods/ABC")) == "/goods/<sku:code> code=ABC")
        #expect(render(rebuilt.match("app://shelf/ABC")) == "/shelf/<sku:code> code=ABC")
        #expect(render(rebuilt.match("app://shelf/AB")) == "-")
        #expect(render(rebuilt.match("app://bin/AB")) == "/bin/<sku:code> code=AB")
        #expect(render(rebuilt.match("app://bin/ABC")) == "-")
        // The rebuilt table keeps its patterns as text, with the types of each run of them in the text buffer:
        // a builder made from it reads each pattern again with the types it was first read with.
        let again = try RouteTableBuilder(rebuilt).build()
        #expect(render(again.match("app://goods/ABC")) == "/goods/<sku:code> code=ABC")
        #expect(render(again.match("app://shelf/ABC")) == "/shelf/<sku:code> code=ABC")
        #expect(render(again.match("app://shelf/AB")) == "-")
        #expect(render(again.match("app://bin/AB")) == "/bin/<sku:code> code=AB")
        #expect(render(again.match("app://bin/ABC")) == "-")
    }

    @Test func callerValuesOverrideEverything() throws {
        let table = try makeTable(["/goods/:id"])
        var match = try #require(table.match("shop://goods/7?tab=a"))
        match.parameters.callerValues = ["id": "8", "tab": "c"]
        #expect(match.parameters["id"] == "8")
        #expect(match.parameters.all["tab"] == .string("c"))
    }

    /// The subscript reads the highest-precedence value without building arrays; it must agree with
    /// `values(_:)` (caller < path < wildcard < fragment query < query, first of a repeated key, "" for a flag).
    @Test(
        arguments: [
            ("shop://goods/7?tab=a&tab=b&flag&e=%20x+y", ["id": "7", "tab": "a", "flag": "", "e": " x y", "none": nil]),
            ("shop://goods/7?id=9#x=1&tab=f", ["id": "7", "tab": "f", "x": "1"]),
            ("shop://goods/7#/view?tab=g&tab=h", ["tab": "g"]),
            ("shop://files/a/b/c?rest=q", ["rest": "a/b/c"]),
            ("shop://goods/7?=empty&&tab=", ["tab": "", "": nil]),
        ] as [(String, [String: String?])])
    func subscriptAgreesWithValues(url: String, expected: [String: String?]) throws {
        let table = try makeTable(["/goods/:id", "/goods/:id#/view", "/files/*rest"])
        var match = try #require(table.match(url))
        for (name, value) in expected {
            #expect(match.parameters[name] == value, "\(name)")
            #expect(match.parameters[name] == match.parameters.values(name).first, "\(name)")
        }
        match.parameters.callerValues = ["tab": "caller"]
        #expect(match.parameters["tab"] == "caller")
        #expect(match.parameters.values("tab") == ["caller"])
    }

    @Test(
        "value is the route's value, and namespace the namespace that matched",
        arguments: [
            ("shop://goods/7", "shop-goods", "shop"),
            ("SHOP://goods/7", "shop-goods", "shop"),
            ("shop://help/faq", "global-help", nil),  // fell back to the global namespace
            ("other://goods/7", "global-goods", nil),
            ("/goods/7", "global-goods", nil),
        ] as [(String, String, String?)])
    func valueAndNamespace(_ url: String, _ value: String, _ namespace: String?) throws {
        var builder = RouteTableBuilder<String>()
        builder.namespace("shop", fallbackToGlobal: true)
        try builder.add("shop://goods/:id", value: "shop-goods")
        try builder.add("/goods/:id", value: "global-goods")
        try builder.add("/help/:topic", value: "global-help")
        let table = try builder.build()
        let fromString = try #require(table.match(url))
        let fromURL = try #require(table.match(try table.scan(url)))
        for match in [fromString, fromURL] {
            #expect(match.value == value)
            #expect(match.value == match.route.value)
            #expect(match.namespace == namespace)
        }
    }
}
