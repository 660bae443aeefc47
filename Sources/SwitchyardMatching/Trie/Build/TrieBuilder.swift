/// Turns registered routes into a frozen ``TrieStorage``.
enum TrieBuilder {
    /// The bytes of a dynamic edge's key in ``EdgeIndex``: none.
    private static let noBytes = RoutePattern.Literal("")

    /// A node while the trie is built. Its children and terminals are kept in flat lists for the whole
    /// trie (a few arrays per node would be tens of thousands of allocations for 10,000 routes).
    private struct BuildNode {
        var literalCount = 0
        var dynamicCount = 0
        /// The first draft ending here, linked through `draftNext`; -1 for none.
        var endHead = -1
        var wildcardHead = -1
        var hash = -1
    }

    /// The edges made so far, found by parent, hash and bytes: an open-addressing table of edge indices
    /// probed with the trie's own hash, one for the whole trie. Literal edges are keyed by their bytes and
    /// the bytes' trie hash; dynamic edges by their matcher's index as the hash and no bytes. (A
    /// `Dictionary` ran SipHash over every key: about a fifth of the build.)
    private struct EdgeIndex {
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

    private struct Draft {
        var routeIndex: Int32
        var expansionIndex: UInt16
        /// Index into the table's name lists.
        var nameList: Int32
        /// The rank vector: `rankBytes[rankStart..<rankEnd]` (one buffer for every draft).
        var rankStart: Int
        var rankEnd: Int
        var wildcardMinimum: Int8
        var hasAccept: Bool
        var priority: Int
        var routeID: Int
    }

    /// A sort key per draft that orders drafts as the full comparison does wherever two keys differ: the
    /// priority's place among the table's priorities (highest first) in the top 8 bits, then, when
    /// ordering by specificity, the rank vector's first 14 entries as 4-bit digits (entry + 1, so a
    /// vector that is a prefix of another, padded with 0, comes first). Comparing two integers instead of
    /// two byte runs took most of the sort's time off the build. All keys are 0, and the full comparison
    /// decides everything, when there are more than 256 priorities or an entry does not fit a digit.
    ///
    /// `complete` says that equal keys mean equal priorities and rank vectors (every vector has at most 14
    /// entries, or only priorities count): the order is then the keys', ties in draft order.
    private static func sortKeys(_ drafts: [Draft], ranks: [UInt8], specificity: Bool) -> (keys: [UInt64], complete: Bool) {
        var keys = [UInt64](repeating: 0, count: drafts.count)
        guard !specificity || !ranks.contains(where: { $0 > 14 }) else { return (keys, false) }
        // Most tables give every route the same priority: then there is nothing to hash.
        let firstPriority = drafts.first?.priority ?? 0
        var place: [Int: UInt64] = [:]
        if drafts.contains(where: { $0.priority != firstPriority }) {
            let priorities = Set(drafts.map(\.priority)).sorted(by: >)
            guard priorities.count <= 256 else { return (keys, false) }
            place = Dictionary(uniqueKeysWithValues: priorities.enumerated().map { ($1, UInt64($0)) })
        }
        var complete = true
        for (index, draft) in drafts.enumerated() {
            if specificity, draft.rankEnd - draft.rankStart > 14 { complete = false }
            var key = (place.isEmpty ? 0 : place[draft.priority] ?? 0) << 56
            if specificity {
                var shift = 52
                for offset in draft.rankStart..<min(draft.rankEnd, draft.rankStart + 14) {
                    key |= UInt64(ranks[offset] + 1) << UInt64(shift)
                    shift -= 4
                }
            }
            keys[index] = key
        }
        return (keys, complete)
    }

    /// An expansion's rank vector: compared lexicographically, smaller is more specific.
    static func rankVector(_ expansion: RoutePattern.Expansion, host: String?, matcherRank: ([RoutePattern.Part]) -> UInt8) -> [UInt8] {
        var vector: [UInt8] = []
        appendRankVector(expansion, host: host, to: &vector, matcherRank: matcherRank)
        return vector
    }

    /// Appends the rank vector to `vector` (the builder keeps every draft's in one buffer).
    static func appendRankVector(
        _ expansion: RoutePattern.Expansion, host: String?, to vector: inout [UInt8], matcherRank: ([RoutePattern.Part]) -> UInt8
    ) {
        func rank(_ segment: RoutePattern.Segment) -> UInt8 {
            switch segment {
            case .literal: return 10
            case .dynamic(let parts, _): return 10 + matcherRank(parts)
            }
        }
        vector.append(host == nil ? 2 : 0)
        for segment in expansion.path { vector.append(rank(segment)) }
        if let fragment = expansion.fragment {
            vector.append(0)
            for segment in fragment { vector.append(rank(segment)) }
        }
        if let wildcard = expansion.wildcard {
            vector.append(wildcard.minimum > 0 ? 13 : 14)
        } else {
            vector.append(1)
        }
    }

