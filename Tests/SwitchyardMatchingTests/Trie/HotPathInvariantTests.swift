import Testing
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable

/// Invariants of the matching fast path that a cheap test can hold (Docs/Decisions/0021-hot-path-invariants.md
/// lists them all, with the test or benchmark threshold that guards each).
@Suite("Hot-path invariants")
struct HotPathInvariantTests {
    /// Four nodes and four terminals to a cache line (Benchmarks/Journal/0017): a field added to either
    /// costs every table memory and every walk cache misses.
    @Test func nodesAndTerminalsAreSixteenBytes() {
        #expect(MemoryLayout<TrieNode>.stride == 16)
        #expect(MemoryLayout<Terminal>.stride == 16)
    }

    /// A case-insensitive segment (a host read as a path) stops at the first literal child it finds unless
    /// the table has children that differ only in ASCII case; the build must notice such twins.
    @Test func caseFoldedTwinsAreNoticedAtBuild() throws {
        var plain = RouteTableBuilder<String>()
        try plain.add("/shop/:id", value: "shop")
        try plain.add("/cart", value: "cart")
        #expect(try plain.build().storage.caseFoldedTwins == false)

        var twins = RouteTableBuilder<String>()
        try twins.add("/shop/:id", value: "lower")
        try twins.add("/Shop/:id", value: "upper")
        #expect(try twins.build().storage.caseFoldedTwins == true)
    }

    /// Everything a match located (URL, captures, wildcard, name list) is behind one reference, the match
    /// box, made in one allocation per hit (Benchmarks/Journal/0009).
    @Test func parametersAreOneReference() {
        #expect(MemoryLayout<MatchBox>.size == MemoryLayout<AnyObject>.size)
    }
}
