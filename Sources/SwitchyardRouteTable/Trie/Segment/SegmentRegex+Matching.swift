// Running a segment regex over bytes: the public entry points of the compiled program's matching
// (CompiledRegexProgram+Matching.swift).
extension SegmentRegex {
    /// Whether the regex matches the whole of the UTF-8 encoded input.
    ///
    /// Invalid UTF-8 sequences decode to U+FFFD (one per maximal invalid
    /// subpart, like `String(decoding:as:)`).
    package func wholeMatch(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        program.wholeMatch(utf8)
    }

    /// Whether the regex matches the whole of `string`.
    package func wholeMatch(_ string: some StringProtocol) -> Bool {
        if let result = string.utf8.withContiguousStorageIfAvailable({ program.wholeMatch($0) }) {
            return result
        }
        var copy = String(string)
        return copy.withUTF8 { program.wholeMatch($0) }
    }

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
