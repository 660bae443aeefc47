// A segment regular expression in a compiled table's image: its source and its compiled program, strategy,
// instructions, scalar sets and automaton tables as they are, so that loading compiles nothing. Every
// index the matchers follow without a check (a program counter, a set, a bounds pair, a DFA state or class)
// is checked here.

import SwitchyardRouteTable

extension ImageReader {
    mutating func regex() throws(CompiledTableError) -> SegmentRegex {
        let source = try string()
        let strategyOffset = position
        let strategyIndex = Int(try u8())
        guard strategyIndex < ImageLayout.regexStrategies.count else {
            throw failure("a regex strategy of kind \(strategyIndex)", at: strategyOffset)
        }
        let instructions = try instructions()
        let setsCount = try count(elementSize: 24)
        var sets: [RegexMatchSet] = []
        for _ in 0..<setsCount { sets.append(try matchSet()) }
        let boundsCount = try count(elementSize: 4)
        let bounds = try records(boundsCount, size: 4) { raw, offset in raw.u32(offset) }
        try check(instructions, sets: sets.count)
        let literal = try bytes()
        let sequenceCount = try count(elementSize: 32)
        var sequence: [RegexSequenceItem] = []
        for _ in 0..<sequenceCount {
            sequence.append(RegexSequenceItem(set: try matchSet(), min: try i32(), max: try i32()))
        }
        for set in sets + sequence.map(\.set) where Int(set.boundsStart) + 2 * Int(set.pairCount) > bounds.count {
            throw failure("a scalar set's pairs \(set.boundsStart)+\(set.pairCount) run past the \(bounds.count) bounds")
        }
        let dfa = try bool() ? try dfa() : nil
        let program = CompiledRegexProgram(
            strategy: ImageLayout.regexStrategies[strategyIndex], instructions: instructions, sets: sets, bounds: bounds,
            literal: literal, sequence: sequence, dfa: dfa)
        return SegmentRegex(source: source, program: program)
    }

    private mutating func instructions() throws(CompiledTableError) -> [RegexInstruction] {
        let offset = position
        let count = try count(elementSize: 9)
        guard count > 0, count <= CompiledRegexProgram.maximumSize else {
            throw failure("a regex program of \(count) instructions (1…\(CompiledRegexProgram.maximumSize))", at: offset)
        }
        let start = position
        var result: [RegexInstruction] = []
        result.reserveCapacity(count)
        for k in 0..<count {
            let opcode = try u8()
            guard let op = RegexOpcode(rawValue: opcode) else {
                throw failure("regex instruction \(k) has opcode \(opcode)", at: start + 9 * k)
            }
            result.append(RegexInstruction(op: op, x: try i32(), y: try i32()))
        }
        return result
    }

    /// Every jump lands in the program, every set exists, and no instruction that consumes a scalar is the
    /// last one (the automaton continues at the next).
    private func check(_ program: [RegexInstruction], sets: Int) throws(CompiledTableError) {
        let size = Int32(program.count)
        for (k, instruction) in program.enumerated() {
            let inProgram = { (pc: Int32) in pc >= 0 && pc < size }
            let valid: Bool
            switch instruction.op {
            case .scalar, .any: valid = k + 1 < program.count
            case .set: valid = k + 1 < program.count && instruction.x >= 0 && Int(instruction.x) < sets
            case .split: valid = inProgram(instruction.x) && inProgram(instruction.y)
            case .jump: valid = inProgram(instruction.x)
            case .match: valid = true
            }
            guard valid else { throw failure("regex instruction \(k) (\(instruction.op)) leads out of its program") }
        }
    }

    private mutating func matchSet() throws(CompiledTableError) -> RegexMatchSet {
        RegexMatchSet(
            asciiLow: try u64(), asciiHigh: try u64(), boundsStart: try natural32("a set's first bound"),
            pairCount: try natural32("a set's pair count"))
    }

    private mutating func dfa() throws(CompiledTableError) -> RegexDFA {
        let ascii = try records(128, size: 2) { raw, offset in raw.u16(offset) }
        let upperCount = try count(elementSize: 6)
        let classesOffset = position
        guard upperCount > 0 else { throw failure("a DFA has no class for the scalars past ASCII") }
        var upperStarts: [UInt32] = []
        var upperClasses: [UInt16] = []
        for _ in 0..<upperCount {
            upperStarts.append(try u32())
            upperClasses.append(try u16())
        }
        let classCount = try count()
        let stateCount = try count()
        guard classCount > 0, stateCount >= 2, (ascii + upperClasses).allSatisfy({ Int($0) < classCount }) else {
            throw failure("a DFA of \(stateCount) states and \(classCount) classes, or a class out of range", at: classesOffset)
        }
        var accepting: [Bool] = []
        for _ in 0..<stateCount { accepting.append(try bool()) }
        let (cells, overflow) = stateCount.multipliedReportingOverflow(by: classCount)
        guard !overflow, cells <= (image.count - position) / 4 else { throw failure("a DFA table of \(stateCount) × \(classCount) cells") }
        let transitionsOffset = position
        let transitions = try records(cells, size: 4) { raw, offset in raw.i32(offset) }
        if let bad = transitions.firstIndex(where: { $0 < 0 || Int($0) >= stateCount }) {
            throw failure("DFA transition \(bad) leads to state \(transitions[bad]) of \(stateCount)", at: transitionsOffset + 4 * bad)
        }
        return RegexDFA(
            asciiClasses: ascii, upperStarts: upperStarts, upperClasses: upperClasses, classCount: classCount,
            transitions: transitions, accepting: accepting)
    }
}
