/// An origin a router accepts links from: a custom scheme (`"shop"`) or a scheme and host
/// (`"https://m.shop.example"`, for universal links). Scheme and host compare case-insensitively.
///
/// ```swift
/// var options = RouteTableOptions()
/// options.accept = ["shop", "https://m.shop.example"]                  // string literals
/// let partner = try LinkSource(parsing: configuredOrigin)              // text known only at run time
/// ```
///
/// A string literal that does not parse (`"https://m.shop.example/app"`, with a path) does not crash: it
/// makes a source that accepts nothing and carries the error in ``parseError``, and building a table that
/// uses it fails with that error (``RouteTableBuilder/build()`` throws a ``RouteTableError``). Use
/// ``init(parsing:)`` for text that is not a literal, to handle the error where it happens.
public struct LinkSource: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The scheme, lowercased (empty for a source whose text did not parse).
    public let scheme: String
    /// The host, lowercased; `nil` accepts any host of the scheme.
    public let host: String?
    /// The literal text, kept only when it did not parse.
    let invalidText: String?

    /// A source from a string literal. Text that does not parse makes a source that accepts nothing, and
    /// whose ``parseError`` says why; a table built with it fails to build.
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
            invalidText = text
        }
    }

    /// Why the literal this source was written as does not parse; `nil` for a valid source.
    public var parseError: PatternError? {
        guard let invalidText else { return nil }
        do {
            _ = try LinkSource(parsing: invalidText)
            return nil
        } catch {
            return error
        }
    }

    /// Parses `scheme` or `scheme://host` (a trailing `/` is allowed; a path, query or fragment is not).
    ///
    /// ```swift
    /// let source = try LinkSource(parsing: "HTTPS://M.Shop.Example/")   // https://m.shop.example
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
            throw PatternError(
                pattern: text, offset: 0, message: "a link source must start with a scheme such as \"myapp\" or \"https://example.com\"")
        }
        scheme = String(String.UnicodeScalarView(scalars[0..<k])).lowercased()
        if k == scalars.count {
            host = nil
            return
        }
        let rest = String(String.UnicodeScalarView(scalars[k...]))
        guard rest.hasPrefix("://") else {
            throw PatternError(pattern: text, offset: k, message: "expected \"://\" after the scheme of a link source")
        }
        var hostText = String(rest.dropFirst(3))
        if hostText.hasSuffix("/") { hostText.removeLast() }
        if hostText.isEmpty || hostText.contains("/") || hostText.contains("?") || hostText.contains("#") {
            throw PatternError(pattern: text, offset: k + 3, message: "a link source is a scheme and a host, with no path")
        }
        host = hostText.lowercased()
    }

    /// `scheme` or `scheme://host`; for a literal that did not parse, the literal as written.
    public var description: String { invalidText ?? host.map { "\(scheme)://\($0)" } ?? scheme }

    /// Whether a URL with this (lowercased) scheme and host comes from this source. A source whose text
    /// did not parse accepts nothing.
    ///
    /// ```swift
    /// let source: LinkSource = "https://m.shop.example"
    /// source.accepts(scheme: "https", host: "m.shop.example")   // true
    /// source.accepts(scheme: "https", host: "evil.example")     // false
    /// ```
    public func accepts(scheme urlScheme: String, host urlHost: String?) -> Bool {
        guard scheme == urlScheme, invalidText == nil else { return false }
        guard let host else { return true }
        return host == urlHost
    }
}
