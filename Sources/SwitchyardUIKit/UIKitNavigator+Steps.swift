// Executing the planned steps on UIKit, one at a time, each awaited until its transition has ended. The
// hierarchy is read again before each step: the previous step changed it, and the user may have too.
#if canImport(UIKit) && !os(watchOS)
import Foundation
import Switchyard
import UIKit

extension UIKitNavigator {
    func execute(_ step: NavigationStep<Screen>) async throws(NavigationError) {
        switch step {
        case .selectTab(let index):
            guard let tabBar = try readWindow().tabBar else { throw NavigationError(.tabNotFound, "the window has no tab bar") }
            tabBar.selectedIndex = index
        case let .push(screen, id, animation):
            let navigation = try readWindow().navigationController(id)
            let controller = try make(screen)
            await run(animation, on: navigation, operation: .push) {
                navigation.pushViewController(controller, animated: animation != .none)
            }
        case let .setStack(screens, id, animation):
            try await setStack(screens, in: id, animation: animation)
        case let .pop(depth, id, animated):
            let stack = try readWindow().stack(id)
            guard let navigation = stack.navigation, stack.controllers.indices.contains(depth - 1) else {
                throw NavigationError(.nothingToPop, "cannot pop \(id) to depth \(depth)")
            }
            let target = stack.controllers[depth - 1]
            await run(animated ? .standard : .none, on: navigation, operation: .pop) {
                navigation.popToViewController(target, animated: animated)
            }
        case let .present(stack, style, animation):
            try await present(stack, style: style, animation: animation)
        case let .dismiss(keeping, animated):
            let presenters = try readWindow().presenters
            // `dismiss` on a controller that presents nothing would dismiss that controller itself.
            guard keeping >= 0, keeping < presenters.count - 1 else {
                throw NavigationError(.nothingPresented, "nothing is presented above level \(keeping)")
            }
            await dismiss(above: presenters[keeping], animated: animated)
        case .setRoot(let root):
            guard let window else { throw NavigationError(.unavailable, "the window is gone") }
            window.rootViewController = try makeRoot(root)
        case let .openExternally(url, fallback):
            try await openExternally(url, fallback: fallback)
        }
    }

    /// Makes a stack hold `screens`, keeping the controllers already at its bottom for the same screens.
    private func setStack(_ screens: [Screen], in id: ContainerID, animation: TransitionAnimation) async throws(NavigationError) {
        let live = try readWindow()
        let stack = try live.stack(id)
        let current = stack.screens.screens
        var keptCount = 0
        while keptCount < min(current.count, screens.count), current[keptCount] == screens[keptCount] { keptCount += 1 }
        var controllers = Array(stack.controllers.prefix(keptCount))
        for screen in screens.dropFirst(keptCount) { controllers.append(try make(screen)) }
        if let navigation = stack.navigation {
            await run(animation, on: navigation, operation: .push) {
                navigation.setViewControllers(controllers, animated: animation != .none)
            }
            return
        }
        // A stack without a navigation container holds one controller: replace it where its parent holds it.
        guard let replacement = controllers.last else { throw NavigationError(.emptyStack, "cannot leave \(id) without a screen") }
        switch id {
        case .root:
            window?.rootViewController = replacement
        case .tab(let index):
            guard let tabBar = live.tabBar, var tabs = tabBar.viewControllers, tabs.indices.contains(index) else {
                throw NavigationError(.tabNotFound, "tab \(index) is not on screen")
            }
            // The replacement holds the tab now: it keeps the tab's name.
            if let name = tabNames.screen(of: tabs[index]) { tabNames.record(replacement, as: name) }
            tabs[index] = replacement
            tabBar.setViewControllers(tabs, animated: false)
        case .modal(let level):
            // UIKit cannot swap a presented controller in place: dismiss it and present the replacement.
            let style = stack.holder.modalPresentationStyle
            await dismiss(above: live.presenters[level], animated: false)
            replacement.modalPresentationStyle = style
            await present(replacement, over: live.presenters[level], animated: animation != .none)
        }
    }

    private func present(
        _ stack: ScreenStack<Screen>, style: PresentationStyle, animation: TransitionAnimation
    ) async throws(NavigationError) {
        guard let presenter = try readWindow().presenters.last else {
            throw NavigationError(.unavailable, "the window has no root view controller")
        }
        let container = try makeContainer(stack)
        container.modalPresentationStyle = style.uiKit
        if case .custom(let name) = animation {
            let delegate = try PresentationTransitionDelegate(name: name, transitions: transitions, presented: container)
            presentationDelegates.removeAll { $0.presented == nil }
            presentationDelegates.append(delegate)  // transitioningDelegate is weak: the navigator keeps it
            container.transitioningDelegate = delegate
        }
        await present(container, over: presenter, animated: animation != .none)
    }

    private func present(_ controller: UIViewController, over presenter: UIViewController, animated: Bool) async {
        await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
            presenter.present(controller, animated: animated) { ended.resume() }
        }
    }

    /// Dismisses everything `presenter` presents (UIKit dismisses the whole chain above it at once).
    private func dismiss(above presenter: UIViewController, animated: Bool) async {
        await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
            presenter.dismiss(animated: animated) { ended.resume() }
        }
    }

    /// Runs a push, pop or stack change and returns when its transition has ended: a custom transition
    /// through a temporary navigation-controller delegate, the end through the transition coordinator.
    private func run(
        _ animation: TransitionAnimation, on navigation: UINavigationController, operation: CustomTransitionOperation,
        _ change: () -> Void
    ) async {
        var proxy: NavigationTransitionDelegate?
        if case .custom(let name) = animation, let animator = transitions.animator(named: name, for: operation) {
            proxy = NavigationTransitionDelegate(animator: animator, previous: navigation.delegate)
            navigation.delegate = proxy
        }
        change()
        await transitionEnd(of: navigation, animated: animation != .none)
        if let proxy { navigation.delegate = proxy.previous }
    }

    private func transitionEnd(of navigation: UINavigationController, animated: Bool) async {
        guard animated, let coordinator = navigation.transitionCoordinator else { return }
        let ended = ResumeOnce()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            ended.continuation = continuation
            let queued = coordinator.animate(alongsideTransition: nil) { _ in ended.resume() }
            if !queued { ended.resume() }
        }
    }

    private func openExternally(_ url: String, fallback: String?) async throws(NavigationError) {
        for candidate in [url, fallback].compactMap({ $0 }) {
            guard let target = URL(string: candidate) else { continue }
            if await openURL(target) { return }
        }
        throw NavigationError(
            .cannotOpenExternally,
            "nothing opens \(DiagnosticText.shortened(url))" + (fallback.map { " or \(DiagnosticText.shortened($0))" } ?? ""))
    }
}

/// Resumes a continuation once, whichever of UIKit's callbacks (or none) comes first.
@MainActor
final class ResumeOnce {
    var continuation: CheckedContinuation<Void, Never>?

    func resume() {
        continuation?.resume()
        continuation = nil
    }
}
#endif
