/// The baseline: a list of routes, sorted once by Switchyard's ranking (literal before typed before plain
/// capture, a wildcard last, then registration order), checked one by one, segment by segment; the first
/// route that matches wins. It is also the reference the workload's expected answers come from.
///
/// It is deliberately simple, not deliberately slow: it splits the URL into byte ranges on the stack and
/// compares bytes, so at 10 routes it is a fair thing to beat.
public struct LinearScanRouter: Sendable {
    enum Piece: Sendable {
        case literal([UInt8])
        case capture
        case int
    }

    struct Entry: Sendable {
        var pieces: [Piece]
        var wildcard: Bool
        var route: Int
        var typed: Bool
    }

    let entries: [Entry]
    /// Segments a URL may have; longer URLs miss.
    public static let maxSegments = 64

    public init(routes: [RouteSpec]) {
        let sorted = routes.sorted { a, b in
            let x = a.rankVector, y = b.rankVector
            return x != y ? x.lexicographicallyPrecedes(y) : a.index < b.index
        }
        entries = sorted.map { route in
            Entry(
                pieces: route.segments.map {
                    switch $0 {
                    case .literal(let word): return .literal(Array(word.utf8))
                    case .capture: return .capture
                    case .int: return .int
                    }
                },
                wildcard: route.wildcard != nil, route: route.index, typed: !route.typedNames.isEmpty)
        }
    }

    /// The matching route's index, or -1. `body` gets the segment ranges (start, end pairs in UTF-8 offsets)
    /// so that a caller can read the captures.
    @inline(__always)
    public func match<R>(_ url: String, _ body: (Int, UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<Int32>, Int) -> R) -> R {
        var url = url
        return url.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * Self.maxSegments) { buffer in
                let ranges = buffer.baseAddress!
                let count = Self.split(bytes, into: ranges)
                guard count >= 0 else { return body(-1, bytes, ranges, 0) }
                let route = entries.withUnsafeBufferPointer { entries in
                    for entry in entries where Self.matches(entry, bytes, ranges, count) { return entry.route }
                    return -1
                }
                return body(route, bytes, ranges, count)
            }
        }
    }

    /// Just the route index (what the timing loop measures).
    @inline(__always)
    public func route(_ url: String) -> Int {
        match(url) { route, _, _, _ in route }
    }

    /// The full answer, captures and wildcard segments included.
    public func answer(_ url: String) -> Answer {
        match(url) { route, bytes, ranges, count in
            guard route >= 0 else { return .miss }
            let entry = entries.first { $0.route == route }!
            func text(_ k: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(ranges[2 * k])..<Int(ranges[2 * k + 1])]), as: UTF8.self)
            }
            var captures: [String] = []
            for (k, piece) in entry.pieces.enumerated() {
                if case .literal = piece { continue }
                captures.append(text(k))
            }
            let wildcard = entry.wildcard ? (entry.pieces.count..<count).map(text) : []
            return Answer(route: route, captures: captures, wildcard: wildcard)
        }
    }

    /// Splits `scheme://host/path?query` into non-empty segments, the host first; -1 when there are too many.
    @inline(__always)
    static func split(_ bytes: UnsafeBufferPointer<UInt8>, into ranges: UnsafeMutablePointer<Int32>) -> Int {
        let n = bytes.count
        var i = 0
        // Skip "scheme://".
        while i < n, bytes[i] != UInt8(ascii: ":") { i += 1 }
        i += 3
        var count = 0
        var start = i
        while i <= n {
            let b: UInt8 = i < n ? bytes[i] : UInt8(ascii: "?")
            if b == UInt8(ascii: "/") || b == UInt8(ascii: "?") || b == UInt8(ascii: "#") {
                if i > start {
                    if count == maxSegments { return -1 }
                    ranges[2 * count] = Int32(start)
                    ranges[2 * count + 1] = Int32(i)
                    count += 1
                }
                if b != UInt8(ascii: "/") { break }
                start = i + 1
            }
            i += 1
        }
        return count
    }

    @inline(__always)
    static func matches(_ entry: Entry, _ bytes: UnsafeBufferPointer<UInt8>, _ ranges: UnsafeMutablePointer<Int32>, _ count: Int) -> Bool {
        let needed = entry.pieces.count
        if entry.wildcard ? count <= needed : count != needed { return false }
        return entry.pieces.withUnsafeBufferPointer { pieces in
            for k in 0..<needed {
                let start = Int(ranges[2 * k]), end = Int(ranges[2 * k + 1])
                switch pieces[k] {
                case .literal(let word):
                    guard word.count == end - start else { return false }
                    let same = word.withUnsafeBufferPointer { word in
                        for j in 0..<word.count where word[j] != bytes[start + j] { return false }
                        return true
                    }
                    if !same { return false }
                case .capture:
                    continue
                case .int:
                    if !isInt(UnsafeBufferPointer(rebasing: bytes[start..<end])) { return false }
                }
            }
            return true
        }
    }

    /// What `Int(String)` accepts: an optional sign, then decimal digits, within `Int`'s range.
    public static func isInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            k = 1
        }
        if k == bytes.count { return false }
        var value: UInt64 = 0
        let limit: UInt64 = negative ? UInt64(Int.max) + 1 : UInt64(Int.max)
        while k < bytes.count {
            let digit = bytes[k] &- UInt8(ascii: "0")
            if digit > 9 { return false }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
            if o1 || o2 || sum > limit { return false }
            value = sum
            k += 1
        }
        return true
    }
}
