/// A node of the frozen trie, in 16 bytes (four to a cache line): where its terminals and dynamic edges
/// start, its hash child, and its counts in a byte each. A node with a count of 255 or more (hundreds of
/// routes ending at one node, or of differently constrained siblings: only a pathological table) keeps its
/// counts in ``TrieStorage/wideCounts`` instead; ``TrieStorage/counts(_:_:)`` reads either.
package struct TrieNode {
    /// The routes ending here (`endCount` of them), then the wildcard routes here.
    package var terminalStart: Int32 = 0
    package var dynamicStart: Int32 = 0
    package var hashChild: Int32 = -1
    package var endCount: UInt8 = 0
    package var wildcardCount: UInt8 = 0
    package var dynamicCount: UInt8 = 0
    /// ``literalFlag`` and ``wideFlag``.
    package var flags: UInt8 = 0

    /// Counts from this on make a node wide.
    package static let countLimit = 255
    static let literalFlag: UInt8 = 1
    static let wideFlag: UInt8 = 2

    /// Whether the node has literal children.
    var hasLiterals: Bool { flags & Self.literalFlag != 0 }
    /// Whether the counts are in ``TrieStorage/wideCounts``.
    package var isWide: Bool { flags & Self.wideFlag != 0 }
    /// The counts of a node that is not wide.
    package var counts: NodeCounts { NodeCounts(end: Int32(endCount), wildcard: Int32(wildcardCount), dynamic: Int32(dynamicCount)) }

    /// A node with `counts`, kept in its bytes when each is below `limit` (at most ``countLimit``), else
    /// marked wide.
    package init(terminalStart: Int32, dynamicStart: Int32, hashChild: Int32, counts: NodeCounts, hasLiterals: Bool, limit: Int) {
        self.terminalStart = terminalStart
        self.dynamicStart = dynamicStart
        self.hashChild = hashChild
        let limit = min(limit, Self.countLimit)
        if Int(counts.end) < limit, Int(counts.wildcard) < limit, Int(counts.dynamic) < limit {
            endCount = UInt8(counts.end)
            wildcardCount = UInt8(counts.wildcard)
            dynamicCount = UInt8(counts.dynamic)
        } else {
            flags = Self.wideFlag
        }
        if hasLiterals { flags |= Self.literalFlag }
    }

    package init() {}
}

/// How many terminals end at a node, how many wildcard terminals it has and how many dynamic edges.
package struct NodeCounts: Sendable, Equatable {
    package var end: Int32
    package var wildcard: Int32
    package var dynamic: Int32

    package init(end: Int32, wildcard: Int32, dynamic: Int32) {
        self.end = end
        self.wildcard = wildcard
        self.dynamic = dynamic
    }
}

package struct LiteralSlot {
    /// -1 marks an empty slot.
    package var parent: Int32 = -1
    package var child: Int32 = 0
    package var hash: UInt32 = 0
    package var start: Int32 = 0
    package var length: Int32 = 0

    package init(parent: Int32 = -1, child: Int32 = 0, hash: UInt32 = 0, start: Int32 = 0, length: Int32 = 0) {
        self.parent = parent
        self.child = child
        self.hash = hash
        self.start = start
        self.length = length
    }
}

package struct DynamicEdge {
    package var matcher: Int32
    package var child: Int32

    package init(matcher: Int32, child: Int32) {
        self.matcher = matcher
        self.child = child
    }
}

