import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import Testing

/// A document's time window while it is in force, what the cache keeps, and the limits on what is read.
@Suite struct DocumentLifetimeTests {
    typealias Page = DocumentFixture.Page

    static let expiresInAMinute = #""expires":"2027-01-15T08:01:00Z""#
    static let expiry = ISO8601DateFormatter().date(from: "2027-01-15T08:01:00Z") ?? .distantPast

    @Test func anExpiredDocumentEndsOnTheNextOpen() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        fixture.clock.set(Self.expiry.addingTimeInterval(-60))
        let router = try fixture.router()
        let remote = try fixture.remote(router)
        try await fixture.publish(serial: 5, Self.expiresInAMinute)
        let applied = await remote.refresh()
        #expect(applied == .applied(serial: 5, fromCache: false))
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(5))

        fixture.clock.set(Self.expiry)
        #expect(try await DocumentFixture.opened(router) == .goods(7), "the open after the expiry runs the app's own routes")
        #expect(router.appliedChanges == nil)
        #expect(await remote.serialInForce == nil)

        // The next refresh finds the same document, expired: refused, as a relaunch would refuse it.
        let refused = await remote.refresh()
        #expect(refused == .refused(RoutingDocumentError(.expired, "document 5 expired at 2027-01-15T08:01:00Z")))
        #expect(!FileManager.default.fileExists(atPath: fixture.envelopeURL.path))
        #expect(await remote.reported(through: [applied, refused]) == [applied, .expired(serial: 5), refused], "reported once")
    }

    @Test func anExpiredDocumentEndsOnTheNextRefreshWhenTheServerSaysNotModified() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        fixture.clock.set(Self.expiry.addingTimeInterval(-60))
        let router = try fixture.router()
        let remote = try fixture.remote(router)
        try await fixture.publish(serial: 5, Self.expiresInAMinute)
        var returned = [await remote.refresh()]
        await fixture.cdn.answerNotModified()
        returned.append(await remote.refresh())
        #expect(router.appliedChanges == "document 5")

        fixture.clock.set(Self.expiry.addingTimeInterval(1))
        returned.append(await remote.refresh())
        #expect(returned == [.applied(serial: 5, fromCache: false), .notModified, .notModified])
        #expect(router.appliedChanges == nil, "ended before anything was opened")
        #expect(
            await remote.reported(through: returned) == [
                .applied(serial: 5, fromCache: false), .notModified, .expired(serial: 5), .notModified,
            ])
        #expect(try await DocumentFixture.opened(router) == .goods(7))
    }

    @Test func aCachedDocumentBeforeItsTimeIsKeptForLater() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        let launch = DocumentFixture.epoch.addingTimeInterval(-3_600)
        try await fixture.publish(serial: 5, #""notBefore":"2027-01-15T08:00:00Z""#)
        fixture.clock.set(Self.expiry)
        #expect(try await fixture.remote(try fixture.router()).refresh() == .applied(serial: 5, fromCache: false))

        // A launch with the device's clock set back, before the document's window.
        fixture.clock.set(launch)
        #expect(try await fixture.remote(try fixture.router()).start()?.refusalReason == .notYetValid)
        #expect(FileManager.default.fileExists(atPath: fixture.envelopeURL.path), "time will cure it: kept")

        fixture.clock.set(Self.expiry)
        let router = try fixture.router()
        #expect(try await fixture.remote(router).start() == .applied(serial: 5, fromCache: true))
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(5))
    }

    @Test func aCachedDocumentThatExpiredIsDeletedAndTheFloorStays() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        fixture.clock.set(Self.expiry.addingTimeInterval(-60))
        try await fixture.publish(serial: 5, Self.expiresInAMinute)
        try await fixture.remote(try fixture.router()).refresh()

        fixture.clock.set(Self.expiry.addingTimeInterval(3_600))
        let remote = try fixture.remote(try fixture.router())
        #expect(await remote.start()?.refusalReason == .expired)
        #expect(!FileManager.default.fileExists(atPath: fixture.envelopeURL.path))
        try await fixture.publish(serial: 4)
        #expect(await remote.refresh().refusalReason == .downgrade)
    }

    @Test func aBodyOverTheLimitIsRefusedBeforeItIsRead() async throws {
        let fixture = DocumentFixture()
        let router = try fixture.router()
        let remote = try fixture.remote(router, cached: false, maximumSize: 2_000)
        // A bare document: parsed, it would be refused as unsigned.
        let bare = DocumentFixture.text(serial: 5, #""padding":""# + String(repeating: "x", count: 2_000) + "\"")
        await fixture.cdn.publish(Array(bare.utf8))
        #expect(
            await remote.refresh()
                == .refused(
                    RoutingDocumentError(.tooLarge, "\(URL(fileURLWithPath: "/routing.json").absoluteString): over 2000 bytes; not read")))
        try await fixture.publish(serial: 5)
        #expect(await remote.refresh() == .applied(serial: 5, fromCache: false), "a document within the limit")
    }

    @Test func aCacheThatCannotBeWrittenIsReportedNotApplied() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        try FileManager.default.createDirectory(at: fixture.cache, withIntermediateDirectories: true)
        let notADirectory = fixture.cache.appendingPathComponent("file")
        try Data("x".utf8).write(to: notADirectory)
        let router = try fixture.router()
        let remote = try fixture.remote(router, cacheDirectory: notADirectory)
        try await fixture.publish(serial: 5)
        guard case .appliedNotCached(let serial, let reason) = await remote.refresh() else {
            Issue.record("a cache that cannot be written was reported as written")
            return
        }
        #expect(serial == 5)
        #expect(reason.hasPrefix("the floor record: "))
        #expect(reason.contains("; the document: "))
        #expect(router.appliedChanges == "document 5", "this run has it")
    }
}
