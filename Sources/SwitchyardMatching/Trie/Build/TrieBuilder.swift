import SwitchyardRouteTable

/// Turns registered routes into a frozen ``TrieStorage``, in four steps: the routes grow a trie
/// (``TrieGrowth``), their expansions are ordered (``ordinals(_:_:routes:options:extras:)``), and the nodes and
/// the literal edges are flattened into the buffers the walk reads.
package enum TrieBuilder {
    /// The trie of `routes`. Nodes with a count of `countLimit` or more keep their counts aside (tests lower
    /// it to check that path).
    static func build(
        routes: [RouteShape], namespaces namespaceOptions: [String: NamespaceOptions], options: RouteTableOptions,
        countLimit: Int = TrieNode.countLimit
    ) -> (storage: TrieStorage, matchers: MatcherIndex) {
        var trie = TrieGrowth(routes: routes)
        // By index: enumerating `routes` copied each shape (a retain of each of its references) and destroyed it.
        for routeIndex in routes.indices { trie.add(routes[routeIndex], at: routeIndex, namespaceOptions: namespaceOptions) }
        // Each route's extras, by index, when some route has any (nearly no table does: then none is read again).
        let routeExtras = trie.hasExtras ? routes.map(\.extras) : []
        let ordinals = Self.ordinals(trie.drafts, trie.rankBytes, routes: routes, options: options, extras: routeExtras)
        let flat = trie.flatten(ordinals: ordinals, countLimit: countLimit)
        let literals = trie.literalSlots()
        let storage = TrieStorage(
            nodes: flat.nodes, wideCounts: flat.wideCounts, slots: literals.slots, literalBytes: literals.bytes,
            edges: flat.edges, terminals: flat.terminals, matchers: trie.matchers, nameLists: trie.nameLists.lists,
            namespaces: trie.namespaces, maxCaptures: trie.maxCaptures, routeAccept: routes.map(\.accept),
            tableAccept: options.accept, caseFoldedTwins: literals.caseFoldedTwins,
            routeExtras: routeExtras, decodePlus: options.intake.decodePlus)
        return (storage, trie.matcherIndex)
    }

    static func terminal(_ draft: Draft, _ ordinal: Int32) -> Terminal {
        Terminal(
            names: draft.nameList, ordinal: ordinal, route: draft.routeIndex, expansion: draft.expansionIndex,
            wildcardMinimum: draft.wildcardMinimum, flags: draft.flags)
    }
}
