// A pattern's structure as plain values, for tools of this package that must match URLs without this
// module: `switchyard docs` embeds it in its page, where a script matches as the reference matcher does
// (ReferenceMatcher). `package`, not public: the shape follows the parser's internals and may change with them.

package import SwitchyardMatching

/// One optional-group expansion of a pattern, as plain values.
package struct ExpansionShape: Sendable, Hashable {
    /// One part of a segment that holds captures.
    package indirect enum Part: Sendable, Hashable {
        case literal(String)
        /// A plain capture (`:id`, `<id>`, `<string:id>`).
        case any
        /// A typed capture, by type name (`int`, `float`, `uuid`, or a registered type).
        case type(String)
        /// A regex capture, by source as written.
        case regex(String)
        /// A capture that may be empty, or else meets the part (`<name?>`, `pre<bar?>post`).
        case orEmpty(Part)
    }

    /// A segment: literal text compared byte for byte, or parts with captures.
    package enum Segment: Sendable, Hashable {
        case literal(String)
        case dynamic([Part])
    }

    package var path: [Segment]
    /// A hash route's fragment-path segments; `nil` when the pattern has no `#`.
    package var fragment: [Segment]?
    /// Whether the expansion ends in a wildcard, its name (`nil` for `*`) and its minimum segment count.
    package var hasWildcard: Bool
    package var wildcardName: String?
    package var wildcardMinimum: Int
    /// The names the segments capture, in order (an unnamed capture is `""`); the wildcard's not included.
    package var captureNames: [String]
    /// The rank vector the table compares (smaller ranks first) under `matchOrder: specificity`.
    package var rank: [UInt8]
}

extension RoutePattern {
    /// Every expansion's shape, all groups present first (the order matching breaks ties with).
    package var expansionShapes: [ExpansionShape] {
        let pattern = thick
        return pattern.expansions.map { expansion in
            ExpansionShape(
                path: expansion.path.map(Self.shape), fragment: expansion.fragment?.map(Self.shape),
                hasWildcard: expansion.wildcard != nil, wildcardName: expansion.wildcard?.name,
                wildcardMinimum: expansion.wildcard?.minimum ?? 0, captureNames: pattern.captureNames(of: expansion),
                rank: TrieBuilder.rankVector(expansion, host: pattern.host) { parts in
                    SegmentMatcher(parts: parts, types: pattern.registry.types).rank
                })
        }
    }

    private static func shape(_ segment: Segment) -> ExpansionShape.Segment {
        switch segment {
        case .literal(let literal): return .literal(literal.text)
        case .dynamic(let parts, _):
            return .dynamic(
                parts.map { part in
                    switch part {
                    case .literal(let literal): return .literal(literal.text)
                    case .capture(let constraint): return shape(constraint)
                    }
                })
        }
    }

    private static func shape(_ constraint: Constraint) -> ExpansionShape.Part {
        switch constraint {
        case .any: return .any
        case .type(let name, _): return .type(name)
        case .regex(let regex): return .regex(regex.source)
        case .orEmpty(let inner): return .orEmpty(shape(inner))
        }
    }
}
