public import SwitchyardMatching

/// Why a ``Mediator`` call did not produce a value.
///
/// Errors thrown by handlers themselves reach the caller unchanged; these are the mediator's own.
///
/// ```swift
/// do {
///     try await calls.perform(url: "app://cart/clear", origin: .otherApp(bundleID: nil))
/// } catch let error as MediatorError {
///     print(error)   // action "clear" on target "cart" is not callable from outside the app
/// }
/// ```
public enum MediatorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No action is registered under the target and action (the two names, in that order), and there is
    /// no not-found fallback.
    ///
    /// Description: `no action "add" on target "cart"`.
    case actionNotFound(String, String)

    /// The action (target, action) is ``ActionExposure/internal`` and the call came from
    /// a source other than ``RouteSource/inApp``. The handler did not run.
    ///
    /// Description: `action "clear" on target "cart" is not callable from outside the app`.
    case notCallableFromOutside(String, String)

    /// The action (target, action) returned a value of another type than the caller expected.
    ///
    /// Description: `action "add" on target "cart" returned Int, not String`.
    case resultTypeMismatch(String, String, returned: String, expected: String)

    /// A typed action (target, action) was given a typed input of another type.
    ///
    /// Description: `action "add" on target "cart" takes AddToCart.Input, not String`.
    case inputTypeMismatch(String, String, expected: String, given: String)

    /// A typed action (target, action) was called with parameters (by URL, or by
    /// ``Mediator/perform(target:action:parameters:origin:)``) but was registered without a decoder.
    ///
    /// Description: `action "add" on target "cart" has no parameter decoder: call it with its typed input`.
    case noParameterDecoder(String, String)

    /// The decoder of a typed action (target, action) could not make its input from the parameters.
    ///
    /// Description: `invalid parameters for action "add" on target "cart": <the decoder's error>`.
    case invalidParameters(String, String, any Error)

    /// The URL was refused before it was looked at; the description is the refusal's own,
    /// for example `URL is empty`.
    case refusedURL(URLIntakeError)

    /// The URL's path is not exactly a target and an action.
    ///
    /// Description: `URL "app://cart" does not name a target and an action (scheme://target/action)`.
    case notAnActionURL(String)

    /// The text of the error, for logs and for people.
    ///
    /// ```swift
    /// MediatorError.actionNotFound("cart", "add").description   // no action "add" on target "cart"
    /// ```
    public var description: String {
        switch self {
        case let .actionNotFound(target, action):
            return "no action \"\(action)\" on target \"\(target)\""
        case let .notCallableFromOutside(target, action):
            return "action \"\(action)\" on target \"\(target)\" is not callable from outside the app"
        case let .resultTypeMismatch(target, action, returned, expected):
            return "action \"\(action)\" on target \"\(target)\" returned \(returned), not \(expected)"
        case let .inputTypeMismatch(target, action, expected, given):
            return "action \"\(action)\" on target \"\(target)\" takes \(expected), not \(given)"
        case let .noParameterDecoder(target, action):
            return "action \"\(action)\" on target \"\(target)\" has no parameter decoder: call it with its typed input"
        case let .invalidParameters(target, action, error):
            return "invalid parameters for action \"\(action)\" on target \"\(target)\": \(error)"
        case let .refusedURL(refusal):
            return refusal.description
        case let .notAnActionURL(url):
            return "URL \"\(url)\" does not name a target and an action (scheme://target/action)"
        }
    }

    /// Whether two errors are the same case with the same names.
    ///
    /// Two ``invalidParameters(_:_:_:)`` errors are equal when their names match and their underlying
    /// errors have the same description, since arbitrary errors cannot be compared.
    ///
    /// ```swift
    /// MediatorError.actionNotFound("cart", "add") == .actionNotFound("cart", "add")   // true
    /// ```
    public static func == (lhs: MediatorError, rhs: MediatorError) -> Bool {
        switch (lhs, rhs) {
        case let (.actionNotFound(t1, a1), .actionNotFound(t2, a2)),
            let (.notCallableFromOutside(t1, a1), .notCallableFromOutside(t2, a2)),
            let (.noParameterDecoder(t1, a1), .noParameterDecoder(t2, a2)):
            return t1 == t2 && a1 == a2
        case let (.resultTypeMismatch(t1, a1, r1, e1), .resultTypeMismatch(t2, a2, r2, e2)),
            let (.inputTypeMismatch(t1, a1, r1, e1), .inputTypeMismatch(t2, a2, r2, e2)):
            return t1 == t2 && a1 == a2 && r1 == r2 && e1 == e2
        case let (.invalidParameters(t1, a1, error1), .invalidParameters(t2, a2, error2)):
            return t1 == t2 && a1 == a2 && String(describing: error1) == String(describing: error2)
        case let (.refusedURL(r1), .refusedURL(r2)):
            return r1 == r2
        case let (.notAnActionURL(u1), .notAnActionURL(u2)):
            return u1 == u2
        default:
            return false
        }
    }
}
