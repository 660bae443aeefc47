import Switchyard
import Testing
import SwitchyardSwiftUI

/// `perform` plans on the tree like every navigator, applies each step through the step runner, and
/// surfaces every error.
@MainActor @Suite struct ModelPerformTests {
    /// A tab bar whose first tab holds home → goods(1) → reviews(1).
    nonisolated static let start = Tree(
        root: .tabs([Tree.tab(.home, .goods(1), .reviews(1)), Tree.tab(.cart), Tree.tab(.me)], selected: 0))

    /// Every kind of navigation.
    nonisolated static let navigations: [Navigation<Shop>] = [
        .show(.goods(2)),
        .push(.goods(2), animated: false),
        .present(.login, style: .formSheet, wrapped: true),
        .present(.terms, style: .fullScreen),
        .presentStack([.login, .terms], style: .pageSheet),
        .show(.goods(3), transition: .replaceRoot),
        .show(.goods(4), transition: .custom("zoom")),
        .show(.login, from: .cart),
        .replaceStack([.home, .goods(9)]),
        .replaceStack([.goods(5)], inTab: .me),
        .pop(),
        .pop(to: .home),
        .popToRoot(),
        .selectTab(.cart, then: [.goods(6), .reviews(6)]),
        .restore(Tree(root: .stack(ScreenStack([.home, .cart])), modals: [Tree.Modal(stack: ScreenStack([.login]), style: .formSheet)])),
        .sequence([.presentStack([.login]), .push(.terms), .dismiss()]),
        .sequence([.present(.login), .present(.terms), .dismiss(all: true)]),
        .sequence([.dismiss(all: true), .show(.goods(7))]),
    ]

    @Test(arguments: navigations)
    func eachNavigationEndsWhereTheCoreSays(navigation: Navigation<Shop>) async throws {
        let model = Model(Self.start)
        try await model.perform(navigation)
        #expect(model.tree == (try Self.start.after(navigation)))
        #expect(model.lastError == nil)
    }

    @Test func theStepRunnerRunsThePlannedStepsInOrder() async throws {
        let model = Model(Self.start)
        var seen: [(animation: TransitionAnimation, window: Tree)] = []
        model.runStep = { animation, change in
            change()
            seen.append((animation, model.tree))
        }
        let navigation: Navigation<Shop> = .sequence([.presentStack([.login]), .show(.goods(8), from: .cart)])
        try await model.perform(navigation)
        // Each planned step, in order, with its animation, one runner call per step.
        var window = Self.start
        var expected: [(animation: TransitionAnimation, window: Tree)] = []
        for step in try Self.start.plan(navigation) {
            try window.apply(step)
            expected.append((step.animation, window))
        }
        #expect(seen.map(\.animation) == expected.map(\.animation))
        #expect(seen.map(\.window) == expected.map(\.window))
        #expect(model.selectedTab == .cart && model.path == [.goods(8)] && model.sheet == nil)
    }

    @Test func aRefusedNavigationIsThrownRecordedAndChangesNothing() async {
        let model = Model(.shopTabs)
        await #expect(throws: NavigationError.self) { try await model.perform(.sequence([.push(.goods(1)), .pop(), .pop()])) }
        #expect(model.lastError?.code == .nothingToPop)
        #expect(model.tree == .shopTabs, "the sequence is refused before its first step")
        await #expect(throws: NavigationError.self) { try await model.perform(.dismiss()) }
        #expect(model.lastError?.code == .nothingPresented)
        await #expect(throws: NavigationError.self) { try await model.perform(.selectTab(.login)) }
        #expect(model.lastError?.code == .tabNotFound)
    }

    @Test func aUserChangeDuringATransitionSurfacesTheLaterStepsError() async {
        let model = Model(.shopTabs)
        model.runStep = { _, change in
            // The user drags the sheet away just before the push inside it runs (the step after the sheet's).
            if model.sheet != nil { model.sheet = nil }
            change()
        }
        await #expect(throws: NavigationError.self) { try await model.perform(.sequence([.presentStack([.login]), .push(.terms)])) }
        #expect(model.lastError?.code == .unavailable)
        #expect(model.tree == .shopTabs)
    }

