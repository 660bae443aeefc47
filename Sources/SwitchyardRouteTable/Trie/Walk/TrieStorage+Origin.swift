// What the walk reads of a URL's origin, its scheme and host, on the URL's bytes and without allocating (a
// host with escapes or non-ASCII bytes is decoded first): the namespace and the roots a walk starts from,
// and the link sources, the table's and each route's, that admit the URL.
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

// Where a walk starts: the URL's namespace, and the roots of that namespace its host can reach.
extension TrieStorage {
    /// The URL's namespace (0 is the global one) and whether it falls back to the global one.
    func namespace(for url: RouteURL) -> (Int, Bool) {
        url.withBytes { namespace($0, url.layout) }
    }

    func namespace(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout) -> (Int, Bool) {
        guard layout.schemeEnd > 0, namespaces.count > 1 else { return (0, false) }
        // (Fields are read in place: copying a NamespaceRoots would retain its arrays.)
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<Int(layout.schemeEnd)])
        let found = namespaces.indices.dropFirst().first { index in
            guard let name = namespaces[index].scheme else { return false }
            return name.withUnsafeBufferPointer { TrieStorage.lowercased(scheme, equals: $0) }
        }
        guard let found else { return (0, false) }
        return (found, namespaces[found].fallbackToGlobal)
    }

    /// The roots of a namespace that the URL's host can reach: the root of routes constrained to the URL's
    /// host (when there is one), then the root of routes without a host constraint; -1 for none.
    @inline(__always)
    func roots(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, namespace: Int) -> (Int32, Int32) {
        // Read in place: copying a NamespaceRoots out of the array would retain its arrays and strings.
        namespaces.withUnsafeBufferPointer { namespaces in
            var hostRoot: Int32 = -1
            if !namespaces[namespace].hosts.isEmpty, layout.hasHost, !layout.hostIsPath {
                let raw = UnsafeBufferPointer(rebasing: bytes[Int(layout.hostStart)..<Int(layout.hostEnd)])
                if TrieStorage.isPlainASCII(raw) {
                    // ASCII without escapes (nearly every host): compared in place, lowercased byte by byte,
                    // which is what `String.lowercased()` does to ASCII. No allocation.
                    hostRoot =
                        namespaces[namespace].hosts.first { entry in
                            entry.host.withUnsafeBufferPointer { TrieStorage.lowercased(raw, equals: $0) }
                        }?.root ?? -1
                } else if let host = layout.host(bytes) {
                    let hostBytes = Array(host.utf8)
                    hostRoot = namespaces[namespace].hosts.first { $0.host == hostBytes }?.root ?? -1
                }
            }
            return (hostRoot, namespaces[namespace].anyHost)
        }
    }

    func hasRoots(_ url: RouteURL, namespace: Int) -> Bool {
        let roots = namespaces[namespace]
        return roots.anyHost >= 0 || roots.hostSegment >= 0 || (!roots.hosts.isEmpty && url.layout.hasHost && !url.layout.hostIsPath)
    }

    /// The root of a namespace's routes that take the URL's host as their first segment; -1 for none.
    @inline(__always)
    func hostSegmentRoot(_ namespace: Int) -> Int32 {
        namespaces.withUnsafeBufferPointer { $0[namespace].hostSegment }
    }

    /// The root of the routes that take the host to walk (`root`, or -1) and whether the walk lays the
    /// URL's host out as a segment of its own for them: when the host is not a path segment already. A
    /// host that is a dot segment (`..`, `%2e`) is never taken, and those routes then match nothing: no
    /// capture is ever `.` or `..` (SwitchyardMatching.docc/Normalization.md §3).
    @inline(__always)
    static func hostFirst(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, root: Int32) -> (Int32, Bool) {
        guard root >= 0, layout.hasHost, !layout.hostIsPath else { return (root, false) }
        let host = UnsafeBufferPointer(rebasing: bytes[Int(layout.hostStart)..<Int(layout.hostEnd)])
        if host.first != UInt8(ascii: "."), !layout.hostHasPercent { return (root, true) }
        let decoded = RouteURL.decodedBytes(host)
        return decoded == Array(".".utf8) || decoded == Array("..".utf8) ? (-1, false) : (root, true)
    }
}