/// A route's expansion ending at a node: 16 bytes (the fields are ordered so that none needs padding).
package struct Terminal {
    /// Index into ``TrieStorage/nameLists``: the names of the captures and the wildcard.
    package var names: Int32
    /// Rank among every terminal of the table: lower wins (priority, then specificity or registration).
    package var ordinal: Int32
    /// The route's index and the expansion's.
    package var route: Int32
    package var expansion: UInt16
    /// -1 without a wildcard, else the wildcard's minimum number of segments.
    package var wildcardMinimum: Int8
    /// What the walk checks before it keeps the terminal: ``acceptFlag`` (the route has link sources of its
    /// own) and ``queryFlag`` (it has query conditions). One byte, so that a route with neither costs the walk
    /// one test.
    package var flags: UInt8

    package static let acceptFlag: UInt8 = 1
    package static let queryFlag: UInt8 = 2

    /// Whether the route has link sources of its own.
    package var hasAccept: Bool { flags & Self.acceptFlag != 0 }
    /// Whether the route has query conditions.
    package var hasQuery: Bool { flags & Self.queryFlag != 0 }

    package init(names: Int32, ordinal: Int32, route: Int32, expansion: UInt16, wildcardMinimum: Int8, flags: UInt8) {
        self.names = names
        self.ordinal = ordinal
        self.route = route
        self.expansion = expansion
        self.wildcardMinimum = wildcardMinimum
        self.flags = flags
    }
}

/// What a match needs to name its parameters: the capture names in walk order and the wildcard's name.
/// A table keeps each distinct list once, and terminals share them (most routes of a large table name
/// their captures alike: `id`, `id` and `page`; a list per terminal was about 80 bytes of every route).
package struct TerminalNames: Sendable {
    package var names: [String]
    package var wildcardName: String?
    /// The route's query conditions and parameter options, for routes that have them (their lists are not
    /// shared with other routes').
    package var extras: RouteExtras? = nil

    package init(names: [String], wildcardName: String?, extras: RouteExtras? = nil) {
        self.names = names
        self.wildcardName = wildcardName
        self.extras = extras
    }
}

package struct NamespaceRoots: Sendable {
    /// Lowercased scheme bytes; `nil` for the global namespace.
    package let scheme: [UInt8]?
    /// The scheme as a string, made once.
    package let schemeName: String?
    /// The scheme as its first route spells it, for messages (`namespaceTest1`).
    package let spelling: String?
    package var fallbackToGlobal: Bool
    /// Root for routes without a host constraint; -1 when there are none.
    package var anyHost: Int32
    /// Roots for routes with a host constraint (lowercased host bytes).
    package var hosts: [(host: [UInt8], root: Int32)]
    /// Root for routes whose host position is a placeholder (``RoutePattern/takesHost``), walked with the
    /// URL's host as the first segment whenever the URL has one; -1 when there are none.
    package var hostSegment: Int32 = -1
    package var routeCount: Int

    package init(
        scheme: [UInt8]?, spelling: String? = nil, fallbackToGlobal: Bool, anyHost: Int32, hosts: [(host: [UInt8], root: Int32)],
        routeCount: Int
    ) {
        self.scheme = scheme
        self.schemeName = scheme.map { String(decoding: $0, as: UTF8.self) }
        self.spelling = spelling ?? schemeName
        self.fallbackToGlobal = fallbackToGlobal
        self.anyHost = anyHost
        self.hosts = hosts
        self.routeCount = routeCount
    }
}

