/// Rewrite rules map legacy or web URLs to canonical ones before matching, for example a mobile-web
/// product page to the app's own link:
///
/// ```swift
/// let rules = try RewriteRules([
///     RewriteRule(from: "https://m.shop.example/product/:id.html", to: "shop://goods/{id}"),
/// ])
/// rules.rewrite("https://m.shop.example/product/7.html?from=ad")   // "shop://goods/7?from=ad"
/// ```
///
/// `from` is a pattern in the route pattern language; `to` is a URL in which `{name}` is replaced by the
/// percent-encoded value of the capture `name` (an absent optional capture gives an empty string),
/// `{query.NAME}` by the first value of the query item `NAME` (empty when absent) and `{fragment}` by the
/// URL's fragment as written.
/// When `to` has no query, the original query is kept (or mapped by the rule's ``QueryRewrite``); when
/// it has no fragment, the original fragment is kept. The first rule that matches (in the order given) applies, once: rewritten URLs are not
/// rewritten again, so rules cannot loop.
public struct RewriteRules: Sendable {
    /// The rules, in order.
    public let rules: [RewriteRule]
    private let table: RouteTable<Int>
    private let templates: [Template]

    /// Compiles rules, or reports the first rule that is wrong.
    public init(_ rules: [RewriteRule], options: RouteTableOptions = RouteTableOptions()) throws(RewriteError) {
        var tableOptions = options
        tableOptions.matchOrder = .registration
        tableOptions.accept = nil
        var builder = RouteTableBuilder<Int>(options: tableOptions)
        var templates: [Template] = []
        for (index, rule) in rules.enumerated() {
            do {
                try builder.add(rule.from, value: index)
            } catch {
                throw RewriteError(ruleIndex: index, field: .from, offset: error.offset, message: error.message, text: rule.from)
            }
            let names = builder.registeredRoutes[index].pattern.parameterNames
            templates.append(try Template(rule.to, names: names, ruleIndex: index))
        }
        do throws(RouteTableError) {
            let built = try builder.build()
            // An identical route is a warning in a route table (the first wins); two rules from one pattern
            // are still refused, as before.
            if let identical = built.warnings.first(where: { $0.code == .identicalRoute }) {
                throw RouteTableError(diagnostics: [identical])
            }
            table = built
        } catch {
            let first = error.diagnostics.first { $0.severity == .error || $0.code == .identicalRoute }
            let index = first?.routeID ?? 0
            let message = first?.relatedRouteID.map { "matches the same URLs as rewrite \($0 + 1), which comes first" }
                ?? "has optional-group expansions that match the same URLs"
            throw RewriteError(ruleIndex: index, field: .from, offset: 0, message: message, text: rules[index].from)
        }
        self.rules = rules
        self.templates = templates
    }

    /// The rewritten URL, or `nil` when no rule applies (or the URL is refused).
    public func rewrite(_ string: String) -> String? {
        guard let url = try? table.url(string) else { return nil }
        return rewrite(url)
    }

    /// The rewritten URL, or `nil` when no rule applies.
    public func rewrite(_ url: RouteURL) -> String? {
        guard let match = table.match(url) else { return nil }
        var result = templates[match.route.value].render(match.parameters)
        let mapping = rules[match.route.value].query
        if !result.contains("?"), !result.contains("#"),
           let query = mapping.isIdentity ? url.rawQuery : mapping.apply(url.queryItems) {
            result += "?" + query
        }
        if !result.contains("#"), let fragment = url.fragment { result += "#" + fragment }
        return result
    }

    /// Whether there are no rules.
    public var isEmpty: Bool { rules.isEmpty }
}

/// One rewrite rule: a pattern and a URL template.
///
/// ```swift
/// let rule = RewriteRule(from: "https://m.shop.example/u/:uid", to: "shop://user/{uid}")
/// builder.rewrites = try RewriteRules([rule])
/// ```
public struct RewriteRule: Sendable, Hashable {
    /// A pattern in the route pattern language, usually a full URL.
    public var from: String
    /// A URL with `{name}` placeholders for the captures of `from`.
    public var to: String
    /// What happens to the query carried over when `to` writes none (by default it is kept as it is).
    public var query: QueryRewrite

    /// Creates a rule.
    public init(from: String, to: String, query: QueryRewrite = QueryRewrite()) {
        self.from = from
        self.to = to
        self.query = query
    }
}

/// A rule that cannot be compiled, located in its field.
///
/// ```swift
/// do {
///     _ = try RewriteRules([RewriteRule(from: "/a/:id", to: "/b/{ID}")])
/// } catch {
///     error.ruleIndex   // 0
///     error.field       // .to
///     print(error)      // rewrite 1 "to": … and the text with a caret under the placeholder
/// }
/// ```
public struct RewriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which side of the rule is wrong: `.from` (the pattern) or `.to` (the template).
    ///
    /// ```swift
    /// if error.field == .to { highlightTemplate(of: error.ruleIndex) }
    /// ```
    public enum Field: String, Sendable, Hashable { case from, to }
    /// The rule's index in the list.
    public let ruleIndex: Int
    /// The side of the rule that is wrong.
    public let field: Field
    /// Offset of the offending character in the field's text, in Unicode scalars.
    public let offset: Int
    /// What is wrong.
    public let message: String
    /// The field's text.
    public let text: String

    public var description: String {
        "rewrite \(ruleIndex + 1) \"\(field.rawValue)\": \(message)\n"
            + PatternError(pattern: text, offset: offset, message: message).excerpt
    }
}

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

    init(_ text: String, names: [String], ruleIndex: Int) throws(RewriteError) {
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
                    throw RewriteError(ruleIndex: ruleIndex, field: .to, offset: start, message: "unterminated placeholder: expected '}'", text: text)
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
                        message: "'{\(name)}' is not a parameter of \"from\"; \(known)", text: text)
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
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .parameter(let name): result += Self.encode(parameters.pathParameters[name] ?? "")
            case .query(let key): result += Self.encode(parameters.url.queryItems.first { $0.name == key }?.value ?? "")
            case .fragment: result += parameters.url.fragment ?? ""
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
