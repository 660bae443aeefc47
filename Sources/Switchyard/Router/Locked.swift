#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// A value behind a mutex, in one allocation (the mutex is tail-allocated, so its address is stable).
/// Critical sections are short: swap a reference, flip a flag.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    private let storage: Storage

    private final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
        // The header (the value) is destroyed by ManagedBuffer itself; only the mutex needs tearing down.
        deinit {
            withUnsafeMutablePointerToElements { mutex in
                _ = pthread_mutex_destroy(mutex)
            }
        }
    }

    @usableFromInline
    package init(_ value: Value) {
        let buffer = Storage.create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
        // `create` returns the dynamic subclass; the cast cannot fail.
        storage = unsafeDowncast(buffer, to: Storage.self)
    }

    @usableFromInline
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointers { value, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}
