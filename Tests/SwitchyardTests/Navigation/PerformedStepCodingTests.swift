import Foundation
import Switchyard
import SwitchyardTesting
import Testing

/// Issue #57, item 8: `PerformedStep` is `Codable` (as `NavigationStep` was before it became package), with the
/// same coding, so that an app's golden file of a navigation's steps reads back.
@Suite("Navigation: performed steps encode as navigation steps did")
struct PerformedStepCodingTests {
    enum Page: Hashable, Sendable, Codable { case home, goods(Int), login }

    static let steps: [NavigationStep<Page>] = [
        .selectTab(1),
        .push(.goods(7), onto: .tab(0), animation: .standard),
        .setStack([.home, .goods(2)], in: .tab(1), animation: .none),
        .pop(toDepth: 1, in: .tab(0), animated: false),
        .present(ScreenStack([.login]), style: .pageSheet, animation: .standard),
        .dismiss(keeping: 0, animated: true),
        .openExternally("https://m.shop.example/p/7", fallback: nil),
    ]

    @Test func aPerformedStepEncodesAsItsNavigationStepAndReadsBack() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for step in Self.steps {
            let performed = PerformedStep(step)
            let data = try encoder.encode(performed)
            #expect(data == (try encoder.encode(step)), "\(step)")
            #expect(try JSONDecoder().decode(PerformedStep<Page>.self, from: data) == performed)
        }
        #expect(String(decoding: try encoder.encode(PerformedStep<Page>.selectTab(1)), as: UTF8.self) == #"{"selectTab":{"_0":1}}"#)
    }

    @Test func aHeadlessNavigatorsStepsRoundTrip() async throws {
        let window = await HeadlessNavigator<Page>(.stack([.home]))
        try await window.perform(.push(.goods(7)))
        try await window.perform(.pop(animated: false))
        let steps = await window.steps
        let golden = try JSONEncoder().encode(steps)
        #expect(try JSONDecoder().decode([PerformedStep<Page>].self, from: golden) == steps)
        #expect(steps.count == 2)
    }
}
