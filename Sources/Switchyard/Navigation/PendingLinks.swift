/// A queue for links that arrive before the app can show them: while the app is launching, before a
/// navigator is attached, or while a login is in progress. Links are kept in order and each is opened
/// once, one after the other, when the app says it is ready and nothing holds the queue.
///
/// A queue starts held by `"launch"`; ``ready()`` releases that hold. Any flow can hold it too
/// (``hold(_:)``), and links wait until every hold is released.
///
/// ```swift
/// let links = PendingLinks(router: router)          // capacity: 1 keeps only the newest link
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
///
/// ## What becomes of each link
///
/// Every link the queue takes ends in exactly one ``Delivery``, reported on ``deliveries`` and returned by
/// ``deliver(_:from:)`` to the caller that handed that link over:
///
/// - **Opened.** Links are opened one at a time, in the order they arrived, by a task of the queue's own;
///   `result` holds the router's outcome or its error. Cancelling a task that called ``ready()``,
///   ``release(_:)`` or ``receive(_:from:)`` never fails or drops a link: a cancelled ``ready()`` or
///   ``release(_:)`` stops waiting at once, and the links are opened all the same (nor does a link's own
///   open, when a flow inside it holds and releases the queue, wait for itself).
/// - **Dropped because the queue is full.** At most `capacity` links wait, besides the one being opened.
///   A link that arrives when `capacity` links wait pushes the oldest waiting one out, at once, with
///   `dropped` `"more than N links were waiting"`; with a `capacity` of 1 a new link replaces the waiting
///   one (`"replaced by the newer link …"`). The queue never keeps more, however fast links arrive,
///   and ``receive(_:from:)`` starts no task while the queue is busy.
/// - **Dropped because its `deliver` was cancelled.** A link handed over with ``deliver(_:from:)`` whose
///   calling task is cancelled while it waits leaves the queue unopened, and `deliver` returns at once with
///   `dropped` `"cancelled before it was opened"` (so does a `deliver` called from a task already
///   cancelled). When the link is already being opened, its open is cancelled as ``Router/open(_:from:parameters:values:)``
///   is when its task is cancelled (a middleware that waits, a login for instance, lets go at once), and
///   `deliver` returns when that open ends, with its result: usually
///   ``RoutingError/Reason-swift.enum/cancelled``, or the outcome when the open finished first.
public final actor PendingLinks<Screen: Hashable & Sendable> {
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
        public var link: Link { box.link }
        /// Opened (the router's outcome), failed to open (why), or dropped unopened (`nil`).
        public var result: Result<RouteOutcome<Screen>, RoutingError>? { box.result }
        /// Why the link was dropped without being opened; `nil` when it was opened.
        public var dropped: String? { box.dropped }

        /// The fields behind one reference: stored inline, a generic struct around a `Result` over the outcome's
        /// and the error's cases had about 17 KB of value witnesses, in every app that links the router
        /// (journal 0045). A delivery is made once per queued link, so the box's allocation is not on the open's path.
        private final class Box: Sendable {
            let link: Link
            let result: Result<RouteOutcome<Screen>, RoutingError>?
            let dropped: String?

            init(link: Link, result: Result<RouteOutcome<Screen>, RoutingError>?, dropped: String?) {
                (self.link, self.result, self.dropped) = (link, result, dropped)
            }
        }

        private let box: Box

        init(link: Link, result: Result<RouteOutcome<Screen>, RoutingError>?, dropped: String?) {
            box = Box(link: link, result: result, dropped: dropped)
        }
    }

    /// A hold on the queue; links wait until every hold is released.
    public struct Hold: Sendable, Hashable {
        let id: Int
        /// Why the queue is held (`"launch"`, `"login"`).
        public let reason: String
    }

    let router: Router<Screen>
    /// Everything the queue knows, behind one lock rather than the actor: `receive` is synchronous and a
    /// cancellation handler runs on whatever thread cancels, and both must apply the capacity and drop
    /// links at once.
    private nonisolated let state: Locked<LinkQueue<Screen>>
    private nonisolated let stream: AsyncStream<Delivery>

    /// A queue held by `"launch"` until ``ready()``.
    ///
    /// - Parameters:
    ///   - router: The router that opens the links once the queue is released.
    ///   - capacity: The most links kept waiting, besides the one being opened; past it the oldest is
    ///     dropped at once and reported (a flood of links from another app cannot grow memory without bound).
    ///     1 keeps only the newest link, for apps where a later link makes an earlier one moot.
    public init(router: Router<Screen>, capacity: Int = 32) {
        self.router = router
        let (stream, continuation) = AsyncStream<Delivery>.makeStream(bufferingPolicy: .bufferingNewest(256))
        self.stream = stream
        state = Locked(LinkQueue(capacity: max(1, capacity), report: continuation))
    }

    /// What became of each link, in order. One consumer; a slow one loses the oldest past 256.
    public nonisolated var deliveries: AsyncStream<Delivery> { stream }

    /// Takes a link. Returns at once; the link is opened when the queue is ready and unheld, after the
    /// links received before it. When `capacity` links already wait, the oldest of them is dropped now.
    @discardableResult
    public nonisolated func receive(_ url: String, from source: RouteSource) -> Link {
        let (link, start) = state.withLock { queue in
            let link = queue.take(url, source)
            return (link, queue.startDraining())
        }
        if start { drainInBackground() }
        return link
    }

    /// Takes a link as ``receive(_:from:)`` does, unless a link with the same `id` was taken before
    /// (the queue remembers the last 64 ids): then it takes nothing and returns `nil`.
    ///
    /// iOS can report one notification tap twice, in the scene's connection options and to the
    /// notification center's delegate; with the notification request's identifier as `id`, whichever path
    /// comes second is ignored and the link opens once.
    ///
    /// ```swift
    /// let request = response.notification.request
    /// links.receive("shop://goods/7", from: .push, id: request.identifier)   // taken
    /// links.receive("shop://goods/7", from: .push, id: request.identifier)   // nil: the same tap again
    /// ```
    @discardableResult
    public nonisolated func receive(_ url: String, from source: RouteSource, id: String) -> Link? {
        let (link, start) = state.withLock { queue -> (Link?, Bool) in
            guard queue.remember(id) else { return (nil, false) }
            let link = queue.take(url, source)
            return (link, queue.startDraining())
        }
        if start { drainInBackground() }
        return link
    }

    /// Takes a link and waits until it has been opened or dropped (while the queue is held, that is
    /// after the hold is released).
    ///
    /// Cancelling the calling task drops the link at once when it still waits, and cancels its open when
    /// it is being opened (see "What becomes of each link" above).
    public nonisolated func deliver(_ url: String, from source: RouteSource) async -> Delivery {
        let taken = Locked<Int?>(nil)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { waiter in
                let start = state.withLock { queue in
                    let cancelled = Task.isCancelled
                    let link = queue.take(url, source, cancelled: cancelled)
                    taken.withLock { $0 = link.sequence }
                    queue.wait(for: link, waiter, cancelled: cancelled)
                    return queue.startDraining()
                }
                if start { drainInBackground() }
            }
        } onCancel: {
            // Before the link was taken, the body sees the cancellation itself.
            guard let sequence = taken.withLock({ $0 }) else { return }
            state.withLock { $0.cancel(sequence) }?.cancel()
        }
    }

    /// The app can show links now: releases the launch hold and opens what waits.
    ///
    /// When this call starts opening the links, it returns once they have been opened (or the queue is held
    /// again), or at once when the calling task is cancelled: the links are opened all the same. When the
    /// queue is already opening links, it returns at once and they follow; so a flow that runs inside a
    /// queued link's open (a login screen that holds and releases the queue) never waits for itself.
    public nonisolated func ready() async {
        let start = state.withLock { queue in
            queue.holds.removeAll { $0.id == 0 }
            return queue.startDraining()
        }
        guard start else { return }
        drainInBackground()
        await untilIdle()
    }

    /// Holds the queue (a login in progress): links wait until the hold is released.
    public func hold(_ reason: String) -> Hold {
        state.withLock { $0.hold(reason) }
    }

    /// Releases a hold; when none is left, opens what waits. Returns as ``ready()`` does.
    public nonisolated func release(_ hold: Hold) async {
        let start = state.withLock { queue in
            queue.holds.removeAll { $0 == hold }
            return queue.startDraining()
        }
        guard start else { return }
        drainInBackground()
        await untilIdle()
    }

    /// The links waiting, oldest first.
    public var pending: [Link] { state.withLock { $0.pending } }

    /// Why links wait now (the reasons of the holds), empty when they do not.
    public var heldBy: [String] { state.withLock { $0.holds.map(\.reason) } }

    /// How many times the queue has started the task that opens its links (one per busy spell, not per link).
    package nonisolated var drainsStarted: Int { state.withLock { $0.drainsStarted } }

    /// Opens the waiting links in a task of the queue's own, which no caller's cancellation reaches.
    private nonisolated func drainInBackground() {
        Task { await self.drain() }
    }

    /// Opens waiting links one at a time, while the queue is unheld. Each open runs in a task of its own,
    /// so that cancelling the `deliver` that handed its link over cancels that open and no other.
    private nonisolated func drain() async {
        let router = router
        while let (link, open) = state.withLock({ $0.nextToOpen { link in Self.open(link, with: router) } }) {
            let result = await open.value
            state.withLock { $0.opened(link, result) }
        }
    }

    private static func open(_ link: Link, with router: Router<Screen>) -> LinkQueue<Screen>.Opening {
        Task {
            do throws(RoutingError) {
                return .success(try await router.open(link.url, from: link.source))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Waits until the queue has nothing more to open now, or until the calling task is cancelled.
    private nonisolated func untilIdle() async {
        let id = state.withLock { $0.newIdleWaiter() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { waiter in
                let now = state.withLock { $0.waitUntilIdle(id, waiter, cancelled: Task.isCancelled) }
                if now { waiter.resume() }
            }
        } onCancel: {
            state.withLock { $0.stopWaitingUntilIdle(id) }?.resume()
        }
    }
}
