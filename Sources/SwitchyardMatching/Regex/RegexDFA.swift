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
