// Scene glue: every way a link reaches a UIKit scene, turned into PendingLinks.receive with the source
// the router's policies need. It decides nothing about navigation; the queue opens links when the app is
// ready, in order.
#if canImport(UIKit) && !os(watchOS)
import Foundation
public import Switchyard
public import UIKit
public import UserNotifications

/// Hands the links a scene receives to a ``PendingLinks`` queue: custom-scheme URLs
/// (``RouteSource/otherApp(bundleID:)`` with the sending app when iOS says), universal links
/// (``RouteSource/universalLink``), notification responses (``RouteSource/push``, the URL under
/// ``notificationURLKey`` in the payload) and home-screen shortcuts (``RouteSource/inApp``: only the app
/// itself defines its shortcuts; the URL under ``shortcutURLKey`` in the shortcut's `userInfo`).
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     let intake = SceneLinks(AppDelegate.links)
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///         // … make the window and the navigator, router.attach(navigator), then:
///         intake.connect(options)
///         Task { await AppDelegate.links.ready() }
///     }
///     func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) { intake.open(contexts) }
///     func scene(_ scene: UIScene, continue activity: NSUserActivity) { intake.continue(activity) }
///     func windowScene(_ scene: UIWindowScene, performActionFor item: UIApplicationShortcutItem,
///                      completionHandler: @escaping (Bool) -> Void) { completionHandler(intake.perform(item)) }
/// }
/// // UNUserNotificationCenterDelegate (the tap that launched the app may come here and to `connect`
/// // too; it opens once):
/// // func userNotificationCenter(_: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
/// //     intake.receive(response)
/// // }
/// ```
@MainActor
public struct SceneLinks<Screen: Hashable & Sendable> {
    /// The queue links go to.
    package let links: PendingLinks<Screen>
    /// The key of the URL in a notification's payload (`userInfo`).
    package var notificationURLKey: String
    /// The key of the URL in a home-screen shortcut's `userInfo`.
    package var shortcutURLKey: String

    /// Glue for `links`, reading URLs under these keys.
    public init(_ links: PendingLinks<Screen>, notificationURLKey: String = "url", shortcutURLKey: String = "url") {
        self.links = links
        self.notificationURLKey = notificationURLKey
        self.shortcutURLKey = shortcutURLKey
    }

    /// Takes the links a scene was launched with (`scene(_:willConnectTo:options:)`): URLs, universal
    /// links, a notification response, a shortcut.
    public func connect(_ options: UIScene.ConnectionOptions) {
        open(options.urlContexts)
        for activity in options.userActivities { self.continue(activity) }
        if let response = options.notificationResponse { receive(response) }
        if let item = options.shortcutItem { perform(item) }
    }

    /// Takes custom-scheme URLs (`scene(_:openURLContexts:)`).
    public func open(_ contexts: Set<UIOpenURLContext>) {
        for context in contexts {
            links.receive(context.url.absoluteString, from: .otherApp(bundleID: context.options.sourceApplication))
        }
    }

    /// Takes a universal link (`scene(_:continue:)`). Returns `false` for an activity that is not a web
    /// page visit or carries no URL: it holds no link.
    @discardableResult
    public func `continue`(_ activity: NSUserActivity) -> Bool {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL else { return false }
        links.receive(url.absoluteString, from: .universalLink)
        return true
    }

    /// Takes the URL of a notification the user tapped. Returns `false`, taking nothing, when the user
    /// chose one of the notification's custom actions (a "Mark as read" button is the app's business, not a
    /// link), when the payload has no URL under ``notificationURLKey``, or when this notification was taken
    /// before: iOS can report the tap that launched the app both in the scene's connection options
    /// (``connect(_:)``) and to the notification center's delegate, and the link opens once (the queue
    /// remembers the request's identifier, see ``PendingLinks/receive(_:from:id:)``).
    @discardableResult
    public func receive(_ response: UNNotificationResponse) -> Bool {
        guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else { return false }
        let request = response.notification.request
        guard let url = Self.url(in: request.content.userInfo[notificationURLKey]) else { return false }
        return links.receive(url, from: .push, id: request.identifier) != nil
    }

    /// Takes the URL of a home-screen shortcut. Returns `false` (pass it to the completion handler) when
    /// its `userInfo` has no URL under ``shortcutURLKey``.
    @discardableResult
    public func perform(_ item: UIApplicationShortcutItem) -> Bool {
        guard let url = Self.url(in: item.userInfo?[shortcutURLKey]) else { return false }
        links.receive(url, from: .inApp)
        return true
    }

    /// A URL stored as a string or a URL.
    private static func url(in value: Any?) -> String? {
        if let string = value as? String { return string }
        if let url = value as? URL { return url.absoluteString }
        return nil
    }
}
#endif
