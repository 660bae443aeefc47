import SwitchyardRouteTable

/// The entries of a rank vector (``TrieBuilder/rankVector(_:host:matcherRank:)``): compared
/// lexicographically, a smaller entry is more specific. Each entry is at most ``largest``, so that the sort
/// keys can hold an entry as a 4-bit digit (entry + 1).
enum RankEntry {
    /// First entry: the route names its host.
    static let hostConstrained: UInt8 = 0
    /// First entry: the route takes any host.
    static let anyHost: UInt8 = 2
    /// Before the fragment path's segments: they come after the path's, and a pattern without one is
    /// longer by nothing.
    static let fragmentStart: UInt8 = 0
    /// A literal segment.
    static let literal: UInt8 = 10
    /// A dynamic segment: this plus its matcher's rank (``SegmentMatcher/constrainedRank`` or
    /// ``SegmentMatcher/plainCaptureRank``), so 11 or 12: after a literal.
    static let dynamicBase: UInt8 = 10
    /// Last entry without a wildcard: the pattern ends here.
    static let end: UInt8 = 1
    /// Last entry: a wildcard that must take at least one segment.
    static let wildcardWithMinimum: UInt8 = 13
    /// Last entry: a wildcard that may take none.
    static let wildcard: UInt8 = 14
    /// The largest entry (a sort key's digit is entry + 1, at most 15).
    static let largest: UInt8 = 14
}

extension TrieBuilder {
    /// How many rank entries a sort key holds: 4-bit digits below its 8 bits of priority.
    static let sortKeyDigits = 14

    /// A sort key per draft that orders drafts as the full comparison does wherever two keys differ: the
    /// priority's place among the table's priorities (highest first) in the top 8 bits, then, when
    /// ordering by specificity, the rank vector's first 14 entries as 4-bit digits (entry + 1, so a
    /// vector that is a prefix of another, padded with 0, comes first). Comparing two integers instead of
    /// two byte runs took most of the sort's time off the build. All keys are 0, and the full comparison
    /// decides everything, when there are more than 256 priorities or an entry does not fit a digit.
    ///
    /// `complete` says that equal keys mean equal priorities and rank vectors (every vector has at most 14
    /// entries, or only priorities count): the order is then the keys', ties in draft order.
    static func sortKeys(_ drafts: [Draft], ranks: [UInt8], specificity: Bool) -> (keys: [UInt64], complete: Bool) {
        var keys = [UInt64](repeating: 0, count: drafts.count)
        guard !specificity || !ranks.contains(where: { $0 > RankEntry.largest }) else { return (keys, false) }
        // Most tables give every route the same priority: then there is nothing to hash.
        let firstPriority = drafts.first?.priority ?? 0
        var place: [Int: UInt64] = [:]
        if drafts.contains(where: { $0.priority != firstPriority }) {
            let priorities = Set(drafts.map(\.priority)).sorted(by: >)
            guard priorities.count <= 256 else { return (keys, false) }
            place = Dictionary(uniqueKeysWithValues: priorities.enumerated().map { ($1, UInt64($0)) })
        }
        var complete = true
        for (index, draft) in drafts.enumerated() {
            if specificity, draft.rankEnd - draft.rankStart > sortKeyDigits { complete = false }
            var key = (place.isEmpty ? 0 : place[draft.priority] ?? 0) << 56
            if specificity {
                var shift = 52
                for offset in draft.rankStart..<min(draft.rankEnd, draft.rankStart + sortKeyDigits) {
                    key |= UInt64(ranks[offset] + 1) << UInt64(shift)
                    shift -= 4
                }
            }
            keys[index] = key
        }
        return (keys, complete)
    }

    /// An expansion's rank vector: compared lexicographically, smaller is more specific.
    package static func rankVector(_ expansion: RoutePattern.Expansion, host: String?, matcherRank: ([RoutePattern.Part]) -> UInt8)
        -> [UInt8]
    {
        var vector: [UInt8] = []
        appendRankVector(expansion, host: host, to: &vector, matcherRank: matcherRank)
        return vector
    }

