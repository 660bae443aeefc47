import Crypto
import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import Testing

/// Documents fetched from a real HTTP server on loopback: each case asserts what the router routes afterwards.
@Suite(.serialized) struct RemoteDocumentTests {
    enum Page: Hashable, Sendable { case goods(Int), web(String) }

    let key = Curve25519.Signing.PrivateKey()
    let context = DeviceContext(appVersion: "2.4.0", platform: "ios", userID: "u1")

    func router() throws -> Router<Page> {
        var builder = RouterBuilder<Page>()
        try builder.route("shop://goods/<int:id>", RouteOptions(name: "goods.detail")) {
            .navigate(.push(.goods(try $0.parameters.value("id", as: Int.self))))
        }
        builder.unmatched { .navigate(.push(.web($0.url))) }
        builder.navigator = PerformingNothing()  // the routes navigate
        return try builder.build()
    }

    /// A signed document degrading goods to the web, with this serial.
    func document(serial: Int, signedBy signer: Curve25519.Signing.PrivateKey? = nil, keyID: String = "2026-a") throws -> [UInt8] {
        let text = """
            {"format":1,"serial":\(serial),
             "degrades":[{"route":"shop://goods/<int:id>","to":"https://m.shop.example/product/{id}.html?v=\(serial)"}]}
            """
        return try SignedRoutingDocument.seal(Array(text.utf8), keyID: keyID, key: signer ?? key)
    }

    func remote(
        _ router: Router<Page>, _ server: DocumentServer, path: String = "routing.json", cache: URL? = nil,
        timeout: Duration = .seconds(120)  // a hang guard only: the loopback server answers at once
    ) throws -> RemoteRoutingDocuments<Page> {
        try RemoteRoutingDocuments(
            url: server.url(path), keys: ["2026-a": key.publicKey.rawRepresentation.base64EncodedString()], router: router,
            handlers: NamedHandlers(),
            context: context, cacheDirectory: cache, timeout: timeout)
    }

