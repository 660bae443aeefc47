import Testing
@testable import SwitchyardCompiledTableWriter
@testable import SwitchyardCompiledTables
@testable import SwitchyardExplain
@testable import SwitchyardMatching

/// Issue 43 item 1 (ADR 0034): a placeholder in the scheme (DeepLinkDispatch's `http{scheme}://…`), written with
/// its values (`http<scheme=|s>://…`): the route is registered under each scheme they make, and the parameter
/// is the part of the URL's scheme that the placeholder stands for.
@Suite("Placeholders in the scheme")
struct SchemeCaptureTests {
    struct Case: Sendable, CustomStringConvertible {
        var pattern: String
        var url: String
        /// The parameters, sorted, as `a=1 b=2`, or `-` for no match.
        var expected: String
        var description: String { "\(url) against \(pattern)" }
    }

    static let cases: [Case] = [
        Case(pattern: "http<scheme=|s>://example.com/a/:id", url: "http://example.com/a/7", expected: "id=7 scheme="),
        Case(pattern: "http<scheme=|s>://example.com/a/:id", url: "https://example.com/a/7", expected: "id=7 scheme=s"),
        Case(pattern: "http<scheme=|s>://example.com/a/:id", url: "HTTPS://example.com/a/7", expected: "id=7 scheme=s"),
        Case(pattern: "http<scheme=|s>://example.com/a/:id", url: "ftp://example.com/a/7", expected: "-"),
        Case(pattern: "http<scheme=|s>://example.com/a/:id", url: "httpx://example.com/a/7", expected: "-"),
        Case(pattern: "http<scheme=|s>://example.com/a/:id", url: "https://other.example/a/7", expected: "-"),
        Case(pattern: "<app=shop|shop-beta>://goods/:id", url: "shop-beta://goods/7", expected: "app=shop-beta id=7"),
        Case(pattern: "<app=shop|shop-beta>://goods/:id", url: "shop://goods/7", expected: "app=shop id=7"),
        Case(pattern: "<app=shop|shop-beta>://goods/:id", url: "/goods/7", expected: "-"),
        Case(pattern: "my<env=|-dev>app://x/<int:n>", url: "my-devapp://x/3", expected: "env=-dev n=3"),
        Case(pattern: "my<env=|-dev>app://x/<int:n>", url: "myapp://x/3", expected: "env= n=3"),
        Case(pattern: "my<env=|-dev>app://x/<int:n>", url: "my-devapp://x/q", expected: "-"),
        // With a host pattern and an optional group.
        Case(pattern: "http<s=|s>://www.example.<tld=com|de>/a(/:id)", url: "https://www.example.de/a", expected: "s=s tld=de"),
        Case(pattern: "http<s=|s>://www.example.<tld=com|de>/a(/:id)", url: "http://www.example.com/a/9", expected: "id=9 s= tld=com"),
    ]

    @Test(arguments: cases)
    func matches(_ item: Case) throws {
        var builder = RouteTableBuilder<String>()
        try builder.add(item.pattern, value: item.pattern)
        let table = try builder.build()
        #expect(table.warnings.isEmpty)
        #expect((table.match(item.url).map { Self.text($0.parameters.pathParameters) } ?? "-") == item.expected)
        // The reference matcher agrees.
        let url = try table.scan(item.url)
        let matcher = ReferenceMatcher(table: table)
        var reference: [ReferenceMatcher<String>.Hit] = []
        for namespace in matcher.namespaces(url) { reference += matcher.run(url, namespace: namespace).hits }
        #expect((reference.first.map { Self.text($0.parameters) } ?? "-") == item.expected)
    }

