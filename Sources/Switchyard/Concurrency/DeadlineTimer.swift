import SwitchyardMatching

/// The deadlines of every wait one middleware with a `timeout` has in flight, served by a single sleeping
/// task, so that an open costs one entry in a table while it runs and nothing once it has ended.
///
/// A task per wait that sleeps until the deadline outlives the wait by the whole timeout: 100,000 opens
/// through a middleware with a two-minute timeout kept 100,000 sleeping tasks, and every request they held,
/// for two minutes. Here an open removes its entry when it ends (``cancel(_:)``), which releases what the
/// entry's action holds at once; only the one sleeper waits, until the earliest deadline still in the table.
///
/// ```swift
/// let timer = DeadlineTimer(timeout: .seconds(120))
/// let entry = timer.schedule { print("timed out") }   // runs after 120 s, unless:
/// timer.cancel(entry)                                   // the wait ended first: nothing runs, nothing is held
/// ```
package final class DeadlineTimer: Sendable {
    /// How long each wait may take.
    let timeout: Duration
    private let state = Locked(State())

    private struct State {
        var entries: [UInt64: Entry] = [:]
        /// The deadlines in `entries`, earliest first; an entry cancelled before its deadline stays here
        /// until it comes first or the heap is rebuilt.
        var order = DeadlineHeap()
        var nextID: UInt64 = 0
        /// The deadline the current sleeper wakes at, and its generation (a sleeper replaced by one that
        /// wakes earlier finds its generation gone and does nothing).
        var sleeper: (wakesAt: ContinuousClock.Instant, generation: Int)?
        var generation = 0

        /// Makes a sleeper for the earliest deadline in the table, when one is needed.
        mutating func sleeperNeeded() -> (wakesAt: ContinuousClock.Instant, generation: Int)? {
            while let first = order.first, entries[first.id] == nil { order.removeFirst() }
            guard let first = order.first else {
                sleeper = nil
                return nil
            }
            if let sleeper, sleeper.wakesAt <= first.deadline { return nil }
            generation += 1
            sleeper = (first.deadline, generation)
            return sleeper
        }
    }

    private struct Entry {
        let deadline: ContinuousClock.Instant
        let action: @Sendable () -> Void
    }

    /// A timer for waits of at most `timeout`.
    package init(timeout: Duration) {
        self.timeout = timeout
    }

    /// Entries scheduled and neither run nor cancelled.
    package var scheduled: Int { state.withLock { $0.entries.count } }

    /// Runs `action` once ``timeout`` has passed, unless ``cancel(_:)`` is called first. Returns the entry
    /// to cancel.
    package func schedule(_ action: @escaping @Sendable () -> Void) -> UInt64 {
        let deadline = ContinuousClock.now + timeout
        let (id, sleeper) = state.withLock { state in
            state.nextID += 1
            state.entries[state.nextID] = Entry(deadline: deadline, action: action)
            state.order.insert(deadline, id: state.nextID)
            return (state.nextID, state.sleeperNeeded())
        }
        if let sleeper { sleep(until: sleeper.wakesAt, generation: sleeper.generation) }
        return id
    }

    /// Removes an entry: its action will not run, and what it holds is released before this returns.
    package func cancel(_ id: UInt64) {
        let removed: Entry? = state.withLock { state in
            let removed = state.entries.removeValue(forKey: id)
            // Cancelled entries stay in the heap until they come first; rebuild it before they outnumber
            // the live ones, so that memory follows the waits in flight, not the waits of the last timeout.
            if state.order.count > 2 * state.entries.count + 64 {
                state.order = DeadlineHeap(state.entries.map { ($0.value.deadline, $0.key) })
            }
            return removed
        }
        // Released here, outside the lock (the action may hold the last reference to anything).
        _ = removed
    }

    /// Runs the actions of every entry whose deadline is at or before `now` (the sleeper calls it when it
    /// wakes; a test calls it to move time on).
    package func expire(upTo now: ContinuousClock.Instant) {
        let (due, sleeper) = state.withLock { state in
            var due: [@Sendable () -> Void] = []
            while let first = state.order.first, first.deadline <= now {
                state.order.removeFirst()
                if let entry = state.entries.removeValue(forKey: first.id) { due.append(entry.action) }
            }
            state.sleeper = nil
            return (due, state.sleeperNeeded())
        }
        if let sleeper { sleep(until: sleeper.wakesAt, generation: sleeper.generation) }
        for action in due { action() }
    }

    private func sleep(until deadline: ContinuousClock.Instant, generation: Int) {
        Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            self?.wake(generation)
        }
    }

    private func wake(_ generation: Int) {
        guard state.withLock({ $0.sleeper?.generation == generation }) else { return }
        expire(upTo: .now)
    }
}

/// A binary min-heap of deadlines with the entries they belong to.
struct DeadlineHeap {
    private var items: [(deadline: ContinuousClock.Instant, id: UInt64)] = []

    init() {}

    init(_ items: [(ContinuousClock.Instant, UInt64)]) {
        self.items = items.stablySorted { $0.0 < $1.0 }.map { (deadline: $0.0, id: $0.1) }
    }

    var count: Int { items.count }
    var first: (deadline: ContinuousClock.Instant, id: UInt64)? { items.first }

    mutating func insert(_ deadline: ContinuousClock.Instant, id: UInt64) {
        items.append((deadline, id))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].deadline < items[parent].deadline else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() {
        guard !items.isEmpty else { return }
        items.swapAt(0, items.count - 1)
        items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < items.count, items[left].deadline < items[smallest].deadline { smallest = left }
            if right < items.count, items[right].deadline < items[smallest].deadline { smallest = right }
            guard smallest != parent else { return }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
