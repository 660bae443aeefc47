// SegmentRegex: a linear-time regular-expression matcher for route constraints.
//
// Patterns are parsed into a small AST, then compiled into a Thompson NFA
// program. Matching never backtracks; depending on the pattern, `wholeMatch`
// uses the cheapest exact strategy:
//
// * literal: patterns without metacharacters compare UTF-8 bytes directly;
// * sequence: concatenations of single-scalar sets with quantifiers, such as
//   `[0-9]+`, `\d{4}-\d{2}` or `[a-z0-9_-]{3,16}`, are matched greedily in one
//   pass when greediness is provably exact (each variable repetition is
//   disjoint from whatever can follow it);
// * dfa: a RegexDFA built at init by subset construction over scalar equivalence
//   classes, when it stays small (<= 256 states, bounded construction work);
// * automaton: otherwise, a breadth-first NFA simulation (Pike VM without
//   captures) in O(input length × program size) time, no heap allocation for
//   programs of up to 512 instructions.
//
// Only the standard library is used (no Foundation, no Swift `Regex`).

// MARK: - Public API

/// A regular expression that must match a whole (decoded) URL path segment.
///
/// Matching runs in time linear in the input length (times the compiled
/// program size); catastrophic backtracking is impossible. The value is
/// immutable after initialisation and safe to use from many threads at once.
public struct SegmentRegex: Sendable, Hashable, CustomStringConvertible {
    /// The pattern text as written.
    public let source: String

    let program: CompiledRegexProgram

    /// Parses and compiles `source`.
    ///
    /// - Throws: `RegexSyntaxError` locating the offending character (offset in
    ///   Unicode scalars) for unsupported or malformed syntax.
    public init(_ source: String) throws(RegexSyntaxError) {
        self.source = source
        var parser = RegexParser(source)
        let ast = try parser.parse()
        self.program = try CompiledRegexProgram(ast: ast)
    }

    /// Whether the regex matches the whole of the UTF-8 encoded input.
    ///
    /// Invalid UTF-8 sequences decode to U+FFFD (one per maximal invalid
    /// subpart, like `String(decoding:as:)`).
    public func wholeMatch(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        program.wholeMatch(utf8)
    }

    /// Whether the regex matches the whole of `string`.
    public func wholeMatch(_ string: some StringProtocol) -> Bool {
        if let result = string.utf8.withContiguousStorageIfAvailable({ program.wholeMatch($0) }) {
            return result
        }
        var copy = String(string)
        return copy.withUTF8 { program.wholeMatch($0) }
    }

    public var description: String { source }

    public static func == (lhs: SegmentRegex, rhs: SegmentRegex) -> Bool {
        lhs.source == rhs.source
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }
}

/// A pattern that `SegmentRegex` cannot compile.
public struct RegexSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 0-based offset, in Unicode scalars into the pattern source, of the offending character.
    public let offset: Int
    /// Lowercase message without a trailing period, e.g. "unbalanced ')'".
    public let message: String

    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { message }
}

// MARK: - Package-visible introspection (tests, diagnostics)

extension SegmentRegex {
    /// Which matcher `wholeMatch` uses for this pattern.
    package enum Strategy: Sendable, Hashable {
        /// Byte comparison (pattern without metacharacters).
        case literal
        /// One greedy pass over `set{min,max}` items.
        case sequence
        /// Precomputed RegexDFA (subset construction of the NFA, size-bounded).
        case dfa
        /// NFA simulation (Pike VM without captures).
        case automaton
    }

    package var strategy: Strategy { program.strategy }

    /// Number of instructions of the compiled NFA program.
    package var programSize: Int { program.instructions.count }

    /// The maximum number of instructions a pattern may compile to.
    package static var maximumProgramSize: Int { CompiledRegexProgram.maximumSize }

    /// Runs the NFA simulation (never a fast path) and reports how many
    /// thread additions it performed. The count is bounded by
    /// `(scalar count + 1) × programSize`.
    package func wholeMatchCountingSteps(_ utf8: UnsafeBufferPointer<UInt8>) -> (matched: Bool, steps: Int) {
        var steps = 0
        let matched = program.runAutomaton(utf8, steps: &steps)
        return (matched, steps)
    }

    package func wholeMatchCountingSteps(_ string: String) -> (matched: Bool, steps: Int) {
        var copy = string
        return copy.withUTF8 { wholeMatchCountingSteps($0) }
    }
}

// MARK: - Scalar sets

/// A set of Unicode scalar values as sorted, disjoint, non-adjacent ranges.
struct RegexScalarSet: Hashable, Sendable {
    private(set) var ranges: [ClosedRange<UInt32>]

    static let maxScalar: UInt32 = 0x10FFFF

    init(_ ranges: [ClosedRange<UInt32>]) {
        self.ranges = RegexScalarSet.normalize(ranges)
    }

    init(scalar: UInt32) {
        self.ranges = [scalar...scalar]
    }

    static let all = RegexScalarSet([0...maxScalar])
    static let digits = RegexScalarSet([0x30...0x39])
    static let word = RegexScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    static let whitespace = RegexScalarSet([0x09...0x0D, 0x20...0x20])

