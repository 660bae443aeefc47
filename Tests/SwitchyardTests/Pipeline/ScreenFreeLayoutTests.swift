import Switchyard
import Testing

/// The open is compiled once, in the Switchyard module, for every `Screen` (issue #58). It moves responses and
/// navigations without asking the runtime for their layout only because that layout is the same for every `Screen`
/// (issue #65, ADR 0047): `Navigation` is an `indirect` enum (one reference), and `RouteResponse`'s payloads are that
/// reference, a boxed value or a string. A case that stored a `Screen` inline would bring back a metadata lookup and
/// value-witness copies on every open; these sizes would then differ.
@Suite struct ScreenFreeLayoutTests {
    enum SmallScreen: Hashable, Sendable { case home }
    struct LargeScreen: Hashable, Sendable {
        let title: String
        let subtitle: String
        let detail: String
        let values: [Int]
        let id: Int
    }

    @Test func aNavigationIsOneReferenceForEveryScreen() {
        #expect(MemoryLayout<Navigation<SmallScreen>>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<Navigation<LargeScreen>>.size == MemoryLayout<AnyObject>.size)
    }

    @Test func aResponseHasOneLayoutForEveryScreen() {
        #expect(MemoryLayout<RouteResponse<SmallScreen>>.size == MemoryLayout<RouteResponse<LargeScreen>>.size)
        #expect(MemoryLayout<RouteResponse<LargeScreen>>.size <= MemoryLayout<String>.size + 1)
    }

    @Test func aBoxedNavigationKeepsItsValue() {
        let screen = LargeScreen(title: "Goods", subtitle: "7", detail: "reviews", values: [1, 2], id: 7)
        let navigation: Navigation<LargeScreen> = .sequence([.dismiss(all: true), .push(screen)])
        let response = RouteResponse<LargeScreen>.navigate(navigation)
        guard case .navigate(let back) = response else {
            Issue.record("the response is \(response)")
            return
        }
        #expect(back == navigation)
        #expect(back == .sequence([.dismiss(all: true), .show(screen, transition: .push)]))
    }
}
