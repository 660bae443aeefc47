import Testing
@testable import SwitchyardMatching

/// A rewrite's regex costs its link a bounded number of passes (issue #64): at most 16 named groups and 128
/// positions, refused where they are written; and the cut, with literal pieces compared, gives what the
/// simulation of every piece gave.
@Suite("Capturing regex: limits", .timeLimit(.minutes(2)))
struct CapturingRegexLimitsTests {
    static func groups(_ count: Int, separator: String = "") -> String {
        "^/r/" + (0..<count).map { "(?<g\($0)>[a-z]*)" }.joined(separator: separator) + "$"
    }

    @Test func theSeventeenthNamedGroupIsRefusedAtItsParenthesis() throws {
        for count in [17, 500] {
            let source = Self.groups(count, separator: "/")
            let error = try #require(throws: RegexSyntaxError.self) { try CapturingRegex(source) }
            #expect(error.message == "a regex can have at most 16 named groups")
            // The 17th group opens after the first 16 and their separators.
            let before = "^/r/" + (0..<16).map { "(?<g\($0)>[a-z]*)/" }.joined()
            #expect(error.offset == before.unicodeScalars.count)
        }
        #expect(try CapturingRegex(Self.groups(16)).groupNames.count == 16)
        // Unnamed groups are no named groups.
        let unnamed = "^/r/" + String(repeating: "([a-z]?)", count: 40) + "(?<last>[a-z]*)$"
        #expect(try CapturingRegex(unnamed).captures(in: "/r/abc") != nil)
    }

    @Test(
        arguments: [
            (#"^https://m\.shop\.example/p(?<id>[0-9]+)$"#, 26), ("x{2,5}", 5), ("x{3,}", 4), ("x+", 2), ("x*", 1),
            ("x?", 1), ("(?i)^a.$", 2), ("(?:ab){3}", 6), ("a|bc", 3), ("[a-z]{0}", 0), ("(?:(?:a{10}){10}){10}", 1000),
        ] as [(String, Int)])
    func positionsAreCountedOnTheSyntaxTree(_ source: String, _ positions: Int) throws {
        var parser = RegexParser(source)
        #expect(CapturingRegex.positions(try parser.parse()) == positions)
    }

    @Test func aRegexOfMoreThan128PositionsIsRefused() throws {
        #expect(try CapturingRegex("^x://a/(?<g>[a-z]{122})$").groupNames == ["g"])
        let error = try #require(throws: RegexSyntaxError.self) { try CapturingRegex("^x://a/(?<g>[a-z]{123})$") }
        #expect(error.message == "a regex can have at most 128 positions; it has 129")
        #expect(error.offset == 0)
        // 256 positions, the limit before: refused now.
        let former = try #require(throws: RegexSyntaxError.self) { try CapturingRegex("^x://a/(?<g>[a-z]{250})$") }
        #expect(former.message == "a regex can have at most 128 positions; it has 256")
    }

    /// The worst rule the limits leave, on the longest link a table may allow: an answer, in one pass per piece.
    @Test func sixteenGroupsOnTheLongestLinkAnswer() throws {
        let regex = try CapturingRegex(Self.groups(16))
        let letters = String(repeating: "a", count: 65_536 - 3)
        let captures = try #require(regex.captures(in: "/r/" + letters))
        #expect(captures["g0"] == letters)
        #expect((1..<16).allSatisfy { captures["g\($0)"] == "" })
        #expect(regex.captures(in: "/r/" + letters.dropLast() + "!") == nil)
    }

    @Test(
        arguments: [
            (#"^/(?<a>[a-z]*)-(?<b>[a-z]*)$"#, "/ab-cd", ["a": "ab", "b": "cd"]),
            (#"^/(?<a>[a-z-]*)--(?<b>[a-z-]*)$"#, "/a--b--c", ["a": "a--b", "b": "c"]),
            (#"(?<a>a*)(?<b>a*)"#, "aaa", ["a": "aaa", "b": ""]),
            (#"(?<a>x*)xyz(?<b>.*)"#, "xxxyzxyz", ["a": "xx", "b": "xyz"]),
            (#"(?<a>[0-9]+)(?i)"#, "12", nil),
        ] as [(String, String, [String: String]?)])
    func literalPiecesCutAsTheSimulationDid(_ source: String, _ text: String, _ expected: [String: String]?) throws {
        guard let regex = try? CapturingRegex(source) else {
            #expect(expected == nil)
            return
        }
        #expect(regex.captures(in: text) == expected)
    }
}
