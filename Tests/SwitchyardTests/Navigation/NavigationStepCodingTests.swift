import Foundation
import Switchyard
import SwitchyardTesting
import Testing

/// Issue #57, item 8: the steps a navigator performed are `Codable`, so that an app's golden file of a navigation's
/// steps reads back; issue #89 made `NavigationStep` the one public step type, with the coding it had.
@Suite("Navigation: steps encode under their case names and read back")
struct NavigationStepCodingTests {
    enum Page: Hashable, Sendable, Codable { case home, goods(Int), login }

    static let steps: [NavigationStep<Page>] = [
        .selectTab(1),
        .push(.goods(7), onto: .tab(0), animation: .standard),
        .setStack([.home, .goods(2)], in: .tab(1), animation: .none),
        .pop(toDepth: 1, in: .tab(0), animated: false),
        .present(ScreenStack([.login]), style: .pageSheet, animation: .standard),
        .dismiss(keeping: 0, animated: true),
        .setRoot(.stack(ScreenStack([.home]))),
        .openExternally("https://m.shop.example/p/7", fallback: nil),
    ]

    @Test func everyStepReadsBackAsItself() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for step in Self.steps {
            let data = try encoder.encode(step)
            #expect(try JSONDecoder().decode(NavigationStep<Page>.self, from: data) == step, "\(step)")
        }
    }

    /// The coding is the golden files' format: a case under its name, its values under their labels.
    @Test func theCodingKeepsItsShape() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(NavigationStep<Page>.selectTab(1)), as: UTF8.self) == #"{"selectTab":{"_0":1}}"#)
        #expect(
            String(decoding: try encoder.encode(NavigationStep<Page>.pop(toDepth: 1, in: .tab(0), animated: false)), as: UTF8.self)
                == #"{"pop":{"animated":false,"in":{"tab":{"_0":0}},"toDepth":1}}"#)
    }

    @Test func aHeadlessNavigatorsStepsRoundTrip() async throws {
        let window = await HeadlessNavigator<Page>(.stack([.home]))
        try await window.perform(.push(.goods(7)))
        try await window.perform(.pop(animated: false))
        let steps = await window.steps
        let golden = try JSONEncoder().encode(steps)
        #expect(try JSONDecoder().decode([NavigationStep<Page>].self, from: golden) == steps)
        #expect(steps.count == 2)
    }
}
