/// The lifecycle events posted to a ``ModuleHost`` and not yet delivered, and the one task that delivers
/// them, in the order they were posted. A synchronous delegate callback posts and returns; a task per
/// event (`Task { await … }`) would let the scheduler reorder them (`background` before `foreground`).
///
/// At most ``capacity`` events wait: behind a module that never returns, posts would otherwise queue without
/// bound (issue #42: 100,000 posts, +166 MiB). A post beyond that is dropped: its answer is `[]`, it is
/// counted in ``dropped``, and ``onDrop`` hears of it (issue #57, item 7), so that a lost event is not
/// mistaken for one no module heard.
final class LifecycleMailbox: Sendable {
    /// How many posted events may wait to be delivered.
    static let capacity = 1_000

    /// An event and where its receivers' names go.
    struct Posted: Sendable {
        let event: LifecycleEvent
        let reply: Reply
    }

    private let queue: AsyncStream<Posted>.Continuation
    /// How many posts were dropped, and who is told of each.
    private let drops = Locked<(count: Int, report: (@Sendable (LifecycleEvent) -> Void)?)>((0, nil))

    /// How many posts were dropped so far.
    var dropped: Int { drops.withLock { $0.count } }

    /// Who is told of each dropped post (the host's logging hook); `nil`: nobody.
    var onDrop: (@Sendable (LifecycleEvent) -> Void)? {
        get { drops.withLock { $0.report } }
        set { drops.withLock { $0.report = newValue } }
    }

    /// A mailbox whose task calls `deliver` for one event at a time. `deliver` must not hold the host: the
    /// task lives until the mailbox goes (with its host), and the task holds `deliver`.
    init(deliver: @escaping @Sendable (LifecycleEvent) async -> [String]) {
        let (events, queue) = AsyncStream<Posted>.makeStream(bufferingPolicy: .bufferingOldest(Self.capacity))
        self.queue = queue
        Task {
            for await posted in events {
                posted.reply.answer(await deliver(posted.event))
            }
        }
    }

    /// Queues `event` behind those posted before it; the task answers the receivers' names once every one
    /// has received it (also when the task is cancelled: the answer says what happened, not how long the
    /// caller waited), or `[]` at once when the event was dropped.
    func post(_ event: LifecycleEvent) -> Task<[String], Never> {
        let reply = Reply()
        switch queue.yield(Posted(event: event, reply: reply)) {
        case .enqueued: break
        default:
            reply.answer([])
            let report = drops.withLock { drops in
                drops.count += 1
                return drops.report
            }
            report?(event)
        }
        return Task { await reply.value }
    }

    // Events already queued are still delivered; the task ends after the last.
    deinit { queue.finish() }
}

extension LifecycleMailbox {
    /// The names of the modules that received one event: answered once, awaited by the post's task.
    final class Reply: Sendable {
        private enum State {
            case pending
            case awaited(CheckedContinuation<[String], Never>)
            case answered([String])
        }

        private let state = Locked<State>(.pending)

        /// Gives the answer to whoever awaits it, now or later.
        func answer(_ names: [String]) {
            let awaiting = state.withLock { state -> CheckedContinuation<[String], Never>? in
                defer { state = .answered(names) }
                if case .awaited(let continuation) = state { return continuation }
                return nil
            }
            awaiting?.resume(returning: names)
        }

        /// The answer, once given. Not ended by cancellation: an event queued is delivered all the same.
        var value: [String] {
            get async {
                await withCheckedContinuation { continuation in
                    let answered = state.withLock { state -> [String]? in
                        if case .answered(let names) = state { return names }
                        state = .awaited(continuation)
                        return nil
                    }
                    if let answered { continuation.resume(returning: answered) }
                }
            }
        }
    }
}
