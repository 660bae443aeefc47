// The frozen trie in a compiled table's image: its buffers record by record (nodes, literal slots, dynamic
// edges, terminals), its matchers, name lists and namespace roots. Loading copies the records into the
// buffers the walk reads; it grows nothing and orders nothing. What the trie shares with the table's routes
// (link sources, query conditions) is the routes' own, read with them (RouteTable+Compiled.swift).

import SwitchyardRouteTable

/// What a trie read from an image takes from the table around it.
struct TrieImageContext {
    var routeCount: Int
    var routeAccept: [[LinkSource]?]
    var tableAccept: [LinkSource]?
    var routeExtras: [RouteExtras?]
    var decodePlus: Bool
    var types: ImageTypes
}

extension ImageReader {
    /// Reads a trie and checks every index it holds (TrieImageCheck.swift).
    mutating func storage(_ context: TrieImageContext) throws(CompiledTableError) -> TrieStorage {
        let nodeCount = try count(elementSize: 16)
        let nodes = try records(nodeCount, size: 16) { raw, o in
            var node = TrieNode()
            node.terminalStart = raw.i32(o)
            node.dynamicStart = raw.i32(o + 4)
            node.hashChild = raw.i32(o + 8)
            node.endCount = raw.u8(o + 12)
            node.wildcardCount = raw.u8(o + 13)
            node.dynamicCount = raw.u8(o + 14)
            node.flags = raw.u8(o + 15)
            return node
        }
        let wideCount = try count(elementSize: 16)
        var wideCounts: [Int32: NodeCounts] = [:]
        for _ in 0..<wideCount {
            let node = try index(below: nodeCount, of: "a wide node")
            wideCounts[node] = NodeCounts(
                end: try natural32("an end count"), wildcard: try natural32("a wildcard count"), dynamic: try natural32("a dynamic count"))
        }
        let literalBytes = try bytes()
        // Each node's parent, set as edges are read and checked (TrieImageCheck.swift).
        var parent = [Int32](repeating: -1, count: nodeCount)
        let slots = try slots(nodeCount: nodeCount, literalCount: literalBytes.count, parent: &parent)
        let edgeCount = try count(elementSize: 8)
        let edgesOffset = position
        let edges = try records(edgeCount, size: 8) { raw, o in DynamicEdge(matcher: raw.i32(o), child: raw.i32(o + 4)) }
        let terminalCount = try count(elementSize: 16)
        let terminalsOffset = position
        let terminals = try records(terminalCount, size: 16) { raw, o in
            Terminal(
                names: raw.i32(o), ordinal: raw.i32(o + 4), route: raw.i32(o + 8), expansion: raw.u16(o + 12),
                wildcardMinimum: Int8(bitPattern: raw.u8(o + 14)), flags: raw.u8(o + 15))
        }
        let matcherCount = try count(elementSize: 5)
        var matchers: [SegmentMatcher] = []
        matchers.reserveCapacity(matcherCount)
        for _ in 0..<matcherCount { matchers.append(try matcher(context.types)) }
        let nameLists = try nameLists(context)
        let namespaces = try namespaces(nodeCount: nodeCount)
        let maxCaptures = Int(try u32())
        let caseFoldedTwins = try bool()
        let check = TrieImageCheck(
            reader: self, nodes: nodes, wideCounts: wideCounts, edges: edges, terminals: terminals, matchers: matchers,
            nameListCount: nameLists.count, context: context)
        try check.checkEdges(at: edgesOffset)
        try check.checkTerminals(at: terminalsOffset)
        let captures = try check.checkNodes(parent: &parent)
        let depth = try check.captureDepth(
            roots: namespaces.flatMap { [$0.anyHost, $0.hostSegment] + $0.hosts.map(\.root) }, parent: parent, captures: captures)
        // The walk's scratch space holds `maxCaptures` captures, and a path can fill `depth`.
        guard depth == maxCaptures else {
            throw failure("the trie records \(maxCaptures) captures at most, and its paths capture up to \(depth)")
        }
        return TrieStorage(
            nodes: nodes, wideCounts: wideCounts, slots: slots, literalBytes: literalBytes, edges: edges, terminals: terminals,
            matchers: matchers, nameLists: nameLists, namespaces: namespaces, maxCaptures: maxCaptures,
            routeAccept: context.routeAccept, tableAccept: context.tableAccept, caseFoldedTwins: caseFoldedTwins,
            routeExtras: context.routeExtras, decodePlus: context.decodePlus)
    }

