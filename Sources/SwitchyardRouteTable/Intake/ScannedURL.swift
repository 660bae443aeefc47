// What intake hands the walk: a URL scanned once (ADR 0041). `ScannedURL.scan` is the one place a string
// becomes bytes, a layout and segment ranges; every walk of the trie reads a `ScannedURL` and never scans. Also
// here: the layout and the segment ranges the walk reads. The scan itself, with its byte classes and its checks,
// is `URLLayout+Scan.swift`; it makes the layout declared here and calls no function of this file.

/// A URL as the scan left it, borrowed for one walk: its UTF-8 bytes, the layout of its parts and the
/// segments the scan recorded (so that the walk does not look for them again). It exists only inside
/// ``scan(_:options:for:_:)``'s or ``RouteURL/withScanned(for:_:)``'s closure, which own the memory it points at.
/// Plain data, so that the walk copies it without retaining anything: the string is held by its address.
struct ScannedURL {
    let bytes: UnsafeBufferPointer<UInt8>
    let layout: URLLayout
    let ranges: SegmentRanges
    let options: IntakeOptions
    /// The string the bytes are of (a native copy when the caller's was not contiguous UTF-8), for
    /// ``routeURL()``. Its address, valid as long as the bytes are.
    let string: UnsafePointer<String>

    /// Whether a raw `+` reads as a space in a capture's value (the intake option).
    var decodePlus: Bool { options.decodePlus }

    /// The URL's query, for routes with query conditions (``QueryView``).
    var query: QueryView { QueryView(bytes, layout) }

    /// The URL a match or a failure keeps, made from this scan without scanning again: only for a hit, or to
    /// say why there is none.
    func routeURL() -> RouteURL { RouteURL(string: string.pointee, options: options, layout: layout) }

    /// How ``scan(_:options:for:_:)`` ended.
    enum ScanOutcome {
        /// Scanned and handed to the walk.
        case scanned
        /// Refused by the intake contract; the walk did not run.
        case refused(URLIntakeError)
        /// Not stored as contiguous UTF-8 (a bridged string): the caller scans ``nativeCopy(_:)`` instead.
        /// The caller, not this function, makes the copy, so that the walk in `body` is compiled once.
        case notContiguous
    }

    /// Scans `string` once with `options` and runs `body` with the result. The segment ranges live in one
    /// stack allocation, with room for every segment the limits allow (a segment takes at least two bytes
    /// with its `/`); a longer list is refused by the scan, or, past the room, found again by the walk.
    ///
    /// `body` hands its answer out through what it captures, not as a value returned through the closures
    /// here: each closure level copied a returned value on the match path. It receives the table it walks
    /// (`storage`) as a parameter rather than capturing it: captured, the table was retained and released
    /// once or twice per open (journal 0044, "Retains counted").
    @inline(__always)
    static func scan(
        _ string: String, options: IntakeOptions, for storage: TrieStorage, _ body: (TrieStorage, ScannedURL) -> Void
    ) -> ScanOutcome {
        var refusal: URLIntakeError?
        let scanned: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            let room = min(bytes.count / 2 + 1, options.maxSegments) + 1
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * room) { buffer in
                var ranges = SegmentRanges(base: buffer.baseAddress, capacity: room)
                var layout = URLLayout()
                refusal = URLLayout.scan(bytes, options: options, ranges: &ranges, into: &layout)
                guard refusal == nil else { return }
                withUnsafePointer(to: string) { string in
                    body(storage, ScannedURL(bytes: bytes, layout: layout, ranges: ranges, options: options, string: string))
                }
            }
        }
        guard scanned != nil else { return .notContiguous }
        return refusal.map(ScanOutcome.refused) ?? .scanned
    }

    /// A copy of `string` stored as contiguous UTF-8, for a string ``scan(_:options:for:_:)`` could not read in place.
    @inline(never)
    static func nativeCopy(_ string: String) -> String {
        var native = string
        native.makeContiguousUTF8()
        return native
    }
}

/// A URL's query as the walk reads it for routes with query conditions: where its bytes start and the
/// offsets of its fragment query and query (-1 when it has none). An item is found and decoded only when a
/// condition asks for it, into stack space: checking a route's conditions allocates nothing. Plain data of a
/// few words, made for every walk (a table without conditions never reads it): an optional made only when
/// needed cost more to make than this.
struct QueryView {
    let base: UnsafePointer<UInt8>?
    let fragmentQueryStart: Int32
    let fragmentEnd: Int32
    let queryStart: Int32
    let queryEnd: Int32

    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout) {
        base = bytes.baseAddress
        fragmentQueryStart = layout.fragmentQueryStart
        fragmentEnd = layout.fragmentEnd
        queryStart = layout.queryStart
        queryEnd = layout.queryEnd
    }
}

