/// Why a string was refused at intake, before matching. A refused URL never matches and never crashes the router.
///
/// ```swift
/// do { _ = try RouteURL("shop://goods/\u{0}") }
/// catch { print(error) }   // "URL contains control character U+0000 at byte 13"
/// ```
///
/// ``reason`` says what was refused, for programs. New reasons may be added in any release (the enum is
/// `@nonexhaustive`): a `switch` over it ends with `default` or `@unknown default`.
///
/// ```swift
/// do { _ = try RouteURL(link) }
/// catch { if case .tooLong(let length, _) = error.reason { metrics.record("url.tooLong", length) } }
/// ```
public struct URLIntakeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the contract refuses (``description`` says it for people, with the offset).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Reason: Sendable, Hashable {
        /// The string is empty.
        case empty
        /// The URL is longer than ``RouteTableOptions/maxURLLength`` UTF-8 bytes.
        case tooLong(length: Int, limit: Int)
        /// The URL has more path segments (fragment path included) than ``RouteTableOptions/maxSegments``.
        case tooManySegments(limit: Int)
        /// The URL has more query items (fragment query included) than ``RouteTableOptions/maxQueryItems``.
        case tooManyQueryItems(limit: Int)
        /// A raw control character (U+0000–U+001F or U+007F) at the given UTF-8 offset.
        case controlCharacter(UInt8, offset: Int)
        /// A percent-encoded NUL (`%00`) at the given UTF-8 offset.
        case encodedNUL(offset: Int)
        /// A `.` or `..` segment (also percent-encoded) at the given UTF-8 offset. Switchyard never resolves
        /// dot segments, so it refuses them rather than let `..` reach a handler.
        case dotSegment(offset: Int)
        /// The authority opens an IP literal with `[` and never closes it (`unterminated '['`).
        case unterminatedBracket(offset: Int)
        /// Something other than `:` and a port follows an IP literal's `]` (`unexpected character after ']'`).
        case characterAfterBracket(offset: Int)
        /// The port has a character that is not a digit (`port is not a number`).
        case portNotANumber(offset: Int)
        /// The authority holds a backslash. Browsers read `\` as `/`, so `https://evil.example\@good.example/`
        /// would go elsewhere than it reads (`a backslash in the authority`).
        case backslashInAuthority(offset: Int)
    }

    /// What the contract refuses.
    public let reason: Reason

    /// An error of `reason`.
    package init(_ reason: Reason) {
        self.reason = reason
    }

    @usableFromInline
    package static var empty: URLIntakeError { URLIntakeError(.empty) }
    package static func tooLong(length: Int, limit: Int) -> URLIntakeError { URLIntakeError(.tooLong(length: length, limit: limit)) }
    package static func tooManySegments(limit: Int) -> URLIntakeError { URLIntakeError(.tooManySegments(limit: limit)) }
    package static func tooManyQueryItems(limit: Int) -> URLIntakeError { URLIntakeError(.tooManyQueryItems(limit: limit)) }
    package static func controlCharacter(_ byte: UInt8, offset: Int) -> URLIntakeError {
        URLIntakeError(.controlCharacter(byte, offset: offset))
    }
    package static func encodedNUL(offset: Int) -> URLIntakeError { URLIntakeError(.encodedNUL(offset: offset)) }
    package static func dotSegment(offset: Int) -> URLIntakeError { URLIntakeError(.dotSegment(offset: offset)) }

    /// The refusal in one line, with the byte offset where there is one.
    public var description: String {
        switch reason {
        case .empty:
            return RouteTableText.intakeEmpty
        case let .tooLong(length, limit):
            return RouteTableText.intakeTooLong(length: length, limit: limit)
        case let .tooManySegments(limit):
            return RouteTableText.intakeTooManySegments(limit: limit)
        case let .tooManyQueryItems(limit):
            return RouteTableText.intakeTooManyQueryItems(limit: limit)
        case let .controlCharacter(byte, offset):
            let hex = String(byte, radix: 16, uppercase: true)
            return RouteTableText.intakeControlCharacter(
                character: "U+\(String(repeating: "0", count: 4 - hex.count))\(hex)", offset: offset)
        case let .encodedNUL(offset):
            return RouteTableText.intakeEncodedNul(offset: offset)
        case let .dotSegment(offset):
            return RouteTableText.intakeDotSegment(offset: offset)
        case .unterminatedBracket(let offset):
            return Self.malformedAuthority(offset, "unterminated '['")
        case .characterAfterBracket(let offset):
            return Self.malformedAuthority(offset, "unexpected character after ']'")
        case .portNotANumber(let offset):
            return RouteTableText.intakeBadPort(offset: offset)
        case .backslashInAuthority(let offset):
            return Self.malformedAuthority(offset, "a backslash in the authority")
        }
    }

    private static func malformedAuthority(_ offset: Int, _ problem: String) -> String {
        RouteTableText.intakeMalformedAuthority(offset: offset, problem: problem)
    }
}
