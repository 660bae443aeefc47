import SwitchyardRouteTable

/// The table's segment matchers by the parts of the dynamic segments they were made for: one matcher per
/// distinct parts, shared by every edge of that shape (so an edge's matcher index says its shape).
struct MatcherIndex {
    private var byParts: [[RoutePattern.Part]: Int] = [:]
    /// Whole-segment captures without a regex (`:id`, `<int:id>`: nearly every dynamic segment) are few
    /// kinds, found by comparison; hashing their parts array per segment cost more than the rest.
    private var captures: [(constraint: RoutePattern.Constraint, index: Int)] = []

    /// Whether `parts` are a whole-segment capture without a regex, and its constraint.
    @inline(__always)
    private static func plainCapture(_ parts: [RoutePattern.Part]) -> RoutePattern.Constraint? {
        guard parts.count == 1, case .capture(let constraint) = parts[0] else { return nil }
        switch constraint {
        case .any, .type: return constraint
        case .regex, .orEmpty: return nil
        }
    }

    /// The index of the matcher made for `parts`, if there is one.
    @inline(__always)
    func index(of parts: [RoutePattern.Part]) -> Int? {
        if let constraint = Self.plainCapture(parts) {
            for known in captures where known.constraint == constraint { return known.index }
            return nil
        }
        return byParts[parts]
    }

    /// Records that matcher `index` was made for `parts`.
    mutating func insert(_ parts: [RoutePattern.Part], index: Int) {
        if let constraint = Self.plainCapture(parts) {
            captures.append((constraint, index))
        } else {
            byParts[parts] = index
        }
    }
}
