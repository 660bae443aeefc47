/// What `RouteTable.lookup(_:where:)` found: the best match of a route the predicate permits,
/// or why there is none, and the best matching route the predicate refused when it ranks above that match.
///
/// ```swift
/// let found = table.lookup(url) { $0.value.isPublic }
/// switch found.result {
/// case .success(let match): print(match.route.pattern.text)           // the best permitted route
/// case .failure: print(found.refused?.pattern.text ?? "no route")     // "shop://admin": matched, refused
/// }
/// ```
///
/// `result`: the best match of a permitted route, or why there is none: ``MatchError/refused(_:)`` or
/// ``MatchError/originNotAccepted(_:)`` as for ``RouteTable/lookup(_:)-(String)``, and
/// ``MatchError/noRoute(path:namespaces:)`` also when routes matched but the predicate refused each.
/// `refused`: the best-ranked route that matched and that the predicate refused, when it ranks above the match in
/// `result` or no route is permitted; `nil` when the best route matched is permitted or none matched. When
/// nothing is permitted, this is the route ``RouteTable/lookup(_:)-(RouteURL)`` would give.
///
/// A tuple, not a struct: a generic struct's value witnesses (about 5.5 KB, for a `Result` over `MatchError`'s
/// cases) were in every app that links the table, router or not (journal 0045).
@usableFromInline
package typealias PermittedLookup<Value: Sendable> = (result: Result<RouteMatch<Value>, MatchError>, refused: Route<Value>?)

extension RouteTable {
    /// The best match for a URL among the routes `isPermitted` lets through, found in one walk: a refused
    /// route is skipped where the walk reaches it, and the best refused one is kept to say why nothing
    /// was permitted. The answer is the first of `candidates(for:where:)`.
    ///
    /// ```swift
    /// let found = table.lookup(try table.scan("shop://goods/7")) { !$0.value.tags.contains("payment") }
    /// found.result      // .success: the best route not tagged "payment"
    /// found.refused     // the "payment" route that ranks above it, if one matched
    /// ```
    // Inlinable, as `lookup(_:)-(String)`: a router calls it with its own value type, and an unspecialised
    // generic call looks up type metadata on every open.
    @inlinable
    package func lookup(_ url: RouteURL, where isPermitted: (Route<Value>) -> Bool) -> PermittedLookup<Value> {
        let routes = list.routes
        return lookupPermitting(url, routeAt: { isPermitted(routes[$0]) })
    }

    /// `lookup(_:where:)` for a string, scanned once with the table's intake options and walked as bytes, as
    /// ``lookup(_:)-(String)`` does: a `RouteURL` is made only for a hit or to say why there is none.
    ///
    /// ```swift
    /// table.lookup("shop://goods/7") { $0.priority >= 0 }.result   // the best route of priority 0 or more
    /// ```
    @inlinable
    package func lookup(_ string: String, where isPermitted: (Route<Value>) -> Bool) -> PermittedLookup<Value> {
        let routes = list.routes
        return lookupPermitting(string, routeAt: { isPermitted(routes[$0]) })
    }

    /// `lookup(_:where:)` with a predicate on the route's index (in ``routes``): a caller that knows what it
    /// permits by index (a router's source policy, made per route once) copies no route in the walk.
    @inlinable
    package func lookupPermitting(_ url: RouteURL, routeAt permits: (Int) -> Bool) -> PermittedLookup<Value> {
        guard isAccepted(url) else { return (result: .failure(.originNotAccepted(url.origin)), refused: nil) }
        let found = storage.bestPermittedMatch(url, permits: permits)
        let refused = found.refusedRoute.map { list.routes[$0] }
        guard let raw = found.match else { return (result: .failure(storage.noRouteFailure(url)), refused: refused) }
        return (result: .success(RouteMatch(raw, list: list)), refused: refused)
    }

    /// `lookupPermitting(_:routeAt:)` for a string, scanned once and walked as bytes.
    @inlinable
    package func lookupPermitting(_ string: String, routeAt permits: (Int) -> Bool) -> PermittedLookup<Value> {
        var failure: MatchError?
        let found = storage.resolvePermitted(string, options: options.intake, failure: &failure, permits: permits)
        let refused = found.refusedRoute.map { list.routes[$0] }
        guard let raw = found.match else {
            // Never `nil` here: `resolvePermitted` says why whenever nothing is permitted.
            return (result: .failure(failure ?? .refused(.empty)), refused: refused)
        }
        return (result: .success(RouteMatch(raw, list: list)), refused: refused)
    }