    @Test func openingExternallyWithoutAnOpenerIsAnError() async {
        let model = Model(.shopTabs)
        await #expect(throws: NavigationError.self) { try await model.perform(.openExternally("https://shop.example")) }
        #expect(model.lastError?.code == .cannotOpenExternally)
    }

    @Test func openingExternallyFallsBackToTheWeb() async throws {
        let model = Model(.shopTabs)
        var asked: [String] = []
        model.openExternally = { url in
            asked.append(url)
            return url.hasPrefix("https:")
        }
        try await model.perform(.openExternally("weixin://pay?id=1", fallback: "https://pay.example/1"))
        #expect(asked == ["weixin://pay?id=1", "https://pay.example/1"])
        await #expect(throws: NavigationError(.cannotOpenExternally, "nothing opens alipay://x or alipay://y")) {
            try await model.perform(.openExternally("alipay://x", fallback: "alipay://y"))
        }
        #expect(model.lastError?.code == .cannotOpenExternally)
        #expect(model.tree == .shopTabs)
    }

    @Test func resetReplacesTheState() {
        let model = Model(.shopTabs)
        model.reset(to: .stack([.home, .cart]))
        #expect(model.path == [.cart])
    }

    @Test func stepsSayWhetherTheyAnimate() {
        #expect(NavigationStep<Shop>.push(.cart, onto: .root, animation: .standard).animates)
        #expect(NavigationStep<Shop>.push(.cart, onto: .root, animation: .custom("zoom")).animates)
        #expect(!NavigationStep<Shop>.present(ScreenStack([.cart]), style: .automatic, animation: .none).animates)
        #expect(NavigationStep<Shop>.dismiss(keeping: 0, animated: true).animates)
        #expect(!NavigationStep<Shop>.pop(toDepth: 1, in: .root, animated: false).animates)
        #expect(!NavigationStep<Shop>.selectTab(1).animates)
        // What a step runner is told.
        #expect(NavigationStep<Shop>.push(.cart, onto: .root, animation: .custom("zoom")).animation == .custom("zoom"))
        #expect(NavigationStep<Shop>.dismiss(keeping: 0, animated: true).animation == .standard)
        #expect(NavigationStep<Shop>.pop(toDepth: 1, in: .root, animated: false).animation == .none)
        #expect(NavigationStep<Shop>.openExternally("tel:1", fallback: nil).animation == .none)
    }
}

/// The model as a router's navigator: links open screens in it.
@MainActor @Suite struct ModelRouterTests {
    static func router() throws -> Router<Shop> {
        var builder = RouterBuilder<Shop>()
        try builder.route("shop://goods/<int:id>") { .navigate(.push(.goods(try $0.parameters.value("id", as: Int.self)))) }
        try builder.route("shop://cart") { _ in .navigate(.selectTab(.cart)) }
        try builder.route("shop://back") { _ in .navigate(.pop()) }
        return try builder.build()
    }

    @Test func aLinkOpensItsScreenInTheModel() async throws {
        let router = try Self.router()
        let model = Model(.shopTabs)
        router.attach(model)
        try await router.open("shop://goods/7", from: .universalLink)
        #expect(model.path == [.goods(7)])
        try await router.open("shop://cart")
        #expect(model.selectedTab == .cart)
    }

    @Test func aLinkTheModelRefusesFailsTheOpenAndIsRecorded() async throws {
        let router = try Self.router()
        let model = Model(.shopTabs)
        router.attach(model)
        await #expect {
            try await router.open("shop://back")
        } throws: { error in
            guard let error = error as? RoutingError, case .navigationFailed(let failure) = error.reason else { return false }
            return failure.code == .nothingToPop
        }
        #expect(model.lastError?.code == .nothingToPop)
    }

    @Test func pendingLinksReachTheModelOnceReady() async throws {
        let router = try Self.router()
        let model = Model(.shopTabs)
        let links = PendingLinks(router: router)
        links.receive("shop://goods/1", from: .otherApp(bundleID: nil))
        links.receive("shop://goods/2", from: .universalLink)
        router.attach(model)
        #expect(model.path == [])
        await links.ready()
        #expect(model.path == [.goods(1), .goods(2)])
    }
}
