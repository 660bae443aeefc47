import Switchyard
import Testing

/// A module that waits at a gate whenever it receives an event.
private struct WaitingModule: AppModule {
    typealias Screen = SwitchyardTests.Screen
    let name: String
    let gate: Gate
    func declare(_ module: inout ModuleDeclaration<Screen>) {}
    func receive(_ event: LifecycleEvent, router: Router<Screen>) async { await gate.wait() }
}

/// Issue #42: `ModuleHost.post` queued without bound behind a module that waits, and a cancelled post's task
/// answered `[]` although every module received the event.
@Suite("Modules: posted events are bounded and answered truthfully")
struct ModulePostBoundTests {
    @Test func postsBeyondTheCapacityAreDroppedAndSaySo() async throws {
        let gate = Gate()
        let host = try ModuleHost(modules: [WaitingModule(name: "slow", gate: gate)], builder: RouterBuilder<Screen>())
        let first = host.post(.background)
        // The first event is being delivered (the module waits at the gate); 1,000 more wait behind it.
        while gate.arrived == 0 { await Task.yield() }
        let waiting = (0..<1_000).map { _ in host.post(.foreground) }
        #expect(host.droppedEvents == 0)
        let heard = Log()
        host.onDroppedEvent { heard.append("dropped \($0)") }
        let dropped = (0..<5).map { _ in host.post(.memoryWarning) }
        // Issue #57, item 7: a dropped post is counted and reported, not only answered `[]`.
        #expect(host.droppedEvents == 5)
        #expect(heard.all == Array(repeating: "dropped memory warning", count: 5))
        gate.open()
        for post in dropped { #expect(await post.value == []) }
        #expect(await first.value == ["slow"])
        for post in waiting { #expect(await post.value == ["slow"]) }
        #expect(gate.arrived == 1_001)
        // With room again, a post is delivered, and the count stays.
        #expect(await host.post(.background).value == ["slow"])
        #expect(host.droppedEvents == 5)
    }

    /// Issue #57, item 7: an event no module heard answers `[]` too, and is not counted as dropped.
    @Test func anEventNobodyHeardIsNotADrop() async throws {
        let host = try ModuleHost(modules: [], builder: RouterBuilder<Screen>())
        #expect(await host.post(.background).value == [])
        #expect(host.droppedEvents == 0)
    }

    @Test func aCancelledPostStillAnswersTheModulesThatReceivedTheEvent() async throws {
        let gate = Gate()
        let host = try ModuleHost(
            modules: [WaitingModule(name: "slow", gate: gate), TestModule(name: "fast")], builder: RouterBuilder<Screen>())
        let post = host.post(.background)
        while gate.arrived == 0 { await Task.yield() }
        post.cancel()
        gate.open()
        #expect(await post.value == ["slow", "fast"])
    }
}
