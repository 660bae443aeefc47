/// Text from a file, a pattern or a URL as a diagnostic or an error quotes it: whole when it is short, else its
/// start, an ellipsis and its length, so that a hostile input (a key or a URL of a megabyte) never makes a
/// message of a megabyte. Every diagnostic and every error description that quotes what a user, a link or a
/// file wrote goes through here, and only when the text is made: nothing is cut on the open or match path.
/// Lengths count Unicode scalars, so that the part shown is at most 320 UTF-8 bytes even when a hostile text
/// is one character of a million combining marks.
///
/// It is also the one place that keeps a quoted text from forging a log line or reordering one (issue #57,
/// item 5): every form it gives escapes control characters (`\n`, `\u{1B}`), line and paragraph separators,
/// and bidi and other invisible format characters (`\u{202E}`, `\u{200B}`), whatever else it leaves as written.
///
/// ```swift
/// DiagnosticText.quoted("handlr")                                   // "handlr"
/// DiagnosticText.quoted(String(repeating: "k", count: 1_000))       // "kk…" (1000 characters): the first 80 shown
/// DiagnosticText.quoted("a\"b", escaped: false)                     // "a"b"
/// DiagnosticText.shortened("/a\n\u{202E}b")                          // /a\n\u{202E}b
/// ```
package enum DiagnosticText {
    /// A text of at most this many characters (Unicode scalars) is quoted whole.
    package static let wholeLimit = 100
    /// How many characters of a longer text are shown before the ellipsis.
    package static let shownCharacters = 80

    /// `text` in double quotes; a text longer than ``wholeLimit`` characters is cut to its first
    /// ``shownCharacters``, with `…` before the closing quote and its length after it:
    /// `"abc…" (1000 characters)`. With `escaped`, `"` and `\` are escaped too (`\"`, `\\`); without it
    /// they are shown as written (a pattern, whose backslashes are its own). Control, bidi and invisible
    /// format characters are escaped either way (``isConcealing(_:)``).
    package static func quoted(_ text: String, escaped: Bool = true) -> String {
        let (shown, length) = clipped(text)
        let body = escape(shown, quotes: escaped)
        guard let length else { return "\"" + body + "\"" }
        return "\"" + body + "…\" (\(length) characters)"
    }

    /// `text` as a message shows it without quotes: whole when short, else cut like ``quoted(_:escaped:)``:
    /// `abc… (1000 characters)`. Control, bidi and invisible format characters are escaped (`\n`,
    /// `\u{202E}`); quotes and backslashes are shown as written.
    package static func shortened(_ text: String) -> String {
        let (shown, length) = clipped(text)
        let body = escape(shown, quotes: false)
        guard let length else { return body }
        return body + "… (\(length) characters)"
    }

    /// The part of `text` a message shows, and the whole text's length in characters (Unicode scalars) when
    /// that part is not all of it.
    package static func clipped(_ text: String) -> (shown: Substring, length: Int?) {
        // Most texts are short: their UTF-8 length bounds their scalar count without counting.
        if text.utf8.count <= wholeLimit { return (text[...], nil) }
        let scalars = text.unicodeScalars
        let length = scalars.count
        if length <= wholeLimit { return (text[...], nil) }
        let end = scalars.index(scalars.startIndex, offsetBy: shownCharacters)
        return (Substring(scalars[..<end]), length)
    }

    /// `text` with every concealing character (``isConcealing(_:)``) written as an escape (`\n`, `\r`, `\t`,
    /// else `\u{202E}`), and with `quotes`, `"` and `\` too. A text of printable ASCII is returned as it is.
    static func escape(_ text: Substring, quotes: Bool = true) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && (!quotes || ($0 != 0x22 && $0 != 0x5C)) }) { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: result += "\\\""
            case "\\" where quotes: result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isConcealing(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `scalar` can break a log line, reorder the text around it or hide itself when shown: a
    /// control character (C0, DEL, C1), a line or paragraph separator, or a format character (bidi
    /// embeddings, overrides and isolates, marks, zero-width characters, the byte-order mark, tags).
    ///
    /// ```swift
    /// DiagnosticText.isConcealing("\u{202E}")   // true: right-to-left override
    /// DiagnosticText.isConcealing("é")          // false
    /// ```
    package static func isConcealing(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        if scalar.value < 0x80 { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
