/// The state of a window as a value: a root (one stack, or a tab bar of stacks) and the chain of
/// containers presented above it. Every navigator keeps one (`HeadlessNavigator.tree`,
/// `NavigationModel.tree`, `UIKitNavigator.currentTree()`), and decides on it how a ``Navigation`` is
/// performed, exactly as UIKit would.
///
/// It is `Codable` when `Screen` is (state restoration: save it, and later perform
/// ``Navigation/restore(_:)``), and prints as a readable tree.
///
/// ```swift
/// let window = HeadlessNavigator<Screen>(.tabs([.home, .cart, .me]))
/// try await window.perform(.push(.goods(7)))
/// print(await window.tree)
/// // tab bar
/// // ├─ home (selected): home → goods(7)
/// // ├─ cart: cart
/// // └─ me: me
/// ```
public struct NavigationTree<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// What the window shows at its root.
    public enum Root: Hashable, Sendable {
        /// One stack (a navigation container, or a single screen without one).
        case stack(ScreenStack<Screen>)
        /// A tab bar of stacks, each with an identity of its own (``Tab/id``).
        case tabs([Tab], selected: Int)
    }

    /// A tab of a tab bar: an identity, and the stack it shows.
    ///
    /// The identity is what `.selectTab(_:)`, `.replaceStack(_:inTab:)` and `StackPlacement.tab(_:)` name.
    /// It is set when the tab is made (usually its first root screen) and kept whatever the stack shows
    /// later, so replacing the tab's screens never renames it.
    ///
    /// ```swift
    /// let window = NavigationTree<Screen>(root: .tabs([
    ///     .init(.home, stack: ScreenStack([.goodsList, .goods(7)])),   // the home tab, showing a list
    ///     .init(.cart),
    /// ], selected: 0))
    /// try window.plan(.selectTab(.home))                               // found by its identity
    /// ```
    public struct Tab: Hashable, Sendable, Identifiable {
        /// What names the tab; never changed by a navigation.
        public var id: Screen
        /// What the tab shows.
        public var stack: ScreenStack<Screen>

        /// A tab named `id` showing `stack`.
        public init(_ id: Screen, stack: ScreenStack<Screen>) {
            self.id = id
            self.stack = stack
        }

        /// A tab named `id` whose navigation container holds the screen `id`.
        public init(_ id: Screen) {
            self.init(id, stack: ScreenStack([id]))
        }
    }

    /// A presented container.
    public struct Modal: Hashable, Sendable {
        /// What it shows.
        public var stack: ScreenStack<Screen>
        /// How it covers what is beneath.
        public var style: PresentationStyle

        /// A presented container.
        public init(stack: ScreenStack<Screen>, style: PresentationStyle) {
            self.stack = stack
            self.style = style
        }
    }

    /// The root.
    public var root: Root
    /// The presented containers, bottom to top.
    public var modals: [Modal]

    /// A window with this root and these presented containers.
    public init(root: Root, modals: [Modal] = []) {
        self.root = root
        self.modals = modals
    }

    /// A window whose root is a navigation container holding `screens`.
    public static func stack(_ screens: [Screen]) -> NavigationTree {
        NavigationTree(root: .stack(ScreenStack(screens)))
    }

    /// A window whose root is a tab bar; each tab is named by its screen and shows it at the root of a
    /// navigation container.
    public static func tabs(_ tabs: [Screen], selected: Int = 0) -> NavigationTree {
        NavigationTree(root: .tabs(tabs.map { Tab($0) }, selected: selected))
    }

    /// A window whose root is one screen with no navigation container.
    public static func screen(_ screen: Screen) -> NavigationTree {
        NavigationTree(root: .stack(ScreenStack([screen], isNavigationContainer: false)))
    }
}

/// A stack of screens: the contents of a navigation container, or a single screen without one.
public struct ScreenStack<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// Bottom to top.
    public var screens: [Screen]
    /// Whether the screens sit in a navigation container (pushing needs one).
    public var isNavigationContainer: Bool

    /// A stack.
    public init(_ screens: [Screen], isNavigationContainer: Bool = true) {
        self.screens = screens
        self.isNavigationContainer = isNavigationContainer
    }
}

/// Where a stack is in a ``NavigationTree``.
public enum ContainerID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The root stack of a window without a tab bar.
    case root
    /// A tab's stack, by index.
    case tab(Int)
    /// A presented container, by index from the bottom.
    case modal(Int)

    public var description: String {
        switch self {
        case .root: return "the root stack"
        case .tab(let index): return "tab \(index)"
        case .modal(let index): return "presented container \(index)"
        }
    }
}

extension NavigationTree {
    /// The stack the user sees: the top-most presented container's, else the selected tab's or the root's.
    package var topContainer: ContainerID {
        if !modals.isEmpty { return .modal(modals.count - 1) }
        switch root {
        case .stack: return .root
        case .tabs(_, let selected): return .tab(selected)
        }
    }

    /// The screen the user sees.
    public var visibleScreen: Screen? { self[topContainer]?.screens.last }

    /// Every stack, top-most first: the presented containers from the top, the selected tab, the other tabs.
    package var containersTopFirst: [ContainerID] {
        var result = modals.indices.reversed().map(ContainerID.modal)
        switch root {
        case .stack: result.append(.root)
        case let .tabs(tabs, selected):
            result.append(.tab(selected))
            result += tabs.indices.filter { $0 != selected }.map(ContainerID.tab)
        }
        return result
    }

    /// The stack at `id`, or `nil` when there is none.
    package subscript(id: ContainerID) -> ScreenStack<Screen>? {
        switch (id, root) {
        case (.root, .stack(let stack)): return stack
        case let (.tab(index), .tabs(tabs, _)) where tabs.indices.contains(index): return tabs[index].stack
        case (.modal(let index), _) where modals.indices.contains(index): return modals[index].stack
        default: return nil
        }
    }

    /// The top-most stack showing `screen`.
    package func container(of screen: Screen) -> ContainerID? {
        containersTopFirst.first { self[$0]?.screens.contains(screen) == true }
    }

    /// The index of the tab named `tab` (its ``Tab/id``, whatever it shows now).
    package func tabIndex(of tab: Screen) -> Int? {
        guard case .tabs(let tabs, _) = root else { return nil }
        return tabs.firstIndex { $0.id == tab }
    }

    /// Replaces the stack at `id` (which must exist).
    mutating func setStack(_ stack: ScreenStack<Screen>, at id: ContainerID) {
        switch (id, root) {
        case (.root, .stack): root = .stack(stack)
        case (.tab(let index), .tabs(var tabs, let selected)) where tabs.indices.contains(index):
            tabs[index].stack = stack
            root = .tabs(tabs, selected: selected)
        case (.modal(let index), _) where modals.indices.contains(index): modals[index].stack = stack
        default: break
        }
    }
}

// Synthesised here: Codable synthesis needs the declaring file. The root's and the tab's own coding is in
// NavigationTree+Codable.swift.
extension ScreenStack: Codable where Screen: Codable {}
extension NavigationTree.Modal: Codable where Screen: Codable {}
extension NavigationTree: Codable where Screen: Codable {}
