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
package struct SegmentRegex: Sendable, Hashable, CustomStringConvertible {
    /// The pattern text as written.
    package let source: String

    package let program: CompiledRegexProgram

    /// A regex of its source and its compiled program (SwitchyardMatching compiles one; a compiled table's is
    /// read back from its image).
    package init(source: String, program: CompiledRegexProgram) {
        self.source = source
        self.program = program
    }

    package var description: String { source }

    package static func == (lhs: SegmentRegex, rhs: SegmentRegex) -> Bool {
        lhs.source == rhs.source
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }
}

/// A pattern that `SegmentRegex` cannot compile.
package struct RegexSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 0-based offset, in Unicode scalars into the pattern source, of the offending character.
    package let offset: Int
    /// Lowercase message without a trailing period, e.g. "unbalanced ')'".
    package let message: String

    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    package var description: String { message }
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
}
