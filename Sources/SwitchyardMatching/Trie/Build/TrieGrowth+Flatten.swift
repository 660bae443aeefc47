import SwitchyardRouteTable

/// The trie's nodes, dynamic edges and terminals as ``TrieStorage`` keeps them.
struct FlatTrie {
    var nodes: [TrieNode]
    var edges: [DynamicEdge]
    var terminals: [Terminal]
    var wideCounts: [Int32: NodeCounts]
}

/// The trie's literal edges as ``TrieStorage`` probes them: an open-addressing slot table and the bytes.
struct LiteralSlots {
    var slots: [LiteralSlot]
    var bytes: [UInt8]
    /// Whether some node has two literal children that differ only in ASCII case.
    var caseFoldedTwins: Bool
}

extension TrieGrowth {
    /// The nodes flattened: each node's dynamic edges (constrained before plain, each kind in order of
    /// first registration) and its terminals (best ordinal first) in one list each. Nodes with a count of
    /// `countLimit` or more keep their counts aside.
    func flatten(ordinals: [Int32], countLimit: Int) -> FlatTrie {
        var flatNodes = [TrieNode](repeating: TrieNode(), count: nodes.count)
        // Each node's dynamic edges, grouped by parent in registration order (a counting sort).
        var dynamicStart = [Int](repeating: 0, count: nodes.count + 1)
        for index in nodes.indices { dynamicStart[index + 1] = dynamicStart[index] + nodes[index].dynamicCount }
        var grouped = [(matcher: Int, child: Int)](repeating: (0, 0), count: dynamicEdges.edges.count)
        var fill = dynamicStart
        for edge in dynamicEdges.edges {
            grouped[fill[edge.parent]] = (Int(edge.hash), edge.child)  // a dynamic edge's hash is its matcher
            fill[edge.parent] += 1
        }
        var edges: [DynamicEdge] = []
        edges.reserveCapacity(dynamicEdges.edges.count)
        var terminals: [Terminal] = []
        terminals.reserveCapacity(drafts.count)
        var list: [Int] = []
        /// Appends the drafts linked from `head`, best ordinal first.
        func appendTerminals(from head: Int) {
            // Most nodes end no route, or one: nothing to order.
            if head < 0 { return }
            if draftNext[head] < 0 {
                terminals.append(TrieBuilder.terminal(drafts[head], ordinals[head]))
                return
            }
            list.removeAll(keepingCapacity: true)
            var d = head
            while d >= 0 {
                list.append(d)
                d = draftNext[d]
            }
            list.sort { ordinals[$0] < ordinals[$1] }  // in place: runs for every node with terminals
            for d in list { terminals.append(TrieBuilder.terminal(drafts[d], ordinals[d])) }
        }
        var wideCounts: [Int32: NodeCounts] = [:]
        for index in nodes.indices {
            let node = nodes[index]
            let edgeStart = Int32(edges.count)
            appendDynamicEdges(grouped[dynamicStart[index]..<dynamicStart[index + 1]], to: &edges)
            let terminalStart = Int32(terminals.count)
            appendTerminals(from: node.endHead)
            let wildcardStart = Int32(terminals.count)
            appendTerminals(from: node.wildcardHead)
            let counts = NodeCounts(
                end: wildcardStart - terminalStart, wildcard: Int32(terminals.count) - wildcardStart,
                dynamic: Int32(node.dynamicCount))
            let flat = TrieNode(
                terminalStart: terminalStart, dynamicStart: edgeStart, hashChild: Int32(node.hash), counts: counts,
                hasLiterals: node.literalCount > 0, limit: countLimit)
            if flat.isWide { wideCounts[Int32(index)] = counts }
            flatNodes[index] = flat
        }
        return FlatTrie(nodes: flatNodes, edges: edges, terminals: terminals, wideCounts: wideCounts)
    }

    /// Appends one node's dynamic edges: constrained captures before plain ones; each kind in order of
    /// first registration.
    private func appendDynamicEdges(_ mine: ArraySlice<(matcher: Int, child: Int)>, to edges: inout [DynamicEdge]) {
        if mine.count == 1, let edge = mine.first {
            edges.append(DynamicEdge(matcher: Int32(edge.matcher), child: Int32(edge.child)))
        } else if mine.count > 1 {
            let sortedDynamic = Array(mine.enumerated()).stablySorted { a, b in
                let ra = matchers[a.element.matcher].rank, rb = matchers[b.element.matcher].rank
                return ra != rb ? ra < rb : a.offset < b.offset
            }
            for (_, edge) in sortedDynamic { edges.append(DynamicEdge(matcher: Int32(edge.matcher), child: Int32(edge.child))) }
        }
    }

    /// The literal edges in an open-addressing slot table (at most half full), their bytes in one buffer.
    func literalSlots() -> LiteralSlots {
        var capacity = 8
        while capacity < literalEdges.edges.count * 2 { capacity <<= 1 }
        var slots = [LiteralSlot](repeating: LiteralSlot(), count: capacity)
        var literalBytes: [UInt8] = []
        // Whether some node has two literal children that differ only in ASCII case (`Shop`, `shop`): only
        // then can a case-insensitive segment (a host read as a path) match more than one child. Found
        // while probing: such children share a hash, so they meet in the same probe run.
        var caseFoldedTwins = false
        for edge in literalEdges.edges {
            let hash = edge.hash
            var slot = TrieStorage.slotIndex(hash: hash, parent: Int32(edge.parent), mask: capacity - 1)
            while slots[slot].parent >= 0 {
                let other = slots[slot]
                if !caseFoldedTwins, other.parent == Int32(edge.parent), other.hash == hash, Int(other.length) == edge.bytes.count {
                    let start = Int(other.start)
                    caseFoldedTwins = literalBytes[start..<(start + edge.bytes.count)].map(asciiLower)
                        .elementsEqual(edge.bytes.utf8.lazy.map(asciiLower))
                }
                slot = (slot + 1) & (capacity - 1)
            }
            slots[slot] = LiteralSlot(
                parent: Int32(edge.parent), child: Int32(edge.child), hash: hash,
                start: Int32(literalBytes.count), length: Int32(edge.bytes.count))
            edge.bytes.withBytes { literalBytes.append(contentsOf: $0) }
        }
        return LiteralSlots(slots: slots, bytes: literalBytes, caseFoldedTwins: caseFoldedTwins)
    }
}
