import SwitchyardRouteTable

// The cover walk of a table whose routes have query conditions or other extras.
extension ConflictChecker {
    /// ``bestCover(of:namespace:routes:search:)`` in a table with route extras: a route covers another only
    /// when its query conditions are implied by the other's. A copy, so that the walk's closure of every
    /// other table stays as small as it was (with the check in it, it was no longer inlined, and retained
    /// what it captured on every call: 3 % more instructions per build).
    func bestConditionalCover(
        of mine: Terminal, namespace ns: Int, routes: [RouteShape], search: inout CoverSearch
    ) -> Terminal? {
        let routeIndex = Int(mine.route)
        let pattern = routes[routeIndex].parsed
        let accept = routes[routeIndex].accept
        let expansion = RoutePattern.Expansions(storage: pattern)[Int(mine.expansion)]
        // The roots the route's URLs can reach: routes without a host, and routes with its host.
        // (Read in place: a copy of the namespace's roots retained its four references.)
        var hostRoot: Int32 = -1
        if let host = pattern.host {
            hostRoot = storage.namespaces[ns].hosts.first(where: { host.utf8.elementsEqual($0.host) })?.root ?? -1
        }
        let anyHost = storage.namespaces[ns].anyHost, hostSegment = storage.namespaces[ns].hostSegment
        var best: Terminal?
        let reported = search.reported
        let extras = storage.routeExtras
        let mineExtras = extras[routeIndex]
        // A route that takes the URL's host as its first segment is covered only by another such route:
        // the others never see a host with a dot as a segment, and it sees more than they do.
        for kind in 0..<2 {
            let start = pattern.takesHost ? (kind == 0 ? hostSegment : -1) : (kind == 0 ? anyHost : hostRoot)
            guard start >= 0 else { continue }
            cover(start, expansion: expansion, stack: &search.stack, scratch: search.scratch, crowded: search.crowded) { other in
                // A node's terminals come best first: once one ranks after this route or after the best
                // found, so do the rest, and the first that covers this route is the node's best.
                guard other.ordinal < min(mine.ordinal, best?.ordinal ?? Int32.max) else { return false }
                let otherRoute = Int(other.route)
                guard otherRoute != routeIndex,
                    !reported.contains(RoutePair(earlier: otherRoute, later: routeIndex)),
                    Self.covers(routes[otherRoute].accept, accept),
                    extras[otherRoute]?.isImplied(by: mineExtras) ?? true
                else { return true }
                best = other
                return false
            }
        }
        return best
    }
}
