public import Switchyard

extension RouteSource {
    /// The source of a URL handed to SwiftUI's `onOpenURL`. SwiftUI delivers universal links there too (not
    /// only through `onContinueUserActivity`), so the scheme tells them apart: an `http`/`https` URL that
    /// reaches the app is a universal link (the system checked the domain's association); any other scheme is
    /// a custom scheme that any app may have sent, the untrusted `RouteSource.otherApp(bundleID:)`.
    ///
    /// ```swift
    /// RouteSource(openedURL: "shop://cart")               // .otherApp(bundleID: nil)
    /// RouteSource(openedURL: "https://shop.example/cart") // .universalLink
    /// ```
    public init(openedURL url: String) {
        guard let colon = url.firstIndex(of: ":") else {
            self = .otherApp(bundleID: nil)
            return
        }
        switch url[..<colon].lowercased() {
        case "http", "https": self = .universalLink
        default: self = .otherApp(bundleID: nil)
        }
    }
}
