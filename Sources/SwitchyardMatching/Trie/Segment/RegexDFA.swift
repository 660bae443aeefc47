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

    // Long: the subset construction in one place: classifying the predicates, building the alphabet's
    // classes and exploring the states share the class tables and the size bound that stops it. Not split
    // in #24 for lack of time; its seams are those three phases.
    init?(program: [RegexInstruction], sets: [RegexScalarSet]) {
        let size = program.count
        guard size <= RegexDFA.maximumProgramSize else { return nil }
        // Consuming instructions, and the distinct predicates they test: a
        // repetition such as `\d{40}` emits forty `set` instructions with one
        // predicate, and the classification below works per predicate.
        var consuming: [Int] = []
        var predicateOf = [Int](repeating: -1, count: size)
        var predicates: [[ClosedRange<UInt32>]] = []
        var predicateIDs: [[ClosedRange<UInt32>]: Int] = [:]
        var starts: Set<UInt32> = [0, 128]
        func predicate(_ ranges: [ClosedRange<UInt32>]) -> Int {
            if let id = predicateIDs[ranges] { return id }
            let id = predicates.count
            predicateIDs[ranges] = id
            predicates.append(ranges)
            for range in ranges {
                starts.insert(range.lowerBound)
                if range.upperBound < RegexScalarSet.maxScalar { starts.insert(range.upperBound + 1) }
            }
            return id
        }
        for (pc, instruction) in program.enumerated() {
            switch instruction.op {
            case .scalar:
                let value = UInt32(bitPattern: instruction.x)
                predicateOf[pc] = predicate([value...value])
                consuming.append(pc)
            case .set:
                predicateOf[pc] = predicate(sets[Int(instruction.x)].ranges)
                consuming.append(pc)
            case .any:
                predicateOf[pc] = predicate([0...RegexScalarSet.maxScalar])
                consuming.append(pc)
            case .split, .jump, .match:
                break
            }
        }
        let intervalStarts = starts.sorted()
        guard intervalStarts.count * Swift.max(consuming.count, 1) <= RegexDFA.maximumClassificationWork else {
            return nil
        }

        // Equivalence classes: intervals accepted by exactly the same
        // predicates, found by refining the partition one predicate at a time.
        // Every range bound starts an interval, so an interval lies wholly
        // inside or outside each predicate; one sweep per predicate decides.
        let intervalCount = intervalStarts.count
        let predicateCount = predicates.count
        // inside[predicate * intervalCount + interval]
        var inside = [Bool](repeating: false, count: predicateCount * intervalCount)
        var intervalClasses = [Int](repeating: 0, count: intervalCount)
        var partCount = 1
        var remap: [Int] = []
        for (id, ranges) in predicates.enumerated() {
            let base = id * intervalCount
            var rangeIndex = 0
            for (index, start) in intervalStarts.enumerated() {
                while rangeIndex < ranges.count, ranges[rangeIndex].upperBound < start { rangeIndex += 1 }
                inside[base + index] = rangeIndex < ranges.count && ranges[rangeIndex].lowerBound <= start
            }
            remap.removeAll(keepingCapacity: true)
            remap.append(contentsOf: repeatElement(-1, count: partCount * 2))
            var refined = 0
            for index in 0..<intervalCount {
                let key = intervalClasses[index] * 2 + (inside[base + index] ? 1 : 0)
                if remap[key] < 0 {
                    remap[key] = refined
                    refined += 1
                }
                intervalClasses[index] = remap[key]
            }
            partCount = refined
        }
        // Number the classes in order of their first interval, and record
        // which predicates each class satisfies.
        remap.removeAll(keepingCapacity: true)
        remap.append(contentsOf: repeatElement(-1, count: partCount))
        var classCount = 0
        // acceptance[classID * predicateCount + predicate]
        var acceptance: [Bool] = []
        for index in 0..<intervalCount {
            let part = intervalClasses[index]
            if remap[part] < 0 {
                remap[part] = classCount
                classCount += 1
                for id in 0..<predicateCount { acceptance.append(inside[id * intervalCount + index]) }
            }
            intervalClasses[index] = remap[part]
        }
        guard classCount <= Int(UInt16.max), classCount * 2 <= RegexDFA.maximumTableSize else { return nil }

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
        var reached: [Int] = []
        func closure(_ roots: [Int]) {
            reached.removeAll(keepingCapacity: true)
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
        }

        var stateIDs: [[Int]: Int32] = [[]: 0]
        var states: [[Int]] = [[]]
        var transitions = [Int32](repeating: 0, count: classCount)  // dead state row
        closure([0])
        if reached.isEmpty { return nil }
        stateIDs[reached] = 1
        states.append(reached)
        var pending = 1
        var roots: [Int] = []
        // Classes often lead to the same roots from one state; the target of
        // each distinct root list is computed once per state.
        var targets: [[Int]: Int32] = [:]
        while pending < states.count {
            let state = states[pending]
            pending += 1
            targets.removeAll(keepingCapacity: true)
            for classID in 0..<classCount {
                let row = classID * predicateCount
                roots.removeAll(keepingCapacity: true)
                for pc in state where pc >= 0 && acceptance[row + predicateOf[pc]] {
                    roots.append(pc + 1)
                }
                budget -= state.count
                guard budget > 0 else { return nil }
                if roots.isEmpty {
                    transitions.append(0)
                    continue
                }
                if let id = targets[roots] {
                    transitions.append(id)
                    continue
                }
                closure(roots)
                budget -= reached.count  // hashing
                guard budget > 0 else { return nil }
                let id: Int32
                if let known = stateIDs[reached] {
                    id = known
                } else {
                    guard states.count < RegexDFA.maximumStates,
                        (states.count + 1) * classCount <= RegexDFA.maximumTableSize
                    else { return nil }
                    id = Int32(states.count)
                    stateIDs[reached] = id
                    states.append(reached)
                }
                targets[roots] = id
                transitions.append(id)
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
