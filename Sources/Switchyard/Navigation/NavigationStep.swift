/// One primitive change to a window, as UIKit makes it: what the router's navigation planner (shared by the UIKit
/// and SwiftUI adapters) turns a ``Navigation`` into, and what an adapter executes in order, each finished before
/// the next, making no decision of its own. A test reads the steps a navigator performed from SwitchyardTesting's
/// `HeadlessNavigator.steps`, to tell a pop from a stack reset, or an animated push from one that is not:
///
/// ```swift
/// let window = HeadlessNavigator<Page>(.tabs([.home, .cart]))
/// router.attach(window)
/// try await router.open("shop://goods/7", from: .push)
/// try await window.perform(.pop(animated: false))
/// #expect(await window.steps == [
///     .push(.goods(7), onto: .tab(0), animation: .standard),
///     .pop(toDepth: 1, in: .tab(0), animated: false),
/// ])
/// ```
///
/// It is `Codable` when `Screen` is (each case under its name, its values under their labels), so that a golden
/// file of a navigation's steps reads back:
///
/// ```swift
/// let golden = try JSONEncoder().encode(await window.steps)
/// #expect(try JSONDecoder().decode([NavigationStep<Page>].self, from: golden) == await window.steps)
/// ```
public enum NavigationStep<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// Select a tab (by index).
    case selectTab(Int)
    /// Push a screen onto a navigation container's stack.
    case push(Screen, onto: ContainerID, animation: TransitionAnimation)
    /// Make a stack hold these screens (UIKit's `setViewControllers`): what replacing a stack does unless the new
    /// stack is the bottom of the old one (then it is a ``pop(toDepth:in:animated:)``).
    case setStack([Screen], in: ContainerID, animation: TransitionAnimation)
    /// Pop a stack down to its first `toDepth` screens.
    case pop(toDepth: Int, in: ContainerID, animated: Bool)
    /// Present a container over the top-most one.
    case present(ScreenStack<Screen>, style: PresentationStyle, animation: TransitionAnimation)
    /// Dismiss presented containers until `keeping` remain (0: all of them).
    case dismiss(keeping: Int, animated: Bool)
    /// Replace the window's root (state restoration).
    case setRoot(NavigationTree<Screen>.Root)
    /// Hand a URL to the system; `fallback` is the one to open when nothing opens it.
    case openExternally(String, fallback: String?)
}

extension NavigationStep: Codable where Screen: Codable {}

extension NavigationStep {
    /// How the step animates: a pop or a dismiss with the platform's animation or none, a tab selection, a
    /// new root or an external URL with none.
    package var animation: TransitionAnimation {
        switch self {
        case .push(_, _, let animation), .setStack(_, _, let animation), .present(_, _, let animation):
            return animation
        case .pop(_, _, let animated), .dismiss(_, let animated):
            return animated ? .standard : .none
        case .selectTab, .setRoot, .openExternally:
            return .none
        }
    }

    /// Whether the step moves anything on screen: a step runner waits for the transitions of these only.
    package var animates: Bool { animation.isAnimated }
}

extension NavigationTree {
    /// Performs one step on the tree, exactly as UIKit would, or refuses it and changes nothing.
    ///
    /// - Throws: ``NavigationError`` for a step UIKit cannot perform (push without a navigation container,
    ///   pop on a root, dismiss with nothing presented, a container that does not exist).
    package mutating func apply(_ step: NavigationStep<Screen>) throws(NavigationError) {
        switch step {
        case .selectTab(let index):
            guard case .tabs(let tabs, _) = root, tabs.indices.contains(index) else {
                throw NavigationError(.tabNotFound, "cannot select tab \(index): " + tabBarDescription)
            }
            root = .tabs(tabs, selected: index)
        case let .push(screen, id, _):
            var stack = try existing(id)
            guard stack.isNavigationContainer else {
                throw NavigationError(
                    .noNavigationStack, "cannot push \(screen): \(id) (\(Self.list(stack.screens))) has no navigation container")
            }
            stack.screens.append(screen)
            setStack(stack, at: id)
        case let .setStack(screens, id, _):
            var stack = try existing(id)
            guard !screens.isEmpty else { throw NavigationError(.emptyStack, "cannot leave \(id) without a screen") }
            guard stack.isNavigationContainer || screens.count == 1 else {
                throw NavigationError(.noNavigationStack, "cannot stack \(Self.list(screens)) in \(id): it has no navigation container")
            }
            stack.screens = screens
            setStack(stack, at: id)
        case let .pop(depth, id, _):
            var stack = try existing(id)
            guard depth >= 1, depth < stack.screens.count else {
                throw NavigationError(.nothingToPop, "cannot pop \(id): it holds only its root (\(Self.list(stack.screens)))")
            }
            stack.screens.removeSubrange(depth...)
            setStack(stack, at: id)
        case let .present(stack, style, _):
            guard !stack.screens.isEmpty else { throw NavigationError(.emptyStack, "cannot present an empty container") }
            modals.append(Modal(stack: stack, style: style))
        case let .dismiss(keeping, _):
            guard keeping >= 0, keeping < modals.count else {
                throw NavigationError(
                    .nothingPresented, "cannot dismiss: nothing is presented" + (modals.isEmpty ? "" : " above level \(keeping)"))
            }
            modals.removeSubrange(keeping...)
        case .setRoot(let newRoot):
            guard modals.isEmpty else {
                throw NavigationError(.unavailable, "cannot replace the root while \(modals.count) container(s) are presented")
            }
            root = newRoot
        case .openExternally:
            break
        }
    }

    func existing(_ id: ContainerID) throws(NavigationError) -> ScreenStack<Screen> {
        guard let stack = self[id] else { throw NavigationError(.unavailable, "\(id) does not exist") }
        return stack
    }

    var tabBarDescription: String {
        guard case .tabs(let tabs, _) = root else { return "the window has no tab bar" }
        return "the tabs are " + tabs.map { "\($0.id)" }.joined(separator: ", ")
    }

    static func list(_ screens: [Screen]) -> String {
        screens.map { "\($0)" }.joined(separator: " → ")
    }
}