    private static func normalize(_ input: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = input.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<UInt32>] = []
        result.reserveCapacity(sorted.count)
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                if range.upperBound > last.upperBound {
                    result[result.count - 1] = last.lowerBound...range.upperBound
                }
            } else {
                result.append(range)
            }
        }
        return result
    }

    func inverted() -> RegexScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next {
                result.append(next...(range.lowerBound - 1))
            }
            if range.upperBound >= RegexScalarSet.maxScalar {
                next = RegexScalarSet.maxScalar + 1
            } else {
                next = range.upperBound + 1
            }
        }
        if next <= RegexScalarSet.maxScalar {
            result.append(next...RegexScalarSet.maxScalar)
        }
        var set = RegexScalarSet([])
        set.ranges = result
        return set
    }

    /// Adds the other-case counterpart of every ASCII letter in the set.
    func asciiCaseFolded() -> RegexScalarSet {
        let upper: ClosedRange<UInt32> = 0x41...0x5A
        let lower: ClosedRange<UInt32> = 0x61...0x7A
        var extra: [ClosedRange<UInt32>] = []
        for range in ranges {
            if range.overlaps(upper) {
                let part = range.clamped(to: upper)
                extra.append((part.lowerBound + 0x20)...(part.upperBound + 0x20))
            }
            if range.overlaps(lower) {
                let part = range.clamped(to: lower)
                extra.append((part.lowerBound - 0x20)...(part.upperBound - 0x20))
            }
        }
        return extra.isEmpty ? self : RegexScalarSet(ranges + extra)
    }

    func contains(_ scalar: UInt32) -> Bool {
        ranges.contains { $0.contains(scalar) }
    }

    func isDisjoint(with other: RegexScalarSet) -> Bool {
        var i = 0
        var j = 0
        while i < ranges.count && j < other.ranges.count {
            let a = ranges[i]
            let b = other.ranges[j]
            if a.overlaps(b) { return false }
            if a.upperBound < b.upperBound { i += 1 } else { j += 1 }
        }
        return true
    }

    var isFull: Bool { ranges.count == 1 && ranges[0] == 0...RegexScalarSet.maxScalar }

    var singleScalar: UInt32? {
        if ranges.count == 1 && ranges[0].lowerBound == ranges[0].upperBound {
            return ranges[0].lowerBound
        }
        return nil
    }
}

// MARK: - AST

enum RegexNode: Sendable {
    case empty
    case scalar(UInt32)
    case set(RegexScalarSet)
    case concat([RegexNode])
    case alternation([RegexNode])
    /// `max == nil` means unbounded.
    indirect case repetition(RegexNode, min: Int, max: Int?)
}

// MARK: - Parser

struct RegexParser {
    static let maximumBound = 1000
    static let maximumNesting = 200

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var caseInsensitive = false
    private var depth = 0

    init(_ source: String) {
        self.scalars = Array(source.unicodeScalars)
    }

    private func error(_ message: String, at offset: Int) -> RegexSyntaxError {
        RegexSyntaxError(offset: offset, message: message)
    }

