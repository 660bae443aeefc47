/// What one open shares between the levels of a composed chain (``RouteChain``): which levels called `next`
/// and what answered. The chain is made once per snapshot; this is the one object an open through middleware
/// makes, and it holds no lock (ADR 0038).
///
/// The words are the tail of the allocation: word 0 holds the flag "the answer is published", word 1 + n/64
/// bit n % 64 for level n, set when that level's middleware calls `next`. They are changed only by atomic
/// read-modify-writes, the standard library's `_swift_stdlib_atomicFetchOrInt` (the one atomic it offers on
/// every platform the package supports; the `Synchronization` module needs iOS 18). The answer is written
/// once, before the flag, and read only after the flag is seen.
final class ChainRun: ManagedBuffer<ChainRun.Header, Int> {
    struct Header {
        /// The request the router made for the open: what the candidates after the first are made from.
        let caller: RouteRequest
        /// The chain run (a ``RouteChain``) and the snapshot it belongs to (a ``RouterSnapshot`` of the same
        /// `Screen`), read with ``chain(of:)`` and ``snapshot(of:)``: here rather than in every
        /// ``MiddlewareNext``, which each level makes and retains the fields of (issue #65).
        let chain: ComposedChain
        let snapshot: AnyObject
        let words: Int
        var answer: (request: RouteRequest?, declined: Int) = (nil, 0)
    }

    /// A run of `chain` (of `levels` levels), which belongs to `snapshot`, for the open `caller` made.
    static func make(levels: Int, chain: ComposedChain, snapshot: AnyObject, caller: RouteRequest) -> ChainRun {
        let words = 1 + (levels + 63) / 64
        let buffer = create(minimumCapacity: words) { _ in Header(caller: caller, chain: chain, snapshot: snapshot, words: words) }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(repeating: 0, count: words) }
        // `create` on a final subclass returns that subclass; the cast cannot fail.
        return unsafeDowncast(buffer, to: ChainRun.self)
    }

    /// The chain it runs, as the class every chain's is (``chain(of:)`` gives it its type).
    var chain: ComposedChain { withUnsafeMutablePointerToHeader { $0.pointee.chain } }
    /// The snapshot the chain belongs to (``snapshot(of:)`` gives it its type).
    var snapshot: AnyObject { withUnsafeMutablePointerToHeader { $0.pointee.snapshot } }

    /// The request the router made for the open (it never changes).
    var caller: RouteRequest { withUnsafeMutablePointerToHeader { $0.pointee.caller } }

    /// Whether `request` is the one the router made for the open (the same box, not a copy a middleware changed).
    func isCaller(_ request: RouteRequest) -> Bool {
        withUnsafeMutablePointerToHeader { $0.pointee.caller.storage === request.storage }
    }

    /// Marks `level` as having called `next`; `false` when it already had.
    func enter(_ level: Int) -> Bool {
        let bit = 1 << (level % 64)
        let before = withUnsafeMutablePointerToElements { _swift_stdlib_atomicFetchOrInt(object: $0 + 1 + level / 64, operand: bit) }
        return before & bit == 0
    }

    /// Whether `level` has called `next` (what a middleware's timeout asks).
    func hasEntered(_ level: Int) -> Bool {
        let value = withUnsafeMutablePointerToElements { _swift_stdlib_atomicLoadInt(object: $0 + 1 + level / 64) }
        return value & 1 << (level % 64) != 0
    }

    /// Publishes what answered the candidates. Called at most once: only the step after the last global
    /// middleware calls it, and that step runs only for the first call of that middleware's `next`.
    func publishAnswer(_ request: RouteRequest?, declined: Int) {
        withUnsafeMutablePointers { header, words in
            header.pointee.answer = (request, declined)
            _ = _swift_stdlib_atomicFetchOrInt(object: words, operand: 1)
        }
    }

    /// What answered, when it was published.
    var answer: (request: RouteRequest?, declined: Int)? {
        withUnsafeMutablePointers { header, words in
            _swift_stdlib_atomicLoadInt(object: words) & 1 != 0 ? header.pointee.answer : nil
        }
    }
}
