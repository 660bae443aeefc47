/// A URL taken in for matching: parsed once, in one pass over its UTF-8 bytes, into scheme, host, path
/// segments, query items and fragment. Parts are kept as byte ranges into the original string and decoded
/// only when read, so intake allocates nothing.
///
/// ```swift
/// let url = try RouteURL("shop://goods/7?tab=a&tab=b#/reviews")
/// url.scheme          // "shop"
/// url.pathSegments    // ["goods", "7"]   (the host "goods" is the first segment: no dot)
/// url.rawQuery        // "tab=a&tab=b"
/// url.fragment        // "/reviews"
/// ```
///
/// The rules are a written contract: see `SwitchyardMatching.docc/Normalization.md`.
public struct RouteURL: Sendable, Hashable, CustomStringConvertible {
    /// The string as given.
    public let string: String
    /// The options it was taken in with.
    package let options: IntakeOptions
    package let layout: URLLayout

    /// Takes in a string as a table with `options` does (its intake settings: ``RouteTableOptions/hostAsPath``,
    /// ``RouteTableOptions/decodePlus`` and the limits), or says why it cannot be routed.
    ///
    /// ```swift
    /// let url = try RouteURL("shop://goods/7?q=a+b", options: RouteTableOptions(decodePlus: false))
    /// ```
    public init(_ string: String, options: RouteTableOptions = RouteTableOptions()) throws(URLIntakeError) {
        try self.init(string, options: options.intake)
    }

    /// Takes in a string with the intake settings alone (what a table does with its own).
    package init(_ string: String, options: IntakeOptions) throws(URLIntakeError) {
        var copy = string
        var (ranges, layout) = (SegmentRanges.none, URLLayout())
        if let refusal = copy.withUTF8({ URLLayout.scan($0, options: options, ranges: &ranges, into: &layout) }) { throw refusal }
        self.string = copy
        self.options = options
        self.layout = layout
    }

    /// A string already scanned with `options` into `layout`.
    init(string: String, options: IntakeOptions, layout: URLLayout) {
        self.string = string
        self.options = options
        self.layout = layout
    }

    public var description: String { string }

