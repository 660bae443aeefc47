import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue #42: a cache file replaced by a FIFO made `RemoteRoutingDocuments.start()` hang (past 20 s). Only
/// regular files are read, with a bound; the same holds for route-table files.
@Suite("Routing documents: only regular files are read", .serialized, .timeLimit(.minutes(3)))
struct CacheFileKindTests {
    /// Runs `body`; when it has not finished after `seconds`, opens `fifo` for writing until it has (which wakes
    /// each reader blocked on it) and records an issue, so that the old behaviour fails the test, not hangs it. The watch is
    /// a thread of its own: a reader blocked in `open(2)` holds a thread of the concurrency pool.
    static func finishes<Value: Sendable>(
        unblocking fifo: String, within seconds: Int, _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let finished = Locked(false)
        let watch = Thread {
            for _ in 0..<(seconds * 100) {
                if finished.withLock({ $0 }) { return }
                usleep(10_000)
            }
            Issue.record("still reading \(fifo) after \(seconds) s")
            // The code under test may open it again and again: wake each reader until it is done.
            while !finished.withLock({ $0 }) {
                let writer = open(fifo, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
                usleep(10_000)
            }
        }
        watch.start()
        defer { finished.withLock { $0 = true } }
        return try await body()
    }

    @Test func aCachedDocumentThatIsAFIFOIsNotWaitedOn() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        try FileManager.default.createDirectory(at: fixture.cache, withIntermediateDirectories: true)
        #expect(mkfifo(fixture.envelopeURL.path, 0o600) == 0)
        let remote = try fixture.remote(try fixture.router())
        let event = try await Self.finishes(unblocking: fixture.envelopeURL.path, within: 30) { await remote.start() }
        #expect(event == nil, "a FIFO is no cached document")
        // The next document is fetched and cached over it.
        try await fixture.publish(serial: 3)
        #expect(await remote.refresh() == .applied(serial: 3, fromCache: false))
    }

    @Test func aFloorRecordThatIsAFIFOIsReportedAndRebuilt() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        try FileManager.default.createDirectory(at: fixture.cache, withIntermediateDirectories: true)
        #expect(mkfifo(fixture.floorURL.path, 0o600) == 0)
        let remote = try fixture.remote(try fixture.router())
        _ = try await Self.finishes(unblocking: fixture.floorURL.path, within: 30) { await remote.start() }
        let reported = await remote.reported(through: [
            .floorRebuilt(
                reason: "the floor record is unreadable (the file cannot be read (not a regular file)); no cached document to "
                    + "rebuild it from: documents from serial 1 on are taken")
        ])
        #expect(reported.count == 1)
    }

    @Test func aRouteTableThatIsAFIFOIsAnErrorNotAWait() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("routes.json").path
        #expect(mkfifo(path, 0o600) == 0)
        let description = try await Self.finishes(unblocking: path, within: 30) { () -> String in
            do {
                _ = try RouteTableFile.load(contentsOf: path)
                return "loaded"
            } catch {
                return "\(error)"
            }
        }
        #expect(description == "\(path):1:1: error: cannot read file (not a regular file)")
    }
}
