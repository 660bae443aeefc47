import Testing
@testable import SwitchyardMatching
import SwitchyardTestSupport

// MARK: - Helpers

/// Whole-match through the public byte API (the router's hot path).
private func matchBytes(_ regex: SegmentRegex, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { regex.wholeMatch($0) }
}

/// Whole-match through the NFA simulation only (bypasses fast paths).
private func matchAutomaton(_ regex: SegmentRegex, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { regex.wholeMatchCountingSteps($0).matched }
}

/// A printable, escaped and shortened rendering of test data.
private func abbreviated(_ text: String) -> String {
    let escaped = text.debugDescription
    guard escaped.count > 60 else { return escaped }
    return "\(escaped.prefix(40))…(\(text.unicodeScalars.count) scalars)"
}

private func compileError(_ pattern: String) -> RegexSyntaxError? {
    do {
        _ = try SegmentRegex(pattern)
        return nil
    } catch {
        return error
    }
}

// MARK: - Table-driven match cases

struct SegmentRegexMatchCase: Sendable, CustomTestStringConvertible {
    let pattern: String
    let input: String
    let expected: Bool

    init(_ pattern: String, _ input: String, _ expected: Bool) {
        self.pattern = pattern
        self.input = input
        self.expected = expected
    }

    var testDescription: String { "\(abbreviated(pattern)) ~ \(abbreviated(input)) → \(expected)" }
}

