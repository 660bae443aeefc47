import Testing

@testable import SwitchyardCompiledTables
@testable import SwitchyardMatching

/// The loader's checks of a trie, on hand-made records: what the walk would follow without a check must be
/// refused before the table exists (the safety tests reach these checks only by chance).
@Suite("Compiled trie checks")
struct TrieImageCheckTests {
    static func check(nodes: [TrieNode], terminals: [Terminal] = [], routeAccept: [[LinkSource]?] = []) -> TrieImageCheck {
        TrieImageCheck(
            reader: ImageReader([], at: 0), nodes: nodes, wideCounts: [:], edges: [], terminals: terminals, matchers: [],
            nameListCount: 1,
            context: TrieImageContext(
                routeCount: 2, routeAccept: routeAccept, tableAccept: nil, routeExtras: [], decodePlus: true,
                types: ImageTypes(custom: [:])))
    }

    static func node(hashChild: Int32 = -1) -> TrieNode {
        var node = TrieNode()
        node.hashChild = hashChild
        return node
    }

    @Test func aTerminalFlaggedWithLinkSourcesNeedsThem() throws {
        let flagged = Terminal(names: 0, ordinal: 0, route: 1, expansion: 0, wildcardMinimum: -1, flags: Terminal.acceptFlag)
        // No route has link sources (the table keeps no per-route list), or this route has none.
        #expect(throws: CompiledTableError.self) { try Self.check(nodes: [], terminals: [flagged]).checkTerminals(at: 0) }
        let other: [[LinkSource]?] = [[LinkSource(scheme: "app", host: nil, acceptsHTTP: false)], nil]
        #expect(throws: CompiledTableError.self) {
            try Self.check(nodes: [], terminals: [flagged], routeAccept: other).checkTerminals(at: 0)
        }
        let own: [[LinkSource]?] = [nil, [LinkSource(scheme: "app", host: nil, acceptsHTTP: false)]]
        try Self.check(nodes: [], terminals: [flagged], routeAccept: own).checkTerminals(at: 0)
    }

    @Test func aChildComesAfterItsParent() throws {
        var parent = [Int32](repeating: -1, count: 2)
        #expect(throws: CompiledTableError.self) {
            try Self.check(nodes: [Self.node(), Self.node(hashChild: 0)]).checkNodes(parent: &parent)
        }
        parent = [-1, -1]
        #expect(throws: CompiledTableError.self) { try Self.check(nodes: [Self.node(hashChild: 0)]).checkNodes(parent: &parent) }
        parent = [-1, -1]
        _ = try Self.check(nodes: [Self.node(hashChild: 1), Self.node()]).checkNodes(parent: &parent)
        #expect(parent == [-1, 0])
    }

    @Test func aNodeHasOneParentAndARootNone() throws {
        // Node 2 is node 0's fragment child and already a literal child of node 1.
        var parent: [Int32] = [-1, -1, 1]
        let nodes = [Self.node(hashChild: 2), Self.node(), Self.node()]
        #expect(throws: CompiledTableError.self) { try Self.check(nodes: nodes).checkNodes(parent: &parent) }
        let check = Self.check(nodes: [Self.node(hashChild: 1), Self.node()])
        #expect(throws: CompiledTableError.self) { try check.captureDepth(roots: [0, 1], parent: [-1, 0], captures: [0, 0]) }
        #expect(throws: CompiledTableError.self) { try check.captureDepth(roots: [0, 0], parent: [-1, 0], captures: [0, 0]) }
        #expect(try check.captureDepth(roots: [0], parent: [-1, 0], captures: [0, 2]) == 2)
    }
}
