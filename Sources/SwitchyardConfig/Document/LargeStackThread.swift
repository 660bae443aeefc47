import Foundation

/// Runs work that may recurse deeply (Yams composes documents recursively, up to
/// libyaml's limit of 1,000 levels) on a thread with a generous stack, so that a
/// hostile document cannot overflow a small caller stack such as a 512 KiB
/// Swift-concurrency or secondary thread.
enum LargeStackThread {
    static let stackSize = 16 << 20

    static func run<Success: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () -> Result<Success, Failure>
    ) -> Result<Success, Failure> {
        let box = ResultBox<Result<Success, Failure>>()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            finished.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        finished.wait()
        // The semaphore orders the worker's write before this read, so the value is always there; were it
        // not, running the work here is still correct (on the caller's stack), where a trap would not be.
        return box.value ?? body()
    }
}

/// Hands a value from the worker thread back to the waiting caller. Access is ordered by
/// the semaphore in ``LargeStackThread/run(_:)``.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
