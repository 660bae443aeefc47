public import Switchyard

/// Where a URL handed to SwiftUI's `onOpenURL` came from. SwiftUI delivers universal links there too (not
/// only through `onContinueUserActivity`), so the scheme tells them apart: an `http`/`https` URL that
/// reaches the app is a universal link (the system checked the domain's association); any other scheme is
/// a custom scheme that any app may have sent, the untrusted `RouteSource.otherApp(bundleID:)`.
///
/// ```swift
/// OpenedURLSource.source(of: "shop://cart")              // .otherApp(bundleID: nil)
/// OpenedURLSource.source(of: "https://shop.example/cart") // .universalLink
/// ```
public enum OpenedURLSource {
    /// The source of a URL given to `onOpenURL`.
    public static func source(of url: String) -> RouteSource {
        guard let colon = url.firstIndex(of: ":") else { return .otherApp(bundleID: nil) }
        switch url[..<colon].lowercased() {
        case "http", "https": return .universalLink
        default: return .otherApp(bundleID: nil)
        }
    }
}
