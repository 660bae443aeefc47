/// The checks of a trie read from an image, before it is used: every index a walk follows without a check
/// is in range (a terminal's route and name list, an edge's matcher and child, a node's terminals and edges),
/// the nodes form a forest from the namespaces' roots (so that no walk loops), and the capture slots a walk
/// can fill along any path fit the scratch space it allocates.
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
        let acceptCount = context.routeAccept.count
        let extrasCount = context.routeExtras.count
        for (k, terminal) in terminals.enumerated() {
            let route = Int(terminal.route)
            // The walk reads a flagged route's link sources and conditions by route index.
            guard terminal.names >= 0, Int(terminal.names) < nameListCount, route >= 0, route < context.routeCount,
                !terminal.hasAccept || (acceptCount == context.routeCount && context.routeAccept[route] != nil),
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

    /// The most captures a walk can record from a root to any node. Throws when a node is reached twice (the
    /// nodes are not a forest) or a child does not come after its parent: the writer numbers nodes as the trie
    /// grows, each after its parent, so that one pass in node order finds every reached node's depth, with one
    /// parent and one capture count per node and no list of children.
    func captureDepth(roots: [Int32]) throws(CompiledTableError) -> Int {
        var parent = [Int32](repeating: -1, count: nodes.count)
        var captures = [Int32](repeating: 0, count: nodes.count)
        if let bad = link(&parent, &captures) {
            throw reader.failure(
                parent[Int(bad.child)] >= 0
                    ? "trie node \(bad.child) is reached twice" : "trie node \(bad.child) does not come after its parent \(bad.parent)")
        }
        var depth = [Int](repeating: -1, count: nodes.count)
        for root in roots where root >= 0 {
            guard parent[Int(root)] < 0, depth[Int(root)] < 0 else { throw reader.failure("trie node \(root) is reached twice") }
            depth[Int(root)] = 0
        }
        // A parent comes before its children, so its depth is known when theirs is set.
        var deepest = 0
        for k in 0..<nodes.count where parent[k] >= 0 && depth[Int(parent[k])] >= 0 {
            depth[k] = depth[Int(parent[k])] + Int(captures[k])
            deepest = max(deepest, depth[k])
        }
        return deepest
    }

    /// Sets each child's parent and the captures its edge records (hash children, dynamic edges, literal slots);
    /// the first edge to a child that has a parent already or does not come after its parent, if any.
    private func link(_ parent: inout [Int32], _ captures: inout [Int32]) -> (child: Int32, parent: Int)? {
        let matcherCaptures = matchers.map { Int32(clamping: $0.captureCount) }
        return parent.withUnsafeMutableBufferPointer { parent in
            captures.withUnsafeMutableBufferPointer { captures in
                func link(_ from: Int, _ child: Int32, _ recorded: Int32) -> Bool {
                    guard Int(child) > from, parent[Int(child)] < 0 else { return false }
                    parent[Int(child)] = Int32(truncatingIfNeeded: from)
                    captures[Int(child)] = recorded
                    return true
                }
                for (k, node) in nodes.enumerated() {
                    if node.hashChild >= 0, !link(k, node.hashChild, 0) { return (node.hashChild, k) }
                    let dynamic = node.isWide ? (wideCounts[Int32(k)]?.dynamic ?? 0) : Int32(node.dynamicCount)
                    for e in Int(node.dynamicStart)..<Int(node.dynamicStart + dynamic) {
                        let edge = edges[e]
                        if !link(k, edge.child, matcherCaptures[Int(edge.matcher)]) { return (edge.child, k) }
                    }
                }
                for slot in slots where slot.parent >= 0 {
                    if !link(Int(slot.parent), slot.child, 0) { return (slot.child, Int(slot.parent)) }
                }
                return nil
            }
        }
    }
}