private let matchTable: [(String, String, Bool)] = [
    // Literals and the empty pattern
    ("abc", "abc", true),
    ("abc", "ab", false),
    ("abc", "abcd", false),
    ("abc", "xabc", false),
    ("abc", "", false),
    ("abc", "ABC", false),
    ("", "", true),
    ("", "a", false),
    ("hello world", "hello world", true),
    // Anchors (no-ops at the very start / end)
    ("^abc$", "abc", true),
    ("^abc", "abc", true),
    ("abc$", "abcd", false),
    ("^", "", true),
    ("$", "", true),
    ("^$", "", true),
    ("^$", "a", false),
    ("^a|b$", "b", true),
    ("^a|b$", "a", true),
    ("a|$", "", true),
    ("a\\$", "a$", true),
    ("\\^a", "^a", true),
    // Dot
    (".", "a", true),
    (".", "", false),
    (".", "ab", false),
    (".", "中", true),
    (".", "😀", true),
    ("..", "😀", false),
    (".", "\n", true),
    ("a.c", "abc", true),
    ("a.c", "ac", false),
    (".*", "", true),
    (".*", "anything at all ✓", true),
    (".+", "", false),
    // Shorthand classes (ASCII semantics)
    ("\\d+", "0123456789", true),
    ("\\d", "a", false),
    ("\\d", "٣", false),
    ("\\D", "a", true),
    ("\\D", "5", false),
    ("\\w+", "azAZ09_", true),
    ("\\w", "-", false),
    ("\\w", "é", false),
    ("\\W", "é", true),
    ("\\W", "a", false),
    ("\\s+", " \t\n\r\u{0C}\u{0B}", true),
    ("\\s", "\u{A0}", false),
    ("\\S", "\u{A0}", true),
    ("\\S", " ", false),
    // Escapes
    ("a\\.b", "a.b", true),
    ("a\\.b", "axb", false),
    ("\\\\", "\\", true),
    ("\\/", "/", true),
    ("\\-", "-", true),
    ("\\(\\)", "()", true),
    ("\\[\\]", "[]", true),
    ("\\{\\}", "{}", true),
    ("\\*\\+\\?", "*+?", true),
    ("\\|", "|", true),
    ("\\^\\$", "^$", true),
    ("\\t\\n\\r", "\t\n\r", true),
    ("\\f\\v", "\u{0C}\u{0B}", true),
    ("\\@\\:\\,", "@:,", true),
    ("\\u{1F600}", "😀", true),
    ("\\u{1f600}+", "😀😀", true),
    ("\\u00e9", "é", true),
    ("\\u00E9", "e\u{301}", false),
    ("e\\u0301", "e\u{301}", true),
    ("\\u{41}\\u0042", "AB", true),
    // Character classes
    ("[abc]+", "cab", true),
    ("[abc]", "d", false),
    ("[a-z]+", "hello", true),
    ("[a-z]", "H", false),
    ("[^a-z]+", "HELLO1", true),
    ("[^a-z]", "h", false),
    ("[^a-z]", "", false),
    ("[-a]+", "-a-", true),
    ("[a-]+", "a-", true),
    ("[^-]", "-", false),
    ("[^-]", "x", true),
    ("[\\d_]+", "1_2", true),
    ("[\\w-]+", "a-b_c", true),
    ("[\\w-]+", "a.b", false),
    ("[^\\d]", "5", false),
    ("[\\D]", "x", true),
    ("[\\s\\S]", "ä", true),
    ("[\\]\\[]+", "[]", true),
    ("[.]", "a", false),
    ("[.]", ".", true),
    ("[*+?]+", "?+*", true),
    ("[$^]+", "^$", true),
    ("[\\^a]", "^", true),
    ("[a-c-e]+", "a-e", true),
    ("[a-c-e]", "d", false),
    ("[\\u{1F600}-\\u{1F64F}]", "😃", true),
    ("[\\u{1F600}-\\u{1F64F}]", "🚀", false),
    ("[\\t ]+", " \t ", true),
    // Unicode
    ("[一-龥]+", "中文", true),
    ("[一-龥]+", "中a", false),
    ("[^一-龥]", "a", true),
    ("[^一-龥]", "中", false),
    ("中文", "中文", true),
    ("中文", "中", false),
    ("café", "café", true),
    ("caf.", "cafe\u{301}", false),
    ("caf..", "cafe\u{301}", true),
    ("😀+", "😀😀😀", true),
    ("[äöü]{2}", "öü", true),
    // Groups
    ("(ab)+", "abab", true),
    ("(ab)+", "aba", false),
    ("(?:ab)*", "", true),
    ("(?:ab)*", "ababab", true),
    ("(?<year>\\d{4})-(?<month>\\d{2})", "2024-05", true),
    ("(?<year>\\d{4})-(?<month>\\d{2})", "2024-5", false),
    ("()", "", true),
    ("()a()", "a", true),
    ("((a))", "a", true),
    ("(?:(?:a|b)c)+", "acbc", true),
    // Alternation
    ("cat|dog", "dog", true),
    ("cat|dog", "cow", false),
    ("cat|dog", "catdog", false),
    ("(cat|dog)s?", "cats", true),
    ("a|b|c", "c", true),
    ("ab|a", "a", true),
    ("(a|)", "", true),
    ("(a|)", "a", true),
    ("(|a)b", "b", true),
    ("(|a)b", "ab", true),
    ("a||b", "", true),
    ("|", "", true),
    ("(a|b|)+", "abba", true),
    // Quantifiers
    ("a*", "", true),
    ("a*", "aaa", true),
    ("a*", "aab", false),
    ("a+", "", false),
    ("a+", "aaaa", true),
    ("a?", "", true),
    ("a?", "a", true),
    ("a?", "aa", false),
    ("a{3}", "aaa", true),
    ("a{3}", "aa", false),
    ("a{3}", "aaaa", false),
    ("a{2,}", "a", false),
    ("a{2,}", "aa", true),
    ("a{2,}", "aaaaaaa", true),
    ("a{1,3}", "", false),
    ("a{1,3}", "aa", true),
    ("a{1,3}", "aaaa", false),
    ("a{0}", "", true),
    ("a{0}", "a", false),
    ("a{0,0}b", "b", true),
    ("(ab){2}", "abab", true),
    ("(ab){2}", "ab", false),
    ("(a|bc){2,3}", "bcabc", true),
    ("a{1000}", String(repeating: "a", count: 1000), true),
    ("a{1000}", String(repeating: "a", count: 999), false),
    ("a{2,1000}", String(repeating: "a", count: 1000), true),
    ("(a*)*", "aaa", true),
    ("(a*)+", "", true),
    ("(a?)*b", "aab", true),
    ("()*", "", true),
    ("()+a", "a", true),
    // Lazy quantifiers (same result for a whole match)
    ("a*?", "aaa", true),
    ("a+?b", "aab", true),
    ("a+?", "", false),
    ("a??", "a", true),
    ("a{1,3}?", "aaa", true),
    ("a{2,}?", "a", false),
    ("(a|b)*?c", "abc", true),
    ("(a+?)(a+?)", "aa", true),
    // Patterns that need more than greedy matching
    ("(a+)(a+)", "aa", true),
    ("(a+)(a+)", "a", false),
    ("a*a", "aaa", true),
    ("a*a", "", false),
    ("[a-z]+[a-z0-9]", "abc1", true),
    ("[a-z]+[a-z0-9]", "abc", true),
    ("[a-z]+[a-z0-9]", "a", false),
    ("\\d+5", "1235", true),
    ("\\d+5", "5", false),
    (".*\\.json", "a.b.json", true),
    (".*\\.json", "a.json.bak", false),
    // Sequence fast path
    ("[0-9]+", "0123456789", true),
    ("[0-9]+", "", false),
    ("[0-9]+", "12a", false),
    ("[0-9]+", "١٢", false),
    ("\\d{4}-\\d{2}-\\d{2}", "2024-01-31", true),
    ("\\d{4}-\\d{2}-\\d{2}", "2024-1-31", false),
    ("[a-f0-9]{8}", "deadbeef", true),
    ("[a-f0-9]{8}", "deadbeefa", false),
    ("[a-z]+-[0-9]+", "abc-123", true),
    ("[a-z]+-[0-9]+", "abc-", false),
    ("[a-z]*[0-9]*", "", true),
    ("[a-z]*[0-9]*", "123", true),
    ("[a-z]*[0-9]*", "1a", false),
    ("[a-z0-9_-]{3,16}", "user_name-1", true),
    ("[a-z0-9_-]{3,16}", "ab", false),
    ("[a-z0-9_-]{3,16}", "abcdefghijklmnopq", false),
    ("v[0-9]+(\\.[0-9]+)*", "v1.2.3", true),
    ("v[0-9]+(\\.[0-9]+)*", "v1.2.", false),
    ("[^/]+", "a b", true),
    ("[^/]+", "a/b", false),
    // Case-insensitive (ASCII)
    ("(?i)abc", "ABC", true),
    ("(?i)abc", "aBc", true),
    ("(?i)abc", "abd", false),
    ("(?i)[a-c]+", "AbC", true),
    ("(?i)[A-C]+", "abc", true),
    ("(?i)[^a]", "A", false),
    ("(?i)[^a]", "b", true),
    ("(?i)\\w+", "Hello_World", true),
    ("(?i)user-[0-9]+", "USER-42", true),
    ("(?i)é", "É", false),
    ("(?i)k", "K", true),
    ("(?i)k", "\u{212A}", false),
    ("(?i)(foo|bar)+", "FooBAR", true),
    ("^(?i)abc$", "AbC", true),
    ("(?i)^x", "X", true),
]

