/// An app lifecycle event, as the app's delegate reports it to ``ModuleHost/post(_:)``. Platform-neutral:
/// the UIKit or AppKit delegate forwards its callbacks (Sources/Switchyard/Switchyard.docc/Modules.md shows how).
///
/// ```swift
/// func applicationDidEnterBackground(_ application: UIApplication) {
///     host.post(.background)   // delivered after the events posted before it
/// }
/// ```
public enum LifecycleEvent: Sendable, Hashable, CustomStringConvertible {
    /// Launching finished (`application(_:didFinishLaunchingWithOptions:)`).
    case launchFinished
    /// The app came to the foreground.
    case foreground
    /// The app went to the background.
    case background
    /// The system is low on memory.
    case memoryWarning
    /// A URL arrived (`application(_:open:options:)`, `scene(_:openURLContexts:)`), with its source.
    case openURL(String, from: RouteSource)
    /// A user activity arrived (Handoff, Spotlight, a universal link), with its type and web URL.
    case userActivity(type: String, url: String?)
    /// The push token was registered, as bytes.
    case pushToken([UInt8])

    /// `launch finished`, `open URL shop://cart from push notification`, `push token 0a1b`.
    public var description: String {
        switch self {
        case .launchFinished: return "launch finished"
        case .foreground: return "foreground"
        case .background: return "background"
        case .memoryWarning: return "memory warning"
        case let .openURL(url, source): return "open URL \(DiagnosticText.shortened(url)) from \(source)"
        case let .userActivity(type, url):
            return "user activity \(DiagnosticText.shortened(type))" + (url.map { " \(DiagnosticText.shortened($0))" } ?? "")
        case .pushToken(let bytes):
            return "push token "
                + bytes.map { byte in
                    let hex = String(byte, radix: 16)
                    return hex.count == 1 ? "0" + hex : hex
                }.joined()
        }
    }
}
