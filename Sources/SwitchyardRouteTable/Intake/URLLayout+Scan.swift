// The one-pass scan that finds a URL's parts (URLLayout, declared in ScannedURL.swift beside what the scan hands
// the walk): the byte classes and word-at-a-time searches it uses, and the checks it runs on a segment and a host.

@inline(__always)
private func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }

@inline(__always)
private func isSchemeByte(_ b: UInt8) -> Bool {
    isAlpha(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
        || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
}

@inline(__always)
private func isControl(_ b: UInt8) -> Bool { b < 0x20 || b == 0x7F }

/// Bytes a path scan must look at: `/ ? # %` and control characters; everything else is skipped at once.
/// (Bit masks, not a global table: a global is initialised lazily, and every access would check that.)
@inline(__always)
private func isPathStop(_ b: UInt8) -> Bool {
    let low: UInt64 = 0xFFFF_FFFF | 1 << 0x23 | 1 << 0x25 | 1 << 0x2F | 1 << 0x3F
    return b < 0x40 ? (low >> UInt64(b)) & 1 != 0 : b == 0x7F
}

/// Bytes an authority scan must look at: `/ ? # % @ : .`, the backslash and control characters.
@inline(__always)
private func isAuthorityStop(_ b: UInt8) -> Bool {
    let low: UInt64 = 0xFFFF_FFFF | 1 << 0x23 | 1 << 0x25 | 1 << 0x2E | 1 << 0x2F | 1 << 0x3A | 1 << 0x3F
    return b < 0x40 ? (low >> UInt64(b)) & 1 != 0 : b == 0x40 || b == 0x5C || b == 0x7F
}

/// Bytes a query scan must look at: `& # %` and control characters.
@inline(__always)
private func isQueryStop(_ b: UInt8) -> Bool {
    let low: UInt64 = 0xFFFF_FFFF | 1 << 0x23 | 1 << 0x25 | 1 << 0x26
    return b < 0x40 ? (low >> UInt64(b)) & 1 != 0 : b == 0x7F
}

// Eight bytes at a time: the scans skip ordinary bytes a word at a time and stop at the first byte that
// needs a look. Each mask has the high bit of a byte set where that byte is a stop byte; bits above the
// lowest set one may be false positives (borrows), but the lowest set bit is always exact.

/// 0x80 in each byte of `w` that is zero.
@inline(__always)
private func zeroBytes(_ w: UInt64) -> UInt64 { (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080 }

/// 0x80 in each byte of `w` that equals `byte`.
@inline(__always)
private func bytesEqual(_ w: UInt64, _ byte: UInt8) -> UInt64 { zeroBytes(w ^ (0x0101_0101_0101_0101 &* UInt64(byte))) }

/// 0x80 in each byte of `w` that is a control character (below 0x20, or 0x7F).
@inline(__always)
private func controlBytes(_ w: UInt64) -> UInt64 {
    ((w &- 0x2020_2020_2020_2020) & ~w & 0x8080_8080_8080_8080) | bytesEqual(w, 0x7F)
}

/// The eight bytes at `i` as a little-endian word (the first byte lowest); `i + 8 <= bytes.count`.
@inline(__always)
private func word(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: i, as: UInt64.self))
}

/// ``isPathStop`` for eight bytes at once.
@inline(__always)
private func pathStops(_ w: UInt64) -> UInt64 {
    bytesEqual(w, UInt8(ascii: "/")) | bytesEqual(w, UInt8(ascii: "?")) | bytesEqual(w, UInt8(ascii: "#"))
        | bytesEqual(w, UInt8(ascii: "%")) | controlBytes(w)
}

/// ``isQueryStop`` for eight bytes at once.
@inline(__always)
private func queryStops(_ w: UInt64) -> UInt64 {
    bytesEqual(w, UInt8(ascii: "&")) | bytesEqual(w, UInt8(ascii: "#")) | bytesEqual(w, UInt8(ascii: "%")) | controlBytes(w)
}

