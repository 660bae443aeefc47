/// What a request's box holds in its header: the request's fields, which never change once made, and what
/// the open's middleware chain publishes for the router (``answer``).
@usableFromInline
struct RouteRequestFields {
    @usableFromInline let originalURL: String
    @usableFromInline let route: RouteInfo
    @usableFromInline let parameters: RouteParameters
    @usableFromInline let values: RouteValues
    @usableFromInline let source: RouteSource
    /// The box of the request the router made for the open, when this one was changed from it (by middleware);
    /// `nil` for that request itself. The chain's words live there.
    @usableFromInline let origin: RouteRequest.Storage?
    /// How many chain words the box has (see ``RouteRequest/Storage/enter(_:)``).
    @usableFromInline let words: Int
    /// What answered the open's candidates (``RouteRequest/Storage/publishAnswer(_:declined:)``): written once,
    /// before the flag that says so is set, and read only after that flag is seen.
    @usableFromInline var answer: (request: RouteRequest.Storage?, declined: Int) = (nil, 0)

    @inlinable
    init(
        originalURL: String, route: RouteInfo, parameters: RouteParameters, values: RouteValues, source: RouteSource,
        origin: RouteRequest.Storage?, words: Int
    ) {
        self.originalURL = originalURL
        self.route = route
        self.parameters = parameters
        self.values = values
        self.source = source
        self.origin = origin
        self.words = words
    }
}

/// The state an open's middleware chain keeps, in the box of the request the router made for the open: a
/// composed chain (``RouteChain``) is shared by every open, so what one open does to it lives with the one
/// object the open has anyway (ADR 0038). Word 0 holds the flag "the answer is published"; word 1 + n/64
/// holds bit n % 64 for level n, set when that level's middleware calls `next`. Both are changed only by
/// atomic read-modify-writes: the standard library's `_swift_stdlib_atomicFetchOrInt`, the one atomic it
/// offers on every platform the package supports (the `Synchronization` module needs iOS 18).
extension RouteRequest.Storage {
    /// The box of the request the router made for the open this request belongs to.
    @inlinable var open: RouteRequest.Storage { fields.pointee.origin ?? self }

    /// Marks `level` of the open's chain as entered; `false` when it already was. A request carried over from
    /// another router has no word for the level, and is not checked.
    @usableFromInline
    func enter(_ level: Int) -> Bool {
        let open = self.open
        let word = 1 + level / 64
        guard word < open.fields.pointee.words else { return true }
        let bit = 1 << (level % 64)
        let before = open.withUnsafeMutablePointerToElements { _swift_stdlib_atomicFetchOrInt(object: $0 + word, operand: bit) }
        return before & bit == 0
    }

    /// Whether `level` of the open's chain has called `next` (what a middleware's timeout asks).
    @usableFromInline
    func hasEntered(_ level: Int) -> Bool {
        let open = self.open
        let word = 1 + level / 64
        guard word < open.fields.pointee.words else { return false }
        let value = open.withUnsafeMutablePointerToElements { _swift_stdlib_atomicLoadInt(object: $0 + word) }
        return value & 1 << (level % 64) != 0
    }

    /// Publishes what answered the open's candidates: `request` (the open's own box is kept as `nil`, so that
    /// it does not hold itself) and how many declined. Called once per open: only the step after the last
    /// global middleware calls it, and that step runs only for the level that entered `next` first.
    @usableFromInline
    func publishAnswer(_ request: RouteRequest.Storage?, declined: Int) {
        let open = self.open
        guard open.fields.pointee.words > 0 else { return }
        open.fields.pointee.answer = (request === open ? nil : request, declined)
        _ = open.withUnsafeMutablePointerToElements { _swift_stdlib_atomicFetchOrInt(object: $0, operand: 1) }
    }

    /// Takes what answered, when it was published, and clears it (a changed request points back to this box,
    /// so keeping it would keep both): called on the open's own box once its chain returned or threw.
    @usableFromInline
    func takeAnswer() -> (request: RouteRequest.Storage?, declined: Int)? {
        guard fields.pointee.words > 0,
            withUnsafeMutablePointerToElements({ _swift_stdlib_atomicLoadInt(object: $0) }) & 1 != 0
        else { return nil }
        defer { fields.pointee.answer = (nil, 0) }
        return fields.pointee.answer
    }
}
