// Thin SwiftUI glue. It compiles only where SwiftUI exists; the Linux CI never builds it, so every change
// here is reviewed by hand. All routing behaviour lives in the platform-neutral core and is tested there.
#if canImport(SwiftUI)
public import Combine
import Foundation
public import Switchyard
public import SwiftUI

/// Navigation state that SwiftUI views bind to, driven by ``Navigation`` values.
///
/// ```swift
/// @StateObject var state = NavigationState<Screen>()
/// NavigationStack(path: $state.path) {
///     Home().navigationDestination(for: Screen.self) { ScreenView(screen: $0) }
/// }
/// .sheet(item: $state.sheet) { ScreenView(screen: $0.screen) }
/// .switchyardOpenURL(router)                      // custom schemes and universal links
/// // and once: builder.navigator = state
/// ```
@MainActor
public final class NavigationState<Screen: Hashable & Sendable>: ObservableObject, Navigator {
    /// A presented screen, identifiable for `.sheet(item:)`.
    public struct Presented: Identifiable, Hashable {
        public let screen: Screen
        public var id: Screen { screen }
    }

    /// The stack, for `NavigationStack(path:)`.
    @Published public var path: [Screen] = []
    /// A screen presented as a sheet.
    @Published public var sheet: Presented?
    /// A screen presented full screen.
    @Published public var fullScreen: Presented?
    /// The selected tab.
    @Published public var tab: Screen?
    /// Opens URLs the router hands to the system.
    public var openExternally: @MainActor (URL) -> Void = { _ in }

    /// Creates empty state.
    public init() {}

    public func perform(_ navigation: Navigation<Screen>) async {
        switch navigation {
        case let .show(screen, transition, _):
            switch transition {
            case .push, .custom: path.append(screen)
            case .present(.fullScreen): fullScreen = Presented(screen: screen)
            case .present: sheet = Presented(screen: screen)
            case .replaceRoot: path = [screen]
            }
        case .replaceStack(let screens):
            path = screens
        case .pop(let target):
            if let target, let index = path.lastIndex(of: target) {
                path.removeSubrange((index + 1)...)
            } else if !path.isEmpty {
                path.removeLast()
            }
        case .dismiss:
            if fullScreen != nil { fullScreen = nil } else { sheet = nil }
        case let .selectTab(selected, then):
            tab = selected
            path = then
        case .openExternally(let string):
            if let url = URL(string: string) { openExternally(url) }
        case .sequence(let steps):
            for step in steps { await perform(step) }
        }
    }
}

extension View {
    /// Routes URLs the app is opened with (custom schemes) and universal links through `router`.
    public func switchyardOpenURL<Screen>(_ router: Router<Screen>) -> some View {
        self
            .onOpenURL { url in
                Task { try? await router.open(url.absoluteString, from: .otherApp(bundleID: nil)) }
            }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                guard let url = activity.webpageURL else { return }
                Task { try? await router.open(url.absoluteString, from: .universalLink) }
            }
    }
}
#endif
