import Testing
@testable import SwitchyardMatching

/// Every fuzzing finding (scripts/fuzz.sh, harnesses in Fuzz/Harnesses) becomes a test here, named
/// after the harness and the artifact that found it. The minimal reproduction comes first; the input
/// as the fuzzer found it follows.
@Suite("Fuzzing findings")
struct FuzzFindingsTests {
    /// The trie and the reference matcher (which `explain` uses) must agree on every URL.
    static func agree(_ patterns: [String], _ url: String) throws -> (trie: [Int], reference: [Int], explain: String) {
        var builder = RouteTableBuilder<Int>()
        for (index, pattern) in patterns.enumerated() { try builder.add(pattern, value: index) }
        let table = try builder.build()
        let parsed = try table.url(url)
        let reference = ReferenceMatcher(table: table)
        let hits = reference.namespaces(parsed).flatMap { reference.run(parsed, namespace: $0).hits.map(\.route.id) }
        return (table.candidates(for: parsed).map(\.route.id), hits, table.explain(url))
    }

    /// MatchFuzzer, crash-23ce668cfaaa8971e8260a6574ed769ff0d95850: the pattern `=%E6%9&k=` and the URL
    /// `=%E6%9&k=`. A pattern literal is percent-decoded through `String` (the lone byte E6 becomes
    /// U+FFFD, as Docs/Normalization.md §3 says), while the trie compares the URL segment's raw decoded
    /// bytes (E6). So `/x/%FF` never matches `/x/%FF` (but matches `/x/%EF%BF%BD`), and `explain` shows a
    /// ✓ for a route that `lookup` does not return.
    @Test(.disabled("bug: a pattern literal with a non-UTF-8 escape (/x/%FF) never matches the same URL; the trie compares raw bytes, the literal and the reference matcher U+FFFD"))
    func aLiteralWithANonUTF8EscapeMatchesTheSameURL() throws {
        let minimal = try Self.agree(["/x/%FF"], "/x/%FF")
        #expect(minimal.trie == minimal.reference)
        #expect(minimal.trie == [0])
        #expect(minimal.explain.hasSuffix("result: \"/x/%FF\" (global) → 0\n  parameters: (none)"))
        let found = try Self.agree(["=%E6%9&k="], "=%E6%9&k=")
        #expect(found.trie == found.reference)
    }

    /// The same bytes written as U+FFFD do match, in both matchers: the behaviour the fix must keep.
    @Test func aLiteralReplacementCharacterMatchesItsUTF8Encoding() throws {
        let result = try Self.agree(["/x/%FF"], "/x/%EF%BF%BD")
        #expect(result.trie == [0])
        #expect(result.reference == [0])
    }
}