    private var atEnd: Bool { index >= scalars.count }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let i = index + ahead
        return i < scalars.count ? scalars[i] : nil
    }

    private func looksAt(_ text: String) -> Bool {
        var i = index
        for scalar in text.unicodeScalars {
            guard i < scalars.count, scalars[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    mutating func parse() throws(RegexSyntaxError) -> RegexNode {
        // Leading `^` and `(?i)`, in either order, each at most once.
        var sawCaret = false
        var sawOption = false
        while true {
            if !sawCaret, peek() == "^" {
                sawCaret = true
                index += 1
            } else if !sawOption, looksAt("(?i)") {
                sawOption = true
                caseInsensitive = true
                index += 4
            } else {
                break
            }
        }
        let node = try parseAlternation()
        if !atEnd {
            // parseAlternation only stops early at ')'.
            throw error("unbalanced ')'", at: index)
        }
        return node
    }

    private mutating func parseAlternation() throws(RegexSyntaxError) -> RegexNode {
        var alternatives = [try parseConcatenation()]
        while peek() == "|" {
            index += 1
            alternatives.append(try parseConcatenation())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func parseConcatenation() throws(RegexSyntaxError) -> RegexNode {
        var items: [RegexNode] = []
        while let scalar = peek(), scalar != "|", scalar != ")" {
            guard let atom = try parseAtom() else { continue }
            items.append(try parseQuantifier(applyingTo: atom))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concat(items)
        }
    }

    /// Returns nil for a no-op (a trailing `$`).
    private mutating func parseAtom() throws(RegexSyntaxError) -> RegexNode? {
        let start = index
        let scalar = scalars[index]
        switch scalar {
        case "(":
            return try parseGroup()
        case "[":
            return try parseClass()
        case ".":
            index += 1
            return .set(.all)
        case "\\":
            switch try parseEscape(inClass: false) {
            case .scalar(let value): return literal(value)
            case .set(let set): return .set(set)
            }
        case "^":
            throw error("'^' is only allowed at the start", at: start)
        case "$":
            guard index == scalars.count - 1 else {
                throw error("'$' is only allowed at the end", at: start)
            }
            index += 1
            return nil
        case "*", "+", "?", "{":
            throw error("quantifier has nothing to repeat", at: start)
        case "]":
            throw error("unbalanced ']'", at: start)
        case "}":
            throw error("unbalanced '}'", at: start)
        default:
            index += 1
            return literal(scalar.value)
        }
    }

    private func literal(_ value: UInt32) -> RegexNode {
        if caseInsensitive, (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
            return .set(RegexScalarSet(scalar: value).asciiCaseFolded())
        }
        return .scalar(value)
    }

    private mutating func parseQuantifier(applyingTo atom: RegexNode) throws(RegexSyntaxError) -> RegexNode {
        guard let scalar = peek() else { return atom }
        let minimum: Int
        let maximum: Int?
        switch scalar {
        case "*":
            index += 1
            (minimum, maximum) = (0, nil)
        case "+":
            index += 1
            (minimum, maximum) = (1, nil)
        case "?":
            index += 1
            (minimum, maximum) = (0, 1)
        case "{":
            (minimum, maximum) = try parseBounds()
        default:
            return atom
        }
        if peek() == "?" {
            index += 1  // lazy: same result for a whole match
        } else if peek() == "+" {
            throw error("possessive quantifiers are not supported", at: index)
        }
        if let next = peek(), next == "*" || next == "+" || next == "?" || next == "{" {
            throw error("quantifier has nothing to repeat", at: index)
        }
        return .repetition(atom, min: minimum, max: maximum)
    }

    private mutating func parseBounds() throws(RegexSyntaxError) -> (Int, Int?) {
        let start = index
        index += 1  // '{'
        let malformed = error("malformed quantifier", at: start)
        guard let minimum = parseNumber() else { throw malformed }
        var maximum: Int? = minimum
        if peek() == "," {
            index += 1
            if peek() == "}" {
                maximum = nil
            } else {
                guard let value = parseNumber() else { throw malformed }
                maximum = value
            }
        }
        guard peek() == "}" else { throw malformed }
        index += 1
        if minimum > RegexParser.maximumBound || (maximum ?? 0) > RegexParser.maximumBound {
            throw error("quantifier bound exceeds \(RegexParser.maximumBound)", at: start)
        }
        if let maximum, maximum < minimum {
            throw error("quantifier minimum exceeds maximum", at: start)
        }
        return (minimum, maximum)
    }

    private mutating func parseNumber() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = peek(), let digit = scalar.regexDigitValue {
            value = Swift.min(value * 10 + digit, 1_000_000)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    private mutating func parseGroup() throws(RegexSyntaxError) -> RegexNode {
        let start = index
        index += 1  // '('
        if peek() == "?" {
            switch peek(1) {
            case ":":
                index += 2
            case "=", "!":
                throw error("lookaround assertions are not supported", at: start)
            case "<":
                if peek(2) == "=" || peek(2) == "!" {
                    throw error("lookaround assertions are not supported", at: start)
                }
                index += 2
                try parseGroupName(groupStart: start)
            case ">":
                throw error("atomic groups are not supported", at: start)
            default:
                // Inline options such as (?i), (?s), (?-i), (?i:...).
                var i = index + 1
                var letters = ""
                while i < scalars.count, scalars[i].regexIsASCIILetter || scalars[i] == "-" {
                    letters.unicodeScalars.append(scalars[i])
                    i += 1
                }
                if !letters.isEmpty, i < scalars.count, scalars[i] == ")" || scalars[i] == ":" {
                    if letters == "i" && scalars[i] == ")" {
                        throw error("'(?i)' is only allowed at the start", at: start)
                    }
                    throw error("unsupported inline option", at: start)
                }
                throw error("unsupported group syntax", at: start)
            }
        }
        depth += 1
        if depth > RegexParser.maximumNesting {
            throw error("groups are nested too deeply", at: start)
        }
        let inner = try parseAlternation()
        guard peek() == ")" else {
            throw error("unbalanced '('", at: start)
        }
        index += 1
        depth -= 1
        return inner
    }

    /// Parses `name>` after `(?<`.
    private mutating func parseGroupName(groupStart: Int) throws(RegexSyntaxError) {
        var length = 0
        while let scalar = peek(), scalar != ">" {
            let valid = scalar.regexIsASCIILetter || scalar == "_" || (length > 0 && scalar.regexDigitValue != nil)
            guard valid else { throw error("invalid group name", at: groupStart) }
            length += 1
            index += 1
        }
        guard length > 0, peek() == ">" else {
            throw error("invalid group name", at: groupStart)
        }
        index += 1
    }

    private enum ClassAtom {
        case scalar(UInt32)
        case set(RegexScalarSet)
    }

    private mutating func parseClass() throws(RegexSyntaxError) -> RegexNode {
        let start = index
        index += 1  // '['
        var negated = false
        if peek() == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while true {
            guard let scalar = peek() else {
                throw error("unbalanced '['", at: start)
            }
            if scalar == "]" {
                if first {
                    throw error("empty character class", at: start)
                }
                index += 1
                break
            }
            first = false
            let atomStart = index
            let atom = try parseClassAtom()
            if case .scalar(let low) = atom, peek() == "-", let after = peek(1), after != "]" {
                index += 1  // '-'
                guard case .scalar(let high) = try parseClassAtom() else {
                    throw error("invalid character class range", at: atomStart)
                }
                guard low <= high else {
                    throw error("character class range is out of order", at: atomStart)
                }
                ranges.append(low...high)
            } else {
                switch atom {
                case .scalar(let value): ranges.append(value...value)
                case .set(let set): ranges.append(contentsOf: set.ranges)
                }
            }
        }
        var set = RegexScalarSet(ranges)
        if caseInsensitive {
            set = set.asciiCaseFolded()
        }
        return .set(negated ? set.inverted() : set)
    }

    private mutating func parseClassAtom() throws(RegexSyntaxError) -> ClassAtom {
        guard let scalar = peek() else {
            throw error("unbalanced '['", at: index)
        }
        switch scalar {
        case "\\":
            return try parseEscape(inClass: true)
        case "[":
            throw error("nested character classes are not supported", at: index)
        default:
            index += 1
            return .scalar(scalar.value)
        }
    }

    private mutating func parseEscape(inClass: Bool) throws(RegexSyntaxError) -> ClassAtom {
        let start = index
        index += 1  // '\'
        guard let scalar = peek() else {
            throw error("incomplete escape sequence", at: start)
        }
        index += 1
        switch scalar {
        case "d": return .set(.digits)
        case "D": return .set(RegexScalarSet.digits.inverted())
        case "w": return .set(.word)
        case "W": return .set(RegexScalarSet.word.inverted())
        case "s": return .set(.whitespace)
        case "S": return .set(RegexScalarSet.whitespace.inverted())
        case "t": return .scalar(0x09)
        case "n": return .scalar(0x0A)
        case "v": return .scalar(0x0B)
        case "f": return .scalar(0x0C)
        case "r": return .scalar(0x0D)
        case "u": return .scalar(try parseUnicodeEscape(escapeStart: start))
        case "1"..."9", "k":
            throw error("backreferences are not supported", at: start)
        case "b", "B":
            throw error(inClass ? "unknown escape '\\\(scalar)'" : "word boundaries are not supported", at: start)
        case "A", "z", "Z", "G":
            throw error(inClass ? "unknown escape '\\\(scalar)'" : "only '^' and '$' anchors are supported", at: start)
        case "p", "P":
            throw error("unicode properties are not supported", at: start)
        default:
            // Any escaped ASCII punctuation is a literal.
            if scalar.value >= 0x21 && scalar.value <= 0x7E && !scalar.regexIsASCIILetter && scalar.regexDigitValue == nil {
                return .scalar(scalar.value)
            }
            throw error("unknown escape '\\\(scalar)'", at: start)
        }
    }

    /// Parses the part after `\u`: `{h...}` (1 to 8 hex digits) or exactly 4 hex digits.
    private mutating func parseUnicodeEscape(escapeStart: Int) throws(RegexSyntaxError) -> UInt32 {
        let malformed = error("malformed unicode escape", at: escapeStart)
        var value: UInt32 = 0
        if peek() == "{" {
            index += 1
            var digits = 0
            while let scalar = peek(), let digit = scalar.regexHexDigitValue {
                digits += 1
                guard digits <= 8 else { throw malformed }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            guard digits > 0, peek() == "}" else { throw malformed }
            index += 1
        } else {
            for _ in 0..<4 {
                guard let digit = peek()?.regexHexDigitValue else { throw malformed }
                value = value << 4 | UInt32(digit)
                index += 1
            }
        }
        guard Unicode.Scalar(value) != nil else {
            throw error("invalid unicode scalar value", at: escapeStart)
        }
        return value
    }
}

extension Unicode.Scalar {
    fileprivate var regexDigitValue: Int? {
        (0x30...0x39).contains(value) ? Int(value - 0x30) : nil
    }

    fileprivate var regexHexDigitValue: Int? {
        switch value {
        case 0x30...0x39: return Int(value - 0x30)
        case 0x41...0x46: return Int(value - 0x41 + 10)
        case 0x61...0x66: return Int(value - 0x61 + 10)
        default: return nil
        }
    }

    fileprivate var regexIsASCIILetter: Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }
}

// MARK: - Compiled program

enum RegexOpcode: UInt8, Sendable {
    /// Consume one scalar equal to `x`.
    case scalar
    /// Consume one scalar contained in `sets[x]`.
    case set
    /// Consume any scalar.
    case any
    /// Continue at both `x` and `y`.
    case split
    /// Continue at `x`.
    case jump
    /// Accept if the input is exhausted.
    case match
}

struct RegexInstruction: Sendable {
    var op: RegexOpcode
    var x: Int32
    var y: Int32
}

/// A scalar set laid out for matching: an ASCII bitmap plus a slice of sorted
/// `[low, high]` pairs (for scalars >= 128) in a shared bounds array.
struct RegexMatchSet: Sendable {
    var asciiLow: UInt64
    var asciiHigh: UInt64
    /// Index of the first pair in the bounds array (in UInt32 elements).
    var boundsStart: Int32
    /// Number of pairs.
    var pairCount: Int32

    init(_ set: RegexScalarSet, bounds: inout [UInt32]) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for range in set.ranges where range.lowerBound < 128 {
            for scalar in range.lowerBound...Swift.min(range.upperBound, 127) {
                if scalar < 64 {
                    low |= 1 << UInt64(scalar)
                } else {
                    high |= 1 << UInt64(scalar - 64)
                }
            }
        }
        asciiLow = low
        asciiHigh = high
        boundsStart = Int32(bounds.count)
        var pairs: Int32 = 0
        for range in set.ranges where range.upperBound >= 128 {
            bounds.append(Swift.max(range.lowerBound, 128))
            bounds.append(range.upperBound)
            pairs += 1
        }
        pairCount = pairs
    }

    @inline(__always)
    func containsASCII(_ byte: UInt8) -> Bool {
        byte < 64 ? (asciiLow >> UInt64(byte)) & 1 != 0 : (asciiHigh >> UInt64(byte &- 64)) & 1 != 0
    }

    @inline(__always)
    func contains(_ scalar: UInt32, bounds: UnsafeBufferPointer<UInt32>) -> Bool {
        if scalar < 128 {
            return containsASCII(UInt8(truncatingIfNeeded: scalar))
        }
        return containsNonASCII(scalar, bounds: bounds)
    }

    func containsNonASCII(_ scalar: UInt32, bounds: UnsafeBufferPointer<UInt32>) -> Bool {
        // Binary search over pairs [boundsStart + 2k, boundsStart + 2k + 1].
        var low = 0
        var high = Int(pairCount)
        let base = Int(boundsStart)
        while low < high {
            let mid = (low &+ high) >> 1
            let lower = bounds[base &+ 2 &* mid]
            let upper = bounds[base &+ 2 &* mid &+ 1]
            if scalar < lower {
                high = mid
            } else if scalar > upper {
                low = mid &+ 1
            } else {
                return true
            }
        }
        return false
    }
}

/// One element of a sequence-strategy pattern: `set{min,max}`.
struct RegexSequenceItem: Sendable {
    var set: RegexMatchSet
    var min: Int32
    /// `Int32.max` when unbounded.
    var max: Int32
}

final class CompiledRegexProgram: Sendable {
    static let maximumSize = 20_000

    let strategy: SegmentRegex.Strategy
    let instructions: [RegexInstruction]
    let sets: [RegexMatchSet]
    let bounds: [UInt32]
    let literal: [UInt8]
    let sequence: [RegexSequenceItem]
    let dfa: RegexDFA?

    init(ast: RegexNode) throws(RegexSyntaxError) {
        let size = CompiledRegexProgram.size(of: ast) + 1
        guard size <= CompiledRegexProgram.maximumSize else {
            throw RegexSyntaxError(offset: 0, message: "regex is too large")
        }
        var emitter = Emitter()
        emitter.instructions.reserveCapacity(size)
        emitter.emit(ast)
        emitter.append(.match)
        instructions = emitter.instructions

        var bounds = emitter.bounds
        var sequence: [RegexSequenceItem] = []
        var literal: [UInt8] = []
        var strategy = SegmentRegex.Strategy.automaton
        if let items = CompiledRegexProgram.sequenceItems(ast), CompiledRegexProgram.greedyIsExact(items) {
            if let scalars = CompiledRegexProgram.literalScalars(items) {
                strategy = .literal
                for scalar in scalars {
                    UTF8.encode(scalar) { literal.append($0) }
                }
            } else {
                strategy = .sequence
                for item in items {
                    sequence.append(RegexSequenceItem(
                        set: RegexMatchSet(item.set, bounds: &bounds),
                        min: Int32(item.min),
                        max: item.max.map { Int32($0) } ?? Int32.max))
                }
            }
        }
        var dfa: RegexDFA?
        if strategy == .automaton {
            dfa = RegexDFA(program: instructions, sets: emitter.scalarSets)
            if dfa != nil { strategy = .dfa }
        }
        self.sets = emitter.sets
        self.bounds = bounds
        self.literal = literal
        self.sequence = sequence
        self.dfa = dfa
        self.strategy = strategy
    }

    // MARK: Size estimate (saturating, computed before emitting anything)

    private static func size(of node: RegexNode) -> Int {
        let cap = maximumSize + 1
        func add(_ a: Int, _ b: Int) -> Int { Swift.min(a + b, cap) }
        func mul(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? cap : Swift.min(product, cap)
        }
        switch node {
        case .empty:
            return 0
        case .scalar, .set:
            return 1
        case .concat(let items):
            return items.reduce(0) { add($0, size(of: $1)) }
        case .alternation(let items):
            return items.reduce(2 * (items.count - 1)) { add($0, size(of: $1)) }
        case .repetition(let body, let min, let max):
            let bodySize = size(of: body)
            if let max {
                return add(mul(min, bodySize), mul(max - min, bodySize + 1))
            }
            return min == 0 ? add(bodySize, 2) : add(mul(min, bodySize), 1)
        }
    }

    // MARK: Emission

    private struct Emitter {
        var instructions: [RegexInstruction] = []
        var sets: [RegexMatchSet] = []
        var scalarSets: [RegexScalarSet] = []
        var bounds: [UInt32] = []
        var setIndices: [RegexScalarSet: Int32] = [:]

        @discardableResult
        mutating func append(_ op: RegexOpcode, _ x: Int32 = 0, _ y: Int32 = 0) -> Int {
            instructions.append(RegexInstruction(op: op, x: x, y: y))
            return instructions.count - 1
        }

        var nextPC: Int32 { Int32(instructions.count) }

        mutating func emit(_ node: RegexNode) {
            switch node {
            case .empty:
                break
            case .scalar(let value):
                append(.scalar, Int32(value))
            case .set(let set):
                if set.isFull {
                    append(.any)
                } else if let value = set.singleScalar {
                    append(.scalar, Int32(value))
                } else {
                    let index: Int32
                    if let existing = setIndices[set] {
                        index = existing
                    } else {
                        index = Int32(sets.count)
                        sets.append(RegexMatchSet(set, bounds: &bounds))
                        scalarSets.append(set)
                        setIndices[set] = index
                    }
                    append(.set, index)
                }
            case .concat(let items):
                for item in items { emit(item) }
            case .alternation(let alternatives):
                var jumps: [Int] = []
                for (position, alternative) in alternatives.enumerated() {
                    if position == alternatives.count - 1 {
                        emit(alternative)
                    } else {
                        let split = append(.split, nextPC + 1)
                        emit(alternative)
                        jumps.append(append(.jump))
                        instructions[split].y = nextPC
                    }
                }
                for jump in jumps { instructions[jump].x = nextPC }
            case .repetition(let body, let min, let max):
                if let max {
                    for _ in 0..<min { emit(body) }
                    var splits: [Int] = []
                    for _ in 0..<(max - min) {
                        splits.append(append(.split, nextPC + 1))
                        emit(body)
                    }
                    for split in splits { instructions[split].y = nextPC }
                } else if min == 0 {
                    let loop = append(.split, nextPC + 1)
                    emit(body)
                    append(.jump, Int32(loop))
                    instructions[loop].y = nextPC
                } else {
                    for _ in 0..<(min - 1) { emit(body) }
                    let loop = nextPC
                    emit(body)
                    append(.split, loop, nextPC + 1)
                }
            }
        }
    }

    // MARK: Fast-path analysis

    private struct SetRepeat {
        var set: RegexScalarSet
        var min: Int
        var max: Int?
    }

    /// Flattens the AST into `set{min,max}` items if it is a plain concatenation.
    private static func sequenceItems(_ node: RegexNode) -> [SetRepeat]? {
        var items: [SetRepeat] = []
        func single(_ node: RegexNode) -> RegexScalarSet? {
            switch node {
            case .scalar(let value): return RegexScalarSet(scalar: value)
            case .set(let set): return set
            case .concat(let items) where items.count == 1: return single(items[0])
            case .alternation(let items) where items.count == 1: return single(items[0])
            default: return nil
            }
        }
        func flatten(_ node: RegexNode) -> Bool {
            switch node {
            case .empty:
                return true
            case .scalar, .set:
                items.append(SetRepeat(set: single(node)!, min: 1, max: 1))
                return true
            case .concat(let children):
                for child in children where !flatten(child) { return false }
                return true
            case .alternation:
                return false
            case .repetition(let body, let min, let max):
                guard let set = single(body) else { return false }
                if max == 0 { return true }
                items.append(SetRepeat(set: set, min: min, max: max))
                return true
            }
        }
        guard flatten(node), items.count <= 64 else { return nil }
        return items
    }

    /// Greedy single-pass matching is exact when every variable-length item is
    /// disjoint from each following item up to and including the next
    /// mandatory one: the run it consumes is then forced.
    private static func greedyIsExact(_ items: [SetRepeat]) -> Bool {
        for (i, item) in items.enumerated() where item.min != item.max {
            var j = i + 1
            while j < items.count {
                guard item.set.isDisjoint(with: items[j].set) else { return false }
                if items[j].min > 0 { break }
                j += 1
            }
        }
        return true
    }

    private static func literalScalars(_ items: [SetRepeat]) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        for item in items {
            guard item.min == item.max, let value = item.set.singleScalar, value != 0xFFFD,
                let scalar = Unicode.Scalar(value)
            else { return nil }
            for _ in 0..<item.min { scalars.append(scalar) }
        }
        return scalars
    }

    // MARK: Matching

    func wholeMatch(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        switch strategy {
        case .literal:
            return literal.withUnsafeBufferPointer { CompiledRegexProgram.bytesEqual($0, input) }
        case .sequence:
            return sequence.withUnsafeBufferPointer { items in
                bounds.withUnsafeBufferPointer { bounds in
                    CompiledRegexProgram.matchSequence(items, bounds: bounds, input: input)
                }
            }
        case .dfa:
            return dfa!.wholeMatch(input)
        case .automaton:
            var steps = 0
            return runAutomaton(input, steps: &steps)
        }
    }

    private static func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        let raw = UnsafeRawPointer(pa)
        let rawB = UnsafeRawPointer(pb)
        var i = 0
        while i &+ 8 <= count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                != rawB.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            {
                return false
            }
            i &+= 8
        }
        while i < count {
            if pa[i] != pb[i] { return false }
            i &+= 1
        }
        return true
    }

    private static func matchSequence(
        _ items: UnsafeBufferPointer<RegexSequenceItem>,
        bounds: UnsafeBufferPointer<UInt32>,
        input: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let end = input.count
        var position = 0
        for item in items {
            var count: Int32 = 0
            let set = item.set
            while count < item.max && position < end {
                let byte = input[position]
                if byte < 0x80 {
                    guard set.containsASCII(byte) else { break }
                    position &+= 1
                } else {
                    guard set.pairCount > 0 else { break }
                    let (scalar, next) = RegexUTF8.decodeNonASCII(input, position)
                    guard set.containsNonASCII(scalar, bounds: bounds) else { break }
                    position = next
                }
                count &+= 1
            }
            if count < item.min { return false }
        }
        return position == end
    }

    /// Thompson NFA simulation. `steps` is incremented once per thread added
    /// to a state list, which happens at most once per instruction per input
    /// position.
    ///
    /// Program counters fit in `UInt16` (programs are capped at 20,000
    /// instructions). The four scratch arrays are separate temporary
    /// allocations so each stays within the standard library's stack
    /// allocation threshold (1 KiB) for programs of up to 512 instructions;
    /// larger programs fall back to a heap allocation per call.
    func runAutomaton(_ input: UnsafeBufferPointer<UInt8>, steps: inout Int) -> Bool {
        let size = instructions.count
        return instructions.withUnsafeBufferPointer { program in
            sets.withUnsafeBufferPointer { sets in
                bounds.withUnsafeBufferPointer { bounds in
                    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: size) { mark in
                        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: size) { current in
                            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: size) { next in
                                withUnsafeTemporaryAllocation(of: UInt16.self, capacity: size) { stack in
                                    CompiledRegexProgram.simulate(
                                        program: program, sets: sets, bounds: bounds, input: input,
                                        mark: mark.baseAddress!, current: current.baseAddress!,
                                        next: next.baseAddress!, stack: stack.baseAddress!, steps: &steps)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private static func simulate(
        program: UnsafeBufferPointer<RegexInstruction>,
        sets: UnsafeBufferPointer<RegexMatchSet>,
        bounds: UnsafeBufferPointer<UInt32>,
        input: UnsafeBufferPointer<UInt8>,
        mark: UnsafeMutablePointer<UInt16>,
        current currentList: UnsafeMutablePointer<UInt16>,
        next nextList: UnsafeMutablePointer<UInt16>,
        stack: UnsafeMutablePointer<UInt16>,
        steps: inout Int
    ) -> Bool {
        let size = program.count
        // mark[pc] == generation  <=>  pc already visited at this position.
        mark.initialize(repeating: 0, count: size)
        var current = currentList
        var next = nextList
        var generation: UInt16 = 1
        var currentCount = 0
        var currentMatched = false
        addClosure(0, program: program, mark: mark, generation: generation, stack: stack,
                   list: current, count: &currentCount, matched: &currentMatched, steps: &steps)
        let end = input.count
        var position = 0
        while position < end {
            if currentCount == 0 { return false }
            let scalar: UInt32
            let byte = input[position]
            if byte < 0x80 {
                scalar = UInt32(byte)
                position &+= 1
            } else {
                (scalar, position) = RegexUTF8.decodeNonASCII(input, position)
            }
            if generation == UInt16.max {
                mark.update(repeating: 0, count: size)
                generation = 1
            } else {
                generation &+= 1
            }
            var nextCount = 0
            var nextMatched = false
            for k in 0..<currentCount {
                let pc = Int(current[k])
                let instruction = program[pc]
                let accepted: Bool
                switch instruction.op {
                case .scalar: accepted = scalar == UInt32(bitPattern: instruction.x)
                case .set: accepted = sets[Int(instruction.x)].contains(scalar, bounds: bounds)
                case .any: accepted = true
                case .split, .jump, .match: accepted = false
                }
                if accepted {
                    addClosure(UInt16(truncatingIfNeeded: pc &+ 1), program: program, mark: mark,
                               generation: generation, stack: stack, list: next, count: &nextCount,
                               matched: &nextMatched, steps: &steps)
                }
            }
            swap(&current, &next)
            currentCount = nextCount
            currentMatched = nextMatched
        }
        return currentMatched
    }

    /// Adds the epsilon closure of `start` to `list` (consuming instructions
    /// only); sets `matched` when `match` is reachable.
    @inline(__always)
    private static func addClosure(
        _ start: UInt16,
        program: UnsafeBufferPointer<RegexInstruction>,
        mark: UnsafeMutablePointer<UInt16>,
        generation: UInt16,
        stack: UnsafeMutablePointer<UInt16>,
        list: UnsafeMutablePointer<UInt16>,
        count: inout Int,
        matched: inout Bool,
        steps: inout Int
    ) {
        if mark[Int(start)] == generation { return }
        mark[Int(start)] = generation
        stack[0] = start
        var depth = 1
        @inline(__always) func push(_ target: Int32) {
            let pc = Int(target)
            if mark[pc] != generation {
                mark[pc] = generation
                stack[depth] = UInt16(truncatingIfNeeded: pc)
                depth &+= 1
            }
        }
        while depth > 0 {
            depth &-= 1
            let pc = stack[depth]
            steps &+= 1
            let instruction = program[Int(pc)]
            switch instruction.op {
            case .jump:
                push(instruction.x)
            case .split:
                push(instruction.y)
                push(instruction.x)
            case .match:
                matched = true
            case .scalar, .set, .any:
                list[count] = pc
                count &+= 1
            }
        }
    }
}

// MARK: - RegexDFA

/// A RegexDFA built eagerly from the NFA program by subset construction, used when
/// it stays small. Scalars are mapped to equivalence classes (scalars that
/// every instruction treats alike), so the transition table is
/// `stateCount × classCount`. State 0 is the dead state, state 1 the start.
struct RegexDFA: Sendable {
    static let maximumStates = 256
    static let maximumTableSize = 16_384
    static let maximumClassificationWork = 262_144
    static let maximumConstructionWork = 250_000
    static let maximumProgramSize = 2048

    /// Class of each ASCII scalar.
    let asciiClasses: [UInt16]
    /// Start of every scalar interval at or above 128 (ascending, first is 128)
    /// and the class of that interval.
    let upperStarts: [UInt32]
    let upperClasses: [UInt16]
    let classCount: Int
    /// `transitions[state * classCount + class]`.
    let transitions: [Int32]
    let accepting: [Bool]

    init?(program: [RegexInstruction], sets: [RegexScalarSet]) {
        let size = program.count
        guard size <= RegexDFA.maximumProgramSize else { return nil }
        var consuming: [Int] = []
        var starts: Set<UInt32> = [0, 128]
        for (pc, instruction) in program.enumerated() {
            switch instruction.op {
            case .scalar:
                let value = UInt32(bitPattern: instruction.x)
                starts.insert(value)
                if value < RegexScalarSet.maxScalar { starts.insert(value + 1) }
                consuming.append(pc)
            case .set:
                for range in sets[Int(instruction.x)].ranges {
                    starts.insert(range.lowerBound)
                    if range.upperBound < RegexScalarSet.maxScalar { starts.insert(range.upperBound + 1) }
                }
                consuming.append(pc)
            case .any:
                consuming.append(pc)
            case .split, .jump, .match:
                break
            }
        }
        let intervalStarts = starts.sorted()
        guard intervalStarts.count * Swift.max(consuming.count, 1) <= RegexDFA.maximumClassificationWork else {
            return nil
        }

        // Equivalence classes: intervals accepted by exactly the same instructions.
        func accepts(_ pc: Int, _ scalar: UInt32) -> Bool {
            let instruction = program[pc]
            switch instruction.op {
            case .scalar: return UInt32(bitPattern: instruction.x) == scalar
            case .set: return sets[Int(instruction.x)].contains(scalar)
            case .any: return true
            case .split, .jump, .match: return false
            }
        }
        var classIDs: [[Bool]: Int] = [:]
        // acceptance[classID * consuming.count + consumingIndex]
        var acceptance: [Bool] = []
        var intervalClasses: [Int] = []
        intervalClasses.reserveCapacity(intervalStarts.count)
        for start in intervalStarts {
            let row = consuming.map { accepts($0, start) }
            if let id = classIDs[row] {
                intervalClasses.append(id)
            } else {
                let id = classIDs.count
                classIDs[row] = id
                acceptance.append(contentsOf: row)
                intervalClasses.append(id)
            }
        }
        let classCount = classIDs.count
        guard classCount <= Int(UInt16.max), classCount * 2 <= RegexDFA.maximumTableSize else { return nil }
        var consumingIndex = [Int](repeating: -1, count: size)
        for (index, pc) in consuming.enumerated() { consumingIndex[pc] = index }

        var asciiClasses = [UInt16](repeating: 0, count: 128)
        var upperStarts: [UInt32] = []
        var upperClasses: [UInt16] = []
        for (index, start) in intervalStarts.enumerated() {
            let end = index + 1 < intervalStarts.count ? intervalStarts[index + 1] : RegexScalarSet.maxScalar + 1
            let id = UInt16(intervalClasses[index])
            if start < 128 {
                for scalar in start..<Swift.min(end, 128) { asciiClasses[Int(scalar)] = id }
            } else {
                upperStarts.append(start)
                upperClasses.append(id)
            }
        }

        // Subset construction. A state is the sorted list of consuming
        // instructions reached by the epsilon closure, plus -1 if `match` is.
        // `budget` bounds the construction work for large programs.
        var budget = RegexDFA.maximumConstructionWork
        var visited = [Int](repeating: 0, count: size)
        var visitStamp = 0
        var stack: [Int] = []
        func closure(_ roots: [Int]) -> [Int] {
            var reached: [Int] = []
            var matched = false
            visitStamp += 1
            for root in roots where visited[root] != visitStamp {
                visited[root] = visitStamp
                stack.append(root)
            }
            while let pc = stack.popLast() {
                budget -= 1
                let instruction = program[pc]
                switch instruction.op {
                case .jump, .split:
                    let first = Int(instruction.x)
                    if visited[first] != visitStamp {
                        visited[first] = visitStamp
                        stack.append(first)
                    }
                    let second = Int(instruction.y)
                    if instruction.op == .split, visited[second] != visitStamp {
                        visited[second] = visitStamp
                        stack.append(second)
                    }
                case .match:
                    matched = true
                case .scalar, .set, .any:
                    reached.append(pc)
                }
            }
            reached.sort()
            if matched { reached.append(-1) }
            return reached
        }

        var stateIDs: [[Int]: Int32] = [[]: 0]
        var states: [[Int]] = [[]]
        var transitions = [Int32](repeating: 0, count: classCount)  // dead state row
        let start = closure([0])
        if start.isEmpty { return nil }
        stateIDs[start] = 1
        states.append(start)
        var pending = 1
        let consumingCount = consuming.count
        while pending < states.count {
            let state = states[pending]
            pending += 1
            for classID in 0..<classCount {
                let row = classID * consumingCount
                var roots: [Int] = []
                for pc in state where pc >= 0 && acceptance[row + consumingIndex[pc]] {
                    roots.append(pc + 1)
                }
                let next = roots.isEmpty ? [] : closure(roots)
                budget -= state.count + next.count  // scanning + hashing
                guard budget > 0 else { return nil }
                if let id = stateIDs[next] {
                    transitions.append(id)
                } else {
                    guard states.count < RegexDFA.maximumStates,
                        (states.count + 1) * classCount <= RegexDFA.maximumTableSize
                    else { return nil }
                    let id = Int32(states.count)
                    stateIDs[next] = id
                    states.append(next)
                    transitions.append(id)
                }
            }
        }
        self.asciiClasses = asciiClasses
        self.upperStarts = upperStarts
        self.upperClasses = upperClasses
        self.classCount = classCount
        self.transitions = transitions
        self.accepting = states.map { $0.last == -1 }
    }

    var stateCount: Int { accepting.count }

    func wholeMatch(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        transitions.withUnsafeBufferPointer { transitions in
            asciiClasses.withUnsafeBufferPointer { asciiClasses in
                upperStarts.withUnsafeBufferPointer { upperStarts in
                    upperClasses.withUnsafeBufferPointer { upperClasses in
                        let classCount = self.classCount
                        let end = input.count
                        var position = 0
                        var state = 1
                        while position < end {
                            let byte = input[position]
                            let classID: Int
                            if byte < 0x80 {
                                classID = Int(asciiClasses[Int(byte)])
                                position &+= 1
                            } else {
                                let (scalar, next) = RegexUTF8.decodeNonASCII(input, position)
                                position = next
                                // Last interval start <= scalar (upperStarts[0] == 128).
                                var low = 0
                                var high = upperStarts.count
                                while high - low > 1 {
                                    let mid = (low &+ high) >> 1
                                    if upperStarts[mid] <= scalar { low = mid } else { high = mid }
                                }
                                classID = Int(upperClasses[low])
                            }
                            state = Int(transitions[state &* classCount &+ classID])
                            if state == 0 { return false }
                        }
                        return accepting[state]
                    }
                }
            }
        }
    }
}

// MARK: - UTF-8 decoding

enum RegexUTF8 {
    /// Decodes the scalar starting at `input[position]` (which must be >= 0x80).
    /// Invalid sequences yield U+FFFD and advance past the maximal invalid
    /// subpart (at least one byte), matching `String(decoding:as: UTF8.self)`.
    @inline(__always)
    static func decodeNonASCII(_ input: UnsafeBufferPointer<UInt8>, _ position: Int) -> (UInt32, Int) {
        let end = input.count
        let b0 = input[position]
        @inline(__always) func continuation(_ i: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> UInt32? {
            guard i < end else { return nil }
            let byte = input[i]
            return byte >= low && byte <= high ? UInt32(byte & 0x3F) : nil
        }
        switch b0 {
        case 0xC2...0xDF:
            guard let c1 = continuation(position + 1) else { return (0xFFFD, position + 1) }
            return (UInt32(b0 & 0x1F) << 6 | c1, position + 2)
        case 0xE0...0xEF:
            let low: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = b0 == 0xED ? 0x9F : 0xBF
            guard let c1 = continuation(position + 1, low, high) else { return (0xFFFD, position + 1) }
            guard let c2 = continuation(position + 2) else { return (0xFFFD, position + 2) }
            return (UInt32(b0 & 0x0F) << 12 | c1 << 6 | c2, position + 3)
        case 0xF0...0xF4:
            let low: UInt8 = b0 == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
            guard let c1 = continuation(position + 1, low, high) else { return (0xFFFD, position + 1) }
            guard let c2 = continuation(position + 2) else { return (0xFFFD, position + 2) }
            guard let c3 = continuation(position + 3) else { return (0xFFFD, position + 3) }
            return (UInt32(b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3, position + 4)
        default:
            return (0xFFFD, position + 1)
        }
    }

    /// Decodes a whole buffer the way the matcher sees it (used by tests).
    static func decodeAll(_ input: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var result: [UInt32] = []
        var position = 0
        while position < input.count {
            let byte = input[position]
            if byte < 0x80 {
                result.append(UInt32(byte))
                position += 1
            } else {
                let (scalar, next) = decodeNonASCII(input, position)
                result.append(scalar)
                position = next
            }
        }
        return result
    }
}
