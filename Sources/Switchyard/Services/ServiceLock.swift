#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#elseif os(Windows)
import WinSDK
#elseif canImport(WASILibc)
import WASILibc
#else
#error("ServiceLock needs pthreads, Windows critical sections, or single-threaded WASI")
#endif

/// A small mutual-exclusion lock over `pthread_mutex_t` (a critical section on Windows), so the core
/// needs neither Foundation nor the `Synchronization` module (whose `Mutex` needs macOS 15 / iOS 18).
///
/// A recursive lock may be taken again by the thread that holds it; the service registry uses one to
/// create shared instances whose factories resolve further shared instances.
final class ServiceLock: @unchecked Sendable {
    #if os(Windows)
    // A critical section is always recursive. Untested: the package is tested on Linux and Apple platforms.
    private let mutex: UnsafeMutablePointer<CRITICAL_SECTION>

    /// Creates a lock; `recursive` lets the holding thread take it again.
    init(recursive: Bool = false) {
        mutex = UnsafeMutablePointer<CRITICAL_SECTION>.allocate(capacity: 1)
        InitializeCriticalSection(mutex)
    }

    deinit {
        DeleteCriticalSection(mutex)
        mutex.deallocate()
    }

    private func lock() { EnterCriticalSection(mutex) }
    private func unlock() { LeaveCriticalSection(mutex) }
    #elseif canImport(WASILibc)
    // WebAssembly without threads: there is nothing to exclude.
    init(recursive: Bool = false) {}
    private func lock() {}
    private func unlock() {}
    #else
    // The mutex lives at a stable heap address: a pthread mutex must never move.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates a lock; `recursive` lets the holding thread take it again.
    init(recursive: Bool = false) {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    private func lock() { pthread_mutex_lock(mutex) }
    private func unlock() { pthread_mutex_unlock(mutex) }
    #endif

    /// Runs `body` while holding the lock.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value guarded by its own ``ServiceLock``.
final class ServiceLocked<Value: Sendable>: @unchecked Sendable {
    private let lock = ServiceLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&value) }
    }
}
