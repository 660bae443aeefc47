package import Switchyard

/// Where an Objective-C call comes from, by the number Objective-C passes (`SYRouteSource`; keep the two
/// in step). The numbers are the facade's API: they never change meaning.
package enum ObjCSource: Int, Sendable, CaseIterable {
    case inApp = 0
    case otherApp = 1
    case universalLink = 2
    case push = 3
    case webPage = 4

    /// The source for the router. Objective-C does not say which app or page (`bundleID`, page: `nil`).
    package var routeSource: RouteSource {
        switch self {
        case .inApp: return .inApp
        case .otherApp: return .otherApp(bundleID: nil)
        case .universalLink: return .universalLink
        case .push: return .push
        case .webPage: return .webPage(nil)
        }
    }

    /// The source for a number an Objective-C caller passed. Objective-C can pass any integer as an enum;
    /// one the facade does not know counts as another app: the least trusted source, so that a wrong
    /// number never opens an internal route.
    package static func routeSource(rawValue: Int) -> RouteSource {
        (ObjCSource(rawValue: rawValue) ?? .otherApp).routeSource
    }
}