private let matchCases = matchTable.map { SegmentRegexMatchCase($0, $1, $2) }

@Suite("SegmentRegex matching")
struct SegmentRegexMatchTests {
    @Test(arguments: matchCases)
    func matches(_ testCase: SegmentRegexMatchCase) throws {
        let regex = try SegmentRegex(testCase.pattern)
        let bytes = Array(testCase.input.utf8)
        #expect(regex.wholeMatch(testCase.input) == testCase.expected, "fast path / string API")
        #expect(matchBytes(regex, bytes) == testCase.expected, "byte API")
        let (matched, steps) = regex.wholeMatchCountingSteps(testCase.input)
        #expect(matched == testCase.expected, "automaton")
        #expect(steps <= (testCase.input.unicodeScalars.count + 1) * regex.programSize)
        let padded = "<" + testCase.input + ">"
        let inner = padded.dropFirst().dropLast()
        #expect(regex.wholeMatch(inner) == testCase.expected, "substring API")
    }

    struct ByteCase: Sendable, CustomTestStringConvertible {
        let pattern: String
        let bytes: [UInt8]
        let expected: Bool
        init(_ pattern: String, _ bytes: [UInt8], _ expected: Bool) {
            self.pattern = pattern
            self.bytes = bytes
            self.expected = expected
        }
        var testDescription: String { "\(abbreviated(pattern)) ~ \(bytes) → \(expected)" }
    }

