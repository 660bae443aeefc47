package import Foundation
package import Switchyard

/// A routing document: what operations change in a live app without a release. It carries its own
/// validity (format, serial number, app versions, platforms, a time window, a rollout percentage) and the
/// changes: rewrites, redirects of retired URLs, degrades to web or to another route, new routes bound to
/// handlers the app registered by name, and routes removed. A document with rules only is valid.
///
/// ```json
/// { "format": 1, "serial": 12,
///   "app": { "minVersion": "2.0", "maxVersion": "2.9", "platforms": ["ios"] },
///   "notBefore": "2026-11-20T00:00:00Z", "expires": "2026-12-31T00:00:00Z",
///   "rollout": { "percent": 5, "salt": "checkout-web" },
///   "rewrites": [ { "from": "https://m.shop.example/p/:id", "to": "shop://goods/{id}" } ],
///   "redirects": [ { "from": "shop://item/:id", "to": "shop://goods/{id}" } ],
///   "degrades": [ { "route": "shop://goods/<int:id>", "to": "https://m.shop.example/product/{id}.html" } ],
///   "routes": [ { "pattern": "shop://campaign/:slug", "handler": "web.page" } ],
///   "remove": [ "shop://legacy" ] }
/// ```
///
/// An app takes documents through ``RemoteRoutingDocuments``, which fetches, verifies, checks and applies
/// them, and keeps the floor that refuses an older document replayed. The tools (`switchyard verify`,
/// `lint --document`) and the tests open the signed bytes themselves:
///
/// ```swift
/// let document = try SignedRoutingDocument.open(Array(data), keys: keys)
/// if let refusal = document.refusal(for: context) { throw refusal }
/// try document.apply(to: router, handlers: handlers, context: context)
/// ```
package struct RoutingDocument: Sendable, Hashable {
    /// The only format this version reads.
    package static let currentFormat = 1

    /// Which app builds a document is for.
    package struct AppRange: Sendable, Hashable {
        /// The lowest app version taking the document (inclusive); `nil` for any.
        package var minVersion: String?
        /// The highest app version taking the document (inclusive); `nil` for any.
        package var maxVersion: String?
        /// `ios`, `android`, … ; empty for every platform.
        package var platforms: [String] = []

        /// A range; `nil` bounds are open.
        package init(minVersion: String? = nil, maxVersion: String? = nil, platforms: [String] = []) {
            self.minVersion = minVersion
            self.maxVersion = maxVersion
            self.platforms = platforms.map { $0.lowercased() }
        }
    }

    /// A gray release: the share of users, by a stable bucket of their id, that take the document.
    package struct Rollout: Sendable, Hashable {
        /// 0 to 100.
        package var percent: Double
        /// Mixed into the bucket, so that two documents do not pick the same users; the serial number when absent.
        package var salt: String?

        /// A rollout.
        package init(percent: Double, salt: String? = nil) {
            self.percent = percent
            self.salt = salt
        }
    }

    /// A degrade, with its own app range.
    package struct DocumentDegrade: Sendable, Hashable {
        /// The degrade.
        package var degrade: Degrade
        /// The app builds it applies to; `nil` for all the document applies to.
        package var app: AppRange?
    }

    /// A route bound to a handler the app registered under `handler`.
    package struct DocumentRoute: Sendable, Hashable {
        /// The pattern.
        package var pattern: String
        /// The name of a handler the app registered (``NamedHandlers``).
        package var handler: String
        /// The route's name.
        package var name: String?
        /// Its tags.
        package var tags: [String]
        /// Whether only the app itself may open it.
        package var isInternal: Bool
        /// Where it is written in the document.
        package var location: TextLocation
    }

    /// The document format (``currentFormat``).
    package var format: Int
    /// Increases with every document; an older one is refused (no downgrade).
    package var serial: Int
    /// The app builds it is for; `nil` for every build.
    package var app: AppRange?
    /// Not applied before this time.
    package var notBefore: Date?
    /// Not applied from this time on.
    package var expires: Date?
    /// The share of users that take it; `nil` for everyone.
    package var rollout: Rollout?
    /// Rewrite rules, tried before the app's own.
    package var rewrites: [RewriteRule] = []
    /// Retired URLs sent elsewhere.
    package var redirects: [Redirect] = []
    /// Routes sent elsewhere.
    package var degrades: [DocumentDegrade] = []
    /// Routes added, bound to named handlers.
    package var routes: [DocumentRoute] = []
    /// Routes taken away.
    package var removals: [RouteSelector] = []
    /// Where each rule is written in the document, for diagnostics (`switchyard lint --document`).
    package var locations = Locations()

    /// Where a document's rules are written: `rewrites[i]` is where `rewrites[i]` of the document starts.
    package struct Locations: Sendable, Hashable {
        /// One per rewrite.
        package var rewrites: [TextLocation] = []
        /// One per redirect.
        package var redirects: [TextLocation] = []
        /// One per degrade.
        package var degrades: [TextLocation] = []
        /// One per removal.
        package var removals: [TextLocation] = []

        /// No locations (a document made in code).
        package init() {}
    }

    /// An empty document.
    package init(format: Int = RoutingDocument.currentFormat, serial: Int) {
        self.format = format
        self.serial = serial
    }

    /// Parses a JSON document; every problem is reported with its `file:line:column`.
    package static func parse(_ bytes: [UInt8], file: String) throws(ConfigDocumentError) -> RoutingDocument {
        let root: ConfigNode
        do {
            root = try ConfigDocument.parse(bytes, format: .json, file: file)
        } catch {
            throw ConfigDocumentError([error])
        }
        var decoder = RoutingDocumentDecoder(file: file)
        let document = decoder.decode(root)
        guard let document, decoder.diagnostics.isEmpty else {
            throw ConfigDocumentError(decoder.diagnostics.sorted { ($0.location ?? .start) < ($1.location ?? .start) })
        }
        // The budget is checked after the form and before anything is expanded or compiled: past it, the
        // document is refused here and costs no more than its parse (DynamicRouting, "A document's budget").
        if let (location, message) = DocumentBudget.problem(root) {
            throw ConfigDocumentError([Diagnostic(file: file, location: location, message: message)])
        }
        return document
    }

    /// Applies this document to `router`, over the routes the app built, as one new snapshot: opens in
    /// flight finish on the old one, and no open sees a half-applied document. It replaces the document
    /// applied before (document 13 after document 12 gives the app's routes plus document 13); middleware,
    /// source policy and the navigator are kept. Degrades limited to other app versions or platforms than
    /// `context`'s are left out. At the document's `expires` the router goes back to its own routes, on the
    /// first open or dry run at or after that time. It does not check the document's conditions: ask
    /// ``refusal(for:at:)`` first. ``RemoteRoutingDocuments`` does all of this for documents it fetches.
    ///
    /// ```swift
    /// let document = try SignedRoutingDocument.open(Array(data), keys: keys)
    /// if let refusal = document.refusal(for: context) { throw refusal }
    /// try document.apply(to: router, handlers: handlers, context: context)
    /// ```
    ///
    /// `hasExpired` decides when the document has run out; `nil` compares the wall clock with `expires`
    /// (``RemoteRoutingDocuments`` passes its own clock, and reports the expiry).
    ///
    /// - Throws: ``RoutingDocumentError`` with the code `unboundHandler` naming every route whose handler the
    ///   app did not register, or `doesNotApply` naming the first rule that does not apply to the router's
    ///   routes (a degrade or removal of a route that does not exist, a pattern or template that does not
    ///   parse, a conflict). The router then keeps what it had.
    package func apply<Screen>(
        to router: Router<Screen>, handlers: NamedHandlers<Screen>, context: DeviceContext? = nil,
        hasExpired: (@Sendable () -> Bool)? = nil, label: String? = nil
    ) throws(RoutingDocumentError) {
        var changes = try changes(handlers: handlers, context: context)
        // An unsigned document's changes say so in the router (`unsigned document 1`), so that no status reads
        // them as a signed document of that serial (issue #57, item 6).
        if let label { changes.label = label }
        if let hasExpired {
            changes.hasExpired = hasExpired
        } else if let expires {
            changes.hasExpired = { Date() >= expires }
        }
        do {
            try router.apply(changes)
        } catch {
            throw RoutingDocumentError(.doesNotApply, "\(error)")
        }
    }

    /// The changes this document makes, for an app with these named handlers and this context (degrades
    /// limited to other app versions or platforms are left out).
    ///
    /// - Throws: ``RoutingDocumentError`` naming every route whose handler the app did not register.
    package func changes<Screen>(
        handlers: NamedHandlers<Screen>, context: DeviceContext? = nil
    ) throws(RoutingDocumentError) -> RoutingChanges<Screen> {
        var changes = RoutingChanges<Screen>(label: "document \(serial)")
        changes.rewrites = rewrites
        changes.redirects = redirects
        changes.degrades = degrades.filter { degrade in
            guard let context, let app = degrade.app else { return true }
            return context.isIn(app)
        }.map(\.degrade)
        changes.removals = removals
        changes.captureWeights = captureWeights
        var missing: [String] = []
        for route in routes {
            guard let handler = handlers.handler(named: route.handler) else {
                let (name, pattern) = (TextScanning.quoted(route.handler), DiagnosticText.quoted(route.pattern, escaped: false))
                missing.append(
                    DocumentText.noHandler(place: "\(route.location.line):\(route.location.column)", handler: name, pattern: pattern))
                continue
            }
            changes.routes.append(
                AddedRoute(
                    pattern: route.pattern, name: route.name, tags: route.tags, visibility: route.isInternal ? .internal : .public,
                    handler: handler))
        }
        if !missing.isEmpty { throw RoutingDocumentError(.unboundHandler, missing.joined(separator: "\n")) }
        return changes
    }
}

extension RoutingDocument {
    /// What one match of a URL spends per byte of a link's regex allowance on this document's capture regexes, as its
    /// budget weighs them (ADR 0051, decision 6); `nil` when it has none. Messages name it `document SERIAL`.
    package var captureWeights: CaptureWeights? {
        DocumentBudget.captureWeights(self, label: "document \(serial)")
    }
}
