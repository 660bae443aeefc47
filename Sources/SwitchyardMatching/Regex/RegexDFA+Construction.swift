// Building a RegexDFA from the NFA program, in three phases: the predicates the consuming instructions
// test, the alphabet's equivalence classes, and the subset construction over those classes.
extension RegexDFA {
    /// The consuming instructions, the distinct predicates they test (a repetition such as `\d{40}` emits
    /// forty `set` instructions with one predicate, and the classification works per predicate), and the
    /// starts of the scalar intervals their ranges bound.
    struct Predicates {
        var consuming: [Int]
        /// The predicate of each instruction; -1 for one that consumes nothing.
        var predicateOf: [Int]
        var predicates: [[ClosedRange<UInt32>]]
        var intervalStarts: [UInt32]
    }

    /// Scalar intervals accepted by exactly the same predicates, numbered in order of their first interval.
    struct Alphabet {
        /// The class of each interval.
        var intervalClasses: [Int]
        var classCount: Int
        var predicateCount: Int
        /// `acceptance[classID * predicateCount + predicate]`.
        var acceptance: [Bool]
    }

    static func predicates(program: [RegexInstruction], sets: [RegexScalarSet]) -> Predicates {
        var consuming: [Int] = []
        var predicateOf = [Int](repeating: -1, count: program.count)
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
        return Predicates(consuming: consuming, predicateOf: predicateOf, predicates: predicates, intervalStarts: starts.sorted())
    }

    /// The equivalence classes: intervals accepted by exactly the same predicates, found by refining the
    /// partition one predicate at a time. Every range bound starts an interval, so an interval lies wholly
    /// inside or outside each predicate; one sweep per predicate decides. `nil` when there are too many.
    static func alphabet(_ found: Predicates) -> Alphabet? {
        let intervalStarts = found.intervalStarts
        let intervalCount = intervalStarts.count
        let predicateCount = found.predicates.count
        // inside[predicate * intervalCount + interval]
        var inside = [Bool](repeating: false, count: predicateCount * intervalCount)
        var intervalClasses = [Int](repeating: 0, count: intervalCount)
        var partCount = 1
        var remap: [Int] = []
        for (id, ranges) in found.predicates.enumerated() {
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
        return Alphabet(intervalClasses: intervalClasses, classCount: classCount, predicateCount: predicateCount, acceptance: acceptance)
    }

    /// The class of each ASCII scalar, and the starts and classes of the intervals at or above 128.
    static func classTables(_ intervalStarts: [UInt32], _ intervalClasses: [Int]) -> (
        ascii: [UInt16], upperStarts: [UInt32], upperClasses: [UInt16]
    ) {
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
        return (asciiClasses, upperStarts, upperClasses)
    }

    /// The epsilon closure of a list of instructions: the consuming instructions it reaches, sorted, then
    /// -1 when it reaches `match`. The buffers are kept from one closure to the next.
    struct EpsilonClosure {
        let program: [RegexInstruction]
        var visited: [Int]
        var visitStamp = 0
        var stack: [Int] = []
        var reached: [Int] = []

        init(program: [RegexInstruction]) {
            self.program = program
            self.visited = [Int](repeating: 0, count: program.count)
        }

        /// Computes the closure of `roots` into `reached`, counting each instruction visited off `budget`.
        mutating func run(_ roots: [Int], budget: inout Int) {
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
    }

    /// Subset construction. A state is the sorted list of consuming instructions reached by the epsilon
    /// closure, plus -1 if `match` is. A budget bounds the construction work for large programs; `nil`
    /// when it runs out or the table would grow too large.
    static func subsetConstruction(
        _ program: [RegexInstruction], _ predicateOf: [Int], _ alphabet: Alphabet
    ) -> (transitions: [Int32], accepting: [Bool])? {
        let classCount = alphabet.classCount
        var budget = RegexDFA.maximumConstructionWork
        var closure = EpsilonClosure(program: program)
        var stateIDs: [[Int]: Int32] = [[]: 0]
        var states: [[Int]] = [[]]
        var transitions = [Int32](repeating: 0, count: classCount)  // dead state row
        closure.run([0], budget: &budget)
        if closure.reached.isEmpty { return nil }
        stateIDs[closure.reached] = 1
        states.append(closure.reached)
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
                let row = classID * alphabet.predicateCount
                roots.removeAll(keepingCapacity: true)
                for pc in state where pc >= 0 && alphabet.acceptance[row + predicateOf[pc]] {
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
                closure.run(roots, budget: &budget)
                budget -= closure.reached.count  // hashing
                guard budget > 0 else { return nil }
                let id: Int32
                if let known = stateIDs[closure.reached] {
                    id = known
                } else {
                    guard states.count < RegexDFA.maximumStates,
                        (states.count + 1) * classCount <= RegexDFA.maximumTableSize
                    else { return nil }
                    id = Int32(states.count)
                    stateIDs[closure.reached] = id
                    states.append(closure.reached)
                }
                targets[roots] = id
                transitions.append(id)
            }
        }
        return (transitions, states.map { $0.last == -1 })
    }
}
