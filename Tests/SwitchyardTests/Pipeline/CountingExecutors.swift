import Dispatch
import Synchronization

// Executors that count the jobs enqueued on them, for the zero-hop tests (issue #65 item 1): an open that leaves
// its caller's actor enqueues a job somewhere else (the global executor, or the task's preferred executor) and
// another on the caller's executor to come back.

/// A serial executor for an actor, which counts every job enqueued on it and runs them on a queue of its own.
final class CountingSerialExecutor: SerialExecutor, @unchecked Sendable {
    private let queue: DispatchQueue
    private let key = DispatchSpecificKey<ObjectIdentifier>()
    private let count = Mutex(0)

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: ObjectIdentifier(self))
    }

    /// Jobs enqueued so far.
    var enqueued: Int { count.withLock { $0 } }

    /// Whether the calling code runs on this executor's queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == ObjectIdentifier(self) }

    func enqueue(_ job: consuming ExecutorJob) {
        count.withLock { $0 += 1 }
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }
}

/// A task executor to prefer for the test's task: a hop from an actor to "any executor" (a plain `nonisolated`
/// async function) lands here instead of on the global executor, and is counted.
final class CountingTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "zero-hop.task-executor", attributes: .concurrent)
    private let count = Mutex(0)

    /// Jobs enqueued so far.
    var enqueued: Int { count.withLock { $0 } }

    func enqueue(_ job: consuming ExecutorJob) {
        count.withLock { $0 += 1 }
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// How many jobs went to the caller's executor and elsewhere while a body ran on the caller's actor.
struct Hops: Equatable, CustomStringConvertible {
    var ontoCaller: Int
    var elsewhere: Int

    static let none = Hops(ontoCaller: 0, elsewhere: 0)

    var description: String { "\(ontoCaller) onto the caller's executor, \(elsewhere) elsewhere" }
}

/// An actor on a counting executor. The tests call its methods (in an extension of their own), each of which
/// reads ``counts(_:)`` before its work and ``hops(since:_:)`` after it: no closure is passed in, since calling
/// one that was formed outside the actor costs a job of its own.
actor CountingActor {
    let executor = CountingSerialExecutor(label: "zero-hop.actor")
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// The jobs so far, onto this actor and onto `elsewhere`.
    func counts(_ elsewhere: CountingTaskExecutor) -> (Int, Int) { (executor.enqueued, elsewhere.enqueued) }

    /// The jobs since `before`.
    func hops(since before: (Int, Int), _ elsewhere: CountingTaskExecutor) -> Hops {
        Hops(ontoCaller: executor.enqueued - before.0, elsewhere: elsewhere.enqueued - before.1)
    }
}

/// Records each part of an open (middleware, handler, navigator, …) and whether it ran on the caller's actor: by
/// the isolation it runs with (`#isolation` where it calls ``visit(_:isolation:)``) and, for a counting actor, by
/// the queue it runs on. A synchronous closure (a service's factory) has no isolation of its own: it runs where
/// its caller does, and only the queue is checked (for the main actor, only the jobs counted elsewhere).
final class ZeroHopProbe: Sendable {
    private let isHome: @Sendable ((any Actor)?) -> Bool
    private let isOnQueue: @Sendable () -> Bool
    private let state = Mutex<(visited: [String], away: [String])>(([], []))

    init(isHome: @escaping @Sendable ((any Actor)?) -> Bool, isOnQueue: @escaping @Sendable () -> Bool = { true }) {
        self.isHome = isHome
        self.isOnQueue = isOnQueue
    }

    /// A probe for `actor`: its isolation, on its executor's queue.
    static func on(_ actor: CountingActor) -> ZeroHopProbe {
        ZeroHopProbe(isHome: { $0 === actor && actor.executor.isCurrent }, isOnQueue: { actor.executor.isCurrent })
    }

    /// A probe for the main actor (on Linux, its jobs need not run on the process's first thread).
    static var onMainActor: ZeroHopProbe { ZeroHopProbe { $0 === MainActor.shared } }

    /// Records a part that runs with an isolation (a nonisolated(nonsending) call, or an actor's method).
    func visit(_ part: String, isolation: (any Actor)? = #isolation) {
        record(part, home: isHome(isolation))
    }

    /// Records a synchronous part, which runs where its caller does.
    func visitSynchronously(_ part: String) {
        record(part, home: isOnQueue())
    }

    private func record(_ part: String, home: Bool) {
        state.withLock { state in
            state.visited.append(part)
            if !home { state.away.append(part) }
        }
    }

    /// Every part that ran, in order.
    var visited: [String] { state.withLock { $0.visited } }
    /// The parts that ran away from the caller's actor.
    var away: [String] { state.withLock { $0.away } }
}
