/// Finds, when a table is built: identical routes, colliding optional-group expansions (errors), and
/// routes that can never win because another matches every URL they match and ranks higher (warnings).
struct ConflictChecker<Value: Sendable> {
    let routes: [Route<Value>]
    let storage: TrieStorage
    let options: RouteTableOptions

    private func name(_ route: Route<Value>) -> String {
        "\"\(route.pattern.text)\" (\(route.namespaceName))"
    }

    private func acceptKey(_ route: Route<Value>) -> [String]? {
        route.accept.map { $0.map(\.description).sorted() }
    }

    func check() -> [RouteDiagnostic] {
        var diagnostics: [RouteDiagnostic] = []
        var reported = Set<[Int]>()
        // Identical shapes end at the same node: compare terminals that share one.
        for node in storage.nodes {
            for range in [node.endStart..<(node.endStart + node.endCount), node.wildcardStart..<(node.wildcardStart + node.wildcardCount)]
            where range.count > 1 {
                let terminals = range.map { storage.terminals[Int($0)] }.sorted { $0.ordinal < $1.ordinal }
                for (i, later) in terminals.enumerated() {
                    for earlier in terminals[..<i] where earlier.wildcardMinimum == later.wildcardMinimum {
                        let a = storage.infos[Int(earlier.info)], b = storage.infos[Int(later.info)]
                        let first = routes[a.routeIndex], second = routes[b.routeIndex]
                        guard acceptKey(first) == acceptKey(second) else { continue }
                        let key = [a.routeIndex, b.routeIndex]
                        if reported.contains(key) { continue }
                        reported.insert(key)
                        let shown = (x: first.pattern.expansions[a.expansionIndex].text, y: second.pattern.expansions[b.expansionIndex].text)
                        if a.routeIndex == b.routeIndex {
                            diagnostics.append(RouteDiagnostic(
                                severity: .error, routeID: first.id, relatedRouteID: nil,
                                message: "route \(name(first)) has optional-group expansions \"\(shown.x)\" and \"\(shown.y)\" that match the same URLs"))
                        } else if first.priority == second.priority {
                            let via = second.pattern.expansionCount == 1 ? "" : " (as \"\(shown.y)\")"
                            let viaFirst = first.pattern.expansionCount == 1 ? "" : " (as \"\(shown.x)\")"
                            diagnostics.append(RouteDiagnostic(
                                severity: .error, routeID: second.id, relatedRouteID: first.id,
                                message: "route \(name(second))\(via) is identical to route \(name(first))\(viaFirst); only the first can ever match"))
                        } else {
                            diagnostics.append(RouteDiagnostic(
                                severity: .warning, routeID: second.id, relatedRouteID: first.id,
                                message: "route \(name(second)) can never match: route \(name(first)) matches the same URLs and has a higher priority (\(first.priority) > \(second.priority)); it is reached only when that handler declines"))
                        }
                    }
                }
            }
        }
        diagnostics += shadowing(skipping: reported)
        return diagnostics.sorted { ($0.routeID, $0.severity == .error ? 0 : 1) < ($1.routeID, $1.severity == .error ? 0 : 1) }
    }

    /// For each expansion, walks the trie with the expansion's own segments, following only edges that
    /// accept everything the expansion's segment accepts, and reports the best-ranked other route found.
    private func shadowing(skipping reported: Set<[Int]>) -> [RouteDiagnostic] {
        var result: [RouteDiagnostic] = []
        var done = Set<Int>()
        var terminalOf: [Int: Terminal] = [:]
        for terminal in UnsafeBufferPointer(storage.terminals) { terminalOf[Int(terminal.info)] = terminal }
        for (infoIndex, info) in storage.infos.enumerated() {
            let route = routes[info.routeIndex]
            guard !done.contains(info.routeIndex), let mine = terminalOf[infoIndex] else { continue }
            let expansion = route.pattern.expansions[info.expansionIndex]
            guard let ns = storage.namespaces.firstIndex(where: { $0.scheme == route.scheme.map { Array($0.utf8) } }) else { continue }
            let roots = storage.namespaces[ns]
            var starts: [Int32] = []
            if roots.anyHost >= 0 { starts.append(roots.anyHost) }
            if let host = route.pattern.host, let root = roots.hosts.first(where: { $0.host == Array(host.utf8) })?.root { starts.append(root) }
            var best: Terminal?
            for start in starts {
                cover(start, expansion.path, 0, expansion: expansion, fragment: false) { other in
                    let otherInfo = storage.infos[Int(other.info)]
                    guard otherInfo.routeIndex != info.routeIndex, other.ordinal < mine.ordinal,
                          !reported.contains([otherInfo.routeIndex, info.routeIndex]),
                          covers(routes[otherInfo.routeIndex].accept, route.accept)
                    else { return }
                    if other.ordinal < (best?.ordinal ?? Int32.max) { best = other }
                }
            }
            // A route is reported once, when every one of its expansions is covered (the first suffices
            // for a route without optional groups).
            guard let best, route.pattern.expansions.count == 1 else { continue }
            done.insert(info.routeIndex)
            let winner = routes[storage.infos[Int(best.info)].routeIndex]
            let why: String
            if winner.priority > route.priority {
                why = "has a higher priority (\(winner.priority) > \(route.priority))"
            } else if options.matchOrder == .registration {
                why = "was registered earlier (registration order)"
            } else {
                why = "is as specific and was registered earlier"
            }
            result.append(RouteDiagnostic(
                severity: .warning, routeID: route.id, relatedRouteID: winner.id,
                message: "route \(name(route)) can never match: route \(name(winner)) matches every URL it matches and \(why); it is reached only when that handler declines"))
        }
        return result
    }

