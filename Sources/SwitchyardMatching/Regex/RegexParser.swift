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

    let scalars: [Unicode.Scalar]
    var index = 0
    var caseInsensitive = false
    var depth = 0

    init(_ source: String) {
        self.scalars = Array(source.unicodeScalars)
    }

    func error(_ message: String, at offset: Int) -> RegexSyntaxError {
        RegexSyntaxError(offset: offset, message: message)
    }

    var atEnd: Bool { index >= scalars.count }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let i = index + ahead
        return i < scalars.count ? scalars[i] : nil
    }

    func looksAt(_ text: String) -> Bool {
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
            throw error(MatchingText.regexUnbalancedClose, at: index)
        }
        return node
    }

    mutating func parseAlternation() throws(RegexSyntaxError) -> RegexNode {
        var alternatives = [try parseConcatenation()]
        while peek() == "|" {
            index += 1
            alternatives.append(try parseConcatenation())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    mutating func parseConcatenation() throws(RegexSyntaxError) -> RegexNode {
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
    mutating func parseAtom() throws(RegexSyntaxError) -> RegexNode? {
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

    func literal(_ value: UInt32) -> RegexNode {
        if caseInsensitive, (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
            return .set(RegexScalarSet(scalar: value).asciiCaseFolded())
        }
        return .scalar(value)
    }

    mutating func parseQuantifier(applyingTo atom: RegexNode) throws(RegexSyntaxError) -> RegexNode {
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

    mutating func parseBounds() throws(RegexSyntaxError) -> (Int, Int?) {
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

    mutating func parseNumber() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = peek(), let digit = scalar.regexDigitValue {
            value = Swift.min(value * 10 + digit, 1_000_000)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    mutating func parseGroup() throws(RegexSyntaxError) -> RegexNode {
        let start = index
        index += 1  // '('
        if peek() == "?" {
            switch peek(1) {
            case ":":
                index += 2
            case "=", "!":
                throw error(MatchingText.regexLookaround, at: start)
            case "<":
                if peek(2) == "=" || peek(2) == "!" {
                    throw error(MatchingText.regexLookaround, at: start)
                }
                index += 2
                try parseGroupName(groupStart: start)
            case ">":
                throw error(MatchingText.regexAtomicGroup, at: start)
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
                        throw error(MatchingText.regexCaseOptionNotFirst, at: start)
                    }
                    throw error(MatchingText.regexInlineOption, at: start)
                }
                throw error(MatchingText.regexGroupSyntax, at: start)
            }
        }
        depth += 1
        if depth > RegexParser.maximumNesting {
            throw error("groups are nested too deeply", at: start)
        }
        let inner = try parseAlternation()
        guard peek() == ")" else {
            throw error(MatchingText.regexUnbalancedOpen, at: start)
        }
        index += 1
        depth -= 1
        return inner
    }

    /// Parses `name>` after `(?<`.
    mutating func parseGroupName(groupStart: Int) throws(RegexSyntaxError) {
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
}
