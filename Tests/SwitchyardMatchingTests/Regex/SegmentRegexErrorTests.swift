import Testing
@testable import SwitchyardMatching
import SwitchyardTestSupport

// MARK: - Table-driven error cases

struct SegmentRegexErrorCase: Sendable, CustomTestStringConvertible {
    let pattern: String
    let message: String
    let offset: Int

    init(_ pattern: String, _ message: String, _ offset: Int) {
        self.pattern = pattern
        self.message = message
        self.offset = offset
    }

    var testDescription: String { "\(abbreviated(pattern)) → \(message) @\(offset)" }
}

private let errorTable: [(String, String, Int)] = [
    // Backreferences
    ("\\1", "backreferences are not supported", 0),
    ("(a)\\1", "backreferences are not supported", 3),
    ("(a)(b)\\9", "backreferences are not supported", 6),
    ("(?<n>a)\\k<n>", "backreferences are not supported", 7),
    // Lookaround
    ("(?=a)", "lookaround assertions are not supported", 0),
    ("a(?!b)", "lookaround assertions are not supported", 1),
    ("(?<=a)b", "lookaround assertions are not supported", 0),
    ("b(?<!a)", "lookaround assertions are not supported", 1),
    // Possessive quantifiers and atomic groups
    ("a*+", "possessive quantifiers are not supported", 2),
    ("a++", "possessive quantifiers are not supported", 2),
    ("a?+", "possessive quantifiers are not supported", 2),
    ("a{2}+", "possessive quantifiers are not supported", 4),
    ("a{2,3}+", "possessive quantifiers are not supported", 6),
    ("(?>a)", "atomic groups are not supported", 0),
    ("x(?>a)", "atomic groups are not supported", 1),
    // Unknown and unsupported escapes
    ("\\q", "unknown escape '\\q'", 0),
    ("\\Q", "unknown escape '\\Q'", 0),
    ("ab\\q", "unknown escape '\\q'", 2),
    ("[\\q]", "unknown escape '\\q'", 1),
    ("\\x41", "unknown escape '\\x'", 0),
    ("\\0", "unknown escape '\\0'", 0),
    ("\\ ", "unknown escape '\\ '", 0),
    ("\\é", "unknown escape '\\é'", 0),
    ("[\\b]", "unknown escape '\\b'", 1),
    ("\\b", "word boundaries are not supported", 0),
    ("a\\B", "word boundaries are not supported", 1),
    ("\\Aa", "only '^' and '$' anchors are supported", 0),
    ("a\\z", "only '^' and '$' anchors are supported", 1),
    ("\\p{L}", "unicode properties are not supported", 0),
    ("[\\P{L}]", "unicode properties are not supported", 1),
    ("\\", "incomplete escape sequence", 0),
    ("ab\\", "incomplete escape sequence", 2),
    ("\\u{110000}", "invalid unicode scalar value", 0),
    ("\\u{D800}", "invalid unicode scalar value", 0),
    ("a\\uDFFF", "invalid unicode scalar value", 1),
    ("\\u{}", "malformed unicode escape", 0),
    ("\\u{12", "malformed unicode escape", 0),
    ("\\u{123456789}", "malformed unicode escape", 0),
    ("\\u12", "malformed unicode escape", 0),
    ("\\u12G4", "malformed unicode escape", 0),
    // Unbalanced parentheses and brackets
    ("(a", "unbalanced '('", 0),
    ("((a)", "unbalanced '('", 0),
    ("a(b(c)", "unbalanced '('", 1),
    ("a)", "unbalanced ')'", 1),
    ("(a))", "unbalanced ')'", 3),
    (")", "unbalanced ')'", 0),
    ("[a", "unbalanced '['", 0),
    ("x[^", "unbalanced '['", 1),
    ("[a-", "unbalanced '['", 0),
    ("[\\]", "unbalanced '['", 0),
    ("a]", "unbalanced ']'", 1),
    ("a}", "unbalanced '}'", 1),
    ("[]", "empty character class", 0),
    ("a[^]", "empty character class", 1),
    ("[[:alpha:]]", "nested character classes are not supported", 1),
    // Quantifiers with nothing to repeat
    ("*a", "quantifier has nothing to repeat", 0),
    ("+", "quantifier has nothing to repeat", 0),
    ("?", "quantifier has nothing to repeat", 0),
    ("{2}", "quantifier has nothing to repeat", 0),
    ("a**", "quantifier has nothing to repeat", 2),
    ("a{2}*", "quantifier has nothing to repeat", 4),
    ("a{2}{3}", "quantifier has nothing to repeat", 4),
    ("a*??", "quantifier has nothing to repeat", 3),
    ("a|*b", "quantifier has nothing to repeat", 2),
    ("(*a)", "quantifier has nothing to repeat", 1),
    ("^*", "quantifier has nothing to repeat", 1),
    ("(?i)+", "quantifier has nothing to repeat", 4),
    // Bounds
    ("a{3,2}", "quantifier minimum exceeds maximum", 1),
    ("xa{10,9}", "quantifier minimum exceeds maximum", 2),
    ("a{1001}", "quantifier bound exceeds 1000", 1),
    ("a{1,1001}", "quantifier bound exceeds 1000", 1),
    ("a{1001,}", "quantifier bound exceeds 1000", 1),
    ("a{99999999999999999999}", "quantifier bound exceeds 1000", 1),
    ("a{", "malformed quantifier", 1),
    ("a{x}", "malformed quantifier", 1),
    ("a{1,x}", "malformed quantifier", 1),
    ("a{,3}", "malformed quantifier", 1),
    ("a{1", "malformed quantifier", 1),
    ("a{1 }", "malformed quantifier", 1),
    // Class ranges
    ("[z-a]", "character class range is out of order", 1),
    ("x[ab9-0]", "character class range is out of order", 4),
    ("[\\u{1F64F}-\\u{1F600}]", "character class range is out of order", 1),
    ("[a-\\d]", "invalid character class range", 1),
    // Anchors in the wrong place
    ("a^", "'^' is only allowed at the start", 1),
    ("(^a)", "'^' is only allowed at the start", 1),
    ("^^a", "'^' is only allowed at the start", 1),
    ("a$b", "'$' is only allowed at the end", 1),
    ("(a$)", "'$' is only allowed at the end", 2),
    ("a$$", "'$' is only allowed at the end", 1),
    // Group syntax
    ("a(?i)b", "'(?i)' is only allowed at the start", 1),
    ("(?i)(?i)a", "'(?i)' is only allowed at the start", 4),
    ("(?i:a)", "unsupported inline option", 0),
    ("(?s)a", "unsupported inline option", 0),
    ("(?-i)a", "unsupported inline option", 0),
    ("(?P<n>a)", "unsupported group syntax", 0),
    ("(?#comment)", "unsupported group syntax", 0),
    ("(?", "unsupported group syntax", 0),
    ("(?<1a>x)", "invalid group name", 0),
    ("(?<>x)", "invalid group name", 0),
    ("(?<a-b>x)", "invalid group name", 0),
    ("(?<name", "invalid group name", 0),
    // Size limits
    ("(a{1000}){21}", "regex is too large", 0),
    ("((a{1000}){1000}){1000}", "regex is too large", 0),
    ("(((((a{1000}){1000}){1000}){1000}){1000}){1000}", "regex is too large", 0),
    (String(repeating: "a", count: 20_001), "regex is too large", 0),
    (
        String(repeating: "(", count: 300) + "a" + String(repeating: ")", count: 300),
        "groups are nested too deeply", 200
    ),
    // Offsets count Unicode scalars, not bytes or Characters
    ("中文(", "unbalanced '('", 2),
    ("😀)", "unbalanced ')'", 1),
    ("é\\q", "unknown escape '\\q'", 1),
    ("e\u{301}\\q", "unknown escape '\\q'", 2),
    ("🇫🇷*+", "possessive quantifiers are not supported", 3),
]

private let errorCases = errorTable.map { SegmentRegexErrorCase($0, $1, $2) }

@Suite("SegmentRegex syntax errors")
struct SegmentRegexErrorTests {
    @Test(arguments: errorCases)
    func refused(_ testCase: SegmentRegexErrorCase) {
        let error = compileError(testCase.pattern)
        #expect(error?.message == testCase.message)
        #expect(error?.offset == testCase.offset)
        #expect(error?.description == testCase.message)
    }

    @Test func messagesAreLowercaseWithoutTrailingPeriod() throws {
        for testCase in errorCases {
            let message = try #require(compileError(testCase.pattern)).message
            // Quoted pattern text (as in "unknown escape '\Q'") keeps its case.
            let unquoted = message.split(separator: "'", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
            #expect(unquoted == unquoted.lowercased(), "\(message)")
            #expect(!message.hasSuffix("."), "\(message)")
        }
    }
}
