/// A parenthesis or bar of a regex's text: what every reader of a regex's groups from its text sees (the pattern
/// parser finding where a capture's `(regex)` ends, a rewrite regex's named groups, its literal beginning, the
/// tools' pattern outline and link claims, a document's budget). One reading for all of them: an escape (`\` and
/// the scalar after it) is never structure, nor is anything inside a class `[...]` (its first `]` closes it).
package enum RegexParen: Sendable {
    /// A `(`, and the kind of group it opens.
    case open(Group)
    /// A `)`.
    case close
    /// A `|`.
    case bar

    /// What a `(` opens, read from the scalars after it.
    package enum Group: Sendable {
        /// `(`: a group that captures.
        case capture
        /// `(?:`.
        case nonCapturing
        /// `(?<name>`.
        case named
        /// `(?=`, `(?!`, `(?<=`, `(?<!`.
        case lookaround
        /// Any other `(?`: options such as `(?i)`.
        case options
    }
}

/// Reads a regex's ``RegexParen``s in order: over its scalars, or over a pattern's bytes when it is all ASCII (as the
/// pattern parser holds it), from any offset (a capture's regex inside a pattern starts at its `(`). Offsets are
/// scalar offsets. Not generic: one copy of the reader serves every caller (ADR 0031).
///
/// ```swift
/// var reader = RegexParenReader(Array(#"a(?:b|[(])\)"#.unicodeScalars))
/// while let (offset, paren) = reader.next() { print(offset, paren) }   // 1 open(nonCapturing), 5 bar, 9 close
/// ```
package struct RegexParenReader {
    private let scalars: [Unicode.Scalar]
    /// The text's bytes when it is all ASCII (then `scalars` is empty).
    private let ascii: [UInt8]?
    /// How many scalars the text has.
    private let count: Int
    /// Where reading stops (exclusive).
    package let end: Int
    /// Where the next read starts; a reader may move it (past a group's name it has read itself).
    package var index: Int
    private var inClass = false

    package init(_ scalars: [Unicode.Scalar], from start: Int = 0, to end: Int? = nil) {
        self.scalars = scalars
        ascii = nil
        count = scalars.count
        self.end = end ?? count
        index = start
    }

    /// A reader of an all-ASCII text's bytes.
    package init(ascii: [UInt8], from start: Int = 0) {
        scalars = []
        self.ascii = ascii
        count = ascii.count
        end = count
        index = start
    }

    /// The scalar at offset `k` (`k < count`).
    private func at(_ k: Int) -> Unicode.Scalar {
        if let ascii { return Unicode.Scalar(ascii[k]) }
        return scalars[k]
    }

    /// The next parenthesis or bar at or after ``index`` and before ``end``, with its offset, moving ``index``
    /// past it; `nil` at the end (an escape's `\` on the last scalar moves ``index`` one past ``end``).
    package mutating func next() -> (offset: Int, paren: RegexParen)? {
        while index < end {
            let k = index
            let scalar = at(k)
            if scalar == "\\" {
                index += 2
                continue
            }
            index += 1
            if inClass {
                if scalar == "]" { inClass = false }
            } else if scalar == "[" {
                inClass = true
            } else if scalar == "(" {
                return (k, .open(group(at: k)))
            } else if scalar == ")" {
                return (k, .close)
            } else if scalar == "|" {
                return (k, .bar)
            }
        }
        return nil
    }

    /// The offset of the `)` that closes the `(` at ``index``, reading past it; `nil` when none does.
    package mutating func closingParen() -> Int? {
        var depth = 0
        while let (offset, paren) = next() {
            switch paren {
            case .open: depth += 1
            case .close:
                depth -= 1
                if depth == 0 { return offset }
            case .bar: break
            }
        }
        return nil
    }

    /// The offset of the `)` that closes the `(` at `opening` in `scalars`; `nil` when none does.
    package static func closingParen(in scalars: [Unicode.Scalar], opening: Int) -> Int? {
        var reader = RegexParenReader(scalars, from: opening)
        return reader.closingParen()
    }

    /// What the `(` at `k` opens (the scalars after it may lie past ``end``).
    private func group(at k: Int) -> RegexParen.Group {
        guard k + 1 < count, at(k + 1) == "?" else { return .capture }
        guard k + 2 < count else { return .options }
        switch at(k + 2) {
        case ":": return .nonCapturing
        case "=", "!": return .lookaround
        case "<":
            guard k + 3 < count else { return .options }
            return at(k + 3) == "=" || at(k + 3) == "!" ? .lookaround : .named
        default: return .options
        }
    }

    /// Whether a `|` stands outside every group and class (a `)` with no group open closes none).
    package static func hasTopLevelBar(_ scalars: [Unicode.Scalar]) -> Bool {
        var reader = RegexParenReader(scalars)
        var depth = 0
        while let (_, paren) = reader.next() {
            switch paren {
            case .open: depth += 1
            case .close: depth = max(0, depth - 1)
            case .bar: if depth == 0 { return true }
            }
        }
        return false
    }
}