    /// Runs `body` over the string's contiguous UTF-8 bytes.
    @inlinable
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try string.utf8.withContiguousStorageIfAvailable(body) { return result }
        let copy = Array(string.utf8)
        return try copy.withUnsafeBufferPointer(body)
    }

    func slice(_ start: Int32, _ end: Int32, decode: Bool, plus: Bool = false) -> String {
        withBytes { bytes in
            let part = UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)])
            return decode ? PercentDecoding.string(part, plus: plus) : String(decoding: part, as: UTF8.self)
        }
    }

    /// The bytes `start..<end` percent-decoded (`+` as a space when `plus`), then the decoded bytes'
    /// `slice` of them: a capture inside a segment that had escapes.
    func decodedSlice(_ start: Int32, _ end: Int32, _ slice: Range<Int>, plus: Bool) -> String {
        withBytes { bytes in
            PercentDecoding.string(UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]), plus: plus, slice: slice)
        }
    }

    /// The scheme, lowercased; `nil` for a relative reference such as `/goods/7`.
    public var scheme: String? { withBytes { layout.scheme($0) } }

    /// The host, percent-decoded and lowercased, whether or not it is matched as a path segment.
    public var host: String? { withBytes { layout.host($0) } }

    /// The ``origin`` of a URL without a scheme.
    static let noOrigin = "(none)"

    /// The origin as diagnostics show it: `scheme://host`, `scheme:` without a host, `(none)` for a relative URL.
    @usableFromInline
    package var origin: String {
        guard let scheme else { return Self.noOrigin }
        return host.map { "\(scheme)://\($0)" } ?? "\(scheme):"
    }

    /// The port, when the authority has one.
    package var port: Int? {
        layout.portStart < 0 ? nil : Int(slice(layout.portStart, layout.portEnd, decode: false))
    }

    /// The raw userinfo (`user:password` before `@`), when present. Never used for matching.
    package var userinfo: String? {
        layout.userinfoStart < 0 ? nil : slice(layout.userinfoStart, layout.userinfoEnd, decode: false)
    }

    /// Whether the host is matched as the first path segment (see ``HostAsPath``).
    package var hostIsPath: Bool { layout.hostIsPath }

    /// The path segments that matching sees, percent-decoded: the host first when it counts as a path
    /// segment, then the non-empty segments of the path.
    public var pathSegments: [String] {
        var result: [String] = []
        if layout.hostIsPath { result.append(slice(layout.hostStart, layout.hostEnd, decode: true)) }
        result += segments(layout.pathStart, layout.pathEnd)
        return result
    }

    /// The host as a path segment reads it (percent-decoded, in the case it was written in); `nil` without
    /// a host.
    var hostSegment: String? {
        layout.hasHost ? slice(layout.hostStart, layout.hostEnd, decode: true) : nil
    }

    /// The segments of a fragment path (`#/view/42` → `["view", "42"]`); empty when the fragment is not a path.
    package var fragmentPathSegments: [String] {
        layout.hasFragmentPath ? segments(layout.fragmentStart, layout.fragmentPathEnd) : []
    }

    /// The raw fragment after `#`, undecoded; `nil` when the URL has none.
    public var fragment: String? {
        layout.fragmentStart < 0 ? nil : slice(layout.fragmentStart, layout.fragmentEnd, decode: false)
    }

    /// The raw query after `?`, undecoded; `nil` when the URL has none.
    public var rawQuery: String? {
        layout.queryStart < 0 ? nil : slice(layout.queryStart, layout.queryEnd, decode: false)
    }

    /// The query items in order, decoded. A key without `=` is a flag and has a `nil` value.
    package var queryItems: [QueryItem] {
        layout.queryStart < 0 ? [] : queryItems(layout.queryStart, layout.queryEnd)
    }

    /// The items of the fragment's query (`#a=1&b=2`, or the part after `?` in `#/path?a=1`).
    package var fragmentQueryItems: [QueryItem] {
        layout.fragmentQueryStart < 0 ? [] : queryItems(layout.fragmentQueryStart, layout.fragmentEnd)
    }

    func segments(_ start: Int32, _ end: Int32) -> [String] {
        eachSegment(start, end) { PercentDecoding.string($0, plus: false) }
    }

    /// The non-empty segments in `[start, end)`, each handed to `make` undecoded.
    func eachSegment<T>(_ start: Int32, _ end: Int32, _ make: (UnsafeBufferPointer<UInt8>) -> T) -> [T] {
        withBytes { bytes in
            var result: [T] = []
            var segmentStart = Int(start)
            for k in Int(start)...Int(end) where k == Int(end) || bytes[k] == UInt8(ascii: "/") {
                if k > segmentStart {
                    result.append(make(UnsafeBufferPointer(rebasing: bytes[segmentStart..<k])))
                }
                segmentStart = k + 1
            }
            return result
        }
    }

    /// The percent-decoded bytes of `raw`, exactly what the trie compares (no U+FFFD substitution).
    static func decodedBytes(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: raw.count) { target, count in
            guard let base = target.baseAddress else { count = 0; return }
            count = PercentDecoding.decode(raw, plus: false, into: base)
        }
    }

    /// The percent-decoded bytes of `raw` with `+` as a space: what a capture's value reads
    /// (``decodedBytes(_:)`` byte for byte, but for `+`).
    static func valueBytes(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: raw.count) { target, count in
            guard let base = target.baseAddress else { count = 0; return }
            count = PercentDecoding.decode(raw, plus: true, into: base)
        }
    }

    /// ``pathSegments`` as decoded bytes (for the reference matcher, which must see what the trie sees);
    /// with `plus`, `+` as a space (what captures read with `decodePlus`).
    /// With `host`, the host comes first whenever there is one (what a pattern that takes the host sees).
    package func pathSegmentBytes(plus: Bool = false, host: Bool = false) -> [[UInt8]] {
        let make = plus ? Self.valueBytes : Self.decodedBytes
        var result: [[UInt8]] = []
        if layout.hostIsPath || (host && layout.hasHost) { result += eachSegment(layout.hostStart, layout.hostEnd, make) }
        return result + eachSegment(layout.pathStart, layout.pathEnd, make)
    }

    /// ``fragmentPathSegments`` as decoded bytes; with `plus`, `+` as a space.
    package func fragmentPathSegmentBytes(plus: Bool = false) -> [[UInt8]] {
        layout.hasFragmentPath
            ? eachSegment(layout.fragmentStart, layout.fragmentPathEnd, plus ? Self.valueBytes : Self.decodedBytes) : []
    }

    func queryItems(_ start: Int32, _ end: Int32) -> [QueryItem] {
        var result: [QueryItem] = []
        forEachQueryItem(start, end) { item in
            result.append(item)
            return true
        }
        return result
    }

    /// The value a request reads for the query item `name`: the fragment query's first, else the query's
    /// first; `""` for a flag; `nil` when neither has it.
    func conditionValue(_ name: String) -> String? {
        if layout.fragmentQueryStart >= 0, let value = queryValue(named: name, layout.fragmentQueryStart, layout.fragmentEnd) {
            return value
        }
        guard layout.queryStart >= 0 else { return nil }
        return queryValue(named: name, layout.queryStart, layout.queryEnd)
    }

    /// The value of the first item named `name` in `[start, end)` (`""` for a flag), or `nil`; builds no array.
    func queryValue(named name: String, _ start: Int32, _ end: Int32) -> String? {
        var found: String?
        forEachQueryItem(start, end) { item in
            guard item.name == name else { return true }
            found = item.value ?? ""
            return false
        }
        return found
    }

    /// Hands each decoded item in `[start, end)` to `body` until it returns `false`.
    private func forEachQueryItem(_ start: Int32, _ end: Int32, _ body: (QueryItem) -> Bool) {
        let plus = options.decodePlus
        withBytes { bytes in
            var itemStart = Int(start)
            for k in Int(start)...Int(end) where k == Int(end) || bytes[k] == UInt8(ascii: "&") {
                if k > itemStart {
                    var equals = itemStart
                    while equals < k, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                    let name = PercentDecoding.string(UnsafeBufferPointer(rebasing: bytes[itemStart..<equals]), plus: plus)
                    let value: String? =
                        equals < k
                        ? PercentDecoding.string(UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<k]), plus: plus)
                        : nil
                    if !name.isEmpty, !body(QueryItem(name: name, value: value)) { return }
                }
                itemStart = k + 1
            }
        }
    }
}

