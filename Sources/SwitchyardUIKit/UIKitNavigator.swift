// Thin UIKit glue. It compiles only where UIKit exists; the Linux CI never builds it, so every change
// here is reviewed by hand. All routing behaviour lives in the platform-neutral core and is tested there.
#if canImport(UIKit) && !os(watchOS)
public import Switchyard
import Foundation
public import UIKit

/// Performs ``Navigation`` values with UIKit on the main actor.
///
/// ```swift
/// let navigator = UIKitNavigator<Screen>(window: window) { screen in
///     switch screen {
///     case .goods(let id): return GoodsViewController(id: id)
///     case .cart: return CartViewController()
///     }
/// }
/// builder.navigator = navigator
/// ```
@MainActor
public final class UIKitNavigator<Screen: Hashable & Sendable>: Navigator {
    /// Makes the view controller for a screen; `nil` skips the navigation.
    public let makeViewController: @MainActor (Screen) -> UIViewController?
    /// The tab index that shows a screen, for ``Navigation/selectTab(_:then:)``.
    public var tabIndex: @MainActor (Screen) -> Int? = { _ in nil }
    /// App-defined transitions by name, for ``Transition/custom(_:)``.
    public var customTransitions: [String: @MainActor (UIViewController, UIViewController) -> Void] = [:]
    /// Whether transitions animate.
    public var animated = true
    private weak var window: UIWindow?

    /// Creates a navigator for a window.
    public init(window: UIWindow?, makeViewController: @escaping @MainActor (Screen) -> UIViewController?) {
        self.window = window
        self.makeViewController = makeViewController
    }

    public func perform(_ navigation: Navigation<Screen>) async {
        guard let top = Self.topViewController(from: window?.rootViewController) else { return }
        switch navigation {
        case let .show(screen, transition, _):
            guard let controller = makeViewController(screen) else { return }
            show(controller, transition: transition, over: top)
        case .replaceStack(let screens):
            let controllers = screens.compactMap(makeViewController)
            navigationController(of: top)?.setViewControllers(controllers, animated: animated)
        case .pop(let target):
            guard let stack = navigationController(of: top) else { return }
            if let target, let controller = makeViewController(target),
               let existing = stack.viewControllers.last(where: { type(of: $0) == type(of: controller) }) {
                stack.popToViewController(existing, animated: animated)
            } else {
                stack.popViewController(animated: animated)
            }
        case .dismiss:
            top.presentingViewController?.dismiss(animated: animated)
        case let .selectTab(tab, then):
            guard let tabs = window?.rootViewController as? UITabBarController, let index = tabIndex(tab) else { return }
            tabs.selectedIndex = index
            for screen in then {
                guard let controller = makeViewController(screen), let current = Self.topViewController(from: tabs) else { continue }
                show(controller, transition: .push, over: current)
            }
        case .openExternally(let string):
            guard let url = URL(string: string) else { return }
            await UIApplication.shared.open(url)
        case .sequence(let steps):
            for step in steps { await perform(step) }
        }
    }

    private func show(_ controller: UIViewController, transition: Transition, over top: UIViewController) {
        switch transition {
        case .push:
            if let stack = navigationController(of: top) {
                stack.pushViewController(controller, animated: animated)
            } else {
                top.present(controller, animated: animated)
            }
        case .present(let style):
            controller.modalPresentationStyle = style.uiKit
            top.present(controller, animated: animated)
        case .replaceRoot:
            navigationController(of: top)?.setViewControllers([controller], animated: animated)
        case .custom(let name):
            customTransitions[name]?(controller, top)
        }
    }

    private func navigationController(of controller: UIViewController) -> UINavigationController? {
        controller as? UINavigationController ?? controller.navigationController
    }

    /// The controller on top: the presented one, the visible one of a navigation stack, the selected tab.
    public static func topViewController(from root: UIViewController?) -> UIViewController? {
        var current = root
        while true {
            if let presented = current?.presentedViewController {
                current = presented
            } else if let stack = current as? UINavigationController, let visible = stack.visibleViewController {
                if visible === stack { return stack }
                current = visible
                if visible.presentedViewController == nil, !(visible is UINavigationController), !(visible is UITabBarController) {
                    return visible
                }
            } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else {
                return current
            }
        }
    }
}

extension PresentationStyle {
    var uiKit: UIModalPresentationStyle {
        switch self {
        case .automatic: return .automatic
        case .fullScreen: return .fullScreen
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .overCurrentContext: return .overCurrentContext
        }
    }
}
#endif
