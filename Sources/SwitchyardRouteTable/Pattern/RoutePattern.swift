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
/// let pattern = try RoutePattern("shop://goods/<int:id>(/reviews)")
/// pattern.scheme          // "shop"
/// pattern.parameterNames  // ["id"]
/// pattern.expansionCount  // 2
/// ```
///
/// The patterns of a built ``RouteTable``'s routes are thin when they are plain paths (no scheme, host,
/// group, hash route, regex or capture inside a segment): the table keeps their text in one buffer and
/// reads a pattern again, in about a microsecond, when its ``parameterNames`` are asked for or it prints a
/// URL. ``text`` is made on access. Matching never reads a route's pattern.
public struct RoutePattern: Sendable, CustomStringConvertible {
    /// The parsed pattern, in one immutable box: tables, tries and conflict checks copy patterns around, and
    /// copying the box is one retain instead of one per field.
    @usableFromInline
    package final class Storage: Sendable {
        let text: String
        let scheme: String?
        let host: String?
        /// See ``RoutePattern/takesHost``.
        let takesHost: Bool
        /// See ``RoutePattern/schemeCapture``.
        package let schemeCapture: SchemeCapture?
        let parameterNames: [String]
        /// The first expansion is kept in the box itself, the others (only patterns with optional groups
        /// have any) in an array: the usual pattern is one allocation, not two.
        let firstExpansion: Expansion
        let otherExpansions: [Expansion]
        let registry: TypeRegistry
        /// Whether the plain reader read it (see ``RoutePattern/thin(_:)``).
        package let isPlain: Bool

        init(_ parsed: PatternParser.Parsed, text: String, registry: TypeRegistry, isPlain: Bool) {
            self.text = text
            self.scheme = parsed.scheme
            self.host = parsed.host
            self.takesHost = parsed.takesHost
            self.schemeCapture = parsed.schemeCapture
            self.parameterNames = parsed.names
            self.firstExpansion = parsed.firstExpansion
            self.otherExpansions = parsed.otherExpansions
            self.registry = registry
            self.isPlain = isPlain
        }
    }

    /// How the pattern is held: parsed, or (a plain path pattern in a table) as its text in the table's
    /// text buffer and the types it was read with. 24 bytes either way.
    @usableFromInline
    package enum Form: Sendable {
        case parsed(Storage)
        /// A pattern that ``PatternParser/parsePlain(_:types:)`` reads: its text describes it completely,
        /// so a table keeps only the text and the types, and reads it again when its structure is asked
        /// for (see ``RoutePattern/thin(_:)``).
        case text(TextSlice)
    }

    /// A plain pattern as a table keeps it.
    @usableFromInline
    package struct TextSlice: Sendable {
        @usableFromInline package let buffer: PatternTexts
        @usableFromInline let start: Int32
        @usableFromInline let count: Int32
        @usableFromInline let registry: TypeRegistry

        @inlinable
        package init(buffer: PatternTexts, start: Int32, count: Int32, registry: TypeRegistry) {
            self.buffer = buffer
            self.start = start
            self.count = count
            self.registry = registry
        }

        var text: String { buffer.text(start, count) }
    }

    /// A pattern's expansions, all groups present first.
    package struct Expansions: RandomAccessCollection {
        let storage: Storage
        package var startIndex: Int { 0 }
        package var endIndex: Int { storage.otherExpansions.count + 1 }
        package subscript(index: Int) -> Expansion {
            index == 0 ? storage.firstExpansion : storage.otherExpansions[index - 1]
        }
    }

    @usableFromInline package let form: Form

    /// The pattern as written.
    public var text: String {
        switch form {
        case .parsed(let storage): return storage.text
        case .text(let slice): return slice.text
        }
    }

    /// The parsed pattern: the box itself, or for a thin pattern a fresh parse of its text.
    package var storage: Storage {
        switch form {
        case .parsed(let storage): return storage
        case .text(let slice): return Self.reparse(slice.text, registry: slice.registry, hostAsPath: slice.buffer.hostAsPath)
        }
    }