    static let invalidUTF8Cases: [ByteCase] = [
        ByteCase(".", [0xFF], true),
        ByteCase("\\u{FFFD}", [0xFF], true),
        ByteCase("\\u{FFFD}", [0xEF, 0xBF, 0xBD], true),
        ByteCase("a.b", [0x61, 0x80, 0x62], true),
        ByteCase("ab", [0x61, 0x80, 0x62], false),
        ByteCase(".", [0xE4, 0xB8], true),  // truncated 3-byte sequence: one U+FFFD
        ByteCase("..", [0xE4, 0xB8], false),
        ByteCase("..", [0xC0, 0x80], true),  // overlong: two U+FFFD
        ByteCase("...", [0xED, 0xA0, 0x80], true),  // encoded surrogate: three U+FFFD
        ByteCase(".{4}", [0xF4, 0x90, 0x80, 0x80], true),  // above U+10FFFF: four U+FFFD
        ByteCase(".", [0xF0, 0x9F, 0x98], true),  // truncated 4-byte sequence: one U+FFFD
        ByteCase("[^\\u{FFFD}]*", [0xFF], false),
        ByteCase("[^\\u{FFFD}]*", [0x61, 0x62], true),
        ByteCase("abc", [0x61, 0x62, 0xFF], false),
        ByteCase("\\d+", [0x31, 0xFF], false),
        ByteCase("\\d+.", [0x31, 0xFF], true),
        ByteCase("a*\\u{FFFD}", [0x61, 0x61, 0xFE], true),
        ByteCase("\\u{FFFD}+", [0xFE, 0xFF, 0x80, 0xC1], true),
        ByteCase("[^a]{2}", [0xC3, 0xFF], true),
        ByteCase("(a|\\u{FFFD})+b", [0x61, 0xC3, 0x62], true),
        ByteCase("", [], true),
        ByteCase("", [0xFF], false),
        ByteCase(".*", [0xFF, 0x00, 0xF8], true),
    ]

    @Test(arguments: invalidUTF8Cases)
    func invalidUTF8(_ testCase: ByteCase) throws {
        let regex = try SegmentRegex(testCase.pattern)
        #expect(matchBytes(regex, testCase.bytes) == testCase.expected)
        #expect(matchAutomaton(regex, testCase.bytes) == testCase.expected)
    }

