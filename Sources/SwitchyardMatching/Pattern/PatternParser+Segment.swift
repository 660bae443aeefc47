// The segment grammar: a segment's literal text, captures and wildcard, and its character classes.
extension PatternParser {
    // Long: one switch over the characters a segment may hold (literal text, escapes, captures,
    // wildcards), each case moving the shared cursor `i`; the literal's decoding (`PercentDecoding.literal`) is
    // its seam.
    mutating func parseSegment() throws(PatternError) -> Item {
        let start = i
        var parts: [RoutePattern.Part] = []
        /// The pattern's name index of the segment's first capture, and how many it has.
        let firstName = names.count
        var captureCount = 0
        /// The literal's scalars, built only when they are not simply `s[literalStart..<i]` of an ASCII
        /// pattern (a non-ASCII pattern, or a `\` escape in the literal).
        var literal = String.UnicodeScalarView()
        var literalLength = 0
        var literalStart = i
        /// Whether the literal is `s[literalStart..<i]` as written (no `\` escape in it).
        var literalPlain = true
        var lastWasCapture = false

        // A segment that is one plain literal (most are) in an ASCII pattern: its bytes, without the
        // general loop's bookkeeping.
        if let ascii {
            var end = i
            while end < n, !Self.isSpecial(ascii[end]) { end += 1 }
            if end > i, end == n || Self.endsSegment(Unicode.Scalar(ascii[end])) {
                let bytes = PercentDecoding.literal(ascii, start, end)
                i = end
                guard let bytes else { throw undecodable(start, shown: source(start)) }
                return .segment(.literal(bytes), offset: start, end: end)
            }
        }

        func flushLiteral() throws(PatternError) {
            guard literalLength > 0 else { return }
            let bytes: RoutePattern.Literal?
            if literalPlain, let ascii {
                // An ASCII pattern's literal is a slice of its bytes: no copy before decoding.
                bytes = PercentDecoding.literal(ascii, literalStart, i)
            } else {
                bytes = PercentDecoding.literal(Array(String(literal).utf8))
            }
            guard let bytes else {
                let shown = literalPlain && ascii != nil ? source(literalStart) : String(literal)
                throw undecodable(literalStart, shown: shown)
            }
            parts.append(.literal(bytes))
            literal = String.UnicodeScalarView()
            literalLength = 0
        }

        while i < n {
            let c = at(i)
            if Self.endsSegment(c) { break }
            switch c {
            case "\\":
                i += 1
                guard i < n else { throw error(i - 1, "expected a character after '\\'") }
                if literalLength == 0 {
                    literalStart = i - 1
                } else if literalPlain, ascii != nil {
                    literal = scalarText(literalStart, i - 1).unicodeScalars  // the text before the `\`
                }
                literalPlain = false
                literal.append(at(i))
                literalLength += 1
                i += 1
                lastWasCapture = false
            case ":", "<":
                if lastWasCapture && literalLength == 0 {
                    throw error(i, MatchingText.patternAdjacentCaptures)
                }
                try flushLiteral()
                let captureStart = i
                let (constraint, name, nameOffset, wildcard) = try parseCapture()
                if name == RoutePattern.unnamed, !parts.isEmpty {
                    throw error(captureStart, MatchingText.patternUnnamedColon)
                }
                if let wildcard {
                    if !parts.isEmpty || captureCount > 0 || (i < n && !Self.endsSegment(at(i))) {
                        throw error(start, MatchingText.patternPathWholeSegment(name: DiagnosticText.shortened(name)))
                    }
                    try record(name, at: nameOffset)
                    return .wildcard(wildcard, offset: start, end: i)
                }
                try record(name, at: nameOffset)
                parts.append(.capture(constraint))
                captureCount += 1
                lastWasCapture = true
            case "*":
                guard parts.isEmpty, literalLength == 0 else { throw error(i, MatchingText.patternWildcardWhole) }
                i += 1
                let nameOffset = i
                let name = parseName()
                if i < n, !Self.endsSegment(at(i)) {
                    throw error(i, MatchingText.patternWildcardWhole)
                }
                if !name.isEmpty { try record(name, at: nameOffset) }
                return .wildcard(.init(name: name.isEmpty ? nil : name, minimum: 0), offset: start, end: i)
            case ">":
                throw error(i, MatchingText.patternUnexpectedGt)
            case "?":
                throw error(i, MatchingText.patternQuery)
            default:
                if literalLength == 0 {
                    literalStart = i
                    literalPlain = true
                }
                if !literalPlain || ascii == nil { literal.append(c) }
                literalLength += 1
                i += 1
                lastWasCapture = false
            }
        }
        try flushLiteral()
        if parts.count == 1, case .capture(.orEmpty) = parts[0] {
            throw error(start, MatchingText.patternEmptyAlone)
        }
        let segment: RoutePattern.Segment
        if captureCount == 0, parts.count == 1, case .literal(let bytes) = parts[0] {
            segment = .literal(bytes)
        } else {
            segment = .dynamic(parts: Self.shared(parts), firstName: firstName)
        }
        return .segment(segment, offset: start, end: i)
    }

    /// The parts of a whole-segment capture without a regex (`:id`, `<int:id>`), shared by every pattern
    /// that has one: they are most dynamic segments, and an array of their own was about 50 bytes of every
    /// route a table keeps. Immutable, so sharing them is sharing constants.
    static let wholeSegmentParts: [[RoutePattern.Part]] = {
        var shared: [[RoutePattern.Part]] = [[.capture(.any)]]
        // The names sorted as an array of strings: that sort is shared with the other string sorts (ADR 0031).
        for name in Array(ParameterType.builtIn.keys).sorted() {
            guard let type = ParameterType.builtIn[name], type.isConstraining else { continue }
            shared.append([.capture(.type(name, registration: type.registration))])
        }
        return shared
    }()

    /// `parts`, or an equal array shared with other patterns when there is one (found by comparison:
    /// hashing the constraint cost more than the search).
    static func shared(_ parts: [RoutePattern.Part]) -> [RoutePattern.Part] {
        guard parts.count == 1, case .capture(let constraint) = parts[0] else { return parts }
        switch constraint {
        case .any, .type: return wholeSegmentParts.first { $0[0] == parts[0] } ?? parts
        case .regex, .orEmpty: return parts
        }
    }

    /// The error for a literal whose escapes are not UTF-8 text, shown as `shown`, at `offset`.
    func undecodable(_ offset: Int, shown: String) -> PatternError {
        error(offset, "percent escapes in '\(DiagnosticText.shortened(shown))' do not decode to UTF-8 text")
    }

    /// The ASCII bytes that the segment loop in ``parseSegment()`` treats specially (everything else is
    /// literal text): segment ends, `\`, captures, wildcards, `>` and `?`.
    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: ")"), UInt8(ascii: "#"), UInt8(ascii: "("), UInt8(ascii: "\\"),
            UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: "*"), UInt8(ascii: ">"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// `/`, `)`, `#` and `(` end a segment. (A switch: `"/)#(".unicodeScalars.contains(c)` walked a
    /// string for every character of every pattern.)
    @inline(__always)
    static func endsSegment(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "/", ")", "#", "(": return true
        default: return false
        }
    }

    /// Whether `bytes` are well-formed UTF-8.
    static func isUTF8(_ bytes: some Sequence<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var codec = UTF8()
        while true {
            switch codec.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    func source(_ start: Int) -> String { scalarText(start, i) }

}
