// What a handler asks for (`Navigation`, a navigation described as data) and what performs it (`Navigator`).

/// A navigation described as data. Handlers return it; a navigator (the headless one in
/// `SwitchyardTesting`, UIKit's, SwiftUI's model) performs it, and `perform` returns when the transition has
/// ended. Every decision (which stack, push or present, what to dismiss) is made by one planner over a
/// ``NavigationTree``, in platform-neutral code, so it is the same on every navigator.
///
/// WLRRoute's target / source / transition split lives in ``show(_:transition:from:animated:)``: the
/// screen is the target, the ``Transition`` says how, and `from` (when set) names the source screen.
///
/// `Navigation` is `Codable` when `Screen` is, so a navigation can be stored, sent and printed. It is an `indirect`
/// enum: a navigation is one reference to an immutable box, the same size for every `Screen`, so the router (compiled
/// once for every `Screen`) copies it with a retain.
///
/// ```swift
/// enum Screen: Hashable, Sendable, Codable { case home, goods(Int), reviews(Int), login, cart }
/// let toReviews: Navigation<Screen> = .replaceStack([.home, .goods(7), .reviews(7)], inTab: .home)
/// let login: Navigation<Screen> = .show(.login, transition: .present(.formSheet, wrapped: true))
/// let back: Navigation<Screen> = .sequence([.dismiss(), .pop(to: .home)])
/// ```
public indirect enum Navigation<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// Show a screen. Without `from`, the source is the visible screen; with it, the top-most stack showing
    /// `from` (its tab is selected and the containers presented above it are dismissed first, so the new screen
    /// is seen; screens pushed above `from` in its own stack stay, and a push goes on top of them).
    case show(Screen, transition: Transition = .automatic, from: Screen? = nil, animated: Bool = true)
    /// Present a navigation container holding `screens` (a flow of its own: a login, a checkout).
    case presentStack([Screen], style: PresentationStyle = .automatic, animated: Bool = true)
    /// Make a stack hold `screens`. With `inTab`, the stack of the tab of that name (presented screens are
    /// dismissed and the tab selected); without it, the visible stack. A tab's stack keeps its root screen
    /// at the bottom (`screens` go above it unless they start with it), so a link never takes a tab's first
    /// screen away nor renames the tab. Screens already at the bottom of the stack in the same order are
    /// kept, not made again.
    case replaceStack([Screen], inTab: Screen? = nil, animated: Bool = true)
    /// Go back one screen in the visible stack, or back to the last occurrence of `to`.
    case pop(to: Screen? = nil, animated: Bool = true)
    /// Go back to the visible stack's root.
    case popToRoot(animated: Bool = true)
    /// Dismiss the top-most presented container (an error when nothing is presented), or every presented
    /// container (nothing to do when nothing is presented, so `.sequence([.dismiss(all: true), …])` means
    /// "close whatever is up, then …").
    case dismiss(all: Bool = false, animated: Bool = true)
    /// Select the tab of that name (``NavigationTree/Tab/id``), dismissing what is presented, then push
    /// `then` in it.
    case selectTab(Screen, then: [Screen] = [])
    /// Hand a URL to the system: another app, or the browser. When nothing can open it and `fallback` is
    /// set, the fallback (a web page) is opened instead: the seeds' web degrade.
    case openExternally(String, fallback: String? = nil)
    /// Put the whole window in a saved state (state restoration): dismiss everything, set the root, present
    /// the saved modals.
    case restore(NavigationTree<Screen>)
    /// Several navigations in order. The whole sequence is planned before anything is performed, so an
    /// impossible step refuses the sequence before its first step is shown.
    case sequence([Navigation<Screen>])

    /// Push `screen` onto the visible stack (an error when the visible screen has no navigation container).
    public static func push(_ screen: Screen, animated: Bool = true) -> Navigation {
        .show(screen, transition: .push, animated: animated)
    }

    /// Present `screen` modally.
    public static func present(
        _ screen: Screen, style: PresentationStyle = .automatic, wrapped: Bool = false, animated: Bool = true
    ) -> Navigation {
        .show(screen, transition: .present(style, wrapped: wrapped), animated: animated)
    }
}

extension Navigation: Codable where Screen: Codable {}

