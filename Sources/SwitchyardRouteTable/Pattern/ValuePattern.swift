/// A query condition's value pattern (``QueryCondition/matches(_:)``), parsed: the value is read as a path,
/// so the pattern is a path pattern without a scheme, host, optional group or `#`, read by the route
/// pattern parser itself. Its placeholders, types and regular expressions are a route pattern's.
package struct ValuePattern: Sendable {
    /// One piece of the value: literal bytes, or a segment matcher (its captures named in ``names``).
    package enum Step: Sendable {
        case literal([UInt8])
        case dynamic(SegmentMatcher)
    }

    /// The pattern as written.
    package let text: String
    package let steps: [Step]
    /// The trailing wildcard (`*`, `*rest`, `<path:rest>`), if any.
    package let wildcard: RoutePattern.Wildcard?
    /// The names of the segments' captures in order (an unnamed `:` is ``RoutePattern/unnamed``).
    package let captureNames: [String]
    /// The most captures one segment has (scratch slots for matching).
    package let widestSegment: Int

    /// Every parameter the pattern gives: its named captures, then its wildcard's name.
    package var parameterNames: [String] {
        captureNames.filter { $0 != RoutePattern.unnamed } + (wildcard?.name.map { [$0] } ?? [])
    }

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
        var widest = 0
        for segment in expansion.path {
            switch segment {
            case .literal(let literal): steps.append(.literal(Array(literal.utf8)))
            case .dynamic(let parts, _):
                let matcher = SegmentMatcher(parts: parts, types: pattern.types)
                widest = max(widest, matcher.captureCount)
                steps.append(.dynamic(matcher))
            }
        }
        self.text = text
        self.steps = steps
        self.wildcard = expansion.wildcard
        self.captureNames = pattern.captureNames(of: expansion)
        self.widestSegment = widest
    }

    /// The parser's message, said of a value where it speaks of a pattern.
    private static func valueMessage(_ message: String) -> String {
        if message.hasPrefix("a pattern has no query") { return "'?' in a query condition's value must be escaped as '\\?'" }
        if message.hasPrefix("a pattern can have only one '#'") || message.hasPrefix("expected '/' after '#'") {
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

extension ValuePattern {
    /// A value pattern of steps read back from a compiled table.
    package init(text: String, steps: [Step], wildcard: RoutePattern.Wildcard?, captureNames: [String]) {
        self.text = text
        self.steps = steps
        self.wildcard = wildcard
        self.captureNames = captureNames
        var widest = 0
        for case .dynamic(let matcher) in steps { widest = max(widest, matcher.captureCount) }
        self.widestSegment = widest
    }
}
