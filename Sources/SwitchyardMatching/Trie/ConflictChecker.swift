import SwitchyardRouteTable

/// Finds, when a table is built: colliding optional-group expansions (errors), identical routes (warnings
/// at build, the first registered wins as in JLRoutes and Crossroad; errors to `switchyard lint`), and
/// routes that can never win because another matches every URL they match and ranks higher (warnings).
struct ConflictChecker {
    let routes: [RouteShape]
    let storage: TrieStorage
    /// The trie builder's matchers by the parts they were made for.
    let matcherIndex: MatcherIndex
    let options: RouteTableOptions
    /// Whether some route has extras (query conditions are compared only then).
    let hasExtras: Bool

    init(routes: [RouteShape], storage: TrieStorage, matcherIndex: MatcherIndex, options: RouteTableOptions) {
        self.routes = routes
        self.storage = storage
        self.matcherIndex = matcherIndex
        self.options = options
        self.hasExtras = !storage.routeExtras.isEmpty
    }

    /// Dynamic edges at one node from which the cover walk finds the edges it follows by index rather than
    /// by comparing every edge's shape with the segment (thousands of regex siblings made the check
    /// quadratic: 8,000 of them took 4.7 s to build).
    static let indexedEdgeCount = 8

    func name(_ route: RouteShape) -> String { route.displayName }

    func acceptKey(_ route: RouteShape) -> [String]? {
        route.accept.map { $0.map(\.description).sorted() }
    }

    func check() -> [Diagnostic] {
        var findings = IdenticalFindings()
        for (index, node) in storage.nodes.enumerated() { identicalShapes(at: Int32(index), node, into: &findings) }
        let diagnostics = findings.diagnostics + shadowing(skipping: findings.reported, duplicates: findings.duplicates)
        return diagnostics.stablySorted {
            (Self.order($0), $0.severity == .error ? 0 : 1) < (Self.order($1), $1.severity == .error ? 0 : 1)
        }
    }

    /// The route a diagnostic is about, to sort by (each of this checker's names one).
    private static func order(_ diagnostic: Diagnostic) -> Int { diagnostic.route?.routeID ?? -1 }

