// The walk is not generic: a generic walk would look up type metadata on every match when the table's
// value type is not known to the caller's module. It works on the URL's bytes and layout, never on a
// `RouteURL`: copying one retains its string, and the walk used to copy it at every level (journal 0044).
extension TrieStorage {
    struct BestSink: WalkSink {
        unowned(unsafe) let storage: TrieStorage
        /// Points at the URL's origin (read only for routes with link sources of their own); a pointer, so
        /// that copying the sink retains nothing.
        let origin: UnsafePointer<Origin?>
        let kept: UnsafeMutableBufferPointer<CaptureSlot>
        var terminal: Terminal?
        var keptCount = 0
        var wildcard: Range<Int>?

        mutating func consider(
            _ candidate: Terminal, captures: UnsafeMutableBufferPointer<CaptureSlot>, count: Int, wildcard range: Range<Int>?
        ) {
            if let terminal, terminal.ordinal <= candidate.ordinal { return }
            if candidate.hasAccept, !storage.routeAccepts(candidate, origin.pointee) { return }
            terminal = candidate
            for k in 0..<count { kept[k] = captures[k] }
            keptCount = count
            wildcard = range
        }
    }

    /// The best match of an accepted URL: the URL's namespace is walked, then the global one when the
    /// namespace falls back and found nothing. The match's URL is made only for a hit.
    ///
    /// The match is made inside the walk's working memory, so the captures go straight from the walk into
    /// the match's box.
    @inline(__always)
    func bestAcceptedMatch(_ url: ScannedURL) -> RawMatch? {
        let (bytes, layout) = (url.bytes, url.layout)
        let (primary, fallback) = namespace(bytes, layout)
        let (hostRoot, anyRoot) = roots(bytes, layout, namespace: primary)
        // Only a scheme's namespace has routes that take the host (a pattern that has one names its scheme).
        let (hostSegmentRoot, hostFirst) = Self.hostFirst(bytes, layout, root: hostSegmentRoot(primary))
        let (globalHostRoot, globalAnyRoot) = fallback ? roots(bytes, layout, namespace: 0) : (-1, -1)
        if hostRoot < 0, anyRoot < 0, hostSegmentRoot < 0, globalHostRoot < 0, globalAnyRoot < 0 { return nil }
        let start: Int32 = hostFirst ? 1 : 0
        var origin = Origin(bytes, layout, self)
        let hasFragmentPath = layout.hasFragmentPath
        let plusSource = url.decodePlus ? bytes.baseAddress : nil
        // The closures below capture an unowned reference: `self` outlives the call, and a strong capture
        // retained and released the storage several times per match.
        unowned(unsafe) let storage = self
        return withUnsafePointer(to: &origin) { origin in
            Self.withWalkSpace(url, maxCaptures: maxCaptures, hostFirst: hostFirst, takesHost: hostSegmentRoot >= 0) { space in
                var walker = Walker(
                    storage: storage, segments: space.segments, pathCount: space.pathCount, hasFragmentPath: hasFragmentPath,
                    captures: space.captures, steps: space.steps, plusSource: plusSource,
                    sink: BestSink(storage: storage, origin: origin, kept: space.kept))
                if hostRoot >= 0 { walker.walk(hostRoot, from: start) }
                if anyRoot >= 0 { walker.walk(anyRoot, from: start) }
                if hostSegmentRoot >= 0 { walker.walkTakingHost(hostSegmentRoot, host: space.takenHost) }
                if walker.sink.terminal == nil {
                    if globalHostRoot >= 0 { walker.walk(globalHostRoot, from: start) }
                    if globalAnyRoot >= 0 { walker.walk(globalAnyRoot, from: start) }
                }
                let sink = walker.sink
                guard let terminal = sink.terminal else { return nil }
                let hit = Hit(
                    terminal: terminal, captureCount: sink.keptCount, wildcard: hostFirst ? Self.shifted(sink.wildcard) : sink.wildcard)
                return storage.raw(hit, url: url.routeURL(), kept: space.kept, segments: space.segments)
            }
        }
    }

    /// The best match of a scanned URL whose origin the table accepts: a table with query conditions walks
    /// with a sink that checks them; every other table's walk is the one it always was.
    @inline(__always)
    func acceptedMatch(_ url: ScannedURL) -> RawMatch? {
        hasRouteQuery ? conditionalMatch(url) : bestAcceptedMatch(url)
    }

    /// The best match for a URL, or `nil`.
    @usableFromInline
    func bestMatch(_ url: RouteURL) -> RawMatch? {
        var found: RawMatch?
        url.withScanned(for: self) { storage, url in
            if storage.isAccepted(url.bytes, url.layout) { found = storage.acceptedMatch(url) }
        }
        return found
    }

    /// The best match for a string taken in with `options`, or `nil` when it is refused or nothing matches.
    /// The URL is scanned and walked as bytes; a `RouteURL` is made only for a hit.
    @usableFromInline
    func bestMatch(_ string: String, options: IntakeOptions) -> RawMatch? {
        var failure: MatchError?
        return resolve(string, options: options, failure: &failure, explain: false)
    }

    /// Scans `string` once (``ScannedURL/scan(_:options:for:_:)``) and walks what the scan found: the best
    /// match, or `nil`, with why in `failure` when `explain` is set. A `RouteURL` is made from the scan,
    /// never by a second one, and only for a hit or to explain a miss.
    ///
    /// The match comes back as an optional and the reason through `failure` rather than as one enum: a
    /// `RouteURL` in an enum payload made each caller's switch copy the enum through an outlined value
    /// witness, on the hit path too.
    @usableFromInline
    func resolve(_ string: String, options: IntakeOptions, failure: inout MatchError?, explain: Bool) -> RawMatch? {
        var found: RawMatch?
        let outcome = ScannedURL.scan(string, options: options, for: self) { storage, url in
            guard storage.isAccepted(url.bytes, url.layout) else {
                if explain { failure = .originNotAccepted(url.routeURL().origin) }
                return
            }
            found = storage.acceptedMatch(url)
            if found == nil, explain { failure = storage.noRouteFailure(url.routeURL()) }
        }
        switch outcome {
        case .scanned:
            return found
        case .refused(let refusal):
            failure = .refused(refusal)
            return nil
        case .notContiguous:
            return resolve(ScannedURL.nativeCopy(string), options: options, failure: &failure, explain: explain)
        }
    }

    /// Why an accepted URL matched nothing, without matching it again (for callers that already know).
    @usableFromInline @inline(never)
    func noRouteFailure(_ url: RouteURL) -> MatchError {
        let (primary, fallback) = namespace(for: url)
        let chain = fallback ? [primary, 0] : [primary]
        return .noRoute(path: Self.displayPath(url), namespaces: chain.map { namespaces[$0].name })
    }

    /// The path as diagnostics show it: `/goods/7`, with `#/fragment/path` when there is one.
    static func displayPath(_ url: RouteURL) -> String {
        var path = "/" + url.pathSegments.joined(separator: "/")
        if url.layout.hasFragmentPath { path += "#/" + url.fragmentPathSegments.joined(separator: "/") }
        return path
    }
}