/// One `name=value` item of a query. A flag (`?debug`) has a `nil` value.
///
/// ```swift
/// let url = try RouteURL("shop://search?q=red%20shoes&debug")
/// url.queryItems   // [q=red shoes, debug]: names and values decoded
/// ```
package struct QueryItem: Sendable, Hashable, CustomStringConvertible {
    /// The decoded name.
    package var name: String
    /// The decoded value, or `nil` for a flag.
    package var value: String?

    /// Creates a query item.
    package init(name: String, value: String?) {
        self.name = name
        self.value = value
    }

    package var description: String { value.map { "\(name)=\($0)" } ?? name }
}

// How a URL's parts are decoded when read, and the byte helpers that share it: a hex digit's value and ASCII case
// folding (the walk decodes a segment that holds a `%`, and folds a scheme's and a host's case, with them too).

@inline(__always)
package func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
    default: return nil
    }
}

@inline(__always)
package func asciiLower(_ byte: UInt8) -> UInt8 {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) ? byte | 0x20 : byte
}

package enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` when `plus` is set) from `source` into `target`, returning the
    /// number of bytes written. `target` must hold at least `source.count` bytes. An escape that is not
    /// `%` followed by two hex digits is copied through unchanged.
    @inline(__always)
    package static func decode(
        _ source: UnsafeBufferPointer<UInt8>, plus: Bool, into target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var read = 0
        var written = 0
        let count = source.count
        while read < count {
            let byte = source[read]
            if byte == UInt8(ascii: "%"), read + 2 < count {
                if let high = hexValue(source[read + 1]), let low = hexValue(source[read + 2]) {
                    target[written] = high << 4 | low
                    written += 1
                    read += 3
                    continue
                }
            }
            target[written] = (plus && byte == UInt8(ascii: "+")) ? UInt8(ascii: " ") : byte
            written += 1
            read += 1
        }
        return written
    }

    /// Whether decoding can change the bytes at all.
    @inline(__always)
    package static func needsDecoding(_ source: UnsafeBufferPointer<UInt8>, plus: Bool) -> Bool {
        for byte in source where byte == UInt8(ascii: "%") || (plus && byte == UInt8(ascii: "+")) {
            return true
        }
        return false
    }

    /// Decodes a byte range into a `String`. Invalid UTF-8 after decoding becomes U+FFFD.
    static func string(_ source: UnsafeBufferPointer<UInt8>, plus: Bool) -> String {
        if !needsDecoding(source, plus: plus) {
            return String(decoding: source, as: UTF8.self)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(source.count, 1)) { scratch in
            guard let base = scratch.baseAddress else { return "" }
            let count = decode(source, plus: plus, into: base)
            return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
    }

    /// Decodes a byte range and returns the bytes at `slice` of the result as a `String` (a capture that is
    /// part of a percent-encoded segment). A slice outside the decoded bytes is clamped to them.
    static func string(_ source: UnsafeBufferPointer<UInt8>, plus: Bool, slice: Range<Int>) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(source.count, 1)) { scratch in
            guard let base = scratch.baseAddress else { return "" }
            let decoded = UnsafeBufferPointer(start: base, count: decode(source, plus: plus, into: base))
            return String(decoding: UnsafeBufferPointer(rebasing: decoded[slice.clamped(to: 0..<decoded.count)]), as: UTF8.self)
        }
    }

    /// Decodes a string's percent escapes (used for pattern literals).
    package static func string(_ text: some StringProtocol, plus: Bool) -> String {
        var copy = String(text)
        return copy.withUTF8 { string($0, plus: plus) }
    }
}
