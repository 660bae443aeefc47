import SwitchyardRouteTable

// The cover walk's small types, and the shape comparison of a segment matcher.

/// A dynamic edge of a crowded node (see ``ConflictChecker/indexedEdgeCount``), by its node and matcher.
struct CrowdedEdge: Hashable {
    var node: Int32
    var matcher: Int32
}

/// A place still to visit in ``ConflictChecker``'s cover walk: a node, the segment index, and whether the
/// walk is in the fragment path.
struct CoverStep {
    var node: Int32
    var k: Int
    var fragment: Bool
}

extension SegmentMatcher {
    /// Whether this matcher was built from `parts` (so it accepts exactly the same segments).
    func hasShape(of parts: [RoutePattern.Part]) -> Bool {
        guard pieces.count == parts.count else { return false }
        for (piece, part) in zip(pieces, parts) {
            switch (piece, part) {
            case let (.literal(a), .literal(b)) where a.elementsEqual(b.utf8): continue
            case let (.capture(a), .capture(b)) where Self.sameCheck(a, b): continue
            default: return false
            }
        }
        return true
    }

    /// Whether `check` was built from `constraint`.
    private static func sameCheck(_ check: Check, _ constraint: RoutePattern.Constraint) -> Bool {
        switch (check, constraint) {
        case (.any, .any): return true
        case let (.type(a), .type(b, registration)): return a.name == b && a.registration == registration
        case let (.regex(a), .regex(b)): return a == b
        case let (.orEmpty(a), .orEmpty(b)): return sameCheck(a, b)
        default: return false
        }
    }
}
