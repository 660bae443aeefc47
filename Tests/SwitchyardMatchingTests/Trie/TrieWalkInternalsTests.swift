import Testing
@testable import SwitchyardMatching

@Suite("Trie walk internals")
struct TrieWalkInternalsTests {
    /// A host read as a path segment is compared without regard to ASCII case. Literal children that differ
    /// only in case ("Goods", "goods") can then both match it: the walk must try each, not stop at the
    /// first. Without such twins it stops at the first child (the fast path); both are checked here.
    @Test(arguments: [
        (["/Goods/:id", "/goods/:id/reviews"], "app://GOODS/7/reviews", "/goods/:id/reviews id=7"),
        (["/Goods/:id", "/goods/:id/reviews"], "app://goods/7", "/Goods/:id id=7"),
        (["/goods/:id/reviews", "/Goods/:id"], "app://gOOds/7", "/Goods/:id id=7"),
        (["/goods/:id/reviews", "/Goods/:id"], "app://Goods/7/reviews", "/goods/:id/reviews id=7"),
        (["/goods/:id"], "app://GOODS/7", "/goods/:id id=7"),
        (["/Goods/:id"], "app://goods/7", "/Goods/:id id=7"),
        (["/goods/:id"], "app://Good/7", "-"),
        (["/goods/:id"], "app://x/GOODS/7", "-"),
        // Literals longer than the hash's two 8-byte words compare every byte, case-insensitively too.
        (
            ["/recommendations-Weekly/:id", "/recommendations-weekly/:id/x"], "app://RECOMMENDATIONS-WEEKLY/7/x",
            "/recommendations-weekly/:id/x id=7"
        ),
        (["/recommendations-weekly/:id"], "app://Recommendations-WeeklY/7", "/recommendations-weekly/:id id=7"),
        (["/recommendations-weekly/:id"], "app://recommendations-weeklx/7", "-"),
    ])
    func hostSegmentMatchesLiteralsOfAnyCase(patterns: [String], url: String, expected: String) throws {
        let table = try makeTable(patterns)
        #expect(render(table.match(url)) == expected)
        // Twins: the first segments of two patterns differ only in case.
        let firsts = Set(patterns.map { $0.split(separator: "/")[0] })
        #expect(table.storage.caseFoldedTwins == (Set(firsts.map { $0.lowercased() }).count < firsts.count))
    }

}
