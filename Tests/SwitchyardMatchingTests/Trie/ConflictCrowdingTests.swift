import Testing
@testable import SwitchyardMatching

@Suite("Conflicts at crowded trie nodes")
struct ConflictCrowdingTests {
    /// More dynamic siblings at one node than ``ConflictChecker/indexedEdgeCount``: the cover walk finds the
    /// edges it follows by index there, and must report what the edge-by-edge comparison reports.
    @Test(arguments: [ConflictChecker.indexedEdgeCount, ConflictChecker.indexedEdgeCount + 1, 40])
    func crowdedNodesAreCheckedLikeOthers(siblings: Int) throws {
        var entries: [ConflictTests.Entry] = []
        // Regex siblings at /x, each with a route below it that a wildcard of the same shape covers.
        for k in 0..<siblings {
            entries.append(ConflictTests.Entry(pattern: "/x/:a([0-9]+\(k))/:b"))
            entries.append(ConflictTests.Entry(pattern: "/x/:c([0-9]+\(k))/*", priority: 1))
        }
        // A plain capture that ranks above every regex sibling covers each two-segment one (through the
        // plain edge, ranked last at the node), and is the best-ranked route covering it.
        entries.append(ConflictTests.Entry(pattern: "/x/:any/:b", priority: 2))
        let expected = (0..<siblings).map { k in
            "warning: route \"/x/:a([0-9]+\(k))/:b\" (global) can never match: route \"/x/:any/:b\" (global) matches every URL it matches and has a higher priority (2 > 0); it is reached only when that handler declines"
        }
        #expect(try ConflictTests.diagnostics(entries) == expected)
        // Without the plain capture, each wildcard route covers its sibling through the edge of their shape.
        let own = (0..<siblings).map { k in
            "warning: route \"/x/:a([0-9]+\(k))/:b\" (global) can never match: route \"/x/:c([0-9]+\(k))/*\" (global) matches every URL it matches and has a higher priority (1 > 0); it is reached only when that handler declines"
        }
        #expect(try ConflictTests.diagnostics(Array(entries.dropLast())) == own)
    }

}