    /// The scheme of a full-URL pattern, lowercased; `nil` otherwise.
    package var scheme: String? {
        guard let storage = structure else { return nil }
        return storage.scheme
    }
    /// The placeholder in a full-URL pattern's scheme (`http<scheme=|s>://…`), if any.
    package var schemeCapture: SchemeCapture? {
        guard let storage = structure else { return nil }
        return storage.schemeCapture
    }
    /// The placeholder in a full-URL pattern's scheme, for tools: its name and, for each scheme it makes
    /// (lowercased, in the order written), the value it stands for there; `nil` without one.
    package var schemeParameter: (name: String, values: [(scheme: String, value: String)])? {
        guard let capture = schemeCapture else { return nil }
        return (capture.name, zip(capture.schemes, capture.values).map { ($0, $1) })
    }
    /// Every scheme a full-URL pattern is registered under, lowercased: one per value of a placeholder in its
    /// scheme, else its one scheme; empty for a pattern without a scheme.
    package var schemes: [String] {
        guard let storage = structure else { return [] }
        if let capture = storage.schemeCapture { return capture.schemes }
        return storage.scheme.map { [$0] } ?? []
    }
    /// Whether a placeholder stands in the host position of a full-URL pattern (`https://<path:url>`,
    /// `myapp://<id>/detail`, URLNavigator's patterns): its first segment takes the URL's host, also a
    /// host with a dot that `hostAsPath` would not read as a path segment (`https://google.com/search`
    /// gives `url` = `google.com/search`).
    package var takesHost: Bool {
        guard let storage = structure else { return false }
        return storage.takesHost
    }
    /// The host constraint of a full-URL pattern (a host with a dot, `localhost`, or an IP literal), lowercased.
    package var host: String? {
        guard let storage = structure else { return nil }
        return storage.host
    }

    /// The parsed pattern when it can have more than a plain path's structure (a scheme, a host, groups):
    /// the box of a parsed pattern, a fresh parse of a compiled table's full pattern; `nil` for a plain one.
    private var structure: Storage? {
        switch form {
        case .parsed(let storage): return storage
        case .text(let slice): return slice.buffer.hostAsPath == nil ? nil : storage
        }
    }
    /// Every parameter the pattern can capture, in order of first appearance (an unnamed `:` gives none).
    public var parameterNames: [String] {
        let names = storage.parameterNames
        return names.contains(Self.unnamed) ? names.filter { $0 != Self.unnamed } : names
    }

    /// The name an unnamed capture (JLRoutes' `/:`) holds inside the pattern: it keeps the captures'
    /// positions in step with their names, and is never reported as a parameter. No written name can be
    /// empty, and a query item with an empty name is ignored, so it collides with nothing.
    package static let unnamed = ""
    /// The concrete patterns that the optional groups expand to, all groups present first.
    package var expansions: Expansions { Expansions(storage: storage) }
    /// The parameter types the pattern was parsed with.
    package var registry: TypeRegistry {
        switch form {
        case .parsed(let storage): return storage.registry
        case .text(let slice): return slice.registry
        }
    }
    /// The parameter types the pattern was parsed with, by name.
    package var types: [String: ParameterType] { registry.types }

    /// How many concrete patterns the optional groups expand to.
    package var expansionCount: Int {
        guard let storage = structure else { return 1 }
        return storage.otherExpansions.count + 1
    }

    /// The text of expansion `index` (a thin pattern has one: its text), without parsing a thin pattern.
    /// An index past the expansions (only a damaged compiled table could hold one) gives the pattern's text.
    package func expansionText(_ index: Int) -> String {
        guard let storage = structure else { return text }
        guard index > 0, index <= storage.otherExpansions.count else { return index == 0 ? storage.firstExpansion.text : text }
        return storage.otherExpansions[index - 1].text
    }

    public var description: String { text }

    /// Parses a pattern.
    ///
    /// - Parameters:
    ///   - text: The pattern.
    ///   - hostAsPath: How the host of a full-URL pattern is read, as for URLs.
    ///   - types: Extra parameter types for `<type:name>`, besides the built-in ones.
    public init(_ text: String, hostAsPath: HostAsPath = .auto, types: [ParameterType] = []) throws(PatternError) {
        try self.init(text, hostAsPath: hostAsPath, registry: types.isEmpty ? .builtIn : TypeRegistry(Self.registry(types)))
    }

