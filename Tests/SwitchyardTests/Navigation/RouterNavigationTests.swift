import Switchyard
import SwitchyardTesting
import Testing

/// The router performs navigations through its navigator and surfaces what the navigator refuses.
@Suite struct RouterNavigationTests {
    @Test func aRefusedNavigationIsTheOpensError() async throws {
        var builder = RouterBuilder<Shop>()
        try builder.route("shop://back") { _ in .navigate(.pop()) }
        let router = try builder.build()
        router.attach(HeadlessNavigator<Shop>(.shopTabs))
        await #expect {
            try await router.open("shop://back")
        } throws: { error in
            guard let error = error as? RoutingError, case .navigationFailed(let failure) = error.reason else { return false }
            return failure.code == .nothingToPop
                && error.description == "shop://back: navigation failed: cannot pop tab 0: it holds only its root (home)"
        }
    }

    @Test func aNavigationWithNoNavigatorAttachedFailsTheOpen() async throws {
        var builder = RouterBuilder<Shop>()
        try builder.route("shop://cart") { _ in .navigate(.selectTab(.cart)) }
        try builder.route("shop://ping") { _ in .handled }
        let router = try builder.build()
        #expect(!router.hasNavigator)
        await #expect {
            try await router.open("shop://cart")
        } throws: { error in
            guard let error = error as? RoutingError, case .navigationFailed(let failure) = error.reason else { return false }
            return failure.code == .unavailable
                && error.description.hasPrefix("shop://cart: navigation failed: no navigator is attached to perform it")
        }
        // A dry run calls no handler, so it cannot know the route navigates; what does not navigate opens.
        #expect((try? router.canOpen("shop://cart").get())?.route.pattern == "shop://cart")
        let pinged = try await router.open("shop://ping")
        guard case .handled = pinged.response else {
            Issue.record("a route that does not navigate opens without a navigator")
            return
        }
    }

    @Test func attachingANavigatorLaterIsUsedByTheNextOpen() async throws {
        var builder = RouterBuilder<Shop>()
        try builder.route("shop://cart") { _ in .navigate(.selectTab(.cart)) }
        let router = try builder.build()
        await #expect(throws: RoutingError.self) { try await router.open("shop://cart") }
        let navigator = HeadlessNavigator<Shop>(.shopTabs)
        router.attach(navigator)
        #expect(router.hasNavigator)
        try await router.open("shop://cart")
        #expect(await navigator.tree.root == .tabs([Tree.tab(.home), Tree.tab(.cart), Tree.tab(.me)], selected: 1))
    }

    actor Flag {
        private(set) var isSet = false
        func set() { isSet = true }
    }

    @Test func openWaitsUntilTheTransitionHasEnded() async throws {
        var builder = RouterBuilder<Shop>()
        try builder.route("shop://goods/<int:id>") { .navigate(.push(.goods(try $0.parameters.value("id", as: Int.self)))) }
        let gate = TransitionGate()
        let navigator = HeadlessNavigator<Shop>(.shopTabs, transition: { await gate.pass($0) })
        builder.navigator = navigator
        let router = try builder.build()
        let returned = Flag()
        let opening = Task {
            try await router.open("shop://goods/1")
            await returned.set()
        }
        await gate.arrivals(1)
        #expect(await !returned.isSet, "open has not returned while the push's transition runs")
        await gate.open()
        try await opening.value
        #expect(await returned.isSet)
        #expect(await navigator.tree.visibleScreen == .goods(1))
    }
}

/// The headless navigator's own behaviour: external URLs, refusals, records.
@Suite struct HeadlessNavigatorTests {
    @Test func externalURLsOpenInAnInstalledAppOrFallBackToTheWeb() async throws {
        let navigator = HeadlessNavigator<Shop>(.shopTabs, installedSchemes: ["weixin"])
        try await navigator.perform(.openExternally("weixin://pay?id=1", fallback: "https://pay.example/1"))
        try await navigator.perform(.openExternally("alipay://pay?id=1", fallback: "https://pay.example/1"))
        #expect(await navigator.openedExternally == ["weixin://pay?id=1", "https://pay.example/1"])
        await #expect(throws: NavigationError(.cannotOpenExternally, "nothing opens alipay://x")) {
            try await navigator.perform(.openExternally("alipay://x"))
        }
    }

    @Test func aRefusedNavigationIsNotRecordedAndChangesNothing() async throws {
        let navigator = HeadlessNavigator<Shop>(.shopTabs)
        try await navigator.perform(.push(.goods(1)))
        await #expect(throws: NavigationError.self) { try await navigator.perform(.sequence([.pop(), .pop()])) }
        #expect(await navigator.performed == [.push(.goods(1))])
        #expect(await navigator.tree.visibleScreen == .goods(1))
        await navigator.reset(to: .stack([.home]))
        #expect(await navigator.performed.isEmpty)
        #expect(await navigator.rendered == "window: navigation: home")
    }
}

/// A route that shows a screen and returns what the user chose there: the typed result channel, with
/// the screen really presented and dismissed on the window.
@Suite struct ResultChannelTests {
    /// Stands in for the picker screen's buttons: the handler waits here for the user's choice.
    actor Choice {
        private var waiter: CheckedContinuation<String, Never>?
        private var shownWaiters: [CheckedContinuation<Void, Never>] = []
        func await() async -> String {
            shownWaiters.forEach { $0.resume() }
            shownWaiters.removeAll()
            return await withCheckedContinuation { waiter = $0 }
        }
        func shown() async {
            if waiter != nil { return }
            await withCheckedContinuation { shownWaiters.append($0) }
        }
        func pick(_ value: String) {
            waiter?.resume(returning: value)
            waiter = nil
        }
    }

    @Test func aPickerIsPresentedAndItsChoiceReturnedTyped() async throws {
        let window = HeadlessNavigator<Shop>(.shopTabs)
        let choice = Choice()
        var builder = RouterBuilder<Shop>()
        try builder.route("shop://pick", RouteOptions(visibility: .internal)) { _ in
            try await window.perform(.present(.picker, style: .pageSheet, wrapped: true))
            let picked = await choice.await()
            try await window.perform(.dismiss())
            return .value(picked)
        }
        let router = try builder.build()
        router.attach(window)
        let opening = Task { try await router.open("shop://pick", expecting: String.self) }
        await choice.shown()
        #expect(await window.tree.visibleScreen == .picker)
        await choice.pick("Ada Lovelace, London")
        #expect(try await opening.value == "Ada Lovelace, London")
        #expect(await window.tree.modals.isEmpty)
        await #expect(throws: RoutingError.self) {
            try await router.open("shop://pick", from: .otherApp(bundleID: nil), expecting: String.self)
        }
    }
}
