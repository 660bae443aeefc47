import Foundation
import Switchyard
import Testing

/// Navigations and trees survive a round trip through JSON: state restoration and logging.
@Suite struct CodableNavigationTests {
    @Test func treeRoundTripsAndRestores() throws {
        let saved = NavigationPlannerTests.presentedLogin
        let data = try JSONEncoder().encode(saved)
        let decoded = try JSONDecoder().decode(Tree.self, from: data)
        #expect(decoded == saved)

        var fresh = Tree.shopTabs
        try fresh.perform(.restore(decoded))
        #expect(fresh == saved)
    }

    @Test func treeJSONIsReadable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(Tree.stack([.home])), as: UTF8.self)
        #expect(json == #"{"modals":[],"root":{"stack":{"isNavigationContainer":true,"screens":[{"home":{}}]}}}"#)
    }

    @Test func everyNavigationRoundTrips() throws {
        let navigations: [Navigation<Shop>] = [
            .show(.goods(1), transition: .present(.formSheet, wrapped: true), from: .home, animated: false),
            .show(.goods(2), transition: .custom("zoom")),
            .presentStack([.login, .terms], style: .pageSheet),
            .replaceStack([.goods(1)], inTab: .home),
            .pop(to: .home), .popToRoot(animated: false), .dismiss(all: true),
            .selectTab(.cart, then: [.goods(3)]),
            .openExternally("tel:123", fallback: "https://example.com"),
            .restore(NavigationPlannerTests.presentedLogin),
            .sequence([.dismiss(), .push(.cart)]),
        ]
        for navigation in navigations {
            let data = try JSONEncoder().encode(navigation)
            #expect(try JSONDecoder().decode(Navigation<Shop>.self, from: data) == navigation)
        }
    }

    @Test func aTreeWithAMissingTabIsRefused() {
        let json = #"{"modals":[],"root":{"tabs":[{"isNavigationContainer":true,"screens":[{"home":{}}]}],"selected":3}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tree.self, from: Data(json.utf8)) }
    }
}
