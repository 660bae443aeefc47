// The UIKit executor. It reads the live view-controller hierarchy into a NavigationTree, asks the neutral
// core for the plan, and executes the steps in order; it decides nothing itself. It compiles only where
// UIKit exists; CI compiles it against the shim in Checks/AdapterShims (see Sources/Switchyard/Switchyard.docc/Adapters.md).
#if canImport(UIKit) && !os(watchOS)
import Foundation
public import Switchyard
public import UIKit

/// Performs ``Navigation`` values on a UIKit window: navigation controllers, a tab bar controller, and
/// the chain of presented controllers.
///
/// Every decision (push or present, which stack, what to dismiss first) comes from
/// Switchyard's navigation planner, exactly as on `HeadlessNavigator`, so a deep link tested headless does
/// the same thing here. The navigator remembers the screen of every view controller it makes; a
/// controller it did not make (one from a storyboard, an alert) makes the hierarchy unreadable and the
/// navigation fails with ``NavigationError/Code-swift.enum/unavailable``, unless the app ``adopt(_:as:)``s it.
///
/// ```swift
/// let navigator = UIKitNavigator<Screen>(window: window) { screen in
///     switch screen {
///     case .home: return HomeViewController()
///     case .goods(let id): return GoodsViewController(id: id)
///     case .login: return LoginViewController()
///     }
/// }
/// navigator.transitions.register("zoom") { operation in ZoomAnimator(operation) }
/// window.rootViewController = try navigator.makeRoot(NavigationTree.tabs([.home, .cart]).root)  // or adopt(_:as:)
/// router.attach(navigator)
/// ```
@MainActor
public final class UIKitNavigator<Screen: Hashable & Sendable>: Navigator {
    /// Makes the view controller for a screen; `nil` fails the navigation (``NavigationError/Code-swift.enum/unavailable``).
    typealias ScreenFactory = @MainActor (Screen) -> UIViewController?

    let makeScreen: ScreenFactory
    weak var window: UIWindow?
    var screens = ScreenRegistry<Screen>()
    /// The name of each tab's controller (`NavigationTree.Tab.id`): recorded when the navigator makes the tab,
    /// or the first time it reads a tab the app made (named then by its root screen), and kept while the
    /// tab's screens change.
    var tabNames = ScreenRegistry<Screen>()
    var presentationDelegates: [PresentationTransitionDelegate] = []
    /// Runs the navigations one after another: the serialisation is decided in Switchyard, not here.
    let navigations = NavigationQueue()

    /// Makes navigation containers: for presented stacks that are navigation containers, tabs and roots.
    public var makeNavigationController: @MainActor ([UIViewController]) -> UINavigationController = { controllers in
        let container = UINavigationController()
        container.setViewControllers(controllers, animated: false)
        return container
    }
    /// Makes the tab bar controller of a restored root.
    public var makeTabBarController: @MainActor () -> UITabBarController = { UITabBarController() }
    /// The transitions that ``Transition/custom(_:)`` names.
    public let transitions: CustomTransitions
    /// Opens URLs outside the app; by default `UIApplication.shared.open`.
    public var openURL: @MainActor (URL) async -> Bool = UIKitNavigator.openWithApplication

    /// A navigator for `window`.
    ///
    /// - Parameters:
    ///   - transitions: The custom transitions, by name.
    ///   - makeViewController: Makes the controller for a screen.
    public init(
        window: UIWindow, transitions: CustomTransitions = CustomTransitions(),
        makeViewController: @escaping @MainActor (Screen) -> UIViewController?
    ) {
        self.window = window
        self.transitions = transitions
        self.makeScreen = makeViewController
    }