    /// The built-in types with `types` registered over them.
    package static func registry(_ types: [ParameterType]) -> [String: ParameterType] {
        var registry = ParameterType.builtIn
        for type in types { registry[type.name] = type }
        return registry
    }

    /// Parses a pattern with a registry made once by the caller: a builder's patterns then share one
    /// dictionary instead of each holding a copy of its own.
    package init(_ text: String, hostAsPath: HostAsPath, registry: TypeRegistry) throws(PatternError) {
        // A plain path pattern (nearly every one) is read in one pass; the rest, and every error, by the
        // full parser.
        if let plain = PatternParser.parsePlain(text, types: registry.types) {
            self.init(text, parsed: plain, registry: registry, isPlain: true)
        } else {
            var parser = PatternParser(text: text, hostAsPath: hostAsPath, types: registry.types)
            self.init(text, parsed: try parser.parse(), registry: registry, isPlain: false)
        }
    }

    /// A pattern of what a parser made of `text`; `isPlain` when the plain reader made it.
    init(_ text: String, parsed: PatternParser.Parsed, registry: TypeRegistry, isPlain: Bool) {
        form = .parsed(Storage(parsed, text: text, registry: registry, isPlain: isPlain))
    }

    @inlinable
    package init(form: Form) {
        self.form = form
    }

    /// The pattern of a parsed form.
    package init(parsed: Storage) {
        form = .parsed(parsed)
    }

    /// The patterns as a table keeps them: each plain path pattern as its text, in one buffer for all of
    /// them, and the types it was read with (its parsed form, about 270 bytes in two objects, and its text
    /// as a `String` of its own were most of what a table kept per route); any other pattern as it is.
    /// The structure of a thin pattern is read again from its text when asked for, at about 2,300
    /// instructions a time, and its ``text`` is made on access; matching never asks for either.
    package static func thin(_ patterns: [Storage]) -> [RoutePattern] {
        var total = 0
        for storage in patterns where storage.isPlain { total += storage.text.utf8.count }
        // Offsets are 32-bit: beyond that (2 GiB of pattern text) patterns stay parsed.
        guard total <= Int(Int32.max) else { return patterns.map { RoutePattern(parsed: $0) } }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        for storage in patterns where storage.isPlain {
            if storage.text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes += storage.text.utf8
            }
        }
        let buffer = PatternTexts(bytes)
        var start = 0
        return patterns.map { storage in
            guard storage.isPlain else { return RoutePattern(parsed: storage) }
            let count = storage.text.utf8.count
            defer { start += count }
            return RoutePattern(
                form: .text(
                    TextSlice(
                        buffer: buffer, start: Int32(start), count: Int32(count), registry: storage.registry)))
        }
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

    /// The same pattern with its parsed form (read again from the text of a thin pattern): building a
    /// table, printing a URL and explaining a match read the structure many times, from this.
    package var thick: RoutePattern {
        guard case .text = form else { return self }
        return RoutePattern(form: .parsed(storage))
    }

    /// A thin pattern's text parsed again with the types it was first parsed with. The plain reader took
    /// it then and takes it again (it is a function of the text and the types); the full parser and, past
    /// it, a pattern that matches nothing are fallbacks that are never reached, so that nothing here can
    /// stop the program.
    static func reparse(_ text: String, registry: TypeRegistry, hostAsPath: HostAsPath? = nil) -> Storage {
        if let plain = PatternParser.parsePlain(text, types: registry.types) {
            return Storage(plain, text: text, registry: registry, isPlain: true)
        }
        var parser = PatternParser(text: text, hostAsPath: hostAsPath ?? .auto, types: registry.types)
        let parsed =
            (try? parser.parse())
            ?? PatternParser.Parsed(
                scheme: nil, host: nil, names: [],
                firstExpansion: Expansion(path: [.literal(Literal(""))], fragment: nil, wildcard: nil, text: text),
                otherExpansions: [])
        return Storage(parsed, text: text, registry: registry, isPlain: false)
    }
}