    @Test func decodingAgreesWithStandardLibrary() throws {
        var rng = SplitMix64(seed: 0x5EED_0001)
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                    0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF]
        let dot = try SegmentRegex(".*")
        for _ in 0..<3000 {
            let length = Int.random(in: 0...8, using: &rng)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &rng)
                    ? interesting[Int.random(in: 0..<interesting.count, using: &rng)]
                    : UInt8.random(in: 0...255, using: &rng)
            }
            let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
            let actual = bytes.withUnsafeBufferPointer { RegexUTF8.decodeAll($0) }
            #expect(actual == expected, "bytes: \(bytes)")
            let exact = try SegmentRegex(".{\(expected.count)}")
            #expect(matchBytes(exact, bytes), "bytes: \(bytes)")
            #expect(matchAutomaton(exact, bytes), "bytes: \(bytes)")
            #expect(matchBytes(dot, bytes))
        }
    }

    @Test func emptyBuffer() throws {
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        #expect(try SegmentRegex("").wholeMatch(empty))
        #expect(try SegmentRegex("a*").wholeMatch(empty))
        #expect(try SegmentRegex("(a|)*").wholeMatch(empty))
        #expect(try !SegmentRegex("a").wholeMatch(empty))
        #expect(try !SegmentRegex("(a|b)").wholeMatch(empty))
        #expect(try SegmentRegex("(a|b)*").wholeMatchCountingSteps(empty).matched)
    }

    @Test func strategies() throws {
        let expectations: [(String, SegmentRegex.Strategy)] = [
            ("abc", .literal),
            ("", .literal),
            ("^abc$", .literal),
            ("a\\.b{3}", .literal),
            ("中文", .literal),
            ("[0-9]+", .sequence),
            ("\\d{4}-\\d{2}-\\d{2}", .sequence),
            ("(?i)abc", .sequence),
            ("(?<id>[a-f0-9]{24})", .sequence),
            ("[a-z]*[0-9]*", .sequence),
            ("\\u{FFFD}", .sequence),
            ("a*a", .dfa),
            ("[a-z]+[a-z0-9]", .dfa),
            ("cat|dog", .dfa),
            ("(ab)+", .dfa),
            (".*\\.json", .dfa),
            // Subset construction would need more than 256 states.
            ("(a|b)*a(a|b){12}", .automaton),
            ("(a|b?){400}", .automaton),
        ]
        for (pattern, strategy) in expectations {
            #expect(try SegmentRegex(pattern).strategy == strategy, "pattern: \(pattern)")
        }
    }

    /// The fast paths (literal, sequence, DFA) and the NFA simulation must agree,
    /// including on non-ASCII scalars and invalid UTF-8 (the differential test
    /// against Swift's Regex only uses ASCII).
    @Test func enginesAgreeOnUnicodeInput() throws {
        let patterns = [
            "[一-龥]+", "[^一-龥]*中", "(中|文)+\\u{FFFD}?", ".*😀", "[é-ü]{2,3}", "(?i)(é|e)+x?",
            "[\\u{1F600}-\\u{1F64F}a]*b", "(a|é|中|😀)*\\u{FFFD}", "[^a-z]+[a-z]", "\\W+\\w",
            "(.)(.)?\\u{FFFD}", "[😀😃]{1,2}.", "(?:[^\\u{FFFD}]|\\u{FFFD}\\u{FFFD})*", "..?.?",
            "é", "😀+", "[\\u{80}-\\u{7FF}]+", "[\\u{800}-\\u{FFFF}]+[\\u{10000}-\\u{10FFFF}]",
            // Instructions that share a predicate (the DFA classifies per distinct predicate).
            "(a|[a-z])(é|[é-ü])?[a-z]{2,4}", "[a-c][abc][a-c]?(a|b|c)*z", "(?i)[a-z]{2}[A-Z]x?",
            ".[^a]a{2,4}(.|a)", "(中|[中])+[^中]?",
        ]
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("z".utf8), Array("é".utf8), Array("ü".utf8), Array("中".utf8),
            Array("文".utf8), Array("😀".utf8), Array("😃".utf8), Array("\u{FFFD}".utf8), Array("x".utf8),
            [0xFF], [0xC3], [0xE4, 0xB8], [0xF0, 0x9F], [0xED, 0xA0, 0x80], [0x80],
        ]
        var rng = SplitMix64(seed: 0xD1FF_E4E7)
        for pattern in patterns {
            let regex = try SegmentRegex(pattern)
            for _ in 0..<400 {
                var bytes: [UInt8] = []
                for _ in 0..<Int.random(in: 0...6, using: &rng) {
                    bytes += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
                }
                let fast = matchBytes(regex, bytes)
                let automaton = matchAutomaton(regex, bytes)
                #expect(fast == automaton, "pattern /\(pattern)/ (\(regex.strategy)) bytes \(bytes)")
            }
        }
    }

    @Test func valueSemantics() throws {
        let a = try SegmentRegex("[0-9]+")
        let b = try SegmentRegex("[0-9]+")
        let c = try SegmentRegex("\\d+")
        #expect(a == b)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
        #expect(a.description == "[0-9]+")
        #expect(a.source == "[0-9]+")
        #expect("\(c)" == "\\d+")
        let error = compileError("(")
        #expect(error?.description == "unbalanced '('")
    }

    @Test func programSizeLimit() throws {
        #expect(try SegmentRegex("(a{1000}){19}").programSize <= SegmentRegex.maximumProgramSize)
        let big = try SegmentRegex("(a{1000}){19}")
        #expect(big.wholeMatch(String(repeating: "a", count: 19_000)))
        #expect(!big.wholeMatch(String(repeating: "a", count: 18_999)))
    }

    @Test func concurrentUse() async throws {
        let regexes = try ["[0-9]+", "(a|b)*c", "(?i)user-\\d{1,4}", "中文", "(a*)*b"].map { try SegmentRegex($0) }
        let inputs = ["123", "ababc", "USER-42", "中文", "aaaab", "x", "", "aaaaaaaaaaaaaaaa"]
        var expected: [Bool] = []
        for regex in regexes {
            for input in inputs { expected.append(regex.wholeMatch(input)) }
        }
        let reference = expected
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<200 {
                        var index = 0
                        for regex in regexes {
                            for input in inputs {
                                if regex.wholeMatch(input) != reference[index] { return false }
                                index += 1
                            }
                        }
                    }
                    return true
                }
            }
            for try await ok in group {
                #expect(ok)
            }
        }
    }
}

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
    (String(repeating: "(", count: 300) + "a" + String(repeating: ")", count: 300),
              "groups are nested too deeply", 200),
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

