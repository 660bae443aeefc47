import SwitchyardMatching
import Testing

/// `trieByteCount` is what a table's trie holds: it grows with the routes, and a table mapped to other
/// values keeps the same trie.
@Suite("A table's trie memory")
struct TableMemoryTests {
    func table(routes: Int) throws -> RouteTable<Int> {
        var builder = RouteTableBuilder<Int>()
        for index in 0..<routes { _ = try builder.add("/goods/\(index)/<int:id>/reviews", value: index) }
        return try builder.build()
    }

    @Test func theTrieGrowsWithItsRoutes() throws {
        let small = try table(routes: 10), large = try table(routes: 1_000)
        #expect(small.trieByteCount > 0)
        #expect(large.trieByteCount > small.trieByteCount * 10, "\(large.trieByteCount) vs \(small.trieByteCount)")
        // Each route adds at least its own literal segment to the trie.
        #expect(large.trieByteCount / large.routes.count >= "goods".utf8.count)
    }
}
