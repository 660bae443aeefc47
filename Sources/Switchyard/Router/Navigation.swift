/// A navigation described as data. Handlers return it; an adapter (headless, UIKit, SwiftUI) performs it
/// on the main actor. WLRRoute's target / source / transition split lives here: the screen is the target,
/// the transition says how, and `from` (when set) names the source screen.
///
/// ```swift
/// enum Screen: Hashable, Sendable { case goods(Int), login, cart }
/// let navigation: Navigation<Screen> = .show(.goods(7), transition: .push)
/// ```
public enum Navigation<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// Show a screen with a transition, optionally from a given source screen.
    case show(Screen, transition: Transition, from: Screen? = nil)
    /// Replace the whole stack.
    case replaceStack([Screen])
    /// Go back one screen, or to a given one.
    case pop(to: Screen? = nil)
    /// Dismiss what is presented.
    case dismiss
    /// Select a tab, then show screens inside it.
    case selectTab(Screen, then: [Screen] = [])
    /// Hand the URL to the system (another app, the browser).
    case openExternally(String)
    /// Several navigations in order.
    case sequence([Navigation<Screen>])

    /// Push `screen` (a shorthand).
    public static func push(_ screen: Screen) -> Navigation { .show(screen, transition: .push) }
    /// Present `screen` modally (a shorthand).
    public static func present(_ screen: Screen) -> Navigation { .show(screen, transition: .present(.automatic)) }
}

/// How a screen appears.
public enum Transition: Hashable, Sendable {
    case push
    case present(PresentationStyle)
    /// Make it the root of the current stack.
    case replaceRoot
    /// An app-defined transition, by name.
    case custom(String)
}

/// How a presented screen covers the one beneath.
public enum PresentationStyle: String, Hashable, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, overCurrentContext
}

/// Performs navigations. The app supplies one (UIKit, SwiftUI, or ``RecordingNavigator`` in tests).
public protocol Navigator<Screen>: Sendable {
    associatedtype Screen: Hashable & Sendable
    /// Performs a navigation. Adapters hop to the main actor themselves.
    func perform(_ navigation: Navigation<Screen>) async
}
