import Switchyard
import Testing
import SwitchyardSwiftUI

/// The model's tabs keep their names whatever their stacks show.
@MainActor @Suite struct ModelTabIdentityTests {
    @Test func replacingATabsScreensNeitherRenamesNorLosesIt() async throws {
        let model = Model(.shopTabs)
        try await model.perform(.show(.goods(7), transition: .replaceRoot))
        try await model.perform(.replaceStack([.reviews(7)]))
        #expect(model.tabs == [.home, .cart, .me])
        #expect(model.root(of: model.container(ofTab: .home)) == .goods(7) && model.path == [.reviews(7)])
        #expect(model.selectedTab == .home)

        model.selectedTab = .cart
        model.selectedTab = .home
        #expect(model.selectedTabIndex == 0 && model.lastError == nil)
        try await model.perform(.selectTab(.cart))
        try await model.perform(.replaceStack([.goods(1)], inTab: .home))
        #expect(model.selectedTab == .home && model.path == [.goods(1)])
    }
}

/// Holds the model's steps open until the test lets them end.
actor StepGate {
    /// The model's tree after each animated step, in order.
    private(set) var arrived: [Tree] = []
    private var held: [CheckedContinuation<Void, Never>] = []
    private var arrivalWaiter: CheckedContinuation<Void, Never>?
    private var isOpen = false

    func pass(_ window: Tree) async {
        arrived.append(window)
        arrivalWaiter?.resume()
        arrivalWaiter = nil
        if isOpen { return }
        await withCheckedContinuation { held.append($0) }
    }

    /// Returns once a step has arrived.
    func firstArrival() async {
        if !arrived.isEmpty { return }
        await withCheckedContinuation { arrivalWaiter = $0 }
    }

    func open() {
        isOpen = true
        held.forEach { $0.resume() }
        held.removeAll()
    }
}

/// Navigations on the model run one after another, each planned on the tree the previous one left.
@MainActor @Suite struct ModelNavigationOrderTests {
    @Test func aNavigationStartedDuringAnotherIsPlannedOnTheTreeItLeaves() async throws {
        let model = Model(.shopTabs)
        let gate = StepGate()
        model.runStep = { animation, change in
            change()
            if animation != .none { await gate.pass(model.tree) }
        }
        let first: Navigation<Shop> = .sequence([.push(.goods(1)), .push(.reviews(1))])
        let second: Navigation<Shop> = .sequence([.pop(), .push(.cart)])
        let firstTask = Task { try await model.perform(first) }
        await gate.firstArrival()
        let secondTask = Task { try await model.perform(second) }
        // The second has either asked for its turn (serialised) or begun a step of its own (not).
        while model.navigations.waiting == 0, await gate.arrived.count < 2 { await Task.yield() }
        await gate.open()
        try await firstTask.value
        try await secondTask.value

        let afterFirst = try Tree.shopTabs.after(first)
        #expect(await gate.arrived == (try Tree.shopTabs.windowsAfterAnimatedSteps(Tree.shopTabs.plan(first) + afterFirst.plan(second))))
        #expect(model.tree == (try afterFirst.after(second)))
        #expect(model.path == [.goods(1), .cart] && model.lastError == nil)
    }
}
