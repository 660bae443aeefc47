import SwitchyardRouteTable

extension TrieBuilder {
    /// The edges made so far, found by parent, hash and bytes: an open-addressing table of edge indices
    /// probed with the trie's own hash, one for the whole trie. Literal edges are keyed by their bytes and
    /// the bytes' trie hash; dynamic edges by their matcher's index as the hash and no bytes. (A
    /// `Dictionary` ran SipHash over every key: about a fifth of the build.)
    struct EdgeIndex {
        /// Every edge, in the order added.
        private(set) var edges: [(parent: Int, hash: UInt32, bytes: RoutePattern.Literal, child: Int)] = []
        /// Indices into `edges`; -1 marks an empty slot. Never more than half full.
        private var table: [Int32]

        init(expected: Int) {
            var capacity = 16
            while capacity < expected * 2 { capacity <<= 1 }
            table = [Int32](repeating: -1, count: capacity)
            edges.reserveCapacity(expected)
        }

        /// The child of `parent` under `bytes` (whose trie hash is `hash`), or `nil`.
        func child(of parent: Int, hash: UInt32, bytes: RoutePattern.Literal) -> Int? {
            let mask = table.count - 1
            var slot = TrieStorage.slotIndex(hash: hash, parent: Int32(truncatingIfNeeded: parent), mask: mask)
            while table[slot] >= 0 {
                let edge = edges[Int(table[slot])]
                if edge.parent == parent, edge.hash == hash, edge.bytes == bytes { return edge.child }
                slot = (slot + 1) & mask
            }
            return nil
        }

        /// Records a new edge (not already present).
        mutating func add(parent: Int, hash: UInt32, bytes: RoutePattern.Literal, child: Int) {
            edges.append((parent, hash, bytes, child))
            if edges.count * 2 > table.count {
                table = [Int32](repeating: -1, count: table.count * 2)
                for index in edges.indices { place(index) }
            } else {
                place(edges.count - 1)
            }
        }

        private mutating func place(_ index: Int) {
            let mask = table.count - 1
            let edge = edges[index]
            var slot = TrieStorage.slotIndex(hash: edge.hash, parent: Int32(truncatingIfNeeded: edge.parent), mask: mask)
            while table[slot] >= 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(index)
        }
    }
}
