struct TrieNode {
    var dynamicStart: Int32 = 0
    var dynamicCount: Int32 = 0
    var endStart: Int32 = 0
    var endCount: Int32 = 0
    var wildcardStart: Int32 = 0
    var wildcardCount: Int32 = 0
    var hashChild: Int32 = -1
    var literalCount: Int32 = 0
}

struct LiteralSlot {
    /// -1 marks an empty slot.
    var parent: Int32 = -1
    var child: Int32 = 0
    var hash: UInt32 = 0
    var start: Int32 = 0
    var length: Int32 = 0
}

struct DynamicEdge {
    var matcher: Int32
    var child: Int32
}

struct Terminal {
    /// Index into ``TrieStorage/infos``.
    var info: Int32
    /// Rank among every terminal of the table: lower wins (priority, then specificity or registration).
    var ordinal: Int32
    /// -1 without a wildcard, else the wildcard's minimum number of segments.
    var wildcardMinimum: Int8
    var hasAccept: Bool
    /// The route's index and the expansion's, copied from the info so that a match need not read it.
    var route: Int32
    var expansion: UInt16
}

/// What a terminal needs once it matched: its route and its capture names in walk order.
struct TerminalInfo: Sendable {
    var routeIndex: Int
    var expansionIndex: Int
    var names: [String]
    var wildcardName: String?
    var hostConstraint: String?
}

struct NamespaceRoots: Sendable {
    /// Lowercased scheme bytes; `nil` for the global namespace.
    let scheme: [UInt8]?
    /// The scheme as a string, made once.
    let schemeName: String?
    var fallbackToGlobal: Bool
    /// Root for routes without a host constraint; -1 when there are none.
    var anyHost: Int32
    /// Roots for routes with a host constraint (lowercased host bytes).
    var hosts: [(host: [UInt8], root: Int32)]
    var routeCount: Int

    init(scheme: [UInt8]?, fallbackToGlobal: Bool, anyHost: Int32, hosts: [(host: [UInt8], root: Int32)], routeCount: Int) {
        self.scheme = scheme
        self.schemeName = scheme.map { String(decoding: $0, as: UTF8.self) }
        self.fallbackToGlobal = fallbackToGlobal
        self.anyHost = anyHost
        self.hosts = hosts
        self.routeCount = routeCount
    }
}

/// The frozen trie. Every buffer is written once in `init` and only read afterwards, so sharing it
/// between threads is safe; that is what `@unchecked Sendable` asserts.
@usableFromInline
final class TrieStorage: @unchecked Sendable {
    let nodes: UnsafeMutableBufferPointer<TrieNode>
    let slots: UnsafeMutableBufferPointer<LiteralSlot>
    let slotMask: Int
    let literalBytes: UnsafeMutableBufferPointer<UInt8>
    let edges: UnsafeMutableBufferPointer<DynamicEdge>
    let terminals: UnsafeMutableBufferPointer<Terminal>
    let matchers: UnsafeMutableBufferPointer<SegmentMatcher>
    let infos: [TerminalInfo]
    let namespaces: [NamespaceRoots]
    /// The most captures any terminal records.
    let maxCaptures: Int
    /// Each route's own link sources, by route index.
    let routeAccept: [[LinkSource]?]
    /// The table's link sources.
    let tableAccept: [LinkSource]?
    /// Whether any route has link sources of its own.
    let hasRouteAccept: Bool

    init(
        nodes: [TrieNode], slots: [LiteralSlot], literalBytes: [UInt8], edges: [DynamicEdge],
        terminals: [Terminal], matchers: [SegmentMatcher], infos: [TerminalInfo],
        namespaces: [NamespaceRoots], maxCaptures: Int, routeAccept: [[LinkSource]?], tableAccept: [LinkSource]?
    ) {
        self.routeAccept = routeAccept
        self.tableAccept = tableAccept
        self.nodes = Self.copy(nodes)
        self.slots = Self.copy(slots)
        self.slotMask = slots.count - 1
        self.literalBytes = Self.copy(literalBytes)
        self.edges = Self.copy(edges)
        self.terminals = Self.copy(terminals)
        self.matchers = Self.copy(matchers)
        self.hasRouteAccept = routeAccept.contains { $0 != nil }
        self.infos = infos
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

    /// Bytes held by the trie's own buffers (not counting route values and patterns).
    var byteCount: Int {
        nodes.count * MemoryLayout<TrieNode>.stride + slots.count * MemoryLayout<LiteralSlot>.stride
            + literalBytes.count + edges.count * MemoryLayout<DynamicEdge>.stride
            + terminals.count * MemoryLayout<Terminal>.stride
    }

    /// FNV-1a over ASCII-lowercased bytes, so that host segments can be looked up case-insensitively.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for byte in bytes { h = (h ^ UInt32(asciiLower(byte))) &* 16_777_619 }
        return h
    }

    @inline(__always)
    static func slotIndex(hash: UInt32, parent: Int32, mask: Int) -> Int {
        var x = hash ^ (UInt32(bitPattern: parent) &* 0x9E37_79B1)
        x ^= x >> 15
        x = x &* 0x2C1B_3C6D
        x ^= x >> 12
        return Int(x) & mask
    }
}
