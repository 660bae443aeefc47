/// Parses the pattern language into concrete expansions. Offsets are in Unicode scalars.
struct PatternParser {
    let text: String
    let hostAsPath: HostAsPath
    let types: [String: ParameterType]
    /// The pattern's Unicode scalars, made only when it is not all ASCII (nearly every pattern is: its
    /// bytes are read instead, and a scalar offset is a byte offset).
    private let scalars: [Unicode.Scalar]
    /// The pattern's bytes when it is all ASCII.
    private let ascii: [UInt8]?
    /// How many scalars the pattern has.
    private let n: Int
    private var i = 0
    private var names: [String] = []
    private var nameSet: Set<String> = []
    private var groupCount = 0
    private var segmentCount = 0

    /// The most segments a pattern may write (path and fragment, counted across optional groups): as many
    /// as a URL may have by default (``IntakeLimits``). The cap bounds the matcher's recursion (one level
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
    private func at(_ k: Int) -> Unicode.Scalar {
        if let ascii { return Unicode.Scalar(ascii[k]) }
        return scalars[k]
    }

    /// The text of scalars `start..<end`.
    private func scalarText(_ start: Int, _ end: Int) -> String {
        if let ascii { return String(decoding: ascii[start..<end], as: UTF8.self) }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    struct Parsed {
        var scheme: String?
        var host: String?
        /// Whether a placeholder stands in the host position (`https://<path:url>`, `myapp://<id>/detail`):
        /// the pattern's first segment takes the URL's host, also a host with a dot.
        var takesHost = false
        var names: [String]
        var firstExpansion: RoutePattern.Expansion
        /// The expansions after the first (groups left out); empty without optional groups.
        var otherExpansions: [RoutePattern.Expansion]
    }

    /// A parsed piece of the pattern, with its scalar offsets (`offset..<end` is its source text). Not
    /// `indirect`: a group's items are in an array already, and an indirect enum boxed every segment.
    private enum Item {
        case segment(RoutePattern.Segment, offset: Int, end: Int)
        case wildcard(RoutePattern.Wildcard, offset: Int, end: Int)
        case hash(offset: Int)
        case group([Item], offset: Int)
    }

    private func error(_ offset: Int, _ message: String) -> PatternError {
        PatternError(pattern: text, offset: offset, message: message)
    }

    mutating func parse() throws(PatternError) -> Parsed {
        if n == 0 { throw error(0, "empty pattern; use \"/\" for the root") }
        if n > Self.maxLength {
            throw error(Self.maxLength, "a pattern can be at most \(Self.maxLength) characters long")
        }
        var scheme: String?
        var host: String?
        var hostPosition = false
        if let (parsedScheme, afterScheme) = schemePrefix() {
            scheme = parsedScheme
            i = afterScheme
            let hostStart = i
            while i < n, !(at(i) == "/" || at(i) == "#" || at(i) == "(") { i += 1 }
            let hostText = scalarText(hostStart, i)
            if !hostText.isEmpty {
                // A placeholder is never a host constraint, whatever `hostAsPath` says: it is the first
                // segment, and takes the URL's host (URLNavigator's `https://<path:url>`).
                let placeholder = hostText.hasPrefix("<") || hostText.hasPrefix(":") || hostText.hasPrefix("*")
                if !placeholder, isRealHost(hostText) {
                    for k in hostStart..<i where ":<>*()\\ ".unicodeScalars.contains(at(k)) && !hostText.hasPrefix("[") {
                        throw error(k, "a host constraint must be literal text")
                    }
                    host = hostText.lowercased()
                } else {
                    i = hostStart  // the host is the first path segment
                    hostPosition = placeholder
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
        // Every expansion starts with the host position's placeholder (a capture or a wildcard).
        parsed.takesHost = hostPosition && ([first] + others).allSatisfy { expansion in
            guard let segment = expansion.path.first else { return expansion.wildcard != nil }
            if case .dynamic = segment { return true }
            return false
        }
        return parsed
    }

    private func schemePrefix() -> (String, Int)? {
        guard n > 0, case let first = at(0), first.isASCIILetter else { return nil }
        var k = 1
        while k < n, at(k).isASCIILetter || ("0"..."9").contains(at(k)) || "+-.".unicodeScalars.contains(at(k)) {
            k += 1
        }
        guard k + 2 < n, at(k) == ":", at(k + 1) == "/", at(k + 2) == "/" else { return nil }
        return (scalarText(0, k).lowercased(), k + 3)
    }

    private func isRealHost(_ host: String) -> Bool {
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
    private mutating func parseSequence(depth: Int, inFragment: Bool, atSegmentStart: Bool) throws(PatternError) -> [Item] {
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
                throw error(i, "unbalanced ')': no optional group is open")
            case "(":
                let start = i
                // n nested groups expand to at least n + 1 patterns, so deeper nesting can only fail the
                // expansion limit; refusing it here also bounds the parser's recursion (hostile patterns
                // from a server must not exhaust a 512 KiB thread stack).
                if depth >= 255 {
                    throw error(start, "too many optional-group combinations (more than 256)")
                }
                i += 1
                // `(/a)` anywhere a segment ends; `(a/)` or `(a)` only where a segment starts.
                guard i < n, at(i) == "/" || atSegmentStart else {
                    throw error(i, "an optional group must start with '/'")
                }
                groupCount += 1
                let inner = try parseSequence(depth: depth + 1, inFragment: sawHash, atSegmentStart: true)
                guard i < n, at(i) == ")" else {
                    throw error(start, "unbalanced '(': this optional group is never closed")
                }
                i += 1
                // A group ending with `/` that opened where a segment starts is followed by a segment
                // start whether it is present or not (`(rest/):object`); any other group must be followed
                // by a segment boundary.
                let endsWithSlash = at(i - 2) == "/"
                if i < n, !Self.endsSegment(at(i)), !(endsWithSlash && atSegmentStart) {
                    throw error(i, "an optional group must end at a segment boundary")
                }
                atSegmentStart = endsWithSlash && atSegmentStart
                items.append(.group(inner, offset: start))
            case "#":
                if depth > 0 { throw error(i, "'#' cannot be inside an optional group") }
                if sawHash { throw error(i, "a pattern can have only one '#'") }
                let start = i
                i += 1
                guard i < n, at(i) == "/" else {
                    throw error(i, "expected '/' after '#': a hash route matches a fragment path such as #/view/42")
                }
                sawHash = true
                atSegmentStart = false
                items.append(.hash(offset: start))
            default:
                segmentCount += 1
                if segmentCount > Self.maxSegments {
                    throw error(i, "a pattern can have at most \(Self.maxSegments) segments")
                }
                items.append(try parseSegment())
                atSegmentStart = false
            }
        }
        return items
    }

    private mutating func parseName() -> String {
        let start = i
        while i < n, at(i).isASCIILetter || at(i) == "_" || (i > start && ("0"..."9").contains(at(i))) { i += 1 }
        return source(start)
    }

    /// Adds a capture's name (``unnamed`` for JLRoutes' `:`: it is never a duplicate).
    private mutating func record(_ name: String, at offset: Int) throws(PatternError) {
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
        if duplicate { throw error(offset, "duplicate parameter name '\(name)'") }
        names.append(name)
    }

    private mutating func parseSegment() throws(PatternError) -> Item {
        let start = i
        var parts: [RoutePattern.Part] = []
        /// The pattern's name index of the segment's first capture, and how many it has.
        let firstName = names.count
        var captureCount = 0
        /// The literal's scalars, built only when they are not simply `s[literalStart..<i]` of an ASCII
        /// pattern (a non-ASCII pattern, or a `\` escape in the literal).
        var literal = String.UnicodeScalarView()
        var literalLength = 0
        var literalStart = i
        /// Whether the literal is `s[literalStart..<i]` as written (no `\` escape in it).
        var literalPlain = true
        var lastWasCapture = false

        // A segment that is one plain literal (most are) in an ASCII pattern: its bytes, without the
        // general loop's bookkeeping.
        if let ascii {
            var end = i
            while end < n, !Self.isSpecial(ascii[end]) { end += 1 }
            if end > i, end == n || Self.endsSegment(Unicode.Scalar(ascii[end])) {
                let bytes = Self.decodedLiteral(ascii, start, end)
                i = end
                guard let bytes else { throw undecodable(start, shown: source(start)) }
                return .segment(.literal(bytes), offset: start, end: end)
            }
        }

        func flushLiteral() throws(PatternError) {
            guard literalLength > 0 else { return }
            let bytes: RoutePattern.Literal?
            if literalPlain, let ascii {
                // An ASCII pattern's literal is a slice of its bytes: no copy before decoding.
                bytes = Self.decodedLiteral(ascii, literalStart, i)
            } else {
                bytes = Array(String(literal).utf8).withUnsafeBufferPointer { Self.decodedLiteral($0) }
            }
            guard let bytes else {
                let shown = literalPlain && ascii != nil ? source(literalStart) : String(literal)
                throw undecodable(literalStart, shown: shown)
            }
            parts.append(.literal(bytes))
            literal = String.UnicodeScalarView()
            literalLength = 0
        }

        while i < n {
            let c = at(i)
            if Self.endsSegment(c) { break }
            switch c {
            case "\\":
                i += 1
                guard i < n else { throw error(i - 1, "expected a character after '\\'") }
                if literalLength == 0 {
                    literalStart = i - 1
                } else if literalPlain, ascii != nil {
                    literal = scalarText(literalStart, i - 1).unicodeScalars  // the text before the `\`
                }
                literalPlain = false
                literal.append(at(i))
                literalLength += 1
                i += 1
                lastWasCapture = false
            case ":", "<":
                if lastWasCapture && literalLength == 0 {
                    throw error(i, "two captures in one segment need literal text between them")
                }
                try flushLiteral()
                let captureStart = i
                let (constraint, name, nameOffset, wildcard) = try parseCapture()
                if name == RoutePattern.unnamed, !parts.isEmpty {
                    throw error(captureStart, "expected a parameter name after ':' (an unnamed ':' must be a whole segment)")
                }
                if let wildcard {
                    if !parts.isEmpty || captureCount > 0 || (i < n && !Self.endsSegment(at(i))) {
                        throw error(start, "<path:\(name)> must be a whole segment")
                    }
                    try record(name, at: nameOffset)
                    return .wildcard(wildcard, offset: start, end: i)
                }
                try record(name, at: nameOffset)
                parts.append(.capture(constraint))
                captureCount += 1
                lastWasCapture = true
            case "*":
                guard parts.isEmpty, literalLength == 0 else { throw error(i, "a wildcard must be a whole segment") }
                i += 1
                let nameOffset = i
                let name = parseName()
                if i < n, !Self.endsSegment(at(i)) {
                    throw error(i, "a wildcard must be a whole segment")
                }
                if !name.isEmpty { try record(name, at: nameOffset) }
                return .wildcard(.init(name: name.isEmpty ? nil : name, minimum: 0), offset: start, end: i)
            case ">":
                throw error(i, "unexpected '>' outside a placeholder")
            case "?":
                throw error(i, "a pattern has no query: every query parameter reaches the route anyway")
            default:
                if literalLength == 0 {
                    literalStart = i
                    literalPlain = true
                }
                if !literalPlain || ascii == nil { literal.append(c) }
                literalLength += 1
                i += 1
                lastWasCapture = false
            }
        }
        try flushLiteral()
        let segment: RoutePattern.Segment
        if captureCount == 0, parts.count == 1, case .literal(let bytes) = parts[0] {
            segment = .literal(bytes)
        } else {
            segment = .dynamic(parts: Self.shared(parts), firstName: firstName)
        }
        return .segment(segment, offset: start, end: i)
    }

    /// The parts of a whole-segment capture without a regex (`:id`, `<int:id>`), shared by every pattern
    /// that has one: they are most dynamic segments, and an array of their own was about 50 bytes of every
    /// route a table keeps. Immutable, so sharing them is sharing constants.
    private static let wholeSegmentParts: [[RoutePattern.Part]] = {
        var shared: [[RoutePattern.Part]] = [[.capture(.any)]]
        for (name, type) in ParameterType.builtIn.sorted(by: { $0.key < $1.key }) where type.isConstraining {
            shared.append([.capture(.type(name, registration: type.registration))])
        }
        return shared
    }()

    /// `parts`, or an equal array shared with other patterns when there is one (found by comparison:
    /// hashing the constraint cost more than the search).
    private static func shared(_ parts: [RoutePattern.Part]) -> [RoutePattern.Part] {
        guard parts.count == 1, case .capture(let constraint) = parts[0] else { return parts }
        switch constraint {
        case .any, .type: return wholeSegmentParts.first { $0[0] == parts[0] } ?? parts
        case .regex: return parts
        }
    }

    /// ``decodedLiteral(_:)`` of an ASCII pattern's bytes `start..<end`, read in place.
    private static func decodedLiteral(_ ascii: [UInt8], _ start: Int, _ end: Int) -> RoutePattern.Literal? {
        ascii.withUnsafeBufferPointer { decodedLiteral(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// The error for a literal whose escapes are not UTF-8 text, shown as `shown`, at `offset`.
    private func undecodable(_ offset: Int, shown: String) -> PatternError {
        error(offset, "percent escapes in '\(shown)' do not decode to UTF-8 text")
    }

    /// A literal's bytes with their percent escapes decoded, or `nil` when the decoded escapes are not
    /// UTF-8 text. Decoded to bytes, not through `String`: a literal must decode to the same bytes a URL
    /// segment decodes to, and an escape that is not UTF-8 text is refused rather than turned into U+FFFD
    /// (which would then never match the URL written the same way).
    private static func decodedLiteral(_ raw: UnsafeBufferPointer<UInt8>) -> RoutePattern.Literal? {
        // Without an escape the bytes are the pattern's own, which are UTF-8 text.
        guard PercentDecoding.needsDecoding(raw, plus: false) else { return RoutePattern.Literal(utf8Text: raw) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { target in
            guard let base = target.baseAddress else { return RoutePattern.Literal(utf8Text: raw) }
            let decoded = UnsafeBufferPointer(start: base, count: PercentDecoding.decode(raw, plus: false, into: base))
            return isUTF8(decoded) ? RoutePattern.Literal(utf8Text: decoded) : nil
        }
    }

    /// The ASCII bytes that the segment loop in ``parseSegment()`` treats specially (everything else is
    /// literal text): segment ends, `\`, captures, wildcards, `>` and `?`.
    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: ")"), UInt8(ascii: "#"), UInt8(ascii: "("), UInt8(ascii: "\\"),
             UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: "*"), UInt8(ascii: ">"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// `/`, `)`, `#` and `(` end a segment. (A switch: `"/)#(".unicodeScalars.contains(c)` walked a
    /// string for every character of every pattern.)
    @inline(__always)
    static func endsSegment(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "/", ")", "#", "(": return true
        default: return false
        }
    }

    /// Whether `bytes` are well-formed UTF-8.
    static func isUTF8(_ bytes: some Sequence<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var codec = UTF8()
        while true {
            switch codec.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private func source(_ start: Int) -> String { scalarText(start, i) }

    /// Parses `:name`, `:name(regex)`, `<name>` or `<type:name>` at `i`.
    private mutating func parseCapture() throws(PatternError)
        -> (RoutePattern.Constraint, String, Int, RoutePattern.Wildcard?)
    {
        if at(i) == ":" {
            let colon = i
            i += 1
            let nameOffset = i
            let name = parseName()
            if name.isEmpty {
                // JLRoutes' unnamed variable: `/:` takes one segment and gives no parameter.
                if i == n || Self.endsSegment(at(i)) { return (.any, RoutePattern.unnamed, nameOffset, nil) }
                throw error(colon, "expected a parameter name after ':'")
            }
            // `(` right after a name opens a regex, unless `(/` opens an optional group: `/goods/:id(/reviews)`.
            guard i < n, at(i) == "(", !(i + 1 < n && at(i + 1) == "/") else {
                return (.any, name, nameOffset, nil)
            }
            let open = i
            i += 1
            let regexStart = i
            var depth = 0
            var inClass = false
            while i < n {
                let c = at(i)
                if c == "\\" { i += 2; continue }
                if inClass {
                    if c == "]" { inClass = false }
                } else if c == "[" {
                    inClass = true
                } else if c == "(" {
                    depth += 1
                } else if c == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                i += 1
            }
            guard i < n else {
                throw error(open, "unterminated regular expression: expected ')'")
            }
            let regexSource = scalarText(regexStart, i)
            i += 1
            do {
                return (.regex(try SegmentRegex(regexSource)), name, nameOffset, nil)
            } catch {
                throw self.error(regexStart + error.offset, "invalid regular expression: \(error.message)")
            }
        }
        // "<" [type ":"] name ">"
        let open = i
        i += 1
        let firstOffset = i
        let first = parseName()
        var typeName: String?
        var name = first
        var nameOffset = firstOffset
        if i < n, at(i) == ":" {
            typeName = first
            if first.isEmpty { throw error(firstOffset, "expected a type name before ':'") }
            i += 1
            nameOffset = i
            name = parseName()
        }
        guard i < n, at(i) == ">" else {
            if i < n, at(i) != "/" {
                throw error(i, "unexpected character in placeholder; expected '>'")
            }
            throw error(open, "unterminated placeholder: expected '>'")
        }
        if name.isEmpty { throw error(nameOffset, "expected a parameter name") }
        i += 1
        guard let typeName else { return (.any, name, nameOffset, nil) }
        if typeName == "path" { return (.any, name, nameOffset, .init(name: name, minimum: 1)) }
        guard let type = types[typeName] else {
            let known = (Array(types.keys) + ["path"]).sorted().joined(separator: ", ")
            throw error(firstOffset, "unknown parameter type '\(typeName)'; known types: \(known)")
        }
        return (type.isConstraining ? .type(typeName, registration: type.registration) : .any, name, nameOffset, nil)
    }

    private typealias Elements = [Item]

    private func expand(_ items: [Item]) throws(PatternError) -> [Elements] {
        // Without optional groups (most patterns) there is one expansion: the items themselves.
        if !items.contains(where: { if case .group = $0 { return true } else { return false } }) { return [items] }
        var result: [Elements] = [[]]
        for item in items {
            if case .group(let inner, let offset) = item {
                let innerExpansions = try expand(inner)
                var next: [Elements] = []
                for prefix in result {
                    for expansion in innerExpansions { next.append(prefix + expansion) }
                    next.append(prefix)
                }
                if next.count > 256 {
                    throw error(offset, "too many optional-group combinations (more than 256)")
                }
                result = next
            } else {
                // In place: `result.map { $0 + [item] }` built three arrays per item and expansion.
                for k in result.indices { result[k].append(item) }
            }
        }
        return result
    }

    private func concrete(_ elements: Elements) throws(PatternError) -> RoutePattern.Expansion {
        // Collected in local arrays sized once (appending through the optional `fragment` of an
        // `Expansion` copied and regrew its arrays).
        var path: [RoutePattern.Segment] = []
        path.reserveCapacity(elements.count)
        var fragment: [RoutePattern.Segment]?
        var wildcard: RoutePattern.Wildcard?
        var wildcardOffset: Int?
        for element in elements {
            if let wildcardOffset {
                throw error(wildcardOffset, "a wildcard must be the last segment")
            }
            switch element {
            case .segment(let segment, _, _):
                if fragment != nil { fragment?.append(segment) } else { path.append(segment) }
            case .wildcard(let found, let offset, _):
                wildcard = found
                wildcardOffset = offset
            case .hash:
                fragment = []
            case .group:
                break  // groups are resolved by expand
            }
        }
        return RoutePattern.Expansion(path: path, fragment: fragment, wildcard: wildcard, text: expansionText(elements))
    }

    /// An expansion's text: each segment's source after a `/`, `#` before a fragment path; `/` for none.
    /// When that is the pattern as written (a path pattern without optional groups or doubled slashes, the
    /// usual case) it is the pattern's own string, sharing its storage instead of holding a copy.
    private func expansionText(_ elements: Elements) -> String {
        var k = 0
        var same = true
        var length = 0
        for element in elements {
            switch element {
            case .segment(_, let start, let end), .wildcard(_, let start, let end):
                same = same && k < n && at(k) == "/" && start == k + 1
                k = end
                length += 1 + end - start
            case .hash(let offset):
                same = same && offset == k
                k = offset + 1
                length += 1
            case .group:
                break
            }
        }
        if length == 0 { return "/" }
        if same, k == n { return text }
        var written = ""
        written.reserveCapacity(length)
        for element in elements {
            switch element {
            case .segment(_, let start, let end), .wildcard(_, let start, let end):
                written += "/"
                written += scalarText(start, end)
            case .hash:
                written += "#"
            case .group:
                break
            }
        }
        return written
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

// MARK: - Plain path patterns in one pass

extension PatternParser {
    /// The parse of a plain path pattern, read in one pass over its bytes, or `nil` when the pattern needs
    /// the full parser: anything but `/`-separated ASCII segments that are each a literal without `%` or a
    /// special character, a whole-segment `:name`, `<name>` or `<type:name>`, or a trailing `*`, `*name` or
    /// `<path:name>`. Errors always go to the full parser, so every diagnostic is the full parser's.
    ///
    /// Nearly every route an app registers is such a pattern. The full parser makes an item list, an
    /// expansion list and a byte copy of the pattern on the way (about 7,000 instructions for
    /// `/shop/goods/:goodsId`); this makes only the segment array, the names and their strings. It must
    /// give exactly what the full parser gives: the "Pattern parsing" suite checks both on generated
    /// patterns.
    static func parsePlain(_ text: String, types: [String: ParameterType]) -> Parsed? {
        text.utf8.withContiguousStorageIfAvailable { parsePlain($0, text: text, types: types) } ?? nil
    }

    private static func parsePlain(_ bytes: UnsafeBufferPointer<UInt8>, text: String, types: [String: ParameterType]) -> Parsed? {
        let n = bytes.count
        let slash = UInt8(ascii: "/")
        guard n >= 2, n <= maxLength, bytes[0] == slash else { return nil }
        // Sized once: a segment per `/`, at most a name per `:`, `<` or `*` (growing the arrays through 1, 2,
        // 4 took more than the rest of the reading).
        var slashes = 0, captures = 0
        for byte in bytes {
            if byte == slash { slashes += 1 }
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "*") { captures += 1 }
        }
        var path: [RoutePattern.Segment] = []
        path.reserveCapacity(slashes)
        var names: [String] = []
        if captures > 0 { names.reserveCapacity(captures) }
        var wildcard: RoutePattern.Wildcard?
        var start = 1
        while true {
            // A segment: `start..<end`, after its `/`. Empty segments (doubled or trailing slashes) and
            // anything after a wildcard go to the full parser.
            guard start < n, wildcard == nil else { return nil }
            var end = start
            while end < n, bytes[end] != slash { end += 1 }
            guard end > start, path.count < maxSegments else { return nil }
            switch bytes[start] {
            case UInt8(ascii: ":"):
                guard let name = plainName(bytes, start + 1, end) else { return nil }
                path.append(.dynamic(parts: wholeSegmentParts[0], firstName: names.count))
                names.append(name)
            case UInt8(ascii: "<"):
                guard bytes[end - 1] == UInt8(ascii: ">") else { return nil }
                var colon = start + 1
                while colon < end - 1, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
                let hasType = colon < end - 1
                guard let name = plainName(bytes, hasType ? colon + 1 : start + 1, end - 1) else { return nil }
                var constraint = RoutePattern.Constraint.any
                if hasType {
                    guard let typeName = plainName(bytes, start + 1, colon) else { return nil }
                    if typeName == "path" {
                        wildcard = RoutePattern.Wildcard(name: name, minimum: 1)
                        names.append(name)
                        break
                    }
                    guard let type = types[typeName] else { return nil }
                    if type.isConstraining { constraint = .type(typeName, registration: type.registration) }
                }
                path.append(.dynamic(parts: shared([.capture(constraint)]), firstName: names.count))
                names.append(name)
            case UInt8(ascii: "*"):
                if end > start + 1 {
                    guard let name = plainName(bytes, start + 1, end) else { return nil }
                    wildcard = RoutePattern.Wildcard(name: name, minimum: 0)
                    names.append(name)
                } else {
                    wildcard = RoutePattern.Wildcard(name: nil, minimum: 0)
                }
            default:
                for k in start..<end {
                    let byte = bytes[k]
                    guard byte < 0x80, byte != UInt8(ascii: "%"), !isSpecial(byte) else { return nil }
                }
                path.append(.literal(RoutePattern.Literal(utf8Text: UnsafeBufferPointer(rebasing: bytes[start..<end]))))
            }
            if end == n { break }
            start = end + 1
        }
        // A duplicate name is an error: the full parser reports it.
        if names.count > 1 {
            if names.count < 8 {
                for k in 1..<names.count where names[..<k].contains(names[k]) { return nil }
            } else if Set(names).count != names.count {
                return nil
            }
        }
        return Parsed(
            scheme: nil, host: nil, names: names,
            firstExpansion: RoutePattern.Expansion(path: path, fragment: nil, wildcard: wildcard, text: text),
            otherExpansions: [])
    }

    /// `bytes[start..<end]` as a parameter name when all of it is one (`[A-Za-z_][A-Za-z0-9_]*`, what
    /// ``parseName()`` reads), else `nil`.
    private static func plainName(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        guard end > start else { return nil }
        for k in start..<end {
            let byte = bytes[k]
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard letter || byte == UInt8(ascii: "_") || (digit && k > start) else { return nil }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
