extension CompiledRegexProgram {
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
            // The strategy is `.dfa` only when the DFA was built; without one, the automaton gives the same answer.
            if let dfa { return dfa.wholeMatch(input) }
            fallthrough
        case .automaton:
            var steps = 0
            return runAutomaton(input, steps: &steps)
        }
    }

    static func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
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

    static func matchSequence(
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
                                    // A program holds at least its `match` instruction, so none of these is empty.
                                    guard let mark = mark.baseAddress, let current = current.baseAddress,
                                        let next = next.baseAddress, let stack = stack.baseAddress
                                    else { return false }
                                    return CompiledRegexProgram.simulate(
                                        program: program, sets: sets, bounds: bounds, input: input,
                                        mark: mark, current: current, next: next, stack: stack, steps: &steps)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // Long: the Pike VM's step loop over two thread lists on stack buffers; the lists and the position are
    // shared by every opcode, and the loop runs once per input scalar.
    static func simulate(
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
        addClosure(
            0, program: program, mark: mark, generation: generation, stack: stack,
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
                    addClosure(
                        UInt16(truncatingIfNeeded: pc &+ 1), program: program, mark: mark,
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
    static func addClosure(
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
        func push(_ target: Int32) {
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
