/// A queue for links that arrive before the app can show them: while the app is launching, before a
/// navigator is attached, or while a login is in progress. Links are kept in order and each is opened
/// once, one after the other, when the app says it is ready and nothing holds the queue.
///
/// A queue starts held by `"launch"`; ``ready()`` releases that hold. Any flow can hold it too
/// (``hold(_:)``), and links wait until every hold is released.
///
/// ```swift
/// let links = PendingLinks(router: router, policy: .keepAll)
/// // scene delegate, maybe before the first window exists:
/// links.receive("shop://goods/7", from: .universalLink)
/// // once the UI is up:
/// router.attach(navigator)
/// await links.ready()                                   // opens shop://goods/7 now
/// // during a login that must not be interrupted by other links:
/// let hold = await links.hold("login")
/// defer { Task { await links.release(hold) } }
/// for await delivery in links.deliveries { log(delivery) }   // what happened to each link
/// ```
public actor PendingLinks<Screen: Hashable & Sendable> {
    /// What to do with links that arrive while others wait.
    public enum Policy: Sendable, Hashable {
        /// Keep every link, in order (a new link follows the pending ones).
        case keepAll
        /// Keep only the newest link; a new one replaces those waiting (they are reported as dropped).
        case keepLatest
    }

    /// A link as it arrived.
    public struct Link: Sendable, Hashable {
        /// The URL.
        public let url: String
        /// Where it came from.
        public let source: RouteSource
        /// Its place in arrival order, from 1.
        public let sequence: Int
    }

    /// What became of a link.
    public struct Delivery: Sendable {
        /// The link.
        public let link: Link
        /// Opened (the router's outcome), failed to open (why), or dropped unopened (why).
        public let result: Result<RouteOutcome<Screen>, RoutingError>?
        /// Why the link was dropped without being opened; `nil` when it was opened.
        public let dropped: String?
    }

    /// A hold on the queue; links wait until every hold is released.
    public struct Hold: Sendable, Hashable {
        let id: Int
        /// Why the queue is held (`"launch"`, `"login"`).
        public let reason: String
    }

    let router: Router<Screen>
    let policy: Policy
    let capacity: Int
    /// Links taken by ``receive(_:from:)``, in the order of the calls: `receive` is synchronous, so its
    /// order is the caller's even though the queue itself is reached asynchronously.
    private nonisolated let incoming = Locked(Incoming())
    private var waiting: [Link] = []
    private var waiters: [Int: CheckedContinuation<Delivery, Never>] = [:]
    private var holds: [Hold]
    private var nextHoldID = 1
    private var draining = false
    private nonisolated let stream: AsyncStream<Delivery>
    private nonisolated let continuation: AsyncStream<Delivery>.Continuation

    struct Incoming: Sendable {
        var received = 0
        var links: [Link] = []
    }

    /// A queue held by `"launch"` until ``ready()``.
    ///
    /// - Parameters:
    ///   - router: The router that opens the links once the queue is released.
    ///   - policy: Keep every waiting link, or only the newest.
    ///   - capacity: The most links kept waiting; past it the oldest is dropped (a flood of links from
    ///     another app cannot grow memory without bound).
    public init(router: Router<Screen>, policy: Policy = .keepAll, capacity: Int = 32) {
        self.router = router
        self.policy = policy
        self.capacity = max(1, capacity)
        self.holds = [Hold(id: 0, reason: "launch")]
        (stream, continuation) = AsyncStream<Delivery>.makeStream(bufferingPolicy: .bufferingNewest(256))
    }

    /// What became of each link, in order. One consumer; a slow one loses the oldest past 256.
    public nonisolated var deliveries: AsyncStream<Delivery> { stream }

    /// Takes a link. Returns at once; the link is opened when the queue is ready and unheld, after the
    /// links received before it.
    @discardableResult
    public nonisolated func receive(_ url: String, from source: RouteSource) -> Link {
        let link = take(url, source)
        Task { await self.drain() }
        return link
    }

    /// Takes a link and waits until it has been opened or dropped (while the queue is held, that is
    /// after the hold is released).
    public func deliver(_ url: String, from source: RouteSource) async -> Delivery {
        let link = take(url, source)
        return await withCheckedContinuation { waiter in
            waiters[link.sequence] = waiter
            Task { await self.drain() }
        }
    }

    /// The app can show links now: releases the launch hold and opens what waits.
    public func ready() async {
        holds.removeAll { $0.id == 0 }
        await drain()
    }

    /// Holds the queue (a login in progress): links wait until the hold is released.
    public func hold(_ reason: String) -> Hold {
        let hold = Hold(id: nextHoldID, reason: reason)
        nextHoldID += 1
        holds.append(hold)
        return hold
    }

    /// Releases a hold; when none is left, opens what waits.
    public func release(_ hold: Hold) async {
        holds.removeAll { $0 == hold }
        await drain()
    }

    /// The links waiting, oldest first.
    public var pending: [Link] {
        absorb()
        return waiting
    }

    /// Why links wait now (the reasons of the holds), empty when they do not.
    public var heldBy: [String] { holds.map(\.reason) }

    private nonisolated func take(_ url: String, _ source: RouteSource) -> Link {
        incoming.withLock { inbox in
            inbox.received += 1
            let link = Link(url: url, source: source, sequence: inbox.received)
            inbox.links.append(link)
            return link
        }
    }

    /// Moves received links into the waiting list, applying the policy and the capacity.
    private func absorb() {
        let arrived = incoming.withLock { inbox in
            defer { inbox.links.removeAll() }
            return inbox.links
        }
        for link in arrived {
            if policy == .keepLatest {
                for old in waiting { finish(old, result: nil, dropped: "replaced by the newer link \(link.url)") }
                waiting.removeAll()
            } else if waiting.count >= capacity {
                finish(waiting.removeFirst(), result: nil, dropped: "more than \(capacity) links were waiting")
            }
            waiting.append(link)
        }
    }

    private func finish(_ link: Link, result: Result<RouteOutcome<Screen>, RoutingError>?, dropped: String?) {
        let delivery = Delivery(link: link, result: result, dropped: dropped)
        continuation.yield(delivery)
        waiters.removeValue(forKey: link.sequence)?.resume(returning: delivery)
    }

    /// Opens waiting links one at a time, while the queue is ready and unheld.
    private func drain() async {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        absorb()
        while holds.isEmpty, !waiting.isEmpty {
            let link = waiting.removeFirst()
            do {
                finish(link, result: .success(try await router.open(link.url, from: link.source)), dropped: nil)
            } catch {
                finish(link, result: .failure(error), dropped: nil)
            }
            absorb()
        }
    }
}
