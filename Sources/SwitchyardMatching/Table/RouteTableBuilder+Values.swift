import SwitchyardRouteTable

extension RouteTableBuilder {
    /// Gives routes new values in place: each route keeps its id, pattern, namespace, priority and place in
    /// the ranking; only its value changes. Used to re-bind a live route (a degrade sends it elsewhere)
    /// without changing which route wins.
    ///
    /// ```swift
    /// builder.replaceValues { $0.value == .broken ? .fallback : nil }   // nil keeps the value
    /// ```
    ///
    /// - Returns: How many routes got a new value.
    @discardableResult
    package mutating func replaceValues(_ transform: (Route<Value>) throws -> Value?) rethrows -> Int {
        var replaced = 0
        for index in routes.indices {
            let route = routes[index]
            guard let value = try transform(route) else { continue }
            routes[index] = route.with(value: value)
            replaced += 1
        }
        // The kept table's trie still holds: only values changed.
        if replaced > 0, let table = unchanged { unchanged = table.replacingRoutes(routes) }
        return replaced
    }
}
