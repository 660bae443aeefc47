import SwitchyardRouteTable

extension TrieBuilder {
    /// A node while the trie is built. Its children and terminals are kept in flat lists for the whole
    /// trie (a few arrays per node would be tens of thousands of allocations for 10,000 routes).
    struct BuildNode {
        var literalCount = 0
        var dynamicCount = 0
        /// The first draft ending here, linked through `draftNext`; -1 for none.
        var endHead = -1
        var wildcardHead = -1
        var hash = -1
    }

    /// A route's expansion ending at a node, before the table's ordinals are known.
    struct Draft {
        var routeIndex: Int32
        var expansionIndex: UInt16
        /// Index into the table's name lists.
        var nameList: Int32
        /// The rank vector: `rankBytes[rankStart..<rankEnd]` (one buffer for every draft).
        var rankStart: Int
        var rankEnd: Int
        var wildcardMinimum: Int8
        /// The terminal's ``Terminal/flags``.
        var flags: UInt8
        var priority: Int
        var routeID: Int
    }

    /// A host constraint within a namespace.
    struct NamespaceHost: Hashable {
        var namespace: Int
        var host: String
    }

    /// The bytes of a dynamic edge's key in ``EdgeIndex``: none.
    static let noBytes = RoutePattern.Literal("")
}

/// The trie while routes are added to it, before it is flattened: its nodes and edges, the segment
/// matchers, the namespaces and their roots, and one draft per route expansion.
struct TrieGrowth {
    typealias BuildNode = TrieBuilder.BuildNode
    typealias Draft = TrieBuilder.Draft

    var nodes: [BuildNode] = []
    var dynamicEdges: TrieBuilder.EdgeIndex
    /// The next draft ending at the same node, by draft; -1 for none.
    var draftNext: [Int] = []
    var literalEdges: TrieBuilder.EdgeIndex
    var matcherIndex = MatcherIndex()
    var matchers: [SegmentMatcher] = []
    var drafts: [Draft] = []
    var rankBytes: [UInt8] = []
    var namespaceIndex: [String: Int] = [:]
    var hostRoots: [TrieBuilder.NamespaceHost: Int] = [:]
    var namespaces: [NamespaceRoots] = [NamespaceRoots(scheme: nil, fallbackToGlobal: false, anyHost: -1, hosts: [], routeCount: 0)]
    var maxCaptures = 0
    var typeRegistry: [TypeKey: ParameterType] = [:]
    var nameLists = TrieBuilder.NameListTable()
    /// Whether some route added has extras (query conditions, parameter options).
    var hasExtras = false

    /// An empty trie for `routes`, with every parameter type their patterns use.
    init(routes: [RouteShape]) {
        dynamicEdges = TrieBuilder.EdgeIndex(expected: routes.count)
        literalEdges = TrieBuilder.EdgeIndex(expected: routes.count * 2)
        for (name, type) in ParameterType.builtIn { typeRegistry[TypeKey(name: name, registration: 0)] = type }
        // (Each shape's parse is read in place: a copy of the shape retained each of its references.)
        for index in routes.indices {
            // A type is resolved by its name and registration, from the route's own parse: a type registered
            // again under the same name applies to the routes added after it, not to earlier ones.
            let pattern = routes[index].parsed
            // A pattern parsed with the built-in types alone names only types of registration 0, which are in the
            // registry already: most tables register none, and reading each expansion again cost ~400 instructions
            // a route.
            guard pattern.registry !== TypeRegistry.builtIn else { continue }
            for expansion in RoutePattern.Expansions(storage: pattern) {
                registerTypes(expansion.path, of: pattern)
                if let fragment = expansion.fragment { registerTypes(fragment, of: pattern) }
            }
        }
    }

    private mutating func registerTypes(_ segments: [RoutePattern.Segment], of pattern: RoutePattern.Storage) {
        for case .dynamic(let parts, _) in segments {
            // Built-in types (registration 0) are in the registry already.
            for case .capture(let constraint) in parts {
                guard case .type(let name, let registration) = constraint.nonEmpty, registration != 0 else { continue }
                let key = TypeKey(name: name, registration: registration)
                if typeRegistry[key] == nil { typeRegistry[key] = pattern.registry.types[name] }
            }
        }
    }

    mutating func newNode() -> Int {
        nodes.append(BuildNode())
        return nodes.count - 1
    }

    /// The index of the matcher for `parts`, made when it is new.
    mutating func matcher(_ parts: [RoutePattern.Part]) -> Int {
        if let index = matcherIndex.index(of: parts) { return index }
        matchers.append(SegmentMatcher(parts: parts, types: typeRegistry))
        matcherIndex.insert(parts, index: matchers.count - 1)
        return matchers.count - 1
    }

