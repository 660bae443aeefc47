import Switchyard
import Testing

/// Every navigation value and decision, performed on a tree, asserting the tree that results.
@Suite struct NavigationPlannerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let start: Tree
        let navigation: Navigation<Shop>
        let expected: String
        var testDescription: String { name }
    }

    static let presentedLogin = Tree(
        root: .tabs([Tree.tab(.home, .goods(1)), Tree.tab(.cart), Tree.tab(.me)], selected: 0),
        modals: [.init(stack: ScreenStack([.login], isNavigationContainer: false), style: .formSheet)])

    static let twoPresented = Tree(
        root: presentedLogin.root,
        modals: presentedLogin.modals + [.init(stack: ScreenStack([.picker], isNavigationContainer: false), style: .automatic)])

    static let cases: [Case] = [
        Case(
            name: "automatic pushes in a navigation container", start: .shopTabs, navigation: .show(.goods(7)),
            expected: "tab bar\n├─ home (selected): home → goods(7)\n├─ cart: cart\n└─ me: me"),
        Case(
            name: "automatic presents without a container", start: .screen(.onboarding), navigation: .show(.terms),
            expected: "window: onboarding\npresented (automatic): terms"),
        Case(
            name: "present, wrapped in a container", start: .shopTabs,
            navigation: .present(.login, style: .formSheet, wrapped: true),
            expected: "tab bar\n├─ home (selected): home\n├─ cart: cart\n└─ me: me\npresented (formSheet): navigation: login"),
        Case(
            name: "push goes onto the presented container when it is one", start: .shopTabs,
            navigation: .sequence([.present(.login, wrapped: true), .push(.terms)]),
            expected: "tab bar\n├─ home (selected): home\n├─ cart: cart\n└─ me: me\npresented (automatic): navigation: login → terms"),
        Case(
            name: "present goes over the top-most presented screen", start: presentedLogin,
            navigation: .present(.picker, style: .fullScreen),
            expected:
                "tab bar\n├─ home (selected): home → goods(1)\n├─ cart: cart\n└─ me: me\npresented (formSheet): login\n  presented (fullScreen): picker"
        ),
        Case(
            name: "from: selects the source's tab and dismisses what covers it", start: presentedLogin,
            navigation: .show(.goods(2), from: .cart),
            expected: "tab bar\n├─ home: home → goods(1)\n├─ cart (selected): cart → goods(2)\n└─ me: me"),
        Case(
            name: "from: dismisses the presented containers but not the screens pushed above the source",
            start: presentedLogin, navigation: .show(.reviews(2), from: .home),
            expected: "tab bar\n├─ home (selected): home → goods(1) → reviews(2)\n├─ cart: cart\n└─ me: me"),
        Case(
            name: "automatic presentation is unwrapped: a later show presents over it", start: .screen(.onboarding),
            navigation: .sequence([.show(.terms), .show(.login)]),
            expected: "window: onboarding\npresented (automatic): terms\n  presented (automatic): login"),
        Case(
            name: "replace the root of the visible stack", start: .stack([.home, .goods(1)]),
            navigation: .show(.cart, transition: .replaceRoot), expected: "window: navigation: cart"),
        Case(
            name: "replace the stack of another tab", start: presentedLogin,
            navigation: .replaceStack([.goodsList, .goods(3)], inTab: .me),
            expected: "tab bar\n├─ home: home → goods(1)\n├─ cart: cart\n└─ me (selected): me → goodsList → goods(3)"),
        Case(
            name: "pop one", start: .stack([.home, .goods(1), .reviews(1)]), navigation: .pop(),
            expected: "window: navigation: home → goods(1)"),
        Case(
            name: "pop to a screen", start: .stack([.home, .goods(1), .reviews(1)]), navigation: .pop(to: .home),
            expected: "window: navigation: home"),
        Case(
            name: "pop to the root", start: .stack([.home, .goods(1), .reviews(1)]), navigation: .popToRoot(),
            expected: "window: navigation: home"),
        Case(
            name: "dismiss one", start: twoPresented, navigation: .dismiss(),
            expected: "tab bar\n├─ home (selected): home → goods(1)\n├─ cart: cart\n└─ me: me\npresented (formSheet): login"),
        Case(
            name: "dismiss all", start: twoPresented, navigation: .dismiss(all: true),
            expected: "tab bar\n├─ home (selected): home → goods(1)\n├─ cart: cart\n└─ me: me"),
        Case(
            name: "dismiss all with nothing presented, then go on", start: .shopTabs,
            navigation: .sequence([.dismiss(all: true), .show(.goods(7))]),
            expected: "tab bar\n├─ home (selected): home → goods(7)\n├─ cart: cart\n└─ me: me"),
        Case(
            name: "select a tab, then show screens in it", start: presentedLogin,
            navigation: .selectTab(.cart, then: [.goods(4), .reviews(4)]),
            expected: "tab bar\n├─ home: home → goods(1)\n├─ cart (selected): cart → goods(4) → reviews(4)\n└─ me: me"),
        Case(
            name: "present a whole stack", start: .shopTabs, navigation: .presentStack([.login, .terms], style: .pageSheet),
            expected: "tab bar\n├─ home (selected): home\n├─ cart: cart\n└─ me: me\npresented (pageSheet): navigation: login → terms"),
        Case(
            name: "restore a saved tree", start: .shopTabs, navigation: .restore(presentedLogin),
            expected: "tab bar\n├─ home (selected): home → goods(1)\n├─ cart: cart\n└─ me: me\npresented (formSheet): login"),
        Case(
            name: "open externally leaves the window as it is", start: .shopTabs,
            navigation: .openExternally("weixin://pay", fallback: "https://pay.example"),
            expected: "tab bar\n├─ home (selected): home\n├─ cart: cart\n└─ me: me"),
    ]

    @Test(arguments: cases)
    func performs(_ testCase: Case) throws {
        let tree = try testCase.start.after(testCase.navigation).get()
        #expect(tree.description == testCase.expected)
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        let start: Tree
        let navigation: Navigation<Shop>
        let reason: NavigationError.Code
        let message: String
        var testDescription: String { message }
    }

    static let refusals: [Refusal] = [
        Refusal(
            start: .shopTabs, navigation: .pop(), reason: .nothingToPop,
            message: "cannot pop tab 0: it holds only its root (home)"),
        Refusal(
            start: .screen(.onboarding), navigation: .push(.terms), reason: .noNavigationStack,
            message: "cannot push terms: the root stack (onboarding) has no navigation container"),
        Refusal(
            start: .shopTabs, navigation: .dismiss(), reason: .nothingPresented,
            message: "cannot dismiss: nothing is presented"),
        Refusal(
            start: .shopTabs, navigation: .show(.goods(1), from: .login), reason: .screenNotFound,
            message: "cannot show goods(1) from login: login is not shown"),
        Refusal(
            start: .stack([.home]), navigation: .selectTab(.cart), reason: .tabNotFound,
            message: "no tab is named cart: the window has no tab bar"),
        Refusal(
            start: .shopTabs, navigation: .replaceStack([.goods(1)], inTab: .login), reason: .tabNotFound,
            message: "no tab is named login: the tabs are home, cart, me"),
        Refusal(
            start: .shopTabs, navigation: .pop(to: .goods(9)), reason: .screenNotFound,
            message: "cannot pop to goods(9): tab 0 holds home"),
        Refusal(
            start: .shopTabs, navigation: .replaceStack([]), reason: .emptyStack,
            message: "cannot replace a stack with no screens"),
        Refusal(
            start: .shopTabs, navigation: .sequence([.push(.goods(1)), .dismiss()]), reason: .nothingPresented,
            message: "cannot dismiss: nothing is presented"),
    ]

    @Test(arguments: refusals)
    func refuses(_ refusal: Refusal) {
        var tree = refusal.start
        #expect {
            try tree.perform(refusal.navigation)
        } throws: { error in
            guard let error = error as? NavigationError else { return false }
            return error.code == refusal.reason && error.message == refusal.message
        }
        #expect(tree == refusal.start, "a refused navigation changes nothing, not even its first steps")
    }

    @Test func stepsAreWhatUIKitWouldBeAskedToDo() throws {
        let steps = try Self.presentedLogin.plan(.show(.goods(2), transition: .custom("zoom"), from: .cart, animated: true))
        #expect(
            steps == [
                .dismiss(keeping: 0, animated: true),
                .selectTab(1),
                .push(.goods(2), onto: .tab(1), animation: .custom("zoom")),
            ])
        let shorter = try Tree.stack([.home, .goods(1), .reviews(1)]).plan(.replaceStack([.home], animated: false))
        #expect(shorter == [.pop(toDepth: 1, in: .root, animated: false)], "a stack cut short is a pop, not a reset")
        #expect(try Tree.stack([.home]).plan(.replaceStack([.home])) == [], "a stack already right takes no step")
    }

    @Test func navigationsDescribeThemselves() {
        #expect(Navigation<Shop>.show(.goods(7)).description == "show goods(7)")
        #expect(
            Navigation<Shop>.present(.login, style: .formSheet, wrapped: true, animated: false).description
                == "present (formSheet, wrapped) login (not animated)")
        #expect(
            Navigation<Shop>.replaceStack([.home, .goods(1)], inTab: .home).description
                == "replace the stack of tab home with [home, goods(1)]")
        #expect(
            Navigation<Shop>.sequence([.dismiss(all: true), .pop(to: .home)]).description
                == "dismiss everything presented; pop to home")
    }
}
