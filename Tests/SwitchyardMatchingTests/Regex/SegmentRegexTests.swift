import Testing
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable
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
func abbreviated(_ text: String) -> String {
    let escaped = text.debugDescription
    guard escaped.count > 60 else { return escaped }
    return "\(escaped.prefix(40))…(\(text.unicodeScalars.count) scalars)"
}

func compileError(_ pattern: String) -> RegexSyntaxError? {
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
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
            0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF,
        ]
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
