// A literal's bytes as the trie builder hashes and compares them (byte for byte, never by `String`'s
// Unicode equivalence), and the parser's way in from decoded bytes.
extension RoutePattern.Literal {
    /// A literal of `bytes`, which must be UTF-8 text.
    package init(utf8Text bytes: UnsafeBufferPointer<UInt8>) {
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with the bytes in contiguous memory (inline literals are copied to the stack). Not
    /// generic, for the builder in another module: a generic call from there looked up `Optional<Result>`'s
    /// metadata every time (about 5 % of building 10,000 routes).
    package func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) { read(body) }

    /// The hash the trie files the literal's edge under (``TrieStorage/hash(_:)`` of its bytes).
    package var trieHash: UInt32 { read(TrieStorage.hash) }

    /// `withBytes` for any result, for this module's own calls (specialised here).
    private func read<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether the literal's bytes are `bytes`.
    func equals(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        read { own in
            guard own.count == bytes.count else { return false }
            guard let a = own.baseAddress, let b = bytes.baseAddress else { return true }
            return TrieStorage.equal(a, b, count: own.count, foldingCase: false)
        }
    }

    package static func == (a: Self, b: Self) -> Bool { a.count == b.count && b.read { a.equals($0) } }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
