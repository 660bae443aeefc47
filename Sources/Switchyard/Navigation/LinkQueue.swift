/// The state of a ``PendingLinks`` queue, changed only under its lock: the links waiting (never more than
/// the capacity), the holds, the link being opened, and who waits for what.
///
/// A delivery is reported the moment the state decides it, under the lock, so that ``PendingLinks/deliveries``
/// lists them in the order they happened whatever threads the links came from.
struct LinkQueue<Screen: Hashable & Sendable> {
    typealias Link = PendingLinks<Screen>.Link
    typealias Delivery = PendingLinks<Screen>.Delivery
    typealias Hold = PendingLinks<Screen>.Hold
    /// The open of one link, in a task of its own.
    typealias Opening = Task<Result<RouteOutcome<Screen>, RoutingError>, Never>

    let capacity: Int
    let report: AsyncStream<Delivery>.Continuation
    private var received = 0
    /// The waiting links from `head` on, oldest first; opened slots before `head` are `nil` until compacted.
    private var waiting: [Link?] = []
    private var head = 0
    var holds = [Hold(id: 0, reason: "launch")]
    private var nextHoldID = 1
    /// Whether a task is opening links (at most one is).
    private var draining = false
    private(set) var drainsStarted = 0
    /// The link being opened and its open.
    private var opening: (sequence: Int, open: Opening)?
    /// `deliver` calls waiting for their link, by sequence.
    private var waiters: [Int: CheckedContinuation<Delivery, Never>] = [:]
    /// `ready` and `release` calls waiting for the queue to have nothing more to open.
    private var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextIdleWaiter = 0
    /// The ids of the last links taken with one, oldest first (at most `rememberedIDLimit`): the same
    /// notification reported twice must open once, and a flood of ids must not grow memory.
    private var rememberedIDs: [String] = []
    static var rememberedIDLimit: Int { 64 }

    init(capacity: Int, report: AsyncStream<Delivery>.Continuation) {
        self.capacity = capacity
        self.report = report
    }

    /// The waiting links, oldest first.
    var pending: [Link] { waiting[head...].compactMap { $0 } }

    /// Takes a link, applying the capacity now (which may drop waiting links). A link taken
    /// for a caller already `cancelled` gets its place in arrival order but does not enter the queue (nor
    /// push any link out): ``wait(for:_:cancelled:)`` drops it.
    mutating func take(_ url: String, _ source: RouteSource, cancelled: Bool = false) -> Link {
        received += 1
        let link = Link(url: url, source: source, sequence: received)
        if cancelled { return link }
        // A queue of one keeps the newest link: say so rather than count.
        let why =
            capacity == 1
            ? RouterText.routerLinkDroppedReplaced(url: DiagnosticText.shortened(url))
            : RouterText.routerLinkDroppedFull(capacity: capacity)
        while waiting.count - head >= capacity, let oldest = popFirst() { finish(oldest, dropped: why) }
        waiting.append(link)
        return link
    }

    /// Whether `id` is new, remembering it; `false` for an id among the last ones remembered.
    mutating func remember(_ id: String) -> Bool {
        guard !rememberedIDs.contains(id) else { return false }
        rememberedIDs.append(id)
        if rememberedIDs.count > Self.rememberedIDLimit { rememberedIDs.removeFirst() }
        return true
    }

    /// Registers the `deliver` call waiting for `link`; a `cancelled` one is answered at once, its link
    /// dropped.
    mutating func wait(for link: Link, _ waiter: CheckedContinuation<Delivery, Never>, cancelled: Bool) {
        waiters[link.sequence] = waiter
        if cancelled { finish(link, dropped: RouterText.routerLinkDroppedCancelled) }
    }

    /// Cancels the link of a cancelled `deliver`: drops it when it waits; returns its open, for the caller
    /// to cancel, when it is being opened.
    mutating func cancel(_ sequence: Int) -> Opening? {
        if let index = waiting[head...].firstIndex(where: { $0?.sequence == sequence }), let link = waiting[index] {
            waiting.remove(at: index)
            finish(link, dropped: RouterText.routerLinkDroppedCancelled)
            return nil
        }
        return opening?.sequence == sequence ? opening?.open : nil
    }

    mutating func hold(_ reason: String) -> Hold {
        defer { nextHoldID += 1 }
        let hold = Hold(id: nextHoldID, reason: reason)
        holds.append(hold)
        return hold
    }

    /// Whether a task must be started to open links: the queue is unheld, links wait and none is running.
    mutating func startDraining() -> Bool {
        guard !draining, holds.isEmpty, waiting.count > head else { return false }
        draining = true
        drainsStarted += 1
        return true
    }

    /// The next link to open and its open (started by `start`), or `nil` when the queue is held or empty:
    /// the draining task then ends, and whoever waits for that is resumed.
    mutating func nextToOpen(_ start: (Link) -> Opening) -> (Link, Opening)? {
        guard holds.isEmpty, let link = popFirst() else {
            draining = false
            for waiter in idleWaiters.values { waiter.resume() }
            idleWaiters.removeAll()
            return nil
        }
        let open = start(link)
        opening = (link.sequence, open)
        return (link, open)
    }

    /// Records the result of the link's open.
    mutating func opened(_ link: Link, _ result: Result<RouteOutcome<Screen>, RoutingError>) {
        opening = nil
        finish(link, result: result)
    }

    mutating func newIdleWaiter() -> Int {
        nextIdleWaiter += 1
        return nextIdleWaiter
    }

    /// Keeps `waiter` until the queue has nothing more to open; `false` when it must be resumed now.
    mutating func waitUntilIdle(_ id: Int, _ waiter: CheckedContinuation<Void, Never>, cancelled: Bool) -> Bool {
        guard draining, !cancelled else { return true }
        idleWaiters[id] = waiter
        return false
    }

    mutating func stopWaitingUntilIdle(_ id: Int) -> CheckedContinuation<Void, Never>? {
        idleWaiters.removeValue(forKey: id)
    }

    private mutating func popFirst() -> Link? {
        guard head < waiting.count else { return nil }
        defer {
            waiting[head] = nil
            head += 1
            if head >= 16, head * 2 >= waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
        }
        return waiting[head]
    }

    private mutating func finish(
        _ link: Link, result: Result<RouteOutcome<Screen>, RoutingError>? = nil, dropped: String? = nil
    ) {
        let delivery = Delivery(link: link, result: result, dropped: dropped)
        report.yield(delivery)
        waiters.removeValue(forKey: link.sequence)?.resume(returning: delivery)
    }
}