// MARK: - Differential testing against Swift Regex

/// A random pattern together with a way to sample strings it (probably) matches.
private indirect enum GeneratedPattern {
    /// An atom rendered as `text`, matching any character of `members`.
    case atom(text: String, members: [Character])
    case group(prefix: String, GeneratedPattern)
    case concat([GeneratedPattern])
    case alternation([GeneratedPattern])
    case repetition(GeneratedPattern, min: Int, max: Int?, suffix: String)

    static let alphabet: [Character] = ["a", "b", "c", "A", "B", "0", "1", "_", "-"]

    static let atoms: [(String, [Character])] = [
        ("a", ["a"]), ("b", ["b"]), ("c", ["c"]), ("0", ["0"]), ("1", ["1"]), ("-", ["-"]),
        (".", alphabet),
        ("\\d", ["0", "1"]),
        ("\\D", ["a", "b", "c", "A", "B", "_", "-"]),
        ("\\w", ["a", "b", "c", "A", "B", "0", "1", "_"]),
        ("\\W", ["-"]),
        ("[ab]", ["a", "b"]),
        ("[a-c]", ["a", "b", "c"]),
        ("[^a]", ["b", "c", "A", "B", "0", "1", "_", "-"]),
        ("[0-9a]", ["0", "1", "a"]),
        ("[\\d]", ["0", "1"]),
        ("[^\\w]", ["-"]),
        ("[a-]", ["a", "-"]),
        ("[b-c0]", ["b", "c", "0"]),
        ("[^ab0]", ["c", "A", "B", "1", "_", "-"]),
        ("[A-Ba]", ["A", "B", "a"]),
        ("\\-", ["-"]),
    ]

    var text: String {
        switch self {
        case .atom(let text, _): return text
        case .group(let prefix, let inner): return prefix + inner.text + ")"
        case .concat(let items): return items.map(\.text).joined()
        case .alternation(let items): return items.map(\.text).joined(separator: "|")
        case .repetition(let body, _, _, let suffix): return body.text + suffix
        }
    }

    func sample(_ rng: inout SplitMix64, into output: inout String) {
        switch self {
        case .atom(_, let members):
            output.append(members[Int.random(in: 0..<members.count, using: &rng)])
        case .group(_, let inner):
            inner.sample(&rng, into: &output)
        case .concat(let items):
            for item in items { item.sample(&rng, into: &output) }
        case .alternation(let items):
            items[Int.random(in: 0..<items.count, using: &rng)].sample(&rng, into: &output)
        case .repetition(let body, let min, let max, _):
            let count = Int.random(in: min...(max ?? (min + 2)), using: &rng)
            for _ in 0..<count { body.sample(&rng, into: &output) }
        }
    }

    static func generate(depth: Int, _ rng: inout SplitMix64, groupNames: inout Int) -> GeneratedPattern {
        let alternatives = Int.random(in: 0..<10, using: &rng) < 7 ? 1 : Int.random(in: 2...3, using: &rng)
        var branches: [GeneratedPattern] = []
        for _ in 0..<alternatives {
            // Top-level branches are never empty; nested ones may be.
            let pieces = Int.random(in: (depth == 2 ? 1 : 0)...4, using: &rng)
            var items: [GeneratedPattern] = []
            for _ in 0..<pieces {
                items.append(piece(depth: depth, &rng, groupNames: &groupNames))
            }
            branches.append(.concat(items))
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private static func piece(depth: Int, _ rng: inout SplitMix64, groupNames: inout Int) -> GeneratedPattern {
        let atom: GeneratedPattern
        if depth > 0 && Int.random(in: 0..<4, using: &rng) == 0 {
            let prefix: String
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: prefix = "("
            case 1: prefix = "(?:"
            default:
                groupNames += 1
                prefix = "(?<g\(groupNames)>"
            }
            atom = .group(prefix: prefix, generate(depth: depth - 1, &rng, groupNames: &groupNames))
        } else {
            let (text, members) = atoms[Int.random(in: 0..<atoms.count, using: &rng)]
            atom = .atom(text: text, members: members)
        }
        let lazy = Int.random(in: 0..<5, using: &rng) == 0 ? "?" : ""
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: return .repetition(atom, min: 0, max: nil, suffix: "*" + lazy)
        case 1: return .repetition(atom, min: 1, max: nil, suffix: "+" + lazy)
        case 2: return .repetition(atom, min: 0, max: 1, suffix: "?" + lazy)
        case 3:
            let n = Int.random(in: 0...3, using: &rng)
            return .repetition(atom, min: n, max: n, suffix: "{\(n)}" + lazy)
        case 4:
            let n = Int.random(in: 0...2, using: &rng)
            return .repetition(atom, min: n, max: nil, suffix: "{\(n),}" + lazy)
        case 5:
            let n = Int.random(in: 0...2, using: &rng)
            let m = Int.random(in: n...3, using: &rng)
            return .repetition(atom, min: n, max: m, suffix: "{\(n),\(m)}" + lazy)
        default:
            return atom
        }
    }
}