    static func text(_ parameters: [String: String]) -> String {
        parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    @Test func theParameterReadsLikeAnyOther() throws {
        var builder = RouteTableBuilder<String>()
        try builder.add("http<scheme=|s>://example.com/a", value: "a")
        let match = try #require(builder.build().match("https://example.com/a?scheme=x"))
        #expect(match.parameters["scheme"] == "s")
        #expect(match.parameters.values("scheme") == ["s"])
        #expect(match.parameters.all["scheme"] == .string("s"))
    }

    @Test func eachSchemeIsANamespaceOfItsOwn() throws {
        var builder = RouteTableBuilder<String>()
        try builder.add("https://example.com/a", value: "https only")
        try builder.add("http<s=|s>://example.com/<x>", value: "both")
        try builder.add("<app=shop|beta>://goods/:id", scheme: "beta", value: "apps")
        let table = try builder.build()
        #expect(table.match("https://example.com/a")?.value == "https only")
        #expect(table.match("http://example.com/a")?.value == "both")
        #expect(table.match("beta://goods/1")?.value == "apps")
        // The route's own scheme is its first: the namespace it is listed under.
        #expect(table.routes.map(\.scheme) == ["https", "http", "shop"])
    }

    @Test func aRouteIdenticalInOneOfItsNamespacesStillMatchesInTheOthers() throws {
        var options = RouteTableOptions()
        options.matchOrder = .registration
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("http://example.com/a/:id", value: "one")
        try builder.add("http<s=|s>://example.com/a/:id", value: "two")
        try builder.add("http<s=|s>://example.com/b/:id", value: "three")
        try builder.add("http<t=|s>://example.com/b/:id", value: "four")
        let table = try builder.build()
        #expect(
            table.warnings.map(\.message) == [
                "route \"http<s=|s>://example.com/a/:id\" (http, https) matches no URL of namespace http: route "
                    + "\"http://example.com/a/:id\" (http) matches the same ones there first; it matches in namespace https",
                "route \"http<t=|s>://example.com/b/:id\" (http, https) is identical to route \"http<s=|s>://example.com/b/:id\" "
                    + "(http, https); it is reached only when that handler declines",
            ])
        #expect(table.warnings.map(\.code) == [.shadowedRoute, .identicalRoute])
        #expect(table.match("http://example.com/a/1")?.value == "one")
        #expect(table.match("https://example.com/a/1")?.value == "two")
    }

