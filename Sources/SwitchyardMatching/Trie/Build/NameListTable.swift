import SwitchyardRouteTable

extension TrieBuilder {
    /// Each distinct name list once, found by the trie's hash of the names (hashing each list with
    /// `Hasher` cost about 400 instructions a route). Routes registered together usually name their
    /// captures alike, so the last list is compared first.
    struct NameListTable {
        private(set) var lists: [TerminalNames] = []
        private var hashes: [UInt32] = []
        /// Indices into `lists`; -1 marks an empty slot. Never more than half full.
        private var table = [Int32](repeating: -1, count: 64)

        /// The index of the list `names` with the wildcard's name `wildcard`, added when it is new. A route with
        /// extras gets a list of its own (its expansions share it), never found by another route.
        mutating func index(of names: [String], wildcard: String?, extras: RouteExtras? = nil) -> Int32 {
            if let last = lists.last, last.extras === extras, last.wildcardName == wildcard, last.names == names {
                return Int32(lists.count - 1)
            }
            if let extras {
                lists.append(TerminalNames(names: names, wildcardName: wildcard, extras: extras))
                hashes.append(0)
                return Int32(lists.count - 1)
            }
            let hash = Self.hash(names, wildcard)
            let mask = table.count - 1
            var slot = Int(hash) & mask
            while table[slot] >= 0 {
                let index = Int(table[slot])
                if hashes[index] == hash, lists[index].extras == nil, lists[index].wildcardName == wildcard, lists[index].names == names {
                    return Int32(index)
                }
                slot = (slot + 1) & mask
            }
            lists.append(TerminalNames(names: names, wildcardName: wildcard))
            hashes.append(hash)
            if lists.count * 2 > table.count {
                table = [Int32](repeating: -1, count: table.count * 2)
                for index in lists.indices { place(index) }
            } else {
                table[slot] = Int32(lists.count - 1)
            }
            return Int32(lists.count - 1)
        }

        private mutating func place(_ index: Int) {
            let mask = table.count - 1
            var slot = Int(hashes[index]) & mask
            while table[slot] >= 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(index)
        }

        private static func hash(_ names: [String], _ wildcard: String?) -> UInt32 {
            var h: UInt32 = wildcard == nil ? 0x9E37_79B9 : hash(wildcard ?? "")
            for name in names { h = (h &* 0x0100_0193) ^ hash(name) }
            return h ^ (h >> 15)
        }

        private static func hash(_ name: String) -> UInt32 {
            var name = name
            return name.withUTF8 { TrieStorage.hash($0) }
        }
    }
}
