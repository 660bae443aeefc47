// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

extension RoutingError.Reason {
    /// The reason's case name, as the corpus and the analytics event spell it (`noRoute`, `middlewareFailed`).
    package var name: String {
        switch self {
        case .refused: return "refused"
        case .noRoute: return "noRoute"
        case .allDeclined: return "allDeclined"
        case .forbidden: return "forbidden"
        case .rejected: return "rejected"
        case .middlewareFailed: return "middlewareFailed"
        case .nextCalledTwice: return "nextCalledTwice"
        case .timedOut: return "timedOut"
        case .cancelled: return "cancelled"
        case .handlerFailed: return "handlerFailed"
        case .tooManyRedirects: return "tooManyRedirects"
        case .rewriteLoop: return "rewriteLoop"
        case .unexpectedResponse: return "unexpectedResponse"
        case .navigationFailed: return "navigationFailed"
        }
    }
}