    /// The slot table: its capacity (a power of two, probed with a mask) and its filled slots, at least one
    /// slot left empty (a probe stops at an empty slot). Each literal edge's child gets its parent in `parent`.
    private mutating func slots(nodeCount: Int, literalCount: Int, parent: inout [Int32]) throws(CompiledTableError) -> [LiteralSlot] {
        let offset = position
        let capacity = Int(try u32())
        let filled = try count(elementSize: 24)
        guard capacity > 0, capacity & (capacity - 1) == 0, filled < capacity, capacity <= 2 * (filled + 8) * 2 else {
            throw failure("a slot table of \(capacity) slots for \(filled) literal edges", at: offset)
        }
        let recordsOffset = position
        let filledSlots = try records(filled, size: 24) { raw, o in
            (
                index: Int(raw.u32(o)),
                slot: LiteralSlot(
                    parent: raw.i32(o + 4), child: raw.i32(o + 8), hash: raw.u32(o + 12), start: raw.i32(o + 16), length: raw.i32(o + 20))
            )
        }
        var slots = [LiteralSlot](repeating: LiteralSlot(), count: capacity)
        let bad = slots.withUnsafeMutableBufferPointer { slots in
            parent.withUnsafeMutableBufferPointer { parent in
                filledSlots.firstIndex { index, slot in
                    // A child comes after its parent and has one (TrieImageCheck.captureDepth).
                    guard index < capacity, slots[index].parent < 0, slot.parent >= 0, slot.child > slot.parent,
                        Int(slot.child) < nodeCount, parent[Int(slot.child)] < 0, slot.start >= 0, slot.length >= 0,
                        Int(slot.start) + Int(slot.length) <= literalCount
                    else { return true }
                    slots[index] = slot
                    parent[Int(slot.child)] = slot.parent
                    return false
                }
            }
        }
        if let bad {
            let (index, slot) = filledSlots[bad]
            throw failure(
                "literal slot \(index) (of \(capacity)) has parent \(slot.parent) and child \(slot.child) of \(nodeCount) and bytes "
                    + "\(slot.start)+\(slot.length) of \(literalCount), or its child has a parent already, or it is filled twice",
                at: recordsOffset + 24 * bad)
        }
        return slots
    }

    private mutating func nameLists(_ context: TrieImageContext) throws(CompiledTableError) -> [TerminalNames] {
        let count = try count(elementSize: 9)
        var lists: [TerminalNames] = []
        lists.reserveCapacity(count)
        for _ in 0..<count {
            let names = try strings()
            let wildcardName = try optionalString()
            let owner = position
            let route = Int(try u32())
            var extras: RouteExtras?
            if route > 0 {
                guard route <= context.routeExtras.count, let found = context.routeExtras[route - 1] else {
                    throw failure("a name list refers to the extras of route \(route - 1), which has none", at: owner)
                }
                extras = found
            }
            lists.append(TerminalNames(names: names, wildcardName: wildcardName, extras: extras))
        }
        return lists
    }

    private mutating func namespaces(nodeCount: Int) throws(CompiledTableError) -> [NamespaceRoots] {
        let offset = position
        let count = try count(elementSize: 16)
        var result: [NamespaceRoots] = []
        for k in 0..<count {
            let scheme = try bool() ? try bytes() : nil
            // The walk takes namespace 0 for the global one, and finds the others by scheme.
            guard (k == 0) == (scheme == nil) else { throw failure("namespace \(k) \(k == 0 ? "has" : "lacks") a scheme", at: offset) }
            let spelling = try optionalString()
            let fallback = try bool()
            let anyHost = try index(below: nodeCount, allowingNone: true, of: "a namespace root")
            var hosts: [(host: [UInt8], root: Int32)] = []
            for _ in 0..<(try self.count(elementSize: 8)) {
                hosts.append((try bytes(), try index(below: nodeCount, of: "a host's root")))
            }
            var roots = NamespaceRoots(
                scheme: scheme, spelling: spelling, fallbackToGlobal: fallback, anyHost: anyHost, hosts: hosts, routeCount: 0)
            roots.hostSegment = try index(below: nodeCount, allowingNone: true, of: "a namespace's host-segment root")
            roots.routeCount = Int(try u32())
            result.append(roots)
        }
        guard !result.isEmpty else { throw failure("the trie has no namespace", at: offset) }
        return result
    }
}
