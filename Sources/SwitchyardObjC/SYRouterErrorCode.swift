#if canImport(ObjectiveC)
import Foundation
#endif

/// The codes of the errors the Objective-C facade reports, in `SYRouter.errorDomain` (`SYRouterErrorDomain`).
/// The numbers are API and never change meaning; new codes may be added in any release, so a Swift `switch` over
/// the enum ends with `@unknown default` (ADR 0032). The enum is declared on every platform, so that the facade's
/// mapping of router errors to codes is built and tested on Linux too; only Apple platforms give it to
/// Objective-C.
///
/// ```objc
/// if ([error.domain isEqualToString:SYRouter.errorDomain] && error.code == SYRouterErrorCodeNoRoute) { … }
/// ```
#if canImport(ObjectiveC)
@objc(SYRouterErrorCode)
#endif
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum SYRouterErrorCode: Int, Sendable {
    /// The URL was refused before matching (too long, malformed), or does not name a target and an action.
    case invalidURL = 1
    /// No route matches the URL.
    case noRoute = 2
    /// Every matching route declined.
    case declined = 3
    /// The source policy forbids the route, action or service to this source.
    case forbidden = 4
    /// A middleware rejected the call (a login gate, invalid parameters).
    case rejected = 5
    /// A middleware did not answer in time.
    case timedOut = 6
    /// The call was cancelled.
    case cancelled = 7
    /// The handler failed; its error is under `NSUnderlyingErrorKey`.
    case handlerFailed = 8
    /// The handler answered something else than the caller expected (no object for `objectForURL:`, a
    /// Swift value with no Objective-C form).
    case unexpectedResult = 9
    /// The navigation the handler asked for failed; the navigator's error is under `NSUnderlyingErrorKey`.
    case navigationFailed = 10
    /// Redirects or rewrite rules went round in a loop.
    case redirectLoop = 11
    /// A middleware misbehaved (called the next step twice) or threw an error of its own.
    case middlewareFailed = 12
    /// No loaded module declares the action.
    case actionNotFound = 13
    /// No loaded module declares the service.
    case serviceNotFound = 14
    /// A registration was refused: the pattern does not parse or conflicts, the action is taken, or the
    /// facade has no module host to register actions with.
    case registrationFailed = 15
}
