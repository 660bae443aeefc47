// Optional groups expanded into the concrete patterns the trie stores.
extension PatternParser {
    typealias Elements = [Item]

    func expand(_ items: [Item]) throws(PatternError) -> [Elements] {
        // Without optional groups (most patterns) there is one expansion: the items themselves.
        if !items.contains(where: { if case .group = $0 { return true } else { return false } }) { return [items] }
        var result: [Elements] = [[]]
        for item in items {
            if case .group(let inner, let offset) = item {
                let innerExpansions = try expand(inner)
                var next: [Elements] = []
                for prefix in result {
                    for expansion in innerExpansions { next.append(prefix + expansion) }
                    next.append(prefix)
                }
                if next.count > 256 {
                    throw error(offset, MatchingText.patternTooManyGroups)
                }
                result = next
            } else {
                // In place: `result.map { $0 + [item] }` built three arrays per item and expansion.
                for k in result.indices { result[k].append(item) }
            }
        }
        return result
    }

    func concrete(_ elements: Elements) throws(PatternError) -> RoutePattern.Expansion {
        // Collected in local arrays sized once (appending through the optional `fragment` of an
        // `Expansion` copied and regrew its arrays).
        var path: [RoutePattern.Segment] = []
        path.reserveCapacity(elements.count)
        var fragment: [RoutePattern.Segment]?
        var wildcard: RoutePattern.Wildcard?
        var wildcardOffset: Int?
        for element in elements {
            if let wildcardOffset {
                throw error(wildcardOffset, MatchingText.patternWildcardLast)
            }
            switch element {
            case .segment(let segment, _, _):
                if fragment != nil { fragment?.append(segment) } else { path.append(segment) }
            case .wildcard(let found, let offset, _):
                wildcard = found
                wildcardOffset = offset
            case .hash:
                fragment = []
            case .group:
                break  // groups are resolved by expand
            }
        }
        return RoutePattern.Expansion(path: path, fragment: fragment, wildcard: wildcard, text: expansionText(elements))
    }

    /// An expansion's text: each segment's source after a `/`, `#` before a fragment path; `/` for none.
    /// When that is the pattern as written (a path pattern without optional groups or doubled slashes, the
    /// usual case) it is the pattern's own string, sharing its storage instead of holding a copy.
    func expansionText(_ elements: Elements) -> String {
        var k = 0
        var same = true
        var length = 0
        for element in elements {
            switch element {
            case .segment(_, let start, let end), .wildcard(_, let start, let end):
                same = same && k < n && at(k) == "/" && start == k + 1
                k = end
                length += 1 + end - start
            case .hash(let offset):
                same = same && offset == k
                k = offset + 1
                length += 1
            case .group:
                break
            }
        }
        if length == 0 { return "/" }
        if same, k == n { return text }
        var written = ""
        written.reserveCapacity(length)
        for element in elements {
            switch element {
            case .segment(_, let start, let end), .wildcard(_, let start, let end):
                written += "/"
                written += scalarText(start, end)
            case .hash:
                written += "#"
            case .group:
                break
            }
        }
        return written
    }
}
