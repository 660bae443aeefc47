struct Template: Sendable {
    enum Piece: Sendable {
        case text(String)
        /// A path capture.
        case parameter(String)
        /// The first value of a query item (`{query.from}`).
        case query(String)
        /// The URL's fragment as written (`{fragment}`).
        case fragment
    }

    let pieces: [Piece]
    /// How messages name the rule this template belongs to, when routing changes put rules before the app's
    /// own (`rewrite 1 of document 12`); `nil` for `rewrite N`.
    var ruleName: String?

    init(_ text: String, names: [String], ruleIndex: Int, source: RewriteError.Field = .from) throws(RewriteError) {
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
                        ruleIndex: ruleIndex, field: .to, offset: start, message: "unterminated placeholder: expected '}'", text: text)
                }
                if !names.contains(name), let piece = Self.urlPart(name) {
                    if !literal.isEmpty { pieces.append(.text(literal)) }
                    literal = ""
                    pieces.append(piece)
                    k += 1
                    continue
                }
                guard names.contains(name) else {
                    let known = names.isEmpty ? "it has none" : "it has " + names.map { "{\($0)}" }.joined(separator: ", ")
                    throw RewriteError(
                        ruleIndex: ruleIndex, field: .to, offset: start,
                        message:
                            "'{\(name)}' is not a \(source == .regex ? "named group of \"regex\"" : "parameter of \"from\""); \(known)",
                        text: text)
                }
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.parameter(name))
                k += 1
            } else if scalars[k] == "}" {
                throw RewriteError(ruleIndex: ruleIndex, field: .to, offset: k, message: "unexpected '}'", text: text)
            } else {
                literal.unicodeScalars.append(scalars[k])
                k += 1
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        if text.isEmpty {
            throw RewriteError(ruleIndex: ruleIndex, field: .to, offset: 0, message: "empty rewrite target", text: text)
        }
        self.pieces = pieces
    }

    func render(_ parameters: RouteParameters) -> String {
        render(url: parameters.url) { parameters.pathParameters[$0] }
    }

    /// The URL for `url`, whose captures `capture` gives (a path capture, or a regex's named group).
    func render(url: RouteURL, capture: (String) -> String?) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .parameter(let name): result += Self.encode(capture(name) ?? "")
            case .query(let key): result += Self.encode(url.queryItems.first { $0.name == key }?.value ?? "")
            case .fragment: result += url.fragment ?? ""
            }
        }
        return result
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters, so a value stays one segment or
    /// one query value wherever the template puts it.
    /// A placeholder that reads the URL rather than a capture: `{query.NAME}` or `{fragment}`.
    static func urlPart(_ name: String) -> Piece? {
        if name == "fragment" { return .fragment }
        if name.hasPrefix("query."), name.count > 6 { return .query(String(name.dropFirst(6))) }
        return nil
    }

    static func encode(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return result
    }
}
