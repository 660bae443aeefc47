import SwitchyardMatching

/// A pattern's text read shallowly, for the tools: its captures (name, constraint, where each is written),
/// its optional groups, and the concrete patterns those groups expand to. It reads the grammar
/// ``RoutePattern`` parses (`:name`, `:name(regex)`, `<name>`, `<type:name>`, `*name` at the start of a
/// segment, `(…)` optional groups, `\` escapes), but checks and compiles nothing and never fails: the
/// tools read patterns a table has already parsed, and query value patterns and rewrite patterns of the
/// same syntax. Offsets count Unicode scalars, as ``PatternError/offset`` does.
///
/// ```swift
/// let outline = PatternOutline("/goods/<int:id>(/reviews/:page([0-9]+))")
/// outline.captures.map(\.name)   // ["id", "page"]
/// outline.captures[1].constraint // .regex("[0-9]+")
/// outline.expansions             // ["/goods/<int:id>/reviews/:page([0-9]+)", "/goods/<int:id>"]
/// ```
package struct PatternOutline: Sendable, Hashable {
    /// What a capture accepts, as written.
    package enum Constraint: Sendable, Hashable {
        /// `:id` or `<id>`.
        case plain
        /// `<int:id>`: the type's name.
        case typed(String)
        /// `:id([0-9]+)`: the expression.
        case regex(String)
        /// `*rest`, `<path:rest>` or a bare `*`.
        case wildcard
    }

    /// One capture as written.
    package struct Capture: Sendable, Hashable {
        /// The parameter's name; empty for JLRoutes' unnamed `:` and for a bare `*`.
        package var name: String
        package var constraint: Constraint
        /// Offset of the capture's first character (`:`, `<` or `*`) in the pattern, in Unicode scalars.
        package var offset: Int
        /// Offset of a regex's first character, for `regex` captures.
        package var regexOffset: Int?
        /// The capture as written (`<int:id>`, `:n([0-9]+)`).
        package var text: String
    }

    /// A piece of a pattern: literal text (escapes kept as written), a capture, or an optional group.
    package indirect enum Piece: Sendable, Hashable {
        case literal(String)
        case capture(Capture)
        case group([Piece])
    }

    /// The pattern as written.
    package let text: String
    /// The pattern's pieces in order, groups nested.
    package let pieces: [Piece]

    /// Reads `text`.
    package init(_ text: String) {
        self.text = text
        var reader = Reader(Array(text.unicodeScalars))
        pieces = reader.read(depth: 0)
    }

    /// Every capture in order of writing, those inside optional groups included. An unnamed `:` captures no
    /// parameter and is left out; a bare `*` is listed, as a wildcard with an empty name.
    package var captures: [Capture] {
        var result: [Capture] = []
        func collect(_ pieces: [Piece]) {
            for piece in pieces {
                switch piece {
                case .literal: break
                case .capture(let capture):
                    if !capture.name.isEmpty || capture.constraint == .wildcard { result.append(capture) }
                case .group(let inner): collect(inner)
                }
            }
        }
        collect(pieces)
        return result
    }

    /// The texts the optional groups expand to, all groups present first (at most 64).
    package var expansions: [String] {
        Self.expand(pieces, cap: 64).map(Self.text(of:))
    }

    /// Every combination of the optional groups as pieces without groups, groups present first; `nil` when
    /// there are more than `limit`.
    package func forms(limit: Int) -> [[Piece]]? {
        let forms = Self.expand(pieces, cap: limit + 1)
        return forms.count <= limit ? forms : nil
    }

    /// The text of pieces, as written.
    package static func text(of pieces: [Piece]) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .capture(let capture): text += capture.text
            case .group(let inner): text += "(" + Self.text(of: inner) + ")"
            }
        }
        return text
    }

    /// Whether a pattern is a full URL with a scheme (`https://…`, a link from outside the app), not a path.
    ///
    /// ```swift
    /// PatternOutline.isFullURL("https://m.shop.example/goods/:id")   // true
    /// PatternOutline.isFullURL("/goods/:id")                         // false
    /// ```
    package static func isFullURL(_ pattern: String) -> Bool {
        guard let colon = pattern.firstIndex(of: ":"), pattern[colon...].hasPrefix("://") else { return false }
        return !pattern[..<colon].contains("/")
    }

    /// The first `cap` combinations of the groups, groups present before absent. Cut at each step, which
    /// keeps the first `cap` of the whole list: it is ordered by prefix.
    private static func expand(_ pieces: [Piece], cap: Int) -> [[Piece]] {
        var results: [[Piece]] = [[]]
        for piece in pieces {
            if case .group(let inner) = piece {
                let present = expand(inner, cap: cap)
                results = results.flatMap { prefix in present.map { prefix + $0 } + [prefix] }
                if results.count > cap { results = Array(results.prefix(cap)) }
            } else {
                results = results.map { $0 + [piece] }
            }
        }
        return results
    }
}
