// The Thompson simulation behind CapturingRegex's cut: one piece of the regex run over the whole text once,
// its thread lists and stack allocated once per run (not per position), so a piece costs one pass over the
// text times the piece's size, and a regex's captures cost the text's length times the regex's size. A piece
// that is literal text (the `/` or `-` between two groups, or nothing) is compared, not simulated.

extension CapturingRegex {
    /// For each position `p` of `input`: the latest start `s` (with `starts[s]`) such that `program` matches
    /// `input[s..<p]`, or -1. Threads carry their start and are kept in decreasing order of start, so the
    /// first to reach a state is the one to keep.
    static func latestStarts(_ program: CompiledRegexProgram, input: [UInt32], from starts: [Bool]) -> [Int32] {
        if let literal = literalText(program) { return literalStarts(literal, input: input, from: starts) }
        let code = program.instructions
        var best = [Int32](repeating: -1, count: input.count + 1)
        let lastStart = starts.lastIndex(of: true) ?? -1
        let run = PieceRun(size: code.count)
        defer { run.deallocate() }
        for position in 0...input.count {
            run.beginStep()
            if starts[position] { run.add(0, start: Int32(position), at: position, code: code) }
            if position > 0 {
                let scalar = input[position - 1]
                for thread in 0..<run.currentCount where program.accepts(code[Int(run.currentPC[thread])], scalar) {
                    run.add(Int(run.currentPC[thread]) + 1, start: run.currentStart[thread], at: position, code: code)
                }
            }
            best[position] = run.matched
            run.endStep()
            if run.currentCount == 0, position >= lastStart { break }
        }
        return best
    }

    /// The scalars of a program that reads only single scalars, one after the other, then matches.
    private static func literalText(_ program: CompiledRegexProgram) -> [UInt32]? {
        let code = program.instructions
        guard let last = code.last, last.op == .match, code.dropLast().allSatisfy({ $0.op == .scalar }) else { return nil }
        return code.dropLast().map { UInt32(bitPattern: $0.x) }
    }

    /// ``latestStarts(_:input:from:)`` for literal text: a match ending at `p` starts at `p - count`.
    private static func literalStarts(_ literal: [UInt32], input: [UInt32], from starts: [Bool]) -> [Int32] {
        var best = [Int32](repeating: -1, count: input.count + 1)
        guard literal.count <= input.count else { return best }
        for end in literal.count...input.count where starts[end - literal.count] {
            if input[(end - literal.count)..<end].elementsEqual(literal) { best[end] = Int32(end - literal.count) }
        }
        return best
    }
}

/// One piece's threads: the current and next lists as parallel buffers, swapped at each position. A class so
/// that the buffers, allocated once, are freed once (``deallocate()``).
private final class PieceRun {
    var seen: UnsafeMutableBufferPointer<Int>
    var currentPC: UnsafeMutableBufferPointer<Int32>, currentStart: UnsafeMutableBufferPointer<Int32>
    var nextPC: UnsafeMutableBufferPointer<Int32>, nextStart: UnsafeMutableBufferPointer<Int32>
    var stack: UnsafeMutableBufferPointer<Int32>
    var currentCount = 0, nextCount = 0
    /// The start of the first thread to reach the match instruction at this position, or -1.
    var matched: Int32 = -1

    init(size: Int) {
        seen = .allocate(capacity: size)
        seen.initialize(repeating: -1)
        currentPC = .allocate(capacity: size)
        currentStart = .allocate(capacity: size)
        nextPC = .allocate(capacity: size)
        nextStart = .allocate(capacity: size)
        // One add pushes its pc, then at most two per instruction it visits once.
        stack = .allocate(capacity: 2 * size + 1)
    }

    func deallocate() {
        for buffer in [currentPC, currentStart, nextPC, nextStart, stack] { buffer.deallocate() }
        seen.deallocate()
    }

    func beginStep() {
        nextCount = 0
        matched = -1
    }

    func endStep() {
        swap(&currentPC, &nextPC)
        swap(&currentStart, &nextStart)
        currentCount = nextCount
    }

    /// Follows jumps and splits from `pc`, queueing each consuming instruction reached (once per position).
    func add(_ pc: Int, start: Int32, at position: Int, code: [RegexInstruction]) {
        stack[0] = Int32(pc)
        var top = 1
        while top > 0 {
            top -= 1
            let current = Int(stack[top])
            guard seen[current] != position else { continue }
            seen[current] = position
            let instruction = code[current]
            switch instruction.op {
            case .jump:
                stack[top] = instruction.x
                top += 1
            case .split:
                stack[top] = instruction.y
                stack[top + 1] = instruction.x
                top += 2
            case .match:
                if matched < 0 { matched = start }
            case .scalar, .set, .any:
                nextPC[nextCount] = Int32(current)
                nextStart[nextCount] = start
                nextCount += 1
            }
        }
    }
}
