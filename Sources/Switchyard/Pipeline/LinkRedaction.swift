/// How analytics and logs write a link (the pipeline article's `router.analytics.redact`). The scheme, the host,
/// the port and the path stay as written. Each query item `name=value` becomes `name=redacted` (``placeholder``),
/// unless the app keeps that name's values. An item with no `=` stays as written. The fragment and any user info
/// (`user:password@` after `scheme://`) are dropped.
///
/// A link's query carries what a log or a third-party tracker should not get: a token, an email address, a
/// one-time password. The analytics events (``RouterBuilder/analytics(_:)``) and SwitchyardLogging's lines use a
/// redaction by default. The app lists the names it may keep, such as campaign parameters. Recording full links
/// takes an explicit call (``fullLinks``, ``RouterBuilder/analyticsRecordsFullLinks()``).
///
/// ```swift
/// let redaction = LinkRedaction(keepingQueryValuesNamed: ["utm_source"])
/// redaction.redact("https://ann:pw@shop.example:8443/reset?token=s3cr3t&utm_source=mail&debug#top")
/// // "https://shop.example:8443/reset?token=redacted&utm_source=mail&debug"
/// LinkRedaction.fullLinks.redact("shop://cart?token=s3cr3t#top")   // "shop://cart?token=s3cr3t#top"
/// ```
///
/// The JVM router's `LinkRedaction` writes the same text for the same link and names.
public struct LinkRedaction: Sendable, Hashable {
    /// What a redacted query value becomes: `redacted`, which needs no percent-encoding.
    public static let placeholder = "redacted"

    /// No redaction: links as opened, query values, fragment and user info included, secrets too.
    public static let fullLinks = LinkRedaction(keptQueryNames: [], recordsFullLinks: true)

    /// The query names whose values are kept, compared with the name as the link writes it (not decoded),
    /// code point for code point.
    package let keptQueryNames: Set<String>
    /// Whether links are written as opened (``fullLinks``).
    package let recordsFullLinks: Bool
    /// ``keptQueryNames`` as UTF-8: compared byte for byte, where `String`'s `==` would call canonically
    /// equivalent names equal (the JVM compares code points).
    private let keptNames: Set<[UInt8]>

    /// A redaction that keeps the values of the query items named `names`, and no other.
    ///
    /// ```swift
    /// LinkRedaction().redact("shop://goods/7?ref=push")                                  // "shop://goods/7?ref=redacted"
    /// LinkRedaction(keepingQueryValuesNamed: ["ref"]).redact("shop://goods/7?ref=push")   // "shop://goods/7?ref=push"
    /// ```
    public init(keepingQueryValuesNamed names: Set<String> = []) {
        self.init(keptQueryNames: names, recordsFullLinks: false)
    }

    init(keptQueryNames: Set<String>, recordsFullLinks: Bool) {
        self.keptQueryNames = keptQueryNames
        self.recordsFullLinks = recordsFullLinks
        keptNames = Set(keptQueryNames.map { Array($0.utf8) })
    }

    /// This redaction, keeping the values of `names` too.
    func keeping(_ names: some Sequence<String>) -> LinkRedaction {
        LinkRedaction(keptQueryNames: keptQueryNames.union(names), recordsFullLinks: recordsFullLinks)
    }

    /// `link` as analytics and logs write it: the whole link with ``fullLinks``; otherwise without its fragment
    /// and user info, each query value ``placeholder`` unless its name is kept. The text is cut only at ASCII
    /// delimiters (`#`, `?`, `&`, `=`, `@`, `/`), so a link that is no URL is written by the same steps.
    ///
    /// ```swift
    /// LinkRedaction().redact("shop://login?email=ann%40mail.example&next=%2Fcart#form")
    /// // "shop://login?email=redacted&next=redacted"
    /// ```
    public func redact(_ link: String) -> String {
        if recordsFullLinks { return link }
        let bytes = Array(link.utf8)
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        let queryStart = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var out = Self.withoutUserInfo(bytes[..<queryStart])
        if queryStart < end {
            out.append(UInt8(ascii: "?"))
            let items = bytes[(queryStart + 1)..<end].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: "&")) }
                guard let equals = item.firstIndex(of: UInt8(ascii: "=")), !keptNames.contains(Array(item[..<equals])) else {
                    out.append(contentsOf: item)
                    continue
                }
                out.append(contentsOf: item[...equals])
                out.append(contentsOf: Self.placeholder.utf8)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `source` with its web page's link redacted (a ``RouteSource/webPage(_:)`` source names the page it came from).
    package func redact(_ source: RouteSource) -> RouteSource {
        guard !recordsFullLinks, case .webPage(let page?) = source else { return source }
        return .webPage(redact(page))
    }

    /// `head` (a link before its query) without the user info of its authority: after `scheme://`, up to the last
    /// `@` before the next `/`.
    private static func withoutUserInfo(_ head: ArraySlice<UInt8>) -> [UInt8] {
        guard let colon = head.firstIndex(of: UInt8(ascii: ":")), isScheme(head[..<colon]),
            head[(colon + 1)...].starts(with: "//".utf8)
        else { return Array(head) }
        let authority = colon + 3
        let authorityEnd = head[authority...].firstIndex(of: UInt8(ascii: "/")) ?? head.endIndex
        guard let at = head[authority..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) else { return Array(head) }
        return Array(head[..<authority]) + head[(at + 1)...]
    }

    /// Whether `text` is a URL scheme: an ASCII letter, then ASCII letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: ArraySlice<UInt8>) -> Bool {
        guard let first = text.first, isLetter(first) else { return false }
        return text.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
