#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// The state one middleware chain shares between its levels, behind one mutex, in one allocation: which
/// levels have called `next` (a bit per level: the first 64 in a word, the rest in an array made only for
/// longer chains) and which request answered (kept by the chain's terminal, read by the router after the
/// chain returns).
///
/// Not generic, so creating one does not look up generic metadata (a `Locked<UInt64>` did, on every
/// open). The mutex is the buffer's element, so its address is stable; copies share the state.
@usableFromInline
package struct ChainState: @unchecked Sendable {
    private struct Header {
        var calls: UInt64 = 0
        var more: [UInt64] = []
        var request: RouteRequest?
        var declined = 0
    }

    private final class Storage: ManagedBuffer<Header, pthread_mutex_t> {
        // The header is destroyed by ManagedBuffer itself; only the mutex needs tearing down.
        deinit {
            withUnsafeMutablePointerToElements { mutex in
                _ = pthread_mutex_destroy(mutex)
            }
        }
    }

    private let storage: Storage

    /// A state with no level entered and no answer.
    @usableFromInline
    package init() {
        let buffer = Storage.create(minimumCapacity: 1) { _ in Header() }
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
        // `create` on a final subclass returns that subclass; the cast cannot fail.
        storage = unsafeDowncast(buffer, to: Storage.self)
    }

    private func locked<R>(_ body: (inout Header) -> R) -> R {
        storage.withUnsafeMutablePointers { header, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&header.pointee)
        }
    }

    /// Marks `level` as entered; `false` when it already was.
    @usableFromInline
    package func enter(_ level: Int) -> Bool {
        locked { header in
            let bit: UInt64 = 1 << UInt64(level % 64)
            if level < 64 {
                defer { header.calls |= bit }
                return header.calls & bit == 0
            }
            let word = level / 64 - 1
            if header.more.count <= word { header.more += Array(repeating: 0, count: word + 1 - header.more.count) }
            defer { header.more[word] |= bit }
            return header.more[word] & bit == 0
        }
    }

    /// Whether `level` has called `next`.
    @usableFromInline
    package func hasEntered(_ level: Int) -> Bool {
        locked { header in
            let bit: UInt64 = 1 << UInt64(level % 64)
            if level < 64 { return header.calls & bit != 0 }
            let word = level / 64 - 1
            return word < header.more.count && header.more[word] & bit != 0
        }
    }

    /// Records what answered.
    @usableFromInline
    package func answer(request: RouteRequest?, declined: Int) {
        locked { header in
            header.request = request
            header.declined = declined
        }
    }

    /// What answered: the request (`nil` when every candidate declined) and how many declined.
    @usableFromInline
    package var answered: (request: RouteRequest?, declined: Int) {
        locked { ($0.request, $0.declined) }
    }
}
