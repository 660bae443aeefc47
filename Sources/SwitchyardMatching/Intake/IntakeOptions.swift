/// How a URL's host takes part in matching.
///
/// Custom-scheme links such as `shop://goods/7` usually mean `goods` as the first path segment,
/// while universal links such as `https://m.shop.example/goods/7` use a real host.
///
/// ```swift
/// var options = IntakeOptions()
/// options.hostAsPath = .always   // `https://goods/7` → segments ["goods", "7"]
/// ```
public enum HostAsPath: String, Sendable, Hashable, CaseIterable {
    /// The host is the first path segment unless it contains a dot, is `localhost`, or is an IP literal in brackets.
    case auto
    /// The host is always the first path segment.
    case always
    /// The host is never a path segment; it is only ever a host.
    case never
}

/// Limits that protect the router from hostile input. A URL past any of them does not match, and
/// ``URLIntakeError`` says which limit it crossed.
///
/// ```swift
/// var options = RouteTableOptions()
/// options.intake.limits = IntakeLimits(maxURLLength: 4_096)   // refuse longer links
/// ```
public struct IntakeLimits: Sendable, Hashable {
    /// Maximum length of the URL in UTF-8 bytes. Default 16,384.
    public var maxURLLength: Int
    /// Maximum number of path segments, fragment-path segments included. Default 256.
    public var maxSegments: Int
    /// Maximum number of query items, fragment query included. Default 512.
    public var maxQueryItems: Int

    /// Creates limits; the defaults fit every real deep link and refuse abuse in microseconds.
    public init(maxURLLength: Int = 16_384, maxSegments: Int = 256, maxQueryItems: Int = 512) {
        self.maxURLLength = maxURLLength
        self.maxSegments = maxSegments
        self.maxQueryItems = maxQueryItems
    }
}

/// Everything that decides how a string becomes a ``RouteURL``. See the normalisation contract in
/// `SwitchyardMatching.docc/Normalization.md`.
///
/// ```swift
/// var options = RouteTableOptions()
/// options.intake.decodePlus = false        // `+` in a query stays a plus
/// options.intake.hostAsPath = .never       // shop://goods/7: "goods" is a host, not a segment
/// ```
public struct IntakeOptions: Sendable, Hashable {
    /// Whether the host is treated as the first path segment. Default ``HostAsPath/auto``.
    public var hostAsPath: HostAsPath
    /// Whether `+` in the query and fragment query decodes to a space. Default `true` (as JLRoutes).
    public var decodePlus: Bool
    /// Size limits. See ``IntakeLimits``.
    public var limits: IntakeLimits

    /// Creates intake options.
    public init(hostAsPath: HostAsPath = .auto, decodePlus: Bool = true, limits: IntakeLimits = IntakeLimits()) {
        self.hostAsPath = hostAsPath
        self.decodePlus = decodePlus
        self.limits = limits
    }
}
