public import Observation
public import Switchyard

/// The navigation state a SwiftUI app binds to, driven by `Navigation` values: a typed path per stack,
/// the sheets and full-screen covers presented above them, and the selected tab.
///
/// Its state is a `NavigationTree`, and ``perform(_:)`` plans on it like every other navigator, so a deep link does the same thing here as on `HeadlessNavigator` and
/// `UIKitNavigator`. Nothing here imports SwiftUI: the model is built and tested on Linux, and only the
/// link modifiers (`switchyardLinks`) need SwiftUI.
///
/// ```swift
/// @State var model = NavigationModel<Screen>(.tabs([.home, .cart]))
///
/// TabView(selection: $model.selectedTab) {
///     ForEach(model.tabs, id: \.self) { tab in                     // the tabs' names: fixed
///         let container = model.container(ofTab: tab)
///         NavigationStack(path: $model[path: container]) {
///             ScreenView(screen: model.root(of: container) ?? tab)  // what the tab shows at its root
///                 .navigationDestination(for: Screen.self) { ScreenView(screen: $0) }
///         }
///         .tag(Optional(tab))
///     }
/// }
/// .sheet(item: $model.sheet) { PresentedView(model: model, presentation: $0) }
/// .fullScreenCover(item: $model.fullScreenCover) { PresentedView(model: model, presentation: $0) }
/// .switchyardLinks(links)                            // onOpenURL and universal links into the queue
/// .task { router.attach(model); await links.ready() }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
public final class NavigationModel<Screen: Hashable & Sendable>: Navigator {
    /// The window: what every projection (paths, sheets, tabs) is read from.
    public private(set) var tree: NavigationTree<Screen>

    /// The last navigation that failed, also thrown by ``perform(_:)``; setters record theirs here too.
    /// An app shows it (an alert) and sets it back to `nil`.
    public var lastError: NavigationError?

    /// Opens URLs outside the app for `Navigation.openExternally(_:fallback:)`: hands `url` to the system
    /// and says whether something opened it. Unset, such a navigation fails with
    /// `NavigationError.Code.cannotOpenExternally`: nothing is opened silently nor dropped silently.
    ///
    /// ```swift
    /// @Environment(\.openURL) var openURL
    /// model.openExternally = NavigationModel<Screen>.opener(openURL)    // where SwiftUI exists
    /// ```
    @ObservationIgnored public var openExternally: (@MainActor (_ url: String) async -> Bool)?

    /// Runs one step of a navigation (a push, a pop, a tab selected, a sheet presented or dismissed): calls
    /// `change`, which applies the step to the model, and returns when the step's transition has ended.
    /// `animation` says how the step animates: `.none`, the platform's `.standard` animation, or the
    /// `.custom` one a `Transition.custom(_:)` named.
    ///
    /// The default calls `change` and returns at once; SwiftUI apps can use `animatedSteps` (where SwiftUI
    /// exists) so that a sequence waits for each animation. It must not perform a navigation on this
    /// model: that one would wait for the navigation the step is part of to end.
    ///
    /// ```swift
    /// model.runStep = NavigationModel<Screen>.animatedSteps   // where SwiftUI exists
    /// ```
    @ObservationIgnored public var runStep: @MainActor (_ animation: TransitionAnimation, _ change: @MainActor () -> Void) async -> Void = {
        _, change in change()
    }

    /// Runs the navigations one after another.
    @ObservationIgnored package let navigations = NavigationQueue()

    /// A model showing `tree`.
    public init(_ tree: NavigationTree<Screen>) {
        self.tree = tree
    }

    /// Waits for the navigations started before it, plans `navigation` on the ``tree``
    /// they left and applies each step in order, each through ``runStep``.
    ///
    /// On the main actor, said explicitly: `Navigator.perform` is `nonisolated(nonsending)`, and a witness without
    /// an isolation attribute would take that on. An open from the main actor calls it without a hop; one from
    /// another actor hops to the main actor for it and back.
    ///
    /// - Throws: `NavigationError` when the navigation is impossible (nothing is changed then), when
    ///   nothing opens an external URL, or when the user changed the window during a transition so that a
    ///   later step no longer applies. The error is also kept in ``lastError``.
    @MainActor public func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) {
        try await navigations.run(isolation: MainActor.shared) { () async throws(NavigationError) in
            do throws(NavigationError) {
                for step in try tree.plan(navigation) { try await run(step) }
            } catch {
                lastError = error
                throw error
            }
        }
    }

    /// Replaces the whole state without a transition (a test's starting point, or a restored window
    /// before the first frame).
    public func reset(to tree: NavigationTree<Screen>) {
        self.tree = tree
    }

    private func run(_ step: NavigationStep<Screen>) async throws(NavigationError) {
        if case let .openExternally(url, fallback) = step {
            try await open(url, fallback: fallback)
            return
        }
        var failure: NavigationError?
        await runStep(step.animation) {
            do throws(NavigationError) { try self.tree.apply(step) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private func open(_ url: String, fallback: String?) async throws(NavigationError) {
        guard let openExternally else {
            throw NavigationError(
                .cannotOpenExternally, "cannot open \(DiagnosticText.shortened(url)): the app has not set NavigationModel.openExternally")
        }
        if await openExternally(url) { return }
        if let fallback, await openExternally(fallback) { return }
        throw NavigationError(
            .cannotOpenExternally,
            "nothing opens \(DiagnosticText.shortened(url))" + (fallback.map { " or \(DiagnosticText.shortened($0))" } ?? ""))
    }

    /// Applies a change the user already made on screen (a swipe back, a sheet dragged away), or records
    /// why it does not fit the tree.
    func mirror(_ step: NavigationStep<Screen>) {
        do throws(NavigationError) { try tree.apply(step) } catch { lastError = error }
    }
}
