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

/// What a `URLSession` fetch gave.
enum DocumentFetch: Sendable, Hashable {
    /// 200, with the body and the `ETag` header when present.
    case fetched([UInt8], etag: String?)
    /// 304: the document has not changed.
    case notModified
    /// Any other status, a timeout, no connection, a body over the size limit.
    case failed(String)
}

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
        switch await fetched(url, etag: etag, timeout: timeout) {
        case let .fetched(body, etag): return (body, etag)
        case .notModified: return nil
        case .failed(let why): throw TransportFailure(description: why)
        }
    }

    private func fetched(_ url: URL, etag: String?, timeout: Duration) async -> DocumentFetch {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        request.timeoutInterval = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        return await withCheckedContinuation { continuation in
            let body = BodyCollector(limit: maximumSize) { continuation.resume(returning: $0) }
            let session = URLSession(configuration: .ephemeral, delegate: body, delegateQueue: nil)
            session.dataTask(with: request).resume()
            session.finishTasksAndInvalidate()
        }
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
        var answer: (@Sendable (DocumentFetch) -> Void)?
    }

    private let limit: Int
    private let state: Locked<State>

    init(limit: Int, answer: @escaping @Sendable (DocumentFetch) -> Void) {
        self.limit = limit
        state = Locked(State(answer: answer))
    }

    /// Answers `fetch`, the first time only.
    private func finish(_ fetch: DocumentFetch) {
        let answer = state.withLock { state in
            defer { state.answer = nil }
            return state.answer
        }
        answer?(fetch)
    }

    private func tooLarge(_ task: URLSessionTask) {
        finish(.failed("the body is over \(limit) bytes; not read further"))
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
            finish(.failed(error.localizedDescription))
            return
        }
        guard let http = task.response as? HTTPURLResponse else {
            finish(.failed("not an HTTP response"))
            return
        }
        switch http.statusCode {
        case 200:
            let body = state.withLock { $0.body }
            finish(.fetched(body, etag: http.value(forHTTPHeaderField: "ETag")))
        case 304:
            finish(.notModified)
        default:
            finish(.failed("HTTP \(http.statusCode)"))
        }
    }
}