/// The frozen trie. Every buffer is written once in `init` and only read afterwards, so sharing it
/// between threads is safe; that is what `@unchecked Sendable` asserts.
@usableFromInline
package final class TrieStorage: @unchecked Sendable {
    package let nodes: UnsafeMutableBufferPointer<TrieNode>
    /// The counts of wide nodes (see ``TrieNode``), by node index; empty for every table but pathological ones.
    package let wideCounts: [Int32: NodeCounts]
    package let slots: UnsafeMutableBufferPointer<LiteralSlot>
    package let slotMask: Int
    package let literalBytes: UnsafeMutableBufferPointer<UInt8>
    package let edges: UnsafeMutableBufferPointer<DynamicEdge>
    package let terminals: UnsafeMutableBufferPointer<Terminal>
    package let matchers: UnsafeMutableBufferPointer<SegmentMatcher>
    /// The distinct name lists of the terminals.
    package let nameLists: [TerminalNames]
    package let namespaces: [NamespaceRoots]
    /// The most captures any terminal records.
    package let maxCaptures: Int
    /// Each route's own link sources, by route index; empty when no route has any.
    let routeAccept: [[LinkSource]?]
    /// The table's link sources.
    let tableAccept: [LinkSource]?
    /// Whether any route has link sources of its own.
    let hasRouteAccept: Bool
    /// Each route's query conditions and parameter options, by route index (`nil` for most routes).
    package let routeExtras: [RouteExtras?]
    /// Whether any route has query conditions.
    let hasRouteQuery: Bool
    /// Whether the table's intake decodes `+` as a space, as query values are read for conditions.
    let decodePlus: Bool
    /// Whether some node has literal children that differ only in ASCII case; without such twins a
    /// case-insensitive segment matches at most one literal child, and the walk stops at the first.
    package let caseFoldedTwins: Bool

    package init(
        nodes: [TrieNode], wideCounts: [Int32: NodeCounts], slots: [LiteralSlot], literalBytes: [UInt8], edges: [DynamicEdge],
        terminals: [Terminal], matchers: [SegmentMatcher], nameLists: [TerminalNames],
        namespaces: [NamespaceRoots], maxCaptures: Int, routeAccept: [[LinkSource]?], tableAccept: [LinkSource]?,
        caseFoldedTwins: Bool, routeExtras: [RouteExtras?] = [], decodePlus: Bool = true
    ) {
        self.routeExtras = routeExtras
        self.hasRouteQuery = routeExtras.contains { !($0?.conditions.isEmpty ?? true) }
        self.decodePlus = decodePlus
        self.caseFoldedTwins = caseFoldedTwins
        // Kept only when some route has link sources: only such a route's terminals read it.
        self.routeAccept = routeAccept.contains { $0 != nil } ? routeAccept : []
        self.tableAccept = tableAccept
        self.nodes = Self.copy(nodes)
        self.wideCounts = wideCounts
        self.slots = Self.copy(slots)
        self.slotMask = slots.count - 1
        self.literalBytes = Self.copy(literalBytes)
        self.edges = Self.copy(edges)
        self.terminals = Self.copy(terminals)
        self.matchers = Self.copy(matchers)
        self.hasRouteAccept = !self.routeAccept.isEmpty
        self.nameLists = nameLists
        self.namespaces = namespaces
        self.maxCaptures = maxCaptures
    }

    /// A buffer holding exactly the array's elements (its memory is at least one element, so the base
    /// address is never nil).
    private static func copy<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
        let memory = UnsafeMutableBufferPointer<T>.allocate(capacity: max(array.count, 1))
        let buffer = UnsafeMutableBufferPointer(rebasing: memory[0..<array.count])
        _ = buffer.initialize(from: array)
        return UnsafeMutableBufferPointer(start: memory.baseAddress, count: array.count)
    }

    deinit {
        nodes.baseAddress?.deallocate()
        slots.baseAddress?.deallocate()
        literalBytes.baseAddress?.deallocate()
        edges.baseAddress?.deallocate()
        _ = matchers.deinitialize()
        matchers.baseAddress?.deallocate()
        terminals.baseAddress?.deallocate()
    }

    /// The counts of node `index` (`node`, already read).
    @inline(__always)
    package func counts(_ index: Int32, _ node: TrieNode) -> NodeCounts {
        node.isWide ? wideCounts(of: index) : node.counts
    }

    /// The counts of a wide node (out of line: only pathological tables have any).
    @inline(never)
    func wideCounts(of index: Int32) -> NodeCounts {
        wideCounts[index] ?? NodeCounts(end: 0, wildcard: 0, dynamic: 0)
    }

    /// Bytes held by the trie's own buffers (not counting route values and patterns).
    var byteCount: Int {
        nodes.count * MemoryLayout<TrieNode>.stride + slots.count * MemoryLayout<LiteralSlot>.stride
            + literalBytes.count + edges.count * MemoryLayout<DynamicEdge>.stride
            + terminals.count * MemoryLayout<Terminal>.stride
    }

    /// A hash of the ASCII-lowercased bytes (so that host segments can be looked up case-insensitively),
    /// a word at a time: each word is lowercased with bit operations and mixed in with one multiply. The
    /// last word overlaps the one before it (short segments load two overlapping halves, as wyhash does),
    /// so no byte is read twice by a loop and none past the end. (Byte-at-a-time FNV-1a was a chain of
    /// one dependent multiply per byte.)
    @inline(__always)
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0x811C_9DC5 }
        let raw = UnsafeRawPointer(base)
        @inline(__always) func load64(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func load32(_ offset: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        @inline(__always) func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
            let m = (h ^ lowercased(word)) &* 0xFF51_AFD7_ED55_8CCD
            return m ^ (m >> 29)
        }
        var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8 {
            var i = 0
            while i + 8 < count {
                h = mix(h, load64(i))
                i += 8
            }
            h = mix(h, load64(count - 8))
        } else if count >= 4 {
            h = mix(h, load32(0) | load32(count - 4) << 32)
        } else {
            h = mix(h, UInt64(base[0]) | UInt64(base[count >> 1]) << 8 | UInt64(base[count - 1]) << 16)
        }
        h = (h ^ (h >> 32)) &* 0xC4CE_B9FE_1A85_EC53
        return UInt32(truncatingIfNeeded: h ^ (h >> 32))
    }

    /// Whether `count` bytes at `a` and at `b` are equal, ASCII case folded when `foldingCase` is set
    /// (as ``asciiLower(_:)`` folds each byte). Compared a word at a time with the loads of ``hash(_:)``:
    /// the last word overlaps the one before it, and no byte past `count` is read.
    @inline(__always)
    package static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int, foldingCase: Bool) -> Bool {
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        @inline(__always) func load64(_ raw: UnsafeRawPointer, _ offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func load32(_ raw: UnsafeRawPointer, _ offset: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        @inline(__always) func same(_ p: UInt64, _ q: UInt64) -> Bool {
            foldingCase ? lowercased(p) == lowercased(q) : p == q
        }
        if count >= 8 {
            var i = 0
            while i + 8 < count {
                if !same(load64(x, i), load64(y, i)) { return false }
                i += 8
            }
            return same(load64(x, count - 8), load64(y, count - 8))
        }
        if count >= 4 {
            return same(load32(x, 0) | load32(x, count - 4) << 32, load32(y, 0) | load32(y, count - 4) << 32)
        }
        for k in 0..<count where (foldingCase ? asciiLower(a[k]) != asciiLower(b[k]) : a[k] != b[k]) { return false }
        return true
    }

    /// The word with each ASCII capital letter (`A`…`Z`) turned into its lowercase letter; other bytes,
    /// UTF-8 bytes included, unchanged.
    @inline(__always)
    static func lowercased(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let low7 = word & ~high
        // High bit of each byte: 7-bit value ≥ 'A', and 7-bit value > 'Z' (no carries cross bytes: each sum < 0x100).
        let atLeastA = low7 &+ ones &* UInt64(0x80 - 0x41)
        let aboveZ = low7 &+ ones &* UInt64(0x80 - 0x5B)
        let capitals = atLeastA & ~aboveZ & ~word & high
        return word | (capitals >> 2)
    }

    @inline(__always)
    package static func slotIndex(hash: UInt32, parent: Int32, mask: Int) -> Int {
        var x = hash ^ (UInt32(bitPattern: parent) &* 0x9E37_79B1)
        x ^= x >> 15
        x = x &* 0x2C1B_3C6D
        x ^= x >> 12
        return Int(x) & mask
    }
}
