// The only SwiftUI-dependent part of SwitchyardSwiftUI: the view modifiers that take links in, and the
// step runner that waits for SwiftUI's animations. Where SwiftUI does not exist (Linux), this compiles to
// nothing; CI compiles it against the shim in Checks/AdapterShims (see Sources/Switchyard/Switchyard.docc/Adapters.md).
#if canImport(SwiftUI)
import Foundation
public import Switchyard
public import SwiftUI

extension View {
    /// Hands the URLs the app is opened with to a pending-link queue: custom schemes from `onOpenURL` as
    /// ``RouteSource/otherApp(bundleID:)``, `http(s)` URLs from `onOpenURL` and universal-link activities
    /// as ``RouteSource/universalLink``. What became of each link (and every routing error) is reported
    /// on ``PendingLinks/deliveries``.
    ///
    /// ```swift
    /// WindowGroup {
    ///     RootView(model: model).switchyardLinks(links)
    /// }
    /// ```
    public func switchyardLinks<Screen>(_ links: PendingLinks<Screen>) -> some View {
        onOpenURL { url in
            links.receive(url.absoluteString, from: RouteSource(openedURL: url.absoluteString))
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            // A browsing activity without a web page URL carries no link; there is nothing to route.
            guard let url = activity.webpageURL else { return }
            links.receive(url.absoluteString, from: .universalLink)
        }
    }

    /// Opens the URLs the app is opened with through `router` directly (no queue), with the same sources
    /// as ``switchyardLinks(_:)``; every failure is passed to `onError`.
    ///
    /// ```swift
    /// RootView(model: model)
    ///     .switchyardLinks(router) { error in model.routingError = error }
    /// ```
    public func switchyardLinks<Screen>(
        _ router: Router<Screen>, onError: @escaping @MainActor (RoutingError) -> Void
    ) -> some View {
        onOpenURL { url in
            Self.open(url.absoluteString, from: RouteSource(openedURL: url.absoluteString), router, onError)
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            guard let url = activity.webpageURL else { return }
            Self.open(url.absoluteString, from: .universalLink, router, onError)
        }
    }

    nonisolated private static func open<Screen>(
        _ url: String, from source: RouteSource, _ router: Router<Screen>, _ onError: @escaping @MainActor (RoutingError) -> Void
    ) {
        Task { @MainActor in
            do throws(RoutingError) {
                try await router.open(url, from: source)
            } catch {
                onError(error)
            }
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModel {
    /// A step runner (``runStep``) that applies each animated step inside `withAnimation` and returns when
    /// SwiftUI says the animation is logically complete, so that a sequence (dismiss, then push) waits
    /// between steps as UIKit would; steps without animation are applied in a transaction that disables
    /// animations.
    ///
    /// ```swift
    /// model.runStep = NavigationModel<Screen>.animatedSteps
    /// ```
    public static var animatedSteps: @MainActor (_ animation: TransitionAnimation, _ change: @MainActor () -> Void) async -> Void {
        { animation, change in
            guard animation != .none else {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { change() }
                return
            }
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                withAnimation(.default, completionCriteria: .logicallyComplete) {
                    change()
                } completion: {
                    finished.resume()
                }
            }
        }
    }

    /// An opener for ``openExternally`` that opens URLs with SwiftUI's `OpenURLAction` (from
    /// `@Environment(\.openURL)`) and reports whether the system accepted them.
    ///
    /// ```swift
    /// @Environment(\.openURL) private var openURL
    /// // in .task: model.openExternally = NavigationModel<Screen>.opener(openURL)
    /// ```
    public static func opener(_ openURL: OpenURLAction) -> @MainActor (_ url: String) async -> Bool {
        { string in
            guard let url = URL(string: string) else { return false }
            return await withCheckedContinuation { (opened: CheckedContinuation<Bool, Never>) in
                openURL(url) { accepted in opened.resume(returning: accepted) }
            }
        }
    }
}
#endif
