import Testing
@testable import SwitchyardMatching

/// CapturingRegex: named groups over SegmentRegex's linear-time engine, for regex rewrite rules.
@Suite("Capturing regex")
struct CapturingRegexTests {
    @Test(
        arguments: [
            (#"^https://m\.shop\.example/p/(?<id>[0-9]+)$"#, "https://m.shop.example/p/42", ["id": "42"]),
            (#"https://m\.shop\.example/p/(?<id>[0-9]+)(?:-[a-z-]+)?"#, "https://m.shop.example/p/42-red-shoes", ["id": "42"]),
            (#"https://m\.shop\.example/p/(?<id>[0-9]+)(?:-[a-z-]+)?"#, "https://m.shop.example/p/42", ["id": "42"]),
            (#"(?<a>.*)(?<b>.*)"#, "abc", ["a": "abc", "b": ""]),
            (#"(?<a>[0-9]+)(?<b>[0-9]*)x"#, "123x", ["a": "123", "b": ""]),
            (#"(?<a>a|ab)(?<b>c|bcd)"#, "abcd", ["a": "a", "b": "bcd"]),
            (#"(?<y>\d{4})-(?<m>\d{2})/(?<slug>.+)"#, "2025-01/größe-ü", ["y": "2025", "m": "01", "slug": "größe-ü"]),
            (#"(?i)^HTTPS://(?<host>[a-z.]+)/(?<rest>.*)$"#, "https://Shop.Example/A/b", ["host": "Shop.Example", "rest": "A/b"]),
            (#"x\((?<inner>[^)]*)\)"#, "x(a b)", ["inner": "a b"]),
            (#"[(](?<v>[0-9])[)]\$"#, "(7)$", ["v": "7"]),
            ("plain", "plain", [:]),
        ] as [(String, String, [String: String])])
    func capturesNamedGroups(_ source: String, _ text: String, _ expected: [String: String]) throws {
        let regex = try CapturingRegex(source)
        #expect(regex.captures(in: text) == expected)
        #expect(Set(regex.groupNames) == Set(expected.keys))
    }

    @Test func decodedCapturesUndoPercentEscapes() throws {
        let regex = try CapturingRegex("/s/(?<q>[^/]+)")
        #expect(regex.captures(in: "/s/red%20shoes%2Fx") == ["q": "red%20shoes%2Fx"])
        #expect(regex.decodedCaptures(in: "/s/red%20shoes%2Fx") == ["q": "red shoes/x"])
        #expect(regex.decodedCaptures(in: "/s/a+b") == ["q": "a+b"])
    }

    @Test(arguments: ["https://m.shop.example/p/x", "https://m.shop.example/p/42/more", "http://m.shop.example/p/42", ""])
    func aTextTheRegexDoesNotMatchWholeHasNoCaptures(_ text: String) throws {
        let regex = try CapturingRegex(#"^https://m\.shop\.example/p/(?<id>[0-9]+)$"#)
        #expect(regex.captures(in: text) == nil)
    }

    @Test(arguments: [
        ("(?:/(?<id>[0-9]+))?", 4, "a named group must stand at the top level of the regex, not inside another group"),
        ("a(?<id>[0-9])+", 1, "a named group cannot be repeated; repeat what is inside it: (?<id>(?:…)+)"),
        ("(?<id>a)|b", 8, "a regex with named groups cannot have '|' at the top level; group the alternatives: (?:a|b)"),
        ("(?<id>a)/(?<id>b)", 9, "the group name 'id' is used twice"),
        ("(?<id>a)\\1", 8, "backreferences are not supported"),
        ("(?<id>(?=a))", 6, "lookaround assertions are not supported"),
        ("(?<id>a", 0, "unbalanced '('"),
        ("(?<1d>a)", 0, "invalid group name"),
    ])
    func unsafeOrUnsupportedRegexesAreLocatedErrors(_ source: String, _ offset: Int, _ message: String) throws {
        let error = try #require(throws: RegexSyntaxError.self) { try CapturingRegex(source) }
        #expect(error.message == message)
        #expect(error.offset == offset)
    }

    /// The classic catastrophic pattern for a backtracking engine: a run of 'a' that almost matches. A
    /// backtracking engine would try about 1.6^5000 ways and never return; this one answers at once. No
    /// timing here (timed unit tests are flaky under sanitizers and load): the guard is that the test ends.
    @Test func aPathologicalInputStaysLinear() throws {
        let regex = try CapturingRegex("(?<a>(?:a|aa)*)(?<b>a*)b")
        let text = String(repeating: "a", count: 5_000)
        #expect(regex.captures(in: text) == nil)
        #expect(regex.captures(in: text + "b") == ["a": text, "b": ""])
    }
}
