@_spi(Internal) import Hummingbird
import Workload

/// Hummingbird's router trie used directly, without the HTTP request machinery: `RouterPathTrieBuilder`
/// and `RouterTrie` (both `@_spi(Internal)` in 2.28.1) and the public `RouterTrie.resolve(_:)`, which is
/// what `RouterResponder` calls with `request.uri.path`. Fed the path as one `String` (host first).
/// Typed placeholders are registered as `:name` and checked with `Int(value) != nil` after the match.
struct HummingbirdSubject: BenchRouter {
    let trie: RouterTrie<Int>
    let typed: [[Substring]]
    let captureNames: [[Substring]]

    init(trie: RouterTrie<Int>, routes: [RouteSpec]) {
        self.trie = trie
        self.typed = routes.map { $0.typedNames.map { $0[...] } }
        self.captureNames = routes.map { $0.captureNames.map { $0[...] } }
    }

    static func build(patterns: [String]) -> RouterTrie<Int> {
        let builder = RouterPathTrieBuilder<Int>()
        for (index, pattern) in patterns.enumerated() { builder.addEntry(RouterPath(pattern), value: index) }
        return builder.build()
    }

    @inline(__always)
    func route(_ url: String) -> Int {
        guard let (route, parameters) = trie.resolve(PathSplitter.path(url)) else { return -1 }
        for name in typed[route] where Int(parameters[name] ?? "") == nil { return -1 }
        return route
    }

    func answer(_ url: String) -> Answer {
        guard let (route, parameters) = trie.resolve(PathSplitter.path(url)) else { return .miss }
        for name in typed[route] where Int(parameters[name] ?? "") == nil { return .miss }
        return Answer(
            route: route, captures: captureNames[route].map { parameters[$0].map(String.init) ?? "<none>" },
            wildcard: parameters.getCatchAll().map(String.init))
    }
}