/// Moves `i` to the next stop byte, eight bytes at a time while eight remain; `false` at the end.
@inline(__always)
private func skipToStop(
    _ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, stops: (UInt64) -> UInt64, isStop: (UInt8) -> Bool
) -> Bool {
    let n = bytes.count
    while i < n {
        if i + 8 <= n {
            let found = stops(word(bytes, i))
            if found == 0 {
                i += 8
                continue
            }
            i += found.trailingZeroBitCount >> 3
            return true
        }
        if isStop(bytes[i]) { return true }
        i += 1
    }
    return false
}

extension URLLayout {
    /// Scans `bytes` once into `layout`, recording the path's and the fragment path's segments in `ranges`
    /// (the host segment is not recorded: the layout has it): the refusal, or `nil` when `layout` holds the
    /// URL's. Every refusal is decided here, so matching never sees a hostile URL. (Returning the layout in a
    /// `Result` copied it at each level on the match path.)
    // Long: the one-pass scan of every URL taken in (journal note 0009): each part's state (offsets, flags,
    // counts) is a local the next part reads. Its seams are already cut where no state crosses them
    // (`scanSegments`, `scanQuery`, the checks below); the rest would become a struct passed `inout`.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, options: IntakeOptions, ranges: inout SegmentRanges, into layout: inout URLLayout
    ) -> URLIntakeError? {
        layout = URLLayout()
        let n = bytes.count
        if n == 0 { return .empty }
        if n > options.maxURLLength || n > Int(Int32.max) {
            return .tooLong(length: n, limit: options.maxURLLength)
        }
        var i = 0

        // scheme ":"
        if isAlpha(bytes[0]) {
            var j = 1
            while j < n, isSchemeByte(bytes[j]) { j += 1 }
            if j < n, bytes[j] == UInt8(ascii: ":") {
                layout.schemeEnd = Int32(j)
                i = j + 1
            }
        }

        // "//" authority
        if i + 1 < n, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") {
            i += 2
            let authorityStart = i
            var lastAt = -1
            // The first `:` after the last `@` (the port's, outside brackets), and whether a `.` follows
            // the last `@`: found in this one pass rather than by scanning the host again.
            var colon = -1
            var dot = false
            while i < n {
                let b = bytes[i]
                if isAuthorityStop(b) {
                    if b == UInt8(ascii: "/") || b == UInt8(ascii: "?") || b == UInt8(ascii: "#") { break }
                    if isControl(b) { return .controlCharacter(b, offset: i) }
                    if b == UInt8(ascii: "\\") { return URLIntakeError(.backslashInAuthority(offset: i)) }
                    if b == UInt8(ascii: "%") {
                        if let refusal = checkEscape(bytes, i) { return refusal }
                        layout.hostHasPercent = true
                    } else if b == UInt8(ascii: "@") {
                        lastAt = i
                        colon = -1
                        dot = false
                    } else if b == UInt8(ascii: ":") {
                        if colon < 0 { colon = i }
                    } else {
                        dot = true
                    }
                }
                i += 1
            }
            let authorityEnd = i
            var hostStart = authorityStart
            if lastAt >= 0 {
                layout.userinfoStart = Int32(authorityStart)
                layout.userinfoEnd = Int32(lastAt)
                hostStart = lastAt + 1
            }
            var hostEnd = authorityEnd
            let bracketed = hostStart < authorityEnd && bytes[hostStart] == UInt8(ascii: "[")
            if bracketed {
                var close = hostStart
                while close < authorityEnd, bytes[close] != UInt8(ascii: "]") { close += 1 }
                if close == authorityEnd {
                    return URLIntakeError(.unterminatedBracket(offset: hostStart))
                }
                hostEnd = close + 1
                if hostEnd < authorityEnd, bytes[hostEnd] != UInt8(ascii: ":") {
                    return URLIntakeError(.characterAfterBracket(offset: hostEnd))
                }
            } else if colon >= 0 {
                hostEnd = colon
            }
            if hostEnd < authorityEnd {  // ":" port
                let portStart = hostEnd + 1
                for k in portStart..<authorityEnd where !(bytes[k] >= UInt8(ascii: "0") && bytes[k] <= UInt8(ascii: "9")) {
                    return URLIntakeError(.portNotANumber(offset: k))
                }
                layout.portStart = Int32(portStart)
                layout.portEnd = Int32(authorityEnd)
            }
            if hostStart < hostEnd {
                layout.hostStart = Int32(hostStart)
                layout.hostEnd = Int32(hostEnd)
                // A `.` after the host would be in the port, which was refused above.
                layout.hostIsPath = Self.hostIsPath(
                    UnsafeBufferPointer(rebasing: bytes[hostStart..<hostEnd]), mode: options.hostAsPath,
                    bracketed: bracketed, dot: dot)
                // Only a host that starts with `.` or holds a `%` can be a dot segment or hold `%00`.
                if layout.hostIsPath, layout.hostHasPercent || bytes[hostStart] == UInt8(ascii: "."),
                    let refusal = checkSegment(bytes, hostStart, hostEnd)
                {
                    return refusal
                }
            }
        }

        // path
        layout.pathStart = Int32(i)
        var percent = false
        var segments: Int
        switch scanSegments(bytes, from: &i, inFragment: false, percent: &percent, ranges: &ranges) {
        case .failure(let refusal): return refusal
        case .success(let count): segments = count
        }
        layout.pathEnd = Int32(i)
        layout.pathSegmentCount = Int32(segments)

        var queryItems = 0
        // "?" query
        if i < n, bytes[i] == UInt8(ascii: "?") {
            i += 1
            layout.queryStart = Int32(i)
            switch scanQuery(bytes, from: &i, stopAtHash: true) {
            case .failure(let refusal): return refusal
            case .success(let count): queryItems += count
            }
            layout.queryEnd = Int32(i)
        }

        // "#" fragment
        if i < n, bytes[i] == UInt8(ascii: "#") {
            i += 1
            layout.fragmentStart = Int32(i)
            layout.fragmentEnd = Int32(n)
            if i == n {
                // An empty fragment (`tests://xyz/wildcard#`) is an empty fragment path: a hash route
                // ending in a wildcard matches it with zero segments, as in JLRoutes.
                layout.fragmentPathEnd = Int32(i)
            } else if bytes[i] == UInt8(ascii: "/") {
                let fragmentSegments: Int
                switch scanSegments(bytes, from: &i, inFragment: true, percent: &percent, ranges: &ranges) {
                case .failure(let refusal): return refusal
                case .success(let count): fragmentSegments = count
                }
                layout.fragmentPathEnd = Int32(i)
                layout.fragmentSegmentCount = Int32(fragmentSegments)
                segments += fragmentSegments
                if i < n {  // "?" inside the fragment
                    i += 1
                    layout.fragmentQueryStart = Int32(i)
                    switch scanQuery(bytes, from: &i, stopAtHash: false) {
                    case .failure(let refusal): return refusal
                    case .success(let count): queryItems += count
                    }
                }
            } else {
                var hasEquals = false
                let start = i
                while i < n {
                    let b = bytes[i]
                    if isControl(b) { return .controlCharacter(b, offset: i) }
                    if b == UInt8(ascii: "=") { hasEquals = true }
                    if b == UInt8(ascii: "%"), let refusal = checkEscape(bytes, i) { return refusal }
                    i += 1
                }
                if hasEquals {
                    layout.fragmentQueryStart = Int32(start)
                    var k = start
                    switch scanQuery(bytes, from: &k, stopAtHash: false) {
                    case .failure(let refusal): return refusal
                    case .success(let count): queryItems += count
                    }
                }
            }
        }
        layout.pathHasPercent = percent
        if segments + (layout.hostIsPath ? 1 : 0) > options.maxSegments {
            return .tooManySegments(limit: options.maxSegments)
        }
        if queryItems > options.maxQueryItems {
            return .tooManyQueryItems(limit: options.maxQueryItems)
        }
        return nil
    }

    /// Counts the non-empty segments of a path (until `?` or `#`) or of a fragment path (until `?`),
    /// refusing control characters, dot segments and `%00`.
    private static func scanSegments(
        _ bytes: UnsafeBufferPointer<UInt8>, from i: inout Int, inFragment: Bool, percent: inout Bool,
        ranges: inout SegmentRanges
    ) -> Result<Int, URLIntakeError> {
        var segments = 0
        var segmentStart = i
        var segmentPercent = false
        /// Only a segment that starts with `.` or holds a `%` can be a dot segment or hold `%00`.
        @inline(__always)
        func end(_ end: Int) -> URLIntakeError? {
            guard end > segmentStart else { return nil }
            if segmentPercent || bytes[segmentStart] == UInt8(ascii: "."), let refusal = checkSegment(bytes, segmentStart, end) {
                return refusal
            }
            segments += 1
            ranges.record(segmentStart, end)
            return nil
        }
        while skipToStop(bytes, &i, stops: pathStops, isStop: isPathStop) {
            let b = bytes[i]
            if b == UInt8(ascii: "?") || (b == UInt8(ascii: "#") && !inFragment) { break }
            if b == UInt8(ascii: "/") {
                if let refusal = end(i) { return .failure(refusal) }
                segmentStart = i + 1
                segmentPercent = false
            } else if isControl(b) {
                return .failure(.controlCharacter(b, offset: i))
            } else if b == UInt8(ascii: "%") {
                percent = true
                segmentPercent = true
            }
            i += 1
        }
        if let refusal = end(i) { return .failure(refusal) }
        return .success(segments)
    }

    /// Counts non-empty `&`-separated items until `#` (when `stopAtHash`) or the end.
    private static func scanQuery(
        _ bytes: UnsafeBufferPointer<UInt8>, from i: inout Int, stopAtHash: Bool
    ) -> Result<Int, URLIntakeError> {
        var items = 0
        var itemStart = i
        while skipToStop(bytes, &i, stops: queryStops, isStop: isQueryStop) {
            let b = bytes[i]
            if stopAtHash, b == UInt8(ascii: "#") { break }
            if isControl(b) { return .failure(.controlCharacter(b, offset: i)) }
            if b == UInt8(ascii: "%"), let refusal = checkEscape(bytes, i) { return .failure(refusal) }
            if b == UInt8(ascii: "&") {
                if i > itemStart { items += 1 }
                itemStart = i + 1
            }
            i += 1
        }
        if i > itemStart { items += 1 }
        return .success(items)
    }

    @inline(__always)
    private static func checkEscape(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> URLIntakeError? {
        if i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "0"), bytes[i + 2] == UInt8(ascii: "0") {
            return .encodedNUL(offset: i)
        }
        return nil
    }
}

