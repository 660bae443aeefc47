/// The lifecycle events posted to a ``ModuleHost`` and not yet delivered, and the one task that delivers
/// them, in the order they were posted. A synchronous delegate callback posts and returns; a task per
/// event (`Task { await … }`) would let the scheduler reorder them (`background` before `foreground`).
final class LifecycleMailbox: Sendable {
    /// An event and where its receivers' names go.
    struct Posted: Sendable {
        let event: LifecycleEvent
        let reply: AsyncStream<[String]>.Continuation
    }

    private let queue: AsyncStream<Posted>.Continuation

    /// A mailbox whose task calls `deliver` for one event at a time. `deliver` must not hold the host: the
    /// task lives until the mailbox goes (with its host), and the task holds `deliver`.
    init(deliver: @escaping @Sendable (LifecycleEvent) async -> [String]) {
        let (events, queue) = AsyncStream<Posted>.makeStream()
        self.queue = queue
        Task {
            for await posted in events {
                posted.reply.yield(await deliver(posted.event))
                posted.reply.finish()
            }
        }
    }

    /// Queues `event` behind those posted before it; the task answers the receivers' names.
    func post(_ event: LifecycleEvent) -> Task<[String], Never> {
        let (names, reply) = AsyncStream<[String]>.makeStream()
        queue.yield(Posted(event: event, reply: reply))
        return Task {
            for await receivers in names { return receivers }
            return []
        }
    }

    // Events already queued are still delivered; the task ends after the last.
    deinit { queue.finish() }
}
