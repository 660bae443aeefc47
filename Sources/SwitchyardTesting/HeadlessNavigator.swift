public import Switchyard

/// An in-memory window (a tab bar or one stack, navigation stacks, a chain of presented containers) that
/// performs navigations exactly as UIKit would, with no UI: for unit tests of deep links, the Shop demo, or
/// a server that shows where a link would lead.
///
/// It makes every decision with the planner the UIKit and SwiftUI adapters use, refuses impossible
/// navigations with a `NavigationError` (and then changes nothing), and prints its state as a tree.
/// Navigations run one after another: one that starts while another waits for a transition is planned
/// once that one has ended, against the window it left.
///
/// ```swift
/// let navigator = HeadlessNavigator<Screen>(.tabs([.home, .cart]))
/// router.attach(navigator)
/// try await router.open("shop://goods/7/reviews", from: .push)
/// #expect(await navigator.tree == NavigationTree(root: .tabs([
///     ScreenStack([.home, .goods(7), .reviews(7)]), ScreenStack([.cart]),
/// ], selected: 0)))
/// print(await navigator.tree)
/// ```
public final actor HeadlessNavigator<Screen: Hashable & Sendable>: Navigator {
    /// The window now.
    public private(set) var tree: NavigationTree<Screen>
    /// Every navigation performed, in order (refused ones are not recorded).
    public private(set) var performed: [Navigation<Screen>] = []
    /// Every step performed, in order, across navigations: what an adapter would have executed. It tells
    /// a pop from a stack reset and shows each step's animation (refused navigations add none).
    ///
    /// ```swift
    /// try await window.perform(.replaceStack([.home], inTab: .home, animated: false))
    /// #expect(await window.steps.last == .pop(toDepth: 1, in: .tab(0), animated: false))
    /// ```
    public private(set) var steps: [NavigationStep<Screen>] = []
    /// The URLs handed to the system, in order (after choosing between a URL and its fallback).
    public private(set) var openedExternally: [String] = []
    /// Schemes that some other installed app opens (`"weixin"`, `"tel"`); `http` and `https` always open,
    /// in the browser.
    public var installedSchemes: Set<String>
    /// The transition of an animated step (a push, a pop, a present, a dismiss), simulated: called once the
    /// step is applied, with the window as the step left it, and the navigation goes on when it returns.
    /// `nil` (the default): transitions end at once. A test holds one open with a continuation to see what
    /// happens meanwhile:
    ///
    /// ```swift
    /// let navigator = HeadlessNavigator<Screen>(.tabs([.home, .cart]), transition: { window in await gate.pass(window) })
    /// ```
    public var transition: (nonisolated(nonsending) @Sendable (NavigationTree<Screen>) async -> Void)?

    /// Runs the navigations one after another.
    package nonisolated let navigations = NavigationQueue()

    /// A window in the given state.
    public init(
        _ tree: NavigationTree<Screen>, installedSchemes: Set<String> = [],
        transition: (nonisolated(nonsending) @Sendable (NavigationTree<Screen>) async -> Void)? = nil
    ) {
        self.tree = tree
        self.installedSchemes = installedSchemes
        self.transition = transition
    }

    /// Waits for the navigations started before it, plans `navigation` on the tree they left and performs
    /// every step, returning when the (simulated) transitions have ended.
    ///
    /// - Throws: `NavigationError` when a step is impossible or an external URL has nothing to open it;
    ///   nothing is changed then.
    public func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) {
        try await navigations.run(isolation: self) { () async throws(NavigationError) in try await performNow(navigation) }
    }

    private func performNow(_ navigation: Navigation<Screen>) async throws(NavigationError) {
        let planned = try tree.plan(navigation)
        var external: [String] = []
        for case let .openExternally(url, fallback) in planned {
            guard let target = [url, fallback].compactMap({ $0 }).first(where: canOpen) else {
                throw NavigationError(
                    .cannotOpenExternally,
                    "nothing opens \(DiagnosticText.shortened(url))" + (fallback.map { " or \(DiagnosticText.shortened($0))" } ?? ""))
            }
            external.append(target)
        }
        for step in planned {
            try tree.apply(step)
            if let transition, step.animates { await transition(tree) }
        }
        steps += planned
        openedExternally += external
        performed.append(navigation)
    }

    /// Sets the window's state directly (a test's starting point).
    public func reset(to tree: NavigationTree<Screen>) {
        self.tree = tree
        performed.removeAll()
        steps.removeAll()
        openedExternally.removeAll()
    }

    /// Whether something opens `url` outside the app.
    package func canOpen(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon].lowercased()
        return scheme == "http" || scheme == "https" || installedSchemes.contains(scheme)
    }

    /// The window as a readable tree (`NavigationTree.description`).
    public var rendered: String { tree.description }
}
