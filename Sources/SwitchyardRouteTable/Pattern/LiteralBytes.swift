// A literal's bytes as the trie builder hashes and compares them (byte for byte, never by `String`'s
// Unicode equivalence), and the parser's way in from decoded bytes.
extension RoutePattern.Literal {
    /// A literal of `bytes`, which must be UTF-8 text.
    package init(utf8Text bytes: UnsafeBufferPointer<UInt8>) {
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with the bytes in contiguous memory (inline literals are copied to the stack).
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return try Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether the literal's bytes are `bytes`.
    func equals(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        withBytes { own in
            guard own.count == bytes.count else { return false }
            guard let a = own.baseAddress, let b = bytes.baseAddress else { return true }
            return TrieStorage.equal(a, b, count: own.count, foldingCase: false)
        }
    }

    package static func == (a: Self, b: Self) -> Bool { a.count == b.count && b.withBytes { a.equals($0) } }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
