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
        // Most patterns have no placeholder in a host: look at the bytes, in place, before anything else (this runs
        // for every route of every build; searching the String's UTF-8 view cost ~1,000 instructions a route).
        var copy = text
        guard copy.withUTF8(Self.hostHoldsPlaceholder) else { return nil }
        let bytes = text.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8) else { return nil }
        let hostStart = text.utf8.index(colon, offsetBy: 3)
        var depth = 0
        let hostEnd =
            bytes[hostStart...].firstIndex { byte in
                if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth = max(depth - 1, 0) }
                return depth == 0 && Self.endsHost(byte)
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

    /// Whether a pattern's first `:` opens `://` and its host holds a placeholder: the first `<` after it comes
    /// before anything that ends the host (before the first `<`, no placeholder can hide an end).
    static func hostHoldsPlaceholder(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8) else { return false }
        return bytes[(colon + 3)...].first { $0 == UInt8(ascii: "<") || endsHost($0) } == UInt8(ascii: "<")
    }

    /// Whether a byte outside a placeholder ends a host: the path, a query, a fragment or a group starts there
    /// (inside a placeholder it does not: `<sub?>` holds a `?`).
    static func endsHost(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "(")
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