    /// `lookupPermitting(_:routeAt:)` and the permitted candidates after its match, in one walk
    /// (what a dry run lists): every route that matches, best first, split into those `permits` lets through
    /// and the best refused one that ranks above the first of them. Not on an open's path, so not inlinable.
    ///
    /// ```swift
    /// let (found, others) = table.candidatesPermitting("shop://goods/7") { $0 != 3 }   // every route but the fourth
    /// ```
    @usableFromInline
    package func candidatesPermitting(
        _ string: String, routeAt permits: (Int) -> Bool
    ) -> (found: PermittedLookup<Value>, others: [RouteMatch<Value>]) {
        do {
            return candidatesPermitting(try scan(string), routeAt: permits)
        } catch {
            return ((result: .failure(.refused(error)), refused: nil), [])
        }
    }

    /// `candidatesPermitting(_:routeAt:)` for a URL already scanned.
    @usableFromInline
    package func candidatesPermitting(
        _ url: RouteURL, routeAt permits: (Int) -> Bool
    ) -> (found: PermittedLookup<Value>, others: [RouteMatch<Value>]) {
        guard isAccepted(url) else { return ((result: .failure(.originNotAccepted(url.origin)), refused: nil), []) }
        var permitted: [RouteMatch<Value>] = []
        var refused: Route<Value>?
        // In rank order across the namespace chain, so a refused route met before the first permitted one ranks
        // above it: the one `lookupPermitting` names.
        for raw in storage.allMatches(url) {
            if permits(raw.routeIndex) {
                permitted.append(RouteMatch(raw, list: list))
            } else if permitted.isEmpty, refused == nil {
                refused = list.routes[raw.routeIndex]
            }
        }
        guard let first = permitted.first else {
            return ((result: .failure(storage.noRouteFailure(url)), refused: refused), [])
        }
        return ((result: .success(first), refused: refused), Array(permitted.dropFirst()))
    }

    /// Every match of a route `isPermitted` lets through, best first (`candidates(for:)` without the
    /// refused routes, which the walk skips before copying their parameters).
    ///
    /// ```swift
    /// table.candidates(for: url) { $0.value.isPublic }.map(\.route.pattern.text)   // the public routes that match
    /// ```
    @inlinable
    package func candidates(for url: RouteURL, where isPermitted: (Route<Value>) -> Bool) -> [RouteMatch<Value>] {
        let routes = list.routes
        return storage.allMatches(url) { isPermitted(routes[$0]) }.map { RouteMatch($0, list: list) }
    }
}

// The best match a predicate permits, found in one walk (what `RouteTable.lookup(_:where:)` returns): a
// router's source policy refuses routes while the trie is walked, instead of listing every candidate and
// filtering. An open from a source the policy can refuse something to walks with it, fused with the scan
// for a string (`resolvePermitted`, ADR 0041), and so does a table with query conditions, permitting every route
// (`conditionalMatch`); `bestAcceptedMatch` stays as it is for every other open.
extension TrieStorage {
    /// Keeps the best terminal `permits` lets through and, apart, the best one it refused.
    struct PermittedSink: WalkSink {
        unowned(unsafe) let storage: TrieStorage
        let origin: Origin?
        let query: QueryView
        let kept: UnsafeMutableBufferPointer<CaptureSlot>
        /// Whether the route with this index may be the match (`nil`: every route may).
        let permits: ((Int) -> Bool)?
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
            guard permits?(Int(candidate.route)) ?? true else {
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
        var found = PermittedMatch()
        url.withScanned(for: self) { found = $0.permittedAcceptedMatch($1, permits: permits) }
        return found
    }

