public import Switchyard

/// A value read from a route-table file, with the location of the value in that file.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: TextLocation

    public init(_ value: Value, at location: TextLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// The contents of a route-table file (JSON, YAML or property list), validated but not
/// yet compiled into a router. Every value keeps its source location so later stages
/// can report errors as `file:line:column: message` too.
///
/// ```json
/// {
///   "options": { "matchOrder": "specificity", "hostAsPath": "auto", "decodePlus": true,
///                "accept": ["shop", "https://m.shop.example"] },
///   "namespaces": { "shop": { "fallbackToGlobal": true } },
///   "routes": [
///     { "pattern": "/goods/:id", "scheme": "shop", "priority": 0, "handler": "goods.detail" }
///   ],
///   "rewrites": [ { "from": "https://m.shop.example/product/:id.html", "to": "shop://goods/{id}" },
///                 { "regex": "^https://m\\.shop\\.example/p/(?<id>[0-9]+)$", "to": "shop://goods/{id}" } ]
/// }
/// ```
///
/// Only `routes` is required. Keys starting with `x-` are ignored at every level except
/// inside `namespaces` (where keys are scheme names).
public struct RouteTableSpec: Sendable, Hashable {
    /// The `options` object.
    public struct Options: Sendable, Hashable {
        /// `"specificity"` or `"registration"`.
        public var matchOrder: Located<String>?
        /// `"auto"`, `"always"` or `"never"`.
        public var hostAsPath: Located<String>?
        public var decodePlus: Located<Bool>?
        /// Schemes or origins the table accepts; each non-empty.
        public var accept: [Located<String>]?
        /// Positive.
        public var maxURLLength: Located<Int>?
        /// Positive.
        public var maxSegments: Located<Int>?
        /// Positive.
        public var maxQueryItems: Located<Int>?

        public init(
            matchOrder: Located<String>? = nil,
            hostAsPath: Located<String>? = nil,
            decodePlus: Located<Bool>? = nil,
            accept: [Located<String>]? = nil,
            maxURLLength: Located<Int>? = nil,
            maxSegments: Located<Int>? = nil,
            maxQueryItems: Located<Int>? = nil
        ) {
            self.matchOrder = matchOrder
            self.hostAsPath = hostAsPath
            self.decodePlus = decodePlus
            self.accept = accept
            self.maxURLLength = maxURLLength
            self.maxSegments = maxSegments
            self.maxQueryItems = maxQueryItems
        }
    }

    /// One member of the `namespaces` object.
    public struct Namespace: Sendable, Hashable {
        /// The member's key, located at the key.
        public var scheme: Located<String>
        public var fallbackToGlobal: Located<Bool>?

        public init(scheme: Located<String>, fallbackToGlobal: Located<Bool>? = nil) {
            self.scheme = scheme
            self.fallbackToGlobal = fallbackToGlobal
        }
    }

    /// One element of the `routes` array.
    public struct Route: Sendable, Hashable {
        /// Where the route object starts.
        public var location: TextLocation
        public var pattern: Located<String>
        public var scheme: Located<String>?
        public var priority: Located<Int>?
        public var handler: Located<String>?
        public var name: Located<String>?
        public var accept: [Located<String>]?
        public var tags: [Located<String>]?
        /// The `internal` key.
        public var isInternal: Located<Bool>?
        /// What the route opens, for the catalogue (`switchyard docs`).
        public var description: Located<String>?
        /// The `parameters` object: each captured parameter described, in file order; `nil` without one.
        public var parameters: [Parameter]?
        /// The `query` object: a condition on each query item it names, in file order; `nil` without one.
        public var query: [Condition]?
        /// The `lowercaseCaptures` key: the route's captured values are lowercased.
        public var lowercaseCaptures: Located<Bool>?
        /// The `queryOverridesPath` key: the URL's query items override the route's captures of the same name.
        public var queryOverridesPath: Located<Bool>?

        public init(
            location: TextLocation,
            pattern: Located<String>,
            scheme: Located<String>? = nil,
            priority: Located<Int>? = nil,
            handler: Located<String>? = nil,
            name: Located<String>? = nil,
            accept: [Located<String>]? = nil,
            tags: [Located<String>]? = nil,
            isInternal: Located<Bool>? = nil,
            description: Located<String>? = nil,
            parameters: [Parameter]? = nil,
            query: [Condition]? = nil,
            lowercaseCaptures: Located<Bool>? = nil,
            queryOverridesPath: Located<Bool>? = nil
        ) {
            self.location = location
            self.pattern = pattern
            self.scheme = scheme
            self.priority = priority
            self.handler = handler
            self.name = name
            self.accept = accept
            self.tags = tags
            self.isInternal = isInternal
            self.description = description
            self.parameters = parameters
            self.query = query
            self.lowercaseCaptures = lowercaseCaptures
            self.queryOverridesPath = queryOverridesPath
        }

        /// The route's query conditions by item name, as the table takes them.
        ///
        /// ```swift
        /// // "query": { "url": "<path:target>", "token": false }
        /// route.queryConditions   // ["url": .matches("<path:target>"), "token": .absent]
        /// ```
        public var queryConditions: [String: QueryCondition] {
            var result: [String: QueryCondition] = [:]
            for condition in query ?? [] { result[condition.key.value] = condition.condition.value }
            return result
        }
    }

    /// One member of a route's `query` object: a condition on the query item it names.
    ///
    /// ```json
    /// "query": { "url": "/settings/<path:page>", "token": false, "debug": true, "tab": "reviews" }
    /// ```
    ///
    /// `true`: the item is there; `false` (or `null`): it is not; a string: a value pattern its value must
    /// match (see `QueryCondition`), literal text for an exact value; an integer: that number, as text.
    public struct Condition: Sendable, Hashable {
        /// The item's name (the member's key), located at the key.
        public var key: Located<String>
        /// The condition, located at the value.
        public var condition: Located<QueryCondition>

        public init(key: Located<String>, condition: Located<QueryCondition>) {
            self.key = key
            self.condition = condition
        }
    }

    /// One member of a route's `parameters` object: documentation of a parameter the pattern captures.
    ///
    /// ```json
    /// "parameters": { "id": { "type": "int", "description": "The product number.", "example": "1042" } }
    /// ```
    ///
    /// Every field is optional; a name the pattern does not capture is an error at the name.
    public struct Parameter: Sendable, Hashable {
        /// The member's key (the capture's name), located at the key.
        public var name: Located<String>
        /// The type as documented (`"int"`, `"product slug"`); free text, not checked against the pattern.
        public var type: Located<String>?
        public var description: Located<String>?
        /// A value to show; the catalogue fills sample URLs with it.
        public var example: Located<String>?

        public init(
            name: Located<String>, type: Located<String>? = nil, description: Located<String>? = nil,
            example: Located<String>? = nil
        ) {
            self.name = name
            self.type = type
            self.description = description
            self.example = example
        }
    }

    /// One element of the `rewrites` array.
    public struct Rewrite: Sendable, Hashable {
        /// Where the rewrite object starts.
        public var location: TextLocation
        /// The pattern (`"from"`), or the regular expression of a `"regex"` rule.
        public var from: Located<String>
        public var to: Located<String>
        /// Whether `from` came from `"from"` (a pattern) or `"regex"`.
        public var kind: RewriteRule.Kind

        public init(location: TextLocation, from: Located<String>, to: Located<String>, kind: RewriteRule.Kind = .pattern) {
            self.location = location
            self.from = from
            self.to = to
            self.kind = kind
        }

        /// The rule this element describes.
        public var rule: RewriteRule {
            kind == .regex ? RewriteRule(regex: from.value, to: to.value) : RewriteRule(from: from.value, to: to.value)
        }
    }

    public var options: Options
    /// The members of the `namespaces` object, in file order.
    public var namespaces: [Namespace]
    public var routes: [Route]
    public var rewrites: [Rewrite]

    public init(options: Options = Options(), namespaces: [Namespace] = [], routes: [Route] = [], rewrites: [Rewrite] = []) {
        self.options = options
        self.namespaces = namespaces
        self.routes = routes
        self.rewrites = rewrites
    }
}

/// Every problem found in a route-table file or routing document, sorted by location. Each is located
/// and has no severity of its own (`routes.yaml:3:5: unknown key "handlr"`); whoever loads the file
/// reports them as errors.
public struct ConfigDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, in file order.
    public var diagnostics: [Diagnostic]

    /// Collects problems.
    ///
    /// ```swift
    /// let problems = ConfigDocumentError([Diagnostic(file: "a.json", location: .start, message: "cannot read file")])
    /// ```
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics, one per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
