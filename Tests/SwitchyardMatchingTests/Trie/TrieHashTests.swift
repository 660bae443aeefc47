@testable import SwitchyardMatching
@testable import SwitchyardRouteTable
import Testing
import SwitchyardTestSupport

/// The trie's literal hash works on eight bytes at a time; a literal and a URL segment that differ only in
/// ASCII case must hash alike (host segments are looked up case-insensitively), and nothing else may fold.
@Suite("Trie hash: word-at-a-time lowercasing")
struct TrieHashTests {
    @Test("every byte value lowercases like asciiLower, in every position of the word")
    func wordLowercasingMatchesBytewise() {
        for value in 0...255 {
            for position in 0..<8 {
                // The byte under test among neighbours that push carries: 0xFF, 'Z', '@' and '['.
                let neighbours: [UInt8] = [0xFF, 0x5A, 0x40, 0x5B, 0x00, 0x7F, 0x41, 0x61]
                var bytes = neighbours
                bytes[position] = UInt8(value)
                let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                let expected = bytes.map(asciiLower).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                #expect(TrieStorage.lowercased(word) == expected, "byte \(value) at \(position)")
            }
        }
    }

    @Test("case-folded spellings hash alike, for every length up to 40 bytes", arguments: Array(0...40))
    func caseFoldedSpellingsHashAlike(length: Int) {
        var generator = SplitMix64(seed: UInt64(length) &+ 7)
        for _ in 0..<20 {
            let lower = (0..<length).map { _ in UInt8(ascii: "a") + UInt8(generator.next() % 26) }
            let mixed = lower.map { generator.next() % 2 == 0 ? $0 - 0x20 : $0 }
            #expect(hash(lower) == hash(mixed))
        }
    }

    @Test("a different byte in any position changes the hash (no collisions among one-byte changes)")
    func oneByteChangesTheHash() {
        let base = Array("catalog-entries/x".utf8)
        for length in 1...base.count {
            let word = Array(base.prefix(length))
            for position in 0..<length {
                var changed = word
                changed[position] = changed[position] == UInt8(ascii: "q") ? UInt8(ascii: "r") : UInt8(ascii: "q")
                #expect(hash(word) != hash(changed), "length \(length), position \(position)")
            }
            #expect(hash(word) != hash(word + [0]), "a trailing NUL byte must count (length \(length))")
        }
    }

    /// The walk compares a literal with a segment a word at a time; it must agree with a byte loop (with
    /// and without folding ASCII case) for every length, with the difference in any position, and for bytes
    /// that only look like letters once their high bit is dropped.
    @Test("word-at-a-time literal comparison equals the byte loop, for every length up to 40 bytes", arguments: Array(0...40))
    func wordComparisonMatchesBytewise(length: Int) {
        var generator = SplitMix64(seed: UInt64(length) &+ 99)
        let alphabet: [UInt8] = [0x41, 0x5A, 0x61, 0x7A, 0x40, 0x5B, 0x60, 0x7B, 0xC1, 0xE1, 0xFF, 0x00, 0x2D, 0x31]
        for round in 0..<200 {
            let a = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            var b = a.map { byte -> UInt8 in
                // Flip the case of some letters.
                asciiLower(byte) != byte || (byte >= 0x61 && byte <= 0x7A) ? (generator.next() % 2 == 0 ? byte ^ 0x20 : byte) : byte
            }
            if length > 0, round % 3 == 0 {
                b[Int(generator.next() % UInt64(length))] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            for folding in [false, true] {
                let expected = zip(a, b).allSatisfy { folding ? asciiLower($0) == asciiLower($1) : $0 == $1 }
                let found = a.withUnsafeBufferPointer { x in
                    b.withUnsafeBufferPointer { y in
                        TrieStorage.equal(
                            x.baseAddress ?? UnsafePointer(bitPattern: 1)!, y.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: length,
                            foldingCase: folding)
                    }
                }
                #expect(found == expected, "\(a) vs \(b), folding \(folding)")
            }
        }
    }

    private func hash(_ bytes: [UInt8]) -> UInt32 { bytes.withUnsafeBufferPointer { TrieStorage.hash($0) } }
}