    /// ``bestPermittedMatch(_:permits:)`` for a string taken in with `options`, scanned once
    /// (``ScannedURL/scan(_:options:for:_:)``) and walked as bytes, as ``resolve(_:options:failure:explain:)``
    /// does: the source policy inside the one walk of an open (ADR 0041). `failure` says why nothing was
    /// permitted: the scan's refusal, the origin, or no route.
    @usableFromInline
    func resolvePermitted(
        _ string: String, options: IntakeOptions, failure: inout MatchError?, permits: (Int) -> Bool
    ) -> PermittedMatch {
        var found = PermittedMatch()
        let outcome = ScannedURL.scan(string, options: options, for: self) { storage, url in
            guard storage.isAccepted(url.bytes, url.layout) else {
                failure = .originNotAccepted(url.routeURL().origin)
                return
            }
            found = storage.permittedAcceptedMatch(url, permits: permits)
            if found.match == nil { failure = storage.noRouteFailure(url.routeURL()) }
        }
        switch outcome {
        case .scanned:
            return found
        case .refused(let refusal):
            failure = .refused(refusal)
            return PermittedMatch()
        case .notContiguous:
            return resolvePermitted(ScannedURL.nativeCopy(string), options: options, failure: &failure, permits: permits)
        }
    }

    /// The permitted walk of an accepted URL, across the namespace chain: the URL's namespace, then the
    /// global one when it falls back and permitted nothing there.
    private func permittedAcceptedMatch(_ url: ScannedURL, permits: (Int) -> Bool) -> PermittedMatch {
        withoutActuallyEscaping(permits) { permittedAcceptedMatch(url, permitting: $0) }
    }

    /// ``permittedAcceptedMatch(_:permits:)`` with the predicate escaping, or `nil` to permit every route: a table
    /// with query conditions walks with it so (``conditionalMatch(_:)``), without the heap box
    /// `withoutActuallyEscaping` makes for a closure (one allocation per open; journal 0045). A loop rather than
    /// two calls, so that the walk of one namespace is compiled once into it.
    func permittedAcceptedMatch(_ url: ScannedURL, permitting permits: ((Int) -> Bool)?) -> PermittedMatch {
        let (primary, fallback) = namespace(url.bytes, url.layout)
        var namespace = primary
        var refused: Int?
        while true {
            let found = permittedMatch(url, namespace: namespace, permits)
            // A refused route of the URL's namespace ranks above any route of the global one.
            refused = refused ?? found.refusedRoute
            guard found.match == nil, fallback, namespace != 0 else {
                return PermittedMatch(match: found.match, refusedRoute: refused)
            }
            namespace = 0
        }
    }

    /// ``permittedAcceptedMatch(_:permitting:)`` in one namespace.
    @inline(__always)
    private func permittedMatch(_ url: ScannedURL, namespace: Int, _ permits: ((Int) -> Bool)?) -> PermittedMatch {
        let (bytes, layout) = (url.bytes, url.layout)
        let (hostRoot, anyRoot) = roots(bytes, layout, namespace: namespace)
        let (hostSegmentRoot, hostFirst) = Self.hostFirst(bytes, layout, root: hostSegmentRoot(namespace))
        if hostRoot < 0, anyRoot < 0, hostSegmentRoot < 0 { return PermittedMatch() }
        let start: Int32 = hostFirst ? 1 : 0
        let origin = Origin(bytes, layout, self)
        unowned(unsafe) let storage = self
        return Self.withWalkSpace(url, maxCaptures: maxCaptures, hostFirst: hostFirst, takesHost: hostSegmentRoot >= 0) { space in
            var walker = Walker(
                storage: storage, segments: space.segments, pathCount: space.pathCount, hasFragmentPath: layout.hasFragmentPath,
                captures: space.captures, steps: space.steps, plusSource: url.decodePlus ? bytes.baseAddress : nil,
                sink: PermittedSink(storage: storage, origin: origin, query: url.query, kept: space.kept, permits: permits)
            )
            if hostRoot >= 0 { walker.walk(hostRoot, from: start) }
            if anyRoot >= 0 { walker.walk(anyRoot, from: start) }
            if hostSegmentRoot >= 0 { walker.walkTakingHost(hostSegmentRoot, host: space.takenHost) }
            let sink = walker.sink
            // A refused route counts only when it ranks above the match (the walk meets terminals in any order).
            let refused = sink.refused.flatMap { refused in
                sink.terminal.map { $0.ordinal < refused.ordinal } ?? false ? nil : Int(refused.route)
            }
            guard let terminal = sink.terminal else { return PermittedMatch(refusedRoute: refused) }
            let hit = Hit(
                terminal: terminal, captureCount: sink.keptCount, wildcard: hostFirst ? Self.shifted(sink.wildcard) : sink.wildcard)
            let match = raw(hit, url: url.routeURL(), kept: space.kept, segments: space.segments)
            return PermittedMatch(match: match, refusedRoute: refused)
        }
    }
}
