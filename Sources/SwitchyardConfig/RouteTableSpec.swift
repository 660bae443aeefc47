package import Switchyard

/// A value read from a route-table file, with the location of the value in that file.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var location: TextLocation

    package init(_ value: Value, at location: TextLocation) {
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
///                "accept": ["shop", "https://m.shop.example"], "webOrigins": ["https://m.shop.example"] },
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
package struct RouteTableSpec: Sendable, Hashable {
    /// The `options` object.
    package struct Options: Sendable, Hashable {
        /// `"specificity"` or `"registration"`.
        package var matchOrder: Located<String>?
        /// `"auto"`, `"always"` or `"never"`.
        package var hostAsPath: Located<String>?
        package var decodePlus: Located<Bool>?
        /// Schemes or origins the table accepts; each non-empty.
        package var accept: [Located<String>]?
        /// The web origins whose pages the app may show (`RouteTableOptions.webOrigins`); each `http` or `https`
        /// with a host.
        package var webOrigins: [Located<String>]?
        /// Positive.
        package var maxURLLength: Located<Int>?
        /// Positive.
        package var maxSegments: Located<Int>?
        /// Positive.
        package var maxQueryItems: Located<Int>?
        /// `"internal"` (the default) or `"public"`: the access of the Swift that `gen swift` and the build plugin
        /// write for the table, so that a routes module can hand its typed routes to the app's other modules.
        package var generatedAccess: Located<String>?
        /// What lint (and so the build plugin) reports a route identical to an earlier one as: `"warning"`
        /// (absent: the default) or `"error"` (issue #57).
        package var identicalRoutes: Located<String>?
        /// The app's identities (`"apps"`): what a web page's jump offers; matching never reads them (ADR 0078).
        package var apps: AppIdentities?

        package init(
            matchOrder: Located<String>? = nil,
            hostAsPath: Located<String>? = nil,
            decodePlus: Located<Bool>? = nil,
            accept: [Located<String>]? = nil,
            webOrigins: [Located<String>]? = nil,
            maxURLLength: Located<Int>? = nil,
            maxSegments: Located<Int>? = nil,
            maxQueryItems: Located<Int>? = nil
        ) {
            self.matchOrder = matchOrder
            self.hostAsPath = hostAsPath
            self.decodePlus = decodePlus
            self.accept = accept
            self.webOrigins = webOrigins
            self.maxURLLength = maxURLLength
            self.maxSegments = maxSegments
            self.maxQueryItems = maxQueryItems
        }
    }

    /// One member of the `namespaces` object.
    package struct Namespace: Sendable, Hashable {
        /// The member's key, located at the key.
        package var scheme: Located<String>
        package var fallbackToGlobal: Located<Bool>?

        package init(scheme: Located<String>, fallbackToGlobal: Located<Bool>? = nil) {
            self.scheme = scheme
            self.fallbackToGlobal = fallbackToGlobal
        }
    }

    /// One element of the `routes` array.
    package struct Route: Sendable, Hashable {
        /// Where the route object starts.
        package var location: TextLocation
        package var pattern: Located<String>
        package var scheme: Located<String>?
        package var priority: Located<Int>?
        package var handler: Located<String>?
        package var name: Located<String>?
        package var accept: [Located<String>]?
        package var tags: [Located<String>]?
        /// The `internal` key.
        package var isInternal: Located<Bool>?
        /// What the route opens, for the catalogue (`switchyard docs`).
        package var description: Located<String>?
        /// The `parameters` object: each captured parameter described, in file order; `nil` without one.
        package var parameters: [Parameter]?
        /// The `query` object: a condition on each query item it names, in file order; `nil` without one.
        package var query: [Condition]?
        /// The `lowercaseCaptures` key: the route's captured values are lowercased.
        package var lowercaseCaptures: Located<Bool>?
        /// The `queryOverridesPath` key: the URL's query items override the route's captures of the same name.
        package var queryOverridesPath: Located<Bool>?

        package init(
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
        package var queryConditions: [String: QueryCondition] {
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
    package struct Condition: Sendable, Hashable {
        /// The item's name (the member's key), located at the key.
        package var key: Located<String>
        /// The condition, located at the value.
        package var condition: Located<QueryCondition>

        package init(key: Located<String>, condition: Located<QueryCondition>) {
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
    package struct Parameter: Sendable, Hashable {
        /// The member's key (the capture's name), located at the key.
        package var name: Located<String>
        /// The type as documented (`"int"`, `"product slug"`); free text, not checked against the pattern.
        package var type: Located<String>?
        package var description: Located<String>?
        /// A value to show; the catalogue fills sample URLs with it.
        package var example: Located<String>?

        package init(
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
    package struct Rewrite: Sendable, Hashable {
        /// Where the rewrite object starts.
        package var location: TextLocation
        /// The pattern (`"from"`), or the regular expression of a `"regex"` rule.
        package var from: Located<String>
        package var to: Located<String>
        /// Whether `from` came from `"from"` (a pattern) or `"regex"`.
        package var kind: RewriteRule.Kind
        /// The `"nested"` options of a `{url:query.NAME}` rule, placed at the key; `nil` when not written.
        package var nested: Located<RewriteRule.NestedURL>?

        package init(
            location: TextLocation, from: Located<String>, to: Located<String>, kind: RewriteRule.Kind = .pattern,
            nested: Located<RewriteRule.NestedURL>? = nil
        ) {
            self.location = location
            self.from = from
            self.to = to
            self.kind = kind
            self.nested = nested
        }

        /// The rule this element describes.
        package var rule: RewriteRule {
            var rule = kind == .regex ? RewriteRule(regex: from.value, to: to.value) : RewriteRule(from: from.value, to: to.value)
            if let nested { rule.nested = nested.value }
            return rule
        }
    }

    package var options: Options
    /// The members of the `namespaces` object, in file order.
    package var namespaces: [Namespace]
    /// The `types` object: the custom parameter types the patterns use, in file order.
    package var types: [TypeDeclaration] = []
    package var routes: [Route]
    package var rewrites: [Rewrite]

    package init(options: Options = Options(), namespaces: [Namespace] = [], routes: [Route] = [], rewrites: [Rewrite] = []) {
        self.options = options
        self.namespaces = namespaces
        self.routes = routes
        self.rewrites = rewrites
    }
}

/// Every problem found in a route-table file or routing document, sorted by location. Each is located
/// and has no severity of its own (`routes.yaml:3:5: unknown key "handlr"`); whoever loads the file
/// reports them as errors.
package struct ConfigDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, in file order.
    package var diagnostics: [Diagnostic]

    /// Collects problems.
    ///
    /// ```swift
    /// let problems = ConfigDocumentError([Diagnostic(file: "a.json", location: .start, message: "cannot read file")])
    /// ```
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics, one per line.
    package var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
