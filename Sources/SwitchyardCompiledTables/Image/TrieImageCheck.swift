import SwitchyardRouteTable

/// The checks of a trie read from an image, before it is used: every index a walk follows without a check
/// is in range (a terminal's route and name list, an edge's matcher and child, a node's terminals and edges),
/// the nodes form a forest from the namespaces' roots (so that no walk loops), and the capture slots a walk
/// can fill along any path fit the scratch space it allocates.
struct TrieImageCheck {
    let reader: ImageReader
    let nodes: [TrieNode]
    let wideCounts: [Int32: NodeCounts]
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

    /// Checks each node's ranges, and sets the parent of its hash child and of its dynamic edges' children in
    /// `parent` (the literal edges' children have theirs from the slots); returns the captures each node's edge
    /// from its parent records.
    func checkNodes(parent: inout [Int32]) throws(CompiledTableError) -> [Int32] {
        let matcherCaptures = matchers.map { Int32(clamping: $0.captureCount) }
        var captures = [Int32](repeating: 0, count: nodes.count)
        let failure = captures.withUnsafeMutableBufferPointer { captures in
            parent.withUnsafeMutableBufferPointer { parent in
                nodes.withUnsafeBufferPointer { nodes -> String? in
                    /// Whether `child` comes after `from` and had no parent yet; it has one now.
                    func link(_ from: Int, _ child: Int32, _ recorded: Int32) -> Bool {
                        guard Int(child) > from, Int(child) < nodes.count, parent[Int(child)] < 0 else { return false }
                        parent[Int(child)] = Int32(truncatingIfNeeded: from)
                        captures[Int(child)] = recorded
                        return true
                    }
                    for (k, node) in nodes.enumerated() {
                        guard let counts = node.isWide ? wideCounts[Int32(k)] : node.counts else { return "wide node \(k) has no counts" }
                        let terminalEnd = Int(node.terminalStart) + Int(counts.end) + Int(counts.wildcard)
                        let edgeEnd = Int(node.dynamicStart) + Int(counts.dynamic)
                        guard node.terminalStart >= 0, terminalEnd <= terminals.count, node.dynamicStart >= 0, edgeEnd <= edges.count,
                            node.hashChild == -1 || link(k, node.hashChild, 0)
                        else {
                            return "node \(k)'s terminals \(node.terminalStart)..<\(terminalEnd) (of \(terminals.count)) or edges "
                                + "\(node.dynamicStart)..<\(edgeEnd) (of \(edges.count)) or fragment child \(node.hashChild) are out of range"
                        }
                        for edge in edges[Int(node.dynamicStart)..<edgeEnd] where !link(k, edge.child, matcherCaptures[Int(edge.matcher)]) {
                            return "trie node \(edge.child) is reached twice or does not come after its parent \(k)"
                        }
                    }
                    return nil
                }
            }
        }
        if let failure { throw reader.failure(failure) }
        return captures
    }

    /// The most captures a walk can record from a root to any node. The nodes are a forest (each has one
    /// parent at most, and comes after it: the writer numbers nodes as the trie grows), so one pass in node
    /// order finds every reached node's depth, with no list of children; throws when a root has a parent or
    /// is a root twice.
    func captureDepth(roots: [Int32], parent: [Int32], captures: [Int32]) throws(CompiledTableError) -> Int {
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
}
