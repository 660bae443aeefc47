package final class CompiledRegexProgram: Sendable {
    package static let maximumSize = 20_000

    package let strategy: SegmentRegex.Strategy
    package let instructions: [RegexInstruction]
    package let sets: [RegexMatchSet]
    package let bounds: [UInt32]
    package let literal: [UInt8]
    package let sequence: [RegexSequenceItem]
    package let dfa: RegexDFA?

    /// A program of parts compiled before (a compiled table's, read back and checked by the loader).
    package init(
        strategy: SegmentRegex.Strategy, instructions: [RegexInstruction], sets: [RegexMatchSet], bounds: [UInt32],
        literal: [UInt8], sequence: [RegexSequenceItem], dfa: RegexDFA?
    ) {
        self.strategy = strategy
        self.instructions = instructions
        self.sets = sets
        self.bounds = bounds
        self.literal = literal
        self.sequence = sequence
        self.dfa = dfa
    }
}
