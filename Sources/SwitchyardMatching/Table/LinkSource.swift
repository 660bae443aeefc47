/// An origin a router accepts links from: a custom scheme (`"shop"`) or a scheme and host
/// (`"https://m.shop.example"`, for universal links). Scheme and host compare case-insensitively.
///
/// ```swift
/// let sources = try ["shop", "https://m.shop.example"].map { try LinkSource(parsing: $0) }
/// ```
public struct LinkSource: Sendable, Hashable, CustomStringConvertible {
    /// The scheme, lowercased.
    public let scheme: String
    /// The host, lowercased; `nil` accepts any host of the scheme.
    public let host: String?

    /// Parses `scheme` or `scheme://host`.
    public init(parsing text: String) throws(PatternError) {
        let scalars = Array(text.unicodeScalars)
        var k = 0
        while k < scalars.count, scalars[k].isASCIILetter || (k > 0 && (("0"..."9").contains(scalars[k]) || "+-.".unicodeScalars.contains(scalars[k]))) {
            k += 1
        }
        if k == 0 {
            throw PatternError(pattern: text, offset: 0, message: "a link source must start with a scheme such as \"myapp\" or \"https://example.com\"")
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

    public var description: String { host.map { "\(scheme)://\($0)" } ?? scheme }

    /// Whether a URL with this (lowercased) scheme and host comes from this source.
    public func accepts(scheme urlScheme: String, host urlHost: String?) -> Bool {
        guard scheme == urlScheme else { return false }
        guard let host else { return true }
        return host == urlHost
    }
}

/// How a table takes in and ranks URLs.
///
/// ```swift
/// var options = RouteTableOptions()
/// options.matchOrder = .registration
/// options.accept = [try LinkSource(parsing: "shop")]
/// var builder = RouteTableBuilder<String>(options: options)
/// ```
public struct RouteTableOptions: Sendable, Hashable {
    /// How strings become ``RouteURL``s.
    public var intake: IntakeOptions
    /// How matching routes are ranked after their priority.
    public var matchOrder: MatchOrder
    /// The origins accepted; `nil` accepts every origin. A URL without a scheme (`/goods/7`) comes from
    /// inside the app and is always accepted.
    public var accept: [LinkSource]?

    /// Creates options.
    public init(intake: IntakeOptions = IntakeOptions(), matchOrder: MatchOrder = .specificity, accept: [LinkSource]? = nil) {
        self.intake = intake
        self.matchOrder = matchOrder
        self.accept = accept
    }
}
