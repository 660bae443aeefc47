/// A condition a route sets on one query item, beside its pattern: the item must be there, must not be
/// there, must have a given value, or must have a value that a value pattern matches (whose captures
/// become parameters). A route's conditions all hold, or the route does not match the URL.
///
/// ```swift
/// try builder.add("firefox://deep-link", query: ["url": "/settings/<path:page>"], value: "settings")
/// try builder.add("/projects/:creator/:slug", query: ["token": .absent], value: "project")
/// try builder.add("/search", query: ["q": .present, "scope": .equals("a:b")], value: "search")
/// ```
///
/// The item read is the one the request reads for the name: the fragment's query over the query, the
/// first of a repeated name; a flag (`?debug`) has the value `""`.
///
/// A value pattern (``matches(_:)``, and a string literal) reads the decoded value as a path: split at
/// `/`, empty pieces ignored (`/settings/general/` is `settings`, `general`), each piece matched like a
/// path segment, with the same placeholders, types, regular expressions and wildcards as a route pattern
/// (`<int:id>`, `:id([0-9]+)`, `user-<int:id>`, `<path:rest>`, `*`). Literal text compares exactly, case
/// included; `\` escapes a character that would start a placeholder. A value with a `.` or `..` piece never
/// matches one. Optional groups and `#` are not allowed in a value pattern.
public enum QueryCondition: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The item is there, with any value (a flag too). Written `true` in a route-table file.
    case present
    /// The item is not there. Written `false` (or `null`) in a route-table file.
    case absent
    /// The item's decoded value is exactly this text (no placeholders, no path reading).
    case equals(String)
    /// The item's decoded value, read as a path, matches this value pattern; its captures are parameters.
    /// Written as a string in a route-table file.
    case matches(String)

    /// A value pattern: `"reviews"`, `"<int:id>"`, `"/settings/<path:page>"`.
    public init(stringLiteral pattern: String) {
        self = .matches(pattern)
    }

    /// `present`, `absent`, or the value (a value pattern as written, an exact value escaped as one).
    public var description: String {
        switch self {
        case .present: return "present"
        case .absent: return "absent"
        case .equals(let text): return Self.escaped(text)
        case .matches(let pattern): return pattern
        }
    }

    /// The condition on the item `key` as messages show it: `url=<path:target>`, `debug present`,
    /// `token absent`.
    static func text(_ key: String, _ condition: QueryCondition) -> String {
        switch condition {
        case .present, .absent: return "\(key) \(condition)"
        case .equals, .matches: return "\(key)=\(condition)"
        }
    }

    /// Text that a value pattern reads as `text` itself: every character that could start a placeholder,
    /// a wildcard, a group or a `#` escaped with `\`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if "\\:<>*()#?".unicodeScalars.contains(scalar) { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
