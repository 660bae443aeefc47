import Switchyard
import SwitchyardTesting
import Testing

/// `HeadlessNavigator.steps`: the steps each navigation was performed in, public and comparable, in order,
/// with their animation (issue #43, item 8).
@Suite struct NavigationStepTests {
    @Test func aPopAndAStackResetAreToldApart() async throws {
        let window = HeadlessNavigator<Shop>(Tree(root: .tabs([Tree.tab(.home, .goodsList, .goods(7)), Tree.tab(.cart)], selected: 0)))
        try await window.perform(.replaceStack([.home, .goodsList], inTab: .home))
        try await window.perform(.replaceStack([.cart], inTab: .home, animated: false))
        #expect(
            await window.steps == [
                .pop(toDepth: 2, in: .tab(0), animated: true),
                .setStack([.home, .cart], in: .tab(0), animation: .none),
            ])
    }

    @Test func stepsKeepTheirOrderAndAnimationAcrossNavigations() async throws {
        let window = HeadlessNavigator<Shop>(.shopTabs)
        try await window.perform(.presentStack([.login]))
        try await window.perform(.sequence([.dismiss(all: true, animated: false), .selectTab(.cart, then: [.goods(3)])]))
        try await window.perform(.pop(animated: false))
        try await window.perform(.present(.picker, style: .formSheet))
        try await window.perform(.openExternally("https://shop.example/help"))
        try await window.perform(.dismiss())
        #expect(
            await window.steps == [
                .present(ScreenStack([.login]), style: .automatic, animation: .standard),
                .dismiss(keeping: 0, animated: false),
                .selectTab(1),
                .push(.goods(3), onto: .tab(1), animation: .standard),
                .pop(toDepth: 1, in: .tab(1), animated: false),
                .present(ScreenStack([.picker], isNavigationContainer: false), style: .formSheet, animation: .standard),
                .openExternally("https://shop.example/help", fallback: nil),
                .dismiss(keeping: 0, animated: true),
            ])
        #expect(await window.performed.count == 6)
    }

    @Test func aRestoreSetsTheRootThenPresentsWithoutAnimation() async throws {
        let window = HeadlessNavigator<Shop>(.shopTabs)
        let saved = Tree(root: .stack(ScreenStack([.onboarding])), modals: [.init(stack: ScreenStack([.terms]), style: .pageSheet)])
        try await window.perform(.restore(saved))
        #expect(
            await window.steps == [
                .setRoot(.stack(ScreenStack([.onboarding]))),
                .present(ScreenStack([.terms]), style: .pageSheet, animation: .none),
            ])
        #expect(await window.tree == saved)
    }

    @Test func aRefusedNavigationAddsNoStepAndResetForgetsThem() async throws {
        let window = HeadlessNavigator<Shop>(.shopTabs)
        await #expect(throws: NavigationError.self) { try await window.perform(.pop()) }
        #expect(await window.steps == [])
        try await window.perform(.push(.goods(1), animated: false))
        #expect(await window.steps == [.push(.goods(1), onto: .tab(0), animation: .none)])
        await window.reset(to: .shopTabs)
        #expect(await window.steps == [])
    }

    /// A link opened through the router: the steps are the navigator's, whoever asked for the navigation.
    @Test func aLinkOpenedThroughTheRouterRecordsItsSteps() async throws {
        var builder = RouterBuilder<Shop>()
        try builder.route("shop://goods/<int:id>") { request in
            .navigate(.show(.goods(try request.parameters.value("id", as: Int.self)), transition: .custom("zoom")))
        }
        let router = try builder.build()
        let window = HeadlessNavigator<Shop>(.shopTabs)
        router.attach(window)
        try await router.open("shop://goods/7")
        #expect(await window.steps == [.push(.goods(7), onto: .tab(0), animation: .custom("zoom"))])
    }
}
