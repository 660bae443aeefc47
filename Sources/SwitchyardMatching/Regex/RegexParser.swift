// MARK: - AST

enum RegexNode: Sendable {
    case empty
    case scalar(UInt32)
    case set(RegexScalarSet)
    case concat([RegexNode])
    case alternation([RegexNode])
    /// `max == nil` means unbounded.
    indirect case repetition(RegexNode, min: Int, max: Int?)
}

// MARK: - Parser

struct RegexParser {
    static let maximumBound = 1000
    static let maximumNesting = 200

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var caseInsensitive = false
    private var depth = 0

    init(_ source: String) {
        self.scalars = Array(source.unicodeScalars)
    }

    private func error(_ message: String, at offset: Int) -> RegexSyntaxError {
        RegexSyntaxError(offset: offset, message: message)
    }

    private var atEnd: Bool { index >= scalars.count }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let i = index + ahead
        return i < scalars.count ? scalars[i] : nil
    }

    private func looksAt(_ text: String) -> Bool {
        var i = index
        for scalar in text.unicodeScalars {
            guard i < scalars.count, scalars[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    mutating func parse() throws(RegexSyntaxError) -> RegexNode {
        // Leading `^` and `(?i)`, in either order, each at most once.
        var sawCaret = false
        var sawOption = false
        while true {
            if !sawCaret, peek() == "^" {
                sawCaret = true
                index += 1
            } else if !sawOption, looksAt("(?i)") {
                sawOption = true
                caseInsensitive = true
                index += 4
            } else {
                break
            }
        }
        let node = try parseAlternation()
        if !atEnd {
            // parseAlternation only stops early at ')'.
            throw error("unbalanced ')'", at: index)
        }
        return node
    }

    private mutating func parseAlternation() throws(RegexSyntaxError) -> RegexNode {
        var alternatives = [try parseConcatenation()]
        while peek() == "|" {
            index += 1
            alternatives.append(try parseConcatenation())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func parseConcatenation() throws(RegexSyntaxError) -> RegexNode {
        var items: [RegexNode] = []
        while let scalar = peek(), scalar != "|", scalar != ")" {
            guard let atom = try parseAtom() else { continue }
            items.append(try parseQuantifier(applyingTo: atom))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concat(items)
        }
    }

    /// Returns nil for a no-op (a trailing `$`).
    private mutating func parseAtom() throws(RegexSyntaxError) -> RegexNode? {
        let start = index
        let scalar = scalars[index]
        switch scalar {
        case "(":
            return try parseGroup()
        case "[":
            return try parseClass()
        case ".":
            index += 1
            return .set(.all)
        case "\\":
            switch try parseEscape(inClass: false) {
            case .scalar(let value): return literal(value)
            case .set(let set): return .set(set)
            }
        case "^":
            throw error("'^' is only allowed at the start", at: start)
        case "$":
            guard index == scalars.count - 1 else {
                throw error("'$' is only allowed at the end", at: start)
            }
            index += 1
            return nil
        case "*", "+", "?", "{":
            throw error("quantifier has nothing to repeat", at: start)
        case "]":
            throw error("unbalanced ']'", at: start)
        case "}":
            throw error("unbalanced '}'", at: start)
        default:
            index += 1
            return literal(scalar.value)
        }
    }

    private func literal(_ value: UInt32) -> RegexNode {
        if caseInsensitive, (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
            return .set(RegexScalarSet(scalar: value).asciiCaseFolded())
        }
        return .scalar(value)
    }

    private mutating func parseQuantifier(applyingTo atom: RegexNode) throws(RegexSyntaxError) -> RegexNode {
        guard let scalar = peek() else { return atom }
        let minimum: Int
        let maximum: Int?
        switch scalar {
        case "*":
            index += 1
            (minimum, maximum) = (0, nil)
        case "+":
            index += 1
            (minimum, maximum) = (1, nil)
        case "?":
            index += 1
            (minimum, maximum) = (0, 1)
        case "{":
            (minimum, maximum) = try parseBounds()
        default:
            return atom
        }
        if peek() == "?" {
            index += 1  // lazy: same result for a whole match
        } else if peek() == "+" {
            throw error("possessive quantifiers are not supported", at: index)
        }
        if let next = peek(), next == "*" || next == "+" || next == "?" || next == "{" {
            throw error("quantifier has nothing to repeat", at: index)
        }
        return .repetition(atom, min: minimum, max: maximum)
    }

    private mutating func parseBounds() throws(RegexSyntaxError) -> (Int, Int?) {
        let start = index
        index += 1  // '{'
        let malformed = error("malformed quantifier", at: start)
        guard let minimum = parseNumber() else { throw malformed }
        var maximum: Int? = minimum
        if peek() == "," {
            index += 1
            if peek() == "}" {
                maximum = nil
            } else {
                guard let value = parseNumber() else { throw malformed }
                maximum = value
            }
        }
        guard peek() == "}" else { throw malformed }
        index += 1
        if minimum > RegexParser.maximumBound || (maximum ?? 0) > RegexParser.maximumBound {
            throw error("quantifier bound exceeds \(RegexParser.maximumBound)", at: start)
        }
        if let maximum, maximum < minimum {
            throw error("quantifier minimum exceeds maximum", at: start)
        }
        return (minimum, maximum)
    }

    private mutating func parseNumber() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = peek(), let digit = scalar.regexDigitValue {
            value = Swift.min(value * 10 + digit, 1_000_000)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    private mutating func parseGroup() throws(RegexSyntaxError) -> RegexNode {
        let start = index
        index += 1  // '('
        if peek() == "?" {
            switch peek(1) {
            case ":":
                index += 2
            case "=", "!":
                throw error("lookaround assertions are not supported", at: start)
            case "<":
                if peek(2) == "=" || peek(2) == "!" {
                    throw error("lookaround assertions are not supported", at: start)
                }
                index += 2
                try parseGroupName(groupStart: start)
            case ">":
                throw error("atomic groups are not supported", at: start)
            default:
                // Inline options such as (?i), (?s), (?-i), (?i:...).
                var i = index + 1
                var letters = ""
                while i < scalars.count, scalars[i].regexIsASCIILetter || scalars[i] == "-" {
                    letters.unicodeScalars.append(scalars[i])
                    i += 1
                }
                if !letters.isEmpty, i < scalars.count, scalars[i] == ")" || scalars[i] == ":" {
                    if letters == "i" && scalars[i] == ")" {
                        throw error("'(?i)' is only allowed at the start", at: start)
                    }
                    throw error("unsupported inline option", at: start)
                }
                throw error("unsupported group syntax", at: start)
            }
        }
        depth += 1
        if depth > RegexParser.maximumNesting {
            throw error("groups are nested too deeply", at: start)
        }
        let inner = try parseAlternation()
        guard peek() == ")" else {
            throw error("unbalanced '('", at: start)
        }
        index += 1
        depth -= 1
        return inner
    }

    /// Parses `name>` after `(?<`.
    private mutating func parseGroupName(groupStart: Int) throws(RegexSyntaxError) {
        var length = 0
        while let scalar = peek(), scalar != ">" {
            let valid = scalar.regexIsASCIILetter || scalar == "_" || (length > 0 && scalar.regexDigitValue != nil)
            guard valid else { throw error("invalid group name", at: groupStart) }
            length += 1
            index += 1
        }
        guard length > 0, peek() == ">" else {
            throw error("invalid group name", at: groupStart)
        }
        index += 1
    }

    private enum ClassAtom {
        case scalar(UInt32)
        case set(RegexScalarSet)
    }

    private mutating func parseClass() throws(RegexSyntaxError) -> RegexNode {
        let start = index
        index += 1  // '['
        var negated = false
        if peek() == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while true {
            guard let scalar = peek() else {
                throw error("unbalanced '['", at: start)
            }
            if scalar == "]" {
                if first {
                    throw error("empty character class", at: start)
                }
                index += 1
                break
            }
            first = false
            let atomStart = index
            let atom = try parseClassAtom()
            if case .scalar(let low) = atom, peek() == "-", let after = peek(1), after != "]" {
                index += 1  // '-'
                guard case .scalar(let high) = try parseClassAtom() else {
                    throw error("invalid character class range", at: atomStart)
                }
                guard low <= high else {
                    throw error("character class range is out of order", at: atomStart)
                }
                ranges.append(low...high)
            } else {
                switch atom {
                case .scalar(let value): ranges.append(value...value)
                case .set(let set): ranges.append(contentsOf: set.ranges)
                }
            }
        }
        var set = RegexScalarSet(ranges)
        if caseInsensitive {
            set = set.asciiCaseFolded()
        }
        return .set(negated ? set.inverted() : set)
    }

    private mutating func parseClassAtom() throws(RegexSyntaxError) -> ClassAtom {
        guard let scalar = peek() else {
            throw error("unbalanced '['", at: index)
        }
        switch scalar {
        case "\\":
            return try parseEscape(inClass: true)
        case "[":
            throw error("nested character classes are not supported", at: index)
        default:
            index += 1
            return .scalar(scalar.value)
        }
    }

    private mutating func parseEscape(inClass: Bool) throws(RegexSyntaxError) -> ClassAtom {
        let start = index
        index += 1  // '\'
        guard let scalar = peek() else {
            throw error("incomplete escape sequence", at: start)
        }
        index += 1
        switch scalar {
        case "d": return .set(.digits)
        case "D": return .set(RegexScalarSet.digits.inverted())
        case "w": return .set(.word)
        case "W": return .set(RegexScalarSet.word.inverted())
        case "s": return .set(.whitespace)
        case "S": return .set(RegexScalarSet.whitespace.inverted())
        case "t": return .scalar(0x09)
        case "n": return .scalar(0x0A)
        case "v": return .scalar(0x0B)
        case "f": return .scalar(0x0C)
        case "r": return .scalar(0x0D)
        case "u": return .scalar(try parseUnicodeEscape(escapeStart: start))
        case "1"..."9", "k":
            throw error("backreferences are not supported", at: start)
        case "b", "B":
            throw error(inClass ? "unknown escape '\\\(scalar)'" : "word boundaries are not supported", at: start)
        case "A", "z", "Z", "G":
            throw error(inClass ? "unknown escape '\\\(scalar)'" : "only '^' and '$' anchors are supported", at: start)
        case "p", "P":
            throw error("unicode properties are not supported", at: start)
        default:
            // Any escaped ASCII punctuation is a literal.
            if scalar.value >= 0x21 && scalar.value <= 0x7E && !scalar.regexIsASCIILetter && scalar.regexDigitValue == nil {
                return .scalar(scalar.value)
            }
            throw error("unknown escape '\\\(scalar)'", at: start)
        }
    }

    /// Parses the part after `\u`: `{h...}` (1 to 8 hex digits) or exactly 4 hex digits.
    private mutating func parseUnicodeEscape(escapeStart: Int) throws(RegexSyntaxError) -> UInt32 {
        let malformed = error("malformed unicode escape", at: escapeStart)
        var value: UInt32 = 0
        if peek() == "{" {
            index += 1
            var digits = 0
            while let scalar = peek(), let digit = scalar.regexHexDigitValue {
                digits += 1
                guard digits <= 8 else { throw malformed }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            guard digits > 0, peek() == "}" else { throw malformed }
            index += 1
        } else {
            for _ in 0..<4 {
                guard let digit = peek()?.regexHexDigitValue else { throw malformed }
                value = value << 4 | UInt32(digit)
                index += 1
            }
        }
        guard Unicode.Scalar(value) != nil else {
            throw error("invalid unicode scalar value", at: escapeStart)
        }
        return value
    }
}

extension Unicode.Scalar {
    fileprivate var regexDigitValue: Int? {
        (0x30...0x39).contains(value) ? Int(value - 0x30) : nil
    }

    fileprivate var regexHexDigitValue: Int? {
        switch value {
        case 0x30...0x39: return Int(value - 0x30)
        case 0x41...0x46: return Int(value - 0x41 + 10)
        case 0x61...0x66: return Int(value - 0x61 + 10)
        default: return nil
        }
    }

    fileprivate var regexIsASCIILetter: Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }
}
