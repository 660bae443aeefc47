/// The keys a route-table file may use, and the suggestion made for a misspelt one.
extension RouteTableSpecDecoder {
    static func isExtensionKey(_ key: String) -> Bool {
        key.hasPrefix("x-")
    }

    mutating func unknownKey(_ member: ConfigMember, in context: String, expected: [String]) {
        let key = TextScanning.quoted(member.key)
        if let suggestion = Self.suggestion(for: member.key, among: expected) {
            report(
                member.keyLocation, ConfigText.keyUnknownSuggested(key: key, context: context, suggestion: TextScanning.quoted(suggestion)))
        } else {
            report(member.keyLocation, ConfigText.keyUnknown(key: key, context: context, keys: expected.joined(separator: ", ")))
        }
    }

    /// The longest key, in UTF-8 bytes, that is compared with the known keys for a suggestion. The known keys
    /// are short; a longer key is never within an edit distance of 2 of one, and measuring the distance costs
    /// the key's length times each candidate's (10,000 unknown keys of 1,000 characters took seconds).
    static let longestSuggestedKey = 64

    /// The closest known key within an edit distance of 2 (first one listed on a tie); `nil` for a key longer
    /// than ``longestSuggestedKey``. Only candidates whose length is within 2 of the key's are measured: the
    /// distance is at least the difference in length.
    /// (`distance` is the measure; a test counts its calls.)
    package static func suggestion(
        for key: String, among candidates: [String], distance measure: (String, String) -> Int = editDistance
    ) -> String? {
        guard key.utf8.count <= longestSuggestedKey else { return nil }
        let length = key.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - length) <= 2 {
            let distance = measure(key, candidate)
            if distance <= 2, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters each cost 1.
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// `"a" or "b"`, `"a", "b" or "c"`.
    static func alternatives(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
}
