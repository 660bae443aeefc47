// A segment matcher made from a parsed pattern's parts (the builder's, the URL printer's, a value pattern's):
// the build half (ADR 0040). A compiled table's matchers are read back as their pieces.
import SwitchyardRouteTable

extension SegmentMatcher {
    /// A matcher for one pattern's segment: its types by name, as the pattern was parsed.
    package init(parts: [RoutePattern.Part], types: [String: ParameterType]) {
        self.init(parts: parts) { name, _ in types[name] }
    }

    /// A matcher shared by a table's routes: types by name and registration.
    package init(parts: [RoutePattern.Part], types: [TypeKey: ParameterType]) {
        self.init(parts: parts) { name, registration in types[TypeKey(name: name, registration: registration)] }
    }

    private init(parts: [RoutePattern.Part], resolve: (String, Int) -> ParameterType?) {
        self.init(
            pieces: parts.map { part in
                switch part {
                case .literal(let literal): return .literal(Array(literal.utf8))
                case .capture(let constraint): return .capture(Self.check(constraint, resolve: resolve))
                }
            })
    }

    /// The check of a capture's constraint (an unknown type checks nothing).
    private static func check(_ constraint: RoutePattern.Constraint, resolve: (String, Int) -> ParameterType?) -> Check {
        switch constraint {
        case .any: return .any
        case .type(let name, let registration): return resolve(name, registration).map { .type($0) } ?? .any
        case .regex(let regex): return .regex(regex)
        case .orEmpty(let inner): return .orEmpty(check(inner, resolve: resolve))
        }
    }
}
