@testable import SwitchyardExplain
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable

/// One match as both matchers can describe it.
struct Seen: Equatable, CustomStringConvertible {
    var id: Int
    var expansion: String
    var parameters: [String: String]
    var wildcard: [String]
    var description: String { "#\(id) \(expansion) \(parameters.sorted { $0.key < $1.key }) \(wildcard)" }
}

/// Checks every way of matching a string against each other and against the reference matcher
/// (every route checked one by one):
/// - `match(url)` is the first of `candidates(for:)`, and `lookup(url)` and `match(string)` agree with both;
/// - the candidates equal the reference matcher's hits, in the same order, with the same parameters;
/// - every parameter of every candidate decodes;
/// - a refused string matches nothing, and `lookup` says it was refused.
public func checkAgainstReference<Value>(_ table: RouteTable<Value>, _ string: String, explain: Bool = false) {
    if explain { _ = table.explain(string) }
    let url: RouteURL
    do {
        url = try table.scan(string)
    } catch {
        require(table.match(string) == nil, "a refused URL matched: \(string.debugDescription)")
        require(table.candidates(for: string).isEmpty, "a refused URL has candidates")
        if case .failure(.refused(let refusal)) = table.lookup(string) {
            require(refusal == error, "lookup gives another refusal")
        } else {
            require(false, "lookup does not say \(string.debugDescription) was refused")
        }
        return
    }
    let candidates = table.candidates(for: url)
    let best = table.match(url)
    let seen = candidates.map {
        Seen(id: $0.route.id, expansion: $0.expansion, parameters: $0.parameters.pathParameters, wildcard: $0.wildcard)
    }
    require(
        best?.route.id == candidates.first?.route.id && best?.expansion == candidates.first?.expansion,
        "match \(String(describing: best?.route.id)) is not the first candidate \(seen) for \(string.debugDescription)")
    if let best, let first = seen.first {
        require(best.parameters.pathParameters == first.parameters && best.wildcard == first.wildcard, "match and first candidate differ")
    }
    // The string path scans and walks the bytes itself (the scan records the segments): it must agree.
    let fromString = table.match(string)
    require(
        fromString?.route.id == best?.route.id && fromString?.expansion == best?.expansion
            && fromString?.parameters.pathParameters == best?.parameters.pathParameters && fromString?.wildcard == best?.wildcard
            && fromString?.url == best?.url,
        "match(string) differs from match(url) for \(string.debugDescription)")
    switch table.lookup(url) {
    case .success(let found):
        require(found.route.id == best?.route.id && found.expansion == best?.expansion, "lookup differs from match")
    case .failure(let failure):
        require(best == nil, "lookup failed (\(failure)) but match found #\(best?.route.id ?? -1)")
        _ = failure.description
    }
    guard table.isAccepted(url) else {
        require(candidates.isEmpty, "a URL from an origin that is not accepted has candidates")
        return
    }
    let reference = ReferenceMatcher(table: table)
    var expected: [Seen] = []
    for namespace in reference.namespaces(url) {
        expected += reference.run(url, namespace: namespace).hits.map {
            Seen(
                id: $0.route.id, expansion: $0.route.pattern.expansions[$0.expansionIndex].text,
                parameters: $0.parameters, wildcard: $0.wildcard)
        }
    }
    require(
        seen == expected,
        "trie \(seen) != reference \(expected) for \(string.debugDescription) against \(table.routes.map { "\($0.pattern.text)@\($0.namespaceName)/\($0.priority)" })"
    )
    for candidate in candidates {
        _ = candidate.parameters.all
        for name in candidate.route.pattern.parameterNames { _ = candidate.parameters.values(name) }
    }
}

/// Whether any expansion of the pattern has a regex-constrained capture.
public func hasRegex(_ pattern: RoutePattern) -> Bool {
    pattern.expansions.contains { expansion in
        (expansion.path + (expansion.fragment ?? [])).contains { segment in
            guard case .dynamic(let parts, _) = segment else { return false }
            return parts.contains { if case .capture(.regex) = $0 { return true } else { return false } }
        }
    }
}

/// A URL that a pattern's first expansion could match: literals percent-encoded, each capture "1",
/// a wildcard one segment. Used to reach deep into the trie; the reference decides what it matches.
public func sampleURL(for pattern: RoutePattern) -> String {
    func encode(_ bytes: [UInt8]) -> String {
        var out = ""
        for b in bytes {
            if (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x2D || b == 0x5F || b == 0x7E || b == 0x2E {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                out += "%" + String(b, radix: 16, uppercase: true).leftPadded
            }
        }
        return out
    }
    func render(_ segment: RoutePattern.Segment) -> String {
        switch segment {
        case .literal(let literal): return encode(Array(literal.utf8))
        case .dynamic(let parts, _):
            return parts.map { part -> String in
                if case .literal(let literal) = part { return encode(Array(literal.utf8)) }
                return "1"
            }.joined()
        }
    }
    guard let expansion = pattern.expansions.first else { return "/" }
    var url = ""
    if let scheme = pattern.scheme {
        url = scheme + (pattern.host.map { "://" + $0 } ?? ":")
    }
    url += "/" + expansion.path.map(render).joined(separator: "/")
    if expansion.wildcard != nil, expansion.fragment == nil { url += "/w" }
    if let fragment = expansion.fragment {
        url += "#/" + fragment.map(render).joined(separator: "/")
        if expansion.wildcard != nil { url += "/w" }
    }
    return url
}

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
