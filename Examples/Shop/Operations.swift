import Foundation
import Logging
import Switchyard
import SwitchyardRoutingDocuments

/// The operations side of the story: a routing document, signed in the release pipeline and published on
/// a CDN, that the app fetches and applies to its live router. The CDN is simulated in memory (the demo
/// runs offline); `RemoteRoutingDocuments` does the same with `URLSessionTransport` against a real URL.
struct Operations {
    /// A CDN serving whatever was published last, with an ETag per version.
    actor SimulatedCDN: DocumentTransport {
        private var published: [UInt8] = []

        func publish(_ bytes: [UInt8]) { published = bytes }

        func fetch(_ url: URL, etag: String?, timeout: Duration) async throws -> (body: [UInt8], etag: String?)? {
            let tag = "\"\(published.count)-\(published.reduce(0) { ($0 &* 31) &+ Int($1) })\""
            return etag == tag ? nil : (published, tag)  // nil: not modified
        }
    }

    let cdn = SimulatedCDN()
    let release = ReleasePipeline(keyID: "2026-a")
    let remote: RemoteRoutingDocuments<Screen>

    init(app: ShopApp) throws {
        var logger = Logger(label: "shop.routing-documents")
        logger.logLevel = .critical  // the story prints each decision itself
        remote = try RemoteRoutingDocuments(
            url: URL(string: "https://cdn.shop.example/shop/routing.json") ?? URL(fileURLWithPath: "/"),
            keys: [release.keyID: release.publicKey],
            router: app.router, handlers: app.handlers,
            context: DeviceContext(appVersion: "2.4.0", platform: "ios", userID: "demo-user"),
            cacheDirectory: nil, transport: cdn, logger: logger)
    }

    /// The goods page is broken in app 2.x: send it to its web page until a fix ships. The sale campaign's
    /// links (`/sale/42-red-shoes`) go to the product page the app's own rule rewrites: a regex rule, then
    /// a chain of two rewrites.
    static let degradeGoods = #"""
        { "format": 1, "serial": 2, "app": { "minVersion": "2.0", "maxVersion": "2.9" },
          "rewrites": [ { "regex": "^https://m\\.shop\\.example/sale/(?<id>[0-9]+)-[a-z-]+$",
                          "to": "https://m.shop.example/product/{id}.html" } ],
          "degrades": [ { "name": "goods.detail", "to": "https://m.shop.example/item/{id}" } ] }
        """#

    /// Signs `document` and publishes it, as the release pipeline does (`switchyard sign`).
    func publish(_ document: String) async throws {
        await cdn.publish(try release.sign(document))
    }

    /// Publishes `document` signed, then changed after signing (a tampered copy).
    func publishTampered(_ document: String) async throws {
        await cdn.publish(try release.signThenTamper(document) { $0.replacingOccurrences(of: "m.shop.example", with: "evil.example") })
    }

    /// The app's periodic refresh, in words.
    func refresh() async -> String {
        switch await remote.refresh() {
        case let .applied(serial, _): return "applied  document \(serial): the router swapped in a new snapshot"
        case let .appliedNotCached(serial, reason): return "applied  document \(serial), but not cached: \(reason)"
        case .expired(let serial): return "expired  document \(serial): the router runs its own routes"
        case .floorRebuilt(let reason): return "warning  \(reason)"
        case .notModified: return "checked  not modified"
        case .unchanged(let serial): return "checked  document \(serial) is already in force"
        case .refused(let error): return "refused  \(error); the router keeps what it had"
        }
    }

    /// Which routes the router runs, in words: the document in force, or the app's own.
    func inForce() async -> String {
        await remote.serialInForce.map { "document \($0)" } ?? "the app's own routes"
    }
}
