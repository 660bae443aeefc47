// Shim of UIKit's transition protocols: only what the adapters use. See ViewControllers.swift.
import Foundation

/// Apple: `@MainActor protocol UIViewControllerAnimatedTransitioning : NSObjectProtocol` (its
/// requirements are the app's to implement; the adapters only pass animators along).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}

/// Apple: `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// Apple: `@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Apple: `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    /// completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`.
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// Apple: `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`; the requirement below is
/// `optional` in Apple's declaration (required here: see ViewControllers.swift).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

/// Apple: `@MainActor protocol UIViewControllerTransitioningDelegate : NSObjectProtocol`; both requirements
/// are `optional` in Apple's declaration (required here: see ViewControllers.swift).
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}