    /// Waits for the navigations started before it, plans `navigation` on the window
    /// as they left it and executes each step, returning when the last transition has ended.
    ///
    /// On the main actor, said explicitly: `Navigator.perform` is `nonisolated(nonsending)`, and a witness without
    /// an isolation attribute would take that on. An open from the main actor calls it without a hop; one from
    /// another actor hops to the main actor for it and back.
    ///
    /// - Throws: ``NavigationError`` when the navigation is impossible (nothing is changed then), when the
    ///   hierarchy holds a controller the navigator did not make, when a screen has no controller, when a
    ///   custom transition is not registered, or when nothing opens an external URL.
    @MainActor public func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) {
        try await navigations.run(isolation: MainActor.shared) { () async throws(NavigationError) in
            let steps = try readWindow().tree.plan(navigation)
            try transitions.checkRegistered(steps)
            for step in steps { try await execute(step) }
        }
    }

    /// The window as a tree, read from the live hierarchy.
    ///
    /// - Throws: ``NavigationError/Code-swift.enum/unavailable`` when there is no window or root, or a
    ///   controller in it was neither made nor adopted by this navigator.
    public func currentTree() throws(NavigationError) -> NavigationTree<Screen> {
        try readWindow().tree
    }

    /// Records that `controller` shows `screen`: for controllers the app made itself (a storyboard's root,
    /// a tab made in code), so that the navigator can read them.
    public func adopt(_ controller: UIViewController, as screen: Screen) {
        screens.record(controller, as: screen)
    }

    /// Makes the controllers of a root (a stack or a tab bar), to set as the window's root at launch.
    ///
    /// - Throws: ``NavigationError/Code-swift.enum/unavailable`` when a screen has no controller.
    public func makeRoot(_ root: NavigationTree<Screen>.Root) throws(NavigationError) -> UIViewController {
        switch root {
        case .stack(let stack):
            return try makeContainer(stack)
        case let .tabs(tabs, selected):
            var containers: [UIViewController] = []
            for tab in tabs {
                let container = try makeContainer(tab.stack)
                tabNames.record(container, as: tab.id)
                containers.append(container)
            }
            let tabBar = makeTabBarController()
            tabBar.setViewControllers(containers, animated: false)
            tabBar.selectedIndex = selected
            return tabBar
        }
    }

    /// The controller the user sees: the top-most presented one, inside it the visible screen of its
    /// navigation container or selected tab.
    public var topViewController: UIViewController? {
        var current = window?.rootViewController
        while let presented = current?.presentedViewController { current = presented }
        while true {
            if let tabBar = current as? UITabBarController, let selected = tabBar.selectedViewController {
                current = selected
            } else if let container = current as? UINavigationController, let top = container.topViewController {
                current = top
            } else {
                return current
            }
        }
    }

    /// Makes the controller for `screen` and remembers which screen it shows.
    func make(_ screen: Screen) throws(NavigationError) -> UIViewController {
        guard let controller = makeScreen(screen) else {
            throw NavigationError(.unavailable, "the app made no view controller for \(screen)")
        }
        screens.record(controller, as: screen)
        return controller
    }

    /// A navigation container holding the stack's screens, or the single screen of a stack without one.
    func makeContainer(_ stack: ScreenStack<Screen>) throws(NavigationError) -> UIViewController {
        var controllers: [UIViewController] = []
        for screen in stack.screens { controllers.append(try make(screen)) }
        if stack.isNavigationContainer { return makeNavigationController(controllers) }
        guard controllers.count == 1, let only = controllers.first else {
            throw NavigationError(.noNavigationStack, "cannot show \(controllers.count) screens without a navigation container")
        }
        return only
    }

    /// Opens `url` with `UIApplication.shared.open` and returns whether something opened it.
    static func openWithApplication(_ url: URL) async -> Bool {
        await withCheckedContinuation { (opened: CheckedContinuation<Bool, Never>) in
            UIApplication.shared.open(url, options: [:]) { success in opened.resume(returning: success) }
        }
    }
}

/// The screens of the controllers a navigator made or adopted. Weak: a controller UIKit released is
/// forgotten, and an address reused by a new controller is not mistaken for the old one.
struct ScreenRegistry<Screen: Hashable & Sendable> {
    private struct Entry {
        weak var controller: UIViewController?
        let screen: Screen
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    mutating func record(_ controller: UIViewController, as screen: Screen) {
        entries = entries.filter { $0.value.controller != nil }
        entries[ObjectIdentifier(controller)] = Entry(controller: controller, screen: screen)
    }

    func screen(of controller: UIViewController) -> Screen? {
        guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller else { return nil }
        return entry.screen
    }
}
#endif
