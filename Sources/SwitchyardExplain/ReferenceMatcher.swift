package import SwitchyardMatching

/// A deliberately simple matcher: every route's every expansion checked against the URL one by one.
/// It explains why a route did not match (for `switchyard explain`) and serves as the reference the
/// trie is tested against. Its cost grows with the number of routes; never use it on the hot path.
package struct ReferenceMatcher<Value: Sendable> {
    package let table: RouteTable<Value>

    /// A reference matcher over `table`'s routes.
    package init(table: RouteTable<Value>) {
        self.table = table
    }

    /// The URL as the reference sees it: decoded segments, not byte ranges.
    struct Input {
        var scheme: String?
        var realHost: String?
        /// The host, also when it is matched as a path segment (link sources compare it).
        var host: String?
        var hostIsPath: Bool
        var segments: [[UInt8]]
        var fragment: [[UInt8]]?
        /// The same segments as captures read them: with `decodePlus`, `+` is a space (same lengths).
        var valueSegments: [[UInt8]]
        var valueFragment: [[UInt8]]?
        /// The segments as a pattern that takes the host sees them (``RoutePattern/takesHost``): with a host
        /// that is not a path segment first, unless it is a dot segment; else the segments above.
        /// Whether the host (not a path segment) is a dot segment, which a pattern that takes the host never takes.
        var dotHost: Bool
        var hostSegments: [[UInt8]]
        var valueHostSegments: [[UInt8]]
        /// `valueHostSegments` in the case the URL wrote them: what a capture's value reads (the walk judges the
        /// host lowercased, the value keeps its case).
        var textHostSegments: [[UInt8]] = []
        /// The value a request reads for each query item name (for routes with query conditions).
        var queryValue: (String) -> String?
    }

    package struct Hit {
        package var route: Route<Value>
        package var expansionIndex: Int
        package var parameters: [String: String]
        package var wildcard: [String]
        /// Priority, then (by specificity) the rank vector and the number of query conditions, then registration.
        var rank: (priority: Int, vector: [UInt8], conditions: Int, id: Int, expansion: Int)
    }

    package struct Miss: Error {
        package var route: Route<Value>
        package var expansionIndex: Int
        /// How many segments matched before the failure (for "nearest candidates").
        package var depth: Int
        package var reason: String
    }

    /// The segments with the first (a host) ASCII-lowercased.
    static func lowercasedFirst(_ segments: [[UInt8]]) -> [[UInt8]] {
        guard let first = segments.first else { return segments }
        return [first.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }] + segments.dropFirst()
    }

    static func input(_ url: RouteURL) -> Input {
        let withHost = url.pathSegmentBytes(host: true)
        let takeHost = !url.hostIsPath && url.host != nil
        // Under `hostAsPath` `always` the host is a path segment for every route; a route that takes it still
        // judges it lowercased, as a host (issue #64).
        let lowerPathHost = url.hostIsPath && url.host != nil && url.options.hostAsPath == .always
        let dotHost = takeHost && (withHost.first == Array(".".utf8) || withHost.first == Array("..".utf8))
        return Input(
            scheme: url.scheme, realHost: url.hostIsPath ? nil : url.host, host: url.host, hostIsPath: url.hostIsPath,
            segments: url.pathSegmentBytes(),
            fragment: url.layout.hasFragmentPath ? url.fragmentPathSegmentBytes() : nil,
            valueSegments: url.pathSegmentBytes(plus: url.options.decodePlus),
            valueFragment: url.layout.hasFragmentPath ? url.fragmentPathSegmentBytes(plus: url.options.decodePlus) : nil,
            dotHost: dotHost,
            // A host kept as a host compares case-insensitively also where a pattern takes it (issue #59): the
            // walk sees it lowercased, as the trie's walk does.
            hostSegments: takeHost || lowerPathHost ? lowercasedFirst(url.pathSegmentBytes(host: takeHost)) : url.pathSegmentBytes(),
            valueHostSegments: takeHost || lowerPathHost
                ? lowercasedFirst(url.pathSegmentBytes(plus: url.options.decodePlus, host: takeHost))
                : url.pathSegmentBytes(plus: url.options.decodePlus),
            textHostSegments: takeHost
                ? url.pathSegmentBytes(plus: url.options.decodePlus, host: true) : url.pathSegmentBytes(plus: url.options.decodePlus),
            queryValue: { name in
                // The fragment query's first item of the name, else the query's: what a request reads.
                if let item = url.fragmentQueryItems.first(where: { $0.name == name }) { return item.value ?? "" }
                return url.queryItems.first { $0.name == name }.map { $0.value ?? "" }
            })
    }

    /// The namespaces consulted, in order, by their keys (the scheme lowercased): `nil` is the global one.
    package func namespaces(_ url: RouteURL) -> [String?] {
        guard let scheme = url.scheme?.lowercased(), table.routes.contains(where: { Self.registers($0, in: scheme) }) else {
            return [nil]
        }
        return table.namespaces[scheme]?.fallbackToGlobal == true ? [scheme, nil] : [scheme]
    }

    // Long: the test oracle: written as one plain, obviously correct pass over a route's segments, to be
    // compared with the trie (an oracle split across helpers is harder to trust).
    func evaluate(_ route: Route<Value>, _ expansionIndex: Int, _ input: Input) -> Result<Hit, Miss> {
        // Parsed once here: a table keeps plain patterns as their text.
        let pattern = route.pattern.thick
        let expansion = pattern.expansions[expansionIndex]
        func miss(_ depth: Int, _ reason: String) -> Result<Hit, Miss> {
            .failure(Miss(route: route, expansionIndex: expansionIndex, depth: depth, reason: reason))
        }
        if let host = pattern.host, input.realHost != host {
            return miss(0, "host \(input.realHost.map { "'\($0)'" } ?? "(none)") is not '\(host)'")
        }
        if pattern.takesHost, input.dotHost { return miss(0, "the host is a dot segment ('.' or '..'), never taken as a segment") }
        // A pattern whose host position is a placeholder sees the host as its first segment.
        let segments = pattern.takesHost ? input.hostSegments : input.segments
        let valueSegments = pattern.takesHost ? input.valueHostSegments : input.valueSegments
        let textSegments = pattern.takesHost ? input.textHostSegments : input.valueSegments
        let hostFirst = input.hostIsPath || (pattern.takesHost && input.hostSegments.count > input.segments.count)
        var values: [String] = []
        func matchSegments(
            _ segments: [RoutePattern.Segment], _ actual: [[UInt8]], _ valueBytes: [[UInt8]], base: Int, where part: String
        ) -> (Int, String)? {
            for (k, segment) in segments.enumerated() {
                guard k < actual.count else {
                    return (base + k, "the \(part) ends after \(actual.count) segment\(actual.count == 1 ? "" : "s")")
                }
                let bytes = actual[k]
                let shown = String(decoding: bytes, as: UTF8.self)
                switch segment {
                case .literal(let literal):
                    let caseInsensitive = part == "path" && k == 0 && hostFirst
                    let equal =
                        caseInsensitive
                        ? literal.utf8.map(asciiLower) == bytes.map(asciiLower) : literal.utf8.elementsEqual(bytes)
                    if !equal {
                        return (base + k, "\(part) segment \(k + 1) '\(shown)' is not '\(literal.text)'")
                    }
                case .dynamic(let parts, _):
                    // Literal text compares with the segment as written; each capture's check judges its value.
                    let matcher = SegmentMatcher(parts: parts, types: pattern.types)
                    let ranges = matcher.captureRanges(in: bytes, values: valueBytes[k])
                    let text = part == "path" && k < textSegments.count ? textSegments[k] : valueBytes[k]
                    for range in ranges ?? [] { values.append(String(decoding: text[range], as: UTF8.self)) }
                    let ok = ranges != nil
                    if !ok {
                        return (
                            base + k,
                            "\(part) segment \(k + 1) '\(shown)' does not match \(Self.describe(parts))"
                                + Self.plusNote(bytes, valueBytes[k])
                        )
                    }
                }
            }
            return nil
        }
        if let failure = matchSegments(expansion.path, segments, valueSegments, base: 0, where: "path") {
            return miss(failure.0, failure.1)
        }
        var wildcard: [String] = []
        var tail = segments.dropFirst(expansion.path.count)
        var depth = expansion.path.count
        var part = "path"
        if let fragmentPattern = expansion.fragment {
            if !tail.isEmpty {
                return miss(depth, "the path has \(tail.count) more segment\(tail.count == 1 ? "" : "s") than the pattern")
            }
            guard let fragment = input.fragment else { return miss(depth, "the URL has no fragment path (#/...)") }
            if let failure = matchSegments(fragmentPattern, fragment, input.valueFragment ?? fragment, base: depth, where: "fragment") {
                return miss(failure.0, failure.1)
            }
            tail = fragment.dropFirst(fragmentPattern.count)
            depth += fragmentPattern.count
            part = "fragment"
        }
        if let card = expansion.wildcard {
            if tail.count < card.minimum { return miss(depth, "<path:\(card.name ?? "")> needs at least one more segment") }
            wildcard = tail.map { String(decoding: $0, as: UTF8.self) }
        } else if !tail.isEmpty {
            return miss(depth, "the \(part) has \(tail.count) more segment\(tail.count == 1 ? "" : "s") than the pattern")
        }
        if let accept = route.accept, let scheme = input.scheme,
            !accept.contains(where: { $0.accepts(scheme: scheme, host: input.host) })
        {
            return miss(depth, "the route accepts only \(accept.map(\.description).joined(separator: ", "))")
        }
        var parameters: [String: String] = [:]
        for condition in route.extras?.conditions ?? [] {
            let value = input.queryValue(condition.key)
            if let reason = condition.failure(value) { return miss(depth, reason) }
            if case .value(let valuePattern) = condition.test, let value, let captured = valuePattern.parameters(Array(value.utf8)) {
                for (name, text) in captured { parameters[name] = text }
            }
        }
        if let capture = pattern.schemeCapture, let scheme = input.scheme?.lowercased() {
            parameters[capture.name] = capture.values.first { capture.prefix + $0 + capture.suffix == scheme }
        }
        let names = pattern.captureNames(of: expansion)
        for (name, value) in zip(names, values) where name != RoutePattern.unnamed { parameters[name] = value }
        if let name = expansion.wildcard?.name { parameters[name] = wildcard.joined(separator: "/") }
        if route.lowercaseCaptures {
            parameters = parameters.mapValues { $0.lowercased() }
            wildcard = wildcard.map { $0.lowercased() }
        }
        let specificity = table.options.matchOrder == .specificity
        let vector = TrieBuilder.rankVector(expansion, host: pattern.host) { parts in
            SegmentMatcher(parts: parts, types: pattern.types).rank
        }
        return .success(
            Hit(
                route: route, expansionIndex: expansionIndex, parameters: parameters, wildcard: wildcard,
                rank: (
                    route.priority, specificity ? vector : [], specificity ? route.extras?.conditions.count ?? 0 : 0, route.id,
                    expansionIndex
                )))
    }

    /// Whether `route` is registered in the namespace `key` (a scheme, lowercased; `nil` for the global one):
    /// under its scheme, or under any scheme a placeholder in its scheme lists.
    static func registers(_ route: Route<Value>, in key: String?) -> Bool {
        guard let capture = route.pattern.schemeCapture, let key else { return route.scheme?.lowercased() == key }
        return capture.values.contains { capture.prefix + $0 + capture.suffix == key }
    }

    /// Every expansion of every route in the namespace, matched or not; hits best first.
    package func run(_ url: RouteURL, namespace: String?) -> (hits: [Hit], misses: [Miss]) {
        let input = Self.input(url)
        var hits: [Hit] = []
        var misses: [Miss] = []
        for route in table.routes where Self.registers(route, in: namespace) {
            for index in 0..<route.pattern.expansionCount {
                switch evaluate(route, index, input) {
                case .success(let hit): hits.append(hit)
                case .failure(let miss): misses.append(miss)
                }
            }
        }
        hits = hits.stablySorted { a, b in
            if a.rank.priority != b.rank.priority { return a.rank.priority > b.rank.priority }
            if a.rank.vector != b.rank.vector { return a.rank.vector.lexicographicallyPrecedes(b.rank.vector) }
            if a.rank.conditions != b.rank.conditions { return a.rank.conditions > b.rank.conditions }
            if a.rank.id != b.rank.id { return a.rank.id < b.rank.id }
            return a.rank.expansion < b.rank.expansion
        }
        return (hits, misses)
    }

    /// Why a segment with a raw `+` may fail a constraint it looks to meet: `; a '+' in a value reads as a
    /// space (' 1'): write %2B for a plus`, or nothing when the value reads as the segment does.
    static func plusNote(_ segment: [UInt8], _ value: [UInt8]) -> String {
        guard segment != value else { return "" }
        return "; a '+' in a value reads as a space ('\(String(decoding: value, as: UTF8.self))'): write %2B for a plus"
    }

    static func describe(_ parts: [RoutePattern.Part]) -> String {
        func describe(_ constraint: RoutePattern.Constraint) -> String {
            switch constraint {
            case .any: return "<any>"
            case .type(let name, _): return "<\(name)>"
            case .regex(let regex): return "(\(regex.source))"
            case .orEmpty(let inner):
                let text = describe(inner)
                return text.hasSuffix(">") ? text.dropLast() + "?>" : text + "?"
            }
        }
        return parts.map { part -> String in
            switch part {
            case .literal(let literal): return literal.text
            case .capture(let constraint): return describe(constraint)
            }
        }.joined()
    }
}
