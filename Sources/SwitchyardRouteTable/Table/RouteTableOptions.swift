/// How a table takes in and ranks URLs: the `options` object of a route-table file, key for key.
///
/// ```swift
/// var options = RouteTableOptions(accept: ["shop", "https://m.shop.example"])
/// options.matchOrder = .registration   // the first registered route that matches wins, as in JLRoutes
/// options.decodePlus = false           // `+` in a query stays a plus
/// var builder = RouteTableBuilder<String>(options: options)
/// ```
public struct RouteTableOptions: Sendable, Hashable {
    /// How matching routes are ranked after their priority.
    public var matchOrder: MatchOrder
    /// The origins accepted; `nil` accepts every origin. A URL without a scheme (`/goods/7`) comes from
    /// inside the app and is always accepted. A source written as a literal that did not parse
    /// makes `RouteTableBuilder.build()` (SwitchyardMatching) fail.
    public var accept: [LinkSource]?
    /// The web origins whose pages the app may show (`https://m.shop.example`, or `https?://host` for its
    /// `http` pages too): the one list that a web page reached by a link is checked against, whether it
    /// comes from a route parameter (`RouteRequest.webDestination(_:)` in Switchyard), the unmatched handler
    /// (`UnmatchedRequest.webDestination`), a rewrite or a routing document's degrade. Empty (the default):
    /// the app shows no web page from a link. Each entry is an `http` or `https` scheme with a host; any
    /// other entry makes `RouteTableBuilder.build()` (SwitchyardMatching) fail. Routing documents cannot change it.
    ///
    /// ```swift
    /// options.webOrigins = ["https://m.shop.example", "https://help.shop.example"]
    /// ```
    public var webOrigins: [LinkSource]
    /// How strings become ``RouteURL``s: the five settings below, kept together because intake reads them
    /// on every URL.
    @usableFromInline package var intake: IntakeOptions

    /// Whether a URL's host is treated as its first path segment. Default ``HostAsPath/auto``.
    ///
    /// ```swift
    /// options.hostAsPath = .never   // shop://goods/7: "goods" is a host, not a segment
    /// ```
    public var hostAsPath: HostAsPath {
        get { intake.hostAsPath }
        set { intake.hostAsPath = newValue }
    }
    /// Whether `+` in the query and fragment query decodes to a space. Default `true` (as JLRoutes).
    public var decodePlus: Bool {
        get { intake.decodePlus }
        set { intake.decodePlus = newValue }
    }
    /// Maximum length of a URL in UTF-8 bytes. Default 16,384. A longer URL does not match, and
    /// ``URLIntakeError`` says which limit it crossed; the limits protect the router from hostile input.
    /// At most 65,536 (4 times the default): a larger value is clamped to it, as a table file asking for
    /// more is refused, so no setting switches the limit off.
    public var maxURLLength: Int {
        get { intake.maxURLLength }
        set { intake.maxURLLength = min(newValue, IntakeOptions.maxURLLengthCeiling) }
    }
    /// Maximum number of path segments, fragment-path segments included. Default 256; at most 1,024 (a
    /// larger value is clamped to it).
    public var maxSegments: Int {
        get { intake.maxSegments }
        set { intake.maxSegments = min(newValue, IntakeOptions.maxSegmentsCeiling) }
    }
    /// Maximum number of query items, fragment query included. Default 512; at most 2,048 (a larger value
    /// is clamped to it).
    public var maxQueryItems: Int {
        get { intake.maxQueryItems }
        set { intake.maxQueryItems = min(newValue, IntakeOptions.maxQueryItemsCeiling) }
    }

    /// Creates options; the default limits fit every real deep link and refuse abuse in microseconds. A
    /// limit above its ceiling (``maxURLLength``, ``maxSegments``, ``maxQueryItems``) is clamped to it.
    ///
    /// ```swift
    /// let options = RouteTableOptions(matchOrder: .registration, accept: ["shop"], maxURLLength: 4_096)
    /// ```
    public init(
        matchOrder: MatchOrder = .specificity, hostAsPath: HostAsPath = .auto, decodePlus: Bool = true,
        accept: [LinkSource]? = nil, webOrigins: [LinkSource] = [], maxURLLength: Int = 16_384, maxSegments: Int = 256,
        maxQueryItems: Int = 512
    ) {
        self.matchOrder = matchOrder
        self.accept = accept
        self.webOrigins = webOrigins
        self.intake = IntakeOptions(
            hostAsPath: hostAsPath, decodePlus: decodePlus, maxURLLength: min(maxURLLength, IntakeOptions.maxURLLengthCeiling),
            maxSegments: min(maxSegments, IntakeOptions.maxSegmentsCeiling),
            maxQueryItems: min(maxQueryItems, IntakeOptions.maxQueryItemsCeiling))
    }
}

/// The order in which matching routes are ranked after their priority.
///
/// ```swift
/// var options = RouteTableOptions()
/// options.matchOrder = .registration   // the first registered route that matches wins, as in JLRoutes
/// ```
public enum MatchOrder: String, Sendable, Hashable, CaseIterable {
    /// Segment by segment from the left: literal, then constrained or typed capture, then plain capture,
    /// then wildcard; ties go to the route registered first.
    case specificity
    /// Registration order only, as JLRoutes does (for teams migrating from it).
    case registration
}

/// Settings of one scheme namespace, set with `RouteTableBuilder.namespace(_:fallbackToGlobal:)` (SwitchyardMatching).
package struct NamespaceOptions: Sendable, Hashable {
    /// Whether URLs of this scheme also try the global routes (see
    /// `RouteTableBuilder.namespace(_:fallbackToGlobal:)`, SwitchyardMatching).
    package var fallbackToGlobal: Bool

    /// Creates namespace settings.
    package init(fallbackToGlobal: Bool = false) {
        self.fallbackToGlobal = fallbackToGlobal
    }
}
