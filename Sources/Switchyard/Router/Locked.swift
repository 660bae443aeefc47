/// A value behind a mutex, in one allocation (the mutex is tail-allocated, so its address is stable).
/// Critical sections are short: swap a reference, flip a flag.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    private let storage: Storage

    private final class Storage: ManagedBuffer<Value, UInt64> {
        // The header (the value) is destroyed by ManagedBuffer itself; only the mutex needs tearing down.
        deinit {
            withUnsafeMutablePointerToElements { TailMutex.destroy($0) }
        }
    }

    @usableFromInline
    package init(_ value: Value) {
        let buffer = Storage.create(minimumCapacity: TailMutex.words) { _ in value }
        buffer.withUnsafeMutablePointerToElements { TailMutex.initialize($0) }
        // `create` returns the dynamic subclass; the cast cannot fail.
        storage = unsafeDowncast(buffer, to: Storage.self)
    }

    @usableFromInline
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointers { value, words in
            TailMutex.lock(words)
            defer { TailMutex.unlock(words) }
            return try body(&value.pointee)
        }
    }
}
