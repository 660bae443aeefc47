public import Foundation
public import Logging
public import Switchyard
public import SwitchyardRoutingDocuments

/// A routing document for tests: its JSON text (the format of the DynamicRouting article of the
/// `SwitchyardConfig` catalogue), read without a signature, so that a test checks how the app's routes
/// behave under a degrade, a rewrite or a rollout without keys, a transport or a refresh.
///
/// ```swift
/// import SwitchyardConfigTesting
///
/// let document = try UnsignedRoutingDocument(json: """
///     { "format": 1, "serial": 12,
///       "degrades": [ { "route": "shop://goods/<int:id>", "to": "https://m.shop.example/item/{id}" } ] }
///     """)
/// try document.applyForTesting(to: router)
/// let page = try await router.open("shop://goods/7", expecting: Page.self)   // the web page now
/// ```
///
/// It lives in `SwitchyardConfigTesting`, a product for test targets only: an app never links it, so the
/// app's only way to take a document stays `RemoteRoutingDocuments`, which verifies the signature, keeps
/// the floor and caches. The name says it is unsigned; the method says it is for tests (ADR 0035).
public struct UnsignedRoutingDocument: Sendable, Hashable {
    let document: RoutingDocument

    /// Reads a document from its JSON text, with the checks `switchyard lint --document` makes of its form.
    ///
    /// ```swift
    /// let document = try UnsignedRoutingDocument(json: #"{"format": 1, "serial": 3, "remove": ["shop://legacy"]}"#)
    /// ```
    ///
    /// - Throws: `RoutingDocumentError` with the code `malformed`, whose message lists every problem with
    ///   its place (`document:2:14: …`), as a signed document's are.
    public init(json: String) throws(RoutingDocumentError) {
        do {
            document = try RoutingDocument.parse(Array(json.utf8), file: "document")
        } catch {
            throw RoutingDocumentError(.malformed, "\(error)")
        }
    }

    /// Whether the document's rollout takes the user with this id: the bucket the app computes (SHA-256 of
    /// the salt and the id), below the percentage. A document without a rollout takes everyone.
    ///
    /// ```swift
    /// let document = try UnsignedRoutingDocument(json: #"{"format":1,"serial":5,"rollout":{"percent":50,"salt":"web"}}"#)
    /// let reached = ["u-1", "u-2", "u-3"].filter(document.rolloutIncludes(userID:))
    /// ```
    ///
    /// It answers what applying the document with a `DeviceContext` of that user decides, without
    /// applying it: ``applyForTesting(to:handlers:context:clock:logger:)`` refuses the same users (`notInRollout`).
    public func rolloutIncludes(userID: String) -> Bool {
        guard let rollout = document.rollout else { return true }
        let user = DeviceContext(appVersion: "", platform: "", userID: userID)
        return user.rolloutBucket(salt: rollout.salt ?? "\(document.serial)") < rollout.percent
    }

    /// Applies the document to `router` as `RemoteRoutingDocuments` applies one it accepted, without a
    /// signature, a floor or a cache: over the app's own routes, as one snapshot, replacing the document
    /// applied before. For tests only.
    ///
    /// An unsigned apply is visible (issue #57, item 6): the router's changes are labelled
    /// `unsigned document N`, so `RemoteRoutingDocuments.serialInForce` no longer reports a signed document it
    /// replaced; it is logged at `.warning` through `logger`; and outside a test runner (a process that is not
    /// an `.xctest` bundle, `xctest`, `swiftpm-testing-helper`, or started by Xcode's test runner) it is
    /// refused with the code `unsigned`, so that a release executable that links this product by mistake
    /// cannot apply one.
    ///
    /// ```swift
    /// var handlers = NamedHandlers<Page>()
    /// handlers.register("web.page") { request in .value(Page.web(request.url)) }
    /// try document.applyForTesting(to: router, handlers: handlers,
    ///                              context: DeviceContext(appVersion: "2.4.0", platform: "ios", userID: "u-1"))
    /// ```
    ///
    /// - Parameters:
    ///   - router: The router under test.
    ///   - handlers: The handlers the document's added routes name.
    ///   - context: With one, the document's conditions are checked as the app checks them (its app range
    ///     and rollout; a document the app would refuse is refused with the same code), and a degrade
    ///     limited to other app versions is left out. Without one, only its time window is checked, and
    ///     every degrade applies.
    ///   - clock: The time the window is checked against, now and before each open (a document in force
    ///     ends at its `expires`).
    ///   - logger: Where the unsigned apply is logged.
    /// - Throws: `RoutingDocumentError`: `unsigned` outside a test runner, `expired`, `notYetValid`,
    ///   `otherApp`, `notInRollout`, `unboundHandler` or `doesNotApply`. The router then keeps what it had.
    public func applyForTesting<Screen>(
        to router: Router<Screen>, handlers: NamedHandlers<Screen> = NamedHandlers(), context: DeviceContext? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }, logger: Logger = Logger(label: "switchyard.routing-documents")
    ) throws(RoutingDocumentError) {
        let process = ProcessInfo.processInfo
        guard Self.isTestRunner(processName: process.processName, environment: process.environment) else {
            logger.error("unsigned routing document \(document.serial) refused: \(process.processName) is not a test runner")
            throw RoutingDocumentError(
                .unsigned, "an unsigned routing document applies only under a test runner; \(process.processName) is not one")
        }
        // Without a context, the conditions on the device (app range, rollout) are left out of the check.
        var conditions = document
        if context == nil { (conditions.app, conditions.rollout) = (nil, nil) }
        let device = context ?? DeviceContext(appVersion: "", platform: "", userID: "")
        if let refusal = conditions.refusal(for: device, at: clock()) { throw refusal }
        var hasExpired: (@Sendable () -> Bool)?
        if let expires = document.expires { hasExpired = { clock() >= expires } }
        try document.apply(to: router, handlers: handlers, context: context, hasExpired: hasExpired, label: label)
        logger.warning("unsigned routing document \(document.serial) applied for testing", metadata: ["label": "\(label)"])
    }

    /// The label of the document's changes in the router: `unsigned document 12`.
    var label: String { "unsigned document \(document.serial)" }

    /// Whether a process of this name and environment is a test runner: an `.xctest` bundle (SwiftPM on Linux
    /// and Windows), `xctest` or `swiftpm-testing-helper` (SwiftPM on macOS), or a process Xcode's test runner
    /// started (`XCTestConfigurationFilePath`, `XCTestSessionIdentifier`, `XCTestBundlePath`).
    ///
    /// ```swift
    /// UnsignedRoutingDocument.isTestRunner(processName: "ShopPackageTests.xctest", environment: [:])   // true
    /// UnsignedRoutingDocument.isTestRunner(processName: "Shop", environment: [:])                      // false
    /// ```
    package static func isTestRunner(processName: String, environment: [String: String]) -> Bool {
        if processName.hasSuffix(".xctest") || processName == "xctest" || processName == "swiftpm-testing-helper" { return true }
        return ["XCTestConfigurationFilePath", "XCTestSessionIdentifier", "XCTestBundlePath"].contains { environment[$0] != nil }
    }
}
