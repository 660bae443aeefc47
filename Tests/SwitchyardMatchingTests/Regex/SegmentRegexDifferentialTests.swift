import Testing
@testable import SwitchyardMatching
import SwitchyardTestSupport

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
                inputs.append(
                    String(
                        (0..<length).map { _ in
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
                        Issue.record(
                            """
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
        #expect(
            steps <= (scalars + 1) * regex.programSize,
            "steps \(steps), scalars \(scalars), program size \(regex.programSize)")
    }
}