    /// For each expansion, walks the trie with the expansion's own segments, following only edges that
    /// accept everything the expansion's segment accepts, and reports the best-ranked other route found.
    private func shadowing(skipping reported: Set<RoutePair>, duplicates: Set<Int>) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var done = [Bool](repeating: false, count: routes.count)
        var namespaceOf: [String?: Int] = [:]
        for (index, roots) in storage.namespaces.enumerated() { namespaceOf[roots.schemeName] = index }
        var search = CoverSearch(stack: [], crowded: crowdedEdges(), reported: reported)
        // Where a matcher tried on a literal writes its captures, made once for the whole check.
        search.scratch = UnsafeMutableBufferPointer<CaptureSlot>.allocate(
            capacity: max(1, storage.matchers.lazy.map(\.captureCount).max() ?? 1))
        defer { search.scratch.deallocate() }
        var lastScheme: String? = nil
        var lastNamespace = namespaceOf[nil]
        // Read through a local: a closure that captured `self` copied the checker (its route array, trie
        // and options, each retained) once per route.
        let routes = self.routes
        for mine in terminalsInRouteOrder() {
            guard let mine else { continue }
            let routeIndex = Int(mine.route)
            guard !done[routeIndex], !duplicates.contains(routeIndex) else { continue }
            // The shape's fields are read where they are used: a copy of the shape retained each of its
            // references, once per route.
            // Routes of one namespace are usually registered together: the last lookup is kept.
            if routes[routeIndex].scheme != lastScheme {
                lastScheme = routes[routeIndex].scheme
                lastNamespace = namespaceOf[lastScheme]
            }
            guard let ns = lastNamespace else { continue }
            func cover(in ns: Int) -> Terminal? {
                hasExtras
                    ? bestConditionalCover(of: mine, namespace: ns, routes: routes, search: &search)
                    : bestCover(of: mine, namespace: ns, routes: routes, search: &search)
            }
            var best = cover(in: ns)
            // A route in several namespaces (a placeholder in its scheme) never wins only when covered in each.
            for key in routes[routeIndex].otherSchemes where best != nil {
                if let other = namespaceOf[key], cover(in: other) != nil { continue }
                best = nil
            }
            // A route is reported once, when every one of its expansions is covered (the first suffices
            // for a route without optional groups).
            guard let best, routes[routeIndex].expansionCount == 1 else { continue }
            done[routeIndex] = true
            result.append(shadowed(routes[routeIndex], by: routes[Int(best.route)]))
        }
        return result
    }

    /// The cover walk's working state for the whole check: its stack, the indexed edges of crowded nodes,
    /// the pairs already reported, and the scratch capture slots.
    struct CoverSearch {
        var stack: [CoverStep]
        let crowded: [CrowdedEdge: Int32]
        let reported: Set<RoutePair>
        var scratch = UnsafeMutableBufferPointer<CaptureSlot>(start: nil, count: 0)
    }

    /// The best-ranked terminal of another route that matches every URL that `mine` (an expansion of a
    /// route in `routes`) matches, from the roots of namespace `ns` that the route's URLs can reach; `nil`
    /// for none.
    private func bestCover(
        of mine: Terminal, namespace ns: Int, routes: [RouteShape], search: inout CoverSearch
    ) -> Terminal? {
        let routeIndex = Int(mine.route)
        let pattern = routes[routeIndex].parsed
        let accept = routes[routeIndex].accept
        let expansion = RoutePattern.Expansions(storage: pattern)[Int(mine.expansion)]
        var best: Terminal?
        let reported = search.reported
        let roots = coverRoots(of: pattern, namespace: ns)
        for start in [roots.first, roots.second] where start >= 0 {
            cover(start, expansion: expansion, stack: &search.stack, scratch: search.scratch, crowded: search.crowded) { other in
                // A node's terminals come best first: once one ranks after this route or after the best
                // found, so do the rest, and the first that covers this route is the node's best.
                guard other.ordinal < min(mine.ordinal, best?.ordinal ?? Int32.max) else { return false }
                let otherRoute = Int(other.route)
                guard otherRoute != routeIndex,
                    !reported.contains(RoutePair(earlier: otherRoute, later: routeIndex)),
                    Self.covers(routes[otherRoute].accept, accept)
                else { return true }
                best = other
                return false
            }
        }
        return best
    }

    /// The roots in namespace `ns` that the URLs of a route with `pattern` can reach, -1 for none: routes
    /// without a host, and routes with its host. A route that takes the URL's host as its first segment is
    /// covered only by another such route: the others never see a host with a dot as a segment, and it sees
    /// more than they do. (Read in place: a copy of the namespace's roots retained its four references.)
    func coverRoots(of pattern: RoutePattern.Storage, namespace ns: Int) -> (first: Int32, second: Int32) {
        if pattern.takesHost { return (storage.namespaces[ns].hostSegment, -1) }
        var hostRoot: Int32 = -1
        if let host = pattern.host {
            hostRoot = storage.namespaces[ns].hosts.first(where: { host.utf8.elementsEqual($0.host) })?.root ?? -1
        }
        return (storage.namespaces[ns].anyHost, hostRoot)
    }

    /// The terminals in route and expansion order: each route's first at the sum of the expansion counts
    /// of the routes before it.
    private func terminalsInRouteOrder() -> [Terminal?] {
        var firstTerminal = [Int](repeating: 0, count: routes.count + 1)
        for (index, route) in routes.enumerated() { firstTerminal[index + 1] = firstTerminal[index] + route.expansionCount }
        var terminalOf = [Terminal?](repeating: nil, count: firstTerminal[routes.count])
        for terminal in UnsafeBufferPointer(storage.terminals) {
            terminalOf[firstTerminal[Int(terminal.route)] + Int(terminal.expansion)] = terminal
        }
        return terminalOf
    }

    /// The dynamic edges of crowded nodes, by node and matcher (empty for nearly every table).
    private func crowdedEdges() -> [CrowdedEdge: Int32] {
        var crowded: [CrowdedEdge: Int32] = [:]
        for (index, node) in storage.nodes.enumerated() {
            let dynamicCount = storage.counts(Int32(index), node).dynamic
            guard dynamicCount > Self.indexedEdgeCount else { continue }
            for e in Int(node.dynamicStart)..<Int(node.dynamicStart + dynamicCount) {
                crowded[CrowdedEdge(node: Int32(index), matcher: storage.edges[e].matcher)] = storage.edges[e].child
            }
        }
        return crowded
    }

    /// The warning for `route`, which `winner` always outranks.
    private func shadowed(_ route: RouteShape, by winner: RouteShape) -> Diagnostic {
        let why: String
        if winner.priority > route.priority {
            why = "has a higher priority (\(winner.priority) > \(route.priority))"
        } else if options.matchOrder == .registration {
            why = "was registered earlier (registration order)"
        } else {
            why = "is as specific and was registered earlier"
        }
        return Diagnostic(
            severity: .warning,
            message:
                "route \(name(route)) can never match: route \(name(winner)) matches every URL it matches and \(why); it is reached only when that handler declines",
            code: .shadowedRoute, route: Diagnostic.RouteReference(routeID: route.id, relatedRouteID: winner.id))
    }

    static func covers(_ outer: [LinkSource]?, _ inner: [LinkSource]?) -> Bool {
        guard let outer else { return true }
        guard let inner else { return false }
        return inner.allSatisfy { source in outer.contains { $0.covers(source) } }
    }

    /// Offers every terminal whose pattern accepts all URLs that the expansion's segments from `start`
    /// on (plus its fragment and wildcard) accept. A node's terminals are offered best ordinal first, and
    /// `found` returns `false` when the rest of them are of no more interest. Iterative, with an explicit
    /// stack: a pattern may have 256 segments and the table may be built on a thread with a small stack.
    // Long: a depth-first walk with an explicit stack, the build-time twin of `Walker.walk`: the step kinds
    // share the stack and the scratch capture slots.
    func cover(
        _ start: Int32, expansion: RoutePattern.Expansion, stack: inout [CoverStep],
        scratch: UnsafeMutableBufferPointer<CaptureSlot>, crowded: [CrowdedEdge: Int32], _ found: (Terminal) -> Bool
    ) {
        // Never dereferenced without a dynamic edge, and the buffer has a base address even when empty.
        let matchers = UnsafePointer(storage.matchers.baseAddress.unsafelyUnwrapped)
        stack.removeAll(keepingCapacity: true)
        stack.append(CoverStep(node: start, k: 0, fragment: false))
        let path = expansion.path
        let fragment = expansion.fragment ?? []
        while let step = stack.popLast() {
            let node = storage.nodes[Int(step.node)]
            let counts = storage.counts(step.node, node)
            let wildcardStart = node.terminalStart + counts.end
            let dynamicEdges = Int(node.dynamicStart)..<Int(node.dynamicStart + counts.dynamic)
            let segments = step.fragment ? fragment : path
            let remaining = segments.count - step.k
            let atWildcard = step.fragment || expansion.fragment == nil
            let mineMinimum = remaining + (atWildcard ? (expansion.wildcard?.minimum ?? 0) : 0)
            let mineHasWildcard = atWildcard && expansion.wildcard != nil
            // Wildcards here take everything left.
            for t in Int(wildcardStart)..<Int(wildcardStart + counts.wildcard)
            where Int(storage.terminals[t].wildcardMinimum) <= mineMinimum {
                if !found(storage.terminals[t]) { break }
            }
            if remaining == 0 {
                if !mineHasWildcard {
                    for t in Int(node.terminalStart)..<Int(wildcardStart) where !found(storage.terminals[t]) { break }
                    if !step.fragment, expansion.fragment != nil, node.hashChild >= 0 {
                        stack.append(CoverStep(node: node.hashChild, k: 0, fragment: true))
                    }
                }
                continue
            }
            let next = step.k + 1
            switch segments[step.k] {
            case .literal(let literal):
                // One look at the literal's bytes for the literal child and every dynamic edge.
                literal.withBytes { bytes in
                    if let child = literalChild(of: step.node, bytes) {
                        stack.append(CoverStep(node: child, k: next, fragment: step.fragment))
                    }
                    for e in dynamicEdges {
                        let edge = storage.edges[e]
                        // Read in place: a copy of the matcher would retain its pieces.
                        let matcher = matchers + Int(edge.matcher)
                        if matcher.pointee.acceptsEveryReading(of: bytes, plusIsSpace: options.intake.decodePlus, into: scratch) {
                            stack.append(CoverStep(node: edge.child, k: next, fragment: step.fragment))
                        }
                    }
                }
            case .dynamic(let parts, _):
                func acceptsEverything(_ matcher: UnsafePointer<SegmentMatcher>) -> Bool {
                    matcher.pointee.wholeSegment && matcher.pointee.rank == SegmentMatcher.plainCaptureRank
                }
                guard dynamicEdges.count > Self.indexedEdgeCount else {
                    for e in dynamicEdges {
                        let edge = storage.edges[e]
                        let matcher = matchers + Int(edge.matcher)
                        if acceptsEverything(matcher) || matcher.pointee.hasShape(of: parts) {
                            stack.append(CoverStep(node: edge.child, k: next, fragment: step.fragment))
                        }
                    }
                    continue
                }
                // A crowded node: the edges that accept everything are plain captures, ranked after every
                // constrained one (so at the end of the node's edges), and the one edge of the segment's
                // own shape is found by its matcher (one matcher per shape, one edge per matcher).
                var e = dynamicEdges.upperBound - 1
                var ownCounted = false
                let own = matcherIndex.index(of: parts)
                while e >= dynamicEdges.lowerBound, matchers[Int(storage.edges[e].matcher)].rank == SegmentMatcher.plainCaptureRank {
                    let edge = storage.edges[e]
                    if acceptsEverything(matchers + Int(edge.matcher)) {
                        stack.append(CoverStep(node: edge.child, k: next, fragment: step.fragment))
                        if Int(edge.matcher) == own { ownCounted = true }
                    }
                    e -= 1
                }
                if !ownCounted, let own, matchers[own].hasShape(of: parts),
                    let child = crowded[CrowdedEdge(node: step.node, matcher: Int32(own))]
                {
                    stack.append(CoverStep(node: child, k: next, fragment: step.fragment))
                }
            }
        }
    }

    /// The child of `parent` along the literal edge `literal`, if there is one.
    @inline(__always)
    private func literalChild(of parent: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = TrieStorage.hash(bytes)
        var slot = TrieStorage.slotIndex(hash: hash, parent: parent, mask: storage.slotMask)
        while storage.slots[slot].parent >= 0 {
            let entry = storage.slots[slot]
            if entry.parent == parent, entry.hash == hash, Int(entry.length) == bytes.count {
                guard let base = bytes.baseAddress, let literals = storage.literalBytes.baseAddress else { return entry.child }
                if TrieStorage.equal(literals + Int(entry.start), base, count: bytes.count, foldingCase: false) { return entry.child }
            }
            slot = (slot + 1) & storage.slotMask
        }
        return nil
    }
}

/// Two routes by index, the earlier-ranked first: a conflict reported once is not reported again as
/// shadowing.
struct RoutePair: Hashable {
    var earlier: Int
    var later: Int
}