    @Test func aRouteCoveredInOneOfItsNamespacesIsNotShadowed() throws {
        var builder = RouteTableBuilder<String>()
        try builder.add("http://example.com/a/:id", priority: 1, value: "one")
        try builder.add("http<s=|s>://example.com/a/<int:id>", value: "two")
        try builder.add("http<s=|s>://example.com/b/:id", priority: 1, value: "three")
        try builder.add("http<s=|s>://example.com/b/<int:id>", value: "four")
        let table = try builder.build()
        #expect(
            table.warnings.map(\.message) == [
                "route \"http<s=|s>://example.com/b/<int:id>\" (http, https) can never match: route \"http<s=|s>://example.com/b/:id\" "
                    + "(http, https) matches every URL it matches and has a higher priority (1 > 0); it is reached only when that handler declines"
            ])
        #expect(table.match("https://example.com/a/1")?.value == "two")
    }

    @Test func eachSchemeIsCheckedAgainstTheLinkSources() throws {
        var options = RouteTableOptions()
        options.accept = ["https://example.com"]
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("http<s=|s>://example.com/a", value: "a")
        let table = try builder.build()
        #expect(
            table.warnings.map(\.message) == [
                "route \"http<s=|s>://example.com/a\" (http, https) can never match: its origin http://example.com is not among "
                    + "the table's link sources (https://example.com)"
            ])
        #expect(table.match("https://example.com/a")?.value == "a")
        #expect(table.match("http://example.com/a") == nil)
    }

    /// A compiled table keeps its patterns as text: the placeholder is read from it when a URL is printed, a match
    /// names its namespace or explain lists the route.
    @Test func aCompiledTableKeepsThePlaceholder() throws {
        var builder = RouteTableBuilder<String>()
        try builder.add("http<s=|s>://example.com/a/:id", value: "a")
        let table = try RouteTable(compiled: builder.build().compiled, values: ["a"])
        let match = try #require(table.match("https://example.com/a/7"))
        #expect(match.parameters.pathParameters == ["id": "7", "s": "s"])
        #expect(match.namespace == "https")
        #expect(try match.route.pattern.url(filling: ["s": .string("s"), "id": .string("8")]) == "https://example.com/a/8")
        #expect(table.explain("https://example.com/a/x").contains("namespace https (1 route):"))
    }

    @Test func aGivenSchemeMustBeOneOfThePlaceholders() {
        var builder = RouteTableBuilder<String>()
        #expect(throws: PatternError.self) { try builder.add("<app=shop|beta>://goods/:id", scheme: "ftp", value: "x") }
        do {
            try builder.add("<app=shop|beta>://goods/:id", scheme: "ftp", value: "x")
        } catch {
            #expect(error.message == "the pattern's scheme 'shop' contradicts the route's scheme 'ftp'")
        }
    }

    static let errors: [(pattern: String, diagnostic: String)] = [
        (
            "http<s>://x/a",
            "a placeholder in the scheme needs its values, such as <s=|s>: a route is registered under each scheme\n  http<s>://x/a\n        ^"
        ),
        (
            "http<int:s>://x/a",
            "a placeholder in the scheme takes no type and may not be marked '?': list its values, such as <scheme=|s>\n  http<int:s>://x/a\n          ^"
        ),
        ("http<s=|s><t=a>://x", "a scheme may hold one placeholder\n  http<s=|s><t=a>://x\n            ^"),
        ("<s=1|a>://x", "the scheme '1' that this placeholder makes must start with a letter\n  <s=1|a>://x\n  ^"),
        ("http<s=|s|>://x", "the placeholder makes the scheme 'http' twice\n  http<s=|s|>://x\n      ^"),
        ("http<s=a_b>://x", "a scheme value holds only letters, digits, '+', '-' and '.'\n  http<s=a_b>://x\n          ^"),
        ("ht_tp<s=|s>://x", "a scheme holds only letters, digits, '+', '-' and '.'\n  ht_tp<s=|s>://x\n    ^"),
        ("http<s=>://x", "expected the scheme's values after '=', such as <scheme=|s>\n  http<s=>://x\n        ^"),
        ("http<id=|s>://x/:id", "duplicate parameter name 'id'\n  http<id=|s>://x/:id\n                   ^"),
    ]

    @Test(arguments: errors)
    func refuses(_ item: (pattern: String, diagnostic: String)) {
        #expect(throws: PatternError.self) { try RoutePattern(item.pattern) }
        do {
            _ = try RoutePattern(item.pattern)
        } catch {
            #expect(error.description == item.diagnostic)
        }
    }

    static let printed: [(parameters: [String: String], url: String)] = [
        (["s": "", "id": "7"], "http://example.com/a/7"),
        (["s": "s", "id": "7"], "https://example.com/a/7"),
        (["s": "S", "id": "7", "q": "1"], "https://example.com/a/7?q=1"),
    ]

    @Test(arguments: printed)
    func prints(_ item: (parameters: [String: String], url: String)) throws {
        let pattern = try RoutePattern("http<s=|s>://example.com/a/:id")
        #expect(try pattern.url(filling: item.parameters.mapValues { .string($0) }) == item.url)
    }

    @Test func printingNeedsOneOfTheValues() throws {
        let pattern = try RoutePattern("http<s=|s>://example.com/a")
        #expect(throws: URLGenerationError(pattern: pattern.text, parameter: "s", reason: .missing)) {
            try pattern.url(filling: [:])
        }
        #expect(
            throws: URLGenerationError(pattern: pattern.text, parameter: "s", reason: .doesNotFit(value: "x", constraint: "<s=|s>"))
        ) {
            try pattern.url(filling: ["s": .string("x")])
        }
        #expect(throws: URLGenerationError(pattern: pattern.text, parameter: "s", reason: .notOneValue(count: 2, constraint: "<s=|s>"))) {
            try pattern.url(filling: ["s": .list(["", "s"])])
        }
        #expect(pattern.parameterNames == ["s"])
    }
}
