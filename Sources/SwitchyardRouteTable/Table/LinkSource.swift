/// An origin a router accepts links from: a custom scheme (`"shop"`) or a scheme and host
/// (`"https://m.shop.example"`, for universal links). Scheme and host compare case-insensitively.
/// `https?://host` accepts the host's `https` and `http` links (an app's own web views open both).
///
/// ```swift
/// var options = RouteTableOptions()
/// options.accept = ["shop", "https://m.shop.example"]                  // string literals
/// options.accept = ["shop", "https?://www.shop.example"]               // https and http links of that host
/// let partner = try LinkSource(parsing: configuredOrigin)              // text known only at run time
/// ```
///
/// A string literal that does not parse (`"https://m.shop.example/app"`, with a path) does not crash: it
/// makes a source that accepts nothing and carries the error, and building a table that
/// uses it fails with that error (`RouteTableBuilder.build()` throws a `RouteTableError`, both SwitchyardMatching's). Use
/// ``init(parsing:)`` for text that is not a literal, to handle the error where it happens.
public struct LinkSource: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The scheme, lowercased (empty for a source whose text did not parse); `https` for `https?://host`.
    package let scheme: String
    /// The host, lowercased; `nil` accepts any host of the scheme.
    package let host: String?
    /// Whether the source also accepts `http` (it was written `https?://…`).
    package let acceptsHTTP: Bool
    /// The literal text, kept only when it did not parse.
    package let invalidText: String?

    /// A source from a string literal. Text that does not parse makes a source that accepts nothing, and
    /// that carries the reason; a table built with it fails to build.
    ///
    /// ```swift
    /// let web: LinkSource = "https://m.shop.example"
    /// let typo: LinkSource = "https//m.shop.example"
    /// typo.parseError?.message   // "expected \"://\" after the scheme of a link source"
    /// ```
    public init(stringLiteral text: String) {
        do {
            self = try LinkSource(parsing: text)
        } catch {
            scheme = ""
            host = nil
            acceptsHTTP = false
            invalidText = text
        }
    }

    /// Why the literal this source was written as does not parse; `nil` for a valid source.
    package var parseError: PatternError? {
        guard let invalidText else { return nil }
        do {
            _ = try LinkSource(parsing: invalidText)
            return nil
        } catch {
            return error
        }
    }

    /// Parses `scheme` or `scheme://host` (a trailing `/` is allowed; a path, query or fragment is not), or
    /// `https?://host` for the host's `https` and `http` links.
    ///
    /// ```swift
    /// let source = try LinkSource(parsing: "HTTPS://M.Shop.Example/")   // https://m.shop.example
    /// let web = try LinkSource(parsing: "https?://www.shop.example")    // https and http links of the host
    /// try LinkSource(parsing: "https://m.shop.example/app")            // throws: a link source is a scheme and a host, with no path
    /// ```
    ///
    /// - Throws: ``PatternError`` pointing at the offending character.
    public init(parsing text: String) throws(PatternError) {
        invalidText = nil
        let scalars = Array(text.unicodeScalars)
        var k = 0
        while k < scalars.count,
            scalars[k].isASCIILetter || (k > 0 && (("0"..."9").contains(scalars[k]) || "+-.".unicodeScalars.contains(scalars[k])))
        {
            k += 1
        }
        if k == 0 {
            throw PatternError(pattern: text, offset: 0, message: RouteTableText.sourceNoScheme)
        }
        scheme = String(String.UnicodeScalarView(scalars[0..<k])).lowercased()
        // `https?`: the `?` of a regular expression, the one place a link source has one.
        acceptsHTTP = scheme == "https" && k < scalars.count && scalars[k] == "?"
        if acceptsHTTP {
            k += 1
            guard k < scalars.count else {
                throw PatternError(pattern: text, offset: k - 1, message: RouteTableText.sourceHttpsNeedsHost)
            }
        }
        if k == scalars.count {
            host = nil
            return
        }
        let rest = String(String.UnicodeScalarView(scalars[k...]))
        guard rest.hasPrefix("://") else {
            throw PatternError(pattern: text, offset: k, message: RouteTableText.sourceSeparator)
        }
        var hostText = String(rest.dropFirst(3))
        if hostText.hasSuffix("/") { hostText.removeLast() }
        if hostText.isEmpty || hostText.contains("/") || hostText.contains("?") || hostText.contains("#") {
            throw PatternError(pattern: text, offset: k + 3, message: RouteTableText.sourcePath)
        }
        host = hostText.lowercased()
    }

    /// `scheme`, `scheme://host` or `https?://host`; for a literal that did not parse, the literal as written.
    public var description: String { invalidText ?? host.map { "\(scheme)\(acceptsHTTP ? "?" : "")://\($0)" } ?? scheme }

    /// Whether a URL of this (lowercased) scheme can come from the source, whatever its host.
    package func takes(scheme urlScheme: String) -> Bool {
        invalidText == nil && (scheme == urlScheme || (acceptsHTTP && urlScheme == "http"))
    }

    /// Whether the source can be a web origin (``RouteTableOptions/webOrigins``): `http` or `https` with a host.
    package var isWebOrigin: Bool { invalidText == nil && host != nil && (scheme == "https" || scheme == "http") }

    /// Whether every URL that `other` accepts, this source accepts too.
    package func covers(_ other: LinkSource) -> Bool {
        (scheme == other.scheme || (acceptsHTTP && other.scheme == "http")) && (!other.acceptsHTTP || acceptsHTTP)
            && (host == nil || host == other.host)
    }

    /// Whether a URL with this (lowercased) scheme and host comes from this source. A source whose text
    /// did not parse accepts nothing.
    ///
    /// ```swift
    /// let source: LinkSource = "https://m.shop.example"
    /// source.accepts(scheme: "https", host: "m.shop.example")   // true
    /// source.accepts(scheme: "https", host: "evil.example")     // false
    /// ```
    package func accepts(scheme urlScheme: String, host urlHost: String?) -> Bool {
        guard takes(scheme: urlScheme) else { return false }
        guard let host else { return true }
        return host == urlHost
    }
}

extension LinkSource {
    /// A source of parts read back from a compiled table (they were a parsed source's).
    package init(scheme: String, host: String?, acceptsHTTP: Bool) {
        self.scheme = scheme
        self.host = host
        self.acceptsHTTP = acceptsHTTP
        self.invalidText = nil
    }
}