@Suite("SegmentRegex differential")
struct SegmentRegexDifferentialTests {
    @Test func agreesWithSwiftRegex() throws {
        var rng = SplitMix64(seed: 0x5317_C4A7_D00D_2024)
        let patternCount = 3000
        let maximumInputLength = 10
        var compared = 0
        var comparisons = 0
        var positives = 0
        var failures = 0
        for _ in 0..<patternCount {
            // Swift's Regex backtracks, so keep patterns short enough for it to
            // stay fast; nesting and every construct still occur.
            var generated: GeneratedPattern
            repeat {
                var names = 0
                generated = GeneratedPattern.generate(depth: 2, &rng, groupNames: &names)
            } while generated.text.count > 28
            var pattern = generated.text
            let caseInsensitive = Int.random(in: 0..<8, using: &rng) == 0
            if caseInsensitive { pattern = "(?i)" + pattern }
            if Int.random(in: 0..<10, using: &rng) == 0 { pattern = "^" + pattern }
            if Int.random(in: 0..<10, using: &rng) == 0 { pattern += "$" }

            guard let reference = try? Regex(pattern) else { continue }
            let ours: SegmentRegex
            do {
                ours = try SegmentRegex(pattern)
            } catch {
                Issue.record("refused \(pattern) at \(error.offset): \(error.message)")
                continue
            }
            compared += 1

            var inputs: [String] = []
            for _ in 0..<3 {
                var sample = ""
                generated.sample(&rng, into: &sample)
                if caseInsensitive {
                    sample = String(sample.map { Bool.random(using: &rng) ? Character($0.uppercased()) : $0 })
                }
                inputs.append(String(sample.prefix(maximumInputLength)))
            }
            // Near misses: one random edit of a sample.
            for _ in 0..<2 {
                var characters = Array(inputs[Int.random(in: 0..<inputs.count, using: &rng)])
                let letter = GeneratedPattern.alphabet[Int.random(in: 0..<GeneratedPattern.alphabet.count, using: &rng)]
                let position = Int.random(in: 0...characters.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: characters.insert(letter, at: position)
                case 1 where position < characters.count: characters.remove(at: position)
                default: if position < characters.count { characters[position] = letter }
                }
                inputs.append(String(characters))
            }
            // Random strings.
            for _ in 0..<2 {
                let length = Int.random(in: 0...6, using: &rng)
                inputs.append(String((0..<length).map { _ in
                    GeneratedPattern.alphabet[Int.random(in: 0..<GeneratedPattern.alphabet.count, using: &rng)]
                }))
            }

            for input in inputs {
                let expected = input.wholeMatch(of: reference) != nil
                let actual = ours.wholeMatch(input)
                let automaton = ours.wholeMatchCountingSteps(input).matched
                comparisons += 1
                if expected { positives += 1 }
                if actual != expected || automaton != expected {
                    failures += 1
                    if failures <= 25 {
                        Issue.record("""
                            mismatch for pattern /\(pattern)/ input "\(input)": \
                            Swift Regex \(expected), wholeMatch \(actual), automaton \(automaton)
                            """)
                    }
                }
            }
        }
        #expect(failures == 0)
        // Guard against a generator that silently stops producing comparable cases.
        #expect(compared >= patternCount * 9 / 10, "compared \(compared) of \(patternCount)")
        #expect(positives >= comparisons / 5, "positives \(positives) of \(comparisons)")
    }
}

