import Switchyard
import SwitchyardTesting
import Testing

@testable import ShopDemo

/// The Shop demo binds its table's routes through the protocol the build plugin generated, and keeps its handlers
/// by name for what arrives at run time: a routing document's new route, bound to a handler of the table by name,
/// opens as that handler's route does (its parameters decoded as the route's type).
@Suite("Shop demo: routes a routing document adds")
struct ShopRoutingDocumentTests {
    @Test func aPublishedRouteIsBoundToTheTablesHandlerByName() async throws {
        let app = try ShopApp()
        let operations = try Operations(app: app)
        try await operations.publish(
            #"{ "format": 1, "serial": 5, "routes": [ { "pattern": "shop://item/<int:id>", "handler": "goods.detail" } ] }"#)
        #expect(await operations.refresh().hasPrefix("applied  document 5"))
        let viaDocument = try await app.router.open("shop://item/9")
        let viaTable = try await app.router.open(try ShopGoodsDetailRoute(id: 9).url())
        guard case .navigate(let navigation) = viaDocument.response, case .navigate(let expected) = viaTable.response else {
            Issue.record("expected navigation, got \(viaDocument.response) and \(viaTable.response)")
            return
        }
        #expect(navigation == expected)
        #expect("\(navigation)" == "replace the stack of tab Home with [Goods, Goods #9]")
    }

    /// A document route whose parameters do not decode as the handler's route type fails; nothing is shown.
    @Test func aPublishedRouteWithoutTheParametersOfItsHandlerFails() async throws {
        let app = try ShopApp()
        let operations = try Operations(app: app)
        try await operations.publish(
            #"{ "format": 1, "serial": 5, "routes": [ { "pattern": "shop://item/:slug", "handler": "goods.detail" } ] }"#)
        #expect(await operations.refresh().hasPrefix("applied  document 5"))
        let before = await app.window.rendered
        await #expect(throws: (any Error).self) { try await app.router.open("shop://item/red-shoes") }
        #expect(await app.window.rendered == before)
    }
}
