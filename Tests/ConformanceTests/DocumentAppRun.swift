import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import SwitchyardTool

/// A `document` case run as an app runs it: a router built from the case's table, `RemoteRoutingDocuments` with
/// the case's keys, device and a fixed clock, no cache directory (a fresh install), and a transport that answers
/// each refresh with the next document's text. A case without keys is read unsigned: each text is sealed with a
/// key made for the run and pinned, so that it takes the app's whole path (floor included) but the signature.
/// Links are opened with `Router.open`; the handlers answer with their name, the unmatched handler with the URL
/// it was given and why.
struct DocumentAppRun {
    /// Where the transport says the documents come from: the file label of a malformed document's message.
    static let source = URL(string: "https://conformance.invalid/routing.json")!

    let router: Router<String>
    /// The handler calls to come, in order: `true` throws (the route's handler fails); past the list none fails.
    let failing = Locked([Bool]())
    /// What each arrival gave, in the corpus's terms.
    private(set) var arrivals: [[String: Any]] = []
    private(set) var inForce: Int?

    /// What the unmatched handler answers: the URL it was given (after that leg's rewrites) and why.
    struct Unmatched: Sendable {
        let url: String
        let error: RoutingError
        /// The page the unmatched handler is offered (`UnmatchedRequest.webDestination`).
        let webDestination: String?
    }

    /// - Parameter policy: The app's rules, as a link's `policy` spells them (`restrict`, `deny`); `nil`: none.
    init(_ item: Case, table: RouteTableFile, policy: [String: Any]? = nil) async throws {
        let texts = (item.object["documents"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        let bound = item.object["handlers"] as? [String] ?? texts.flatMap(Self.handlerNames)
        var handlers = NamedHandlers<String>()
        let failing = self.failing
        for name in Set(table.table.routes.compactMap(\.value.handler) + bound) {
            handlers.register(name) { _ in
                let fails = failing.withLock { calls in calls.isEmpty ? false : calls.removeFirst() }
                if fails { throw HandlerFailure() }
                return .value(name)
            }
        }
        var builder = try RouterBuilder<String>(file: table, handlers: handlers)
        for rule in policy?["restrict"] as? [String] ?? [] {
            let parts = rule.split(separator: "=", maxSplits: 1).map(String.init)
            let kinds = try parts[1].split(separator: ",").map { try PolicyContext.parse(source: String($0)).source.kind }
            builder.restrict(tag: parts[0], to: Set(kinds))
        }
        for denial in policy?["deny"] as? [String] ?? [] {
            let source = try PolicyContext.parse(source: denial).source
            if denial.contains(":") { builder.deny(source) } else { builder.deny(kind: source.kind) }
        }
        builder.unmatched { request in
            .value(Unmatched(url: request.url, error: request.error, webDestination: request.webDestination?.url))
        }
        router = try builder.build()
        (arrivals, inForce) = try await Self.offer(item, to: router, handlers: handlers)
    }

    /// Offers a case's documents to `router`, in order, as an app does: `RemoteRoutingDocuments` with the case's
    /// keys, device and a fixed clock, no cache directory; a case without keys has each text sealed with a key made
    /// for the run (unsigned). Returns what each arrival gave and the serial in force (what the `open` cases' runner
    /// applies before the open, too).
    static func offer(
        _ item: Case, to router: Router<String>, handlers: NamedHandlers<String>
    ) async throws -> (arrivals: [[String: Any]], inForce: Int?) {
        let texts = (item.object["documents"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        let context = item.object["context"] as? [String: Any] ?? [:]
        var keys = item.object["keys"] as? [String: String] ?? [:]
        var bodies = texts.map { Array($0.utf8) }
        if item.object["keys"] == nil {
            let pair = SignedRoutingDocument.makeKeyPair()
            keys = ["preview": pair.publicKey]
            bodies = try bodies.map { try SignedRoutingDocument.seal($0, keyID: "preview", privateKeyBase64: pair.privateKey) }
        }
        let now = ISO8601DateFormatter().date(from: context["now"] as? String ?? "") ?? Date(timeIntervalSince1970: 0)
        let remote = try RemoteRoutingDocuments(
            url: Self.source, keys: keys, router: router, handlers: handlers,
            context: DeviceContext(
                appVersion: context["appVersion"] as? String ?? "", platform: context["platform"] as? String ?? "",
                userID: context["userId"] as? String ?? ""),
            cacheDirectory: nil, minimumSerial: context["minimumSerial"] as? Int ?? 1, transport: QueueTransport(bodies),
            clock: { now })
        var arrivals: [[String: Any]] = []
        for _ in bodies { arrivals.append(Self.arrival(await remote.refresh())) }
        return (arrivals, await remote.serialInForce)
    }

    /// An arrival's event in the corpus's terms.
    static func arrival(_ event: RemoteRoutingDocuments<String>.Event) -> [String: Any] {
        switch event {
        case .applied(let serial, _), .appliedNotCached(let serial, _): return ["applied": serial]
        case .unchanged(let serial): return ["unchanged": serial]
        case .refused(let error): return refusal(error, label: source.absoluteString)
        default: return ["unexpected": "\(event)"]
        }
    }

    /// `{"refused": CODE}`, with the first problem's line, column and message when the message places it
    /// (`LABEL:LINE:COLUMN: MESSAGE`, a line per problem).
    static func refusal(_ error: RoutingDocumentError, label: String) -> [String: Any] {
        var out: [String: Any] = ["refused": error.code.rawValue]
        guard error.code == .malformed, error.message.hasPrefix(label + ":") else { return out }
        let first = error.message.dropFirst(label.count + 1).components(separatedBy: "\n\(label):")[0]
        let parts = first.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]), parts[2].hasPrefix(" ") else { return out }
        out["line"] = line
        out["column"] = column
        out["message"] = String(parts[2].dropFirst())
        return out
    }

    /// The handler names a document's text gives its routes (an envelope's document decoded); none when it does not parse.
    static func handlerNames(_ text: String) -> [String] {
        guard var object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return [] }
        if let carried = object["document"] as? String, let data = Data(base64Encoded: carried),
            let inner = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            object = inner
        }
        return (object["routes"] as? [[String: Any]] ?? []).compactMap { $0["handler"] as? String }
    }
}

/// A handler's failure, for a `handlerFails` degrade.
struct HandlerFailure: Error {}

/// Answers each fetch with the next body, as a server that publishes one document after another.
struct QueueTransport: DocumentTransport {
    let bodies: Locked<[[UInt8]]>

    init(_ bodies: [[UInt8]]) { self.bodies = Locked(bodies) }

    func fetch(_ url: URL, etag: String?, timeout: Duration) async throws -> (body: [UInt8], etag: String?)? {
        (bodies.withLock { $0.isEmpty ? [] : $0.removeFirst() }, nil)
    }
}