    private func covers(_ outer: [LinkSource]?, _ inner: [LinkSource]?) -> Bool {
        guard let outer else { return true }
        guard let inner else { return false }
        return inner.allSatisfy { source in outer.contains { $0.scheme == source.scheme && ($0.host == nil || $0.host == source.host) } }
    }

    /// Offers every terminal whose pattern accepts all URLs that `segments[k...]` (plus the expansion's
    /// fragment and wildcard) accept.
    private func cover(
        _ nodeIndex: Int32, _ segments: [RoutePattern.Segment], _ k: Int, expansion: RoutePattern.Expansion,
        fragment: Bool, _ found: (Terminal) -> Void
    ) {
        let node = storage.nodes[Int(nodeIndex)]
        let remaining = segments.count - k
        let mineMinimum = remaining + (fragment || expansion.fragment == nil ? (expansion.wildcard?.minimum ?? 0) : 0)
        let mineHasWildcard = (fragment || expansion.fragment == nil) && expansion.wildcard != nil
        // Wildcards here take everything left.
        for t in Int(node.wildcardStart)..<Int(node.wildcardStart + node.wildcardCount)
        where Int(storage.terminals[t].wildcardMinimum) <= mineMinimum {
            found(storage.terminals[t])
        }
        if remaining == 0 {
            if !mineHasWildcard {
                for t in Int(node.endStart)..<Int(node.endStart + node.endCount) { found(storage.terminals[t]) }
                if !fragment, let fragmentSegments = expansion.fragment, node.hashChild >= 0 {
                    cover(node.hashChild, fragmentSegments, 0, expansion: expansion, fragment: true, found)
                }
            }
            return
        }
        switch segments[k] {
        case .literal(let bytes):
            let hash = bytes.withUnsafeBufferPointer { TrieStorage.hash($0) }
            var slot = TrieStorage.slotIndex(hash: hash, parent: nodeIndex, mask: storage.slotMask)
            while storage.slots[slot].parent >= 0 {
                let entry = storage.slots[slot]
                if entry.parent == nodeIndex, entry.hash == hash,
                   Array(storage.literalBytes[Int(entry.start)..<Int(entry.start + entry.length)]) == bytes
                {
                    cover(entry.child, segments, k + 1, expansion: expansion, fragment: fragment, found)
                }
                slot = (slot + 1) & storage.slotMask
            }
            for e in Int(node.dynamicStart)..<Int(node.dynamicStart + node.dynamicCount) {
                let edge = storage.edges[e]
                let capacity = max(storage.matchers[Int(edge.matcher)].captureCount, 1)
                let accepted = withUnsafeTemporaryAllocation(of: CaptureSlot.self, capacity: capacity) { slots in
                    bytes.withUnsafeBufferPointer { storage.matchers[Int(edge.matcher)].match($0, index: 0, into: slots, at: 0) }
                }
                if accepted { cover(edge.child, segments, k + 1, expansion: expansion, fragment: fragment, found) }
            }
        case .dynamic(let parts, _):
            for e in Int(node.dynamicStart)..<Int(node.dynamicStart + node.dynamicCount) {
                let edge = storage.edges[e]
                let matcher = storage.matchers[Int(edge.matcher)]
                let isPlain = matcher.wholeSegment && matcher.rank == 2
                if isPlain || SegmentMatcher(parts: parts, types: [:]).sameShape(as: matcher, parts: parts) {
                    cover(edge.child, segments, k + 1, expansion: expansion, fragment: fragment, found)
                }
            }
        }
    }
}

extension SegmentMatcher {
    /// Whether `other` was built from the same parts (so it accepts exactly the same segments).
    func sameShape(as other: SegmentMatcher, parts: [RoutePattern.Part]) -> Bool {
        guard other.pieces.count == parts.count else { return false }
        for (piece, part) in zip(other.pieces, parts) {
            switch (piece, part) {
            case let (.literal(a), .literal(b)) where a == b: continue
            case (.capture(.any), .capture(.any)): continue
            case let (.capture(.type(a)), .capture(.type(b))) where a.name == b: continue
            case let (.capture(.regex(a)), .capture(.regex(b))) where a == b: continue
            default: return false
            }
        }
        return true
    }
}
