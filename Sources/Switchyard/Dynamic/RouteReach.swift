extension RouterSnapshot {
    /// The tags and visibility an added route opens under (document.apply.route-inherits): its own, joined with
    /// those of every route of this snapshot (the app's own routes) bound to the handler registered under the same
    /// name: internal if any of them is, and the union of the tags, its own first. So a routing document can give a
    /// screen a new URL, never with more reach than the app's own routes to that screen have. A handler no route
    /// of the app binds (or one given in code, without a name) leaves the route as it is written.
    func reach(of added: AddedRoute<Screen>) -> (tags: [String], visibility: RouteVisibility) {
        guard let name = added.handler.registeredName else { return (added.tags, added.visibility) }
        var tags = added.tags
        var visibility = added.visibility
        for route in table.routes {
            guard let binding = route.value as? TypedBinding<Screen>, binding.handler.registeredName == name else { continue }
            if binding.visibility == .internal { visibility = .internal }
            for tag in binding.tags where !tags.contains(tag) { tags.append(tag) }
        }
        return (tags, visibility)
    }
}
