import Testing
@testable import SwitchyardMatching

/// The one reader of a regex's parentheses (issue #73): what each scalar of a regex's text is to the pattern
/// parser, the rewrite regex's layout and weight, the tools' outline and link claims and a document's budget.
@Suite("Regex parentheses")
struct RegexParenReaderTests {
    /// Every paren of `source` as "offset:kind", kinds `(` capture, `(?:`, `(?<>` named, `(?=` lookaround,
    /// `(?` options, `)` and `|`.
    static func parens(_ source: String, from start: Int = 0, to end: Int? = nil) -> [String] {
        var reader = RegexParenReader(Array(source.unicodeScalars), from: start, to: end)
        var found: [String] = []
        while let (offset, paren) = reader.next() {
            let kind =
                switch paren {
                case .open(.capture): "("
                case .open(.nonCapturing): "(?:"
                case .open(.named): "(?<>"
                case .open(.lookaround): "(?="
                case .open(.options): "(?"
                case .close: ")"
                case .bar: "|"
                }
            found.append("\(offset):\(kind)")
        }
        return found
    }

    @Test(
        arguments: [
            ("", []),
            ("abc", []),
            ("(a)", ["0:(", "2:)"]),
            ("a|b", ["1:|"]),
            ("(?:a|b)", ["0:(?:", "4:|", "6:)"]),
            ("(?<id>x)", ["0:(?<>", "7:)"]),
            ("(?=x)(?!y)", ["0:(?=", "4:)", "5:(?=", "9:)"]),
            ("(?<=x)(?<!y)", ["0:(?=", "5:)", "6:(?=", "11:)"]),
            ("(?i)a", ["0:(?", "3:)"]),
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
            // `(?` at the end: options; `(?<` at the end: options.
            ("(?", ["0:(?"]),
            ("(?<", ["0:(?"]),
        ] as [(String, [String])])
    func readsEachParenOnce(source: String, expected: [String]) {
        #expect(Self.parens(source) == expected)
    }

    @Test func readsBetweenItsBoundsAndClassifiesPastTheEnd() {
        #expect(Self.parens("a(b)c(d)", from: 2) == ["3:)", "5:(", "7:)"])
        #expect(Self.parens("a(b)c(d)", to: 5) == ["1:(", "3:)"])
        // The group's kind reads the scalars after `(` even past the end it stops at.
        #expect(Self.parens("(?<n>x)", to: 1) == ["0:(?<>"])
        // A backslash on the last scalar moves past the end.
        var reader = RegexParenReader(Array(#"a\"#.unicodeScalars))
        #expect(reader.next() == nil)
        #expect(reader.index == 3)
    }

    @Test(
        arguments: [
            ("(a)", 0, 2), ("(a(b)c)d", 0, 6), ("(a(b)c)d", 2, 4), (#"(\))"#, 0, 3), ("([)])", 0, 4), ("(a|b)", 0, 4),
            ("x(y)", 1, 3),
        ] as [(String, Int, Int)])
    func findsTheClosingParen(source: String, opening: Int, close: Int) {
        #expect(RegexParenReader.closingParen(in: Array(source.unicodeScalars), opening: opening) == close)
        // Over a pattern's ASCII bytes, as the pattern parser reads them.
        var bytes = RegexParenReader(ascii: Array(source.utf8), from: opening)
        #expect(bytes.closingParen() == close)
    }

    @Test(arguments: ["(a", "(a(b)", #"(a\)"#, "(a[)]", #"(a\"#])
    func aParenNeverClosedHasNoClose(source: String) {
        #expect(RegexParenReader.closingParen(in: Array(source.unicodeScalars), opening: 0) == nil)
    }

    @Test(
        arguments: [
            ("a|b", true), ("(a|b)", false), ("(a)|b", true), ("[|]", false), (#"a\|b"#, false), ("(?:a)|(b)", true),
            // A `)` with no group open closes none: the bar after it stands at the top level.
            ("a)|b", true), ("((a)|b)", false), ("", false),
        ] as [(String, Bool)])
    func tellsATopLevelBar(source: String, expected: Bool) {
        #expect(RegexParenReader.hasTopLevelBar(Array(source.unicodeScalars)) == expected)
    }
}
