// What `print` shows of the values a match hands out: one line a person reads, built from the public
// properties only (never the trie's storage, boxes or capture offsets behind them). Also here: a parameter's
// value as `RouteParameters.all` lists it and `switchyard match` prints it.

extension RouteParameters: CustomStringConvertible {
    /// Every parameter merged by precedence, by name: `[id: 7, tab: [a, b]]`, or `[:]` for none.
    ///
    /// ```swift
    /// print(table.match("shop://goods/7?tab=a&tab=b")!.parameters)   // [id: 7, tab: [a, b]]
    /// ```
    public var description: String {
        let all = self.all
        guard !all.isEmpty else { return "[:]" }
        // The names sorted as an array of strings: that sort is shared with the other string sorts (ADR 0031).
        return "[" + Array(all.keys).sorted().map { "\($0): \(all[$0].map(\.description) ?? "")" }.joined(separator: ", ") + "]"
    }
}

extension Route: CustomStringConvertible {
    /// The pattern and its namespace, the priority and link sources when set, then the value:
    /// `"/goods/:id" (shop) → goods.detail`.
    ///
    /// ```swift
    /// print(table.routes[0])   // "/goods/:id" (shop), priority 2 → goods.detail
    /// ```
    public var description: String {
        var text = "\"\(pattern.text)\" (\(namespaceName))"
        if priority != 0 { text += ", priority \(priority)" }
        if let accept { text += ", accepts " + accept.map(\.description).joined(separator: ", ") }
        return text + " → \(value)"
    }
}

extension RouteMatch: CustomStringConvertible {
    /// The URL, the route that matched (with the optional groups it took, when it has any) and its
    /// parameters, then the route's value: `shop://goods/7 → "/goods/:id" (shop) [id: 7] → goods.detail`.
    ///
    /// ```swift
    /// print(table.match("shop://goods/7/reviews")!)
    /// // shop://goods/7/reviews → "/goods/:id(/reviews)" (shop) as "/goods/:id/reviews" [id: 7] → goods.reviews
    /// ```
    public var description: String {
        let route = self.route
        let concrete = route.pattern.expansionText(expansionIndex)
        let taken = concrete == route.pattern.text ? "" : " as \"\(concrete)\""
        return "\(url) → \"\(route.pattern.text)\" (\(route.namespaceName))\(taken) \(parameters) → \(value)"
    }
}

extension RouteTable: CustomStringConvertible {
    /// How many routes, namespaces and warnings the table holds: `7 routes in 2 namespaces, 1 warning`.
    ///
    /// ```swift
    /// print(try builder.build())   // 7 routes in 2 namespaces, 1 warning
    /// ```
    public var description: String {
        let namespaces = Set(routes.map { $0.scheme?.lowercased() }).count
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)" + (number == 1 ? "" : "s") }
        return count(routes.count, "route") + " in " + count(namespaces, "namespace")
            + (warnings.isEmpty ? "" : ", " + count(warnings.count, "warning"))
    }
}

/// A parameter's value as `switchyard match` prints it: one string, or a list for a repeated query key.
///
/// ```swift
/// let match = table.match("shop://goods/7?tab=a&tab=b")!
/// match.parameters.all["id"]    // .string("7")
/// match.parameters.all["tab"]   // .list(["a", "b"])
/// ```
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case list([String])

    /// The first value.
    public var first: String {
        switch self {
        case .string(let value): return value
        case .list(let values): return values.first ?? ""
        }
    }

    /// Every value.
    public var all: [String] {
        switch self {
        case .string(let value): return [value]
        case .list(let values): return values
        }
    }

    public var description: String {
        switch self {
        case .string(let value): return value
        case .list(let values): return "[" + values.joined(separator: ", ") + "]"
        }
    }
}
