import Workload

/// A router under test, built and ready.
protocol BenchRouter {
    /// What the timing loop measures: the full URL string in, the route's index out (-1 for a miss).
    /// Captured values are found (as each router's API provides them) but not necessarily read.
    func route(_ url: String) -> Int
    /// The full answer, to check every router against the others before timing.
    func answer(_ url: String) -> Answer
}

/// How the peers take a URL apart: scheme and query dropped, the host kept as the first path
/// component (as Switchyard does for custom schemes). One pass over the UTF-8 bytes, no Foundation.
enum PathSplitter {
    /// `app://shop/goods/42?x=1` → `["shop", "goods", "42"]` (RoutingKit's input).
    @inline(__always)
    static func components(_ url: String) -> [String] {
        var url = url
        return url.withUTF8 { bytes in
            var result: [String] = []
            result.reserveCapacity(8)
            let n = bytes.count
            var i = schemeEnd(bytes)
            var start = i
            while i <= n {
                let b: UInt8 = i < n ? bytes[i] : UInt8(ascii: "?")
                if b == UInt8(ascii: "/") || b == UInt8(ascii: "?") || b == UInt8(ascii: "#") {
                    if i > start {
                        result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                    }
                    if b != UInt8(ascii: "/") { break }
                    start = i + 1
                }
                i += 1
            }
            return result
        }
    }

    /// `app://shop/goods/42?x=1` → `"shop/goods/42"` (Hummingbird's input: it splits on `/` itself).
    @inline(__always)
    static func path(_ url: String) -> String {
        var url = url
        return url.withUTF8 { bytes in
            let start = schemeEnd(bytes)
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// The offset after `scheme://`.
    @inline(__always)
    static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        while i < bytes.count, bytes[i] != UInt8(ascii: ":") { i += 1 }
        return min(i + 3, bytes.count)
    }
}

/// The baseline, as a router under test.
struct LinearScanSubject: BenchRouter {
    let router: LinearScanRouter

    init(routes: [RouteSpec]) { router = LinearScanRouter(routes: routes) }

    @inline(__always)
    func route(_ url: String) -> Int { router.route(url) }

    func answer(_ url: String) -> Answer { router.answer(url) }
}
