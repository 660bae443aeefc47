import Observation
import Switchyard
import Testing
import SwitchyardSwiftUI

/// SwiftUI redraws only what Observation reports: each projection must notify when its value changes,
/// and a write of the same value must not.
@MainActor @Suite struct ModelObservationTests {
    @Test func aPushNotifiesThePath() async throws {
        let model = Model(.shopTabs)
        let counter = Counter()
        withObservationTracking({ _ = model.path }, onChange: { counter.increment() })
        try await model.perform(.push(.goods(1)))
        #expect(counter.value == 1)
    }

    @Test func projectionsNotifyOnChanges() {
        let model = Model(.shopTabs)
        #expect(
            notifies(
                { _ = model.sheet }, when: { model.sheet = Model.Presentation(level: 0, stack: ScreenStack([.login]), style: .automatic) }))
        #expect(notifies({ _ = model.sheet }, when: { model.sheet = nil }))
        #expect(notifies({ _ = model.selectedTab }, when: { model.selectedTab = .me }))
        #expect(notifies({ _ = model[path: .tab(2)] }, when: { model[path: .tab(2)] = [.login] }))
        #expect(notifies({ _ = model.lastError }, when: { model.selectedTab = .terms }))
    }

    @Test func writingTheSameValueBackDoesNotNotify() {
        let model = Model(.shopTabs)
        model.path = [.goods(1)]
        #expect(!notifies({ _ = model.path }, when: { model.path = [.goods(1)] }))
        #expect(!notifies({ _ = model.selectedTab }, when: { model.selectedTab = .home }))
        #expect(!notifies({ _ = model.tree }, when: { model.sheet = nil }), "nothing presented: nothing to dismiss")
    }

    @Test func aRefusedNavigationNotifiesTheError() async {
        let model = Model(.shopTabs)
        let counter = Counter()
        withObservationTracking({ _ = model.lastError }, onChange: { counter.increment() })
        await #expect(throws: NavigationError.self) { try await model.perform(.pop()) }
        #expect(counter.value == 1)
    }
}
