/// A source the app denies (``SourcePolicy/deny(_:)``), kept as the platform names it, so that one sender is
/// denied whatever its spelling (the Security article's `policy.deny-source`):
/// - another app's bundle or package ID compares ASCII-case-insensitively (iOS bundle IDs are case-insensitive),
///   other characters as written, scalar by scalar;
/// - a web page compares by its origin (``WebOrigin``): scheme and host lowercased, a default port dropped, the
///   path, query and fragment ignored;
/// - a sender that does not name itself (no bundle ID, no page URL, or a page with no origin) may be the denied
///   one, so a rule naming one app or one origin refuses it too: deny fails closed.
struct DeniedSource: Sendable {
    enum Detail: Sendable {
        /// `deny(.otherApp(bundleID: nil))`, `deny(.webPage(nil))`, `deny(.push)`: the sources of that kind
        /// that name nothing.
        case anonymous
        /// Another app's ID with its ASCII letters lowercased, as UTF-8 (compared byte by byte with the standard
        /// library's comparison of a string's bytes with an array, which the app links anyway).
        case app([UInt8])
        /// A web origin.
        case origin(WebOrigin)
    }

    var kind: RouteSource.Kind
    var detail: Detail

    /// The rule `source` spells, or `nil` when it is a web page whose URL has no origin: such a rule cannot say
    /// which pages it means, and ``SourcePolicy/deny(_:)`` denies every web page for it (fails closed).
    init?(_ source: RouteSource) {
        kind = source.kind
        switch source {
        case .otherApp(let id?): detail = .app(Array(Self.folded(id).utf8))
        case .webPage(let page?):
            guard let origin = WebOrigin(page) else { return nil }
            detail = .origin(origin)
        default: detail = .anonymous
        }
    }

    /// Whether this rule refuses `source`.
    func denies(_ source: RouteSource) -> Bool {
        guard source.kind == kind else { return false }
        switch (detail, source) {
        case (.anonymous, .otherApp(let id)): return id == nil
        case (.anonymous, .webPage(let page)): return page == nil
        case (.anonymous, _): return true
        case (.app(let denied), .otherApp(let id)):
            guard let id else { return true }
            return Self.folded(id).utf8.elementsEqual(denied)
        case (.origin(let denied), .webPage(let page)):
            guard let page, let origin = WebOrigin(page) else { return true }
            return origin == denied
        default: return false
        }
    }

    /// `text` with its ASCII letters lowercased; every other scalar as written.
    static func folded(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append((0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar)
        }
        return String(scalars)
    }
}

/// A web page's origin as a `web:` source rule compares it: `SCHEME://HOST[:PORT]` with the scheme and the
/// host's ASCII letters lowercased, userinfo dropped, the port as a number and left out when it is the scheme's
/// default (443 for `https`, 80 for `http`); the path, query and fragment do not count.
/// `HTTPS://EVIL.example:443/page` and `https://evil.example/` are the origin `https://evil.example`.
package struct WebOrigin: Sendable, Hashable, CustomStringConvertible {
    package let scheme: String
    package let host: String
    package let port: Int?

    /// The origin of `url`, or `nil` when it has none: no `SCHEME://`, an empty host, or a port that is not a
    /// number from 0 to 65535. Read scalar by scalar, so that a combining mark cannot hide a `/`.
    package init?(_ url: String) {
        let scalars = Array(url.unicodeScalars)
        guard let colon = scalars.firstIndex(of: ":"), colon > 0, Self.isLetter(scalars[0]),
            scalars[..<colon].allSatisfy(Self.isSchemeScalar), scalars[colon...].starts(with: [":", "/", "/"] as [Unicode.Scalar])
        else { return nil }
        var authority = scalars[(colon + 3)...].prefix { !["/", "?", "#", "\\"].contains($0) }
        if let at = authority.lastIndex(of: "@") { authority = authority[(at + 1)...] }
        var host = authority
        var port: Int?
        let bracketEnd = authority.first == "[" ? authority.firstIndex(of: "]") : authority.startIndex
        guard let bracketEnd else { return nil }
        if let portColon = authority[bracketEnd...].lastIndex(of: ":") {
            let digits = authority[(portColon + 1)...]
            host = authority[..<portColon]
            if !digits.isEmpty {
                guard digits.count <= 5, digits.allSatisfy({ (0x30...0x39).contains($0.value) }) else { return nil }
                let number = digits.reduce(0) { $0 * 10 + Int($1.value - 0x30) }
                guard number <= 65535 else { return nil }
                port = number
            }
        }
        guard !host.isEmpty else { return nil }
        scheme = DeniedSource.folded(String(String.UnicodeScalarView(scalars[..<colon])))
        self.host = DeniedSource.folded(String(String.UnicodeScalarView(host)))
        let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : nil
        self.port = port == defaultPort ? nil : port
    }

    package var description: String { scheme + "://" + host + (port.map { ":\($0)" } ?? "") }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    private static func isSchemeScalar(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || (0x30...0x39).contains(scalar.value) || "+-.".unicodeScalars.contains(scalar)
    }
}