// MARK: - Pathological patterns

struct SegmentRegexPathologicalCase: Sendable, CustomTestStringConvertible {
    let pattern: String
    let input: String
    let expected: Bool

    init(_ pattern: String, _ input: String, _ expected: Bool) {
        self.pattern = pattern
        self.input = input
        self.expected = expected
    }

    var testDescription: String { "\(abbreviated(pattern)) ~ \(abbreviated(input)) → \(expected)" }
}

private let manyA = String(repeating: "a", count: 20_000)

private let pathologicalTable: [(String, String, Bool)] = [
    ("(a*)*b", manyA, false),
    ("(a|a)*b", manyA, false),
    ("(a+)+$", manyA + "!", false),
    ("(a+)+", String(repeating: "a", count: 5_000) + "b", false),
    ("(a|aa)+c", manyA, false),
    ("(a*)*", manyA, true),
    ("(a?){30}a{30}", String(repeating: "a", count: 29), false),
    ("(a?){30}a{30}", String(repeating: "a", count: 30), true),
    ("(.*a){12}", String(repeating: "a", count: 5_000) + "b", false),
    ("(\\w+\\s?)+$", String(repeating: "word ", count: 2_000) + "!", false),
    ("([a-z]+)*[0-9]", String(repeating: "x", count: 10_000), false),
    ("(a|b|ab)*c", String(repeating: "ab", count: 10_000), false),
    ("(x+x+)+y", String(repeating: "x", count: 10_000), false),
]

private let pathologicalCases = pathologicalTable.map { SegmentRegexPathologicalCase($0, $1, $2) }

@Suite("SegmentRegex pathological inputs")
struct SegmentRegexPathologicalTests {
    @Test(arguments: pathologicalCases)
    func linearSteps(_ testCase: SegmentRegexPathologicalCase) throws {
        let regex = try SegmentRegex(testCase.pattern)
        #expect(regex.wholeMatch(testCase.input) == testCase.expected)
        let (matched, steps) = regex.wholeMatchCountingSteps(testCase.input)
        #expect(matched == testCase.expected)
        let scalars = testCase.input.unicodeScalars.count
        // At most one thread per instruction per input position (positions = scalars + 1).
        #expect(steps <= (scalars + 1) * regex.programSize,
                "steps \(steps), scalars \(scalars), program size \(regex.programSize)")
    }
}
