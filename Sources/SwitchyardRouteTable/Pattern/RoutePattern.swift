/// A parsed route pattern. See the pattern language in the README:
///
/// | form | meaning |
/// |---|---|
/// | `/user/profile` | literal segments |
/// | `:id` | one segment, any value |
/// | `:phone([0-9]+)` | one segment matching a regular expression (whole segment, linear time) |
/// | `<int:id>`, `<float:x>`, `<uuid:u>`, `<string:s>` | typed placeholder; a value that does not convert does not match |
/// | `user-<int:id>`, `:id.html` | a capture inside a segment, with literal prefix or suffix |
/// | `*` at the end | zero or more trailing segments |
/// | `*rest`, `<path:rest>` at the end | named trailing wildcard (`<path:…>` needs at least one segment) |
/// | `(/a/:b)` | optional group; groups are independent and may nest |
/// | `/user#/view/:id` | hash routing: what follows `#` matches the URL's fragment path |
/// | `scheme://host/path` | a full-URL pattern |
///
/// ```swift
/// import SwitchyardMatching   // the parser, and what reads a pattern's structure
///
/// let pattern = try RoutePattern("shop://goods/<int:id>(/reviews)")
/// pattern.parameterNames  // ["id"]
/// try pattern.url(filling: ["id": .string("7")])   // "shop://goods/7/reviews"
/// ```
///
/// The patterns of a built ``RouteTable``'s routes are thin when they are plain paths (no scheme, host,
/// group, hash route, regex or capture inside a segment): the table keeps their text in one buffer and
/// reads a pattern again, in about a microsecond, when its `parameterNames` are asked for or it prints a
/// URL; a compiled table keeps every pattern so. ``text`` is made on access. Matching never reads a route's
/// pattern. Parsing a pattern and reading its structure (`init(_:hostAsPath:types:)`, `parameterNames`,
/// `url(filling:query:scheme:host:)`) are SwitchyardMatching's, so that an app that only loads compiled tables
/// links no pattern parser (ADR 0040).
public struct RoutePattern: Sendable, CustomStringConvertible {
    /// The parsed pattern, in one immutable box: tables, tries and conflict checks copy patterns around, and
    /// copying the box is one retain instead of one per field.
    @usableFromInline
    package final class Storage: Sendable {
        package let text: String
        package let scheme: String?
        package let host: String?
        /// See ``RoutePattern/takesHost``.
        package let takesHost: Bool
        /// See ``RoutePattern/schemeCapture``.
        package let schemeCapture: SchemeCapture?
        package let parameterNames: [String]
        /// The first expansion is kept in the box itself, the others (only patterns with optional groups
        /// have any) in an array: the usual pattern is one allocation, not two.
        package let firstExpansion: Expansion
        package let otherExpansions: [Expansion]
        package let registry: TypeRegistry
        /// Whether the plain reader read it (see ``RoutePattern/thin(_:)``).
        package let isPlain: Bool

        /// A parsed pattern's parts (the parser is SwitchyardMatching's).
        package init(
            text: String, scheme: String?, host: String?, takesHost: Bool, schemeCapture: SchemeCapture?,
            parameterNames: [String], firstExpansion: Expansion, otherExpansions: [Expansion], registry: TypeRegistry,
            isPlain: Bool
        ) {
            self.text = text
            self.scheme = scheme
            self.host = host
            self.takesHost = takesHost
            self.schemeCapture = schemeCapture
            self.parameterNames = parameterNames
            self.firstExpansion = firstExpansion
            self.otherExpansions = otherExpansions
            self.registry = registry
            self.isPlain = isPlain
        }
    }

    /// How the pattern is held: parsed, or (a plain path pattern in a table) as its range in the table's
    /// text buffer, which holds the types it was read with too. 16 bytes either way.
    @usableFromInline
    package enum Form: Sendable {
        case parsed(Storage)
        /// A pattern that ``PatternParser/parsePlain(_:types:)`` reads: its text describes it completely,
        /// so a table keeps only the text and the types, and reads it again when its structure is asked
        /// for (see ``RoutePattern/thin(_:)``).
        case text(TextSlice)
    }

    /// A plain pattern as a table keeps it: its range in the table's text buffer, which also holds the types
    /// it was read with.
    @usableFromInline
    package struct TextSlice: Sendable {
        @usableFromInline package let buffer: PatternTexts
        @usableFromInline let start: Int32
        @usableFromInline let count: Int32

        @inlinable
        package init(buffer: PatternTexts, start: Int32, count: Int32) {
            self.buffer = buffer
            self.start = start
            self.count = count
        }

        package var text: String { buffer.text(start, count) }
        /// The types the pattern was read with.
        package var registry: TypeRegistry { buffer.registry(at: start) }
    }

    @usableFromInline package let form: Form

    /// The pattern as written.
    public var text: String {
        switch form {
        case .parsed(let storage): return storage.text
        case .text(let slice): return slice.text
        }
    }

    /// The name an unnamed capture (JLRoutes' `/:`) holds inside the pattern: it keeps the captures'
    /// positions in step with their names, and is never reported as a parameter. No written name can be
    /// empty, and a query item with an empty name is ignored, so it collides with nothing.
    package static let unnamed = ""
    /// The parameter types the pattern was parsed with.
    package var registry: TypeRegistry {
        switch form {
        case .parsed(let storage): return storage.registry
        case .text(let slice): return slice.registry
        }
    }
    /// The parameter types the pattern was parsed with, by name.
    package var types: [String: ParameterType] { registry.types }

    public var description: String { text }

    /// The text of expansion `index` (``expansionTexts``), without parsing the pattern. An index past the
    /// expansions (only a damaged compiled table could hold one) gives the pattern's text.
    package func expansionText(_ index: Int) -> String {
        let texts = expansionTexts
        return index >= 0 && index < texts.count ? texts[index] : text
    }

    /// The texts of the concrete patterns the optional groups expand to, all groups present first: each
    /// segment's source after a `/` (`/goods/:id/reviews` of `shop://goods/:id(/reviews)`). A parsed pattern
    /// holds them; a compiled table keeps them after a full pattern's text; a plain path pattern's is its text.
    package var expansionTexts: [String] {
        switch form {
        case .parsed(let storage): return [storage.firstExpansion.text] + storage.otherExpansions.map(\.text)
        case .text(let slice): return slice.buffer.expansionTexts(after: Int(slice.start) + Int(slice.count)) ?? [slice.text]
        }
    }

    /// The built-in types with `types` registered over them.
    package static func registry(_ types: [ParameterType]) -> [String: ParameterType] {
        var registry = ParameterType.builtIn
        for type in types { registry[type.name] = type }
        return registry
    }

    @inlinable
    package init(form: Form) {
        self.form = form
    }

    /// The pattern of a parsed form.
    package init(parsed: Storage) {
        form = .parsed(parsed)
    }

    /// The buffer a thin pattern's text is kept in, as an identity (one per table); `nil` for a parsed pattern.
    package var textBufferID: ObjectIdentifier? {
        guard case .text(let slice) = form else { return nil }
        return ObjectIdentifier(slice.buffer)
    }

    /// Whether the pattern is held as its text alone (see ``thin(_:)``).
    var isThin: Bool {
        if case .text = form { return true }
        return false
    }
}
