/// A nested route tree: each route names a screen, and a link to a route several levels down builds the
/// whole stack beneath it (the seeds' push-notification and 3D Touch links; react-router's nested routes,
/// go_router's sub-routes). Declared once; every level is a route of its own.
///
/// A child's pattern continues its parent's (`"shop://goods"` then `"/<int:id>"` is
/// `shop://goods/<int:id>`), and every level's `screen` reads the parameters of the URL that matched,
/// so a parent can take its own captures from a deeper link.
///
/// ```swift
/// let goods = ScreenRoute<Screen>("shop://goods", name: "goods.list", screen: { _ in .goodsList }, children: [
///     ScreenRoute("/<int:id>", name: "goods.detail", screen: { .goods(try $0.parameters.value("id", as: Int.self)) }, children: [
///         ScreenRoute("/reviews", name: "goods.reviews", screen: { .reviews(try $0.parameters.value("id", as: Int.self)) }),
///     ]),
/// ])
/// try builder.routes(goods, placement: .tab(.home))
/// // shop://goods/7/reviews  →  .replaceStack([.goodsList, .goods(7), .reviews(7)], inTab: .home)
/// ```
public struct ScreenRoute<Screen: Hashable & Sendable>: Sendable {
    /// The pattern, relative to the parent's.
    package var pattern: String
    /// The route's name, also the handler name a route-table file uses for it.
    package var name: String
    /// The route's tags (middleware, policy).
    package var tags: [String]
    /// Who may open it.
    package var visibility: RouteVisibility
    /// Makes this level's screen from the request of the link (this route's or a descendant's).
    package var screen: @Sendable (RouteRequest) throws -> Screen
    /// The routes one level down.
    package var children: [ScreenRoute]

    /// A route and its children.
    public init(
        _ pattern: String, name: String, tags: [String] = [], visibility: RouteVisibility = .public,
        screen: @escaping @Sendable (RouteRequest) throws -> Screen, children: [ScreenRoute] = []
    ) {
        self.pattern = pattern
        self.name = name
        self.tags = tags
        self.visibility = visibility
        self.screen = screen
        self.children = children
    }

    /// Every route of the tree, parents first: its whole pattern and the chain from the root to it.
    package var flattened: [(pattern: String, chain: [ScreenRoute])] {
        flattened(under: "", ancestors: [])
    }

    private func flattened(under prefix: String, ancestors: [ScreenRoute]) -> [(pattern: String, chain: [ScreenRoute])] {
        let whole = prefix.hasSuffix("/") && pattern.hasPrefix("/") ? prefix + pattern.dropFirst() : prefix + pattern
        let chain = ancestors + [self]
        return [(whole, chain)] + children.flatMap { $0.flattened(under: whole, ancestors: chain) }
    }

    /// The navigation that shows `chain` (root to target) for `request`, at `placement`.
    package static func navigation(
        to chain: [ScreenRoute], for request: RouteRequest, placement: StackPlacement<Screen>
    ) throws -> Navigation<Screen> {
        let screens = try chain.map { try $0.screen(request) }
        switch placement {
        case .tab(let tab): return .replaceStack(screens, inTab: tab)
        case .visibleStack: return .replaceStack(screens)
        case .presented(let style): return .presentStack(screens, style: style)
        }
    }
}

/// Where a nested route tree shows its stack.
public enum StackPlacement<Screen: Hashable & Sendable>: Sendable, Hashable {
    /// In the tab of this name (presented containers are dismissed, the tab selected), above its root screen.
    case tab(Screen)
    /// In the stack the user sees (a presented navigation container's, when one is up); in a tab, above the
    /// tab's root screen, and the tab keeps its name.
    case visibleStack
    /// In a navigation container presented over what is shown.
    case presented(PresentationStyle)
}

extension RouterBuilder {
    /// Registers every route of a nested tree; each one's handler shows the stack from the tree's root
    /// down to it.
    ///
    /// ```swift
    /// try builder.routes(goods, placement: .tab(.home))
    /// ```
    ///
    /// - Returns: The routes' ids, parents first.
    /// - Throws: `PatternError` for the first pattern that does not parse; no route of the tree is added then.
    @discardableResult
    public mutating func routes(
        _ tree: ScreenRoute<Screen>, placement: StackPlacement<Screen> = .visibleStack, priority: Int = 0
    ) throws(PatternError) -> [Int] {
        var staged = self
        var ids: [Int] = []
        for (pattern, chain) in tree.flattened {
            guard let node = chain.last else { continue }
            let id = try staged.route(
                pattern, RouteOptions(priority: priority, name: node.name, tags: node.tags, visibility: node.visibility)
            ) { request in
                .navigate(try ScreenRoute.navigation(to: chain, for: request, placement: placement))
            }
            ids.append(id)
        }
        self = staged
        return ids
    }
}
