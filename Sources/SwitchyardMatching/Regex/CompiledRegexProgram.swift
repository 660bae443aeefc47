// MARK: - Compiled program

enum RegexOpcode: UInt8, Sendable {
    /// Consume one scalar equal to `x`.
    case scalar
    /// Consume one scalar contained in `sets[x]`.
    case set
    /// Consume any scalar.
    case any
    /// Continue at both `x` and `y`.
    case split
    /// Continue at `x`.
    case jump
    /// Accept if the input is exhausted.
    case match
}

struct RegexInstruction: Sendable {
    var op: RegexOpcode
    var x: Int32
    var y: Int32
}

/// A scalar set laid out for matching: an ASCII bitmap plus a slice of sorted
/// `[low, high]` pairs (for scalars >= 128) in a shared bounds array.
struct RegexMatchSet: Sendable {
    var asciiLow: UInt64
    var asciiHigh: UInt64
    /// Index of the first pair in the bounds array (in UInt32 elements).
    var boundsStart: Int32
    /// Number of pairs.
    var pairCount: Int32

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
        asciiLow = low
        asciiHigh = high
        boundsStart = Int32(bounds.count)
        var pairs: Int32 = 0
        for range in set.ranges where range.upperBound >= 128 {
            bounds.append(Swift.max(range.lowerBound, 128))
            bounds.append(range.upperBound)
            pairs += 1
        }
        pairCount = pairs
    }

    @inline(__always)
    func containsASCII(_ byte: UInt8) -> Bool {
        byte < 64 ? (asciiLow >> UInt64(byte)) & 1 != 0 : (asciiHigh >> UInt64(byte &- 64)) & 1 != 0
    }

    @inline(__always)
    func contains(_ scalar: UInt32, bounds: UnsafeBufferPointer<UInt32>) -> Bool {
        if scalar < 128 {
            return containsASCII(UInt8(truncatingIfNeeded: scalar))
        }
        return containsNonASCII(scalar, bounds: bounds)
    }

    func containsNonASCII(_ scalar: UInt32, bounds: UnsafeBufferPointer<UInt32>) -> Bool {
        // Binary search over pairs [boundsStart + 2k, boundsStart + 2k + 1].
        var low = 0
        var high = Int(pairCount)
        let base = Int(boundsStart)
        while low < high {
            let mid = (low &+ high) >> 1
            let lower = bounds[base &+ 2 &* mid]
            let upper = bounds[base &+ 2 &* mid &+ 1]
            if scalar < lower {
                high = mid
            } else if scalar > upper {
                low = mid &+ 1
            } else {
                return true
            }
        }
        return false
    }
}

/// One element of a sequence-strategy pattern: `set{min,max}`.
struct RegexSequenceItem: Sendable {
    var set: RegexMatchSet
    var min: Int32
    /// `Int32.max` when unbounded.
    var max: Int32
}

final class CompiledRegexProgram: Sendable {
    static let maximumSize = 20_000

    let strategy: SegmentRegex.Strategy
    let instructions: [RegexInstruction]
    let sets: [RegexMatchSet]
    let bounds: [UInt32]
    let literal: [UInt8]
    let sequence: [RegexSequenceItem]
    let dfa: RegexDFA?

    init(ast: RegexNode) throws(RegexSyntaxError) {
        let size = CompiledRegexProgram.size(of: ast) + 1
        guard size <= CompiledRegexProgram.maximumSize else {
            throw RegexSyntaxError(offset: 0, message: "regex is too large")
        }
        var emitter = Emitter()
        emitter.instructions.reserveCapacity(size)
        emitter.emit(ast)
        emitter.append(.match)
        instructions = emitter.instructions

        var bounds = emitter.bounds
        var sequence: [RegexSequenceItem] = []
        var literal: [UInt8] = []
        var strategy = SegmentRegex.Strategy.automaton
        if let items = CompiledRegexProgram.sequenceItems(ast), CompiledRegexProgram.greedyIsExact(items) {
            if let scalars = CompiledRegexProgram.literalScalars(items) {
                strategy = .literal
                for scalar in scalars {
                    UTF8.encode(scalar) { literal.append($0) }
                }
            } else {
                strategy = .sequence
                for item in items {
                    sequence.append(RegexSequenceItem(
                        set: RegexMatchSet(item.set, bounds: &bounds),
                        min: Int32(item.min),
                        max: item.max.map { Int32($0) } ?? Int32.max))
                }
            }
        }
        var dfa: RegexDFA?
        if strategy == .automaton {
            dfa = RegexDFA(program: instructions, sets: emitter.scalarSets)
            if dfa != nil { strategy = .dfa }
        }
        self.sets = emitter.sets
        self.bounds = bounds
        self.literal = literal
        self.sequence = sequence
        self.dfa = dfa
        self.strategy = strategy
    }

    // MARK: Size estimate (saturating, computed before emitting anything)

    private static func size(of node: RegexNode) -> Int {
        let cap = maximumSize + 1
        func add(_ a: Int, _ b: Int) -> Int { Swift.min(a + b, cap) }
        func mul(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? cap : Swift.min(product, cap)
        }
        switch node {
        case .empty:
            return 0
        case .scalar, .set:
            return 1
        case .concat(let items):
            return items.reduce(0) { add($0, size(of: $1)) }
        case .alternation(let items):
            return items.reduce(2 * (items.count - 1)) { add($0, size(of: $1)) }
        case .repetition(let body, let min, let max):
            let bodySize = size(of: body)
            if let max {
                return add(mul(min, bodySize), mul(max - min, bodySize + 1))
            }
            return min == 0 ? add(bodySize, 2) : add(mul(min, bodySize), 1)
        }
    }

