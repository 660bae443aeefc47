// Every match of a URL, best first (what `RouteTable.candidates` returns): not the hot path; the
// walk keeps every terminal it reaches instead of the best one.
extension TrieStorage {
    struct AllSink: WalkSink {
        let storage: TrieStorage
        let origin: Origin?
        let query: QueryView
        let segments: UnsafeMutableBufferPointer<WalkSegment>
        /// Whether the route with this index may be listed (`nil`: every route).
        let permits: ((Int) -> Bool)?
        var found: [(Terminal, [CapturedValue], Range<Int>?)] = []

        mutating func consider(
            _ candidate: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard: Range<Int>?
        ) {
            guard candidate.flags == 0 || storage.routeAdmits(candidate, origin, query) else { return }
            if let permits, !permits(Int(candidate.route)) { return }
            let values = (0..<count).map { CapturedValue(captures[$0], in: segments) }
            found.append((candidate, values, wildcard))
        }
    }

    func all(_ url: RouteURL, namespace: Int, permits: ((Int) -> Bool)? = nil) -> [RawMatch] {
        var matches: [RawMatch] = []
        url.withScanned(for: self) { _, scanned in
            let (bytes, layout) = (scanned.bytes, scanned.layout)
            let (hostRoot, anyRoot) = roots(bytes, layout, namespace: namespace)
            let (hostSegmentRoot, hostFirst) = Self.hostFirst(bytes, layout, root: hostSegmentRoot(namespace))
            if hostRoot < 0, anyRoot < 0, hostSegmentRoot < 0 { return }
            let start: Int32 = hostFirst ? 1 : 0
            let origin = Origin(bytes, layout, self)
            let takesHost = hostSegmentRoot >= 0
            let found = Self.withWalkSpace(scanned, maxCaptures: maxCaptures, hostFirst: hostFirst, takesHost: takesHost) { space in
                var walker = Walker(
                    storage: self, segments: space.segments, pathCount: space.pathCount, hasFragmentPath: layout.hasFragmentPath,
                    captures: space.captures, steps: space.steps, plusSource: url.options.decodePlus ? bytes.baseAddress : nil,
                    sink: AllSink(
                        storage: self, origin: origin, query: scanned.query, segments: space.segments,
                        permits: permits))
                if hostRoot >= 0 { walker.walk(hostRoot, from: start) }
                if anyRoot >= 0 { walker.walk(anyRoot, from: start) }
                if hostSegmentRoot >= 0 { walker.walkTakingHost(hostSegmentRoot, host: space.takenHost) }
                return walker.sink.found
            }
            matches = found.stablySorted { $0.0.ordinal < $1.0.ordinal }.map { terminal, captures, wildcard in
                let hit = Hit(terminal: terminal, captureCount: captures.count, wildcard: hostFirst ? Self.shifted(wildcard) : wildcard)
                return raw(hit, url: url, captures: captures)
            }
        }
        return matches
    }

    /// Every match, best first, across the namespace chain.
    func allMatches(_ url: RouteURL) -> [RawMatch] {
        guard isAccepted(url) else { return [] }
        let (primary, fallback) = namespace(for: url)
        return all(url, namespace: primary) + (fallback ? all(url, namespace: 0) : [])
    }

    /// Every match of a route `permits` lets through, best first, across the namespace chain; refused
    /// routes are skipped in the walk, before their captures are copied.
    @usableFromInline
    func allMatches(_ url: RouteURL, permits: (Int) -> Bool) -> [RawMatch] {
        guard isAccepted(url) else { return [] }
        let (primary, fallback) = namespace(for: url)
        return withoutActuallyEscaping(permits) { permits in
            all(url, namespace: primary, permits: permits) + (fallback ? all(url, namespace: 0, permits: permits) : [])
        }
    }
}
