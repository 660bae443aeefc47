import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import SwitchyardConfigTesting
import Testing

/// `UnsignedRoutingDocument` (SwitchyardConfigTesting): a document applied in a test from its JSON text, with
/// the conditions the app checks, and the rollout asked per user without applying anything (issue #43, item 7).
@Suite struct UnsignedDocumentTests {
    let fixture = DocumentFixture()

    static func user(_ id: String) -> DeviceContext { DeviceContext(appVersion: "2.4.0", platform: "ios", userID: id) }

    @Test func aDocumentAppliesFromItsTextAndTheNextReplacesIt() async throws {
        let router = try fixture.router()
        try UnsignedRoutingDocument(json: DocumentFixture.text(serial: 12)).applyForTesting(to: router)
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(12))
        #expect(router.appliedChanges == "unsigned document 12", "issue #57: the router says the document is unsigned")
        try UnsignedRoutingDocument(json: #"{"format":1,"serial":13}"#).applyForTesting(to: router)
        #expect(try await DocumentFixture.opened(router) == .goods(7), "an empty document gives the app's own routes back")
    }

    @Test func aRouteNamingAHandlerIsBoundToTheAppsHandler() async throws {
        let router = try fixture.router()
        var handlers = NamedHandlers<DocumentFixture.Page>()
        handlers.register("web.page") { request in .value(DocumentFixture.Page.web("campaign \(request.parameters["slug"] ?? "")")) }
        let document = try UnsignedRoutingDocument(
            json: #"{"format":1,"serial":3,"routes":[{"pattern":"shop://campaign/:slug","handler":"web.page"}]}"#)
        try document.applyForTesting(to: router, handlers: handlers)
        #expect(try await router.open("shop://campaign/spring", expecting: DocumentFixture.Page.self) == .web("campaign spring"))
        #expect(throws: RoutingDocumentError(.unboundHandler, "1:34: no handler named \"web.page\" for \"shop://campaign/:slug\"")) {
            try document.applyForTesting(to: try fixture.router())
        }
    }

    @Test func aMalformedDocumentIsRefusedWithItsPlace() throws {
        let error = #expect(throws: RoutingDocumentError.self) { try UnsignedRoutingDocument(json: #"{"format":1,"serial":0}"#) }
        #expect(error?.code == .malformed)
        #expect(error?.message == "document:1:22: \"serial\" must be 1 or more, found 0")
    }

    /// With a context, a document the app would refuse is refused with the same code, and the router keeps
    /// what it had; without one, only the time window is checked.
    @Test func theConditionsAreCheckedAsTheAppChecksThem() async throws {
        let router = try fixture.router()
        let older = try UnsignedRoutingDocument(json: DocumentFixture.text(serial: 4))
        try older.applyForTesting(to: router)
        let otherApp = try UnsignedRoutingDocument(json: DocumentFixture.text(serial: 5, #""app":{"maxVersion":"2.3"}"#))
        #expect(throws: RoutingDocumentError(.otherApp, "document 5 is for app versions any…2.3; this is 2.4.0 on ios")) {
            try otherApp.applyForTesting(to: router, context: Self.user("u1"))
        }
        let nobody = try UnsignedRoutingDocument(json: DocumentFixture.text(serial: 6, #""rollout":{"percent":0}"#))
        let refusal = #expect(throws: RoutingDocumentError.self) { try nobody.applyForTesting(to: router, context: Self.user("u1")) }
        #expect(refusal?.code == .notInRollout)
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(4), "document 4 is still in force")
        try nobody.applyForTesting(to: router)
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(6), "without a context the rollout is not asked")
        let expired = try UnsignedRoutingDocument(json: DocumentFixture.text(serial: 7, #""expires":"2000-01-01T00:00:00Z""#))
        #expect(throws: RoutingDocumentError(.expired, "document 7 expired at 2000-01-01T00:00:00Z")) {
            try expired.applyForTesting(to: router)
        }
    }

    /// The clock decides the window: the document applies before its `expires` and ends there, on the next open.
    @Test func aDocumentEndsAtItsExpiryOnTheTestsClock() async throws {
        let router = try fixture.router()
        let clock = TestClock(ISO8601DateFormatter().date(from: "2030-06-01T00:00:00Z")!)
        let document = try UnsignedRoutingDocument(json: DocumentFixture.text(serial: 8, #""expires":"2030-07-01T00:00:00Z""#))
        try document.applyForTesting(to: router, clock: clock.read)
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(8))
        clock.set(ISO8601DateFormatter().date(from: "2030-07-01T00:00:00Z")!)
        #expect(try await DocumentFixture.opened(router) == .goods(7), "at its expires the app's own routes are back")
    }

    @Test func theRolloutIsAskedPerUserAsApplyingDecides() throws {
        let half = try UnsignedRoutingDocument(json: #"{"format":1,"serial":5,"rollout":{"percent":50,"salt":"web"}}"#)
        let users = (1...12).map { "u-\($0)" }
        let reached = users.filter(half.rolloutIncludes(userID:))
        // SHA-256("web:u-N")'s first four bytes, modulo 10,000, over 100, below 50 (the DynamicRouting article's rule).
        #expect(reached == ["u-1", "u-2", "u-3", "u-5", "u-6", "u-8", "u-10", "u-12"])
        for user in users {
            let router = try fixture.router()
            let applied = (try? half.applyForTesting(to: router, context: Self.user(user))) != nil
            #expect(applied == reached.contains(user), "\(user)")
        }
        let saltless = try UnsignedRoutingDocument(json: #"{"format":1,"serial":5,"rollout":{"percent":50}}"#)
        let saltedWithTheSerial = try UnsignedRoutingDocument(json: #"{"format":1,"serial":9,"rollout":{"percent":50,"salt":"5"}}"#)
        #expect(users.filter(saltless.rolloutIncludes(userID:)) == users.filter(saltedWithTheSerial.rolloutIncludes(userID:)))
        let none = try UnsignedRoutingDocument(json: #"{"format":1,"serial":5,"rollout":{"percent":0}}"#)
        let all = try UnsignedRoutingDocument(json: #"{"format":1,"serial":5,"rollout":{"percent":100}}"#)
        let everyone = try UnsignedRoutingDocument(json: #"{"format":1,"serial":5}"#)
        #expect(users.filter(none.rolloutIncludes(userID:)) == [])
        #expect(users.filter(all.rolloutIncludes(userID:)) == users)
        #expect(users.filter(everyone.rolloutIncludes(userID:)) == users)
    }

    /// The unsigned path and the signed one (`RemoteRoutingDocuments`) reach the same router state.
    @Test func aSignedDocumentAndTheSameTextUnsignedAgree() async throws {
        let signedRouter = try fixture.router()
        let remote = try fixture.remote(signedRouter, cached: false)
        try await fixture.publish(serial: 21)
        #expect(await remote.refresh() == .applied(serial: 21, fromCache: false))
        let unsignedRouter = try fixture.router()
        try UnsignedRoutingDocument(json: DocumentFixture.text(serial: 21)).applyForTesting(to: unsignedRouter)
        #expect(try await DocumentFixture.opened(unsignedRouter) == DocumentFixture.opened(signedRouter))
        // The same changes, labelled for what they are (issue #57, item 6).
        #expect(signedRouter.appliedChanges == "document 21")
        #expect(unsignedRouter.appliedChanges == "unsigned document 21")
    }
}
