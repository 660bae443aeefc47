// MARK: - Plain path patterns in one pass
//
// The one file outside Trie/ and Intake/ with unsafe pointers: it reads the pattern's bytes in place, with
// no copy per pattern (Benchmarks/Journal/0015). `Span` would say the same safely, but the package still
// deploys to OS versions whose standard library has no `String.UTF8View.span`.

extension PatternParser {
    /// The parse of a plain path pattern, read in one pass over its bytes, or `nil` when the pattern needs
    /// the full parser: anything but `/`-separated ASCII segments that are each a literal without `%` or a
    /// special character, a whole-segment `:name`, `<name>` or `<type:name>`, or a trailing `*`, `*name` or
    /// `<path:name>`. Errors always go to the full parser, so every diagnostic is the full parser's.
    ///
    /// Nearly every route an app registers is such a pattern. The full parser makes an item list, an
    /// expansion list and a byte copy of the pattern on the way (about 7,000 instructions for
    /// `/shop/goods/:goodsId`); this makes only the segment array, the names and their strings. It must
    /// give exactly what the full parser gives: the "Pattern parsing" suite checks both on generated
    /// patterns.
    static func parsePlain(_ text: String, types: [String: ParameterType]) -> Parsed? {
        text.utf8.withContiguousStorageIfAvailable { parsePlain($0, text: text, types: types) } ?? nil
    }

    // Long: the one-pass fast path for plain patterns (journal note 0015); it must give exactly what the
    // full parser gives, and reads best as one loop over the segments.
    static func parsePlain(_ bytes: UnsafeBufferPointer<UInt8>, text: String, types: [String: ParameterType]) -> Parsed? {
        let n = bytes.count
        let slash = UInt8(ascii: "/")
        guard n >= 2, n <= maxLength, bytes[0] == slash else { return nil }
        // Sized once: a segment per `/`, at most a name per `:`, `<` or `*` (growing the arrays through 1, 2,
        // 4 took more than the rest of the reading).
        var slashes = 0, captures = 0
        for byte in bytes {
            if byte == slash { slashes += 1 }
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "*") { captures += 1 }
        }
        var path: [RoutePattern.Segment] = []
        path.reserveCapacity(slashes)
        var names: [String] = []
        if captures > 0 { names.reserveCapacity(captures) }
        var wildcard: RoutePattern.Wildcard?
        var start = 1
        while true {
            // A segment: `start..<end`, after its `/`. Empty segments (doubled or trailing slashes) and
            // anything after a wildcard go to the full parser.
            guard start < n, wildcard == nil else { return nil }
            var end = start
            while end < n, bytes[end] != slash { end += 1 }
            guard end > start, path.count < maxSegments else { return nil }
            switch bytes[start] {
            case UInt8(ascii: ":"):
                guard let name = plainName(bytes, start + 1, end) else { return nil }
                path.append(.dynamic(parts: wholeSegmentParts[0], firstName: names.count))
                names.append(name)
            case UInt8(ascii: "<"):
                guard bytes[end - 1] == UInt8(ascii: ">") else { return nil }
                var colon = start + 1
                while colon < end - 1, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
                let hasType = colon < end - 1
                guard let name = plainName(bytes, hasType ? colon + 1 : start + 1, end - 1) else { return nil }
                var constraint = RoutePattern.Constraint.any
                if hasType {
                    guard let typeName = plainName(bytes, start + 1, colon) else { return nil }
                    if typeName == "path" {
                        wildcard = RoutePattern.Wildcard(name: name, minimum: 1)
                        names.append(name)
                        break
                    }
                    guard let type = types[typeName] else { return nil }
                    if type.isConstraining { constraint = .type(typeName, registration: type.registration) }
                }
                path.append(.dynamic(parts: shared([.capture(constraint)]), firstName: names.count))
                names.append(name)
            case UInt8(ascii: "*"):
                if end > start + 1 {
                    guard let name = plainName(bytes, start + 1, end) else { return nil }
                    wildcard = RoutePattern.Wildcard(name: name, minimum: 0)
                    names.append(name)
                } else {
                    wildcard = RoutePattern.Wildcard(name: nil, minimum: 0)
                }
            default:
                for k in start..<end {
                    let byte = bytes[k]
                    guard byte < 0x80, byte != UInt8(ascii: "%"), !isSpecial(byte) else { return nil }
                }
                path.append(.literal(RoutePattern.Literal(utf8Text: UnsafeBufferPointer(rebasing: bytes[start..<end]))))
            }
            if end == n { break }
            start = end + 1
        }
        // A duplicate name is an error: the full parser reports it.
        if names.count > 1 {
            if names.count < 8 {
                for k in 1..<names.count where names[..<k].contains(names[k]) { return nil }
            } else if Set(names).count != names.count {
                return nil
            }
        }
        return Parsed(
            scheme: nil, host: nil, names: names,
            firstExpansion: RoutePattern.Expansion(path: path, fragment: nil, wildcard: wildcard, text: text),
            otherExpansions: [])
    }

    /// `bytes[start..<end]` as a parameter name when all of it is one (`[A-Za-z_][A-Za-z0-9_]*`, what
    /// ``parseName()`` reads), else `nil`.
    static func plainName(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        guard end > start else { return nil }
        for k in start..<end {
            let byte = bytes[k]
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard letter || byte == UInt8(ascii: "_") || (digit && k > start) else { return nil }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
