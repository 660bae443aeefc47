import Testing
@testable import SwitchyardExplain
@testable import SwitchyardMatching

/// Issue 43 items 2 and 3 (item 1, a placeholder in the scheme, is SchemeCaptureTests): a capture that may be empty (`<name?>`, DeepLinkDispatch's `pre{bar}post`), a
/// capture with allowed values (`<tld=com|de>`), and a placeholder after literal text in the host
/// (`www.example.<tld=com|de>`), which takes the host as the pattern's first segment.
@Suite("Empty captures, allowed values, host placeholders")
struct EmptyAndValueCaptureTests {
    struct Case: Sendable, CustomStringConvertible {
        var pattern: String
        var url: String
        /// The parameters, sorted, as `a=1 b=2`, or `-` for no match.
        var expected: String
        var description: String { "\(url) against \(pattern)" }
    }

    static let cases: [Case] = [
        // A capture that may be empty, beside literal text.
        Case(pattern: "/pre<bar?>post", url: "app://prepost", expected: "bar="),
        Case(pattern: "/x/pre<bar?>post", url: "app://x/preXpost", expected: "bar=X"),
        Case(pattern: "/x/pre<bar>post", url: "app://x/prepost", expected: "-"),
        Case(pattern: "/x/:id.<ext?>", url: "app://x/7.", expected: "ext= id=7"),
        Case(pattern: "/x/:id.<ext?>", url: "app://x/7.json", expected: "ext=json id=7"),
        Case(pattern: "/x/<a?>-<b>", url: "app://x/-b", expected: "a= b=b"),
        Case(pattern: "/x/<a?>-<b>", url: "app://x/a-b", expected: "a=a b=b"),
        Case(pattern: "/x/v<int:n?>", url: "app://x/v", expected: "n="),
        Case(pattern: "/x/v<int:n?>", url: "app://x/v12", expected: "n=12"),
        Case(pattern: "/x/v<int:n?>", url: "app://x/vq", expected: "-"),
        // Allowed values.
        Case(pattern: "/x/<lang=en|de>", url: "app://x/de", expected: "lang=de"),
        Case(pattern: "/x/<lang=en|de>", url: "app://x/fr", expected: "-"),
        Case(pattern: "/x/<lang=en|de>", url: "app://x/d.", expected: "-"),
        Case(pattern: "/x/p<v=1.0|2.0>", url: "app://x/p2.0", expected: "v=2.0"),
        Case(pattern: "/x/p<v=1.0|2.0>", url: "app://x/p2x0", expected: "-"),
        Case(pattern: "/x/p<v=|s>", url: "app://x/p", expected: "v="),
        Case(pattern: "/x/p<v=|s>", url: "app://x/ps", expected: "v=s"),
        Case(pattern: "/x/p<v=|s>", url: "app://x/pt", expected: "-"),
        // A placeholder after literal text in the host takes the host.
        Case(pattern: "https://www.example.<tld=com|de>/a/:id", url: "https://www.example.de/a/7", expected: "id=7 tld=de"),
        Case(pattern: "https://www.example.<tld=com|de>/a/:id", url: "https://www.example.fr/a/7", expected: "-"),
        Case(pattern: "https://www.example.<tld>/a", url: "https://www.example.co.uk/a", expected: "tld=co.uk"),
        Case(pattern: "https://<sub?>example.com/a", url: "https://example.com/a", expected: "sub="),
        Case(pattern: "https://<sub?>example.com/a", url: "https://www.example.com/a", expected: "sub=www."),
        Case(pattern: "https://<sub=|www.|m.>example.com/a", url: "https://m.example.com/a", expected: "sub=m."),
        Case(pattern: "https://<sub=|www.|m.>example.com/a", url: "https://evilexample.com/a", expected: "-"),
        Case(pattern: "https://<sub=|www.|m.>example.com/a", url: "https://example.com/a", expected: "sub="),
    ]

    @Test(arguments: cases)
    func matches(_ item: Case) throws {
        var builder = RouteTableBuilder<String>()
        try builder.add(item.pattern, value: item.pattern)
        let table = try builder.build()
        let found = table.match(item.url).map { match in
            match.parameters.pathParameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        #expect((found ?? "-") == item.expected)
        // The reference matcher agrees.
        let url = try table.scan(item.url)
        var reference: [ReferenceMatcher<String>.Hit] = []
        let matcher = ReferenceMatcher(table: table)
        for namespace in matcher.namespaces(url) { reference += matcher.run(url, namespace: namespace).hits }
        let referenceText = reference.first.map { hit in
            hit.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        #expect((referenceText ?? "-") == item.expected)
    }

    static let errors: [(pattern: String, diagnostic: String)] = [
        (
            "/a/<x?>",
            "a capture that may be empty needs literal text beside it in its segment; for a segment that may be absent, "
                + "write an optional group such as (/:name)\n  /a/<x?>\n     ^"
        ),
        ("/a/b<path:x?>", "<path:…> cannot be marked '?': a trailing '*' takes zero segments\n  /a/b<path:x?>\n             ^"),
        ("/a/b<int:x=1|2>", "allowed values are text: write <x=…> without a type\n  /a/b<int:x=1|2>\n            ^"),
        ("/a/b<x=a|b c>", "an allowed value holds only letters, digits and '-._~+'\n  /a/b<x=a|b c>\n            ^"),
        ("/a/b<x=>", "expected allowed values after '=', such as <tld=com|de>\n  /a/b<x=>\n        ^"),
        ("/a/b<?>", "expected a parameter name\n  /a/b<?>\n       ^"),
        ("/a/b<x?x>", "unexpected character in placeholder; expected '>'\n  /a/b<x?x>\n         ^"),
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

    @Test func parsedForms() throws {
        let host = try RoutePattern("https://www.example.<tld=com|de>/a")
        #expect(host.takesHost)
        #expect(host.host == nil)
        #expect(host.parameterNames == ["tld"])
        #expect(try RoutePattern("https://www.example.com/a").host == "www.example.com")
    }

    static let printed: [(pattern: String, parameters: [String: String], url: String)] = [
        ("/x/pre<bar?>post", [:], "/x/prepost"),
        ("/x/pre<bar?>post", ["bar": "7"], "/x/pre7post"),
        ("/x/<lang=en|de>", ["lang": "de"], "/x/de"),
        ("https://www.example.<tld=com|de>/a/:id", ["tld": "de", "id": "7"], "https://www.example.de/a/7"),
        ("https://<sub?>example.com/a", [:], "https://example.com/a"),
    ]

    @Test(arguments: printed)
    func prints(_ item: (pattern: String, parameters: [String: String], url: String)) throws {
        let pattern = try RoutePattern(item.pattern)
        #expect(try pattern.url(filling: item.parameters.mapValues { .string($0) }) == item.url)
    }

    @Test func refusesAValueOutsideTheAllowedOnes() throws {
        let pattern = try RoutePattern("/x/<lang=en|de>")
        #expect(throws: URLGenerationError.self) { try pattern.url(filling: ["lang": .string("fr")]) }
    }

    @Test func conflicts() throws {
        var builder = RouteTableBuilder<Int>()
        try builder.add("/x/pre<bar?>post", value: 1)
        try builder.add("/x/pre<baz?>post", value: 2)
        try builder.add("/x/:any", value: 3)
        let table = try builder.build()
        #expect(table.warnings.contains { $0.message.contains("\"/x/pre<baz?>post\"") })
    }
}
