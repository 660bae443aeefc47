/// Where a regex's named groups are, found in its text (which `SegmentRegex` has already parsed): the
/// regex cut into pieces (plain text, a group's inside, plain text, …) that ``CapturingRegex`` matches one
/// after the other. Refuses named groups a cut cannot express: nested, repeated, or beside a top-level `|`.
package struct RegexLayout {
    package struct Piece {
        /// The piece's regex text.
        package var text: String
        /// Where it starts in the source, in Unicode scalars.
        package var offset: Int
        /// The group's name, or `nil` for the text between groups.
        package var name: String?
    }

    /// The most named groups a regex may have. Its captures cost one pass over the text per piece (two per
    /// group), so the limit bounds that factor: a rule with more is refused where it is written, not slow
    /// on every link (ADR 0023).
    package static let maximumNamedGroups = 16

    package private(set) var pieces: [Piece] = []
    /// Whether the regex opens with `(?i)`, which then applies to every piece.
    package private(set) var caseInsensitive = false

    package init(_ source: String) throws(RegexSyntaxError) {
        let scalars = Array(source.unicodeScalars)
        var start = 0
        while start < scalars.count {
            if scalars[start] == "^" {
                start += 1
            } else if Self.opens(scalars, at: start, with: "(?i)") {
                caseInsensitive = true; start += 4
            } else {
                break
            }
        }
        var end = scalars.count
        if end > start, scalars[end - 1] == "$", Self.backslashes(before: end - 1, in: scalars) % 2 == 0 { end -= 1 }
        try cut(scalars, from: start, to: end)
    }

    /// Walks the body's parentheses once (`nextRegexParen`): depth counted, top-level named groups cut out.
    private mutating func cut(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) throws(RegexSyntaxError) {
        var depth = 0, inClass = false, cursor = start, pieceStart = start
        var group: (open: Int, inner: Int, name: String)?
        var alternation: Int?
        func text(_ range: Range<Int>) -> String { var text = ""; text.unicodeScalars.append(contentsOf: scalars[range]); return text }
        while let k = nextRegexParen(&cursor, before: end, inClass: &inClass, { scalars[$0] }) {
            switch scalars[k] {
            case "|" where depth == 0: alternation = alternation ?? k
            case "(" where opensNamedRegexGroup(scalars, at: k):
                guard depth == 0 else {
                    throw RegexSyntaxError(
                        offset: k, message: MatchingText.regexNamedGroupNested)
                }
                let close = scalars[(k + 3)...].firstIndex(of: ">") ?? end
                let name = text((k + 3)..<close)
                guard pieces.lazy.filter({ $0.name != nil }).count < Self.maximumNamedGroups else {
                    throw RegexSyntaxError(offset: k, message: MatchingText.regexTooManyGroups(limit: Self.maximumNamedGroups))
                }
                if pieces.contains(where: { $0.name == name }) {
                    throw RegexSyntaxError(offset: k, message: MatchingText.regexGroupNameTwice(name: DiagnosticText.shortened(name)))
                }
                pieces.append(Piece(text: text(pieceStart..<k), offset: pieceStart, name: nil))
                group = (k, close + 1, name)
                depth += 1
                cursor = close + 1
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0, let open = group {
                    if k + 1 < end, ["*", "+", "?", "{"].contains(scalars[k + 1]) {
                        throw RegexSyntaxError(
                            offset: open.open,
                            message: MatchingText.regexNamedGroupRepeated(name: open.name, quantifier: scalars[k + 1]))
                    }
                    pieces.append(Piece(text: text(open.inner..<k), offset: open.inner, name: open.name))
                    pieceStart = k + 1
                    group = nil
                }
            default: break
            }
        }
        if let alternation, pieces.contains(where: { $0.name != nil }) {
            throw RegexSyntaxError(
                offset: alternation, message: MatchingText.regexNamedGroupAlternation)
        }
        pieces.append(Piece(text: text(pieceStart..<end), offset: pieceStart, name: nil))
    }

    private static func opens(_ scalars: [Unicode.Scalar], at k: Int, with text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        return k + wanted.count <= scalars.count && Array(scalars[k..<(k + wanted.count)]) == wanted
    }

    private static func backslashes(before k: Int, in scalars: [Unicode.Scalar]) -> Int {
        var count = 0
        while k - count - 1 >= 0, scalars[k - count - 1] == "\\" { count += 1 }
        return count
    }
}
