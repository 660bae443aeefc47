/// Text from a file, a pattern or a URL as a diagnostic or an error quotes it: whole when it is short, else its
/// start, an ellipsis and its length, so that a hostile input (a key or a URL of a megabyte) never makes a
/// message of a megabyte. Every diagnostic and every error description that quotes what a user, a link or a
/// file wrote goes through here, and only when the text is made: nothing is cut on the open or match path.
/// Lengths count Unicode scalars, so that the part shown is at most 320 UTF-8 bytes even when a hostile text
/// is one character of a million combining marks.
///
/// ```swift
/// DiagnosticText.quoted("handlr")                                   // "handlr"
/// DiagnosticText.quoted(String(repeating: "k", count: 1_000))       // "kk…" (1000 characters): the first 80 shown
/// DiagnosticText.quoted("a\"b", escaped: false)                     // "a"b"
/// ```
package enum DiagnosticText {
    /// A text of at most this many characters (Unicode scalars) is quoted whole.
    package static let wholeLimit = 100
    /// How many characters of a longer text are shown before the ellipsis.
    package static let shownCharacters = 80

    /// `text` in double quotes; a text longer than ``wholeLimit`` characters is cut to its first
    /// ``shownCharacters``, with `…` before the closing quote and its length after it:
    /// `"abc…" (1000 characters)`. With `escaped`, `"`, `\` and control characters are escaped (`\"`,
    /// `\\`, `\n`, `\u{1B}`); without it the text is shown as written (a pattern, whose backslashes are
    /// its own).
    package static func quoted(_ text: String, escaped: Bool = true) -> String {
        let (shown, length) = clipped(text)
        let body = escaped ? escape(shown) : String(shown)
        guard let length else { return "\"" + body + "\"" }
        return "\"" + body + "…\" (\(length) characters)"
    }

    /// `text` as a message shows it without quotes: whole when short, else cut like ``quoted(_:escaped:)``:
    /// `abc… (1000 characters)`.
    package static func shortened(_ text: String) -> String {
        let (shown, length) = clipped(text)
        guard let length else { return text }
        return shown + "… (\(length) characters)"
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

    /// `"`, `\` and control characters written as escapes.
    static func escape(_ text: Substring) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
