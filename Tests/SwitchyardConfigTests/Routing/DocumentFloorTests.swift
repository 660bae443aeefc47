import Crypto
import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import Testing

/// The floor: the highest serial an install accepted, kept apart from the cached document, so that no
/// older document (or a changed one under the same serial) is ever applied again.
@Suite struct DocumentFloorTests {
    typealias Page = DocumentFixture.Page

    @Test func aCachedDocumentRefusedAtLaunchKeepsTheFloor() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        try await fixture.publish(serial: 5, #""app":{"maxVersion":"2.4"}"#)
        #expect(try await fixture.remote(try fixture.router()).refresh() == .applied(serial: 5, fromCache: false))

        // The app is updated past document 5's range; an older document, for every app, is served.
        let router = try fixture.router()
        let updated = try fixture.remote(router, appVersion: "2.5.0")
        #expect(await updated.start()?.refusalReason == .otherApp)
        try await fixture.publish(serial: 4)
        #expect(
            await updated.refresh()
                == .refused(RoutingDocumentError(.downgrade, "document 4 is older than document 5, which this app already accepted")))
        #expect(router.appliedChanges == nil)
        #expect(try await DocumentFixture.opened(router) == .goods(7))
    }

    @Test func aServedSerialWithOtherContentIsRefused() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        let router = try fixture.router()
        let remote = try fixture.remote(router)
        try await fixture.publish(serial: 5)
        #expect(await remote.refresh() == .applied(serial: 5, fromCache: false))
        try await fixture.publish(serial: 5, variant: "-changed")
        #expect(
            await remote.refresh()
                == .refused(
                    RoutingDocumentError(
                        .downgrade, "document 5 is not the document 5 this app accepted: a changed document needs a higher serial")))
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(5))

        // The same document served again (another ETag, the same bytes) is the one in force.
        try await fixture.publish(serial: 5)
        #expect(await remote.refresh() == .unchanged(serial: 5))
    }

    @Test func aCachedDocumentOlderThanTheFloorIsNeverApplied() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        let remote = try fixture.remote(try fixture.router())
        try await fixture.publish(serial: 5)
        await remote.refresh()
        let five = try Data(contentsOf: fixture.envelopeURL)
        try await fixture.publish(serial: 7)
        #expect(await remote.refresh() == .applied(serial: 7, fromCache: false))
        try five.write(to: fixture.envelopeURL)

        let router = try fixture.router()
        #expect(
            try await fixture.remote(router).start()
                == .refused(RoutingDocumentError(.downgrade, "document 5 is older than document 7, which this app already accepted")))
        #expect(router.appliedChanges == nil)
        #expect(!FileManager.default.fileExists(atPath: fixture.envelopeURL.path), "a document below the floor never becomes valid")
    }

    @Test func aFreshInstallTakesTheMinimumSerialTheAppIsBuiltWith() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        let router = try fixture.router()
        let remote = try fixture.remote(router, minimumSerial: 10)
        try await fixture.publish(serial: 9)
        #expect(
            await remote.refresh()
                == .refused(RoutingDocumentError(.downgrade, "document 9 is older than document 10, the oldest this app takes")))
        #expect(router.appliedChanges == nil)
        try await fixture.publish(serial: 10)
        #expect(await remote.refresh() == .applied(serial: 10, fromCache: false))
    }

    @Test(arguments: [("unreadable", Data("{\"format\":1,\"keys\":".utf8)), ("missing", nil)])
    func aLostFloorRecordIsRebuiltFromTheCachedDocument(_ how: String, _ contents: Data?) async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        try await fixture.publish(serial: 7)
        #expect(try await fixture.remote(try fixture.router()).refresh() == .applied(serial: 7, fromCache: false))
        if let contents {
            try contents.write(to: fixture.floorURL)
        } else {
            try FileManager.default.removeItem(at: fixture.floorURL)
        }

        let router = try fixture.router()
        let remote = try fixture.remote(router)
        let started = await remote.start()
        #expect(started == .applied(serial: 7, fromCache: true))
        let events = await remote.reported(through: [started].compactMap { $0 })
        guard case .floorRebuilt(let reason)? = events.first, events.count == 2 else {
            Issue.record("the \(how) floor record was not reported: \(events)")
            return
        }
        #expect(reason.hasSuffix("rebuilt from document 7 in the cache"), "\(reason)")
        try await fixture.publish(serial: 6)
        #expect(await remote.refresh().refusalReason == .downgrade)
        let record = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture.floorURL)) as? [String: Any]
        #expect(record?["format"] as? Int == 1, "the record is written again")
    }

    /// The floor record deleted with the cached document (the app's data cleared, or deleted by whoever can write the
    /// app's files) is a fresh install, as on the JVM (`DocumentFloorStoreTest.aRecordLostWithTheCachedDocumentIsAFreshInstall`):
    /// nothing tells the two apart, so a replayed document from `minimumSerial` on is taken again, and nothing is
    /// reported. `minimumSerial` and `expires` bound what such a replay can bring back (DynamicRouting, "The floor").
    @Test func aFloorLostWithTheCachedDocumentIsAFreshInstall() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        try await fixture.publish(serial: 7)
        #expect(try await fixture.remote(try fixture.router()).refresh() == .applied(serial: 7, fromCache: false))
        fixture.removeCache()

        let remote = try fixture.remote(try fixture.router(), minimumSerial: 5)
        #expect(await remote.start() == nil)
        try await fixture.publish(serial: 4)
        #expect(await remote.refresh().refusalReason == .downgrade)
        try await fixture.publish(serial: 5)
        let replayed = await remote.refresh()
        #expect(replayed == .applied(serial: 5, fromCache: false))
        #expect(await remote.reported(through: [replayed]).allSatisfy { if case .floorRebuilt = $0 { false } else { true } })
    }

    @Test func anUnreadableFloorRecordWithNoCachedDocumentIsReportedAndReplaced() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        try FileManager.default.createDirectory(at: fixture.cache, withIntermediateDirectories: true)
        try Data([0xFF, 0x00]).write(to: fixture.floorURL)
        let remote = try fixture.remote(try fixture.router(), minimumSerial: 3)
        #expect(await remote.start() == nil)
        // Nothing published: an empty body, refused, ends what is read of the events.
        let refused = await remote.refresh()
        #expect(
            await remote.reported(through: [refused]) == [
                .floorRebuilt(
                    reason: "the floor record is unreadable (not a JSON object (2 bytes)); no cached document to rebuild it from: "
                        + "documents from serial 3 on are taken"),
                refused,
            ])
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(contentsOf: fixture.floorURL)) }
    }

    @Test func aKeyNoLongerPinnedNoLongerHoldsTheFloor() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        let both = ["a": fixture.keyA, "b": fixture.keyB]
        let remote = try fixture.remote(try fixture.router(), keys: both)
        try await fixture.publish(serial: Int.max)
        #expect(await remote.refresh() == .applied(serial: Int.max, fromCache: false))
        try await fixture.publish(serial: 10, key: fixture.keyB, keyID: "b")
        #expect(await remote.refresh().refusalReason == .downgrade, "frozen while key a is pinned")

        // The release that stops pinning key a (a leaked key), built with the serial it knows is genuine.
        let router = try fixture.router()
        let released = try fixture.remote(router, keys: ["b": fixture.keyB], minimumSerial: 10)
        #expect(await released.start()?.refusalReason == .unknownKey)
        #expect(await released.refresh() == .applied(serial: 10, fromCache: false))
        try await fixture.publish(serial: 9, key: fixture.keyB, keyID: "b")
        #expect(await released.refresh().refusalReason == .downgrade)
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(10))
    }
}
