/// What ``MatchBox`` holds besides its captures.
struct MatchHeader {
    let url: RouteURL
    let storage: TrieStorage?
    let nameList: Int32
    let captureCount: Int32
    let wildcard: Range<Int>?
}

/// A match's immutable parts with its captures allocated behind them: one allocation per match, and a
/// class whose metadata is not generic (an `[CapturedValue]` looked its storage type up on every match).
/// Immutable once made, hence `Sendable` (`ManagedBuffer` itself is not, so the reference is wrapped).
@usableFromInline
struct MatchBox: @unchecked Sendable {
    let buffer: MatchBuffer

    /// A box for `captureCount` captures; `fill` initialises all of them.
    static func make(
        url: RouteURL, storage: TrieStorage?, nameList: Int32, wildcard: Range<Int>?, captureCount: Int,
        fill: (UnsafeMutablePointer<CapturedValue>) -> Void
    ) -> MatchBox {
        let header = MatchHeader(url: url, storage: storage, nameList: nameList, captureCount: Int32(captureCount), wildcard: wildcard)
        let buffer = unsafeDowncast(MatchBuffer.create(minimumCapacity: captureCount) { _ in header }, to: MatchBuffer.self)
        buffer.withUnsafeMutablePointerToElements(fill)
        return MatchBox(buffer: buffer)
    }

    /// Capture `index`.
    func capture(_ index: Int) -> CapturedValue { buffer.withUnsafeMutablePointerToElements { $0[index] } }

    /// One field of the header, read in place (copying the whole header would retain the URL's string and
    /// the storage on every parameter read).
    @inline(__always)
    func field<T>(_ path: KeyPath<MatchHeader, T>) -> T {
        buffer.withUnsafeMutablePointerToHeader { $0.pointee[keyPath: path] }
    }
}

/// The captures are plain data (``CapturedValue``), so freeing a match destroys only its header.
final class MatchBuffer: ManagedBuffer<MatchHeader, CapturedValue> {}
