// The parsed form of a pattern: its expansions, segments, parts, literals and wildcard.
extension RoutePattern {
    /// A trailing wildcard.
    package struct Wildcard: Sendable, Hashable {
        /// The parameter name (`*rest`, `<path:rest>`), or `nil` for `*`.
        package var name: String?
        /// 0 for `*` and `*name`, 1 for `<path:name>`.
        package var minimum: Int

        package init(name: String?, minimum: Int) {
            self.name = name
            self.minimum = minimum
        }
    }

    /// A literal's decoded bytes. They are always UTF-8 text (the parser refuses escapes that are not), so
    /// they are kept in a `String`: a literal of up to 15 bytes, nearly every URL segment, is stored inline
    /// instead of in an array of its own (an array per literal, 2.5 per route, was about 100 bytes of
    /// every route a table keeps). Compared and hashed byte for byte, never by `String`'s Unicode
    /// equivalence: `é` written precomposed and decomposed are different literals, as they are in URLs.
    package struct Literal: Sendable, Hashable, CustomStringConvertible {
        /// The bytes, as text.
        package let text: String

        /// A literal of `text`'s UTF-8 bytes.
        package init(_ text: String) {
            self.text = text
        }

        package var utf8: String.UTF8View { text.utf8 }
        package var count: Int { text.utf8.count }
        package var description: String { text }
    }

    /// One part of a segment that holds a capture.
    package enum Part: Sendable, Hashable {
        case literal(Literal)
        case capture(Constraint)
    }

    /// What a capture accepts.
    package enum Constraint: Sendable, Hashable {
        case any
        /// A typed capture: the type's name and which registration of that name the pattern was parsed
        /// with (0 for built-in types), so a type registered again applies only to later routes.
        case type(String, registration: Int)
        case regex(SegmentRegex)
        /// A capture that may be empty, or else meets the constraint (`<name?>`, `pre<bar?>post`, allowed values
        /// with an empty one: `<sub=|www.>`). Only beside literal text in its segment.
        indirect case orEmpty(Constraint)

        /// The constraint a non-empty value meets.
        package var nonEmpty: Constraint {
            if case .orEmpty(let inner) = self { return inner }
            return self
        }
    }

    /// A segment of a concrete pattern.
    package enum Segment: Sendable {
        /// Compared byte for byte with the decoded URL segment.
        case literal(Literal)
        /// One or more captures with literal text around them. Their names are the pattern's
        /// `parameterNames[firstName...]`, one per capture: a segment's captures are named in a row, so
        /// an index stands for them (an array of names per segment was an allocation and about 40 bytes
        /// of every route a table keeps). ``RoutePattern/names(of:)`` reads them.
        case dynamic(parts: [Part], firstName: Int)

        package var captureCount: Int {
            if case .dynamic(let parts, _) = self { return Self.captureCount(parts) }
            return 0
        }

        /// How many captures `parts` holds.
        package static func captureCount(_ parts: [Part]) -> Int {
            var count = 0
            for case .capture in parts { count += 1 }
            return count
        }
    }

    /// A concrete pattern: optional groups resolved.
    package struct Expansion: Sendable {
        package var path: [Segment]
        /// The fragment-path segments of a hash route; `nil` when the pattern has no `#`.
        package var fragment: [Segment]?
        package var wildcard: Wildcard?
        /// Which optional groups are present (one bit per group, in order of their `(`), for diagnostics.
        package var text: String

        package init(path: [Segment], fragment: [Segment]?, wildcard: Wildcard?, text: String) {
            self.path = path
            self.fragment = fragment
            self.wildcard = wildcard
            self.text = text
        }
    }
}
