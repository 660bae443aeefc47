// WLRRoute's extension point: transitions the app names. A navigation says `.custom("zoom")`; the planner
// places it like `.automatic`, and the adapter animates it with the animator registered under "zoom".
#if canImport(UIKit) && !os(watchOS)
import Foundation
import Switchyard
public import UIKit

/// Which part of a transition an animator is asked for.
public enum CustomTransitionOperation: Sendable, Hashable {
    /// A screen pushed onto a navigation controller (also a stack replaced with `setViewControllers`).
    case push
    /// A navigation controller popping back.
    case pop
    /// A controller presented.
    case present
    /// A presented controller dismissed.
    case dismiss
}

/// The app's transitions by name, for ``Transition/custom(_:)``.
///
/// ```swift
/// navigator.transitions.register("zoom") { operation in
///     ZoomAnimator(reversed: operation == .pop || operation == .dismiss)
/// }
/// try await navigator.perform(.show(.photo(3), transition: .custom("zoom")))
/// ```
@MainActor
public final class CustomTransitions {
    /// Makes the animator for one operation; `nil` uses UIKit's standard animation for it.
    typealias Provider = @MainActor (CustomTransitionOperation) -> (any UIViewControllerAnimatedTransitioning)?

    private var providers: [String: Provider]

    /// Transitions under these names.
    public init(
        _ providers: [String: @MainActor (CustomTransitionOperation) -> (any UIViewControllerAnimatedTransitioning)?] = [:]
    ) {
        self.providers = providers
    }

    /// Registers (or replaces) the transition called `name`.
    public func register(
        _ name: String, _ provider: @escaping @MainActor (CustomTransitionOperation) -> (any UIViewControllerAnimatedTransitioning)?
    ) {
        providers[name] = provider
    }

    /// The names registered.
    var names: [String] { providers.keys.sorted() }

    func animator(named name: String, for operation: CustomTransitionOperation) -> (any UIViewControllerAnimatedTransitioning)? {
        providers[name]?(operation)
    }

    func provider(named name: String) throws(NavigationError) -> Provider {
        guard let provider = providers[name] else {
            throw NavigationError(.unavailable, "no transition is registered under \"\(name)\"")
        }
        return provider
    }

    /// Refuses a plan that names an unregistered transition before any of its steps is shown.
    func checkRegistered<Screen>(_ steps: [NavigationStep<Screen>]) throws(NavigationError) {
        for step in steps {
            switch step {
            case .push(_, _, .custom(let name)), .setStack(_, _, .custom(let name)), .present(_, _, .custom(let name)):
                _ = try provider(named: name)
            default:
                continue
            }
        }
    }
}

/// A navigation controller's delegate for the length of one custom push or pop. The app's own delegate is
/// restored when the transition ends (it does not hear about that one transition).
@MainActor
final class NavigationTransitionDelegate: NSObject, UINavigationControllerDelegate {
    private let animator: any UIViewControllerAnimatedTransitioning
    /// The delegate to restore; weak, as `UINavigationController.delegate` is.
    weak var previous: (any UINavigationControllerDelegate)?

    init(animator: any UIViewControllerAnimatedTransitioning, previous: (any UINavigationControllerDelegate)?) {
        self.animator = animator
        self.previous = previous
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}

/// The transitioning delegate of a controller presented with a custom transition (present and dismiss).
@MainActor
final class PresentationTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let provider: CustomTransitions.Provider
    /// The presented controller; when it is gone, the navigator lets go of this delegate.
    weak var presented: UIViewController?

    init(name: String, transitions: CustomTransitions, presented: UIViewController) throws(NavigationError) {
        self.provider = try transitions.provider(named: name)
        self.presented = presented
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        provider(.present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        provider(.dismiss)
    }
}
#endif
