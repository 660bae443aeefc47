/// The one place outside the matching engine where Switchyard touches pointers: a `ManagedBuffer` whose tail
/// words hold a ``TailMutex`` guarding its header. ``Locked`` is such a buffer.
extension ManagedBuffer where Element == UInt64 {
    /// Makes the mutex in the tail words (the buffer was created with `TailMutex.words` of capacity).
    @inlinable
    func initializeTailMutex(recursive: Bool = false) {
        withUnsafeMutablePointerToElements { TailMutex.initialize($0, recursive: recursive) }
    }

    /// Tears the mutex down; call from the buffer's `deinit` (the header is destroyed by `ManagedBuffer`).
    @inlinable
    func destroyTailMutex() {
        withUnsafeMutablePointerToElements { TailMutex.destroy($0) }
    }

    /// Runs `body` on the header, in place, while holding the mutex.
    @inlinable
    func withTailMutexLocked<R, Failure: Error>(_ body: (inout Header) throws(Failure) -> R) throws(Failure) -> R {
        try withUnsafeMutablePointers { (header, words) throws(Failure) -> R in
            TailMutex.lock(words)
            defer { TailMutex.unlock(words) }
            return try body(&header.pointee)
        }
    }

    /// Reads a part of the header that never changes after creation, in place and without the mutex.
    @inlinable
    func readConstantHeader<R>(_ read: (Header) -> R) -> R {
        withUnsafeMutablePointerToHeader { read($0.pointee) }
    }
}
