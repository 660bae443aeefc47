/// Parses the pattern language into concrete expansions. Offsets are in Unicode scalars.
struct PatternParser {
    let text: String
    let hostAsPath: HostAsPath
    let types: [String: ParameterType]
    /// The pattern's Unicode scalars, made only when it is not all ASCII (nearly every pattern is: its
    /// bytes are read instead, and a scalar offset is a byte offset).
    let scalars: [Unicode.Scalar]
    /// The pattern's bytes when it is all ASCII.
    let ascii: [UInt8]?
    /// How many scalars the pattern has.
    let n: Int
    var i = 0
    var names: [String] = []
    var nameSet: Set<String> = []
    var groupCount = 0
    var segmentCount = 0

    /// The most segments a pattern may write (path and fragment, counted across optional groups): as many
    /// as a URL may have by default (``IntakeOptions``). The cap bounds the matcher's recursion (one level
    /// per pattern segment; a wildcard takes any number of URL segments without recursing), so a hostile
    /// pattern from a server cannot exhaust a 512 KiB thread stack or make the build quadratic.
    static let maxSegments = 256
    /// The longest pattern, in Unicode scalars.
    static let maxLength = 65_536

    init(text: String, hostAsPath: HostAsPath, types: [String: ParameterType]) {
        self.text = text
        self.hostAsPath = hostAsPath
        self.types = types
        let utf8 = Array(text.utf8)
        if utf8.allSatisfy({ $0 < 0x80 }) {
            ascii = utf8
            scalars = []
            n = utf8.count
        } else {
            ascii = nil
            scalars = Array(text.unicodeScalars)
            n = scalars.count
        }
    }

    /// The scalar at offset `k` (`k < n`).
    @inline(__always)
    func at(_ k: Int) -> Unicode.Scalar {
        if let ascii { return Unicode.Scalar(ascii[k]) }
        return scalars[k]
    }