    /// The child of `node` under `segment`, made when it is new.
    mutating func child(of node: Int, _ segment: RoutePattern.Segment) -> Int {
        switch segment {
        case .literal(let bytes):
            let hash = bytes.trieHash
            if let next = literalEdges.child(of: node, hash: hash, bytes: bytes) { return next }
            let next = newNode()
            nodes[node].literalCount += 1
            literalEdges.add(parent: node, hash: hash, bytes: bytes, child: next)
            return next
        case .dynamic(let parts, _):
            let shared = matcher(parts)
            let hash = UInt32(truncatingIfNeeded: shared)
            if let existing = dynamicEdges.child(of: node, hash: hash, bytes: TrieBuilder.noBytes) { return existing }
            let next = newNode()
            nodes[node].dynamicCount += 1
            dynamicEdges.add(parent: node, hash: hash, bytes: TrieBuilder.noBytes, child: next)
            return next
        }
    }

    /// The namespace of `route`, added when it is the first route of its scheme; 0 is the global one.
    /// Namespaces and hosts are found by name (no byte copies per route).
    mutating func namespace(_ scheme: String?, spelling: String?, options: [String: NamespaceOptions]) -> Int {
        guard let scheme else { return 0 }
        if let known = namespaceIndex[scheme] { return known }
        let fallback = options[scheme]?.fallbackToGlobal ?? false
        namespaces.append(
            NamespaceRoots(
                scheme: Array(scheme.utf8), spelling: spelling, fallbackToGlobal: fallback, anyHost: -1, hosts: [], routeCount: 0))
        namespaceIndex[scheme] = namespaces.count - 1
        return namespaces.count - 1
    }

    /// The root that `route` starts from in namespace `ns`: its host's, the root of routes that take the
    /// host, or the root of routes on any host; made when it is new.
    mutating func root(of route: RouteShape, namespace ns: Int) -> Int {
        if let host = route.host {
            let key = TrieBuilder.NamespaceHost(namespace: ns, host: host)
            if let existing = hostRoots[key] { return existing }
            let root = newNode()
            hostRoots[key] = root
            namespaces[ns].hosts.append((Array(host.utf8), Int32(root)))
            return root
        }
        if route.takesHost {
            if namespaces[ns].hostSegment >= 0 { return Int(namespaces[ns].hostSegment) }
            let root = newNode()
            namespaces[ns].hostSegment = Int32(root)
            return root
        }
        if namespaces[ns].anyHost >= 0 { return Int(namespaces[ns].anyHost) }
        let root = newNode()
        namespaces[ns].anyHost = Int32(root)
        return root
    }

    /// Adds every expansion of `route` (the `routeIndex`th) under its root in each of its namespaces (more
    /// than one for a placeholder in the scheme), with a draft for each.
    mutating func add(_ route: RouteShape, at routeIndex: Int, namespaceOptions: [String: NamespaceOptions]) {
        add(route, at: routeIndex, namespace: namespace(route.scheme, spelling: route.spelling, options: namespaceOptions))
        for scheme in route.otherSchemes {
            add(route, at: routeIndex, namespace: namespace(scheme, spelling: scheme, options: namespaceOptions))
        }
    }

    /// Adds every expansion of `route` under its root in namespace `ns`.
    private mutating func add(_ route: RouteShape, at routeIndex: Int, namespace ns: Int) {
        namespaces[ns].routeCount += 1
        let root = root(of: route, namespace: ns)
        // Read once (each read of the unretained reference retains it).
        let extras = route.extras
        if extras != nil { hasExtras = true }
        var flags: UInt8 = route.accept != nil ? Terminal.acceptFlag : 0
        if extras?.conditions.isEmpty == false { flags |= Terminal.queryFlag }
        for (expansionIndex, expansion) in route.expansions.enumerated() {
            var node = root
            for segment in expansion.path { node = child(of: node, segment) }
            if let fragment = expansion.fragment {
                if nodes[node].hash < 0 {
                    let hashNode = newNode()
                    nodes[node].hash = hashNode
                }
                node = nodes[node].hash
                for segment in fragment { node = child(of: node, segment) }
            }
            let names = route.pattern.captureNames(of: expansion)
            maxCaptures = max(maxCaptures, names.count)
            let rankStart = rankBytes.count
            // (The vector is appended to a local, so that the matcher look-up may mutate the rest.)
            var ranks: [UInt8] = []
            swap(&ranks, &rankBytes)
            TrieBuilder.appendRankVector(expansion, host: route.host, to: &ranks) { parts in matchers[matcher(parts)].rank }
            swap(&ranks, &rankBytes)
            let draft = Draft(
                routeIndex: Int32(routeIndex), expansionIndex: UInt16(expansionIndex),
                nameList: nameLists.index(of: names, wildcard: expansion.wildcard?.name, extras: extras), rankStart: rankStart,
                rankEnd: rankBytes.count, wildcardMinimum: expansion.wildcard.map { Int8($0.minimum) } ?? -1,
                flags: flags, priority: route.priority, routeID: route.id)
            if expansion.wildcard != nil {
                draftNext.append(nodes[node].wildcardHead)
                nodes[node].wildcardHead = drafts.count
            } else {
                draftNext.append(nodes[node].endHead)
                nodes[node].endHead = drafts.count
            }
            drafts.append(draft)
        }
    }
}
