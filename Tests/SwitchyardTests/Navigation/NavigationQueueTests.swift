import Switchyard
import SwitchyardTesting
import Testing

/// Holds transitions open until the test lets them end: what a navigation does while another one's
/// transition runs, in order and outcome, with no clock.
actor TransitionGate {
    /// The window each transition began on (as its step left it), in order.
    private(set) var arrived: [Tree] = []
    private var held: [CheckedContinuation<Void, Never>] = []
    private var arrivalWaiters: [(count: Int, waiter: CheckedContinuation<Void, Never>)] = []
    private var isOpen = false

    /// A transition: returns when the test opens the gate.
    func pass(_ window: Tree) async {
        arrived.append(window)
        let reached = arrivalWaiters.filter { $0.count <= arrived.count }
        arrivalWaiters.removeAll { $0.count <= arrived.count }
        reached.forEach { $0.waiter.resume() }
        if isOpen { return }
        await withCheckedContinuation { held.append($0) }
    }

    /// Returns once `count` transitions have begun.
    func arrivals(_ count: Int) async {
        if arrived.count >= count { return }
        await withCheckedContinuation { arrivalWaiters.append((count, $0)) }
    }

    /// Ends every transition, now and from now on.
    func open() {
        isOpen = true
        held.forEach { $0.resume() }
        held.removeAll()
    }
}

/// Navigations run one after another: one started while another waits for a transition is planned on
/// the window that one leaves.
@Suite struct NavigationQueueTests {
    /// Two pushes, the first held by the gate; meanwhile another navigation is asked for.
    static let first: Navigation<Shop> = .sequence([.push(.goods(1)), .push(.reviews(1))])
    /// Replaces the visible stack: planned on the first's half-done window it would be undone by the first's
    /// second push.
    static let second: Navigation<Shop> = .replaceStack([.cart])

    @Test func theHeadlessNavigatorPlansTheSecondOnTheWindowTheFirstLeft() async throws {
        let gate = TransitionGate()
        let navigator = HeadlessNavigator<Shop>(.shopTabs, transition: { await gate.pass($0) })
        let first = Task { try await navigator.perform(Self.first) }
        await gate.arrivals(1)
        let second = Task { try await navigator.perform(Self.second) }
        // The second has either asked for its turn (serialised) or begun a transition of its own (not).
        while navigator.navigations.waiting == 0, await gate.arrived.count < 2 { await Task.yield() }
        await gate.open()
        try await first.value
        try await second.value

        let afterFirst = try Tree.shopTabs.after(Self.first).get()
        let expectedSteps = try Tree.shopTabs.plan(Self.first) + afterFirst.plan(Self.second)
        #expect(await navigator.steps == expectedSteps, "the second was planned on the window the first left")
        #expect(
            await gate.arrived == (try Tree.shopTabs.windowsAfterAnimatedSteps(expectedSteps)),
            "no transition of the second ran inside the first")
        #expect(await navigator.performed == [Self.first, Self.second])
        #expect(await navigator.rendered == "tab bar\n├─ home (selected): home → cart\n├─ cart: cart\n└─ me: me")
    }

    @Test func opensThroughTheRouterAreSerialisedToo() async throws {
        let gate = TransitionGate()
        let navigator = HeadlessNavigator<Shop>(.shopTabs, transition: { await gate.pass($0) })
        var builder = RouterBuilder<Shop>()
        try builder.route("shop://goods/<int:id>/reviews") {
            let id = try $0.parameters.value("id", as: Int.self)
            return .navigate(.sequence([.push(.goods(id)), .push(.reviews(id))]))
        }
        try builder.route("shop://back") { _ in .navigate(.pop()) }
        builder.navigator = navigator
        let router = try builder.build()

        let push = Task { try await router.open("shop://goods/1/reviews") }
        await gate.arrivals(1)
        let back = Task { try await router.open("shop://back") }
        while navigator.navigations.waiting == 0, await gate.arrived.count < 2 { await Task.yield() }
        await gate.open()
        _ = try await push.value
        _ = try await back.value
        // Planned on the half-done window, the pop would have taken goods(1) away and left home → reviews(1).
        #expect(
            await navigator.steps == [
                .push(.goods(1), onto: .tab(0), animation: .standard), .push(.reviews(1), onto: .tab(0), animation: .standard),
                .pop(toDepth: 2, in: .tab(0), animated: true),
            ])
        #expect(await navigator.tree.visibleScreen == .goods(1))
    }

    /// Stands in for a navigation: records that it ran, then waits until released.
    actor Runs {
        private(set) var order: [String] = []
        private var release: CheckedContinuation<Void, Never>?
        private var started: CheckedContinuation<Void, Never>?
        func hold(_ name: String) async {
            order.append(name)
            started?.resume()
            started = nil
            await withCheckedContinuation { release = $0 }
        }
        func run(_ name: String) { order.append(name) }
        func waitUntilHeld() async {
            if release != nil { return }
            await withCheckedContinuation { started = $0 }
        }
        func releaseHeld() {
            release?.resume()
            release = nil
        }
    }

    struct Refused: Error {}

    @Test func turnsAreTakenInTheOrderTheyWereAskedFor() async throws {
        let queue = NavigationQueue()
        let runs = Runs()
        let first = Task { await queue.run(isolation: nil) { await runs.hold("first") } }
        await runs.waitUntilHeld()
        var later: [Task<Void, any Error>] = []
        for (index, name) in ["second", "third", "fourth"].enumerated() {
            later.append(
                Task {
                    try await queue.run(isolation: nil) { () async throws(Refused) in
                        await runs.run(name)
                        if name == "second" { throw Refused() }  // a failing turn passes the turn on
                    }
                })
            while queue.waiting < index + 1 { await Task.yield() }
        }
        #expect(await runs.order == ["first"])
        await runs.releaseHeld()
        await first.value
        await #expect(throws: Refused.self) { try await later[0].value }
        for task in later.dropFirst() { try await task.value }
        #expect(await runs.order == ["first", "second", "third", "fourth"])
        #expect(queue.waiting == 0)
        #expect(await queue.run(isolation: nil) { 42 } == 42, "a free queue runs at once")
    }
}
