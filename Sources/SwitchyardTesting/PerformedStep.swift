public import Switchyard

/// One primitive change a ``HeadlessNavigator`` made to its window, as UIKit would make it: a navigation
/// (`Navigation`) is performed as one or more of these, in order. A test reads them from
/// ``HeadlessNavigator/steps`` to tell a pop from a stack reset, or an animated push from one that is not.
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
/// It is `Codable` when `Screen` is, with the coding `NavigationStep` had (the same case and label names), so
/// that a golden file of a navigation's steps reads back:
///
/// ```swift
/// let golden = try JSONEncoder().encode(await window.steps)
/// #expect(try JSONDecoder().decode([PerformedStep<Page>].self, from: golden) == await window.steps)
/// ```
///
/// The cases are those the navigation planner (shared by the UIKit and SwiftUI adapters) decides; the
/// planner itself is not public, so a test checks its decisions through the steps a navigator performed.
public enum PerformedStep<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// A tab was selected (by index).
    case selectTab(Int)
    /// A screen was pushed onto a navigation container's stack.
    case push(Screen, onto: ContainerID, animation: TransitionAnimation)
    /// A stack was reset to hold these screens (UIKit's `setViewControllers`): what replacing a stack does
    /// unless the new stack is the bottom of the old one (then it is a ``pop(toDepth:in:animated:)``).
    case setStack([Screen], in: ContainerID, animation: TransitionAnimation)
    /// A stack was popped down to its first `toDepth` screens.
    case pop(toDepth: Int, in: ContainerID, animated: Bool)
    /// A container was presented over the top-most one.
    case present(ScreenStack<Screen>, style: PresentationStyle, animation: TransitionAnimation)
    /// Presented containers were dismissed until `keeping` remain (0: all of them).
    case dismiss(keeping: Int, animated: Bool)
    /// The window's root was replaced (state restoration).
    case setRoot(NavigationTree<Screen>.Root)
    /// A URL was handed to the system; `fallback` is the one to open when nothing opens it.
    case openExternally(String, fallback: String?)
}

// Synthesised here: Codable synthesis needs the declaring file.
extension PerformedStep: Codable where Screen: Codable {}

extension PerformedStep {
    /// The public form of a step the planner decided.
    package init(_ step: NavigationStep<Screen>) {
        switch step {
        case .selectTab(let index): self = .selectTab(index)
        case let .push(screen, id, animation): self = .push(screen, onto: id, animation: animation)
        case let .setStack(screens, id, animation): self = .setStack(screens, in: id, animation: animation)
        case let .pop(depth, id, animated): self = .pop(toDepth: depth, in: id, animated: animated)
        case let .present(stack, style, animation): self = .present(stack, style: style, animation: animation)
        case let .dismiss(keeping, animated): self = .dismiss(keeping: keeping, animated: animated)
        case .setRoot(let root): self = .setRoot(root)
        case let .openExternally(url, fallback): self = .openExternally(url, fallback: fallback)
        }
    }
}
