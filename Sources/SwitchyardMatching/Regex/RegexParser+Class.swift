// Character classes and escapes: `[...]`, `\d`, `\p{...}`, `\u{...}`.
extension RegexParser {

    enum ClassAtom {
        case scalar(UInt32)
        case set(RegexScalarSet)
    }

    mutating func parseClass() throws(RegexSyntaxError) -> RegexNode {
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

    mutating func parseClassAtom() throws(RegexSyntaxError) -> ClassAtom {
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

    mutating func parseEscape(inClass: Bool) throws(RegexSyntaxError) -> ClassAtom {
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
            throw error(MatchingText.regexBackreference, at: start)
        case "b", "B":
            throw error(inClass ? MatchingText.regexUnknownEscape(character: scalar) : MatchingText.regexWordBoundary, at: start)
        case "A", "z", "Z", "G":
            throw error(inClass ? MatchingText.regexUnknownEscape(character: scalar) : MatchingText.regexAnchor, at: start)
        case "p", "P":
            throw error(MatchingText.regexUnicodeProperty, at: start)
        default:
            // Any escaped ASCII punctuation is a literal.
            if scalar.value >= 0x21 && scalar.value <= 0x7E && !scalar.regexIsASCIILetter && scalar.regexDigitValue == nil {
                return .scalar(scalar.value)
            }
            throw error(MatchingText.regexUnknownEscape(character: scalar), at: start)
        }
    }

    /// Parses the part after `\u`: `{h...}` (1 to 8 hex digits) or exactly 4 hex digits.
    mutating func parseUnicodeEscape(escapeStart: Int) throws(RegexSyntaxError) -> UInt32 {
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
    var regexDigitValue: Int? {
        (0x30...0x39).contains(value) ? Int(value - 0x30) : nil
    }

    var regexHexDigitValue: Int? {
        switch value {
        case 0x30...0x39: return Int(value - 0x30)
        case 0x41...0x46: return Int(value - 0x41 + 10)
        case 0x61...0x66: return Int(value - 0x61 + 10)
        default: return nil
        }
    }

    var regexIsASCIILetter: Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }
}