    // MARK: Emission

    private struct Emitter {
        var instructions: [RegexInstruction] = []
        var sets: [RegexMatchSet] = []
        var scalarSets: [RegexScalarSet] = []
        var bounds: [UInt32] = []
        var setIndices: [RegexScalarSet: Int32] = [:]

        @discardableResult
        mutating func append(_ op: RegexOpcode, _ x: Int32 = 0, _ y: Int32 = 0) -> Int {
            instructions.append(RegexInstruction(op: op, x: x, y: y))
            return instructions.count - 1
        }

        var nextPC: Int32 { Int32(instructions.count) }

        mutating func emit(_ node: RegexNode) {
            switch node {
            case .empty:
                break
            case .scalar(let value):
                append(.scalar, Int32(value))
            case .set(let set):
                if set.isFull {
                    append(.any)
                } else if let value = set.singleScalar {
                    append(.scalar, Int32(value))
                } else {
                    let index: Int32
                    if let existing = setIndices[set] {
                        index = existing
                    } else {
                        index = Int32(sets.count)
                        sets.append(RegexMatchSet(set, bounds: &bounds))
                        scalarSets.append(set)
                        setIndices[set] = index
                    }
                    append(.set, index)
                }
            case .concat(let items):
                for item in items { emit(item) }
            case .alternation(let alternatives):
                var jumps: [Int] = []
                for (position, alternative) in alternatives.enumerated() {
                    if position == alternatives.count - 1 {
                        emit(alternative)
                    } else {
                        let split = append(.split, nextPC + 1)
                        emit(alternative)
                        jumps.append(append(.jump))
                        instructions[split].y = nextPC
                    }
                }
                for jump in jumps { instructions[jump].x = nextPC }
            case .repetition(let body, let min, let max):
                if let max {
                    for _ in 0..<min { emit(body) }
                    var splits: [Int] = []
                    for _ in 0..<(max - min) {
                        splits.append(append(.split, nextPC + 1))
                        emit(body)
                    }
                    for split in splits { instructions[split].y = nextPC }
                } else if min == 0 {
                    let loop = append(.split, nextPC + 1)
                    emit(body)
                    append(.jump, Int32(loop))
                    instructions[loop].y = nextPC
                } else {
                    for _ in 0..<(min - 1) { emit(body) }
                    let loop = nextPC
                    emit(body)
                    append(.split, loop, nextPC + 1)
                }
            }
        }
    }

    // MARK: Fast-path analysis

    private struct SetRepeat {
        var set: RegexScalarSet
        var min: Int
        var max: Int?
    }

    /// Flattens the AST into `set{min,max}` items if it is a plain concatenation.
    private static func sequenceItems(_ node: RegexNode) -> [SetRepeat]? {
        var items: [SetRepeat] = []
        func single(_ node: RegexNode) -> RegexScalarSet? {
            switch node {
            case .scalar(let value): return RegexScalarSet(scalar: value)
            case .set(let set): return set
            case .concat(let items) where items.count == 1: return single(items[0])
            case .alternation(let items) where items.count == 1: return single(items[0])
            default: return nil
            }
        }
        func flatten(_ node: RegexNode) -> Bool {
            switch node {
            case .empty:
                return true
            case .scalar, .set:
                guard let set = single(node) else { return false }
                items.append(SetRepeat(set: set, min: 1, max: 1))
                return true
            case .concat(let children):
                for child in children where !flatten(child) { return false }
                return true
            case .alternation:
                return false
            case .repetition(let body, let min, let max):
                guard let set = single(body) else { return false }
                if max == 0 { return true }
                items.append(SetRepeat(set: set, min: min, max: max))
                return true
            }
        }
        guard flatten(node), items.count <= 64 else { return nil }
        return items
    }

    /// Greedy single-pass matching is exact when every variable-length item is
    /// disjoint from each following item up to and including the next
    /// mandatory one: the run it consumes is then forced.
    private static func greedyIsExact(_ items: [SetRepeat]) -> Bool {
        for (i, item) in items.enumerated() where item.min != item.max {
            var j = i + 1
            while j < items.count {
                guard item.set.isDisjoint(with: items[j].set) else { return false }
                if items[j].min > 0 { break }
                j += 1
            }
        }
        return true
    }

    private static func literalScalars(_ items: [SetRepeat]) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        for item in items {
            guard item.min == item.max, let value = item.set.singleScalar, value != 0xFFFD,
                let scalar = Unicode.Scalar(value)
            else { return nil }
            for _ in 0..<item.min { scalars.append(scalar) }
        }
        return scalars
    }

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
            return dfa!.wholeMatch(input)
        case .automaton:
            var steps = 0
            return runAutomaton(input, steps: &steps)
        }
    }

    private static func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
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

    private static func matchSequence(
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
                                    CompiledRegexProgram.simulate(
                                        program: program, sets: sets, bounds: bounds, input: input,
                                        mark: mark.baseAddress!, current: current.baseAddress!,
                                        next: next.baseAddress!, stack: stack.baseAddress!, steps: &steps)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private static func simulate(
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
        addClosure(0, program: program, mark: mark, generation: generation, stack: stack,
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
                    addClosure(UInt16(truncatingIfNeeded: pc &+ 1), program: program, mark: mark,
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
    @inline(__always)
    private static func addClosure(
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
        @inline(__always) func push(_ target: Int32) {
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