extension Navigation: CustomStringConvertible {
    /// One line saying what the navigation does, e.g. `push goods(7)` or `replace the stack of tab home with [home, goods(7)]`.
    public var description: String {
        func list(_ screens: [Screen]) -> String { "[" + screens.map { "\($0)" }.joined(separator: ", ") + "]" }
        let still = { (animated: Bool) in animated ? "" : " (not animated)" }
        switch self {
        case let .show(screen, transition, from, animated):
            return "\(transition.verb) \(screen)" + (from.map { " from \($0)" } ?? "") + still(animated)
        case let .presentStack(screens, style, animated):
            return "present \(list(screens)) in a navigation container (\(style.rawValue))" + still(animated)
        case let .replaceStack(screens, tab, animated):
            return "replace the stack" + (tab.map { " of tab \($0)" } ?? "") + " with \(list(screens))" + still(animated)
        case let .pop(to, animated):
            return (to.map { "pop to \($0)" } ?? "pop") + still(animated)
        case .popToRoot(let animated):
            return "pop to the root" + still(animated)
        case let .dismiss(all, animated):
            return (all ? "dismiss everything presented" : "dismiss") + still(animated)
        case let .selectTab(tab, then):
            return "select tab \(tab)" + (then.isEmpty ? "" : " then push \(list(then))")
        case let .openExternally(url, fallback):
            return "open \(url) outside the app" + (fallback.map { " (else \($0))" } ?? "")
        case .restore:
            return "restore a saved navigation tree"
        case .sequence(let steps):
            return steps.map(\.description).joined(separator: "; ")
        }
    }
}

/// Performs navigations. The app supplies one: `UIKitNavigator`, SwiftUI's `NavigationModel`, or
/// `HeadlessNavigator` (tests, the Shop demo, server-side rendering of deep links).
///
/// ```swift
/// struct PrintingNavigator: Navigator {
///     func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) {
///         print(navigation)
///     }
/// }
/// router.attach(PrintingNavigator())
/// ```
///
/// The router calls `perform` on the actor the open runs on (`nonisolated(nonsending)`): a navigator that is no
/// actor and has no isolation of its own runs there, without a hop. One that touches the UI says so, and the
/// call hops to the main actor only when the open is elsewhere:
///
/// ```swift
/// @MainActor final class WindowNavigator: Navigator {
///     @MainActor func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) { … }
/// }
/// ```
///
/// (In a `@MainActor` class, `perform` without `@MainActor` takes on the protocol's `nonisolated(nonsending)`
/// and no longer compiles against the class's state: the one-line fix is the attribute.)
public protocol Navigator<Screen>: Sendable {
    associatedtype Screen: Hashable & Sendable
    /// Performs a navigation and returns when its transitions have ended, on the caller's actor unless the
    /// navigator has an isolation of its own (`UIKitNavigator` and `NavigationModel` are `@MainActor`,
    /// `HeadlessNavigator` is an actor).
    ///
    /// Calls may overlap (two links at once, a link during a picker's transition): a navigator performs
    /// them one after another, each planned on the window the previous one left (the three navigators
    /// Switchyard ships do).
    ///
    /// - Throws: ``NavigationError`` when the navigation is impossible in the current state (nothing is
    ///   changed then) or the platform failed to perform it.
    nonisolated(nonsending) func perform(_ navigation: Navigation<Screen>) async throws(NavigationError)
}

/// Why a navigation could not be performed.
///
/// ```swift
/// do { try await navigator.perform(.pop()) } catch { print(error) }
/// // "cannot pop tab 0: it holds only its root (home)"
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure, for programs; ``message`` says it for people. New codes may be added in any
    /// release (the enum is `@nonexhaustive`): a `switch` over it ends with `default` or `@unknown default`.
    ///
    /// ```swift
    /// if error.code == .unavailable { showPlaceholder() }
    /// ```
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Code: String, Hashable, Sendable, Codable {
        /// A push where the source has no navigation container.
        case noNavigationStack
        /// A pop on a stack that holds only its root.
        case nothingToPop
        /// A dismiss with nothing presented.
        case nothingPresented
        /// `from:` or `pop(to:)` named a screen that is not shown.
        case screenNotFound
        /// A tab was named, and the window has no tab bar or no such tab.
        case tabNotFound
        /// A stack would become empty.
        case emptyStack
        /// Nothing could open an external URL (and there was no fallback).
        case cannotOpenExternally
        /// The platform could not perform it: no window yet, a screen the app could not make.
        case unavailable
    }

    /// The kind of failure.
    public let code: Code
    /// What happened, naming the screens and containers involved.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
