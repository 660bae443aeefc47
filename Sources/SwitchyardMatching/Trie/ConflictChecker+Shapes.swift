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
            case (.capture(.any), .capture(.any)): continue
            case let (.capture(.type(a)), .capture(.type(b, registration))) where a.name == b && a.registration == registration: continue
            case let (.capture(.regex(a)), .capture(.regex(b))) where a == b: continue
            default: return false
            }
        }
        return true
    }
}
