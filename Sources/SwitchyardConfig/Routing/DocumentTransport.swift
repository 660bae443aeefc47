public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a routing document over HTTP(S) with a conditional request. The default is
/// ``URLSessionTransport``; tests and apps with their own HTTP stack supply another.
///
/// ```swift
/// struct MyTransport: DocumentTransport {
///     func fetch(_ url: URL, etag: String?, timeout: Duration) async -> DocumentFetch { … }
/// }
/// ```
public protocol DocumentTransport: Sendable {
    /// Fetches `url`, sending `If-None-Match: etag` when there is one.
    func fetch(_ url: URL, etag: String?, timeout: Duration) async -> DocumentFetch
}

/// What a fetch gave.
public enum DocumentFetch: Sendable, Hashable {
    /// 200, with the body and the `ETag` header when present.
    case fetched([UInt8], etag: String?)
    /// 304: the document has not changed.
    case notModified
    /// Any other status, a timeout, no connection.
    case failed(String)
}

/// ``DocumentTransport`` over `URLSession` (any static host or CDN; no server of ours).
public struct URLSessionTransport: DocumentTransport {
    /// A transport using an ephemeral session (no shared cookies or cache: the ETag is ours).
    public init() {}

    public func fetch(_ url: URL, etag: String?, timeout: Duration) async -> DocumentFetch {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        request.timeoutInterval = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        return await withCheckedContinuation { continuation in
            session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(returning: .failed(error.localizedDescription))
                    return
                }
                guard let http = response as? HTTPURLResponse else {
                    continuation.resume(returning: .failed("not an HTTP response"))
                    return
                }
                switch http.statusCode {
                case 200:
                    let etag = http.value(forHTTPHeaderField: "ETag")
                    continuation.resume(returning: .fetched([UInt8](data ?? Data()), etag: etag))
                case 304:
                    continuation.resume(returning: .notModified)
                default:
                    continuation.resume(returning: .failed("HTTP \(http.statusCode)"))
                }
            }.resume()
        }
    }
}
