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
#error("TailMutex needs pthreads, Windows critical sections, or single-threaded WASI")
#endif

// The package's lock, whole: a value behind a mutex (`Locked`), the mutex kept in a `ManagedBuffer`'s tail words,
// and the mutex itself (`TailMutex`, the only platform branches for locking).

/// A value behind the package's mutex (``TailMutex``), in one allocation. Critical sections are short: swap
/// a reference, flip a flag, append to a list.
///
/// ```swift
/// let parked = Locked<[String]>([])
/// parked.withLock { $0.append(url) }
/// let count = parked.withLock { $0.count }
/// ```
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

    /// The value now. Not `withLock { $0 }` at a call site in generic code: its result type is the caller's, and
    /// one that depends on a generic parameter is looked up on every call (issue #65); here it is `Value`.
    package var value: Value { withLock { $0 } }

    /// Runs `body` with exclusive access to the value.
    package func withLock<R, Failure: Error>(_ body: (inout Value) throws(Failure) -> R) throws(Failure) -> R {
        try storage.withTailMutexLocked(body)
    }
}

/// The one place outside the matching engine where Switchyard touches pointers: a `ManagedBuffer` whose tail
/// words hold a ``TailMutex`` guarding its header. ``Locked`` is such a buffer.
extension ManagedBuffer where Element == UInt64 {
    /// Makes the mutex in the tail words (the buffer was created with `TailMutex.words` of capacity).
    func initializeTailMutex(recursive: Bool = false) {
        withUnsafeMutablePointerToElements { TailMutex.initialize($0, recursive: recursive) }
    }

    /// Tears the mutex down; call from the buffer's `deinit` (the header is destroyed by `ManagedBuffer`).
    func destroyTailMutex() {
        withUnsafeMutablePointerToElements { TailMutex.destroy($0) }
    }

    /// Runs `body` on the header, in place, while holding the mutex.
    func withTailMutexLocked<R, Failure: Error>(_ body: (inout Header) throws(Failure) -> R) throws(Failure) -> R {
        try withUnsafeMutablePointers { (header, words) throws(Failure) -> R in
            TailMutex.lock(words)
            defer { TailMutex.unlock(words) }
            return try body(&header.pointee)
        }
    }
}

/// The package's one mutex: a `pthread_mutex_t` (a critical section on Windows) kept in the tail words of a
/// `ManagedBuffer<_, UInt64>`, so that its address is stable, the value it guards shares its allocation,
/// and the C type stays out of the module's interface. ``Locked`` is built on it; this file
/// holds the package's only platform branches for locking.
///
/// The core needs neither Foundation nor the `Synchronization` module (whose `Mutex` needs macOS 15 /
/// iOS 18). Windows and WASI compile but are untested: the package is tested on Linux and Apple platforms.
enum TailMutex {
    /// Words of tail storage a mutex needs (64 bytes: `pthread_mutex_t` is 40 on Linux, 64 on Darwin; a
    /// `CRITICAL_SECTION` is 40 on 64-bit Windows).
    static let words = 8

    #if os(Windows)
    private typealias Primitive = CRITICAL_SECTION
    #elseif canImport(WASILibc)
    // WebAssembly without threads: there is nothing to exclude.
    private typealias Primitive = UInt64
    #else
    private typealias Primitive = pthread_mutex_t
    #endif

    private static func primitive(_ words: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<Primitive> {
        UnsafeMutableRawPointer(words).assumingMemoryBound(to: Primitive.self)
    }

    /// Makes the mutex in `words`; a `recursive` one may be taken again by the thread that holds it (a
    /// critical section always may).
    static func initialize(_ words: UnsafeMutablePointer<UInt64>, recursive: Bool = false) {
        // A layout fact of the platform, checked once per lock; never reached by input.
        precondition(MemoryLayout<Primitive>.size <= Self.words * 8 && MemoryLayout<Primitive>.alignment <= 8)
        let mutex = UnsafeMutableRawPointer(words).bindMemory(to: Primitive.self, capacity: 1)
        #if os(Windows)
        InitializeCriticalSection(mutex)
        #elseif canImport(WASILibc)
        mutex.initialize(to: 0)
        #else
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        #endif
    }

    static func destroy(_ words: UnsafeMutablePointer<UInt64>) {
        #if os(Windows)
        DeleteCriticalSection(primitive(words))
        #elseif !canImport(WASILibc)
        _ = pthread_mutex_destroy(primitive(words))
        #endif
    }

    static func lock(_ words: UnsafeMutablePointer<UInt64>) {
        #if os(Windows)
        EnterCriticalSection(primitive(words))
        #elseif !canImport(WASILibc)
        pthread_mutex_lock(primitive(words))
        #endif
    }

    static func unlock(_ words: UnsafeMutablePointer<UInt64>) {
        #if os(Windows)
        LeaveCriticalSection(primitive(words))
        #elseif !canImport(WASILibc)
        pthread_mutex_unlock(primitive(words))
        #endif
    }
}
