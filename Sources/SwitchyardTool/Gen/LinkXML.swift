// Strings from a table on their way into intent-filters.xml: a table file's name, its hosts, paths and schemes
// are the author's (or a server's) text, so each is made well-formed XML 1.0 before it is written. aapt refuses
// a file that is not, and the whole manifest merge fails with it.

extension LinkFiles {
    /// Why a string is left out of the file.
    static let notXML = "a character XML cannot hold"

    /// Whether every scalar of `text` may stand in an XML 1.0 document (its `Char` production): tab, line feed,
    /// carriage return, U+0020 to U+D7FF, U+E000 to U+FFFD and U+10000 on. NUL, the other C0 controls and
    /// U+FFFE and U+FFFF may not, escaped or not.
    static func isXMLText(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isXMLCharacter)
    }

    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: return true
        default: return false
        }
    }

    /// `text` as an attribute value between double quotes: markup escaped, and tab, line feed and carriage
    /// return as character references (a parser turns them into spaces otherwise). Only for text that
    /// ``isXMLText(_:)`` accepts.
    static func xmlAttribute(_ text: String) -> String {
        var result = ""
        for scalar in xmlEscaped(text).unicodeScalars {
            switch scalar {
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` inside a comment, on one line: markup escaped as elsewhere, a character XML cannot hold and a line
    /// break written as `U+XXXX`, a space between two hyphens (a comment may not hold `--`), and a space after
    /// a final hyphen (nor end in `-` before its `-->`).
    static func xmlComment(_ text: String) -> String {
        var result = ""
        for scalar in xmlEscaped(text).unicodeScalars {
            if !isXMLCharacter(scalar) || scalar == "\n" || scalar == "\r" {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                continue
            }
            if scalar == "-", result.unicodeScalars.last == "-" { result += " " }
            result.unicodeScalars.append(scalar)
        }
        if result.unicodeScalars.last == "-" { result += " " }
        return result
    }
}
