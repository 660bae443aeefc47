public import Foundation
import Switchyard
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a routing document over HTTP(S) with a conditional request. ``RemoteRoutingDocuments`` uses
/// `URLSession` (an ephemeral session, reading at most its `maximumSize`) unless it is given another:
/// tests, and apps with their own HTTP stack, supply one.
///
/// ```swift
/// struct MyTransport: DocumentTransport {
///     func fetch(_ url: URL, etag: String?, timeout: Duration) async throws -> (body: [UInt8], etag: String?)? {
///         let response = try await http.get(url, headers: etag.map { ["If-None-Match": $0] } ?? [:], timeout: timeout)
///         if response.status == 304 { return nil }                      // not modified
///         guard response.status == 200 else { throw HTTPStatus(response.status) }
///         return (response.body, response.headers["ETag"])
///     }
/// }
/// ```
public protocol DocumentTransport: Sendable {
    /// Fetches `url`, sending `If-None-Match: etag` when there is one.
    ///
    /// - Returns: The body and the response's `ETag` header for a 200; `nil` for a 304 (not modified).
    /// - Throws: Any error for any other status, a timeout, no connection or a body too large: the fetch
    ///   is refused with ``RoutingDocumentError/Code-swift.enum/transport`` and the error's description.
    func fetch(_ url: URL, etag: String?, timeout: Duration) async throws -> (body: [UInt8], etag: String?)?
}

/// What a `URLSession` fetch gave: the body and `ETag` of a 200, `nil` for a 304, or why it failed.
typealias FetchResult = Result<(body: [UInt8], etag: String?)?, TransportFailure>

/// ``DocumentTransport`` over `URLSession` (any static host or CDN; no server of ours): what
/// ``RemoteRoutingDocuments`` fetches with when it is given no transport, limited to its `maximumSize`.
package struct URLSessionTransport: DocumentTransport {
    /// The largest body read, in bytes: a response that announces more, or sends more, is dropped as it
    /// arrives, so a huge body never sits in memory (``RemoteRoutingDocuments`` then refuses the rest too).
    package let maximumSize: Int

    /// A transport using an ephemeral session (no shared cookies or cache: the ETag is ours).
    ///
    /// ```swift
    /// let transport = URLSessionTransport(maximumSize: 256 * 1024)
    /// ```
    package init(maximumSize: Int = 1 << 20) {
        self.maximumSize = max(maximumSize, 0)
    }

    package func fetch(_ url: URL, etag: String?, timeout: Duration) async throws -> (body: [UInt8], etag: String?)? {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        request.timeoutInterval = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let result: FetchResult = await withCheckedContinuation { continuation in
            let body = BodyCollector(limit: maximumSize) { continuation.resume(returning: $0) }
            let session = URLSession(configuration: .ephemeral, delegate: body, delegateQueue: nil)
            session.dataTask(with: request).resume()
            session.finishTasksAndInvalidate()
        }
        return try result.get()
    }
}

/// Why a `URLSession` fetch failed, in words (its description is what the refusal says).
struct TransportFailure: Error, CustomStringConvertible {
    let description: String
}

/// Collects one response's body up to a limit, then answers once.
private final class BodyCollector: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var body: [UInt8] = []
        var answer: (@Sendable (FetchResult) -> Void)?
    }

    private let limit: Int
    private let state: Locked<State>

    init(limit: Int, answer: @escaping @Sendable (FetchResult) -> Void) {
        self.limit = limit
        state = Locked(State(answer: answer))
    }

    /// Answers `fetch`, the first time only.
    private func finish(_ fetch: FetchResult) {
        let answer = state.withLock { state in
            defer { state.answer = nil }
            return state.answer
        }
        answer?(fetch)
    }

    private func tooLarge(_ task: URLSessionTask) {
        finish(.failure(TransportFailure(description: "the body is over \(limit) bytes; not read further")))
        task.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(limit) {
            completionHandler(.cancel)
            tooLarge(dataTask)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = state.withLock { state in
            state.body.append(contentsOf: data)
            return state.body.count > limit
        }
        if over { tooLarge(dataTask) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            finish(.failure(TransportFailure(description: error.localizedDescription)))
            return
        }
        guard let http = task.response as? HTTPURLResponse else {
            finish(.failure(TransportFailure(description: "not an HTTP response")))
            return
        }
        switch http.statusCode {
        case 200:
            let body = state.withLock { $0.body }
            finish(.success((body, http.value(forHTTPHeaderField: "ETag"))))
        case 304:
            finish(.success(nil))
        default:
            finish(.failure(TransportFailure(description: "HTTP \(http.statusCode)")))
        }
    }
}
