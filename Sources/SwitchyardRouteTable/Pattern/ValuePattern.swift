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

    /// A value pattern of these steps: parsed from its text (SwitchyardMatching), or read back from a compiled
    /// table.
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
