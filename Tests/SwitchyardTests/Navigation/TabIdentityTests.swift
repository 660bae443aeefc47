import Foundation
import Switchyard
import SwitchyardTesting
import Testing

/// A tab has a name of its own: whatever a navigation puts in its stack, the tab is still found by that
/// name, and its root screen stays at the bottom of what a link shows in it.
@Suite struct TabIdentityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let navigation: Navigation<Shop>
        /// The home tab's line after the navigation.
        let home: String
        var testDescription: String { name }
    }

    /// What used to turn the home tab into another tab.
    static let renamers: [Case] = [
        Case(
            name: "replace the visible stack", navigation: .replaceStack([.goodsList, .goods(7)]),
            home: "├─ home (selected): home → goodsList → goods(7)"),
        Case(
            name: "replace the visible stack with one that starts at the root", navigation: .replaceStack([.home, .goods(7)]),
            home: "├─ home (selected): home → goods(7)"),
        Case(
            name: "make another screen the tab's root", navigation: .show(.goodsList, transition: .replaceRoot),
            home: "├─ home (selected): goodsList"),
        Case(
            name: "restore a tab whose root is another screen",
            navigation: .restore(
                Tree(root: .tabs([.init(.home, stack: ScreenStack([.goodsList])), .init(.cart), .init(.me)], selected: 0))),
            home: "├─ home (selected): goodsList"),
    ]

    @Test(arguments: renamers)
    func theTabKeepsItsNameAndLaterNavigationsFindIt(_ testCase: Case) throws {
        var tree = Tree.shopTabs
        try tree.perform(testCase.navigation)
        #expect(tree.description.split(separator: "\n").dropFirst().first.map(String.init) == testCase.home)
        #expect(tree.tabIndex(of: .home) == 0)
        let root = tree[.tab(0)]?.screens.first

        try tree.perform(.selectTab(.cart))
        try tree.perform(.selectTab(.home, then: [.goods(1)]))
        #expect(tree.topContainer == .tab(0) && tree.visibleScreen == .goods(1))
        try tree.perform(.replaceStack([.reviews(2)], inTab: .home))
        #expect(tree[.tab(0)]?.screens == [root, .reviews(2)].compactMap { $0 }, "the tab's root stays at the bottom")
    }

    @Test func theDefaultPlacementIsSafeInATabbedWindow() async throws {
        var builder = RouterBuilder<Shop>()
        try builder.routes(ScreenRouteTests.goods)  // placement: .visibleStack
        try builder.route("shop://home") { _ in .navigate(.selectTab(.home)) }
        try builder.route("shop://me/goods/<int:id>") {
            .navigate(.replaceStack([.goods(try $0.parameters.value("id", as: Int.self))], inTab: .me))
        }
        let navigator = HeadlessNavigator<Shop>(.shopTabs)
        builder.navigator = navigator
        let router = try builder.build()

        try await router.open("shop://goods/7/reviews")
        try await router.open("shop://me/goods/3")
        try await router.open("shop://goods/8")
        try await router.open("shop://home")
        #expect(
            await navigator.rendered == """
                tab bar
                ├─ home (selected): home → goodsList → goods(7) → reviews(7)
                ├─ cart: cart
                └─ me: me → goodsList → goods(8)
                """)
    }

    @Test func anUnknownTabIsNamedInTheError() {
        var tree = Tree.shopTabs
        #expect(throws: NavigationError(.tabNotFound, "no tab is named login: the tabs are home, cart, me")) {
            try tree.perform(.selectTab(.login))
        }
        tree = .stack([.home])
        #expect(throws: NavigationError(.tabNotFound, "no tab is named cart: the window has no tab bar")) {
            try tree.perform(.replaceStack([.goods(1)], inTab: .cart))
        }
    }

    @Test func aTabsNameIsSavedAndRestored() throws {
        let saved = Tree(root: .tabs([.init(.home, stack: ScreenStack([.goodsList, .goods(1)])), .init(.cart)], selected: 1))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(saved), as: UTF8.self)
        #expect(json.contains(#"{"id":{"home":{}},"isNavigationContainer":true,"screens":[{"goodsList":{}},{"goods":{"_0":1}}]}"#))
        #expect(try JSONDecoder().decode(Tree.self, from: Data(json.utf8)) == saved)
    }

    @Test func aTreeSavedBeforeTabsHadNamesRestoresWithItsRootsAsNames() throws {
        let old =
            #"{"modals":[],"root":{"tabs":[{"isNavigationContainer":true,"screens":[{"home":{}},{"goods":{"_0":1}}]},"#
            + #"{"isNavigationContainer":true,"screens":[{"cart":{}}]}],"selected":0}}"#
        let tree = try JSONDecoder().decode(Tree.self, from: Data(old.utf8))
        #expect(tree == Tree(root: .tabs([.init(.home, stack: ScreenStack([.home, .goods(1)])), .init(.cart)], selected: 0)))
    }

    @Test(arguments: [
        // Two tabs of one name.
        #"{"modals":[],"root":{"tabs":[{"id":{"home":{}},"isNavigationContainer":true,"screens":[{"home":{}}]},"#
            + #"{"isNavigationContainer":true,"screens":[{"home":{}}]}],"selected":0}}"#,
        // A tab with neither a name nor a screen to name it by.
        #"{"modals":[],"root":{"tabs":[{"isNavigationContainer":true,"screens":[]}],"selected":0}}"#,
    ])
    func aTreeWhoseTabsCannotBeToldApartIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tree.self, from: Data(json.utf8)) }
    }
}
