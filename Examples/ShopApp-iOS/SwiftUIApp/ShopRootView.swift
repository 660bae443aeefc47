import Switchyard
import SwitchyardSwiftUI
import SwiftUI

/// The window: a tab bar whose selection, stacks and sheets are `NavigationModel`'s, so that the router's
/// navigations and the user's taps and swipes change the same state.
/// `@MainActor` for the iOS 17 SDK, where `View` isolates only `body`: the model is made in a stored
/// property's initial value.
@available(iOS 17, *) @MainActor
struct ShopRootView: View {
    let shop: ShopServices
    @State private var model = NavigationModel<Screen>(ShopServices.startTree)
    @Environment(\.openURL) private var openURL
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        TabView(selection: $model.selectedTab) {
            ForEach(model.tabs, id: \.self) { tab in
                let container = model.container(ofTab: tab)
                NavigationStack(path: $model[path: container]) {
                    ShopScreenView(screen: model.root(of: container) ?? tab, shop: shop)
                        .navigationDestination(for: Screen.self) { ShopScreenView(screen: $0, shop: shop) }
                }
                .tabItem { Label(tab.description, systemImage: tab.symbolName) }
                .tag(Optional(tab))
            }
        }
        .sheet(item: $model.sheet) { PresentedStackView(model: model, presentation: $0, shop: shop) }
        .fullScreenCover(item: $model.fullScreenCover) { PresentedStackView(model: model, presentation: $0, shop: shop) }
        .alert("The link could not be shown", isPresented: hasError) {
            Button("OK", role: .cancel) { model.lastError = nil }
        } message: {
            Text(model.lastError?.message ?? "")
        }
        // onOpenURL (custom schemes, and universal links in SwiftUI's life cycle) and
        // onContinueUserActivity(NSUserActivityTypeBrowsingWeb) into the queue, with their sources.
        .switchyardLinks(shop.links)
        .task {
            model.runStep = NavigationModel<Screen>.animatedSteps
            model.openExternally = NavigationModel<Screen>.opener(openURL)
            shop.router.attach(model)
            await shop.window.attach(model)
            // The UI is ready: links that arrived during launch (a notification tap, a universal link)
            // open now, in order; later ones open as they come.
            await shop.links.ready()
        }
        .onChange(of: scenePhase, initial: false) { _, phase in
            switch phase {
            case .active: shop.send(.foreground)
            case .background: shop.send(.background)
            default: break
            }
        }
    }

    private var hasError: Binding<Bool> {
        Binding(get: { model.lastError != nil }, set: { if !$0 { model.lastError = nil } })
    }
}

/// A presented stack (a sheet or a cover): its own `NavigationStack`, and the next level presented over it.
@available(iOS 17, *) @MainActor
struct PresentedStackView: View {
    @Bindable var model: NavigationModel<Screen>
    let presentation: NavigationModel<Screen>.Presentation
    let shop: ShopServices

    var body: some View {
        NavigationStack(path: $model[path: presentation.container]) {
            ShopScreenView(screen: presentation.root, shop: shop)
                .navigationDestination(for: Screen.self) { ShopScreenView(screen: $0, shop: shop) }
        }
        .sheet(item: $model[sheet: presentation.level + 1]) { PresentedStackView(model: model, presentation: $0, shop: shop) }
    }
}

/// One screen, drawn from its shared ``ScreenContent``.
@MainActor
struct ShopScreenView: View {
    let screen: Screen
    let shop: ShopServices
    @State private var message: String?

    var body: some View {
        let content = shop.content(of: screen)
        List {
            Section {
                Text(content.text)
                if let message { Text(message).foregroundStyle(.secondary) }
            }
            Section {
                ForEach(content.actions) { action in
                    Button(action.title) {
                        Task {
                            if let text = await action.run() { message = text }
                        }
                    }
                }
            }
        }
        .navigationTitle(content.title)
        .onDisappear {
            guard let onClose = content.onClose else { return }
            Task { await onClose() }
        }
    }
}
