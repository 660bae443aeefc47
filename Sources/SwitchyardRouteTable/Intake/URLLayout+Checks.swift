// Checks the scan runs on a segment and on the host once it has found their bounds.
extension URLLayout {
    /// Refuses `.`, `..` (also as `%2E`) and `%00` in one segment `[start, end)`.
    static func checkSegment(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> URLIntakeError? {
        var dots = 0
        var k = start
        var onlyDots = true
        while k < end {
            let b = bytes[k]
            if b == UInt8(ascii: ".") {
                dots += 1
                k += 1
            } else if b == UInt8(ascii: "%"), k + 2 < end {
                if bytes[k + 1] == UInt8(ascii: "0"), bytes[k + 2] == UInt8(ascii: "0") { return .encodedNUL(offset: k) }
                if bytes[k + 1] == UInt8(ascii: "2"), (bytes[k + 2] | 0x20) == UInt8(ascii: "e") {
                    dots += 1
                    k += 3
                    continue
                }
                onlyDots = false
                k += 1
            } else {
                onlyDots = false
                k += 1
            }
        }
        if onlyDots, dots == 1 || dots == 2 { return .dotSegment(offset: start) }
        return nil
    }

    /// Whether `host` is matched as the first path segment; `bracketed` says it starts with `[`, `dot` that
    /// it holds a `.`.
    @inline(__always)
    static func hostIsPath(_ host: UnsafeBufferPointer<UInt8>, mode: HostAsPath, bracketed: Bool, dot: Bool) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            if bracketed || dot { return false }
            let localhost: StaticString = "localhost"
            if host.count == localhost.utf8CodeUnitCount {
                var same = true
                localhost.withUTF8Buffer { word in
                    for k in 0..<word.count where asciiLower(host[k]) != word[k] { same = false }
                }
                if same { return false }
            }
            return true
        }
    }
}
