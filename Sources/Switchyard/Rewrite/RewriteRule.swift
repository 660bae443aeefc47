/// One rewrite rule: a pattern (or a regular expression) and a URL template.
///
/// ```swift
/// let rule = RewriteRule(from: "https://m.shop.example/u/:uid", to: "shop://user/{uid}")
/// let legacy = RewriteRule(regex: #"^https://m\.shop\.example/p/(?<id>[0-9]+)$"#, to: "shop://goods/{id}")
/// builder.rewrites = try RewriteRules([rule, legacy])
/// ```
public struct RewriteRule: Sendable, Hashable {
    /// What `from` is written in.
    public enum Kind: String, Sendable, Hashable {
        /// The route pattern language; the rule lives in the rules' trie.
        case pattern
        /// A regular expression (`SegmentRegex`'s syntax, linear time) that must match the whole URL
        /// before its query and fragment; its named groups fill the template. Tried after every pattern rule.
        case regex
    }

    /// A pattern in the route pattern language, usually a full URL; or, for a ``Kind/regex`` rule, the regex.
    public var from: String
    /// Whether `from` is a pattern or a regex.
    package var kind: Kind
    /// A URL with `{name}` placeholders for the captures of `from` (its named groups, for a regex).
    public var to: String
    /// What happens to the query carried over when `to` writes none (by default it is kept as it is).
    package var query: QueryRewrite

    /// Creates a rule from a pattern.
    public init(from: String, to: String, query: QueryRewrite = QueryRewrite()) {
        self.from = from
        self.kind = .pattern
        self.to = to
        self.query = query
    }

    /// Creates a rule from a regular expression whose named groups (`(?<id>[0-9]+)`) fill `to`'s
    /// `{id}`. Groups are named, not numbered (ADR 0023); they stand at the regex's top level.
    ///
    /// ```swift
    /// RewriteRule(regex: #"https://m\.shop\.example/p/(?<id>[0-9]+)(?:-[a-z-]+)?"#, to: "shop://goods/{id}")
    /// // https://m.shop.example/p/42-red-shoes?from=ad  →  shop://goods/42?from=ad
    /// ```
    public init(regex: String, to: String, query: QueryRewrite = QueryRewrite()) {
        self.from = regex
        self.kind = .regex
        self.to = to
        self.query = query
    }

    /// The field `from` is written in, in a table or document: `"from"`, or `"regex"`.
    var sourceField: RewriteError.Field { kind == .regex ? .regex : .from }
}

/// A rule that cannot be compiled, located in its field.
///
/// ```swift
/// do {
///     _ = try RewriteRules([RewriteRule(from: "/a/:id", to: "/b/{ID}")])
/// } catch {
///     error.ruleIndex   // 0
///     print(error)      // rewrite 1 "to": … and the text with a caret under the placeholder
/// }
/// ```
public struct RewriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which part of the rule is wrong: `.from` (the pattern), `.regex` (a regex rule's regex) or `.to`
    /// (the template).
    ///
    /// ```swift
    /// if error.field == .to { highlightTemplate(of: error.ruleIndex) }
    /// ```
    package enum Field: String, Sendable, Hashable { case from, regex, to }
    /// The rule's index in the list.
    public let ruleIndex: Int
    /// The side of the rule that is wrong.
    package let field: Field
    /// Offset of the offending character in the field's text, in Unicode scalars.
    package let offset: Int
    /// What is wrong.
    public let message: String
    /// The field's text.
    package let text: String

    public var description: String {
        "rewrite \(ruleIndex + 1) \"\(field.rawValue)\": \(message)\n"
            + PatternError(pattern: text, offset: offset, message: message).excerpt
    }
}
