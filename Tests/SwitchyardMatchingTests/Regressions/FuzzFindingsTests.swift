import Testing
@testable import SwitchyardExplain
import SwitchyardMatching

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
        let parsed = try table.scan(url)
        let reference = ReferenceMatcher(table: table)
        let hits = reference.namespaces(parsed).flatMap { reference.run(parsed, namespace: $0).hits.map(\.route.id) }
        return (table.candidates(for: parsed).map(\.route.id), hits, table.explain(url))
    }

    /// MatchFuzzer, crash-23ce668cfaaa8971e8260a6574ed769ff0d95850: the pattern `=%E6%9&k=` and the URL
    /// `=%E6%9&k=`. Pattern literals used to be percent-decoded through `String` (the lone byte E6 became
    /// U+FFFD) while the trie compares a URL segment's raw decoded bytes (E6), so `/x/%FF` never matched
    /// `/x/%FF` and `explain` showed a ✓ for a route that `lookup` did not return. A pattern is text: an
    /// escape that does not decode to UTF-8 is now refused, located at the literal.
    @Test(arguments: [
        ("/x/%FF", "percent escapes in '%FF' do not decode to UTF-8 text\n  /x/%FF\n     ^"),
        ("=%E6%9&k=", "percent escapes in '=%E6%9&k=' do not decode to UTF-8 text\n  =%E6%9&k=\n  ^"),
        ("/a/b%C0%AFc", "percent escapes in 'b%C0%AFc' do not decode to UTF-8 text\n  /a/b%C0%AFc\n     ^"),
        ("/a/x:id%FF", "percent escapes in '%FF' do not decode to UTF-8 text\n  /a/x:id%FF\n         ^"),
    ])
    func aLiteralWithANonUTF8EscapeIsRefused(pattern: String, expected: String) {
        #expect(throws: PatternError.self) { try RoutePattern(pattern) }
        do { _ = try RoutePattern(pattern) } catch {
            #expect(error.description == expected)
        }
    }

    /// URLs with such bytes still reach captures (decoded values show U+FFFD), and both matchers agree.
    @Test func aNonUTF8URLReachesACaptureInBothMatchers() throws {
        let result = try Self.agree(["/x/:id", "/x/%EF%BF%BD"], "/x/%FF")
        #expect(result.trie == [0])
        #expect(result.reference == [0])
    }

    /// U+FFFD written in a pattern matches its UTF-8 encoding, in both matchers.
    @Test func aLiteralReplacementCharacterMatchesItsUTF8Encoding() throws {
        let result = try Self.agree(["/x/%EF%BF%BD"], "/x/%EF%BF%BD")
        #expect(result.trie == [0])
        #expect(result.reference == [0])
        let written = try Self.agree(["/x/\u{FFFD}"], "/x/%EF%BF%BD")
        #expect(written.trie == [0])
        #expect(written.reference == [0])
    }
}
