// The passes of an open after its first one answered with a redirect. Out of line, so that the open's own
// body, where `handle` is inlined, has no loop back to its start (ADR 0031).

extension Router {
    /// ``open(_:from:parameters:values:)`` after its first pass answered with a redirect to `first`: each
    /// further pass through ``handlePass(_:original:source:parameters:values:_:)``, out of line.
    @inlinable @inline(never)
    nonisolated(nonsending) func openRedirected(
        _ url: String, to first: String, from source: RouteSource, parameters: [String: String], values: RouteValues,
        _ snapshot: RouterSnapshot<Screen>
    ) async throws(RoutingError) -> RouteOutcome<Screen> {
        var redirectedTo: [String] = []
        var next = first
        while true {
            redirectedTo.append(next)
            if redirectedTo.count > 8 { throw RoutingError(.tooManyRedirects([url] + redirectedTo), url: url) }
            let target = next
            let response: RouteResponse<Screen>
            let request: RouteRequest?
            do {
                (request, response) = try await handlePass(
                    target, original: url, source: source, parameters: parameters, values: values, snapshot)
            } catch {
                if snapshot.callbacks != nil { await answerCallback(url, error: error, source: source, snapshot) }
                throw error
            }
            switch consume response {
            case .redirect(let further):
                next = further
            case let answered:
                return try await finish(
                    url, target: target, request: request, answered, redirectedTo: redirectedTo, source: source, snapshot)
            }
        }
    }

    /// ``handle(_:original:source:parameters:values:_:)`` out of line, for the passes after a redirect.
    @inlinable @inline(never)
    nonisolated(nonsending) func handlePass(
        _ target: String, original: String, source: RouteSource, parameters: [String: String], values: RouteValues,
        _ snapshot: RouterSnapshot<Screen>
    ) async throws(RoutingError) -> (RouteRequest?, RouteResponse<Screen>) {
        try await handle(target, original: original, source: source, parameters: parameters, values: values, snapshot)
    }
}
