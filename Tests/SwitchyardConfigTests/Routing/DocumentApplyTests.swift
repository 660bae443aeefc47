import Crypto
import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import Testing

/// `RoutingDocument.apply(to:handlers:context:hasExpired:)`, the one step that puts a document in force
/// (`RemoteRoutingDocuments` applies every document it accepts with it), on documents opened directly.
@Suite struct DocumentApplyTests {
    let fixture = DocumentFixture()

    /// The document `text`, signed and opened as an app holding the bytes would.
    func opened(_ text: String) throws -> RoutingDocument {
        let sealed = try SignedRoutingDocument.seal(Array(text.utf8), keyID: "a", key: fixture.keyA)
        return try SignedRoutingDocument.open(sealed, keys: PinnedKeys(keys: ["a": fixture.keyA.publicKey]))
    }

    @Test func aDocumentAppliesOverTheAppsRoutesAndTheNextReplacesIt() async throws {
        let router = try fixture.router()
        try opened(DocumentFixture.text(serial: 12)).apply(to: router, handlers: NamedHandlers())
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(12))
        try opened(DocumentFixture.text(serial: 13)).apply(to: router, handlers: NamedHandlers())
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(13), "document 13 replaces document 12")
        try opened(#"{"format":1,"serial":14}"#).apply(to: router, handlers: NamedHandlers())
        #expect(try await DocumentFixture.opened(router) == .goods(7), "an empty document gives the app's own routes back")
    }

    @Test func aRouteBoundToANamedHandlerIsAdded() async throws {
        let router = try fixture.router()
        var handlers = NamedHandlers<DocumentFixture.Page>()
        handlers.register("campaign") { request in .value(DocumentFixture.Page.web("campaign \(request.parameters["slug"] ?? "")")) }
        let document = try opened(
            #"{"format":1,"serial":3,"routes":[{"pattern":"shop://campaign/:slug","handler":"campaign"}]}"#)
        try document.apply(to: router, handlers: handlers)
        #expect(try await router.open("shop://campaign/spring", expecting: DocumentFixture.Page.self) == .web("campaign spring"))
    }

    @Test func aDocumentThatDoesNotApplyIsRefusedAndTheRouterKeepsWhatItHad() async throws {
        let router = try fixture.router()
        try opened(DocumentFixture.text(serial: 4)).apply(to: router, handlers: NamedHandlers())
        let broken = try opened(#"{"format":1,"serial":5,"remove":["shop://absent"]}"#)
        #expect(
            throws: RoutingDocumentError(.doesNotApply, "document 5: removal 1: no route \"shop://absent\" to remove")
        ) { try broken.apply(to: router, handlers: NamedHandlers()) }
        let unbound = try opened(#"{"format":1,"serial":6,"routes":[{"pattern":"shop://x","handler":"absent"}]}"#)
        #expect(throws: RoutingDocumentError(.unboundHandler, "1:34: no handler named \"absent\" for \"shop://x\"")) {
            try unbound.apply(to: router, handlers: NamedHandlers())
        }
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(4), "document 4 is still in force")
    }

    /// At its `expires` the router goes back to its own routes, on the next open (the document here has
    /// expired already: `apply` does not check conditions, `refusal(for:at:)` does).
    @Test func anAppliedDocumentEndsAtItsExpiry() async throws {
        let router = try fixture.router()
        let lasting = try opened(DocumentFixture.text(serial: 7, #""expires":"2999-01-01T00:00:00Z""#))
        try lasting.apply(to: router, handlers: NamedHandlers())
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(7))
        let expired = try opened(DocumentFixture.text(serial: 8, #""expires":"2000-01-01T00:00:00Z""#))
        try expired.apply(to: router, handlers: NamedHandlers())
        #expect(try await DocumentFixture.opened(router) == .goods(7), "the expired document gives way to the app's routes")
    }
}
