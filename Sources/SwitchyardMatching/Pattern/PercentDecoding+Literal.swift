// A pattern's literal decoded as a URL segment is (the intake's decoding contract, SwitchyardMatching.docc/Normalization.md),
// for the pattern parser.
extension PercentDecoding {
    /// A literal's bytes with their percent escapes decoded, or `nil` when the decoded escapes are not
    /// UTF-8 text. Decoded to bytes, not through `String`: a literal must decode to the same bytes a URL
    /// segment decodes to, and an escape that is not UTF-8 text is refused rather than turned into U+FFFD
    /// (which would then never match the URL written the same way).
    static func literal(_ raw: UnsafeBufferPointer<UInt8>) -> RoutePattern.Literal? {
        // Without an escape the bytes are the pattern's own, which are UTF-8 text.
        guard PercentDecoding.needsDecoding(raw, plus: false) else { return RoutePattern.Literal(utf8Text: raw) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { target in
            guard let base = target.baseAddress else { return RoutePattern.Literal(utf8Text: raw) }
            let decoded = UnsafeBufferPointer(start: base, count: PercentDecoding.decode(raw, plus: false, into: base))
            return PatternParser.isUTF8(decoded) ? RoutePattern.Literal(utf8Text: decoded) : nil
        }
    }

    /// ``literal(_:)`` of an ASCII pattern's bytes `start..<end`, read in place.
    static func literal(_ ascii: [UInt8], _ start: Int, _ end: Int) -> RoutePattern.Literal? {
        ascii.withUnsafeBufferPointer { literal(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// ``literal(_:)`` of `bytes`.
    static func literal(_ bytes: [UInt8]) -> RoutePattern.Literal? {
        bytes.withUnsafeBufferPointer { literal($0) }
    }
}
