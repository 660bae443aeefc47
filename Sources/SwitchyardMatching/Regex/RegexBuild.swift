// What compiling a regular expression makes of its parts: a segment regex from its source, a scalar set laid out
// for matching, and the DFA by subset construction. The build half (ADR 0040): a compiled table's regexes are
// read back already made, so an app that only loads compiled tables links none of this.
import SwitchyardRouteTable

extension SegmentRegex {
    /// Parses and compiles `source`.
    ///
    /// - Throws: `RegexSyntaxError` locating the offending character (offset in
    ///   Unicode scalars) for unsupported or malformed syntax.
    package init(_ source: String) throws(RegexSyntaxError) {
        var parser = RegexParser(source)
        let ast = try parser.parse()
        self.init(source: source, program: try CompiledRegexProgram(ast: ast))
    }
}

extension RegexMatchSet {
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
        let boundsStart = Int32(bounds.count)
        var pairs: Int32 = 0
        for range in set.ranges where range.upperBound >= 128 {
            bounds.append(Swift.max(range.lowerBound, 128))
            bounds.append(range.upperBound)
            pairs += 1
        }
        self.init(asciiLow: low, asciiHigh: high, boundsStart: boundsStart, pairCount: pairs)
    }
}

extension RegexDFA {
    /// The DFA of `program`, or `nil` when it would be too large to build or to keep.
    init?(program: [RegexInstruction], sets: [RegexScalarSet]) {
        guard program.count <= RegexDFA.maximumProgramSize else { return nil }
        let predicates = Self.predicates(program: program, sets: sets)
        guard predicates.intervalStarts.count * Swift.max(predicates.consuming.count, 1) <= RegexDFA.maximumClassificationWork else {
            return nil
        }
        guard let alphabet = Self.alphabet(predicates) else { return nil }
        let tables = Self.classTables(predicates.intervalStarts, alphabet.intervalClasses)
        guard let automaton = Self.subsetConstruction(program, predicates.predicateOf, alphabet) else { return nil }
        self.init(
            asciiClasses: tables.ascii, upperStarts: tables.upperStarts, upperClasses: tables.upperClasses,
            classCount: alphabet.classCount, transitions: automaton.transitions, accepting: automaton.accepting)
    }
}
