import Testing
@testable import SwitchyardExplain
import SwitchyardMatching

/// A raw `+` in a path segment is a space in a capture's value when `decodePlus` is on (the default), and the
/// capture's constraint (a type, a regex) judges that value: a handler never receives a value its constraint
/// did not accept. `%2B` is a plus in the value; literal text compares with `+` as written.
@Suite("A '+' in a path capture")
struct PlusInCaptureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var routes: [String]
        var url: String
        var decodePlus = true
        var expected: String
        var testDescription: String { "\(url) against \(routes)\(decodePlus ? "" : ", decodePlus off")" }
    }

    static let cases: [Case] = [
        // Typed captures: the value is what converts.
        Case(routes: ["/goods/<int:id>"], url: "shop://goods/+1", expected: "-"),
        Case(routes: ["/goods/<int:id>"], url: "shop://goods/%2B1", expected: "/goods/<int:id> id=+1"),
        Case(routes: ["/goods/<int:id>"], url: "shop://goods/+1", decodePlus: false, expected: "/goods/<int:id> id=+1"),
        Case(routes: ["/goods/<int:id>", "/goods/:any"], url: "shop://goods/+1", expected: "/goods/:any any= 1"),
        Case(routes: ["/f/<float:x>"], url: "app://f/1e+5", expected: "-"),
        Case(routes: ["/f/<float:x>"], url: "app://f/1e%2B5", expected: "/f/<float:x> x=1e+5"),
        Case(routes: ["/f/<float:x>"], url: "app://f/+1.5", expected: "-"),
        Case(routes: ["/s/<string:s>"], url: "app://s/+", expected: "/s/<string:s> s= "),
        // Regex captures judge the value too.
        Case(routes: [#"/call/:n(\+?[0-9]+)"#], url: "tel://call/+15551234", expected: "-"),
        Case(routes: [#"/call/:n(\+?[0-9]+)"#], url: "tel://call/%2B15551234", expected: #"/call/:n(\+?[0-9]+) n=+15551234"#),
        Case(
            routes: [#"/call/:n(\+?[0-9]+)"#], url: "tel://call/+15551234", decodePlus: false,
            expected: #"/call/:n(\+?[0-9]+) n=+15551234"#),
        Case(routes: ["/call/:n( ?[0-9]+)"], url: "tel://call/+1", expected: "/call/:n( ?[0-9]+) n= 1"),
        Case(routes: [#"/space/:s(a\sb)"#], url: "app://space/a+b", expected: #"/space/:s(a\sb) s=a b"#),
        // A plain capture takes any value.
        Case(routes: ["/tag/:t"], url: "app://tag/a+b", expected: "/tag/:t t=a b"),
        Case(routes: ["/tag/:t"], url: "app://tag/a%2Bb", expected: "/tag/:t t=a+b"),
        // Captures beside literal text: the literal compares with '+' as written, the capture judges its value.
        Case(routes: ["/p/a+:x([0-9]+)"], url: "app://p/a+12", expected: "/p/a+:x([0-9]+) x=12"),
        Case(routes: ["/p/a+:x([0-9]+)"], url: "app://p/a%2B12", expected: "/p/a+:x([0-9]+) x=12"),
        Case(routes: ["/user-<int:id>/posts"], url: "app://user-+12/posts", expected: "-"),
        Case(routes: ["/user-<int:id>/posts"], url: "app://user-%2B12/posts", expected: "/user-<int:id>/posts id=+12"),
        Case(routes: ["/<int:n>.html"], url: "app://+1.html", expected: "-"),
        Case(routes: ["/x/:a-:b(1 )"], url: "app://x/a-1+", expected: "/x/:a-:b(1 ) a=a b=1 "),
        // The host as the first segment, a fragment path and a host taken by a placeholder.
        Case(routes: ["/<int:n>/x"], url: "app://+1/x", expected: "-"),
        Case(routes: ["/<int:n>/x"], url: "app://%2B1/x", expected: "/<int:n>/x n=+1"),
        Case(routes: ["myapp://<float:f>/detail"], url: "myapp://+1.5/detail", expected: "-"),
        Case(routes: ["myapp://<float:f>/detail"], url: "myapp://%2B1.5/detail", expected: "myapp://<float:f>/detail f=+1.5"),
        Case(routes: ["/x#/<int:n>"], url: "app://x#/+1", expected: "-"),
        Case(routes: ["/x#/<int:n>"], url: "app://x#/%2B1", expected: "/x#/<int:n> n=+1"),
        // A wildcard has no constraint; its segments keep '+'.
        Case(routes: ["/w/*rest"], url: "app://w/a+b/c", expected: #"/w/*rest rest=a+b/c *=["a+b", "c"]"#),
        // A '+' in the query is no business of the path's captures.
        Case(routes: ["/goods/<int:id>"], url: "shop://goods/1?q=a+b", expected: "/goods/<int:id> id=1 q=a b"),
    ]

    @Test(arguments: cases)
    func theConstraintJudgesTheValueTheHandlerGets(_ c: Case) throws {
        var options = RouteTableOptions()
        options.intake.decodePlus = c.decodePlus
        let table = try makeTable(c.routes, options: options)
        #expect(render(table.match(c.url)) == c.expected)
        // The same through a scanned URL, the candidates and the reference matcher.
        let url = try table.scan(c.url)
        #expect(render(table.match(url)) == c.expected)
        #expect(render(table.candidates(for: url).first) == c.expected)
        let reference = ReferenceMatcher(table: table)
        let hit = reference.namespaces(url).lazy.compactMap { reference.run(url, namespace: $0).hits.first }.first
        #expect(hit?.route.value == table.match(url)?.route.value)
        #expect(hit?.parameters == table.match(url)?.parameters.pathParameters)
    }

    /// Every value a typed capture hands over converts: over every way to write a sign, with and without
    /// `decodePlus`.
    @Test(arguments: [true, false])
    func everyIntValueConverts(decodePlus: Bool) throws {
        var options = RouteTableOptions()
        options.intake.decodePlus = decodePlus
        let table = try makeTable(["/n/<int:n>", "/f/<float:f>"], options: options)
        for sign in ["", "+", "%2B", "-", "%2D", "%20", " "] {
            for path in ["n/\(sign)12", "f/\(sign)1.5", "f/1e\(sign)5"] {
                guard let match = table.match("app://" + path) else { continue }
                for (name, value) in match.parameters.pathParameters {
                    #expect(name == "n" ? Int(value) != nil : Double(value) != nil, "\(path) gave \(name) = '\(value)'")
                }
            }
        }
    }

    /// A literal `+1` is reached by `+1` (a space in a value, which `<int:…>` refuses) as well as by `%2B1`:
    /// a route with a higher priority and `<int:id>` there does not take all its URLs, so the literal route is
    /// not reported as one that can never match. Each `+` of a literal may arrive either way: only a
    /// constraint that accepts every reading takes all its URLs. With `decodePlus` off, `+` is one reading.
    @Test(arguments: [true, false])
    func aLiteralPlusIsShadowedOnlyWhenEveryReadingIsTaken(decodePlus: Bool) throws {
        var options = RouteTableOptions()
        options.intake.decodePlus = decodePlus
        var builder = RouteTableBuilder<String>(options: options)
        try builder.add("/a/<int:id>", priority: 1, value: "int")
        try builder.add("/a/+1", value: "literal")
        try builder.add(#"/b/:n(\+1\+| 1 |\+1 | 1\+)"#, priority: 1, value: "every reading")
        try builder.add("/b/+1+", value: "b literal")
        try builder.add(#"/c/:n(\+1\+| 1 )"#, priority: 1, value: "two readings")
        try builder.add("/c/+1+", value: "c literal")
        let table = try builder.build()
        #expect(table.match("app://a/%2B1")?.route.value == "int")
        #expect(table.match("app://a/+1")?.route.value == (decodePlus ? "literal" : "int"))
        #expect(table.match("app://c/+1%2B")?.route.value == (decodePlus ? "c literal" : "two readings"))
        let never = table.warnings.filter { $0.code == .shadowedRoute }.compactMap { warning in
            table.routes.first { $0.id == warning.route?.routeID }?.value
        }
        #expect(never == (decodePlus ? ["b literal"] : ["literal", "b literal", "c literal"]))
    }

    @Test func explainSaysWhyAPlusDoesNotConvert() throws {
        let table = try makeTable(["/goods/<int:id>"])
        #expect(
            table.explain("shop://goods/+1").contains(
                #"✗ "/goods/<int:id>": path segment 2 '+1' does not match <int>; a '+' in a value reads as a space (' 1'): write %2B for a plus"#
            ))
        #expect(table.explain("shop://goods/x").contains(#"✗ "/goods/<int:id>": path segment 2 'x' does not match <int>"#))
        #expect(!table.explain("shop://goods/x").contains("reads as a space"))
    }
}
