import Switchyard
import Testing
import SwitchyardSwiftUI

/// What SwiftUI binds to: paths, tabs, sheets and covers, read from the tree and written back into it.
@MainActor @Suite struct ModelProjectionTests {
    @Test func pathsLeaveOutTheStacksRoot() async throws {
        let model = Model(.shopTabs)
        try await model.perform(.sequence([.push(.goods(1)), .push(.reviews(1))]))
        #expect(model.root(of: .tab(0)) == .home)
        #expect(model.path(for: .tab(0)) == [.goods(1), .reviews(1)])
        #expect(model[path: .tab(0)] == [.goods(1), .reviews(1)])
        #expect(model.path(for: .tab(1)) == [])
        #expect(model.path(for: .modal(0)) == [], "a stack that does not exist has an empty path")
        #expect(model.root(of: .modal(0)) == nil)
    }

    @Test func theMainPathIsTheSelectedTabsEvenUnderASheet() async throws {
        let model = Model(.shopTabs)
        try await model.perform(.sequence([.selectTab(.cart, then: [.goods(2)]), .presentStack([.login, .terms])]))
        #expect(model.mainContainer == .tab(1))
        #expect(model.path == [.goods(2)], "the stack beneath the sheet keeps its own path")
        #expect(model.path(for: .modal(0)) == [.terms])
        #expect(Model(.stack([.home, .cart])).path == [.cart])
        #expect(Model(.stack([.home])).mainContainer == .root)
    }

    @Test func settingAPathMirrorsASwipeBackAndALinkTap() async throws {
        let model = Model(.shopTabs)
        try await model.perform(.sequence([.push(.goods(1)), .push(.reviews(1))]))
        model.path = [.goods(1)]  // swipe back
        #expect(model.tree[.tab(0)]?.screens == [.home, .goods(1)])
        model[path: .tab(2)] = [.login]  // NavigationLink(value:) in the third tab
        #expect(model.tree[.tab(2)]?.screens == [.me, .login])
        model.setPath([], for: .tab(2))
        #expect(model.tree[.tab(2)]?.screens == [.me], "the root stays")
        #expect(model.lastError == nil)
    }

    @Test func aPathThatDoesNotFitTheTreeIsRecordedNotApplied() {
        let model = Model(.screen(.onboarding))
        model.path = [.terms]
        #expect(model.lastError?.code == .noNavigationStack)
        #expect(model.tree == .screen(.onboarding))
        model.lastError = nil
        model.setPath([.terms], for: .modal(3))
        #expect(model.lastError?.code == .unavailable)
    }

    @Test func tabsAndTheSelectedTab() {
        let model = Model(.shopTabs)
        #expect(model.tabs == [.home, .cart, .me])
        #expect(model.selectedTab == .home && model.selectedTabIndex == 0)
        model.selectedTab = .me
        #expect(model.selectedTabIndex == 2 && model.mainContainer == .tab(2))
        model.selectedTabIndex = 1
        #expect(model.selectedTab == .cart)
        #expect(model.container(ofTab: .me) == .tab(2))
        model.selectedTab = .login
        #expect(model.lastError?.code == .tabNotFound)
        #expect(model.selectedTab == .cart, "an unknown tab changes nothing")
        model.selectedTabIndex = 7
        #expect(model.lastError?.code == .tabNotFound)
    }

    @Test func aWindowWithoutTabsHasNoSelection() {
        let model = Model(.stack([.home]))
        #expect(model.tabs.isEmpty && model.selectedTab == nil && model.selectedTabIndex == nil)
        #expect(model.container(ofTab: .home) == .root)
        model.selectedTab = .home
        #expect(model.lastError?.code == .tabNotFound)
    }

    @Test(arguments: PresentationStyle.allCases)
    func stylesMapToSheetsOrCovers(style: PresentationStyle) async throws {
        let model = Model(.shopTabs)
        try await model.perform(.present(.login, style: style))
        let cover = style == .fullScreen || style == .overCurrentContext
        #expect(model.presentation(at: 0)?.style == style)
        #expect((model.sheet != nil) == !cover)
        #expect((model.fullScreenCover != nil) == cover)
        #expect(model.presentation(at: 0)?.isFullScreenCover == cover)
    }

    @Test func aSheetDraggedAwayIsDismissedWithWhatIsAboveIt() async throws {
        let model = Model(.shopTabs)
        try await model.perform(.sequence([.present(.login, wrapped: true), .present(.terms, style: .fullScreen)]))
        #expect(model[sheet: 0]?.root == .login)
        #expect(model[fullScreenCover: 1]?.root == .terms)
        #expect(model[sheet: 1] == nil)
        model.fullScreenCover = nil  // the cover binding of level 0: not about the sheet
        #expect(model.tree.modals.count == 2)
        model[sheet: 1] = nil  // a sheet binding on level 1, which is a cover
        #expect(model.tree.modals.count == 2)
        model.sheet = nil  // the sheet was dragged away
        #expect(model.tree.modals.isEmpty)
        #expect(model.lastError == nil)
    }

    @Test func settingAPresentationPresentsIt() throws {
        let model = Model(.shopTabs)
        let login = try #require(Model.Presentation(level: 0, stack: ScreenStack([.login]), style: .formSheet))
        model.sheet = login
        #expect(model.tree.modals == [Tree.Modal(stack: ScreenStack([.login]), style: .formSheet)])
        model.sheet = login
        #expect(model.tree.modals.count == 1, "writing the same value back changes nothing")
        let terms = try #require(Model.Presentation(level: 0, stack: ScreenStack([.terms]), style: .fullScreen))
        model.fullScreenCover = terms
        #expect(model.tree.modals == [Tree.Modal(stack: ScreenStack([.terms]), style: .fullScreen)])
        model[sheet: 3] = login
        #expect(model.lastError?.code == .unavailable, "a level above the chain cannot be presented")
        #expect(Model.Presentation(level: 0, stack: ScreenStack([]), style: .automatic) == nil)
    }

    @Test func aPresentationKeepsItsIdentityWhileScreensArePushedInside() async throws {
        let model = Model(.shopTabs)
        try await model.perform(.presentStack([.login]))
        let before = try #require(model.sheet)
        try await model.perform(.push(.terms))
        let after = try #require(model.sheet)
        #expect(before.id == after.id)
        #expect(after.container == .modal(0))
        #expect(model.path(for: after.container) == [.terms])
        #expect(after.stack.screens == [.login, .terms])
    }

    @Test func openedURLsAreUniversalLinksOnlyOverTheWeb() {
        #expect(RouteSource(openedURL: "shop://cart") == .otherApp(bundleID: nil))
        #expect(RouteSource(openedURL: "HTTPS://shop.example/cart") == .universalLink)
        #expect(RouteSource(openedURL: "http://shop.example/cart") == .universalLink)
        #expect(RouteSource(openedURL: "no scheme") == .otherApp(bundleID: nil))
    }
}
