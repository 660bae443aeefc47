import Testing
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable

/// A table's text buffer holds the types its patterns were read with, as runs (issue #45 item 4: a pattern
/// held as text is its range alone, 8 bytes less per route).
@Suite("Pattern texts")
struct PatternTextsTests {
    /// Each offset reads the registry of the last run that starts at or before it; a buffer without runs
    /// reads the built-in types.
    @Test func registryIsTheRunsAtOrBeforeTheOffset() {
        let (a, b, c) = (TypeRegistry([:]), TypeRegistry([:]), TypeRegistry([:]))
        let texts = PatternTexts(Array(repeating: 0x61, count: 30), registries: [(0, a), (10, b), (20, c)])
        let expected: [(Int32, TypeRegistry)] = [(0, a), (9, a), (10, b), (19, b), (20, c), (29, c)]
        for (offset, registry) in expected {
            #expect(texts.registry(at: offset) === registry, "offset \(offset)")
        }
        #expect(PatternTexts([], registries: []).registry(at: 0) === TypeRegistry.builtIn)
    }

    /// `thin` starts a run wherever the registry changes, and each pattern kept as text reads back its own.
    @Test func thinKeepsEachPatternsRegistry() throws {
        let first = TypeRegistry(RoutePattern.registry([.custom("sku") { $0.count == 3 }]))
        let second = TypeRegistry(RoutePattern.registry([.custom("sku") { $0.count == 2 }]))
        let patterns = try [("/a/<sku:x>", first), ("/b/<sku:x>", first), ("/c/<sku:x>", second), ("/d/<sku:x>", first)]
            .map { text, registry in try RoutePattern(text, hostAsPath: .auto, registry: registry) }
        let kept = RoutePattern.thin(patterns.map(\.storage))
        #expect(kept.allSatisfy { $0.isThin })
        #expect(kept.map(\.text) == ["/a/<sku:x>", "/b/<sku:x>", "/c/<sku:x>", "/d/<sku:x>"])
        #expect(kept.map { $0.registry === first } == [true, true, false, true])
        #expect(kept[2].registry === second)
    }
}
