// Shim of UIKit's view controllers: only what the adapters use, with Apple's names, signatures and
// main-actor isolation (UIKit's classes are `@MainActor`). Never run: every body traps. Optional
// protocol requirements the adapters implement are declared as required here, so that a near-miss
// signature fails this build (with the real SDK it would only be a warning and a silently unused method).
@_exported import AppleFoundationAdditions
@_exported import Foundation

/// Apple: `@MainActor class UIResponder : NSObject`.
@MainActor
open class UIResponder: NSObject {}

/// Apple: `@MainActor class UIView : UIResponder`.
@MainActor
open class UIView: UIResponder {}

/// Apple: `@MainActor class UIWindow : UIView`.
@MainActor
open class UIWindow: UIView {
    /// Apple: `var rootViewController: UIViewController? { get set }`.
    open var rootViewController: UIViewController? {
        get { fatalError("shim") }
        set { fatalError("shim") }
    }
}

/// Apple: `enum UIModalPresentationStyle : Int, @unchecked Sendable`.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// Apple: `@MainActor class UIViewController : UIResponder`. `init()` stands for the initialiser that
/// Objective-C's `NSObject` gives every controller.
@MainActor
open class UIViewController: UIResponder {
    override public init() { fatalError("shim") }

    /// Apple: `var presentedViewController: UIViewController? { get }`.
    open var presentedViewController: UIViewController? { fatalError("shim") }
    /// Apple: `var modalPresentationStyle: UIModalPresentationStyle { get set }`.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError("shim") }
        set { fatalError("shim") }
    }
    /// Apple: `weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { get set }`.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Apple: `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError("shim") }

    /// Apple: `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError("shim")
    }

    /// Apple: `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError("shim")
    }
}

/// Apple: `@MainActor class UINavigationController : UIViewController`.
@MainActor
open class UINavigationController: UIViewController {
    /// Apple: `enum Operation : Int, @unchecked Sendable`.
    public enum Operation: Int, @unchecked Sendable {
        case none = 0, push, pop
    }

    /// Apple: `var viewControllers: [UIViewController] { get set }`.
    open var viewControllers: [UIViewController] {
        get { fatalError("shim") }
        set { fatalError("shim") }
    }
    /// Apple: `var topViewController: UIViewController? { get }`.
    open var topViewController: UIViewController? { fatalError("shim") }
    /// Apple: `weak var delegate: (any UINavigationControllerDelegate)? { get set }`.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Apple: `func pushViewController(_ viewController: UIViewController, animated: Bool)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError("shim") }

    /// Apple: `@discardableResult func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        fatalError("shim")
    }

    /// Apple: `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError("shim") }
}

/// Apple: `@MainActor class UITabBarController : UIViewController`.
@MainActor
open class UITabBarController: UIViewController {
    /// Apple: `var viewControllers: [UIViewController]? { get set }`.
    open var viewControllers: [UIViewController]? {
        get { fatalError("shim") }
        set { fatalError("shim") }
    }
    /// Apple: `var selectedIndex: Int { get set }`.
    open var selectedIndex: Int {
        get { fatalError("shim") }
        set { fatalError("shim") }
    }
    /// Apple: `unowned(unsafe) var selectedViewController: UIViewController? { get set }`.
    open var selectedViewController: UIViewController? {
        get { fatalError("shim") }
        set { fatalError("shim") }
    }

    /// Apple: `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { fatalError("shim") }
}