    func opened(_ router: Router<Page>) async throws -> Page? {
        try await router.open("shop://goods/7").navigation.flatMap { if case .show(let page, _, _, _) = $0 { page } else { nil } }
    }

    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-cache-\(UUID().uuidString)")
    }

    @Test func successThenNotModifiedThenRefusalsKeepWhatWasApplied() async throws {
        let server = try await DocumentServer.start()
        defer { server.stop() }
        let router = try router()
        try server.publish(try document(serial: 5), as: "routing.json")
        let remote = try remote(router, server)
        #expect(await remote.refresh() == .applied(serial: 5, fromCache: false))
        #expect(try await opened(router) == .web("https://m.shop.example/product/7.html?v=5"))
        #expect(await remote.refresh() == .notModified, "the ETag is sent back and the server answers 304")

        try server.publish(try document(serial: 4), as: "routing.json")
        #expect(
            await remote.refresh() == .refused(RoutingDocumentError(.downgrade, "document 4 is older than document 5, which is in force")))
        try server.publish(try document(serial: 6, signedBy: Curve25519.Signing.PrivateKey()), as: "routing.json")
        guard case .refused(let badSignature) = await remote.refresh() else { Issue.record("a bad signature was applied"); return }
        #expect(badSignature.code == .badSignature)
        try server.publish(try document(serial: 6, keyID: "2024-old"), as: "routing.json")
        guard case .refused(let unknown) = await remote.refresh() else { Issue.record("an unknown key was applied"); return }
        #expect(unknown.code == .unknownKey)
        #expect(try await opened(router) == .web("https://m.shop.example/product/7.html?v=5"), "still document 5")
        #expect(router.appliedChanges == "document 5")
    }

    @Test func missingSlowAndTruncatedDownloadsAreRefused() async throws {
        let server = try await DocumentServer.start()
        defer { server.stop() }
        let router = try router()
        try server.publish(try document(serial: 1), as: "routing.json")
        #expect(
            try await remote(router, server, path: "absent.json").refresh()
                == .refused(RoutingDocumentError(.transport, "\(server.url("absent.json").absoluteString): HTTP 404")))
        guard case .refused(let slow) = try await remote(router, server, path: "slow/routing.json", timeout: .milliseconds(500)).refresh()
        else { Issue.record("a slow download was applied"); return }
        #expect(slow.code == .transport)
        guard case .refused(let truncated) = try await remote(router, server, path: "truncated/routing.json").refresh()
        else { Issue.record("a truncated download was applied"); return }
        #expect([.malformed, .transport].contains(truncated.code))
        #expect(router.appliedChanges == nil)
        #expect(try await opened(router) == .goods(7))
    }

    @Test(arguments: ["routing.json", "unsized/routing.json"])
    func aBodyOverTheTransportsLimitIsDroppedAsItArrives(_ path: String) async throws {
        let server = try await DocumentServer.start()
        defer { server.stop() }
        let router = try router()
        try server.publish(try document(serial: 3) + Array(repeating: UInt8(ascii: " "), count: 100_000), as: "routing.json")
        let remote = try RemoteRoutingDocuments(
            url: server.url(path), keys: ["2026-a": key.publicKey.rawRepresentation.base64EncodedString()], router: router,
            handlers: NamedHandlers(),
            context: context, cacheDirectory: nil, transport: URLSessionTransport(maximumSize: 4_000))
        #expect(
            await remote.refresh()
                == .refused(
                    RoutingDocumentError(.transport, "\(server.url(path).absoluteString): the body is over 4000 bytes; not read further")))
        #expect(router.appliedChanges == nil)
        try server.publish(try document(serial: 3), as: "routing.json")
        #expect(await remote.refresh() == .applied(serial: 3, fromCache: false), "a body within the limit")
    }

    /// Without a transport of its own, the source fetches with `URLSession` limited to its `maximumSize`: the
    /// body is dropped as it arrives (a transport refusal), not read whole and then refused as `tooLarge`.
    @Test(arguments: ["routing.json", "unsized/routing.json"])
    func theDefaultTransportReadsAtMostTheMaximumSize(_ path: String) async throws {
        let server = try await DocumentServer.start()
        defer { server.stop() }
        let router = try router()
        try server.publish(try document(serial: 3) + Array(repeating: UInt8(ascii: " "), count: 100_000), as: "routing.json")
        let remote = try RemoteRoutingDocuments(
            url: server.url(path), keys: ["2026-a": key.publicKey.rawRepresentation.base64EncodedString()], router: router,
            handlers: NamedHandlers(),
            context: context, cacheDirectory: nil, maximumSize: 4_000)
        #expect(
            await remote.refresh()
                == .refused(
                    RoutingDocumentError(.transport, "\(server.url(path).absoluteString): the body is over 4000 bytes; not read further")))
        #expect(router.appliedChanges == nil)
    }

    @Test func theCacheServesALaunchWithTheServerDown() async throws {
        let cache = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let server = try await DocumentServer.start()
        try server.publish(try document(serial: 9), as: "routing.json")
        #expect(try await remote(try router(), server, cache: cache).refresh() == .applied(serial: 9, fromCache: false))
        server.stop()

        // The next launch, with the server down (nothing listens on port 1 of loopback).
        let relaunched = try router()
        let remote = try RemoteRoutingDocuments(
            url: DocumentServer.down, keys: ["2026-a": key.publicKey.rawRepresentation.base64EncodedString()],
            router: relaunched, handlers: NamedHandlers(), context: context, cacheDirectory: cache)
        #expect(await remote.start() == .applied(serial: 9, fromCache: true))
        #expect(try await opened(relaunched) == .web("https://m.shop.example/product/7.html?v=9"))
        guard case .refused(let down) = await remote.refresh() else { Issue.record("nothing refused with the server down"); return }
        #expect(down.code == .transport)
        #expect(relaunched.appliedChanges == "document 9", "the cached document stays in force")
    }

    @Test func aCorruptedCacheIsRefusedAndCleared() async throws {
        let cache = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let file = cache.appendingPathComponent("routing-document.json")
        try Data(try document(serial: 3).prefix(40)).write(to: file)
        let server = try await DocumentServer.start()
        defer { server.stop() }
        let router = try router()
        let event = try await remote(router, server, cache: cache).start()
        guard case .refused(let corrupted)? = event else { Issue.record("a corrupted cache was applied"); return }
        #expect(corrupted.code == .malformed)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(router.appliedChanges == nil)
    }

    @Test func anErrorTheAppsTransportThrowsRefusesTheFetchAndKeepsTheRoutes() async throws {
        struct Offline: Error, CustomStringConvertible { var description: String { "the device is offline" } }
        struct FailingTransport: DocumentTransport {
            func fetch(_ url: URL, etag: String?, timeout: Duration) async throws -> (body: [UInt8], etag: String?)? {
                throw Offline()
            }
        }
        let router = try router()
        let remote = try RemoteRoutingDocuments(
            url: URL(fileURLWithPath: "/routing.json"), keys: ["2026-a": key.publicKey.rawRepresentation.base64EncodedString()],
            router: router, handlers: NamedHandlers(), context: context, cacheDirectory: nil, transport: FailingTransport())
        #expect(await remote.refresh() == .refused(RoutingDocumentError(.transport, "file:///routing.json: the device is offline")))
        #expect(router.appliedChanges == nil)
        #expect(try await opened(router) == .goods(7))
    }

    @Test func aKeyThatIsNotAnEd25519PublicKeyIsRefusedAtOnce() throws {
        let valid = key.publicKey.rawRepresentation.base64EncodedString()
        let error = #expect(throws: RoutingDocumentError.self) {
            try RemoteRoutingDocuments(
                url: URL(fileURLWithPath: "/routing.json"), keys: ["2026-a": valid, "old": "not base64!"], router: try router(),
                handlers: NamedHandlers(), context: context, cacheDirectory: nil)
        }
        #expect(error?.code == .malformed)
        #expect(error?.description == "malformed: pinned key \"old\" is not a base64 Ed25519 public key")
    }

    @Test func eventsAreReportedInOrder() async throws {
        let server = try await DocumentServer.start()
        defer { server.stop() }
        try server.publish(try document(serial: 2), as: "routing.json")
        let remote = try remote(try router(), server)
        await remote.refresh()
        await remote.refresh()
        var seen: [RemoteRoutingDocuments<Page>.Event] = []
        for await event in remote.events {
            seen.append(event)
            if seen.count == 2 { break }
        }
        #expect(seen == [.applied(serial: 2, fromCache: false), .notModified])
    }
}
