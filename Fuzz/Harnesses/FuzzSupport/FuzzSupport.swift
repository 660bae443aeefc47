#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the fuzzer with a message when an invariant does not hold. libFuzzer reports the trap as a
/// crash and saves the input as `crash-<sha1>` in the artifact folder.
@inline(never)
public func require(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
    if !condition {
        let text = "\n*** invariant broken (\(file):\(line)): \(message())\n"
        text.withCString { _ = write(2, $0, strlen($0)) }
        abort()
    }
}

/// Whether route patterns with regular-expression constraints take part. On by default;
/// `SWITCHYARD_FUZZ_REGEX=0` leaves them out (used while `SegmentRegex` was a backtracking stub, when a
/// random regex such as `(a*)*b` stopped every run at its first exponential case).
public let fuzzRegexes: Bool = getenv("SWITCHYARD_FUZZ_REGEX").map { String(cString: $0) != "0" } ?? true

/// A fuzz input cut into a selector byte and text lines. Bytes that are not UTF-8 become U+FFFD, as
/// they would in any Swift `String` an app hands to the router.
public struct FuzzInput {
    public let selector: UInt8
    public let bytes: UnsafeBufferPointer<UInt8>
    public let text: String

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        let all = UnsafeBufferPointer(start: data, count: size)
        selector = all.first ?? 0
        bytes = size > 0 ? UnsafeBufferPointer(rebasing: all[1...]) : all
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// The text split on newlines, empty lines kept.
    public var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
}

/// Percent-decodes `%XX` escapes (and `+` when `plus`), written independently of the package's decoder
/// so that the harnesses can compare against it.
public func referenceDecode(_ text: Substring, plus: Bool) -> String {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case 48...57: return b - 48
        case 65...70: return b - 55
        case 97...102: return b - 87
        default: return nil
        }
    }
    var k = 0
    while k < bytes.count {
        if bytes[k] == 37, k + 2 < bytes.count, let h = hex(bytes[k + 1]), let l = hex(bytes[k + 2]) {
            out.append(h << 4 | l)
            k += 3
        } else {
            out.append(plus && bytes[k] == 43 ? 32 : bytes[k])
            k += 1
        }
    }
    return String(decoding: out, as: UTF8.self)
}
