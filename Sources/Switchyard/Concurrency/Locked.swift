/// A value behind the package's mutex (``TailMutex``), in one allocation. Critical sections are short: swap
/// a reference, flip a flag, append to a list.
///
/// ```swift
/// let parked = Locked<[String]>([])
/// parked.withLock { $0.append(url) }
/// let count = parked.withLock { $0.count }
/// ```
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    private let storage: Storage

    private final class Storage: ManagedBuffer<Value, UInt64> {
        // The header (the value) is destroyed by ManagedBuffer itself; only the mutex needs tearing down.
        deinit {
            destroyTailMutex()
        }
    }

    /// A lock around `value`; a `recursive` one may be taken again by the thread that holds it (a service
    /// factory that creates the shared services it needs).
    package init(_ value: Value, recursive: Bool = false) {
        let buffer = Storage.create(minimumCapacity: TailMutex.words) { _ in value }
        buffer.initializeTailMutex(recursive: recursive)
        // `create` returns the dynamic subclass; the cast cannot fail.
        storage = unsafeDowncast(buffer, to: Storage.self)
    }

    /// Runs `body` with exclusive access to the value.
    @usableFromInline
    package func withLock<R, Failure: Error>(_ body: (inout Value) throws(Failure) -> R) throws(Failure) -> R {
        try storage.withTailMutexLocked(body)
    }
}
