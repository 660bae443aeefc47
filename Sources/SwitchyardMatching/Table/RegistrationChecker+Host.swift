import SwitchyardRouteTable

// Issue #57, item 3: a placeholder in the host that can swallow part of the registrable domain.
extension RegistrationChecker {
    /// The first placeholder in a full-URL pattern's host that can take part of the registrable domain, as
    /// written (`<sub?>`), with what it lets through: `<sub?>example.com` also matches `evilexample.com`,
    /// `www.example.<tld>` also matches `www.example.evil.com`. A placeholder is safe when it lists its values
    /// (`<sub=|www.|m.>example.com`), or when literal text of at least two labels follows it, starting at a dot
    /// (`<sub>.example.com`), with only listed-value placeholders after it. `nil` for every other pattern, and for
    /// a host that names no domain (`https://<host>/…`, `myapp://<a>/…`).
    ///
    /// ```swift
    /// RegistrationChecker.swallowingHostPlaceholder(in: "https://<sub?>example.com/a")   // "<sub?>"
    /// RegistrationChecker.swallowingHostPlaceholder(in: "https://<sub>.example.com/a")   // nil
    /// ```
    static func swallowingHostPlaceholder(in text: String) -> Substring? {
        let bytes = text.utf8
        // Most patterns have no placeholder in a host: look for `://` and a `<` before the path without decoding.
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8) else { return nil }
        let hostStart = text.utf8.index(colon, offsetBy: 3)
        // The host ends at the path, a query, a fragment or a group, outside a placeholder (`<sub?>` holds a `?`).
        let ends: Set<UInt8> = [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "(")]
        var depth = 0
        let hostEnd =
            bytes[hostStart...].firstIndex { byte in
                if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth = max(depth - 1, 0) }
                return depth == 0 && ends.contains(byte)
            } ?? bytes.endIndex
        let host = text[hostStart..<hostEnd]
        guard host.utf8.contains(UInt8(ascii: "<")), Self.namesADomain(host) else { return nil }
        var rest = host[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let placeholder = rest[open...close]
            let tail = rest[rest.index(after: close)...]
            if !placeholder.contains("="), !Self.isSafeTail(tail) { return placeholder }
            rest = tail
        }
        return nil
    }

    /// Whether a host pattern names a domain: its literal text, placeholders left out, holds a dot. A host that
    /// is placeholders only (`<host>`, `<path:url>`: any host, on purpose) or a custom scheme's first segment
    /// (`myapp://<a>/…`) names none, and nothing can look like it.
    static func namesADomain(_ host: Substring) -> Bool {
        var depth = 0
        for character in host {
            switch character {
            case "<": depth += 1
            case ">": depth = max(depth - 1, 0)
            case "." where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// Whether the host text after an open placeholder pins the registrable domain: it starts with a dot, holds
    /// two more labels of literal text, and any placeholder in it lists its values.
    static func isSafeTail(_ tail: Substring) -> Bool {
        guard tail.first == "." else { return false }
        var literal = ""
        var rest = tail[...]
        while let open = rest.firstIndex(of: "<") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">"), rest[open...close].contains("=") else { return false }
            literal += "x"  // a listed-values placeholder stands for a label's text (`example.<tld=com|de>`)
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        return literal.split(separator: ".", omittingEmptySubsequences: true).count >= 2
    }
}