    /// The trie of `routes`. Nodes with a count of `countLimit` or more keep their counts aside (tests lower
    /// it to check that path).
    static func build(
        routes: [RouteShape], namespaces namespaceOptions: [String: NamespaceOptions], options: RouteTableOptions,
        countLimit: Int = TrieNode.countLimit
    ) -> (storage: TrieStorage, matchers: MatcherIndex) {
        var nodes: [BuildNode] = []
        var dynamicEdges = EdgeIndex(expected: routes.count)
        var draftNext: [Int] = []
        var literalEdges = EdgeIndex(expected: routes.count * 2)
        var matcherIndex = MatcherIndex()
        var matchers: [SegmentMatcher] = []
        var drafts: [Draft] = []
        var rankBytes: [UInt8] = []
        var namespaceIndex: [String: Int] = [:]
        var hostRoots: [NamespaceHost: Int] = [:]
        var namespaces: [NamespaceRoots] = [NamespaceRoots(scheme: nil, fallbackToGlobal: false, anyHost: -1, hosts: [], routeCount: 0)]
        var maxCaptures = 0
        var typeRegistry: [TypeKey: ParameterType] = [:]
        var nameLists = NameListTable()
        for (name, type) in ParameterType.builtIn { typeRegistry[TypeKey(name: name, registration: 0)] = type }
        func registerTypes(_ segments: [RoutePattern.Segment], of pattern: RoutePattern) {
            for case .dynamic(let parts, _) in segments {
                // Built-in types (registration 0) are in the registry already.
                for case .capture(.type(let name, let registration)) in parts where registration != 0 {
                    let key = TypeKey(name: name, registration: registration)
                    if typeRegistry[key] == nil { typeRegistry[key] = pattern.types[name] }
                }
            }
        }
        for route in routes {
            // A type is resolved by its name and registration, from the route's own parse: a type registered
            // again under the same name applies to the routes added after it, not to earlier ones.
            for expansion in route.pattern.expansions {
                registerTypes(expansion.path, of: route.pattern)
                if let fragment = expansion.fragment { registerTypes(fragment, of: route.pattern) }
            }
        }

        func newNode() -> Int {
            nodes.append(BuildNode())
            return nodes.count - 1
        }
        func matcher(_ parts: [RoutePattern.Part]) -> Int {
            if let index = matcherIndex.index(of: parts) { return index }
            matchers.append(SegmentMatcher(parts: parts, types: typeRegistry))
            matcherIndex.insert(parts, index: matchers.count - 1)
            return matchers.count - 1
        }
        func child(of node: Int, _ segment: RoutePattern.Segment) -> Int {
            switch segment {
            case .literal(let bytes):
                let hash = bytes.withBytes { TrieStorage.hash($0) }
                if let next = literalEdges.child(of: node, hash: hash, bytes: bytes) { return next }
                let next = newNode()
                nodes[node].literalCount += 1
                literalEdges.add(parent: node, hash: hash, bytes: bytes, child: next)
                return next
            case .dynamic(let parts, _):
                let shared = matcher(parts)
                let hash = UInt32(truncatingIfNeeded: shared)
                if let existing = dynamicEdges.child(of: node, hash: hash, bytes: Self.noBytes) { return existing }
                let next = newNode()
                nodes[node].dynamicCount += 1
                dynamicEdges.add(parent: node, hash: hash, bytes: Self.noBytes, child: next)
                return next
            }
        }

        for (routeIndex, route) in routes.enumerated() {
            // Namespaces and hosts are found by name (no byte copies per route); index 0 is the global one.
            var ns = 0
            if let scheme = route.scheme {
                if let known = namespaceIndex[scheme] {
                    ns = known
                } else {
                    let fallback = namespaceOptions[scheme]?.fallbackToGlobal ?? false
                    namespaces.append(NamespaceRoots(
                        scheme: Array(scheme.utf8), spelling: route.spelling, fallbackToGlobal: fallback, anyHost: -1, hosts: [], routeCount: 0))
                    ns = namespaces.count - 1
                    namespaceIndex[scheme] = ns
                }
            }
            namespaces[ns].routeCount += 1
            var root: Int
            if let host = route.pattern.host {
                let key = NamespaceHost(namespace: ns, host: host)
                if let existing = hostRoots[key] {
                    root = existing
                } else {
                    root = newNode()
                    hostRoots[key] = root
                    namespaces[ns].hosts.append((Array(host.utf8), Int32(root)))
                }
            } else if route.pattern.takesHost {
                if namespaces[ns].hostSegment >= 0 {
                    root = Int(namespaces[ns].hostSegment)
                } else {
                    root = newNode()
                    namespaces[ns].hostSegment = Int32(root)
                }
            } else if namespaces[ns].anyHost >= 0 {
                root = Int(namespaces[ns].anyHost)
            } else {
                root = newNode()
                namespaces[ns].anyHost = Int32(root)
            }
            for (expansionIndex, expansion) in route.pattern.expansions.enumerated() {
                var node = root
                for segment in expansion.path { node = child(of: node, segment) }
                if let fragment = expansion.fragment {
                    if nodes[node].hash < 0 {
                        let hashNode = newNode()
                        nodes[node].hash = hashNode
                    }
                    node = nodes[node].hash
                    for segment in fragment { node = child(of: node, segment) }
                }
                let names = route.pattern.captureNames(of: expansion)
                maxCaptures = max(maxCaptures, names.count)
                let rankStart = rankBytes.count
                appendRankVector(expansion, host: route.pattern.host, to: &rankBytes) { parts in matchers[matcher(parts)].rank }
                let draft = Draft(
                    routeIndex: Int32(routeIndex), expansionIndex: UInt16(expansionIndex),
                    nameList: nameLists.index(of: names, wildcard: expansion.wildcard?.name), rankStart: rankStart, rankEnd: rankBytes.count, wildcardMinimum: expansion.wildcard.map { Int8($0.minimum) } ?? -1,
                    hasAccept: route.accept != nil, priority: route.priority, routeID: route.id)
                if expansion.wildcard != nil {
                    draftNext.append(nodes[node].wildcardHead)
                    nodes[node].wildcardHead = drafts.count
                } else {
                    draftNext.append(nodes[node].endHead)
                    nodes[node].endHead = drafts.count
                }
                drafts.append(draft)
            }
        }

        // Ordinals: priority first, then specificity (or not), then registration order.
        let specificity = options.matchOrder == .specificity
        let (keys, complete) = sortKeys(drafts, ranks: rankBytes, specificity: specificity)
        // Drafts are made route by route and expansion by expansion, so draft order is (route id,
        // expansion) order when the ids increase, as a builder gives them.
        let idsIncrease = zip(routes, routes.dropFirst()).allSatisfy { $0.id < $1.id }
        let order: [Int]
        if complete, idsIncrease {
            // The keys decide, ties in draft order: a sort of plain pairs, without the comparison below
            // (most routes of a large table share their shape, so most keys had ties).
            var pairs = keys.enumerated().map { (key: $1, index: $0) }
            pairs.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
            order = pairs.map(\.index)
        } else {
            order = fullOrder(drafts, rankBytes, keys, specificity: specificity)
        }
        var ordinals = [Int32](repeating: 0, count: drafts.count)
        for (rank, index) in order.enumerated() { ordinals[index] = Int32(rank) }

        // Flatten.
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
                terminals.append(terminal(drafts[head], ordinals[head]))
                return
            }
            list.removeAll(keepingCapacity: true)
            var d = head
            while d >= 0 {
                list.append(d)
                d = draftNext[d]
            }
            list.sort { ordinals[$0] < ordinals[$1] }
            for d in list { terminals.append(terminal(drafts[d], ordinals[d])) }
        }
        var wideCounts: [Int32: NodeCounts] = [:]
        for index in nodes.indices {
            let node = nodes[index]
            let edgeStart = Int32(edges.count)
            // Constrained captures are tried before plain ones; each kind in order of first registration.
            let mine = grouped[dynamicStart[index]..<dynamicStart[index + 1]]
            if mine.count == 1, let edge = mine.first {
                edges.append(DynamicEdge(matcher: Int32(edge.matcher), child: Int32(edge.child)))
            } else if mine.count > 1 {
                let sortedDynamic = mine.enumerated().sorted { a, b in
                    let ra = matchers[a.element.matcher].rank, rb = matchers[b.element.matcher].rank
                    return ra != rb ? ra < rb : a.offset < b.offset
                }
                for (_, edge) in sortedDynamic { edges.append(DynamicEdge(matcher: Int32(edge.matcher), child: Int32(edge.child))) }
            }
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

        let storage = TrieStorage(
            nodes: flatNodes, wideCounts: wideCounts, slots: slots, literalBytes: literalBytes, edges: edges, terminals: terminals,
            matchers: matchers, nameLists: nameLists.lists, namespaces: namespaces, maxCaptures: maxCaptures,
            routeAccept: routes.map(\.accept), tableAccept: options.accept, caseFoldedTwins: caseFoldedTwins)
        return (storage, matcherIndex)
    }

