// Link sources on the hot path: the table's and each route's, checked on the URL's bytes without
// allocating (a host with escapes or non-ASCII bytes is decoded first).
extension TrieStorage {
    /// The URL's origin, for routes with link sources of their own (computed only when some route has them).
    struct Origin {
        var scheme: String?
        var host: String?

        init?(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, _ storage: TrieStorage) {
            guard storage.hasRouteAccept else { return nil }
            scheme = layout.scheme(bytes)
            host = layout.host(bytes)
        }
    }

    /// Whether a route's own checks pass: its link sources accept the URL and its query conditions hold.
    /// Called only for a terminal with ``Terminal/flags`` set. `query` is the URL's query (plain data, kept
    /// apart from the origin so that a table without conditions makes and copies what it did before).
    @inline(never)
    func routeAdmits(_ terminal: Terminal, _ origin: Origin?, _ query: QueryView?) -> Bool {
        guard routeAccepts(terminal, origin) else { return false }
        guard terminal.hasQuery, let query, let extras = routeExtras[Int(terminal.route)] else { return true }
        return query.meets(extras, plus: decodePlus)
    }

    /// Whether a route's own link sources accept the URL.
    @inline(__always)
    func routeAccepts(_ terminal: Terminal, _ origin: Origin?) -> Bool {
        guard terminal.hasAccept, let origin, let accept = routeAccept[Int(terminal.route)],
            let scheme = origin.scheme
        else { return true }
        return accept.contains { $0.accepts(scheme: scheme, host: origin.host) }
    }

    /// Whether the table's link sources accept the URL's origin. A relative URL with an absolute path
    /// (`/goods/7`) comes from the app itself; one without a scheme or `/` (`static`, `foo/bar`) comes from
    /// no link source, and is accepted only by a table that accepts every origin (Crossroad).
    func isAccepted(_ url: RouteURL) -> Bool {
        guard tableAccept != nil else { return true }
        return url.withBytes { isAccepted($0, url.layout) }
    }

    func isAccepted(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout) -> Bool {
        guard let accept = tableAccept else { return true }
        guard layout.schemeEnd >= 0 else { return layout.isInAppPath(bytes) }
        let host = layout.hasHost ? UnsafeBufferPointer(rebasing: bytes[Int(layout.hostStart)..<Int(layout.hostEnd)]) : nil
        if let host, !TrieStorage.isPlainASCII(host) {
            // Escapes or non-ASCII bytes: compare the decoded, lowercased host.
            guard let scheme = layout.scheme(bytes) else { return true }
            let decoded = layout.host(bytes)
            return accept.contains { $0.accepts(scheme: scheme, host: decoded) }
        }
        // A scheme is ASCII, and so is this host: compared in place, lowercased byte by byte (what
        // `String.lowercased()` does to ASCII). No allocation per match.
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<Int(layout.schemeEnd)])
        return accept.contains { source in
            guard
                TrieStorage.lowercased(scheme, equals: source.scheme)
                    || (source.acceptsHTTP && TrieStorage.lowercased(scheme, equals: "http"))
            else { return false }
            guard let sourceHost = source.host else { return true }
            guard let host else { return false }
            return TrieStorage.lowercased(host, equals: sourceHost)
        }
    }

    /// Whether every byte is ASCII and none is `%`: such bytes decode to themselves.
    @inline(__always)
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "%") }
    }

    /// Whether `bytes`, ASCII-lowercased, equal `lowered` (a scheme or host already lowercased).
    @inline(__always)
    static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, equals lowered: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lowered.count == bytes.count else { return false }
        for k in 0..<lowered.count where lowered[k] != asciiLower(bytes[k]) { return false }
        return true
    }

    /// Whether `bytes`, ASCII-lowercased, are the UTF-8 of `text`.
    @inline(__always)
    static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, equals text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == bytes.count else { return false }
        // Native strings lend their bytes (small ones through a stack copy); iterating `UTF8View` itself
        // was slower (journal 0044).
        if let same = utf8.withContiguousStorageIfAvailable({ lowercased(bytes, equals: $0) }) { return same }
        return zip(utf8, bytes).allSatisfy { $0 == asciiLower($1) }
    }
}
