extension RoutePattern {
    /// Prints a URL that this pattern matches, filling its captures from `parameters`: the reverse of a
    /// match (MGJRouter's `generateURLWithPattern:`, type-checked).
    ///
    /// ```swift
    /// let pattern = try RoutePattern("/goods/<int:id>(/reviews/<int:page>)")
    /// try pattern.url(filling: ["id": .string("7")])                                   // "/goods/7"
    /// try pattern.url(filling: ["id": .string("7"), "page": .string("2")], scheme: "shop")  // "shop://goods/7/reviews/2"
    /// try pattern.url(filling: ["id": .string("7"), "tab": .list(["a", "b"])],
    ///                 scheme: "https", host: "m.shop.example")   // "https://m.shop.example/goods/7?tab=a&tab=b"
    /// try pattern.url(filling: ["id": .string("abc")])
    /// // throws: parameter "id" is "abc", which does not fit <int:id> in "/goods/<int:id>(/reviews/<int:page>)"
    /// ```
    ///
    /// The rules:
    /// - **Optional groups.** Of the expansions whose captures all have a value,
    ///   the one with the most captures is printed; on a tie, the first in expansion order (a group present
    ///   before the same group absent). A named
    ///   wildcard that may be empty (`*rest`) may be left out; `<path:rest>` may not.
    /// - **Captures** are percent-encoded (everything but the RFC 3986 unreserved characters
    ///   `A-Z a-z 0-9 - . _ ~`), so each value stays one segment, and each must fit its constraint (type,
    ///   regular expression, or the literal text around it in a segment such as `user-<int:id>`), so the
    ///   printed URL matches the pattern and gives the same values back. A capture takes one value: a
    ///   `ParameterValue.string(_:)` or a one-element `ParameterValue.list(_:)`.
    /// - **Named wildcards** (`*rest`, `<path:rest>`) take a list (each element one segment) or a string
    ///   split on `/`. Empty segments are left out, as URL intake drops them.
    /// - **Literal segments** are printed percent-encoded the same way.
    /// - **Hash routes** (`/user#/view/:id`) print their fragment path: `/user#/view/42`.
    /// - **Scheme and host.** A full-URL pattern (`shop://goods/:id`, `https://m.shop.example/p/:id`)
    ///   uses its own scheme and host and ignores the arguments. Otherwise `scheme` and `host` give
    ///   `scheme://host/path`; `scheme` alone gives `scheme://path`, the first segment in the host's place as
    ///   custom-scheme links write it (`shop://goods/7`; a dot in that segment is written `%2E` so it is not
    ///   read as a host); neither gives a relative `/path`. The host is read as a host only when the table
    ///   reads it so (with `HostAsPath.auto`: a dot, `localhost` or an IP literal).
    /// - **Query.** Every parameter the printed expansion does not capture becomes a query item, in sorted
    ///   key order; a list repeats its key, and an empty list prints `key=` so the key survives. Names and
    ///   values are percent-encoded like captures (so `+`, `&`, `=`, `#` and spaces are encoded).
    ///
    /// - **Query conditions** (a route's `QueryCondition`s, given as `query`) are met: an item that must be
    ///   present is printed (its parameter's value, or `key=`), one that must be absent is left out, an exact
    ///   value is printed as it is, and a value pattern is filled from its captures' parameters (which are
    ///   then not printed as items of their own): `["url": "/settings/<path:page>"]` with `page` = `general`
    ///   prints `url=%2Fsettings%2Fgeneral`.
    ///
    /// The printed URL matches this pattern; whether a table sends it to this pattern's route also depends
    /// on the table's other routes (a literal `/goods/new` outranks `/goods/:id` for the value `new`).
    ///
    /// - Parameters:
    ///   - parameters: Capture values and query parameters, as `RouteParameters.all` gives them (SwitchyardRouteTable).
    ///   - query: The route's conditions on query items (`Route.query`); default none.
    ///   - scheme: The scheme for a pattern that is not a full URL; `nil` for a relative URL.
    ///   - host: The host (optionally with `:port`) for a pattern that is not a full URL; needs `scheme`.
    /// - Throws: ``URLGenerationError`` naming the parameter that is missing or does not fit.
    public func url(
        filling parameters: [String: ParameterValue], query: [String: QueryCondition] = [:], scheme: String? = nil,
        host: String? = nil
    ) throws(URLGenerationError) -> String {
        let filled = query.isEmpty ? parameters : try Self.meeting(query, parameters, registry: registry)
        // Parsed once for the printer, which reads the structure many times (a table's routes keep plain
        // patterns as their text).
        var printer = URLPrinter(pattern: thick, parameters: filled)
        return try printer.print(scheme: scheme, host: host)
    }

    /// `parameters` changed so that the query items printed from them meet `query`'s conditions.
    static func meeting(
        _ query: [String: QueryCondition], _ parameters: [String: ParameterValue], registry: TypeRegistry
    ) throws(URLGenerationError) -> [String: ParameterValue] {
        var result = parameters
        // The names sorted as an array of strings: that sort is shared with the other string sorts (ADR 0031).
        for key in Array(query.keys).sorted() {
            guard let condition = query[key] else { continue }
            switch condition {
            case .present: result[key] = parameters[key] ?? .string("")
            case .absent: result[key] = nil
            case .equals(let text): result[key] = .string(text)
            case .matches(let text):
                let pattern: RoutePattern
                do {
                    pattern = try RoutePattern("/" + text, hostAsPath: .auto, registry: registry).thick
                } catch {
                    throw URLGenerationError(pattern: text, parameter: key, reason: .doesNotFit(value: text, constraint: error.message))
                }
                let printer = URLPrinter(pattern: pattern, parameters: parameters)
                let expansion = try printer.chooseExpansion()
                let pieces = try printer.segments(of: expansion).path
                let value = (text.hasPrefix("/") ? "/" : "") + pieces.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
                // A capture's value with a `/` prints as more pieces than the pattern has: refused, as a value
                // that does not fit (the printed URL would not match).
                let check = try? ValuePattern(text, registry: registry)
                guard check?.parameters(Array(value.utf8)) != nil else {
                    throw URLGenerationError(pattern: text, parameter: key, reason: .doesNotFit(value: value, constraint: text))
                }
                for name in printer.names(of: expansion) where name != key { result[name] = nil }
                result[key] = .string(value)
            }
        }
        return result
    }
}