    /// The drafts' order by the full comparison: priority, then (ordering by specificity) the rank vector,
    /// then route id and expansion. `keys` decide wherever they differ.
    private static func fullOrder(_ drafts: [Draft], _ rankBytes: [UInt8], _ keys: [UInt64], specificity: Bool) -> [Int] {
        // Compared in place: copying a `Draft` per comparison would retain its four arrays each time.
        drafts.withUnsafeBufferPointer { drafts in
            rankBytes.withUnsafeBufferPointer { ranks in
                keys.withUnsafeBufferPointer { keys in
                    drafts.indices.sorted { a, b in
                        // Most pairs differ in their keys; equal keys leave the comparison to what follows.
                        if keys[a] != keys[b] { return keys[a] < keys[b] }
                        if drafts[a].priority != drafts[b].priority { return drafts[a].priority > drafts[b].priority }
                        if specificity {
                            // Lexicographic, a prefix first (a byte loop: the slices' generic comparisons
                            // cost several times as much, and the sort makes n log n of them).
                            var x = drafts[a].rankStart, y = drafts[b].rankStart
                            let xEnd = drafts[a].rankEnd, yEnd = drafts[b].rankEnd
                            while x < xEnd, y < yEnd, ranks[x] == ranks[y] {
                                x += 1
                                y += 1
                            }
                            if x < xEnd, y < yEnd { return ranks[x] < ranks[y] }
                            if (x < xEnd) != (y < yEnd) { return x == xEnd }
                        }
                        if drafts[a].routeID != drafts[b].routeID { return drafts[a].routeID < drafts[b].routeID }
                        return drafts[a].expansionIndex < drafts[b].expansionIndex
                    }
                }
            }
        }
    }

