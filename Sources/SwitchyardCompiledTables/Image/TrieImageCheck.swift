/// The checks of a trie read from an image, before it is used: every index a walk follows without a check
/// is in range (a terminal's route and name list, an edge's matcher and child, a node's terminals and edges),
/// the nodes form a forest from the namespaces' roots (so that no walk loops), and the capture slots a walk
/// can fill along any path fit the scratch space it allocates.

import SwitchyardMatching
struct TrieImageCheck {
    let reader: ImageReader
    let nodes: [TrieNode]
    let wideCounts: [Int32: NodeCounts]
    let slots: [LiteralSlot]
    let literalCount: Int
    let edges: [DynamicEdge]
    let terminals: [Terminal]
    let matchers: [SegmentMatcher]
    let nameListCount: Int
    let context: TrieImageContext

    func checkEdges(at offset: Int) throws(CompiledTableError) {
        for (k, edge) in edges.enumerated()
        where edge.matcher < 0 || Int(edge.matcher) >= matchers.count || edge.child < 0 || Int(edge.child) >= nodes.count {
            throw reader.failure(
                "dynamic edge \(k) has matcher \(edge.matcher) of \(matchers.count) and child \(edge.child) of \(nodes.count)",
                at: offset + 8 * k)
        }
    }

    func checkTerminals(at offset: Int) throws(CompiledTableError) {
        let extrasCount = context.routeExtras.count
        for (k, terminal) in terminals.enumerated() {
            let route = Int(terminal.route)
            guard terminal.names >= 0, Int(terminal.names) < nameListCount, route >= 0, route < context.routeCount,
                !terminal.hasQuery || (extrasCount == context.routeCount && context.routeExtras[route] != nil)
            else {
                throw reader.failure(
                    "terminal \(k) has route \(terminal.route) of \(context.routeCount) and name list \(terminal.names) of \(nameListCount)",
                    at: offset + 16 * k)
            }
        }
    }

    func checkNodes() throws(CompiledTableError) {
        for (k, node) in nodes.enumerated() {
            let counts = node.isWide ? wideCounts[Int32(k)] : node.counts
            guard let counts else { throw reader.failure("wide node \(k) has no counts") }
            let terminalEnd = Int(node.terminalStart) + Int(counts.end) + Int(counts.wildcard)
            let edgeEnd = Int(node.dynamicStart) + Int(counts.dynamic)
            guard node.terminalStart >= 0, terminalEnd <= terminals.count, node.dynamicStart >= 0, edgeEnd <= edges.count,
                node.hashChild >= -1, Int(node.hashChild) < nodes.count
            else {
                throw reader.failure(
                    "node \(k)'s terminals \(node.terminalStart)..<\(terminalEnd) (of \(terminals.count)) or edges "
                        + "\(node.dynamicStart)..<\(edgeEnd) (of \(edges.count)) or fragment child \(node.hashChild) are out of range")
            }
        }
        for (k, slot) in slots.enumerated() where slot.parent >= 0 && Int(slot.start) + Int(slot.length) > literalCount {
            throw reader.failure("literal slot \(k)'s bytes \(slot.start)+\(slot.length) run past the \(literalCount) literal bytes")
        }
    }

    /// The most captures a walk can record from a root to any node; throws when a node is reached twice
    /// (the nodes are not a forest). The children are gathered in two flat arrays (a list per node would
    /// be an allocation per node).
    func captureDepth(roots: [Int32]) throws(CompiledTableError) -> Int {
        var first = [Int](repeating: 0, count: nodes.count + 1)
        func eachChild(_ body: (Int, Int32, Int) -> Void) {
            for (k, node) in nodes.enumerated() {
                if node.hashChild >= 0 { body(k, node.hashChild, 0) }
                let dynamic = node.isWide ? (wideCounts[Int32(k)]?.dynamic ?? 0) : Int32(node.dynamicCount)
                for e in Int(node.dynamicStart)..<Int(node.dynamicStart + dynamic) {
                    body(k, edges[e].child, matchers[Int(edges[e].matcher)].captureCount)
                }
            }
            for slot in slots where slot.parent >= 0 { body(Int(slot.parent), slot.child, 0) }
        }
        eachChild { parent, _, _ in first[parent + 1] += 1 }
        for k in 0..<nodes.count { first[k + 1] += first[k] }
        var fill = first
        var children = [(child: Int32, captures: Int)](repeating: (0, 0), count: first[nodes.count])
        eachChild { parent, child, captures in
            children[fill[parent]] = (child, captures)
            fill[parent] += 1
        }
        var depth = [Int](repeating: -1, count: nodes.count)
        var pending: [Int32] = []
        for root in roots where root >= 0 {
            guard depth[Int(root)] < 0 else { throw reader.failure("trie node \(root) is reached twice") }
            depth[Int(root)] = 0
            pending.append(root)
        }
        var deepest = 0
        while let node = pending.popLast() {
            for (child, captures) in children[first[Int(node)]..<first[Int(node) + 1]] {
                guard depth[Int(child)] < 0 else { throw reader.failure("trie node \(child) is reached twice") }
                depth[Int(child)] = depth[Int(node)] + captures
                deepest = max(deepest, depth[Int(child)])
                pending.append(child)
            }
        }
        return deepest
    }
}
