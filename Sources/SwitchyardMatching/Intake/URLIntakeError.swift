/// Why a string was refused at intake, before matching. A refused URL never matches and never crashes the router.
///
/// ```swift
/// do { _ = try RouteURL("shop://goods/\u{0}") }
/// catch { print(error) }   // "URL contains control character U+0000 at byte 13"
/// ```
public enum URLIntakeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string is empty.
    case empty
    /// The URL is longer than ``IntakeLimits/maxURLLength`` UTF-8 bytes.
    case tooLong(length: Int, limit: Int)
    /// The URL has more path segments (fragment path included) than ``IntakeLimits/maxSegments``.
    case tooManySegments(limit: Int)
    /// The URL has more query items (fragment query included) than ``IntakeLimits/maxQueryItems``.
    case tooManyQueryItems(limit: Int)
    /// A raw control character (U+0000–U+001F or U+007F) at the given UTF-8 offset.
    case controlCharacter(UInt8, offset: Int)
    /// A percent-encoded NUL (`%00`) at the given UTF-8 offset.
    case encodedNUL(offset: Int)
    /// A `.` or `..` segment (also percent-encoded) at the given UTF-8 offset. Switchyard never resolves
    /// dot segments, so it refuses them rather than let `..` reach a handler.
    case dotSegment(offset: Int)
    /// The authority is malformed (an unterminated `[` or a port that is not a number).
    case malformedAuthority(AuthorityProblem, offset: Int)

    /// What is wrong with an authority.
    public enum AuthorityProblem: String, Sendable, Hashable {
        case unterminatedBracket = "unterminated '['"
        case characterAfterBracket = "unexpected character after ']'"
        case portNotANumber = "port is not a number"
        /// Browsers read `\` as `/`, so `https://evil.example\@good.example/` would go elsewhere than it reads.
        case backslash = "a backslash in the authority"
    }

    public var description: String {
        switch self {
        case .empty:
            return "URL is empty"
        case let .tooLong(length, limit):
            return "URL is \(length) bytes long; the limit is \(limit)"
        case let .tooManySegments(limit):
            return "URL has more than \(limit) path segments"
        case let .tooManyQueryItems(limit):
            return "URL has more than \(limit) query items"
        case let .controlCharacter(byte, offset):
            let hex = String(byte, radix: 16, uppercase: true)
            return "URL contains control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) at byte \(offset)"
        case let .encodedNUL(offset):
            return "URL contains an encoded NUL (%00) at byte \(offset)"
        case let .dotSegment(offset):
            return "URL contains a dot segment ('.' or '..') at byte \(offset)"
        case let .malformedAuthority(what, offset):
            return "URL has a malformed authority at byte \(offset): \(what.rawValue)"
        }
    }
}
