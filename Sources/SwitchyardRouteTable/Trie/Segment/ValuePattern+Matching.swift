// A value pattern matched on a query item's decoded bytes, in place: the walk checks a route's query
// conditions with it (no allocation; the capture slots are on the stack), and the parameters of a match
// read the captures with it again when they are asked for.
extension ValuePattern {
    /// Whether the decoded `value`, read as a path (split at `/`, empty pieces ignored), matches. A piece
    /// that is `.` or `..` never matches. `capture` receives each capture's index and decoded byte range,
    /// `wildcardPiece` each piece the wildcard takes, in order; neither is called when the value does not match
    /// (a match is found in one pass, and the captures are reported by a second one).
    func match(
        _ value: UnsafeBufferPointer<UInt8>, capture: ((Int, Range<Int>) -> Void)? = nil,
        wildcardPiece: ((Range<Int>) -> Void)? = nil
    ) -> Bool {
        withUnsafeTemporaryAllocation(of: CaptureSlot.self, capacity: max(widestSegment, 1)) { slots in
            guard walk(value, slots: slots, report: false, capture: nil, wildcardPiece: nil) else { return false }
            if capture != nil || wildcardPiece != nil {
                _ = walk(value, slots: slots, report: true, capture: capture, wildcardPiece: wildcardPiece)
            }
            return true
        }
    }

    /// One pass over the value's pieces against the steps, reporting captures when `report` is set.
    private func walk(
        _ value: UnsafeBufferPointer<UInt8>, slots: UnsafeMutableBufferPointer<CaptureSlot>, report: Bool,
        capture: ((Int, Range<Int>) -> Void)?, wildcardPiece: ((Range<Int>) -> Void)?
    ) -> Bool {
        var step = 0
        var captured = 0
        var extra = 0
        var start = 0
        let slash = UInt8(ascii: "/")
        while start <= value.count {
            var end = start
            while end < value.count, value[end] != slash { end += 1 }
            defer { start = end + 1 }
            guard end > start else { continue }
            let piece = UnsafeBufferPointer(rebasing: value[start..<end])
            if SegmentMatcher.isDotSegment(piece, from: 0, to: piece.count) { return false }
            guard step < steps.count else {
                guard wildcard != nil else { return false }
                extra += 1
                if report { wildcardPiece?(start..<end) }
                continue
            }
            switch steps[step] {
            case .literal(let literal):
                guard literal.count == piece.count, SegmentMatcher.equal(piece, 0, literal) else { return false }
            case .dynamic(let matcher):
                guard matcher.match(piece, index: 0, into: slots, at: 0) else { return false }
                if report {
                    for k in 0..<matcher.captureCount {
                        capture?(captured + k, (start + Int(slots[k].start))..<(start + Int(slots[k].end)))
                    }
                }
                captured += matcher.captureCount
            }
            step += 1
        }
        return step == steps.count && extra >= (wildcard?.minimum ?? 0)
    }

    /// The parameters the value gives (decoded text of each named capture, the wildcard's pieces joined by
    /// `/`), or `nil` when it does not match.
    package func parameters(_ value: [UInt8]) -> [(name: String, value: String)]? {
        value.withUnsafeBufferPointer { bytes in
            var values: [(Int, String)] = []
            var pieces: [String] = []
            let matched = match(
                bytes, capture: { values.append(($0, String(decoding: bytes[$1], as: UTF8.self))) },
                wildcardPiece: { pieces.append(String(decoding: bytes[$0], as: UTF8.self)) })
            guard matched else { return nil }
            var result: [(name: String, value: String)] = []
            for (index, text) in values where captureNames[index] != RoutePattern.unnamed { result.append((captureNames[index], text)) }
            if let name = wildcard?.name { result.append((name, pieces.joined(separator: "/"))) }
            return result
        }
    }
}
