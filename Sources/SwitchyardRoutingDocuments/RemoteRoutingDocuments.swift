public import Foundation
public import Logging
public import Switchyard

/// Keeps a router's routing document up to date from a URL: loads the last known good document from disk
/// at launch (before any network), then fetches with conditional requests, verifies the Ed25519 signature
/// against pinned keys, refuses what is too large, tampered, unsigned, signed by an unknown key, expired,
/// not yet valid, for another app, malformed or not newer than the floor (the highest serial this install
/// ever accepted), applies the rest to the live router as one snapshot, and caches it. The router keeps
/// what it had whenever a document is refused, and goes back to its own routes when the document in force
/// expires. Every decision is logged and reported on ``events``.
///
/// ```swift
/// let remote = try RemoteRoutingDocuments(
///     url: URL(string: "https://cdn.example.com/shop/routing.json")!, keys: ["2026-a": publicKey],
///     router: router, handlers: handlers, context: DeviceContext(appVersion: "2.4.0", platform: "ios", userID: id),
///     cacheDirectory: applicationSupport.appendingPathComponent("routing"), minimumSerial: 40)
/// await remote.start()                       // the cached document, at once
/// Task { await remote.run(every: .seconds(900)) }
/// ```
///
/// A fresh install has no floor yet: it takes any validly signed document whose serial is at least
/// `minimumSerial` and whose conditions hold. Raise `minimumSerial` in each release to the serial published
/// last, so that an old document replayed to a fresh install is refused.
public final actor RemoteRoutingDocuments<Screen: Hashable & Sendable> {
    /// What happened to one document.
    public enum Event: Sendable, Hashable {
        /// A document was applied (from the cache at launch, or fetched) and written to the cache.
        case applied(serial: Int, fromCache: Bool)
        /// A document was applied, but writing it or the floor to the cache directory failed (a full disk, a
        /// read-only directory): this run has it, a relaunch may not. Reported instead of `applied`.
        case appliedNotCached(serial: Int, reason: String)
        /// The server said 304: nothing new.
        case notModified
        /// The fetched document is the one in force.
        case unchanged(serial: Int)
        /// A document was refused; the router keeps what it had.
        case refused(RoutingDocumentError)
        /// The document in force reached its `expires`: the router went back to its own routes (on the
        /// first open or refresh at or after that time).
        case expired(serial: Int)
        /// The record of the highest serial accepted (the floor) was unreadable, or missing beside a cached
        /// document (as after an update from a version that kept none): it was rebuilt from the cached
        /// document and `minimumSerial`, and written again.
        case floorRebuilt(reason: String)
    }

    let url: URL
    let keys: PinnedKeys
    let router: Router<Screen>
    let handlers: NamedHandlers<Screen>
    let context: DeviceContext
    let cache: DocumentCache
    let transport: any DocumentTransport
    let timeout: Duration
    let minimumSerial: Int
    let maximumSize: Int
    let clock: @Sendable () -> Date
    let logger: Logger
    /// The document applied to the router, `nil` when it runs its own routes.
    var inForce: DocumentInForce?
    /// The highest serial accepted per key (loaded from the cache directory on first use).
    var floor = DocumentFloor()
    var floorLoaded = false
    var etag: String?
    private nonisolated let stream: AsyncStream<Event>
    private nonisolated let continuation: AsyncStream<Event>.Continuation

    /// A document source for `router`.
    ///
    /// - Parameters:
    ///   - url: Where the signed document is published (any static host or CDN).
    ///   - keys: The public keys a document must be signed with, by key id (several during a key rotation):
    ///     base64 raw Ed25519 public keys, as `switchyard keygen` prints them. Ids are compared by their Unicode
    ///     scalars: a dictionary holds canonically equivalent ids (`clé` composed and decomposed) as one key, and
    ///     `KeyValuePairs` keeps them apart.
    ///   - router: The live router each accepted document is applied to.
    ///   - handlers: The handlers the app binds by name, for the routes a document adds.
    ///   - context: The app version, platform and user bucket a document's conditions are checked against.
    ///   - cacheDirectory: Where the last known good document and the floor are kept (`nil`: nowhere, so a
    ///     relaunch starts as a fresh install). One directory per document source; prefer one the system
    ///     does not purge (Application Support rather than Caches).
    ///   - minimumSerial: The lowest serial this build takes, whatever the floor says (at least 1).
    ///   - transport: How the document is fetched; `nil` (the default) fetches with `URLSession`, and drops a
    ///     body over `maximumSize` as it arrives. Tests, and apps with their own HTTP stack, pass their own.
    ///   - timeout: How long a fetch may take.
    ///   - maximumSize: The largest body (and cached file) read, in bytes; a larger one is refused unread.
    ///   - clock: The time documents are checked against (tests set it).
    ///   - logger: Where every decision is logged.
    /// - Throws: ``RoutingDocumentError`` (``RoutingDocumentError/Code-swift.enum/malformed``) naming a key
    ///   that is not a base64 Ed25519 public key, not a canonical encoding of a point of the curve, or a point of
    ///   small order (`pinned key "2026-a" is a point of small order, …`: the Security article's key rules), or an
    ///   id given twice.
    public init(
        url: URL, keys: some Sequence<(key: String, value: String)>, router: Router<Screen>, handlers: NamedHandlers<Screen>,
        context: DeviceContext,
        cacheDirectory: URL?, minimumSerial: Int = 1, transport: (any DocumentTransport)? = nil,
        timeout: Duration = .seconds(10), maximumSize: Int = 1 << 20, clock: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "switchyard.routing-documents")
    ) throws(RoutingDocumentError) {
        self.url = url
        self.keys = try PinnedKeys(keys)
        self.router = router
        self.handlers = handlers
        self.context = context
        self.cache = DocumentCache(directory: cacheDirectory, maximumSize: max(maximumSize, 0))
        self.minimumSerial = max(minimumSerial, 1)
        self.transport = transport ?? URLSessionTransport(maximumSize: max(maximumSize, 0))
        self.timeout = timeout
        self.maximumSize = max(maximumSize, 0)
        self.clock = clock
        self.logger = logger
        (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(64))
    }

    /// Every decision, in order. One consumer; past 64 unread, the oldest are dropped.
    public nonisolated var events: AsyncStream<Event> { stream }

    /// The serial of the document in force, `nil` while the router runs its own routes, or changes of another
    /// origin: what the router runs is what this reports (an unsigned document a test applied over serial 50
    /// makes it `nil`, not 50; issue #57, item 6).
    public var serialInForce: Int? {
        guard let inForce, !inForce.hasRunOut, router.appliedChanges == inForce.label else { return nil }
        return inForce.serial
    }

    /// Applies the cached document, if there is one and it still holds. No network.
    @discardableResult
    public func start() -> Event? {
        loadFloorIfNeeded()
        endExpiredDocument()
        guard let cached = cache.load() else { return nil }
        let event = accept(cached.envelope, etag: cached.etag, fromCache: true)
        if case .refused(let error) = event, error.code.isPermanent { cache.clear() }
        return event
    }

    /// Fetches the document once and applies it when it is new and valid. A document in force that has
    /// expired is ended first, whatever the server answers.
    @discardableResult
    public func refresh() async -> Event {
        loadFloorIfNeeded()
        endExpiredDocument()
        let fetched: (body: [UInt8], etag: String?)?
        do {
            fetched = try await transport.fetch(url, etag: etag, timeout: timeout)
        } catch {
            return report(.refused(RoutingDocumentError(.transport, "\(url.absoluteString): \(error)")))
        }
        guard let fetched else { return report(.notModified) }
        return accept(fetched.body, etag: fetched.etag, fromCache: false)
    }

    /// Refreshes now and then every `interval`, until the task is cancelled.
    public func run(every interval: Duration) async {
        while !Task.isCancelled {
            await refresh()
            try? await Task.sleep(for: interval)
        }
    }

    @discardableResult
    nonisolated func report(_ event: Event) -> Event {
        switch event {
        case let .applied(serial, fromCache):
            logger.info("routing document \(serial) applied", metadata: ["from": .string(fromCache ? "cache" : url.absoluteString)])
        case let .appliedNotCached(serial, reason):
            logger.warning("routing document \(serial) applied but not cached", metadata: ["why": .string(reason)])
        case .notModified:
            logger.debug("routing document not modified", metadata: ["url": .string(url.absoluteString)])
        case .unchanged(let serial):
            logger.debug("routing document \(serial) already in force")
        case .refused(let error):
            logger.warning(
                "routing document refused", metadata: ["reason": .string(error.code.description), "why": .string(error.message)])
        case .expired(let serial):
            logger.info("routing document \(serial) expired; the router runs its own routes")
        case .floorRebuilt(let reason):
            logger.warning("routing document floor rebuilt", metadata: ["why": .string(reason)])
        }
        continuation.yield(event)
        return event
    }
}
