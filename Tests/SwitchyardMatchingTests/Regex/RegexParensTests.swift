import Testing
@testable import SwitchyardMatching

/// The one reading of a regex's parentheses (issue #73): what each scalar of a regex's text is to the pattern
/// parser, the rewrite regex's layout and weight, the tools' outline and link claims and a document's budget.
@Suite("Regex parentheses")
struct RegexParensTests {
    /// Every `(`, `)` and `|` of `source` that `nextRegexParen` reads, as "offset:scalar", a named group's `(` as
    /// "offset:(?<>".
    static func parens(_ source: String, from start: Int = 0, to end: Int? = nil) -> [String] {
        let scalars = Array(source.unicodeScalars)
        var index = start
        var inClass = false
        var found: [String] = []
        while let k = nextRegexParen(&index, before: end ?? scalars.count, inClass: &inClass, { scalars[$0] }) {
            found.append("\(k):" + (opensNamedRegexGroup(scalars, at: k) ? "(?<>" : String(scalars[k])))
        }
        return found
    }

    @Test(
        arguments: [
            ("", []),
            ("abc", []),
            ("(a)", ["0:(", "2:)"]),
            ("a|b", ["1:|"]),
            ("(?:a|b)", ["0:(", "4:|", "6:)"]),
            // A named group; lookarounds, options and a non-capturing group are not named.
            ("(?<id>x)", ["0:(?<>", "7:)"]),
            ("(?=x)(?!y)", ["0:(", "4:)", "5:(", "9:)"]),
            ("(?<=x)(?<!y)", ["0:(", "5:)", "6:(", "11:)"]),
            ("(?i)a", ["0:(", "3:)"]),
            ("(?<", ["0:("]),
            // Escaped parens and bars are text; so is the scalar after any backslash.
            (#"\(a\)\|"#, []),
            (#"\\(a)"#, ["2:(", "4:)"]),
            // Inside a class nothing is structure, and its first `]` closes it (an escaped one does not).
            ("[(|)]", []),
            (#"[\]()](b)"#, ["6:(", "8:)"]),
            ("[a](|)", ["3:(", "4:|", "5:)"]),
            // An unclosed class runs to the end.
            ("[(a)", []),
            // Offsets count Unicode scalars.
            ("\u{E9}(\u{FC})", ["1:(", "3:)"]),
        ] as [(String, [String])])
    func readsEachParenOnce(source: String, expected: [String]) {
        #expect(Self.parens(source) == expected)
    }

    @Test func readsBetweenItsBounds() {
        #expect(Self.parens("a(b)c(d)", from: 2) == ["3:)", "5:(", "7:)"])
        #expect(Self.parens("a(b)c(d)", to: 5) == ["1:(", "3:)"])
        // A group is named by the scalars after its `(`, even past the end the reading stops at.
        #expect(Self.parens("(?<n>x)", to: 1) == ["0:(?<>"])
        // A backslash on the last scalar moves past the end.
        let scalars = Array(#"a\"#.unicodeScalars)
        var index = 0
        var inClass = false
        #expect(nextRegexParen(&index, before: scalars.count, inClass: &inClass, { scalars[$0] }) == nil)
        #expect(index == 3)
    }

    @Test(
        arguments: [
            ("(a)", 0, 2), ("(a(b)c)d", 0, 6), ("(a(b)c)d", 2, 4), (#"(\))"#, 0, 3), ("([)])", 0, 4), ("(a|b)", 0, 4),
            ("x(y)", 1, 3),
        ] as [(String, Int, Int)])
    func findsTheClosingParen(source: String, opening: Int, close: Int) {
        let scalars = Array(source.unicodeScalars)
        #expect(closingRegexParen(from: opening, before: scalars.count, { scalars[$0] }) == close)
        // Over a pattern's ASCII bytes, as the pattern parser reads them.
        let bytes = Array(source.utf8)
        #expect(closingRegexParen(from: opening, before: bytes.count, { Unicode.Scalar(bytes[$0]) }) == close)
    }

    @Test(arguments: ["(a", "(a(b)", #"(a\)"#, "(a[)]", #"(a\"#])
    func aParenNeverClosedHasNoClose(source: String) {
        let scalars = Array(source.unicodeScalars)
        #expect(closingRegexParen(from: 0, before: scalars.count, { scalars[$0] }) == nil)
    }

    @Test(
        arguments: [
            ("a|b", true), ("(a|b)", false), ("(a)|b", true), ("[|]", false), (#"a\|b"#, false), ("(?:a)|(b)", true),
            // A `)` with no group open closes none: the bar after it stands at the top level.
            ("a)|b", true), ("((a)|b)", false), ("", false),
        ] as [(String, Bool)])
    func tellsATopLevelBar(source: String, expected: Bool) {
        #expect(hasTopLevelRegexBar(Array(source.unicodeScalars)) == expected)
    }
}
