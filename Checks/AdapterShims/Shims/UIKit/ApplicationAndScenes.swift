// Shim of UIKit's application and scene types: only what the adapters use. See ViewControllers.swift.
import Foundation
import UserNotifications

/// Apple: `@MainActor class UIApplication : UIResponder`.
@MainActor
open class UIApplication: UIResponder {
    /// Apple: `struct OpenExternalURLOptionsKey : Hashable, Equatable, RawRepresentable, @unchecked Sendable`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Apple: `class var shared: UIApplication { get }`.
    open class var shared: UIApplication { fatalError("shim") }

    /// Apple: `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:],
    /// completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil)`.
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        fatalError("shim")
    }
}

/// Apple: `@MainActor class UIScene : UIResponder`.
@MainActor
open class UIScene: UIResponder {
    /// Apple: `@MainActor class UIScene.ConnectionOptions : NSObject`.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// Apple: `var urlContexts: Set<UIOpenURLContext> { get }`.
        open var urlContexts: Set<UIOpenURLContext> { fatalError("shim") }
        /// Apple: `var userActivities: Set<NSUserActivity> { get }`.
        open var userActivities: Set<NSUserActivity> { fatalError("shim") }
        /// Apple: `var notificationResponse: UNNotificationResponse? { get }` (a UserNotifications type;
        /// declared here as the adapters' UserNotifications shim declares it).
        open var notificationResponse: UNNotificationResponse? { fatalError("shim") }
        /// Apple: `var shortcutItem: UIApplicationShortcutItem? { get }`.
        open var shortcutItem: UIApplicationShortcutItem? { fatalError("shim") }
    }

    /// Apple: `@MainActor class UIScene.OpenURLOptions : NSObject`.
    @MainActor
    open class OpenURLOptions: NSObject {
        /// Apple: `var sourceApplication: String? { get }`.
        open var sourceApplication: String? { fatalError("shim") }
    }
}

/// Apple: `@MainActor class UIOpenURLContext : NSObject`.
@MainActor
open class UIOpenURLContext: NSObject {
    /// Apple: `var url: URL { get }`.
    open var url: URL { fatalError("shim") }
    /// Apple: `var options: UIScene.OpenURLOptions { get }`.
    open var options: UIScene.OpenURLOptions { fatalError("shim") }
}

/// Apple: `@MainActor class UIApplicationShortcutItem : NSObject, NSCopying, NSMutableCopying`.
@MainActor
open class UIApplicationShortcutItem: NSObject {
    /// Apple: `var userInfo: [String : any NSSecureCoding]? { get }`.
    open var userInfo: [String: any NSSecureCoding]? { fatalError("shim") }
}
