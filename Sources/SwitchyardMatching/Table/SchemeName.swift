import SwitchyardRouteTable

/// What a namespace's name may be: a URL scheme as RFC 3986 writes it, `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`
/// (ASCII only). A URL whose scheme is anything else is refused when it is read, so a namespace of another name
/// could never match; and its name reaches generated files (`gen links`, `gen web`, `gen swift`) and tools' output.
/// A route's `scheme:`, a `namespace(_:fallbackToGlobal:)`, a route-table file's `"scheme"` and `namespaces` key
/// are all held to it, with one message (`Conformance/errors.json`, `value.not-a-scheme`).
package enum SchemeName {
    /// Whether `text` is a URL scheme: an ASCII letter, then ASCII letters, digits, `+`, `-` or `.`.
    package static func isValid(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) else { return false }
        while let byte = bytes.next() {
            let allowed = isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
            if !allowed { return false }
        }
        return true
    }

    /// The refusal of `value` as a scheme, `name` saying whose it is (`"scheme"`, `namespace name`):
    /// `"scheme" must be a URL scheme (…), found "a b"`.
    package static func refusal(_ name: String, found value: String) -> String {
        MatchingText.valueNotAScheme(name: name, value: DiagnosticText.quoted(value))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
