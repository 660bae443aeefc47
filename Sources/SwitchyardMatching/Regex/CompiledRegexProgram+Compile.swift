// The regex compiler (AST to program, with the sequence, literal and DFA strategies chosen here): the build half
// (ADR 0040). The run half holds a compiled program and matches with it; a compiled table's programs are read
// back from its image, so an app that only loads compiled tables links none of this.
import SwitchyardRouteTable

extension CompiledRegexProgram {
    convenience init(ast: RegexNode) throws(RegexSyntaxError) {
        let size = CompiledRegexProgram.size(of: ast) + 1
        guard size <= CompiledRegexProgram.maximumSize else {
            throw RegexSyntaxError(offset: 0, message: "regex is too large")
        }
        var emitter = Emitter()
        emitter.instructions.reserveCapacity(size)
        emitter.emit(ast)
        emitter.append(.match)
        let instructions = emitter.instructions

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
                    sequence.append(
                        RegexSequenceItem(
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
        self.init(
            strategy: strategy, instructions: instructions, sets: emitter.sets, bounds: bounds, literal: literal,
            sequence: sequence, dfa: dfa)
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

}
