// Shim of UserNotifications: only what the adapters use, with Apple's names and types. Never run.
@_exported import Foundation

/// Apple: `class UNNotificationResponse : NSObject, NSCopying, NSSecureCoding`.
open class UNNotificationResponse: NSObject {
    /// Apple: `@NSCopying var notification: UNNotification { get }`.
    open var notification: UNNotification { fatalError("shim") }
    /// Apple: `var actionIdentifier: String { get }`.
    open var actionIdentifier: String { fatalError("shim") }
}

/// Apple: `let UNNotificationDefaultActionIdentifier: String`.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// Apple: `class UNNotification : NSObject, NSCopying, NSSecureCoding`.
open class UNNotification: NSObject {
    /// Apple: `@NSCopying var request: UNNotificationRequest { get }`.
    open var request: UNNotificationRequest { fatalError("shim") }
}

/// Apple: `class UNNotificationRequest : NSObject, NSCopying, NSSecureCoding`.
open class UNNotificationRequest: NSObject {
    /// Apple: `@NSCopying var content: UNNotificationContent { get }`.
    open var content: UNNotificationContent { fatalError("shim") }
    /// Apple: `var identifier: String { get }`.
    open var identifier: String { fatalError("shim") }
}

/// Apple: `class UNNotificationContent : NSObject, NSCopying, NSMutableCopying, NSSecureCoding`.
open class UNNotificationContent: NSObject {
    /// Apple: `var userInfo: [AnyHashable : Any] { get }`.
    open var userInfo: [AnyHashable: Any] { fatalError("shim") }
}
