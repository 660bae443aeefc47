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
public protocol Navigator<Screen>: Sendable {
    associatedtype Screen: Hashable & Sendable
    /// Performs a navigation and returns when its transitions have ended. Adapters hop to the main actor
    /// themselves.
    ///
    /// Calls may overlap (two links at once, a link during a picker's transition): a navigator performs
    /// them one after another, each planned on the window the previous one left (the three navigators
    /// Switchyard ships do).
    ///
    /// - Throws: ``NavigationError`` when the navigation is impossible in the current state (nothing is
    ///   changed then) or the platform failed to perform it.
    func perform(_ navigation: Navigation<Screen>) async throws(NavigationError)
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
