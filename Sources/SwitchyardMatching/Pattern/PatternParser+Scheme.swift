// A placeholder in a full-URL pattern's scheme (`http<scheme=|s>://…`, ADR 0034), read by the pattern parser.
import SwitchyardRouteTable

extension PatternParser {
    /// Reads a scheme holding a placeholder, `prefix<name=a|b>suffix://`, from the pattern's start (`open` is
    /// the `<`'s offset); leaves `i` after the `://`. Each value makes a scheme: a letter, then letters,
    /// digits, `+`, `-` or `.`.
    mutating func parseSchemeCapture(open: Int) throws(PatternError) -> SchemeCapture {
        let prefix = try schemeText(from: 0, to: open)
        i = open + 1
        let nameOffset = i
        let name = parseName()
        if name.isEmpty { throw error(nameOffset, MatchingText.patternName) }
        guard i < n, at(i) == "=" else {
            if i < n, at(i) == ":" || at(i) == "?" {
                throw error(i, MatchingText.patternSchemeTyped)
            }
            throw error(i, MatchingText.patternSchemeValues(name: name))
        }
        try record(name, at: nameOffset)
        let values = try parseSchemeValues()
        guard i < n, at(i) == ">" else { throw error(i, MatchingText.patternPlaceholderCharacter) }
        i += 1
        let suffixStart = i
        while i < n, at(i) != ":" { i += 1 }
        let suffix = try schemeText(from: suffixStart, to: i)
        i += 3  // `://`: `schemePlaceholder()` found it.
        let capture = SchemeCapture(name: name, prefix: prefix.lowercased(), suffix: suffix.lowercased(), values: values)
        var seen: Set<String> = []
        for scheme in capture.schemes {
            guard let first = scheme.unicodeScalars.first, first.isASCIILetter else {
                throw error(0, MatchingText.patternSchemeLetter(scheme: scheme))
            }
            if !seen.insert(scheme).inserted { throw error(open, MatchingText.patternSchemeTwice(scheme: scheme)) }
        }
        return capture
    }

    /// The literal scheme text `start..<end`: letters, digits, `+`, `-` and `.` only.
    private func schemeText(from start: Int, to end: Int) throws(PatternError) -> String {
        for k in start..<end where !Self.isSchemeCharacter(at(k)) {
            throw error(k, at(k) == "<" ? "a scheme may hold one placeholder" : "a scheme holds only letters, digits, '+', '-' and '.'")
        }
        return scalarText(start, end)
    }

    /// Reads `=a|b|c` at `i` up to the `>`: the values, lowercased, an empty one included.
    private mutating func parseSchemeValues() throws(PatternError) -> [String] {
        let equals = i
        i += 1
        var values: [String] = [""]
        while i < n, at(i) != ">" {
            let c = at(i)
            if c == "|" {
                values.append("")
            } else if Self.isSchemeCharacter(c) {
                values[values.count - 1].unicodeScalars.append(c)
            } else {
                throw error(i, "a scheme value holds only letters, digits, '+', '-' and '.'")
            }
            i += 1
        }
        if values.count < 2, values[0].isEmpty { throw error(equals, "expected the scheme's values after '=', such as <scheme=|s>") }
        return values.map { $0.lowercased() }
    }

    private static func isSchemeCharacter(_ c: Unicode.Scalar) -> Bool {
        c.isASCIILetter || ("0"..."9").contains(c) || "+-.".unicodeScalars.contains(c)
    }
}
