// Reading the live UIKit hierarchy into a NavigationTree, keeping the controllers behind each stack so
// that the steps can be executed on them.
#if canImport(UIKit) && !os(watchOS)
import Foundation
import Switchyard
import UIKit

/// The window as read: the tree the planner sees, and the controllers behind it.
@MainActor
struct LiveWindow<Screen: Hashable & Sendable> {
    /// The controllers of one stack: its navigation container (if it has one) and its screens' controllers.
    struct Stack {
        /// The controller that holds the stack in its parent (the navigation container, or the screen).
        let holder: UIViewController
        let navigation: UINavigationController?
        let controllers: [UIViewController]
        let screens: ScreenStack<Screen>
    }

    var tree: NavigationTree<Screen>
    var stacks: [ContainerID: Stack]
    /// The window's root, then each presented container, bottom to top: `presenters[k]` dismissed keeps `k`
    /// containers presented, and the last one presents the next.
    var presenters: [UIViewController]
    let tabBar: UITabBarController?

    func stack(_ id: ContainerID) throws(NavigationError) -> Stack {
        guard let stack = stacks[id] else { throw NavigationError(.unavailable, "\(id) is not on screen") }
        return stack
    }

    func navigationController(_ id: ContainerID) throws(NavigationError) -> UINavigationController {
        guard let navigation = try stack(id).navigation else {
            throw NavigationError(.noNavigationStack, "\(id) has no navigation controller")
        }
        return navigation
    }
}

extension UIKitNavigator {
    func readWindow() throws(NavigationError) -> LiveWindow<Screen> {
        guard let root = window?.rootViewController else {
            throw NavigationError(.unavailable, "the window has no root view controller yet")
        }
        var stacks: [ContainerID: LiveWindow<Screen>.Stack] = [:]
        let treeRoot: NavigationTree<Screen>.Root
        let tabBar = root as? UITabBarController
        if let tabBar {
            var tabs: [NavigationTree<Screen>.Tab] = []
            for (index, holder) in (tabBar.viewControllers ?? []).enumerated() {
                let stack = try readStack(holder)
                stacks[.tab(index)] = stack
                let name = try tabName(of: holder, showing: stack.screens)
                tabs.append(NavigationTree.Tab(name, stack: stack.screens))
            }
            guard tabs.indices.contains(tabBar.selectedIndex) else {
                throw NavigationError(.unavailable, "the tab bar selects tab \(tabBar.selectedIndex) of \(tabs.count)")
            }
            treeRoot = .tabs(tabs, selected: tabBar.selectedIndex)
        } else {
            let stack = try readStack(root)
            stacks[.root] = stack
            treeRoot = .stack(stack.screens)
        }
        var presenters = [root]
        var modals: [NavigationTree<Screen>.Modal] = []
        while let presented = presenters.last?.presentedViewController {
            let stack = try readStack(presented)
            stacks[.modal(modals.count)] = stack
            modals.append(NavigationTree.Modal(stack: stack.screens, style: PresentationStyle(presented.modalPresentationStyle)))
            presenters.append(presented)
        }
        return LiveWindow(tree: NavigationTree(root: treeRoot, modals: modals), stacks: stacks, presenters: presenters, tabBar: tabBar)
    }

    /// The tab's recorded name; a tab seen for the first time (the app made it) is named by its root screen.
    private func tabName(of holder: UIViewController, showing stack: ScreenStack<Screen>) throws(NavigationError) -> Screen {
        if let name = tabNames.screen(of: holder) { return name }
        guard let name = stack.screens.first else { throw NavigationError(.unavailable, "a tab holds no screen") }
        tabNames.record(holder, as: name)
        return name
    }

    private func readStack(_ holder: UIViewController) throws(NavigationError) -> LiveWindow<Screen>.Stack {
        let navigation = holder as? UINavigationController
        let controllers = navigation?.viewControllers ?? [holder]
        var screens: [Screen] = []
        for controller in controllers {
            guard let screen = self.screens.screen(of: controller) else {
                throw NavigationError(
                    .unavailable,
                    "\(type(of: controller)) was not made by this navigator; adopt it (navigator.adopt(_:as:)) so it can be read")
            }
            screens.append(screen)
        }
        guard !screens.isEmpty else { throw NavigationError(.unavailable, "a navigation controller holds no screen") }
        return LiveWindow.Stack(
            holder: holder, navigation: navigation, controllers: controllers,
            screens: ScreenStack(screens, isNavigationContainer: navigation != nil))
    }
}

extension PresentationStyle {
    /// UIKit's modal presentation style for this style.
    var uiKit: UIModalPresentationStyle {
        switch self {
        case .automatic: return .automatic
        case .fullScreen: return .fullScreen
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .overCurrentContext: return .overCurrentContext
        }
    }

    /// The style a presented controller reports (styles Switchyard does not name read as `.automatic`).
    init(_ style: UIModalPresentationStyle) {
        switch style {
        case .fullScreen: self = .fullScreen
        case .pageSheet: self = .pageSheet
        case .formSheet: self = .formSheet
        case .overCurrentContext: self = .overCurrentContext
        default: self = .automatic
        }
    }
}
#endif
