// A query condition's value pattern read from its text, by the route pattern parser: the build half (ADR 0040).
// A compiled table's value patterns are read back as their steps.
import SwitchyardRouteTable

extension ValuePattern {
    /// Parses `text` with the builder's types.
    ///
    /// - Throws: ``PatternError`` with `text` as its pattern and an offset in it.
    init(_ text: String, registry: TypeRegistry) throws(PatternError) {
        let pattern: RoutePattern
        do {
            // A leading `/` makes the text a path pattern whatever it starts with; offsets move back by one.
            pattern = try RoutePattern("/" + text, hostAsPath: .auto, registry: registry).thick
        } catch {
            throw Self.error(text, max(0, error.offset - 1), Self.valueMessage(error.message))
        }
        if pattern.expansionCount > 1 {
            throw Self.error(text, Self.firstUnescaped("(", in: text), "a query condition's value cannot have an optional group")
        }
        let expansion = pattern.expansions[0]
        if expansion.fragment != nil {
            throw Self.error(text, Self.firstUnescaped("#", in: text), "a query condition's value cannot have '#'")
        }
        var steps: [Step] = []
        for segment in expansion.path {
            switch segment {
            case .literal(let literal): steps.append(.literal(Array(literal.utf8)))
            case .dynamic(let parts, _):
                steps.append(.dynamic(SegmentMatcher(parts: parts, types: pattern.types)))
            }
        }
        // The widest segment is derived from the steps.
        self.init(text: text, steps: steps, wildcard: expansion.wildcard, captureNames: pattern.captureNames(of: expansion))
    }

    /// The parser's message, said of a value where it speaks of a pattern.
    private static func valueMessage(_ message: String) -> String {
        if message.hasPrefix(MatchingText.patternQuery) { return "'?' in a query condition's value must be escaped as '\\?'" }
        if message.hasPrefix(MatchingText.patternTwoHashes) || message.hasPrefix(MatchingText.patternHashSlash) {
            return "a query condition's value cannot have '#'"
        }
        return message
    }

    private static func error(_ text: String, _ offset: Int, _ message: String) -> PatternError {
        PatternError(pattern: text, offset: offset, message: message)
    }

    /// The scalar offset of the first `character` not escaped with `\`, or 0.
    private static func firstUnescaped(_ character: Unicode.Scalar, in text: String) -> Int {
        var escaped = false
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == character {
                return offset
            }
        }
        return 0
    }
}
