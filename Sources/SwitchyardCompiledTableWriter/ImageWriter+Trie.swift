// The frozen trie written into a compiled table's image, in the order SwitchyardCompiledTables' readers
// (TrieStorage+Image.swift, SegmentMatcher+Image.swift, CompiledRegexProgram+Image.swift) read it back: its
// buffers record by record, its segment matchers with each capture's check, a regular expression as its
// compiled program, strategy, scalar sets and automaton tables as they are.

import SwitchyardCompiledTables
import SwitchyardRouteTable

extension ImageWriter {
    /// Writes the trie; `extrasOwner` gives the route whose extras a name list carries.
    mutating func storage(_ storage: TrieStorage, extrasOwner: [ObjectIdentifier: Int]) {
        count(storage.nodes.count)
        for node in storage.nodes {
            i32(node.terminalStart)
            i32(node.dynamicStart)
            i32(node.hashChild)
            for byte in [node.endCount, node.wildcardCount, node.dynamicCount, node.flags] { u8(byte) }
        }
        count(storage.wideCounts.count)
        for (index, counts) in storage.wideCounts.sorted(by: { $0.key < $1.key }) {
            for value in [index, counts.end, counts.wildcard, counts.dynamic] { i32(value) }
        }
        bytes(Array(storage.literalBytes))
        count(storage.slots.count)
        let filled = storage.slots.indices.filter { storage.slots[$0].parent >= 0 }
        count(filled.count)
        for index in filled {
            let slot = storage.slots[index]
            count(index)
            for value in [slot.parent, slot.child, Int32(bitPattern: slot.hash), slot.start, slot.length] { i32(value) }
        }
        count(storage.edges.count)
        for edge in storage.edges {
            i32(edge.matcher)
            i32(edge.child)
        }
        count(storage.terminals.count)
        for terminal in storage.terminals {
            for value in [terminal.names, terminal.ordinal, terminal.route] { i32(value) }
            u16(terminal.expansion)
            u8(UInt8(bitPattern: terminal.wildcardMinimum))
            u8(terminal.flags)
        }
        count(storage.matchers.count)
        for matcher in storage.matchers { self.matcher(matcher) }
        count(storage.nameLists.count)
        for list in storage.nameLists {
            strings(list.names)
            optionalString(list.wildcardName)
            count(list.extras.flatMap { extrasOwner[ObjectIdentifier($0)] }.map { $0 + 1 } ?? 0)
        }
        count(storage.namespaces.count)
        for roots in storage.namespaces { namespace(roots) }
        count(storage.maxCaptures)
        bool(storage.caseFoldedTwins)
    }

    private mutating func namespace(_ roots: NamespaceRoots) {
        bool(roots.scheme != nil)
        if let scheme = roots.scheme { bytes(scheme) }
        optionalString(roots.spelling)
        bool(roots.fallbackToGlobal)
        i32(roots.anyHost)
        count(roots.hosts.count)
        for (host, root) in roots.hosts {
            bytes(host)
            i32(root)
        }
        i32(roots.hostSegment)
        count(roots.routeCount)
    }
}

extension ImageWriter {
    mutating func matcher(_ matcher: SegmentMatcher) {
        count(matcher.pieces.count)
        for piece in matcher.pieces {
            switch piece {
            case .literal(let bytes):
                u8(0)
                self.bytes(bytes)
            case .capture(let check):
                u8(1)
                self.check(check)
            }
        }
    }

    private mutating func check(_ check: SegmentMatcher.Check) {
        switch check {
        case .any: u8(0)
        case .type(let type):
            u8(1)
            switch type.check {
            case .int: u8(0)
            case .float: u8(1)
            case .uuid: u8(2)
            case .string: u8(3)
            case .custom:
                u8(4)
                string(type.name)
            }
        case .regex(let regex):
            u8(2)
            self.regex(regex)
        case .orEmpty(let inner):
            u8(3)
            self.check(inner)
        }
    }
}

extension ImageWriter {
    mutating func regex(_ regex: SegmentRegex) {
        string(regex.source)
        let program = regex.program
        u8(ImageLayout.regexStrategies.firstIndex(of: program.strategy).map(UInt8.init) ?? 3)
        count(program.instructions.count)
        for instruction in program.instructions {
            u8(instruction.op.rawValue)
            i32(instruction.x)
            i32(instruction.y)
        }
        count(program.sets.count)
        for set in program.sets { matchSet(set) }
        count(program.bounds.count)
        for bound in program.bounds { u32(bound) }
        bytes(program.literal)
        count(program.sequence.count)
        for item in program.sequence {
            matchSet(item.set)
            i32(item.min)
            i32(item.max)
        }
        bool(program.dfa != nil)
        if let dfa = program.dfa { self.dfa(dfa) }
    }

    private mutating func matchSet(_ set: RegexMatchSet) {
        u64(set.asciiLow)
        u64(set.asciiHigh)
        i32(set.boundsStart)
        i32(set.pairCount)
    }

    private mutating func dfa(_ dfa: RegexDFA) {
        for value in dfa.asciiClasses { u16(value) }
        count(dfa.upperStarts.count)
        for (start, value) in zip(dfa.upperStarts, dfa.upperClasses) {
            u32(start)
            u16(value)
        }
        count(dfa.classCount)
        count(dfa.accepting.count)
        for accepting in dfa.accepting { bool(accepting) }
        for transition in dfa.transitions { i32(transition) }
    }
}
