/// How a screen appears.
///
/// ```swift
/// .show(.goods(7))                                          // automatic: push in a stack, else present
/// .show(.login, transition: .present(.formSheet, wrapped: true))
/// .show(.story(3), transition: .custom("zoom"))              // the adapter animates it by name
/// ```
public enum Transition: Hashable, Sendable, Codable {
    /// Push when the source sits in a navigation container, present otherwise (the seeds' rule). A screen
    /// presented this way has no navigation container of its own, so a later automatic `show` presents over
    /// it; present with `wrapped: true` (or `Navigation.presentStack`) for a flow that pushes.
    case automatic
    /// Push onto the source's navigation stack; an error when it has none.
    case push
    /// Present over the top-most screen; `wrapped` puts the screen in a navigation container of its own.
    case present(PresentationStyle = .automatic, wrapped: Bool = false)
    /// Make the screen the only one of the source's stack (in a tab, its new root: the tab keeps its name).
    case replaceRoot
    /// Placed as ``automatic``; the adapter animates it with the transition registered under this name
    /// (WLRRoute's custom transitions).
    case custom(String)

    var verb: String {
        switch self {
        case .automatic: return "show"
        case .push: return "push"
        case let .present(style, wrapped): return "present (\(style.rawValue)\(wrapped ? ", wrapped" : ""))"
        case .replaceRoot: return "make root"
        case .custom(let name): return "show (\(name))"
        }
    }
}

/// How a presented screen covers the one beneath (UIKit's modal presentation styles).
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic, fullScreen, pageSheet, formSheet, overCurrentContext
}

/// How one step of a navigation (a push, a pop, a present, a dismiss) animates: what a SwiftUI step
/// runner (`NavigationModel.runStep`) is told, so that it can wait for the animation or pick one by name.
///
/// ```swift
/// .show(.story(3), transition: .custom("zoom"))   // its push animates as .custom("zoom")
/// .pop(animated: false)                            // its pop as .none
/// ```
public enum TransitionAnimation: Hashable, Sendable, Codable {
    /// No animation.
    case none
    /// The platform's animation for the step.
    case standard
    /// The app's transition registered under this name.
    case custom(String)

    init(animated: Bool, transition: Transition) {
        if case .custom(let name) = transition { self = .custom(name) } else { self = animated ? .standard : .none }
    }

    /// Whether anything moves.
    package var isAnimated: Bool { self != .none }
}
