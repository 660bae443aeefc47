/// How a URL's host takes part in matching.
///
/// Custom-scheme links such as `shop://goods/7` usually mean `goods` as the first path segment,
/// while universal links such as `https://m.shop.example/goods/7` use a real host.
///
/// ```swift
/// var options = RouteTableOptions()
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

/// Everything that decides how a string becomes a ``RouteURL``: the intake settings of
/// ``RouteTableOptions``, which sets them one by one. See the normalisation contract in
/// `SwitchyardMatching.docc/Normalization.md`.
///
/// ```swift
/// var options = RouteTableOptions()
/// options.decodePlus = false        // options.intake.decodePlus, for the scanner
/// ```
@usableFromInline
package struct IntakeOptions: Sendable, Hashable {
    /// Whether the host is treated as the first path segment. Default ``HostAsPath/auto``.
    package var hostAsPath: HostAsPath
    /// Whether `+` in the query and fragment query decodes to a space. Default `true` (as JLRoutes).
    package var decodePlus: Bool
    /// Maximum length of the URL in UTF-8 bytes. Default 16,384. A longer URL does not match, and
    /// ``URLIntakeError`` says which limit it crossed; the limits protect the router from hostile input.
    package var maxURLLength: Int
    /// Maximum number of path segments, fragment-path segments included. Default 256.
    package var maxSegments: Int
    /// Maximum number of query items, fragment query included. Default 512.
    package var maxQueryItems: Int

    /// The largest limits a table may set, 4 times the defaults: a table file asking for more is refused, and
    /// ``RouteTableOptions`` clamps a larger value. (Tests that measure the scanner set ``maxURLLength`` and
    /// the others here, past them.)
    package static let maxURLLengthCeiling = 65_536
    package static let maxSegmentsCeiling = 1_024
    package static let maxQueryItemsCeiling = 2_048

    /// Creates intake options; the default limits fit every real deep link and refuse abuse in microseconds.
    package init(
        hostAsPath: HostAsPath = .auto, decodePlus: Bool = true, maxURLLength: Int = 16_384, maxSegments: Int = 256,
        maxQueryItems: Int = 512
    ) {
        self.hostAsPath = hostAsPath
        self.decodePlus = decodePlus
        self.maxURLLength = maxURLLength
        self.maxSegments = maxSegments
        self.maxQueryItems = maxQueryItems
    }
}