    private static func terminal(_ draft: Draft, _ ordinal: Int32) -> Terminal {
        Terminal(
            names: draft.nameList, ordinal: ordinal, route: draft.routeIndex, expansion: draft.expansionIndex,
            wildcardMinimum: draft.wildcardMinimum, hasAccept: draft.hasAccept)
    }

    /// Each distinct name list once, found by the trie's hash of the names (hashing each list with
    /// `Hasher` cost about 400 instructions a route). Routes registered together usually name their
    /// captures alike, so the last list is compared first.
    struct NameListTable {
        private(set) var lists: [TerminalNames] = []
        private var hashes: [UInt32] = []
        /// Indices into `lists`; -1 marks an empty slot. Never more than half full.
        private var table = [Int32](repeating: -1, count: 64)

        /// The index of the list `names` with the wildcard's name `wildcard`, added when it is new.
        mutating func index(of names: [String], wildcard: String?) -> Int32 {
            if let last = lists.last, last.wildcardName == wildcard, last.names == names { return Int32(lists.count - 1) }
            let hash = Self.hash(names, wildcard)
            let mask = table.count - 1
            var slot = Int(hash) & mask
            while table[slot] >= 0 {
                let index = Int(table[slot])
                if hashes[index] == hash, lists[index].wildcardName == wildcard, lists[index].names == names {
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

    /// A host constraint within a namespace.
    private struct NamespaceHost: Hashable {
        var namespace: Int
        var host: String
    }
}

/// The table's segment matchers by the parts of the dynamic segments they were made for: one matcher per
/// distinct parts, shared by every edge of that shape (so an edge's matcher index says its shape).
struct MatcherIndex {
    private var byParts: [[RoutePattern.Part]: Int] = [:]
    /// Whole-segment captures without a regex (`:id`, `<int:id>`: nearly every dynamic segment) are few
    /// kinds, found by comparison; hashing their parts array per segment cost more than the rest.
    private var captures: [(constraint: RoutePattern.Constraint, index: Int)] = []

    /// Whether `parts` are a whole-segment capture without a regex, and its constraint.
    @inline(__always)
    private static func plainCapture(_ parts: [RoutePattern.Part]) -> RoutePattern.Constraint? {
        guard parts.count == 1, case .capture(let constraint) = parts[0] else { return nil }
        switch constraint {
        case .any, .type: return constraint
        case .regex: return nil
        }
    }

    /// The index of the matcher made for `parts`, if there is one.
    @inline(__always)
    func index(of parts: [RoutePattern.Part]) -> Int? {
        if let constraint = Self.plainCapture(parts) {
            for known in captures where known.constraint == constraint { return known.index }
            return nil
        }
        return byParts[parts]
    }

    /// Records that matcher `index` was made for `parts`.
    mutating func insert(_ parts: [RoutePattern.Part], index: Int) {
        if let constraint = Self.plainCapture(parts) {
            captures.append((constraint, index))
        } else {
            byParts[parts] = index
        }
    }
}
