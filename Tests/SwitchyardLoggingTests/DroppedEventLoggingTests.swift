import Logging
import Switchyard
import SwitchyardLogging
import Testing

/// A module that never finishes receiving an event: the events posted after it wait.
private struct StuckModule: AppModule {
    let name = "stuck"
    func declare(_ module: inout ModuleDeclaration<Screen>) {}
    func receive(_ event: LifecycleEvent, router: Router<Screen>) async { try? await Task.sleep(for: .seconds(3_600)) }
}

/// Issue #57, item 7: a dropped lifecycle event is logged through swift-log, one line per drop.
@Suite struct DroppedEventLoggingTests {
    @Test func eachDroppedPostIsLoggedAsAWarning() async throws {
        let captured = CapturedLines()
        let host = try ModuleHost(modules: [StuckModule()], builder: RouterBuilder<Screen>())
        host.logDroppedEvents(to: captured.logger)
        for _ in 0..<1_010 { host.post(.background) }
        // 1,000 wait; the first may already be being received. Either way, at least 9 were dropped.
        #expect(host.droppedEvents >= 9)
        #expect(captured.all.count == host.droppedEvents)
        #expect(
            captured.all.first
                == CapturedLines.Line(
                    level: .warning, message: "lifecycle event dropped: 1000 events wait to be delivered", metadata: ["event": "background"]
                ))
    }
}
