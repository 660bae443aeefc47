import Crypto
import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments

/// A CDN in memory: serves what was published last with an ETag per upload (the same bytes uploaded again
/// get a new one), or 304 to any ETag when told to (a CDN that keeps answering "not modified").
actor MemoryCDN: DocumentTransport {
    private var published: [UInt8] = []
    private var uploads = 0
    private var alwaysNotModified = false

    func publish(_ bytes: [UInt8]) {
        published = bytes
        uploads += 1
    }

    func answerNotModified() { alwaysNotModified = true }

    func fetch(_ url: URL, etag: String?, timeout: Duration) async throws -> (body: [UInt8], etag: String?)? {
        if alwaysNotModified { return nil }
        let tag = "\"upload-\(uploads)\""
        return etag == tag ? nil : (published, tag)
    }
}

/// A clock the test sets: documents are checked against it, never against the time of day.
final class TestClock: Sendable {
    private let now: Locked<Date>

    init(_ start: Date) { now = Locked(start) }

    var read: @Sendable () -> Date { { [now] in now.withLock { $0 } } }
    func set(_ date: Date) { now.withLock { $0 = date } }
}

/// What the document tests share: a router with one route the documents degrade, signing keys, a scratch
/// cache directory, and remote sources made the same way.
struct DocumentFixture {
    enum Page: Hashable, Sendable { case goods(Int), web(String) }

    static let epoch = Date(timeIntervalSince1970: 1_800_000_000)
    let keyA = Curve25519.Signing.PrivateKey()
    let keyB = Curve25519.Signing.PrivateKey()
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-floor-\(UUID().uuidString)")
    let cdn = MemoryCDN()
    let clock = TestClock(DocumentFixture.epoch)

    var envelopeURL: URL { cache.appendingPathComponent("routing-document.json") }
    var floorURL: URL { cache.appendingPathComponent("routing-document.floor.json") }

    /// Answers with the page as a value (no navigator needed).
    func router() throws -> Router<Page> {
        var builder = RouterBuilder<Page>()
        try builder.route("shop://goods/<int:id>", RouteOptions(name: "goods.detail")) {
            .value(Page.goods(try $0.parameters.value("id", as: Int.self)))
        }
        builder.unmatched { .value(Page.web($0.url)) }
        return try builder.build()
    }

    /// A document that degrades goods to the web page `?v=<serial><variant>`, with extra top-level keys.
    static func text(serial: Int, variant: String = "", _ extra: String = "") -> String {
        """
        {"format":1,"serial":\(serial),\(extra.isEmpty ? "" : extra + ",")
         "degrades":[{"route":"shop://goods/<int:id>","to":"https://m.shop.example/product/{id}.html?v=\(serial)\(variant)"}]}
        """
    }

    func sealed(serial: Int, variant: String = "", _ extra: String = "", key: Curve25519.Signing.PrivateKey? = nil, keyID: String = "a")
        throws -> [UInt8]
    {
        try SignedRoutingDocument.seal(Array(Self.text(serial: serial, variant: variant, extra).utf8), keyID: keyID, key: key ?? keyA)
    }

    func publish(serial: Int, variant: String = "", _ extra: String = "", key: Curve25519.Signing.PrivateKey? = nil, keyID: String = "a")
        async throws
    {
        await cdn.publish(try sealed(serial: serial, variant: variant, extra, key: key, keyID: keyID))
    }

    func remote(
        _ router: Router<Page>, appVersion: String = "2.4.0", keys: [String: Curve25519.Signing.PrivateKey]? = nil,
        cached: Bool = true, cacheDirectory: URL? = nil, minimumSerial: Int = 1, maximumSize: Int = 1 << 20
    ) throws -> RemoteRoutingDocuments<Page> {
        try RemoteRoutingDocuments(
            url: URL(fileURLWithPath: "/routing.json"),
            keys: (keys ?? ["a": keyA]).mapValues { $0.publicKey.rawRepresentation.base64EncodedString() },
            router: router, handlers: NamedHandlers(), context: DeviceContext(appVersion: appVersion, platform: "ios", userID: "u1"),
            cacheDirectory: cached ? (cacheDirectory ?? cache) : nil, minimumSerial: minimumSerial, transport: cdn,
            maximumSize: maximumSize, clock: clock.read)
    }

    /// What opening a goods link shows: the app's own screen, or the web page a document degrades it to.
    static func opened(_ router: Router<Page>) async throws -> Page {
        try await router.open("shop://goods/7", expecting: Page.self)
    }

    static func web(_ serial: Int, _ variant: String = "") -> Page { .web("https://m.shop.example/product/7.html?v=\(serial)\(variant)") }

    func removeCache() { try? FileManager.default.removeItem(at: cache) }
}

extension RemoteRoutingDocuments {
    /// The events reported so far, read up to the last of `returned` (what the calls returned, in order: each
    /// was reported when it was returned), so that an event that is missing fails a test instead of hanging it.
    func reported(through returned: [Event]) async -> [Event] {
        var seen: [Event] = []
        var pending = returned[...]
        guard !pending.isEmpty else { return [] }
        for await event in events {
            seen.append(event)
            if event == pending.first { pending = pending.dropFirst() }
            if pending.isEmpty { break }
        }
        return seen
    }
}

extension RemoteRoutingDocuments.Event {
    /// The refusal's reason, when this is a refusal.
    var refusalReason: RoutingDocumentError.Code? {
        if case .refused(let error) = self { error.code } else { nil }
    }
}
