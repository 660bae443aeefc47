/// How a table takes in and ranks URLs.
///
/// ```swift
/// var options = RouteTableOptions()
/// options.matchOrder = .registration
/// options.accept = ["shop"]
/// var builder = RouteTableBuilder<String>(options: options)
/// ```
public struct RouteTableOptions: Sendable, Hashable {
    /// How strings become ``RouteURL``s.
    public var intake: IntakeOptions
    /// How matching routes are ranked after their priority.
    public var matchOrder: MatchOrder
    /// The origins accepted; `nil` accepts every origin. A URL without a scheme (`/goods/7`) comes from
    /// inside the app and is always accepted. A source written as a literal that did not parse
    /// makes ``RouteTableBuilder/build()`` fail.
    public var accept: [LinkSource]?

    /// Creates options.
    public init(intake: IntakeOptions = IntakeOptions(), matchOrder: MatchOrder = .specificity, accept: [LinkSource]? = nil) {
        self.intake = intake
        self.matchOrder = matchOrder
        self.accept = accept
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

/// Settings of one scheme namespace, set with ``RouteTableBuilder/namespace(_:fallbackToGlobal:)``.
package struct NamespaceOptions: Sendable, Hashable {
    /// Whether URLs of this scheme also try the global routes (see
    /// ``RouteTableBuilder/namespace(_:fallbackToGlobal:)``).
    package var fallbackToGlobal: Bool

    /// Creates namespace settings.
    package init(fallbackToGlobal: Bool = false) {
        self.fallbackToGlobal = fallbackToGlobal
    }
}
