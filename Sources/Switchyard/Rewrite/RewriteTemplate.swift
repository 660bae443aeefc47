struct Template: Sendable {
    enum Piece: Sendable {
        case text(String)
        /// A path capture.
        case parameter(String)
        /// The first value of a query item (`{query.from}`).
        case query(String)
        /// The URL's fragment as written (`{fragment}`).
        case fragment
        /// A capture or query item inserted as a path, its `/` kept (`{path:rest}`, `{path:query.url}`).
        indirect case path(Piece)
        /// The whole target: the URL a query item carries, decoded once (`{url:query.redirect_to}`; rewrite
        /// rules only).
        case nestedURL(String)
    }

    let pieces: [Piece]
    /// How messages name the rule this template belongs to, when routing changes put rules before the app's
    /// own (`rewrite 1 of document 12`); `nil` for `rewrite N`.
    var ruleName: String?

    /// The query item whose URL is the whole target (`{url:query.NAME}`), or `nil`.
    var nestedURLKey: String? {
        if pieces.count == 1, case .nestedURL(let key) = pieces[0] { return key }
        return nil
    }

    init(
        _ text: String, names: [String], ruleIndex: Int, source: RewriteError.Field = .from, allowsNestedURL: Bool = false
    ) throws(RewriteError) {
        var pieces: [Piece] = []
        var literal = ""
        let scalars = Array(text.unicodeScalars)
        var k = 0
        while k < scalars.count {
            if scalars[k] == "{" {
                let start = k
                k += 1
                var name = ""
                while k < scalars.count, scalars[k] != "}" { name.unicodeScalars.append(scalars[k]); k += 1 }
                guard k < scalars.count else {
                    throw RewriteError(
                        ruleIndex: ruleIndex, field: .to, offset: start, message: RouterText.rewriteUnterminatedPlaceholder, text: text)
                }
                guard let piece = Self.placeholder(name, names: names) else {
                    let known = names.isEmpty ? "none" : names.map { "{\($0)}" }.joined(separator: ", ")
                    let shown = DiagnosticText.shortened(name)
                    throw RewriteError(
                        ruleIndex: ruleIndex, field: .to, offset: start,
                        message: source == .regex
                            ? RouterText.rewriteNotAGroup(name: shown, known: known)
                            : RouterText.rewriteNotAParameter(name: shown, known: known),
                        text: text)
                }
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(piece)
                k += 1
            } else if scalars[k] == "}" {
                throw RewriteError(ruleIndex: ruleIndex, field: .to, offset: k, message: RouterText.rewriteUnexpectedBrace, text: text)
            } else {
                literal.unicodeScalars.append(scalars[k])
                k += 1
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        if text.isEmpty {
            throw RewriteError(ruleIndex: ruleIndex, field: .to, offset: 0, message: "empty rewrite target", text: text)
        }
        try Self.checkNestedURL(pieces, text: text, ruleIndex: ruleIndex, allowed: allowsNestedURL)
        self.pieces = pieces
    }

    /// A `{url:query.NAME}` placeholder is the whole target of a rewrite rule, or an error at it.
    private static func checkNestedURL(_ pieces: [Piece], text: String, ruleIndex: Int, allowed: Bool) throws(RewriteError) {
        guard pieces.contains(where: { if case .nestedURL = $0 { true } else { false } }) else { return }
        let scalars = Array(text.unicodeScalars), opening = Array(("{" + nestedURLPrefix).unicodeScalars)
        let offset = scalars.indices.first { scalars[$0...].starts(with: opening) } ?? 0
        guard allowed else {
            throw RewriteError(
                ruleIndex: ruleIndex, field: .to, offset: offset,
                message: "'{\(nestedURLPrefix)…}' opens the URL a query item carries: only a rewrite rule's \"to\" may", text: text)
        }
        guard pieces.count == 1 else {
            throw RewriteError(
                ruleIndex: ruleIndex, field: .to, offset: offset,
                message: RouterText.rewriteNestedUrlWhole, text: text)
        }
    }

    /// The piece a placeholder's text (between `{` and `}`) stands for, or `nil` when it names nothing: a
    /// capture of `names`, `query.NAME`, `fragment`, or `path:` before a capture or `query.NAME`.
    static func placeholder(_ text: String, names: [String]) -> Piece? {
        if names.contains(text) { return .parameter(text) }
        if let part = urlPart(text) { return part }
        if text.hasPrefix(nestedURLPrefix), case .query(let key)? = urlPart(String(text.dropFirst(nestedURLPrefix.count))) {
            return .nestedURL(key)
        }
        guard text.hasPrefix(pathPrefix) else { return nil }
        let name = String(text.dropFirst(pathPrefix.count))
        if names.contains(name) { return .path(.parameter(name)) }
        if case .query = urlPart(name) { return urlPart(name).map { .path($0) } }
        return nil
    }

    func render(_ parameters: RouteParameters) -> String {
        render(url: parameters.url) { parameters.pathParameters[$0] }
    }

    /// The URL for `url`, whose captures `capture` gives (a path capture, or a regex's named group).
    func render(url: RouteURL, capture: (String) -> String?) -> String {
        var result = ""
        for piece in pieces { result += render(piece, url: url, capture: capture) }
        return result
    }

    private func render(_ piece: Piece, url: RouteURL, capture: (String) -> String?) -> String {
        switch piece {
        case .text(let text): return text
        case .parameter(let name): return Self.encode(capture(name) ?? "")
        case .query(let key): return Self.encode(Self.queryValue(key, url))
        case .fragment: return url.fragment ?? ""
        case .path(.parameter(let name)): return Self.encodePath(capture(name) ?? "")
        case .path(.query(let key)): return Self.encodePath(Self.queryValue(key, url))
        case .path(let other): return render(other, url: url, capture: capture)
        case .nestedURL(let key): return Self.queryValue(key, url)
        }
    }

    /// The first value of the query item `key`, or `""`.
    private static func queryValue(_ key: String, _ url: RouteURL) -> String {
        url.queryItems.first { $0.name == key }?.value ?? ""
    }

    /// The prefix of a placeholder that inserts its value as a path: `{path:rest}`.
    static let pathPrefix = "path:"
    /// The prefix of the placeholder that opens the URL a query item carries: `{url:query.redirect_to}`.
    static let nestedURLPrefix = "url:"

    /// Whether `value` is an absolute URL: an ASCII letter, then letters, digits, `+`, `-` or `.`, then `:`.
    /// A nested URL without a scheme would be a path of the app's own (an in-app link), so it is not opened.
    static func isAbsolute(_ value: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        var scalars = value.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isLetter(first) else { return false }
        while let scalar = scalars.next() {
            if scalar == ":" { return true }
            guard isLetter(scalar) || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar) else { return false }
        }
        return false
    }

    /// A value inserted as a path: split at `/`, empty pieces dropped (so leading, trailing and repeated `/`
    /// go), each piece percent-encoded as ``encode(_:)`` does, joined by `/`. A `.` or `..` piece is written
    /// `%2E` or `%2E%2E`: intake refuses such a URL (a dot segment, encoded or not), so a value can never
    /// climb out of the path the template puts it in.
    static func encodePath(_ value: String) -> String {
        value.split(separator: "/", omittingEmptySubsequences: true).map { piece in
            switch piece {
            case ".": return "%2E"
            case "..": return "%2E%2E"
            default: return encode(String(piece))
            }
        }.joined(separator: "/")
    }

    /// A placeholder that reads the URL rather than a capture: `{query.NAME}` or `{fragment}`.
    static func urlPart(_ name: String) -> Piece? {
        if name == "fragment" { return .fragment }
        if name.hasPrefix("query."), name.count > 6 { return .query(String(name.dropFirst(6))) }
        return nil
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters, so a value stays one segment or
    /// one query value wherever the template puts it.
    static func encode(_ value: String) -> String {
        // Bytes, then one String: appending scalar by scalar cost a 16 KB capture about 0.1 ms a step (ADR 0057).
        var result: [UInt8] = []
        result.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.append(byte)
            default:
                result.append(UInt8(ascii: "%"))
                result.append(hexDigit(byte >> 4))
                result.append(hexDigit(byte & 0xF))
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The upper-case hex digit of `value` (0 to 15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
