/// A web page the app may show: an `http` or `https` URL whose origin is one of the router's web origins
/// (`RouteTableOptions.webOrigins`). Only the router makes one, after that check: give the screen that
/// shows web pages a `WebDestination` rather than a string, and no link, rewrite, routing document or
/// forgotten line in a handler can put a page from elsewhere inside the app.
///
/// The router hands one out in two places: ``RouteRequest/webDestination(_:)`` for a route that loads a
/// page named by a parameter (`shop://web?url=…`), and ``UnmatchedRequest/webDestination`` for a web link no
/// route handled (the web fallback, a routing document's degrade to a web page).
///
/// ```swift
/// enum Screen: Hashable, Sendable { case home, web(WebDestination), notFound(String) }
///
/// let options = RouteTableOptions(accept: ["shop", "https://m.shop.example"], webOrigins: ["https://m.shop.example"])
/// var builder = RouterBuilder<Screen>(options: options)
/// try builder.route("shop://web") { request in
///     .navigate(.push(.web(try request.webDestination("url"))))   // refused unless https://m.shop.example
/// }
/// builder.unmatched { unmatched in
///     if let page = unmatched.webDestination { return .navigate(.push(.web(page))) }
///     return .navigate(.push(.notFound(unmatched.url)))
/// }
/// ```
///
/// What passes: `http` or `https` (as the origin lists it: `https?://host` for both), then `://`, then a host
/// of ASCII letters, digits, `-` and `.` that an entry names exactly, then nothing or a path, query or
/// fragment. What does not: userinfo (`https://m.shop.example@evil.example/`), a port, a backslash, an
/// encoded or internationalised host, a space or control character anywhere, and every other scheme
/// (`javascript:`, `data:`, `file:`): the forms that browsers and web views read differently from a router.
///
/// It is `Codable` (as its URL, a string) so that a screen holding one can be saved and restored with the
/// window. Decoding checks the form above but cannot know the router's list: decode only what the app
/// encoded itself, never a payload from outside.
public struct WebDestination: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The URL to load, as it was checked.
    public let url: String
    /// The origin it was allowed as, lowercased: `https://m.shop.example`.
    public let origin: String

    /// The URL.
    public var description: String { url }

    /// Why a URL is not a page the app may show: one line, quoting at most the origin.
    package struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        package let description: String
    }

    /// Encodes the URL as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(url)
    }

    /// Decodes a URL the app saved; throws `DecodingError.dataCorrupted` for a string that is not an `http`
    /// or `https` URL with a plain host. The web origins are not checked: no router is at hand.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch Self.check(try container.decode(String.self), allowed: nil) {
        case .success(let destination): self = destination
        case .failure(let refusal):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a web destination: \(refusal)")
        }
    }

    private init(url: String, origin: String) {
        self.url = url
        self.origin = origin
    }

    /// The one check every web page a link leads to passes: `text` is a web URL of one of `allowed` (of any
    /// origin when `allowed` is `nil`: for decoding only).
    package static func check(_ text: String, allowed: [LinkSource]?) -> Result<WebDestination, Refusal> {
        let scalars = Array(text.unicodeScalars)
        if let bad = scalars.firstIndex(where: { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\\" }) {
            let what = scalars[bad] == "\\" ? "a backslash" : "a space or control character"
            return .failure(Refusal(description: RouterText.webBadCharacter(what: what, offset: bad)))
        }
        let schemeEnd = scalars.firstIndex { !$0.isASCIILetterOrDigit } ?? scalars.endIndex
        let scheme = String(String.UnicodeScalarView(scalars[..<schemeEnd])).lowercased()
        guard scheme == "https" || scheme == "http", scalars[schemeEnd...].starts(with: "://".unicodeScalars) else {
            return .failure(Refusal(description: RouterText.webNotHttp))
        }
        let hostStart = schemeEnd + 3
        let hostEnd = scalars[hostStart...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? scalars.endIndex
        let hostScalars = scalars[hostStart..<hostEnd]
        guard !hostScalars.isEmpty, hostScalars.allSatisfy(isHostScalar) else {
            return .failure(Refusal(description: RouterText.webHostNotPlain))
        }
        let host = String(String.UnicodeScalarView(hostScalars)).lowercased()
        let origin = "\(scheme)://\(host)"
        guard allowed?.contains(where: { $0.isWebOrigin && $0.accepts(scheme: scheme, host: host) }) ?? true else {
            return .failure(Refusal(description: RouterText.webOriginNotAllowed(origin: DiagnosticText.quoted(origin))))
        }
        return .success(WebDestination(url: text, origin: origin))
    }

    /// An ASCII letter, digit, `-` or `.`: a host as a web view reads it the way the router does.
    private static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIILetterOrDigit || scalar == "-" || scalar == "."
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetterOrDigit: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}

extension RouteRequest {
    /// The web page the parameter `name` names, checked against the router's web origins
    /// (`RouteTableOptions.webOrigins`): the way for a handler to take a URL it will load.
    ///
    /// ```swift
    /// try builder.route("shop://web") { request in
    ///     .navigate(.push(.web(try request.webDestination("url"))))
    /// }
    /// // shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp   opens https://m.shop.example/help
    /// // shop://web?url=https%3A%2F%2Fevil.example%2F         fails: .rejected(.invalidParameters(["url"]))
    /// ```
    ///
    /// - Throws: ``RejectionError`` with ``RejectionError/Reason-swift.enum/invalidParameters(_:)`` naming
    ///   `name` when the parameter is missing or is not a page of a web origin; the open then fails with
    ///   ``RoutingError/Reason-swift.enum/rejected(_:)`` and nothing is shown.
    public func webDestination(_ name: String) throws(RejectionError) -> WebDestination {
        guard let value = parameters[name] else {
            throw RejectionError(.invalidParameters([name]), message: RouterText.routerWebParameterMissing(name: name))
        }
        switch WebDestination.check(value, allowed: route.fields.webOrigins) {
        case .success(let destination):
            return destination
        case .failure(let refusal):
            throw RejectionError(.invalidParameters([name]), message: RouterText.routerWebParameterNotAPage(name: name, why: refusal))
        }
    }
}