extension RouteURL {
    /// Runs `body` with this URL as a walk reads it: the scan's layout, without its segment ranges (the
    /// walk finds them again; a `RouteURL` keeps only the layout). Not generic: `body` hands its answer out
    /// through what it captures. The generic form, specialised per result type, cost every app 2.4 KB.
    /// `storage` is handed to `body` for the reason ``ScannedURL/scan(_:options:for:_:)`` gives.
    @inline(never)
    func withScanned(for storage: TrieStorage, _ body: (TrieStorage, ScannedURL) -> Void) {
        withUnsafePointer(to: string) { string in
            withBytes { body(storage, ScannedURL(bytes: $0, layout: layout, ranges: .none, options: options, string: string)) }
        }
    }
}

/// Byte offsets of a URL's parts, found in one pass over its UTF-8 bytes. Nothing is copied: every part
/// is a range into the original string, decoded only when read.
package struct URLLayout: Sendable, Hashable {
    /// `[0, schemeEnd)` is the scheme; -1 when there is none.
    var schemeEnd: Int32 = -1
    /// The host, without userinfo and port; `hostStart == -1` when there is no authority or the host is empty.
    var hostStart: Int32 = -1
    var hostEnd: Int32 = -1
    var userinfoStart: Int32 = -1
    var userinfoEnd: Int32 = -1
    var portStart: Int32 = -1
    var portEnd: Int32 = -1
    var pathStart: Int32 = 0
    var pathEnd: Int32 = 0
    /// After `?`; -1 when there is no query.
    var queryStart: Int32 = -1
    var queryEnd: Int32 = -1
    /// After `#`; -1 when there is no fragment.
    var fragmentStart: Int32 = -1
    var fragmentEnd: Int32 = -1
    /// The end of the fragment's path when it starts with `/` (hash routing) or is empty (an empty
    /// fragment path: `app://x#`); -1 otherwise.
    var fragmentPathEnd: Int32 = -1
    /// The fragment's query: after the `?` of a fragment path, or the whole fragment when it holds a `=`.
    package var fragmentQueryStart: Int32 = -1
    /// Whether the host is matched as the first path segment.
    var hostIsPath = false
    /// Non-empty segments of the path, the host segment not counted.
    var pathSegmentCount: Int32 = 0
    var fragmentSegmentCount: Int32 = 0
    /// Whether any path or fragment-path byte is `%` (the walk then decodes before comparing).
    var pathHasPercent = false
    /// Whether any authority byte is `%` (a host matched as a path segment is then decoded too).
    var hostHasPercent = false

    var hasHost: Bool { hostStart >= 0 }
    package var hasFragmentPath: Bool { fragmentPathEnd >= 0 }
    /// Segments the walk sees before the fragment: host segment (when it is a path) plus path segments.
    var matchSegmentCount: Int { Int(pathSegmentCount) + (hostIsPath ? 1 : 0) }
}

extension URLLayout {
    /// Whether a URL without a scheme is a path of the app's own: it starts with `/` (`/goods/7`, also
    /// `//x/y`, which intake reads as a relative path), `?` or `#`. A relative-path reference (`static`,
    /// `foo/bar`) is not: it comes from no link source (Crossroad refuses it too).
    func isInAppPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard schemeEnd < 0, let first = bytes.first else { return false }
        return first == UInt8(ascii: "/") || first == UInt8(ascii: "?") || first == UInt8(ascii: "#")
    }

    /// The scheme in `bytes` (the string this layout was scanned from), lowercased; `nil` for a relative reference.
    func scheme(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        schemeEnd < 0 ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<Int(schemeEnd)]), as: UTF8.self).lowercased()
    }

    /// The host in `bytes`, percent-decoded and lowercased; `nil` when there is none.
    func host(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard hasHost else { return nil }
        return PercentDecoding.string(UnsafeBufferPointer(rebasing: bytes[Int(hostStart)..<Int(hostEnd)]), plus: false).lowercased()
    }
}

/// Where a scan records the segments it finds (start and end offsets, in pairs), so that the walk does
/// not look for them again. Segments past `capacity` are counted but not recorded.
struct SegmentRanges {
    var base: UnsafeMutablePointer<Int32>?
    var capacity: Int
    var count = 0

    static var none: SegmentRanges { SegmentRanges(base: nil, capacity: 0) }
}
