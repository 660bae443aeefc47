import Switchyard
import SwitchyardTesting
import Testing

/// Nested route trees: a link several levels down builds the stack beneath it.
@Suite struct ScreenRouteTests {
    static let goods = ScreenRoute<Shop>(
        "shop://goods", name: "goods.list", screen: { _ in .goodsList },
        children: [
            ScreenRoute(
                "/<int:id>", name: "goods.detail", screen: { .goods(try $0.parameters.value("id", as: Int.self)) },
                children: [
                    ScreenRoute("/reviews", name: "goods.reviews", screen: { .reviews(try $0.parameters.value("id", as: Int.self)) })
                ])
        ])

    func router(placement: StackPlacement<Shop>, start: Tree) async throws -> (Router<Shop>, HeadlessNavigator<Shop>) {
        var builder = RouterBuilder<Shop>()
        try builder.routes(Self.goods, placement: placement)
        let navigator = HeadlessNavigator<Shop>(start)
        builder.navigator = navigator
        return (try builder.build(), navigator)
    }

    @Test func flattensParentsFirstWithWholePatterns() {
        #expect(Self.goods.flattened.map(\.pattern) == ["shop://goods", "shop://goods/<int:id>", "shop://goods/<int:id>/reviews"])
        #expect(
            Self.goods.flattened.map { $0.chain.map(\.name) } == [
                ["goods.list"], ["goods.list", "goods.detail"], ["goods.list", "goods.detail", "goods.reviews"],
            ])
    }

    @Test func coldLinkBuildsTheWholeStack() async throws {
        let (router, navigator) = try await router(placement: .tab(.home), start: .shopTabs)
        let outcome = try await router.open("shop://goods/7/reviews", from: .push)
        #expect(outcome.navigation == .replaceStack([.goodsList, .goods(7), .reviews(7)], inTab: .home))
        #expect(
            await navigator.rendered == "tab bar\n├─ home (selected): home → goodsList → goods(7) → reviews(7)\n├─ cart: cart\n└─ me: me")
    }

    @Test func linkIntoAnotherTabSelectsItAndKeepsTheOthers() async throws {
        let start = Tree(root: .tabs([Tree.tab(.home), Tree.tab(.cart, .goods(1)), Tree.tab(.me)], selected: 1))
        let (router, navigator) = try await router(placement: .tab(.home), start: start)
        try await router.open("shop://goods/8")
        #expect(await navigator.rendered == "tab bar\n├─ home (selected): home → goodsList → goods(8)\n├─ cart: cart → goods(1)\n└─ me: me")
    }

    @Test func linkWhileAModalIsOpenDismissesItFirst() async throws {
        let start = Tree(
            root: .tabs([Tree.tab(.home), Tree.tab(.cart)], selected: 0),
            modals: [.init(stack: ScreenStack([.login]), style: .formSheet)])
        let (router, navigator) = try await router(placement: .tab(.home), start: start)
        try await router.open("shop://goods/9/reviews")
        #expect(
            await navigator.tree
                == Tree(
                    root: .tabs(
                        [
                            Tree.tab(.home, .goodsList, .goods(9), .reviews(9)), Tree.tab(.cart),
                        ], selected: 0)))
        #expect(await navigator.steps.first == .dismiss(keeping: 0, animated: true))
    }

    @Test func visibleStackPlacementBuildsInsideAnOpenModal() async throws {
        let start = Tree(
            root: .tabs([Tree.tab(.home)], selected: 0),
            modals: [.init(stack: ScreenStack([.login]), style: .pageSheet)])
        let (router, navigator) = try await router(placement: .visibleStack, start: start)
        try await router.open("shop://goods/3")
        #expect(await navigator.rendered == "tab bar\n└─ home (selected): home\npresented (pageSheet): navigation: goodsList → goods(3)")
    }

    @Test func presentedPlacementOpensAFlowOverWhatIsShown() async throws {
        let (router, navigator) = try await router(placement: .presented(.formSheet), start: .shopTabs)
        try await router.open("shop://goods/5/reviews")
        #expect(await navigator.tree.modals == [.init(stack: ScreenStack([.goodsList, .goods(5), .reviews(5)]), style: .formSheet)])
    }

    @Test func deeperLinkAfterAShallowOneKeepsTheSharedScreens() async throws {
        let (router, navigator) = try await router(placement: .tab(.home), start: .shopTabs)
        try await router.open("shop://goods/7")
        try await router.open("shop://goods/7/reviews")
        try await router.open("shop://goods")
        #expect(
            await navigator.steps == [
                .setStack([.home, .goodsList, .goods(7)], in: .tab(0), animation: .standard),
                .setStack([.home, .goodsList, .goods(7), .reviews(7)], in: .tab(0), animation: .standard),
                .pop(toDepth: 2, in: .tab(0), animated: true),
            ])
    }

    @Test func aBadPatternAddsNoRouteOfTheTree() throws {
        var builder = RouterBuilder<Shop>()
        let broken = ScreenRoute<Shop>(
            "shop://goods", name: "list", screen: { _ in .goodsList },
            children: [
                ScreenRoute("/:id(", name: "detail", screen: { _ in .goods(1) })
            ])
        #expect(throws: PatternError.self) { try builder.routes(broken) }
        #expect(try builder.build().routes.isEmpty)
    }
}
