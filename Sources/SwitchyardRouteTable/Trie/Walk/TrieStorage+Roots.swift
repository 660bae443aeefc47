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