    /// Appends the rank vector to `vector` (the builder keeps every draft's in one buffer).
    static func appendRankVector(
        _ expansion: RoutePattern.Expansion, host: String?, to vector: inout [UInt8], matcherRank: ([RoutePattern.Part]) -> UInt8
    ) {
        func rank(_ segment: RoutePattern.Segment) -> UInt8 {
            switch segment {
            case .literal: return RankEntry.literal
            case .dynamic(let parts, _): return RankEntry.dynamicBase + matcherRank(parts)
            }
        }
        vector.append(host == nil ? RankEntry.anyHost : RankEntry.hostConstrained)
        for segment in expansion.path { vector.append(rank(segment)) }
        if let fragment = expansion.fragment {
            vector.append(RankEntry.fragmentStart)
            for segment in fragment { vector.append(rank(segment)) }
        }
        if let wildcard = expansion.wildcard {
            vector.append(wildcard.minimum > 0 ? RankEntry.wildcardWithMinimum : RankEntry.wildcard)
        } else {
            vector.append(RankEntry.end)
        }
    }

    /// Each draft's ordinal: priority first, then specificity (or not), then registration order. `extras`:
    /// each route's, by index, or empty when no route has any.
    static func ordinals(
        _ drafts: [Draft], _ rankBytes: [UInt8], routes: [RouteShape], options: RouteTableOptions, extras: [RouteExtras?] = []
    ) -> [Int32] {
        let specificity = options.matchOrder == .specificity
        let (keys, complete) = sortKeys(drafts, ranks: rankBytes, specificity: specificity)
        // Drafts are made route by route and expansion by expansion, so draft order is (route id,
        // expansion) order when the ids increase, as a builder gives them.
        // (By index: pairs of shapes were copies, each retaining the shape's references.)
        let idsIncrease = routes.indices.dropFirst().allSatisfy { routes[$0 - 1].id < routes[$0].id }
        // Ordering by specificity, a route with more query conditions ranks before an equally specific one
        // with fewer (`nil`: no route has any, the usual table).
        let conditionCounts: [Int]? =
            specificity && extras.contains(where: { $0?.conditions.isEmpty == false })
            ? drafts.map { extras[Int($0.routeIndex)]?.conditions.count ?? 0 } : nil
        let order: [Int]
        if let conditionCounts {
            order = fullOrder(drafts, rankBytes, keys, specificity: specificity, conditionCounts: conditionCounts)
        } else if complete, idsIncrease {
            // The keys decide, ties in draft order: a sort of plain pairs, without the comparison below
            // (most routes of a large table share their shape, so most keys had ties).
            var pairs = keys.enumerated().map { (key: $1, index: $0) }
            pairs.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
            order = pairs.map(\.index)
        } else {
            order = fullOrder(drafts, rankBytes, keys, specificity: specificity)
        }
        var ordinals = [Int32](repeating: 0, count: drafts.count)
        for (rank, index) in order.enumerated() { ordinals[index] = Int32(rank) }
        return ordinals
    }

    /// The drafts' order by the full comparison: priority, then (ordering by specificity) the rank vector and
    /// the number of query conditions (more first; `conditionCounts` by draft, when some route has any), then
    /// route id and expansion. `keys` decide wherever they differ.
    static func fullOrder(
        _ drafts: [Draft], _ rankBytes: [UInt8], _ keys: [UInt64], specificity: Bool, conditionCounts: [Int]? = nil
    ) -> [Int] {
        // Compared in place: copying a `Draft` per comparison would retain its four arrays each time.
        drafts.withUnsafeBufferPointer { drafts in
            rankBytes.withUnsafeBufferPointer { ranks in
                keys.withUnsafeBufferPointer { keys in
                    drafts.indices.sorted { a, b in
                        // Most pairs differ in their keys; equal keys leave the comparison to what follows.
                        if keys[a] != keys[b] { return keys[a] < keys[b] }
                        if drafts[a].priority != drafts[b].priority { return drafts[a].priority > drafts[b].priority }
                        if specificity {
                            // Lexicographic, a prefix first (a byte loop: the slices' generic comparisons
                            // cost several times as much, and the sort makes n log n of them).
                            var x = drafts[a].rankStart, y = drafts[b].rankStart
                            let xEnd = drafts[a].rankEnd, yEnd = drafts[b].rankEnd
                            while x < xEnd, y < yEnd, ranks[x] == ranks[y] {
                                x += 1
                                y += 1
                            }
                            if x < xEnd, y < yEnd { return ranks[x] < ranks[y] }
                            if (x < xEnd) != (y < yEnd) { return x == xEnd }
                            if let conditionCounts, conditionCounts[a] != conditionCounts[b] {
                                return conditionCounts[a] > conditionCounts[b]
                            }
                        }
                        if drafts[a].routeID != drafts[b].routeID { return drafts[a].routeID < drafts[b].routeID }
                        return drafts[a].expansionIndex < drafts[b].expansionIndex
                    }
                }
            }
        }
    }
}
