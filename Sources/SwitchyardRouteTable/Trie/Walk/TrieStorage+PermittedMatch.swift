// The best match a predicate permits, found in one walk (what `RouteTable.lookup(_:where:)` returns): a
// router's source policy refuses routes while the trie is walked, instead of listing every candidate and
// filtering. An open from a source the policy can refuse something to walks with it, fused with the scan
// for a string (`resolvePermitted`, ADR 0041); `bestAcceptedMatch` stays as it is for every other open.
extension TrieStorage {
    /// Keeps the best terminal `permits` lets through and, apart, the best one it refused.
    struct PermittedSink: WalkSink {
        unowned(unsafe) let storage: TrieStorage
        let origin: Origin?
        let query: QueryView
        let kept: UnsafeMutableBufferPointer<CaptureSlot>
        /// Whether the route with this index may be the match.
        let permits: (Int) -> Bool
        var terminal: Terminal?
        var keptCount = 0
        var wildcard: Range<Int>?
        /// The best terminal reached that `permits` refused (it may rank below `terminal`).
        var refused: Terminal?

        mutating func consider(
            _ candidate: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard range: Range<Int>?
        ) {
            if let terminal, terminal.ordinal <= candidate.ordinal { return }
            if candidate.flags != 0, !storage.routeAdmits(candidate, origin, query) { return }
            guard permits(Int(candidate.route)) else {
                if refused.map({ $0.ordinal > candidate.ordinal }) ?? true { refused = candidate }
                return
            }
            terminal = candidate
            for k in 0..<count { kept[k] = captures[k] }
            keptCount = count
            wildcard = range
        }
    }

    /// What a walk with a predicate found: the best permitted match, and the index of the best route refused
    /// that ranks above it (or of the best one refused when nothing is permitted).
    @usableFromInline
    struct PermittedMatch {
        @usableFromInline var match: RawMatch?
        @usableFromInline var refusedRoute: Int?
    }

    /// The best match of an accepted URL that `permits` lets through, across the namespace chain: the URL's
    /// namespace, then the global one when it falls back and permitted nothing there. A refused route of the
    /// URL's namespace ranks above any route of the global one.
    @usableFromInline
    func bestPermittedMatch(_ url: RouteURL, permits: (Int) -> Bool) -> PermittedMatch {
        url.withBytes { bytes in
            permittedAcceptedMatch(bytes, url.layout, .none, decodePlus: url.options.decodePlus, permits: permits) { url }
        }
    }

    /// ``bestPermittedMatch(_:permits:)`` for a string taken in with `options`, scanned once and walked as
    /// bytes, as ``resolve(_:options:failure:explain:)`` does: the source policy inside the one walk of an open
    /// (ADR 0041). `failure` says why nothing was permitted: the scan's refusal, the origin, or no route.
    @usableFromInline
    func resolvePermitted(
        _ string: String, options: IntakeOptions, failure: inout MatchError?, permits: (Int) -> Bool
    ) -> PermittedMatch {
        var layout = URLLayout()
        var found = PermittedMatch()
        var refusal: URLIntakeError?
        var accepted = false
        let scanned: Bool? = string.utf8.withContiguousStorageIfAvailable { bytes in
            let room = min(bytes.count / 2 + 1, options.maxSegments) + 1
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * room) { buffer in
                var ranges = SegmentRanges(base: buffer.baseAddress, capacity: room)
                refusal = URLLayout.scan(bytes, options: options, ranges: &ranges, into: &layout)
                guard refusal == nil, isAccepted(bytes, layout) else { return true }
                accepted = true
                found = permittedAcceptedMatch(bytes, layout, ranges, decodePlus: options.decodePlus, permits: permits) {
                    RouteURL(string: string, options: options, layout: layout)
                }
                return true
            }
        }
        guard scanned != nil else {
            // Not stored as contiguous UTF-8 (a bridged string): match a native copy.
            var native = string
            native.makeContiguousUTF8()
            return resolvePermitted(native, options: options, failure: &failure, permits: permits)
        }
        if let refusal {
            failure = .refused(refusal)
        } else if !accepted {
            failure = .originNotAccepted(RouteURL(string: string, options: options, layout: layout).origin)
        } else if found.match == nil {
            failure = noRouteFailure(RouteURL(string: string, options: options, layout: layout))
        }
        return found
    }

    /// The permitted walk of an accepted URL's bytes, across the namespace chain; `url` makes the match's URL,
    /// only for a hit.
    private func permittedAcceptedMatch(
        _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, _ ranges: SegmentRanges, decodePlus: Bool,
        permits: (Int) -> Bool, url: () -> RouteURL
    ) -> PermittedMatch {
        withoutActuallyEscaping(permits) { permits in
            let (primary, fallback) = namespace(bytes, layout)
            let found = permittedMatch(bytes, layout, ranges, decodePlus: decodePlus, namespace: primary, permits, url: url)
            guard found.match == nil, fallback, primary != 0 else { return found }
            let global = permittedMatch(bytes, layout, ranges, decodePlus: decodePlus, namespace: 0, permits, url: url)
            return PermittedMatch(match: global.match, refusedRoute: found.refusedRoute ?? global.refusedRoute)
        }
    }

    /// ``permittedAcceptedMatch(_:_:_:decodePlus:permits:url:)`` in one namespace.
    private func permittedMatch(
        _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, _ ranges: SegmentRanges, decodePlus: Bool, namespace: Int,
        _ permits: @escaping (Int) -> Bool, url: () -> RouteURL
    ) -> PermittedMatch {
        let (hostRoot, anyRoot) = roots(bytes, layout, namespace: namespace)
        let (hostSegmentRoot, hostFirst) = Self.hostFirst(bytes, layout, root: hostSegmentRoot(namespace))
        if hostRoot < 0, anyRoot < 0, hostSegmentRoot < 0 { return PermittedMatch() }
        let start: Int32 = hostFirst ? 1 : 0
        let origin = Origin(bytes, layout, self)
        unowned(unsafe) let storage = self
        return Self.withWalkSpace(bytes, layout, ranges, maxCaptures: maxCaptures, hostFirst: hostFirst) { space in
            var walker = Walker(
                storage: storage, segments: space.segments, pathCount: space.pathCount, hasFragmentPath: layout.hasFragmentPath,
                captures: space.captures, steps: space.steps, plusSource: decodePlus ? bytes.baseAddress : nil,
                sink: PermittedSink(storage: storage, origin: origin, query: QueryView(bytes, layout), kept: space.kept, permits: permits)
            )
            if hostRoot >= 0 { walker.walk(hostRoot, from: start) }
            if anyRoot >= 0 { walker.walk(anyRoot, from: start) }
            if hostSegmentRoot >= 0 { walker.walk(hostSegmentRoot) }
            let sink = walker.sink
            // A refused route counts only when it ranks above the match (the walk meets terminals in any order).
            let refused = sink.refused.flatMap { refused in
                sink.terminal.map { $0.ordinal < refused.ordinal } ?? false ? nil : Int(refused.route)
            }
            guard let terminal = sink.terminal else { return PermittedMatch(refusedRoute: refused) }
            let hit = Hit(
                terminal: terminal, captureCount: sink.keptCount, wildcard: hostFirst ? Self.shifted(sink.wildcard) : sink.wildcard)
            let match = raw(hit, url: url()) { values in
                for k in 0..<sink.keptCount { (values + k).initialize(to: Self.captured(space.kept[k], space.segments)) }
            }
            return PermittedMatch(match: match, refusedRoute: refused)
        }
    }
}
