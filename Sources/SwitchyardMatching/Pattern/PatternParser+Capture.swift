extension PatternParser {
    /// A capture as parsed: its constraint, its name, the name's offset, and the wildcard it makes
    /// (`<path:name>`), if any.
    typealias Capture = (RoutePattern.Constraint, String, Int, RoutePattern.Wildcard?)

    /// Parses `:name`, `:name(regex)`, `<name>` or `<type:name>` at `i`.
    mutating func parseCapture() throws(PatternError) -> Capture {
        at(i) == ":" ? try parseColonCapture() : try parsePlaceholder()
    }

    /// Parses `:name` or `:name(regex)` at `i` (JLRoutes' and Express's syntax).
    mutating func parseColonCapture() throws(PatternError) -> Capture {
        let colon = i
        i += 1
        let nameOffset = i
        let name = parseName()
        if name.isEmpty {
            // JLRoutes' unnamed variable: `/:` takes one segment and gives no parameter.
            if i == n || Self.endsSegment(at(i)) { return (.any, RoutePattern.unnamed, nameOffset, nil) }
            throw error(colon, MatchingText.patternNameAfterColon)
        }
        // `(` right after a name opens a regex, unless `(/` opens an optional group: `/goods/:id(/reviews)`.
        guard i < n, at(i) == "(", !(i + 1 < n && at(i + 1) == "/") else {
            return (.any, name, nameOffset, nil)
        }
        let open = i
        let regexStart = i + 1
        guard let close = closingRegexParen(from: open, before: n, { at($0) }) else {
            throw error(open, MatchingText.patternUnterminatedRegex)
        }
        i = close
        let regexSource = scalarText(regexStart, i)
        i += 1
        do {
            return (.regex(try SegmentRegex(regexSource)), name, nameOffset, nil)
        } catch {
            throw self.error(regexStart + error.offset, MatchingText.patternRegex(problem: error.message))
        }
    }

    /// Parses `<name>` or `<type:name>` at `i` ("<" [type ":"] name ["?"] ["=" values] ">"; URLNavigator's
    /// syntax): `?` lets the capture be empty, `=a|b|c` lists the values it may take (an empty one lets it be
    /// empty too).
    mutating func parsePlaceholder() throws(PatternError) -> Capture {
        let open = i
        i += 1
        let firstOffset = i
        let first = parseName()
        var typeName: String?
        var name = first
        var nameOffset = firstOffset
        if i < n, at(i) == ":" {
            typeName = first
            if first.isEmpty { throw error(firstOffset, "expected a type name before ':'") }
            i += 1
            nameOffset = i
            name = parseName()
        }
        if name.isEmpty, i < n, at(i) == "?" || at(i) == "=" { throw error(nameOffset, MatchingText.patternName) }
        let emptyMark = i < n && at(i) == "?" ? i : nil
        if emptyMark != nil { i += 1 }
        var values: [String]?
        if i < n, at(i) == "=" {
            if typeName != nil {
                throw error(i, MatchingText.patternTypedValues(name: DiagnosticText.shortened(name)))
            }
            values = try parseAllowedValues()
        }
        guard i < n, at(i) == ">" else {
            if i < n, at(i) != "/" {
                throw error(i, MatchingText.patternPlaceholderCharacter)
            }
            throw error(open, MatchingText.patternUnterminatedPlaceholder)
        }
        if name.isEmpty { throw error(nameOffset, MatchingText.patternName) }
        i += 1
        var constraint = RoutePattern.Constraint.any
        if let values {
            constraint = .regex(try allowedValuesRegex(values.filter { !$0.isEmpty }, at: nameOffset))
        } else if let typeName {
            if typeName == "path" {
                if let emptyMark { throw error(emptyMark, MatchingText.patternPathMayBeEmpty) }
                return (.any, name, nameOffset, .init(name: name, minimum: 1))
            }
            guard let type = types[typeName] else {
                let known = (Array(types.keys) + ["path"]).sorted().joined(separator: ", ")
                throw error(firstOffset, MatchingText.patternUnknownType(type: DiagnosticText.shortened(typeName), types: known))
            }
            if type.isConstraining { constraint = .type(typeName, registration: type.registration) }
        }
        let mayBeEmpty = emptyMark != nil || values?.contains("") == true
        return (mayBeEmpty ? .orEmpty(constraint) : constraint, name, nameOffset, nil)
    }

    /// Reads `=a|b|c` at `i` (up to the `>`): the allowed values, in order, an empty one included. A value
    /// holds letters, digits and `-._~+`.
    mutating func parseAllowedValues() throws(PatternError) -> [String] {
        let equals = i
        i += 1
        var values: [String] = []
        var value = ""
        while i < n, at(i) != ">" {
            let c = at(i)
            if c == "|" {
                values.append(value)
                value = ""
            } else if c.isASCIILetter || ("0"..."9").contains(c) || "-._~+".unicodeScalars.contains(c) {
                value.unicodeScalars.append(c)
            } else if c == "/" {
                break
            } else {
                throw error(i, MatchingText.patternValueCharacter)
            }
            i += 1
        }
        values.append(value)
        if values.allSatisfy(\.isEmpty) { throw error(equals, MatchingText.patternValuesMissing) }
        return values
    }

    /// A regular expression that matches exactly `values` (each escaped); a failure is located at `offset`.
    func allowedValuesRegex(_ values: [String], at offset: Int) throws(PatternError) -> SegmentRegex {
        let escaped = values.map { value in
            value.unicodeScalars.map { c in
                c.isASCIILetter || ("0"..."9").contains(c) || c == "-" || c == "_" || c == "~" ? String(c) : "\\" + String(c)
            }.joined()
        }
        do {
            return try SegmentRegex(escaped.joined(separator: "|"))
        } catch {
            throw self.error(offset, "invalid allowed values: \(error.message)")
        }
    }
}
