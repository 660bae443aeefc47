/// The state one middleware chain shares between its levels: which levels have called `next` (a bit per
/// level: the first 64 in a word, the rest in an array made only for longer chains) and which request
/// answered (kept by the chain's terminal, read by the router after the chain returns). A plain value:
/// ``MiddlewareRun`` keeps it beside its mutex and changes it only under the lock.
@usableFromInline
package struct ChainState {
    private var calls: UInt64 = 0
    private var more: [UInt64] = []
    /// The request that answered (`nil` when every candidate declined) and how many declined.
    @usableFromInline package private(set) var answered: (request: RouteRequest?, declined: Int) = (nil, 0)

    /// A state with no level entered and no answer.
    @usableFromInline
    package init() {}

    /// Marks `level` as entered; `false` when it already was.
    @usableFromInline
    package mutating func enter(_ level: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(level % 64)
        if level < 64 {
            defer { calls |= bit }
            return calls & bit == 0
        }
        let word = level / 64 - 1
        if more.count <= word { more += Array(repeating: 0, count: word + 1 - more.count) }
        defer { more[word] |= bit }
        return more[word] & bit == 0
    }

    /// Whether `level` has called `next`.
    @usableFromInline
    package func hasEntered(_ level: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(level % 64)
        if level < 64 { return calls & bit != 0 }
        let word = level / 64 - 1
        return word < more.count && more[word] & bit != 0
    }

    /// Records what answered.
    @usableFromInline
    package mutating func answer(request: RouteRequest?, declined: Int) {
        answered = (request, declined)
    }
}

/// What a ``MiddlewareRun`` holds: the chain and its terminal (set once), and the shared state (changed
/// under the run's mutex).
@usableFromInline
struct MiddlewareRunHeader<Screen: Hashable & Sendable> {
    @usableFromInline let chain: [AnyMiddleware<Screen>]
    @usableFromInline let terminal: MiddlewareTerminal<Screen>
    @usableFromInline var state = ChainState()

    @inlinable
    init(chain: [AnyMiddleware<Screen>], terminal: MiddlewareTerminal<Screen>) {
        self.chain = chain
        self.terminal = terminal
    }
}

/// One run of a middleware chain: the middleware, what runs after the last one, and the state the levels
/// share, behind a mutex, all in one allocation (the mutex lives in the tail words, so its address is
/// stable). Every level's ``MiddlewareNext`` points here, so passing `next` on retains one reference.
///
/// What runs last is data, not a closure or an override: a closure needed a context and a thunk frame per
/// open, and an overridden method is reached through the vtable, which runs the unspecialised generic
/// code (measured: eight more async frames per open).
@usableFromInline
final class MiddlewareRun<Screen: Hashable & Sendable>: ManagedBuffer<MiddlewareRunHeader<Screen>, UInt64> {
    /// A run of `chain` that ends in `terminal`.
    @inlinable
    static func make(_ chain: [AnyMiddleware<Screen>], then terminal: MiddlewareTerminal<Screen>) -> MiddlewareRun {
        let buffer = create(minimumCapacity: TailMutex.words) { _ in MiddlewareRunHeader(chain: chain, terminal: terminal) }
        buffer.initializeTailMutex()
        // `create` on a final subclass returns that subclass; the cast cannot fail.
        return unsafeDowncast(buffer, to: MiddlewareRun.self)
    }

    // The header is destroyed by ManagedBuffer itself; only the mutex needs tearing down.
    deinit {
        destroyTailMutex()
    }

    /// How many middleware the chain has (never changes).
    @inlinable var count: Int { readConstantHeader { $0.chain.count } }
    /// The middleware at `level` (the chain never changes; read in place, not copied out first).
    @inlinable func middleware(_ level: Int) -> AnyMiddleware<Screen> { readConstantHeader { $0.chain[level] } }
    /// What runs after the last middleware (never changes).
    @inlinable var terminal: MiddlewareTerminal<Screen> { readConstantHeader { $0.terminal } }

    /// Runs `body` on the shared state, under the mutex.
    @inlinable
    func locked<R>(_ body: (inout ChainState) -> R) -> R {
        withTailMutexLocked { body(&$0.state) }
    }
}
