public import Foundation
public import Logging
public import Switchyard

/// Keeps a router's routing document up to date from a URL: loads the last known good document from disk
/// at launch (before any network), then fetches with conditional requests, verifies the Ed25519 signature
/// against pinned keys, refuses what is tampered, unsigned, signed by an unknown key, expired, not yet
/// valid, for another app, malformed or older than the document in force, applies the rest to the live
/// router as one snapshot, and caches it. The router keeps what it had whenever a document is refused.
/// Every decision is logged and reported on ``events``.
///
/// ```swift
/// let remote = RemoteRoutingDocuments(
///     url: URL(string: "https://cdn.example.com/shop/routing.json")!, keys: try PinnedKeys(["2026-a": publicKey]),
///     router: router, handlers: factories, context: DeviceContext(appVersion: "2.4.0", platform: "ios", userID: id),
///     cacheDirectory: cachesURL)
/// await remote.start()                       // the cached document, at once
/// Task { await remote.run(every: .seconds(900)) }
/// ```
public actor RemoteRoutingDocuments<Screen: Hashable & Sendable> {
    /// What happened to one document.
    public enum Event: Sendable, Hashable {
        /// A document was applied (from the cache at launch, or fetched).
        case applied(serial: Int, fromCache: Bool)
        /// The server said 304: nothing new.
        case notModified
        /// The fetched document is the one in force.
        case unchanged(serial: Int)
        /// A document was refused; the router keeps what it had.
        case refused(RoutingDocumentError)
    }

    let url: URL
    let keys: PinnedKeys
    let router: Router<Screen>
    let handlers: HandlerFactories<Screen>
    let context: DeviceContext
    let cache: DocumentCache
    let transport: any DocumentTransport
    let timeout: Duration
    let clock: @Sendable () -> Date
    let logger: Logger
    /// The serial of the document in force, `nil` before any.
    public private(set) var serialInForce: Int?
    private var etag: String?
    private nonisolated let stream: AsyncStream<Event>
    private nonisolated let continuation: AsyncStream<Event>.Continuation

    /// A document source for `router`.
    ///
    /// - Parameters:
    ///   - url: Where the signed document is published (any static host or CDN).
    ///   - keys: The public keys a document must be signed with (several during a key rotation).
    ///   - router: The live router each accepted document is applied to.
    ///   - handlers: The handlers the app binds by name, for the routes a document adds.
    ///   - context: The app version, platform and user bucket a document's conditions are checked against.
    ///   - cacheDirectory: Where the last known good document is kept (`nil`: no cache).
    ///   - transport: How the document is fetched (tests pass their own).
    ///   - timeout: How long a fetch may take.
    ///   - clock: The time documents are checked against (tests set it).
    ///   - logger: Where every decision is logged.
    public init(
        url: URL, keys: PinnedKeys, router: Router<Screen>, handlers: HandlerFactories<Screen>, context: DeviceContext,
        cacheDirectory: URL?, transport: any DocumentTransport = URLSessionTransport(), timeout: Duration = .seconds(10),
        clock: @escaping @Sendable () -> Date = { Date() }, logger: Logger = Logger(label: "switchyard.routing-documents")
    ) {
        self.url = url
        self.keys = keys
        self.router = router
        self.handlers = handlers
        self.context = context
        self.cache = DocumentCache(directory: cacheDirectory)
        self.transport = transport
        self.timeout = timeout
        self.clock = clock
        self.logger = logger
        (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(64))
    }

    /// Every decision, in order. One consumer; past 64 unread, the oldest are dropped.
    public nonisolated var events: AsyncStream<Event> { stream }

    /// Applies the cached document, if there is one and it still holds. No network.
    @discardableResult
    public func start() -> Event? {
        guard let cached = cache.load() else { return nil }
        let event = accept(cached.envelope, etag: cached.etag, fromCache: true)
        if case .refused = event { cache.clear() }
        return event
    }

    /// Fetches the document once and applies it when it is new and valid.
    @discardableResult
    public func refresh() async -> Event {
        switch await transport.fetch(url, etag: etag, timeout: timeout) {
        case .notModified:
            return report(.notModified)
        case .failed(let why):
            return report(.refused(RoutingDocumentError(.transport, "\(url.absoluteString): \(why)")))
        case let .fetched(bytes, etag):
            return accept(bytes, etag: etag, fromCache: false)
        }
    }

    /// Refreshes now and then every `interval`, until the task is cancelled.
    public func run(every interval: Duration) async {
        while !Task.isCancelled {
            await refresh()
            try? await Task.sleep(for: interval)
        }
    }

    private func accept(_ envelope: [UInt8], etag: String?, fromCache: Bool) -> Event {
        let opened: SignedRoutingDocument.Opened
        do {
            opened = try SignedRoutingDocument.open(envelope, keys: keys, file: fromCache ? "the cached document" : url.absoluteString)
        } catch {
            return report(.refused(error))
        }
        let document = opened.document
        if let serialInForce {
            if document.serial == serialInForce {
                self.etag = etag ?? self.etag
                return report(.unchanged(serial: serialInForce))
            }
            if document.serial < serialInForce {
                return report(
                    .refused(
                        RoutingDocumentError(
                            .downgrade, "document \(document.serial) is older than document \(serialInForce), which is in force")))
            }
        }
        if let refusal = document.refusal(for: context, at: clock()) { return report(.refused(refusal)) }
        do {
            try router.apply(try document.changes(handlers: handlers, context: context))
        } catch let error as RoutingDocumentError {
            return report(.refused(error))
        } catch {
            return report(.refused(RoutingDocumentError(.doesNotApply, "\(error)")))
        }
        serialInForce = document.serial
        self.etag = etag
        if !fromCache {
            do {
                try cache.store(envelope, etag: etag)
            } catch {
                logger.warning("routing document \(document.serial) applied but not cached", metadata: ["why": .string("\(error)")])
            }
        }
        return report(.applied(serial: document.serial, fromCache: fromCache))
    }

    @discardableResult
    private func report(_ event: Event) -> Event {
        switch event {
        case let .applied(serial, fromCache):
            logger.info("routing document \(serial) applied", metadata: ["from": .string(fromCache ? "cache" : url.absoluteString)])
        case .notModified:
            logger.debug("routing document not modified", metadata: ["url": .string(url.absoluteString)])
        case .unchanged(let serial):
            logger.debug("routing document \(serial) already in force")
        case .refused(let error):
            logger.warning("routing document refused", metadata: ["reason": .string(error.reason.rawValue), "why": .string(error.message)])
        }
        continuation.yield(event)
        return event
    }
}
