// A pattern's structure read from its text: the parser's entry points, and what a table's thin patterns (kept as
// text, ADR 0037) answer by reading their text again. The build half (ADR 0040): a table answers these only where
// SwitchyardMatching is linked, so that an app that only loads compiled tables links no pattern parser.
public import SwitchyardRouteTable

extension RoutePattern.Storage {
    convenience init(_ parsed: PatternParser.Parsed, text: String, registry: TypeRegistry, isPlain: Bool) {
        self.init(
            text: text, scheme: parsed.scheme, host: parsed.host, takesHost: parsed.takesHost, schemeCapture: parsed.schemeCapture,
            parameterNames: parsed.names, firstExpansion: parsed.firstExpansion, otherExpansions: parsed.otherExpansions,
            registry: registry, isPlain: isPlain)
    }
}

extension RoutePattern {
    /// A pattern's expansions, all groups present first.
    package struct Expansions: RandomAccessCollection {
        let storage: Storage
        init(storage: Storage) { self.storage = storage }
        package var startIndex: Int { 0 }
        package var endIndex: Int { storage.otherExpansions.count + 1 }
        package subscript(index: Int) -> Expansion {
            index == 0 ? storage.firstExpansion : storage.otherExpansions[index - 1]
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

    /// The concrete patterns that the optional groups expand to, all groups present first.
    package var expansions: Expansions { Expansions(storage: storage) }
    /// How many concrete patterns the optional groups expand to.
    package var expansionCount: Int {
        guard let storage = structure else { return 1 }
        return storage.otherExpansions.count + 1
    }

    /// Parses a pattern.
    ///
    /// - Parameters:
    ///   - text: The pattern.
    ///   - hostAsPath: How the host of a full-URL pattern is read, as for URLs.
    ///   - types: Extra parameter types for `<type:name>`, besides the built-in ones.
    public init(_ text: String, hostAsPath: HostAsPath = .auto, types: [ParameterType] = []) throws(PatternError) {
        try self.init(text, hostAsPath: hostAsPath, registry: types.isEmpty ? .builtIn : TypeRegistry(Self.registry(types)))
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
        self.init(parsed: Storage(parsed, text: text, registry: registry, isPlain: isPlain))
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
        // A new run wherever the registry changes (a builder's routes share one until types are registered).
        var registries: [(start: Int32, registry: TypeRegistry)] = []
        for storage in patterns where storage.isPlain {
            if registries.last?.registry !== storage.registry { registries.append((Int32(bytes.count), storage.registry)) }
            if storage.text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes += storage.text.utf8
            }
        }
        let buffer = PatternTexts(bytes, registries: registries)
        var start = 0
        return patterns.map { storage in
            guard storage.isPlain else { return RoutePattern(parsed: storage) }
            let count = storage.text.utf8.count
            defer { start += count }
            return RoutePattern(form: .text(TextSlice(buffer: buffer, start: Int32(start), count: Int32(count))))
        }
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

    /// The names of a segment's captures, in order; none for a literal segment. A slice of
    /// ``parameterNames``: its indices are that array's, not 0-based.
    func names(of segment: Segment) -> ArraySlice<String> {
        guard case .dynamic(let parts, let first) = segment else { return [] }
        return storage.parameterNames[first..<(first + Segment.captureCount(parts))]
    }

    /// The names an expansion's segments capture, in order (a wildcard's not included). Most expansions
    /// capture exactly the pattern's names and share its array instead of building a copy.
    package func captureNames(of expansion: Expansion) -> [String] {
        let all = storage.parameterNames
        var next = 0
        var whole = true
        func scan(_ segments: [Segment]) {
            for case .dynamic(let parts, let first) in segments {
                if first != next { whole = false }
                next = first + Segment.captureCount(parts)
            }
        }
        scan(expansion.path)
        if let fragment = expansion.fragment { scan(fragment) }
        if whole, next == all.count { return all }
        var names: [String] = []
        for segment in expansion.path { names += self.names(of: segment) }
        for segment in expansion.fragment ?? [] { names += self.names(of: segment) }
        return names
    }
}

extension RouteMatch {
    /// The concrete pattern that matched, optional groups resolved (for example `/goods/:id/reviews`).
    package var expansion: String { route.pattern.expansionText(expansionIndex) }
}