extension SegmentRanges {
    /// Records one segment, `[start, end)`, for the walk; past `capacity`, only counts it.
    @inline(__always)
    mutating func record(_ start: Int, _ end: Int) {
        if count < capacity, let base {
            base[2 * count] = Int32(truncatingIfNeeded: start)
            base[2 * count + 1] = Int32(truncatingIfNeeded: end)
        }
        count += 1
    }
}

// Checks the scan runs on a segment and on the host once it has found their bounds.
extension URLLayout {
    /// Refuses `.`, `..` (also as `%2E`) and `%00` in one segment `[start, end)`.
    static func checkSegment(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> URLIntakeError? {
        var (dots, k, onlyDots) = (0, start, true)
        while k < end {
            if bytes[k] == UInt8(ascii: ".") {
                dots += 1
            } else if bytes[k] == UInt8(ascii: "%"), k + 2 < end {
                if bytes[k + 1] == UInt8(ascii: "0"), bytes[k + 2] == UInt8(ascii: "0") { return .encodedNUL(offset: k) }
                if bytes[k + 1] == UInt8(ascii: "2"), (bytes[k + 2] | 0x20) == UInt8(ascii: "e") {
                    dots += 1
                    k += 2  // the rest of `%2E`
                } else {
                    onlyDots = false
                }
            } else {
                onlyDots = false
            }
            k += 1
        }
        if onlyDots, dots == 1 || dots == 2 { return .dotSegment(offset: start) }
        return nil
    }

    /// Whether `host` is matched as the first path segment; `bracketed` says it starts with `[`, `dot` that
    /// it holds a `.`. In `.auto`, an IP literal, a dotted name and `localhost` (in any case) name a server.
    @inline(__always)
    static func hostIsPath(_ host: UnsafeBufferPointer<UInt8>, mode: HostAsPath, bracketed: Bool, dot: Bool) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            let localhost: StaticString = "localhost"
            guard !bracketed, !dot, host.count == localhost.utf8CodeUnitCount else { return !bracketed && !dot }
            return localhost.withUTF8Buffer { word in word.indices.contains { asciiLower(host[$0]) != word[$0] } }
        }
    }
}
