/// Why a URL did not match.
///
/// ```swift
/// if case .failure(let failure) = table.lookup("evil://goods/1") {
///     print(failure)   // origin evil://goods is not accepted
/// }
/// ```
///
/// New cases may be added in any release (the enum is `@nonexhaustive`): a `switch` over it ends with
/// `@unknown default`.
///
/// ```swift
/// switch failure {
/// case .refused(let refusal): log(refusal)
/// case .originNotAccepted, .noRoute: showNotFound()
/// @unknown default: showNotFound()
/// }
/// ```
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum MatchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string could not be taken in.
    case refused(URLIntakeError)
    /// The URL comes from an origin the table does not accept.
    case originNotAccepted(String)
    /// No route matches the path in the namespaces consulted.
    case noRoute(path: String, namespaces: [String])

    /// The failure in one line; a path or an origin of over 100 characters is cut to its first 80, `…` and
    /// its length.
    public var description: String {
        switch self {
        case .refused(let refusal):
            return RouteTableText.matchIntakeRefused(refusal: refusal)
        case .originNotAccepted(let origin) where origin == RouteURL.noOrigin:
            return RouteTableText.matchNoScheme
        case .originNotAccepted(let origin):
            return RouteTableText.matchOriginNotAccepted(origin: DiagnosticText.shortened(origin))
        case let .noRoute(path, namespaces):
            let names = namespaces.count == 1 ? "namespace \(namespaces[0])" : "namespaces " + namespaces.joined(separator: " and ")
            return RouteTableText.matchNoRoute(path: DiagnosticText.shortened(path), namespaces: names)
        }
    }
}
