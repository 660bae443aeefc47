extension RouterBuilder {
    /// What the router keeps for a route bound from a built table (see ``init(table:binding:)``).
    package typealias TableBinding = (
        handler: AnyRouteHandler<Screen>, name: String?, tags: [String], visibility: RouteVisibility, module: String?
    )

    /// A builder holding a built table's routes, each bound to what `bind` gives it, with the table's
    /// options, types and namespaces, ids and order. Nothing is parsed again, and ``build()`` reuses the
    /// table's trie until a route, type or namespace changes: a route-table file's table is built once
    /// (`RouterBuilder(file:handlers:)` in SwitchyardConfig).
    package init<Value>(table: RouteTable<Value>, binding bind: (Route<Value>) -> TableBinding) {
        self.table = RouteTableBuilder(table) { route in
            let bound = bind(route)
            return TypedBinding(
                handler: bound.handler, name: bound.name, tags: bound.tags, visibility: bound.visibility, middleware: [],
                module: bound.module)
        }
    }
}
