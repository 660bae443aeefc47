package import Foundation
package import Switchyard

/// An error on its way to Objective-C: a code, a message, the URL or call it is about, and the error that
/// caused it. ``nsError`` is what an Objective-C caller receives.
///
/// ```swift
/// let failure = ObjCFailure(routing: RoutingError(.cancelled, url: "shop://cart"))
/// failure.nsError.domain    // "SYRouterErrorDomain"
/// failure.nsError.code      // 7 (SYRouterErrorCodeCancelled)
/// ```
package struct ObjCFailure: Error, Sendable, CustomStringConvertible {
    /// The domain of every error the facade reports.
    package static let domain = "SYRouterErrorDomain"

    package let code: SYRouterErrorCode
    package let description: String
    /// The URL the error is about (an action's or a service's address for component calls).
    package let url: String?
    /// The error that caused this one: a handler's or a navigator's.
    package let underlying: (any Error)?

    package init(_ code: SYRouterErrorCode, _ description: String, url: String? = nil, underlying: (any Error)? = nil) {
        self.code = code
        self.description = description
        self.url = url
        self.underlying = underlying
    }

    /// The error an open or a component call threw, by its reason.
    package init(routing error: RoutingError) {
        let code: SYRouterErrorCode
        var underlying: (any Error)?
        switch error.reason {
        case .refused: code = .invalidURL
        case .noRoute: code = .noRoute
        case .allDeclined: code = .declined
        case .forbidden: code = .forbidden
        case .rejected: code = .rejected
        case .timedOut: code = .timedOut
        case .cancelled: code = .cancelled
        case .handlerFailed(_, let cause):
            code = .handlerFailed
            underlying = cause
        case .unexpectedResponse: code = .unexpectedResult
        case .navigationFailed(let cause):
            code = .navigationFailed
            underlying = cause
        case .tooManyRedirects, .rewriteLoop: code = .redirectLoop
        case .nextCalledTwice: code = .middlewareFailed
        case .middlewareFailed(_, let cause):
            code = .middlewareFailed
            underlying = cause
        }
        self.init(code, error.description, url: error.url, underlying: underlying)
    }

    /// The error a target-action or a service lookup threw.
    package init(component error: ComponentError) {
        if error.code == .pipeline, let routing = error.routingError {
            self.init(routing: routing)
            return
        }
        let url: String? =
            switch error.call {
            case .action(let target, let action)?: "action://\(target)/\(action)"
            case .service(let name)?: "service://\(name)"
            case nil: nil
            }
        let code: SYRouterErrorCode =
            switch error.code {
            case .actionNotFound: .actionNotFound
            case .serviceNotFound: .serviceNotFound
            case .notAnActionURL: .invalidURL
            case .typeMismatch: .unexpectedResult
            default: .handlerFailed  // invalid parameters for a typed action, and kinds added later
            }
        self.init(code, error.description, url: url)
    }

    /// The error a registration threw: a pattern that does not parse (`PatternError`), a table that no
    /// longer builds (`RouteTableError`), a module the host refused (`ModuleError`).
    package init(registering error: any Error) {
        if let failure = error as? ObjCFailure {
            self = failure
        } else {
            self.init(.registrationFailed, String(describing: error), underlying: error)
        }
    }

    /// The error for Objective-C: ``domain``, the code's number, and in `userInfo` the message
    /// (`NSLocalizedDescriptionKey`), the URL (``ObjCArguments/urlKey``, as handler blocks find it) and the cause
    /// (`NSUnderlyingErrorKey`), each when there is one.
    package var nsError: NSError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let url { info[ObjCArguments.urlKey] = url }
        if let underlying { info[NSUnderlyingErrorKey] = underlying as NSError }
        return NSError(domain: Self.domain, code: code.rawValue, userInfo: info)
    }
}
