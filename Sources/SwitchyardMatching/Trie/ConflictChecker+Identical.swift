import SwitchyardRouteTable

/// The identical-shape pass of the conflict check: terminals that end at one node with the same shape.
extension ConflictChecker {
    /// What the identical-shape pass found: its diagnostics, the pairs it reported, and the routes it
    /// reported as an identical later route (the shadowing check has nothing to add about them).
    struct IdenticalFindings {
        var diagnostics: [Diagnostic] = []
        var reported = Set<RoutePair>()
        var duplicates = Set<Int>()
    }

    /// Reports the terminals of one node that have the same shape. Identical shapes end at the same node:
    /// terminals that share one, with the same wildcard minimum and the same link sources, form a group.
    /// Each is reported against the group's best-ranked terminal, and against its own route's first
    /// terminal in the group (two expansions of one route colliding), never against every earlier one: n
    /// identical routes made n²/2 diagnostics (4,000 routes: 8 million warnings and 19 s).
    func identicalShapes(at index: Int32, _ node: TrieNode, into findings: inout IdenticalFindings) {
        let counts = storage.counts(index, node)
        let wildcardStart = node.terminalStart + counts.end
        for kind in 0..<2 {
            let range = kind == 0 ? node.terminalStart..<wildcardStart : wildcardStart..<(wildcardStart + counts.wildcard)
            guard range.count > 1 else { continue }
            let terminals = range.map { storage.terminals[Int($0)] }.stablySorted { $0.ordinal < $1.ordinal }
            var groups: [ShapeGroup.Key: ShapeGroup] = [:]
            for later in terminals {
                let key = ShapeGroup.Key(
                    wildcardMinimum: later.wildcardMinimum, accept: acceptKey(routes[Int(later.route)]),
                    query: hasExtras ? storage.routeExtras[Int(later.route)]?.conditionKey ?? [] : [])
                // The group is read and changed in place, never copied out: a copy, changed and stored
                // back, copied its dictionary each time (8,000 identical routes: 160 ms, most of it here).
                guard let first = groups[key]?.first else {
                    groups[key] = ShapeGroup(first: later, firstOfRoute: [Int(later.route): later])
                    continue
                }
                report(first, later, into: &findings)
                if let own = groups[key]?.firstOfRoute[Int(later.route)] {
                    if own.route != first.route || own.expansion != first.expansion { report(own, later, into: &findings) }
                } else {
                    groups[key]?.firstOfRoute[Int(later.route)] = later
                }
            }
        }
    }

    /// Namespaces by key, as a message names them: `namespace http`, `namespaces http and shop`.
    private static func names(_ keys: [String?]) -> String {
        let names = keys.map { $0 ?? "global" }
        return (names.count == 1 ? "namespace " : "namespaces ") + names.joined(separator: " and ")
    }

    /// Reports `later` as colliding with, identical to or shadowed by `earlier`, once per pair.
    private func report(_ earlier: Terminal, _ later: Terminal, into findings: inout IdenticalFindings) {
        let a = Int(earlier.route), b = Int(later.route)
        let key = RoutePair(earlier: a, later: b)
        if findings.reported.contains(key) { return }
        findings.reported.insert(key)
        let first = routes[a], second = routes[b]
        let shown = [first.pattern.expansionText(Int(earlier.expansion)), second.pattern.expansionText(Int(later.expansion))]
            .map { DiagnosticText.quoted($0, escaped: false) }
        if a == b {
            findings.diagnostics.append(
                Diagnostic(
                    severity: .error,
                    message: MatchingText.conflictExpansions(route: name(first), first: shown[0], second: shown[1]),
                    code: .collidingExpansions, route: Diagnostic.RouteReference(routeID: first.id)))
            return
        }
        findings.duplicates.insert(b)
        // A placeholder in the scheme registers a route in several namespaces: in those the earlier route is not
        // in, the later one still matches.
        let keys = second.namespaceKeys
        let shared = keys.filter(first.namespaceKeys.contains)
        if shared.count < keys.count {
            let (there, elsewhere) = (Self.names(shared), Self.names(keys.filter { !shared.contains($0) }))
            findings.diagnostics.append(
                Diagnostic(
                    severity: .warning,
                    message:
                        "route \(name(second)) matches no URL of \(there): route \(name(first)) matches the same ones there first; it matches in \(elsewhere)",
                    code: .shadowedRoute, route: Diagnostic.RouteReference(routeID: second.id, relatedRouteID: first.id)))
            return
        }
        if first.priority == second.priority {
            let via = second.expansionCount == 1 ? "" : " (as \(shown[1]))"
            let viaFirst = first.expansionCount == 1 ? "" : " (as \(shown[0]))"
            findings.diagnostics.append(
                Diagnostic(
                    severity: .warning,
                    message: MatchingText.conflictIdentical(route: name(second) + via, other: name(first) + viaFirst),
                    code: .identicalRoute, route: Diagnostic.RouteReference(routeID: second.id, relatedRouteID: first.id)))
        } else {
            findings.diagnostics.append(
                Diagnostic(
                    severity: .warning,
                    message:
                        "route \(name(second)) can never match: route \(name(first)) matches the same URLs and has a higher priority (\(first.priority) > \(second.priority)); it is reached only when that handler declines",
                    code: .shadowedRoute, route: Diagnostic.RouteReference(routeID: second.id, relatedRouteID: first.id)))
        }
    }
}

/// Terminals at one node with the same shape (wildcard minimum and link sources): the best-ranked one, and
/// each route's first.
private struct ShapeGroup {
    struct Key: Hashable {
        var wildcardMinimum: Int8
        var accept: [String]?
        /// The routes' query conditions (``RouteExtras/conditionKey``): routes that test different items, or
        /// the same items differently, are not identical.
        var query: [String]
    }

    var first: Terminal
    var firstOfRoute: [Int: Terminal]
}
