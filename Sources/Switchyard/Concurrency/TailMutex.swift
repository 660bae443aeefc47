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

/// The package's one mutex: a `pthread_mutex_t` (a critical section on Windows) kept in the tail words of a
/// `ManagedBuffer<_, UInt64>`, so that its address is stable, the value it guards shares its allocation,
/// and the C type stays out of inlinable code. ``Locked`` is built on it; this file
/// holds the package's only platform branches for locking.
///
/// The core needs neither Foundation nor the `Synchronization` module (whose `Mutex` needs macOS 15 /
/// iOS 18). Windows and WASI compile but are untested: the package is tested on Linux and Apple platforms.
@usableFromInline
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
    @usableFromInline
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

    @usableFromInline
    static func destroy(_ words: UnsafeMutablePointer<UInt64>) {
        #if os(Windows)
        DeleteCriticalSection(primitive(words))
        #elseif !canImport(WASILibc)
        _ = pthread_mutex_destroy(primitive(words))
        #endif
    }

    @usableFromInline
    static func lock(_ words: UnsafeMutablePointer<UInt64>) {
        #if os(Windows)
        EnterCriticalSection(primitive(words))
        #elseif !canImport(WASILibc)
        pthread_mutex_lock(primitive(words))
        #endif
    }

    @usableFromInline
    static func unlock(_ words: UnsafeMutablePointer<UInt64>) {
        #if os(Windows)
        LeaveCriticalSection(primitive(words))
        #elseif !canImport(WASILibc)
        pthread_mutex_unlock(primitive(words))
        #endif
    }
}