    /// The text of scalars `start..<end`.
    func scalarText(_ start: Int, _ end: Int) -> String {
        if let ascii { return String(decoding: ascii[start..<end], as: UTF8.self) }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    struct Parsed {
        var scheme: String?
        var host: String?
        /// Whether a placeholder stands in the host position (`https://<path:url>`, `myapp://<id>/detail`):
        /// the pattern's first segment takes the URL's host, also a host with a dot.
        var takesHost = false
        /// A placeholder in the scheme (`http<scheme=|s>://…`); ``scheme`` is then its first scheme.
        var schemeCapture: SchemeCapture?
        var names: [String]
        var firstExpansion: RoutePattern.Expansion
        /// The expansions after the first (groups left out); empty without optional groups.
        var otherExpansions: [RoutePattern.Expansion]
    }

    /// A parsed piece of the pattern, with its scalar offsets (`offset..<end` is its source text). Not
    /// `indirect`: a group's items are in an array already, and an indirect enum boxed every segment.
    enum Item {
        case segment(RoutePattern.Segment, offset: Int, end: Int)
        case wildcard(RoutePattern.Wildcard, offset: Int, end: Int)
        case hash(offset: Int)
        case group([Item], offset: Int)
    }

    func error(_ offset: Int, _ message: String) -> PatternError {
        PatternError(pattern: text, offset: offset, message: message)
    }

    mutating func parse() throws(PatternError) -> Parsed {
        if n == 0 { throw error(0, MatchingText.patternEmpty) }
        if n > Self.maxLength {
            throw error(Self.maxLength, MatchingText.patternTooLong(limit: Self.maxLength))
        }
        var scheme: String?
        var host: String?
        var hostPosition = false
        var schemeCapture: SchemeCapture?
        var start = schemePrefix()
        if let open = schemePlaceholder() {
            let capture = try parseSchemeCapture(open: open)
            schemeCapture = capture
            start = (capture.schemes[0], i)
        }
        if let (parsedScheme, afterScheme) = start {
            scheme = parsedScheme
            i = afterScheme
            let hostStart = i
            while i < n, !(at(i) == "/" || at(i) == "#" || at(i) == "(") { i += 1 }
            let hostText = scalarText(hostStart, i)
            if !hostText.isEmpty {
                // A placeholder is never a host constraint, whatever `hostAsPath` says: it is the first
                // segment, and takes the URL's host (URLNavigator's `https://<path:url>`).
                let placeholder = hostText.hasPrefix("<") || hostText.hasPrefix(":") || hostText.hasPrefix("*")
                // A `<…>` placeholder after literal text (`www.example.<tld=com|de>`) makes the host a pattern
                // too: the first segment, taking any host as a placeholder at its start does (`x<id>` takes `x.a`).
                let hostPattern = !placeholder && !hostText.hasPrefix("[") && hostText.contains("<")
                if !placeholder, !hostPattern, isRealHost(hostText) {
                    for k in hostStart..<i where ":<>*()\\ ".unicodeScalars.contains(at(k)) && !hostText.hasPrefix("[") {
                        throw error(k, MatchingText.patternHostLiteral)
                    }
                    host = hostText.lowercased()
                } else {
                    i = hostStart  // the host is the first path segment
                    hostPosition = placeholder || hostPattern
                }
            }
        }
        let items = try parseSequence(depth: 0, inFragment: false, atSegmentStart: true)
        // `expand` gives at least one list of elements: the items themselves when there are no groups.
        let expanded = try expand(items)
        let first = try concrete(expanded.first ?? items)
        var others: [RoutePattern.Expansion] = []
        if expanded.count > 1 {
            others.reserveCapacity(expanded.count - 1)
            for elements in expanded.dropFirst() { others.append(try concrete(elements)) }
        }
        var parsed = Parsed(scheme: scheme, host: host, names: names, firstExpansion: first, otherExpansions: others)
        parsed.schemeCapture = schemeCapture
        // Every expansion starts with the host position's placeholder (a capture or a wildcard).
        parsed.takesHost =
            hostPosition
            && ([first] + others).allSatisfy { expansion in
                guard let segment = expansion.path.first else { return expansion.wildcard != nil }
                if case .dynamic = segment { return true }
                return false
            }
        return parsed
    }

    func schemePrefix() -> (String, Int)? {
        guard n > 0, case let first = at(0), first.isASCIILetter else { return nil }
        var k = 1
        while k < n, at(k).isASCIILetter || ("0"..."9").contains(at(k)) || "+-.".unicodeScalars.contains(at(k)) {
            k += 1
        }
        guard k + 2 < n, at(k) == ":", at(k + 1) == "/", at(k + 2) == "/" else { return nil }
        return (scalarText(0, k).lowercased(), k + 3)
    }

    /// The offset of a `<` before a `://` with no `/` before it (`http<s>://…`, DeepLinkDispatch's scheme
    /// placeholder), or `nil`.
    func schemePlaceholder() -> Int? {
        var placeholder: Int?
        var k = 0
        while k + 2 < n, at(k) != "/" {
            if at(k) == "<", placeholder == nil { placeholder = k }
            if at(k) == ":", at(k + 1) == "/", at(k + 2) == "/" { return placeholder }
            k += 1
        }
        return nil
    }

    func isRealHost(_ host: String) -> Bool {
        switch hostAsPath {
        case .always: return false
        case .never: return true
        case .auto: return host.contains(".") || host.lowercased() == "localhost" || host.hasPrefix("[")
        }
    }

    /// Parses segments and groups up to the end or the `)` that closes the group at `depth`.
    /// `atSegmentStart`: whether what comes first starts a segment (a `/` or a group ending with `/` was
    /// just read, or nothing was): a group may open there without a `/` of its own, as JLRoutes allows
    /// (`/(rest/)(app/):object/:id`).
    // Long: the grammar's sequence level (segments, groups, the fragment's `#`) with its depth and segment
    // limits, each case moving the shared cursor.
    mutating func parseSequence(depth: Int, inFragment: Bool, atSegmentStart: Bool) throws(PatternError) -> [Item] {
        var items: [Item] = []
        // One allocation for a usual pattern's segments instead of growing through 1, 2, 4, 8.
        items.reserveCapacity(8)
        var sawHash = inFragment
        var atSegmentStart = atSegmentStart
        while i < n {
            let c = at(i)
            switch c {
            case "/":
                i += 1
                atSegmentStart = true
            case ")":
                if depth > 0 { return items }
                throw error(i, MatchingText.patternUnbalancedClose)
            case "(":
                let start = i
                // n nested groups expand to at least n + 1 patterns, so deeper nesting can only fail the
                // expansion limit; refusing it here also bounds the parser's recursion (hostile patterns
                // from a server must not exhaust a 512 KiB thread stack).
                if depth >= 255 {
                    throw error(start, MatchingText.patternTooManyGroups)
                }
                i += 1
                // `(/a)` anywhere a segment ends; `(a/)` or `(a)` only where a segment starts.
                guard i < n, at(i) == "/" || atSegmentStart else {
                    throw error(i, MatchingText.patternGroupStart)
                }
                groupCount += 1
                let inner = try parseSequence(depth: depth + 1, inFragment: sawHash, atSegmentStart: true)
                guard i < n, at(i) == ")" else {
                    throw error(start, MatchingText.patternUnbalancedOpen)
                }
                i += 1
                // A group ending with `/` that opened where a segment starts is followed by a segment
                // start whether it is present or not (`(rest/):object`); any other group must be followed
                // by a segment boundary.
                let endsWithSlash = at(i - 2) == "/"
                if i < n, !Self.endsSegment(at(i)), !(endsWithSlash && atSegmentStart) {
                    throw error(i, MatchingText.patternGroupEnd)
                }
                atSegmentStart = endsWithSlash && atSegmentStart
                items.append(.group(inner, offset: start))
            case "#":
                if depth > 0 { throw error(i, MatchingText.patternHashInGroup) }
                if sawHash { throw error(i, MatchingText.patternTwoHashes) }
                let start = i
                i += 1
                guard i < n, at(i) == "/" else {
                    throw error(i, MatchingText.patternHashSlash)
                }
                sawHash = true
                atSegmentStart = false
                items.append(.hash(offset: start))
            default:
                segmentCount += 1
                if segmentCount > Self.maxSegments {
                    throw error(i, MatchingText.patternTooManySegments(limit: Self.maxSegments))
                }
                items.append(try parseSegment())
                atSegmentStart = false
            }
        }
        return items
    }

    mutating func parseName() -> String {
        let start = i
        while i < n, at(i).isASCIILetter || at(i) == "_" || (i > start && ("0"..."9").contains(at(i))) { i += 1 }
        return source(start)
    }

    /// Adds a capture's name (``unnamed`` for JLRoutes' `:`: it is never a duplicate).
    mutating func record(_ name: String, at offset: Int) throws(PatternError) {
        if name == RoutePattern.unnamed {
            names.append(name)
            return
        }
        // A few names are compared in place; the set is built only for patterns with many (a hostile
        // pattern with thousands of names stays linear).
        let duplicate: Bool
        if names.count < 8 {
            duplicate = names.contains(name)
        } else {
            if nameSet.isEmpty { nameSet = Set(names) }
            duplicate = !nameSet.insert(name).inserted
        }
        if duplicate { throw error(offset, MatchingText.patternDuplicateName(name: DiagnosticText.shortened(name))) }
        names.append(name)
    }

}
